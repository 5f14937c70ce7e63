"""Plugins: pluggy hookspecs (``hookspecs``) and the manager that discovers the ``interviewer`` entry points.

A plugin is any installed distribution with an entry point in the ``interviewer`` group whose module
implements some of the hooks, marked with ``interviewer.plugins.hookimpl``::

    [project.entry-points.interviewer]
    voice = "interviewer_voice.plugin"
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from .hookspecs import hookimpl
from .manager import ENV, GROUP, PluginInfo, PluginManager, selected_names

__all__ = ["ENV", "GROUP", "PluginInfo", "PluginManager", "get_plugin_manager", "hookimpl", "plugin_commands",
           "plugin_exporters", "reset", "selected_names", "voice_providers"]

_manager: PluginManager | None = None
_manager_env: str | None = None


def get_plugin_manager() -> PluginManager:
    """The process-wide manager, rebuilt when ``INTERVIEWER_PLUGINS`` changes (tests flip it)."""
    global _manager, _manager_env
    env = os.environ.get(ENV)
    if _manager is None or env != _manager_env:
        _manager, _manager_env = PluginManager(), env
    return _manager


def reset() -> None:
    """Forget the loaded plugins; the next call discovers them again."""
    global _manager
    _manager = None


def plugin_commands() -> list[Callable[[Any], None]]:
    """Callables that each add one sub-command to the CLI's argparse subparsers."""
    return get_plugin_manager().commands()


def plugin_exporters() -> dict[str, Callable]:
    """Extra report formats by name."""
    return get_plugin_manager().exporters()


def voice_providers() -> list[Any]:
    """Voice providers that loaded plugins registered, in registration order."""
    return get_plugin_manager().voice_providers()
