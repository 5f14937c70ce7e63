"""The plugin system: discovery through entry points, INTERVIEWER_PLUGINS, each hook, broken plugins.

Entry points are faked (a list handed to the manager) because installing a distribution per test
would be slow and leave state behind; the real `pip install ./plugins/interviewer-voice` path is
tested in the plugin's own suite.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import types
from dataclasses import dataclass

import pytest

from interviewer import plugins
from interviewer.cli.main import main
from interviewer.llm import registry
from interviewer.plugins import PluginManager, hookimpl, selected_names
from interviewer.plugins import manager as manager_mod
from interviewer.voice import VoiceCapabilities, VoiceProvider


@dataclass
class FakeDist:
    name: str
    version: str


class FakeEntryPoint:
    def __init__(self, name, module, *, error: Exception | None = None):
        self.name, self.value, self.module, self.error = name, f"{name}_mod", module, error
        self.dist = FakeDist(f"interviewer-{name}", "1.2.3")

    def load(self):
        if self.error:
            raise self.error
        return self.module


class FakeVoice(VoiceProvider):
    def __init__(self, name):
        self.name = name

    def capabilities(self):
        return VoiceCapabilities(stt_models=("fake-stt",), voices=("fake-voice",))

    def stt(self, model=None):
        raise NotImplementedError

    def tts(self, voice=None):
        raise NotImplementedError


def make_plugin(name: str) -> types.ModuleType:
    """A plugin module implementing all four hooks."""

    @hookimpl
    def register_voice(register):
        register(FakeVoice(f"{name}-voice"))

    @hookimpl
    def register_models(register):
        register(registry.ProviderInfo(f"{name}prov", "x:y", "test provider", default_model="m"),
                 lambda model, base_url=None, **kw: ("model", model))

    @hookimpl
    def register_commands(register):
        def add(sub):
            p = sub.add_parser(f"{name}-hello", help="say hello")
            p.set_defaults(func=lambda args: print(f"hello from {name}") or 0)
        register(add)

    @hookimpl
    def register_exporters(register):
        register(f"{name}-fmt", lambda result, out: None)

    module = types.ModuleType(f"{name}_plugin")
    for hook in (register_voice, register_models, register_commands, register_exporters):
        setattr(module, hook.__name__, hook)
    return module


@pytest.fixture
def fake_entry_points(monkeypatch):
    """Two installed plugins, 'alpha' and 'beta'; the registry is restored afterwards."""
    eps = [FakeEntryPoint("alpha", make_plugin("alpha")), FakeEntryPoint("beta", make_plugin("beta"))]
    monkeypatch.setattr(manager_mod, "_entry_points", lambda: eps)
    providers, factories = dict(registry.PROVIDERS), dict(registry._plugin_factories)
    plugins.reset()
    try:
        yield eps
    finally:
        plugins.reset()
        registry.PROVIDERS.clear()
        registry.PROVIDERS.update(providers)
        registry._plugin_factories.clear()
        registry._plugin_factories.update(factories)


def test_selected_names_reads_the_environment_variable():
    assert selected_names({}) is None
    assert selected_names({"INTERVIEWER_PLUGINS": ""}) == set()
    assert selected_names({"INTERVIEWER_PLUGINS": " alpha, beta ,"}) == {"alpha", "beta"}


@pytest.mark.parametrize(("env", "loaded"), [({}, ["alpha", "beta"]), ({"INTERVIEWER_PLUGINS": ""}, []),
                                             ({"INTERVIEWER_PLUGINS": "beta"}, ["beta"])])
def test_environment_selects_which_plugins_load(fake_entry_points, env, loaded):
    pm = PluginManager(env=env)
    assert [p.name for p in pm.plugins] == loaded
    assert [v.name for v in pm.voice_providers()] == [f"{name}-voice" for name in loaded]
    assert sorted(pm.exporters()) == [f"{name}-fmt" for name in loaded]


def test_plugin_info_records_distribution_and_hooks(fake_entry_points):
    info = PluginManager(env={}).plugins[0]
    assert (info.name, info.distribution, info.version, info.error) == ("alpha", "interviewer-alpha", "1.2.3", None)
    assert info.hooks == ["register_commands", "register_exporters", "register_models", "register_voice"]


def test_register_models_adds_a_provider_to_the_registry(fake_entry_points):
    PluginManager(env={"INTERVIEWER_PLUGINS": "alpha"})
    assert "alphaprov" in registry.PROVIDERS and "betaprov" not in registry.PROVIDERS
    assert registry.split_name("alphaprov") == ("alphaprov", "m")
    assert registry._plugin_factories["alphaprov"]("big") == ("model", "big")


def test_register_commands_adds_a_cli_command(fake_entry_points, monkeypatch, capsys):
    monkeypatch.setenv("INTERVIEWER_PLUGINS", "alpha,beta")
    assert main(["beta-hello"]) == 0
    assert capsys.readouterr().out == "hello from beta\n"


def test_plugin_commands_are_absent_when_plugins_are_off(fake_entry_points, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["alpha-hello"])
    assert exc.value.code == 2
    assert "invalid choice: 'alpha-hello'" in capsys.readouterr().err


def test_a_broken_plugin_is_reported_and_skipped(fake_entry_points, monkeypatch, capsys):
    fake_entry_points.insert(0, FakeEntryPoint("broken", None, error=ImportError("No module named 'numpy'")))
    monkeypatch.delenv("INTERVIEWER_PLUGINS")
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["list", "plugins"]) == 0
    out, err = capsys.readouterr()
    assert err == ("interviewer: plugin 'broken' failed to load (ImportError: No module named 'numpy'); "
                   "reinstall it or set INTERVIEWER_PLUGINS to skip it\n")
    rows = [[cell.strip() for cell in line.split("│")[1:-1]] for line in out.splitlines() if line.startswith("│")]
    hooks = "commands, exporters, models, voice"
    assert rows == [
        ["broken", "interviewer-broken", "1.2.3", "", "failed: ImportError: No module named 'numpy'"],
        ["alpha", "interviewer-alpha", "1.2.3", hooks, "loaded"],
        ["beta", "interviewer-beta", "1.2.3", hooks, "loaded"],
        ["alpha-voice", "yes", "fake-stt", "fake-voice", ""],
        ["beta-voice", "yes", "fake-stt", "fake-voice", ""],
    ]


def test_list_plugins_when_switched_off_and_when_none_installed(monkeypatch, capsys):
    assert main(["list", "plugins"]) == 0
    assert capsys.readouterr().out == ("plugins are switched off (INTERVIEWER_PLUGINS is empty); "
                                       "unset it to load every installed plugin\n")
    monkeypatch.delenv("INTERVIEWER_PLUGINS")
    monkeypatch.setattr(manager_mod, "_entry_points", lambda: [])
    monkeypatch.setenv("COLUMNS", "200")
    plugins.reset()
    try:
        assert main(["list", "plugins"]) == 0
    finally:
        plugins.reset()
    assert capsys.readouterr().out == ("no plugins installed; e.g. pip install 'interviewer[voice]' "
                                       "(from a clone: pip install ./plugins/interviewer-voice)\n")


def test_in_process_registration_for_tests(monkeypatch):
    pm = plugins.get_plugin_manager()
    assert pm.voice_providers() == []
    pm.register(make_plugin("gamma"), name="gamma")
    try:
        assert [v.name for v in pm.voice_providers()] == ["gamma-voice"]
        assert [p.name for p in pm.plugins] == ["gamma"]
    finally:
        pm.unregister("gamma")
        registry.PROVIDERS.pop("gammaprov", None)
        registry._plugin_factories.pop("gammaprov", None)
    assert pm.voice_providers() == []


def test_core_works_with_no_plugin_installed(tmp_path):
    """As after `pip uninstall interviewer-voice`: no entry points at all, INTERVIEWER_PLUGINS unset."""
    script = textwrap.dedent("""
        import sys
        import interviewer.plugins.discovery as d
        d.entry_points = lambda group, path=None: []
        from interviewer.cli.main import main
        code = main(["list", "plugins"])
        print("exit", code)
        code = main(["list", "loops"]) if len(sys.argv) > 1 else 0
    """)
    env = {k: v for k, v in __import__("os").environ.items() if k != "INTERVIEWER_PLUGINS"}
    env.update(COLUMNS="200", INTERVIEWER_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ("no plugins installed; e.g. pip install 'interviewer[voice]' "
                           "(from a clone: pip install ./plugins/interviewer-voice)\nexit 0\n")
    assert done.stderr == ""
