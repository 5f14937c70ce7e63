"""The installed distribution registers itself: entry point, `interviewer list plugins`, `chat --voice` errors."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from importlib import metadata

from interviewer import plugins
from interviewer_voice.local import LocalVoice
from interviewer_voice.openai_voice import OpenAIVoice


def run_cli(*args, env_extra=None):
    env = {k: v for k, v in os.environ.items() if k != "INTERVIEWER_PLUGINS"}  # unset = every installed plugin
    env.update(COLUMNS="200", **(env_extra or {}))
    exe = shutil.which("interviewer", path=os.path.dirname(sys.executable)) or "interviewer"
    return subprocess.run([exe, *args], capture_output=True, text=True, env=env, timeout=300)


def test_entry_point_is_in_the_interviewer_group():
    [ep] = [ep for ep in metadata.entry_points(group="interviewer") if ep.name == "voice"]
    assert (ep.value, ep.dist.name) == ("interviewer_voice.plugin", "interviewer-voice")


def test_providers_are_registered_local_first():
    assert [type(p) for p in plugins.voice_providers()] == [LocalVoice, OpenAIVoice]


def test_list_plugins_shows_the_plugin_and_its_providers():
    done = run_cli("list", "plugins")
    assert done.returncode == 0, done.stderr
    rows = [[c.strip() for c in line.split("│")[1:-1]] for line in done.stdout.splitlines() if line.startswith("│")]
    assert ["voice", "interviewer-voice", "0.1.0", "voice", "loaded"] in rows
    assert [r[:2] for r in rows if r[0] in ("local", "openai")] == [["local", "yes"], ["openai", "no"]]
    assert "faster-whisper:base" in done.stdout and "piper:joe" in done.stdout


def test_chat_voice_without_a_microphone_is_one_line(tmp_path):
    done = run_cli("chat", "--voice", "--model", "offline", env_extra={"INTERVIEWER_HOME": str(tmp_path)})
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("interviewer: voice: no ")
    assert "--audio-in DIR" in done.stderr


def test_audio_in_must_exist(tmp_path):
    done = run_cli("chat", "--voice", "--audio-in", str(tmp_path / "nope"), "--model", "offline",
                   env_extra={"INTERVIEWER_HOME": str(tmp_path)})
    assert (done.returncode, done.stderr) == (2, f"interviewer: voice: --audio-in {tmp_path / 'nope'}: no such "
                                                 "folder — give a folder of .wav files, one per answer\n")
