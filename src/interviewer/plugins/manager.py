"""Finds plugins through the ``interviewer`` entry-point group and collects what their hooks register.

``INTERVIEWER_PLUGINS`` picks which load: unset loads every installed plugin, ``""`` loads none
(the test suite's default), and ``a,b`` loads only the entry points named ``a`` and ``b``.
A plugin that fails to import is recorded with its error and skipped, so a broken or half-uninstalled
plugin never takes the core down with it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pluggy

from . import discovery, hookspecs

GROUP = "interviewer"
ENV = "INTERVIEWER_PLUGINS"


@dataclass
class PluginInfo:
    """One entry point in the ``interviewer`` group, loaded or not."""

    name: str
    """Entry-point name (what ``INTERVIEWER_PLUGINS`` lists)."""
    module: str
    """The module the entry point names."""
    distribution: str = ""
    """The installed distribution that ships it."""
    version: str = ""
    """That distribution's version."""
    hooks: list[str] = field(default_factory=list)
    """Hooks the plugin implements."""
    error: str | None = None
    """Why it failed to load, if it did."""


def selected_names(env: dict[str, str] | None = None) -> set[str] | None:
    """None = every installed plugin; otherwise the set of entry-point names to load (maybe empty)."""
    env = os.environ if env is None else env
    raw = env.get(ENV)
    if raw is None:
        return None
    return {part.strip() for part in raw.split(",") if part.strip()}


def _entry_points() -> list[discovery.EntryPoint]:
    return discovery.entry_points(GROUP)


class PluginManager:
    """A pluggy manager plus what the loaded plugins registered (voice providers, commands, exporters)."""

    def __init__(self, entry_points: list[Any] | None = None, env: dict[str, str] | None = None):
        self.pm = pluggy.PluginManager(hookspecs.PROJECT)
        self.pm.add_hookspecs(hookspecs)
        self.plugins: list[PluginInfo] = []
        self._voice: list[Any] | None = None
        self._commands: list[Callable] | None = None
        self._exporters: dict[str, Callable] | None = None
        wanted = selected_names(env)
        if wanted is not None and not wanted:
            return
        for ep in _entry_points() if entry_points is None else entry_points:
            if wanted is not None and ep.name not in wanted:
                continue
            self._load(ep)
        self._register_models()

    def _load(self, ep) -> None:
        dist = getattr(ep, "dist", None)
        info = PluginInfo(ep.name, ep.value.partition(":")[0], getattr(dist, "name", "") or "",
                          getattr(dist, "version", "") or "")
        self.plugins.append(info)
        try:
            plugin = ep.load()
            self.pm.register(plugin, name=ep.name)
        except Exception as exc:  # noqa: BLE001 - a broken plugin is reported, not fatal
            info.error = f"{type(exc).__name__}: {exc}".splitlines()[0]
            print(f"interviewer: plugin '{ep.name}' failed to load ({info.error}); "
                  f"reinstall it or set {ENV} to skip it", file=sys.stderr)
            return
        info.hooks = sorted(name for name, _ in _implemented(self.pm, plugin))

    def register(self, plugin: object, name: str) -> None:
        """Register an in-process plugin object (tests do this in try/finally, then call ``unregister``)."""
        self.pm.register(plugin, name=name)
        self.plugins.append(PluginInfo(name, type(plugin).__module__,
                                       hooks=sorted(n for n, _ in _implemented(self.pm, plugin))))
        self._voice = self._commands = self._exporters = None
        self._register_models(plugin)

    def unregister(self, name: str) -> None:
        self.pm.unregister(name=name)
        self.plugins = [p for p in self.plugins if p.name != name]
        self._voice = self._commands = self._exporters = None

    def _call(self, hook: str, register: Callable, only: object | None = None) -> None:
        # pluggy calls the last-registered plugin first; walking the impls in registration order
        # keeps results in entry-point order, so "the first offline voice provider" is stable.
        for impl in getattr(self.pm.hook, hook).get_hookimpls():
            if only is None or impl.plugin is only:
                impl.function(register=register)

    def _register_models(self, only: object | None = None) -> None:
        if not self.pm.hook.register_models.get_hookimpls():
            return  # no plugin adds models: the registry need not be imported (it is not, for --help)
        from ..llm.registry import register_provider

        self._call("register_models", register_provider, only)

    def voice_providers(self) -> list[Any]:
        if self._voice is None:
            found: list[Any] = []
            self._call("register_voice", found.append)
            self._voice = found
        return list(self._voice)

    def commands(self) -> list[Callable]:
        if self._commands is None:
            found: list[Callable] = []
            self._call("register_commands", found.append)
            self._commands = found
        return list(self._commands)

    def exporters(self) -> dict[str, Callable]:
        if self._exporters is None:
            found: dict[str, Callable] = {}
            self._call("register_exporters", found.__setitem__)
            self._exporters = found
        return dict(self._exporters)


def _implemented(pm: pluggy.PluginManager, plugin: object) -> list[tuple[str, Any]]:
    return [(caller.name, caller) for caller in pm.get_hookcallers(plugin) or []]
