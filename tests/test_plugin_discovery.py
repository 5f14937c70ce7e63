"""Plugins are found through importlib.metadata's ``interviewer`` entry-point group; the first of a name wins."""

import json

from interviewer.plugins.discovery import entry_points


def test_finds_the_installed_voice_plugin_and_loads_it():
    [voice] = [ep for ep in entry_points("interviewer") if ep.name == "voice"]
    assert (voice.value, voice.dist.name) == ("interviewer_voice.plugin", "interviewer-voice")
    assert voice.load().__name__ == "interviewer_voice.plugin"


def test_a_distribution_earlier_on_the_path_wins_a_name_and_adds_its_own(tmp_path, monkeypatch):
    dist = tmp_path / "my_plugin-1.2.3.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: my-plugin\nVersion: 1.2.3\n")
    (dist / "entry_points.txt").write_text("[console_scripts]\nx = a:b\n\n[interviewer]\n# comment\n"
                                           "voice = json:dumps\nmine = json:loads\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    eps = {ep.name: ep for ep in entry_points("interviewer")}
    assert [name for name in eps if name in ("voice", "mine")] == ["voice", "mine"]
    assert eps["voice"].load() is json.dumps and eps["voice"].dist.version == "1.2.3"
    assert eps["mine"].load() is json.loads
    assert entry_points("nothing-here") == []
