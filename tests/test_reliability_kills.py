"""SIGKILL at the worst moments: mid streamed reply, mid model call, mid transcript write, mid results write.

The engine's own test kills a chat blocked on the keyboard, and the batch test kills a scoring
run mid-batch; these cover the moments in between, while bytes are moving. Afterwards every
file parses (a torn last line is allowed and reported), at most the in-flight event is lost,
and a resume or re-run finishes without redoing or duplicating finished work.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from interviewer.cli.main import main
from interviewer.transcript import TranscriptError, read_transcript
from scoring_helpers import import_bench

faults = import_bench("faults")
mockserver = import_bench("mockserver")

FIXTURES = faults.FIXTURES
ANSWERS = faults.ANSWERS
DEADLINE_S = 40.0


def _chat_process(tmp_path: Path, base_url: str) -> tuple[subprocess.Popen, Path]:
    tdir = tmp_path / "transcripts"
    answers = tmp_path / "answers.txt"
    answers.write_text("\n\n".join(ANSWERS) + "\n")
    cmd = [sys.executable, "-m", "interviewer.cli.main", "chat", "--stage", faults.STAGE, "--model", "openai:mock",
           "--base-url", base_url, "--content-dir", str(FIXTURES), "--transcript-dir", str(tdir),
           "--answers", str(answers)]
    env = {**os.environ, "INTERVIEWER_PLUGINS": "", "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE), tdir


def _candidate_turns(tdir: Path) -> int:
    files = list(tdir.glob("*.jsonl"))
    if not files:
        return 0
    try:
        return len(read_transcript(files[0]).turns("candidate"))
    except TranscriptError:
        return 0  # a line mid-write; look again


def _kill_when(proc: subprocess.Popen, ready) -> None:
    deadline = time.monotonic() + DEADLINE_S
    try:
        while not ready():
            assert proc.poll() is None, f"the chat ended before the kill: {proc.stderr.read().decode()[-2000:]}"
            assert time.monotonic() < deadline, "the chat never reached the kill point"
            time.sleep(0.01)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL


def _resume_and_check(tmp_path: Path, path: Path, capsys) -> None:
    before = read_transcript(path)
    done = len(before.turns("candidate"))
    rest = tmp_path / "rest.txt"
    rest.write_text("\n\n".join(ANSWERS[done:]) + "\n")
    with mockserver.MockServer() as healthy:
        code = main(["resume", str(path), "--base-url", healthy.base_url, "--answers", str(rest)])
    err = capsys.readouterr().err
    assert code == 0, err
    assert "Traceback" not in err
    lost, dup, after = faults.check_transcript(path, ANSWERS)
    assert after.ended and lost == [] and dup == []
    # Everything recorded before the kill is still there, unchanged, in front.
    assert [e.model_dump() for e in after.events[: len(before.events)]] == [e.model_dump() for e in before.events]
    assert [e.text for e in after.events if e.type == "note"] == ["resumed"]


def test_sigkill_mid_streamed_reply_loses_only_that_reply_and_resume_finishes(tmp_path, capsys):
    with mockserver.MockServer(chunk_delay=0.4) as slow:
        proc, tdir = _chat_process(tmp_path, slow.base_url)
        # Two answers in, and the interviewer's next line half-streamed to the screen.
        _kill_when(proc, lambda: _candidate_turns(tdir) >= 2 and slow.stats.streaming >= 1)
    (path,) = tdir.glob("*.jsonl")
    t = read_transcript(path)
    assert [turn.text for turn in t.turns("candidate")] == ANSWERS[:2]
    # The half-streamed line was never recorded: only whole replies are in the transcript.
    assert all(turn.text == "This is the mock server's answer." or turn.act in ("reveal", "situation", "task", "ack")
               for turn in t.turns("interviewer")), "no torn interviewer line was recorded"
    _resume_and_check(tmp_path, path, capsys)


def test_sigkill_mid_model_call_keeps_the_answer_and_resume_assesses_it(tmp_path, capsys):
    # Request 2 is the assessment of the first answer: it stalls, and the process dies waiting.
    # A short stall: the server's shutdown waits for the stalled handler to wake and find the client gone.
    with mockserver.MockServer(faults=["", "", "stall"], stall_seconds=4) as stalled:
        proc, tdir = _chat_process(tmp_path, stalled.base_url)
        _kill_when(proc, lambda: stalled.stats.faults["stall"] >= 1 and _candidate_turns(tdir) >= 1)
    (path,) = tdir.glob("*.jsonl")
    t = read_transcript(path)
    assert [turn.text for turn in t.turns("candidate")] == ANSWERS[:1]
    # The answer is on disk before assessing. After it may come how it was understood (offline, no call; #11)
    # and the usage of the follow-up phrased alongside the assessment (#15), nothing else.
    last_turn = max(i for i, e in enumerate(t.events) if e.type == "turn")
    assert t.events[last_turn].role == "candidate", "the answer is on disk before assessing"
    assert all(e.type in ("understood", "model_call") for e in t.events[last_turn + 1:])
    assert all(e.turn_seq == t.events[last_turn].seq for e in t.events if e.type == "understood")
    assert not [e for e in t.events if e.type == "assessment"]
    _resume_and_check(tmp_path, path, capsys)
    after = read_transcript(path)
    assessed = [e.turn_seq for e in after.events if e.type == "assessment"]
    assert len(assessed) == len(set(assessed)), "no answer is assessed twice"
    assert t.turns("candidate")[0].seq in assessed
    understood = [e.turn_seq for e in after.events if e.type == "understood"]
    assert len(understood) == len(set(understood)), "no answer is understood twice across the kill"


_APPENDER = """
import sys
from interviewer.transcript import Header, Turn, TranscriptWriter
path = sys.argv[1]
w = TranscriptWriter.create(path, Header(session_id="kill-write"), fsync=False)
print("ready", flush=True)
i = 0
while True:
    w.append(Turn(role="candidate", text=f"answer {i} " + "x" * 400_000, stage_id="s", act="answer"))
    i += 1
