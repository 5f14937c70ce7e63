"""The hooks a plugin may implement. Each receives one ``register`` callable and calls it once per thing it adds."""

from __future__ import annotations

import pluggy

PROJECT = "interviewer"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def register_voice(register):
    """Add voice providers: call ``register(provider)`` with an ``interviewer.voice.VoiceProvider``."""


@hookspec
def register_models(register):
    """Add model providers: call ``register(ProviderInfo, factory)`` as ``interviewer.llm.registry.register_provider``."""


@hookspec
def register_commands(register):
    """Add CLI commands: call ``register(add)`` where ``add(subparsers)`` adds one argparse sub-command."""


@hookspec
def register_exporters(register):
    """Add report formats: call ``register(name, export)`` where ``export(result, out_path)`` writes one file."""
