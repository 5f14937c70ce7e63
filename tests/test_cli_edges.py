"""Edges a new user hits: a binary answers file, a model with no key, `python -m interviewer`.

Each bad input ends in one line naming the file or flag and the fix, exit 2, and nothing written.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from interviewer.cli.main import main
from interviewer.history import list_results
from scoring_helpers import write_content, write_transcript

FIXTURES = Path(__file__).parent / "fixtures" / "engine"
BINARY = bytes(range(256)) * 8 + b"\x7fELF\x02\x01\x01\x00"


def one_line(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


@pytest.mark.parametrize("data", [BINARY, b"first answer\x00\x00\x00 then zeros\n"], ids=["binary", "nul-bytes"])
@pytest.mark.parametrize("command", ["chat", "simulate"])
def test_a_binary_answers_file_is_one_line_naming_it_and_exit_2(tmp_path, capsys, command, data):
    answers = tmp_path / "answers.bin"
    answers.write_bytes(data)
    out = tmp_path / "transcripts"
    code = main([command, "--loop", "fx-loop", "--content-dir", str(FIXTURES), "--model", "offline",
                 "--answers", str(answers), "--transcript-dir", str(out)])
    assert code == 2
    assert one_line(capsys) == (f"interviewer: {answers}: not a text file (not UTF-8 text); --answers takes "
                                "plain-text answers separated by blank lines")
    assert not out.exists()


def test_resume_with_a_binary_answers_file_is_exit_2_and_leaves_the_transcript_alone(tmp_path, capsys):
    text = tmp_path / "a.txt"
    text.write_text("I'd restart the pod.\n")
    out = tmp_path / "transcripts"
    assert main(["chat", "--loop", "fx-loop", "--content-dir", str(FIXTURES), "--model", "offline",
                 "--answers", str(text), "--transcript-dir", str(out)]) == 0
    [path] = list(out.glob("*.jsonl"))
    before = path.read_bytes()
    capsys.readouterr()
    binary = tmp_path / "b.bin"
    binary.write_bytes(BINARY)
    assert main(["resume", str(path), "--answers", str(binary)]) == 2
    assert f"{binary}: not a text file" in one_line(capsys)
    assert path.read_bytes() == before


@pytest.mark.parametrize("model, variable", [("openai:gpt-4.1", "OPENAI_API_KEY"),
                                             ("anthropic:claude-sonnet-4-5", "ANTHROPIC_API_KEY")])
def test_chat_with_a_provider_that_has_no_key_stops_before_the_session_starts(tmp_path, capsys, model, variable):
    answers = tmp_path / "a.txt"
    answers.write_text("I'd restart the pod.\n")
    out = tmp_path / "transcripts"
    code = main(["chat", "--loop", "fx-loop", "--content-dir", str(FIXTURES), "--model", model,
                 "--answers", str(answers), "--transcript-dir", str(out)])
    assert code == 2
    line = one_line(capsys)
    assert line.startswith(f"interviewer: --model {model}: set {variable}") and line.endswith("nothing was started")
    assert not out.exists()


def test_a_judge_model_with_no_key_is_named_as_such(tmp_path, capsys):
    out = tmp_path / "transcripts"
    code = main(["chat", "--loop", "fx-loop", "--content-dir", str(FIXTURES), "--model", "offline",
                 "--judge-model", "anthropic:claude-sonnet-4-5", "--transcript-dir", str(out)])
    assert code == 2 and one_line(capsys).startswith("interviewer: --judge-model anthropic:claude-sonnet-4-5: set ")
    assert not out.exists()


def test_score_with_a_provider_that_has_no_key_writes_nothing(tmp_path, capsys):
    content = write_content(tmp_path / "content")
    transcript = write_transcript(tmp_path / "s.jsonl", session_id="s")
    results = tmp_path / "r.jsonl"
    code = main(["score", str(transcript), "--content-dir", str(content), "--model", "openai:gpt-4.1",
                 "--out", str(results)])
    assert code == 2
    assert one_line(capsys) == ("interviewer: --model openai:gpt-4.1: set OPENAI_API_KEY, or pass --base-url for an "
                                "OpenAI-compatible server; nothing was started")
    assert not results.exists() and list_results() == []


def test_python_dash_m_interviewer_is_the_command():
    run = subprocess.run([sys.executable, "-m", "interviewer", "--help"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.startswith("usage: interviewer ")
    assert "score" in run.stdout and "chat" in run.stdout


def _failing_validate(monkeypatch, run) -> None:
    from interviewer.cli import validate

    monkeypatch.setattr(validate, "run", run)


def test_a_pipe_of_our_own_breaking_is_one_line_not_a_silent_exit(monkeypatch, capsys):
    # a sandbox or server pipe closing under a command is an error to report; only stdout's reader leaving is silent
    def run(args):
        raise BrokenPipeError(32, "Broken pipe")

    _failing_validate(monkeypatch, run)
    assert main(["validate"]) == 1
    assert "BrokenPipeError" in one_line(capsys)


def test_stdout_closed_by_its_reader_is_a_quiet_exit(monkeypatch, capsys):
    class GoneStdout:
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            raise BrokenPipeError(32, "Broken pipe")

    def run(args):
        print("a first line")

    _failing_validate(monkeypatch, run)
    monkeypatch.setattr(sys, "stdout", GoneStdout())
    assert main(["validate"]) == 1
    assert capsys.readouterr().err == ""


def test_an_error_raised_while_ctrl_c_unwinds_is_still_the_interrupt(monkeypatch, capsys):
    # e.g. the sandbox's pipe closing in a `finally` on the way out of Ctrl-C: exit 130, "interrupted", as for Ctrl-C
    def run(args):
        try:
            raise KeyboardInterrupt
        finally:
            raise BrokenPipeError(32, "Broken pipe")

    _failing_validate(monkeypatch, run)
    assert main(["validate"]) == 130
    assert one_line(capsys) == "interrupted"