"""


def test_sigkill_mid_transcript_write_leaves_a_readable_file_that_resumes_appending(tmp_path):
    # On Linux a SIGKILL does not split one write(2) to a local file, and the writer puts each
    # event down in one write, so a kill loses the event in flight, never half of it. (A power cut
    # can still tear a line; the reader's torn-tail handling is tested in test_resume.py.)
    from interviewer.transcript import TranscriptWriter, Turn

    for n, delay in enumerate((0.05, 0.13, 0.21, 0.29)):
        path = tmp_path / f"t{n}.jsonl"
        proc = subprocess.Popen([sys.executable, "-c", _APPENDER, str(path)], stdout=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        t = read_transcript(path)
        texts = [e.text for e in t.events]
        assert all(text.startswith(f"answer {i} ") and len(text) == len(f"answer {i} ") + 400_000
                   for i, text in enumerate(texts)), "every event read back is whole and in order"
        seqs = [e.seq for e in t.events]
        assert seqs == list(range(1, len(seqs) + 1))
        with TranscriptWriter.reopen(t, fsync=False) as w:
            w.append(Turn(role="candidate", text="after the crash", stage_id="s", act="answer"))
        again = read_transcript(path)
        assert [e.text for e in again.events] == [*texts, "after the crash"]
        assert again.events[-1].seq == len(texts) + 1


_RESULTS_APPENDER = """
import sys, json
sys.path.insert(0, sys.argv[2])
from test_report_data import result
from interviewer.scoring.batch import ResultsFile
out = ResultsFile(sys.argv[1])
base = result()
print("ready", flush=True)
i = 0
while True:
    r = base.model_copy(update={"session_id": f"s{i}", "transcript_sha256": f"{i:064d}",
                                "candidate": "y" * 300_000})
    out.append(r)
    i += 1
"""


def test_sigkill_mid_results_append_never_leaves_half_a_result_for_readers(tmp_path):
    from interviewer.scoring.batch import ResultsFile

    out = tmp_path / "r.jsonl"
    tests_dir = str(Path(__file__).parent)
    for delay in (0.1, 0.23, 0.37):
        proc = subprocess.Popen([sys.executable, "-c", _RESULTS_APPENDER, str(out), tests_dir],
                                stdout=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        ResultsFile(out)  # what a re-run does first: cut a torn last line off
        lines = out.read_bytes().split(b"\n")
        assert lines[-1] == b"", "the file ends with a whole line"
        ids = [json.loads(line)["session_id"] for line in lines[:-1]]
        assert len(ids) == len(set(ids)), "no result is written twice across runs"
