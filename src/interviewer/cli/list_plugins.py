"""`interviewer list plugins`: installed plugins, the hooks they implement, and the voice providers they add."""

from __future__ import annotations

import os

from .common import console


def run_list_plugins(args) -> int:
    from rich.table import Table

    from ..plugins import ENV, get_plugin_manager

    if os.environ.get(ENV) == "":
        print(f"plugins are switched off ({ENV} is empty); unset it to load every installed plugin")
        return 0
    manager = get_plugin_manager()
    if not manager.plugins:
        print("no plugins installed; e.g. pip install 'interviewer[voice]' "
              "(from a clone: pip install ./plugins/interviewer-voice)")
        return 0
    out = console()
    table = Table("plugin", "package", "version", "hooks", "status")
    for info in manager.plugins:
        hooks = ", ".join(h.removeprefix("register_") for h in info.hooks)
        table.add_row(info.name, info.distribution or info.module, info.version, hooks,
                      f"failed: {info.error}" if info.error else "loaded")
    out.print(table)
    voices = manager.voice_providers()
    if voices:
        vt = Table("voice provider", "offline", "speech-to-text", "text-to-speech", "notes")
        for column in vt.columns:
            column.overflow = "fold"
        for provider in voices:
            caps = provider.capabilities()
            vt.add_row(provider.name, "yes" if caps.offline else "no", ", ".join(caps.stt_models) or "-",
                       ", ".join(caps.voices) or "-", "; ".join(caps.notes))
        out.print(vt)
    return 0
