"""A voice session killed while the interviewer is speaking loses nothing, and goes on by voice.

The interviewer's line is appended to the transcript (and flushed) before a word of it is synthesised, and
every answer is appended as soon as it is recognised; so SIGKILL in the middle of the interviewer's speech
leaves a transcript that ends with the line being spoken, and ``resume --voice`` asks it again and listens.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import numpy as np

from interviewer.cli.main import main
from interviewer.transcript.store import read_transcript
from interviewer.voice.audio import pcm_to_wav
from interviewer_voice.spoken import RATE

# The child process blocks the network exactly as this suite does: a test may not reach the internet.
_CHILD = ("import sys; from interviewer.testing.network import block_network; block_network(); "
          "from interviewer.cli.main import main; sys.exit(main(sys.argv[1:]))")


def _wav(path, samples):
    path.write_bytes(pcm_to_wav(samples.astype("<i2").tobytes(), RATE))


def _timings(path):
    if not path.exists():
        return []
    rows = []
    for line in path.read_text().splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:  # a line being written
            break
    return rows


def _turns(path):
    return [e for e in read_transcript(path).events if getattr(e, "role", "") in ("candidate", "interviewer")]


def test_killed_while_the_interviewer_speaks_nothing_is_lost_and_resume_listens_again(tmp_path, clips, monkeypatch):
    audio_in, audio_out, transcripts = tmp_path / "in", tmp_path / "out", tmp_path / "t"
    audio_in.mkdir()
    _wav(audio_in / "01.wav", clips["short"])
    _wav(audio_in / "02.wav", clips["second"])
    argv = [sys.executable, "-c", _CHILD, "chat", "--stage", "training-engineer/screen", "--model", "offline",
            "--voice", "--audio-in", str(audio_in), "--realtime", "--audio-out", str(audio_out),
            "--transcript-dir", str(transcripts)]
    proc = subprocess.Popen(argv, env={**os.environ, "PYTHONUNBUFFERED": "1"}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    timings = audio_out / "timings.jsonl"
    deadline = time.monotonic() + 240
    speaking = None
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            rows = _timings(timings)
            heard = [r for r in rows if r["kind"] == "answer"]
            if heard:
                after = [r for r in rows if r["kind"] == "speech" and (r.get("first_audio_at") or 0) > heard[0]["ended_at"]]
                if after:
                    speaking = after[0]
                    break
            time.sleep(0.05)
        # The reply's audio began playing when its first sentence was ready; it plays for seconds at the speed
        # of speech, and the second answer only starts half a second after it ends: kill it mid-sentence.
        time.sleep(0.3)
        assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert speaking is not None, "the reply to the first answer was never spoken"
    rows = _timings(timings)
    assert len([r for r in rows if r["kind"] == "answer"]) == 1, "the kill must land before the second answer"

    path = next(transcripts.glob("*.jsonl"))
    turns = _turns(path)
    answers = [t for t in turns if t.role == "candidate"]
    assert len(answers) == 1 and answers[0].source == "voice" and "NCCL" in answers[0].text
    assert turns[-1].role == "interviewer", "the line being spoken was already in the transcript"
    # The open question (an acknowledgement may have been said before it): resume puts it again.
    spoken_line = next(t.text for t in reversed(turns) if t.role == "interviewer" and t.act != "ack")

    # Resume by voice: the interviewer says the open line again and the second recorded answer is heard.
    from interviewer_voice.piper_tts import PiperTTS

    said: list[str] = []
    synthesize = PiperTTS.synthesize

    def logged(self, text):
        said.append(text)
        return synthesize(self, text)

    monkeypatch.setattr(PiperTTS, "synthesize", logged)
    rest = tmp_path / "rest"
    rest.mkdir()
    _wav(rest / "01.wav", clips["second"])
    code = main(["resume", str(path), "--voice", "--audio-in", str(rest), "--audio-out", str(tmp_path / "out2")])
    assert code == 0
    resumed = _turns(path)
    assert resumed[:len(turns)] == turns, "nothing written before the kill changed"
    answers = [t for t in resumed if t.role == "candidate"]
    assert [a.source for a in answers] == ["voice", "voice"]
    assert "node" in answers[1].text and "checkpoint" in answers[1].text
    from interviewer.ui.render import spoken_part
    from interviewer.voice.session import sentences

    assert said and said[0] == sentences(spoken_part(spoken_line))[0], "the open question is spoken again first"
