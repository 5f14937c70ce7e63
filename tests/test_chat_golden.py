"""The whole terminal output of a scripted `--answers` chat, compared as one text.

Offline engine, fixture content, fixed clock and session id: the output is deterministic,
so any change to what the chat prints shows up here as a diff. Regenerate deliberately
with UPDATE_GOLDEN=1 and read the diff before committing it.
"""

from __future__ import annotations

import io
import os
from datetime import datetime, timezone
from pathlib import Path

from rich.console import Console

from interviewer.content import load_library
from interviewer.interview.launch import SessionOptions
from interviewer.transcript import read_transcript
from interviewer.ui.app import start_chat
from interviewer.ui.input import AnswersFile

FIXTURES = Path(__file__).parent / "fixtures" / "engine"
GOLDEN = FIXTURES / "chat_golden.txt"
FIXED = datetime(2026, 1, 5, 9, 30, tzinfo=timezone.utc)


def run_chat(tmp_path: Path, answers: Path, *, coach: bool = False) -> tuple[int, str, Path]:
    out = io.StringIO()
    console = Console(file=out, width=88, color_system=None, force_terminal=False, highlight=False)
    library = load_library([FIXTURES], include_builtin=False)
    # A fixed seed: the wording and acknowledgements a session draws are seeded (see test_variety.py).
    options = SessionOptions(loop_id="fx-loop", transcript_dir=str(tmp_path), coach=coach, seed=1)
    code = start_chat(options, lambda c: AnswersFile(answers), console, library=library, clock=lambda: FIXED,
                      session_id="golden-session", tools=None)
    text = out.getvalue().replace(str(tmp_path), "<TMP>")
    return code, text, tmp_path / "golden-session.jsonl"


def test_scripted_chat_output_as_a_whole(tmp_path):
    code, text, path = run_chat(tmp_path, FIXTURES / "golden_answers.txt")
    assert code == 0
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text()
    transcript = read_transcript(path)
    assert transcript.ended
    # Every non-command answer was recorded exactly once, in order; commands were not.
    answers = [a for a in AnswersFile(FIXTURES / "golden_answers.txt")._answers if not a.startswith("/")]
    assert [t.text for t in transcript.turns("candidate")] == answers
    assert [t.act for t in transcript.turns("interviewer") if t.act == "hint"] == ["hint"]


def test_answers_running_out_saves_and_prints_the_resume_command(tmp_path):
    short = tmp_path / "short.txt"
    short.write_text("I'd restart the pod.\n\nNCCL_DEBUG=INFO first.\n")
    code, text, path = run_chat(tmp_path, short)
    assert code == 0
    assert text.rstrip().splitlines()[-2:] == [
        "The answers ran out; the session is saved: <TMP>/golden-session.jsonl",
        "Continue with: interviewer resume <TMP>/golden-session.jsonl",
    ]
    transcript = read_transcript(path)
    assert not transcript.ended and len(transcript.turns("candidate")) == 2


def test_coach_mode_explains_after_the_stage_never_during(tmp_path):
    code, text, path = run_chat(tmp_path, FIXTURES / "golden_answers.txt", coach=True)
    transcript = read_transcript(path)
    turns = transcript.turns("interviewer")
    coach = [i for i, t in enumerate(turns) if t.act == "coach"]
    closings = [i for i, t in enumerate(turns) if t.act == "closing"]
    assert len(coach) == 2 and [c - 1 for c in coach] == closings
    assert "ZEBRA-SECRET" in turns[coach[1]].text  # the root cause, after the debugging stage ended
    assert all("ZEBRA-SECRET" not in t.text for t in turns[:coach[1]])
    assert "Coaching" in text
