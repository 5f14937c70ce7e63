"""The chat, resume and simulate commands end to end (offline), plus the pieces they parse."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest
import yaml

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.interview.commands import Command, extract_code, parse_command
from interviewer.interview.launch import SessionOptions, build_engine, start
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.interview.steps import MaxTurnsExceeded
from interviewer.transcript import read_transcript
from interviewer.ui.input import Keyboard, split_answers

FIXTURES = Path(__file__).parent / "fixtures" / "engine"


def first_probe_signal(path: Path) -> str:
    return next(t.signal for t in read_transcript(path).turns("interviewer") if t.act == "probe")


def test_content_dir_with_a_modified_rubric_changes_what_is_probed(tmp_path, capsys):
    answers = tmp_path / "a.txt"
    answers.write_text("I'd check the fabric dashboards first.\n")
    base = ["chat", "--stage", "fx-loop/screen", "--model", "offline", "--answers", str(answers),
            "--content-dir", str(FIXTURES)]
    assert main(base + ["--transcript-dir", str(tmp_path / "before")]) == 0
    before = next((tmp_path / "before").glob("*.jsonl"))
    assert first_probe_signal(before) == "debug-output"

    # A user copies the rubric and counts "fabric dashboards" as evidence of reading the debug output.
    rubric = yaml.safe_load((FIXTURES / "rubrics" / "fx-collectives.yaml").read_text())
    rubric["signals"][1]["evidence"].append("fabric dashboards")
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "fx-collectives.yaml").write_text(yaml.safe_dump(rubric))
    assert main(base + ["--content-dir", str(mine), "--transcript-dir", str(tmp_path / "after")]) == 0
    after = next((tmp_path / "after").glob("*.jsonl"))
    assert first_probe_signal(after) == "hang-rank"
    assessment = next(e for e in read_transcript(after).events if e.type == "assessment")
    assert [s.quote for s in assessment.shown] == ["I'd check the fabric dashboards first"]


def test_resume_uses_the_content_dirs_recorded_in_the_transcript(tmp_path, capsys):
    answers = tmp_path / "a.txt"
    answers.write_text("I'd restart the pod.\n")
    assert main(["chat", "--stage", "fx-loop/screen", "--model", "offline", "--answers", str(answers),
                 "--content-dir", str(FIXTURES), "--transcript-dir", str(tmp_path)]) == 0
    path = next(tmp_path.glob("*.jsonl"))
    out = capsys.readouterr().out
    assert f"Continue with: interviewer resume {path}" in out
    more = tmp_path / "b.txt"
    more.write_text("no idea\n\nno idea\n\nno idea\n\nno idea\n\nno idea\n")
    assert main(["resume", str(path), "--answers", str(more)]) == 0
    assert read_transcript(path).ended


@pytest.mark.parametrize("profile", ["strong", "weak-nccl", "bluffer", "silent", "rambling"])
def test_simulate_profiles_write_ordinary_transcripts(tmp_path, capsys, profile):
    assert main(["simulate", "--loop", "fx-loop", "--profile", profile, "--content-dir", str(FIXTURES),
                 "--transcript-dir", str(tmp_path), "--quiet"]) == 0
    transcript = read_transcript(next(tmp_path.glob("*.jsonl")))
    assert transcript.ended and transcript.header.options.profile == profile
    assert all(t.source == "simulated" for t in transcript.turns("candidate"))
    probes = sum(1 for t in transcript.turns("interviewer") if t.act == "probe")
    if profile == "strong":
        assert probes == 0
    if profile == "bluffer":
        assert probes == 4  # every ladder, to its bound
    if profile == "silent":
        # "I don't know" is not a weak answer to probe: one narrower rephrase per topic, then move on (#11).
        ended = [e for e in transcript.events if e.type == "topic" and e.action == "end" and e.topic_id != "hang"]
        rephrased = [t for t in transcript.turns("interviewer") if t.act == "rephrase"]
        assert probes == 0 and ended and len(rephrased) == len(ended)
        assert {e.reason for e in ended} == {"dont-know"}
    # The simulated clock moves as people talk, so the transcript has a realistic timeline.
    assert transcript.events[-1].at > transcript.header.started_at


def test_usage_errors_are_one_line_exit_2(tmp_path, capsys):
    assert main(["chat", "--stage", "nope/nothing", "--model", "offline", "--content-dir", str(FIXTURES)]) == 2
    assert main(["chat", "--loop", "fx-loop", "--answers", str(tmp_path / "missing.txt")]) == 2
    assert main(["simulate", "--loop", "fx-loop", "--profile", "genius", "--content-dir", str(FIXTURES)]) == 2
    assert main(["resume", str(tmp_path / "nope.jsonl")]) == 2
    err = capsys.readouterr().err
    assert all(line.startswith("interviewer: ") for line in err.strip().splitlines())


def test_max_turns_raises_a_named_error(tmp_path):
    library = load_library([FIXTURES], include_builtin=False)
    session, writer = start(SessionOptions(loop_id="fx-loop", transcript_dir=str(tmp_path)), library=library)
    engine = build_engine(session, writer, ScriptedCandidate(["no idea"] * 50), tools=None, max_turns=3)
    with pytest.raises(MaxTurnsExceeded):
        asyncio.run(engine.run())
    writer.close()


def test_answers_file_splitting_keeps_fenced_blank_lines():
    text = "first answer\nstill first\n\n\nsecond\n\n```\ncode line\n\nafter blank\n```\n\n/hint\n"
    assert split_answers(text) == ["first answer\nstill first", "second", "```\ncode line\n\nafter blank\n```",
                                   "/hint"]


def test_keyboard_reads_multiline_until_a_dot_and_commands_at_once():
    from rich.console import Console

    stream = io.StringIO("line one\n\nline three after a blank\n.\n/hint\n/code\ndef f():\n    return 1\n.\nlast\n")
    kb = Keyboard(Console(file=io.StringIO()), stream=stream)

    async def take(n):
        return [await kb.next_answer() for _ in range(n)]

    a, b, c, d, e = asyncio.run(take(5))
    assert a.text == "line one\n\nline three after a blank"
    assert b.text == "/hint"
    assert c.text == "/code\ndef f():\n    return 1"
    assert d.text == "last" and e is None


def test_commands_and_code_detection():
    assert parse_command("/hint") == Command("hint")
    assert parse_command("/code\ndef f(): pass") == Command("code", "def f(): pass")
    assert parse_command("/dance") == Command("unknown", "dance")
    assert parse_command("a path like /etc/hosts") is None
    assert parse_command("/etc/hosts has the wrong IB address") is None  # a path is prose
    assert parse_command("/2 of the ranks hung") is None and parse_command("/ hint") is None
    assert parse_command("/HINT") == Command("hint") and parse_command("/quit\n") == Command("quit")
    assert extract_code("here:\n```python\ndef f():\n    pass\n```\n") == "def f():\n    pass\n"
    assert extract_code("I would use a ring.") is None


def test_the_committed_example_transcript_is_a_finished_loop_of_its_answers_file():
    root = Path(__file__).parent.parent / "transcripts" / "examples"
    transcript = read_transcript(root / "training-engineer-offline.jsonl")
    assert transcript.ended and transcript.header.loop_id == "training-engineer"
    assert transcript.header.stage_ids == ["screen", "coding", "system-design", "debugging", "panel"]
    answers = split_answers((root / "training-engineer-answers.txt").read_text())
    assert [t.text for t in transcript.turns("candidate")] == answers
    assert {e.stage_id for e in transcript.events if e.type == "stage" and e.action == "end"} == set(
        transcript.header.stage_ids)
