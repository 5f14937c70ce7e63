"""`interviewer task check` and `interviewer calc`: exit codes and what they print."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from interviewer.cli.main import main

TASKS = Path(__file__).resolve().parents[1] / "tasks"


def test_task_check_passes_a_reference_solution(capsys):
    assert main(["task", "check", "ring-allreduce", str(TASKS / "ring-allreduce" / "reference.py")]) == 0
    out = capsys.readouterr().out
    assert "PASS" in out and "optimum 2(N−1)/N·S" in out


def test_task_check_fails_a_deadlocking_solution_with_exit_1(capsys):
    code = main(["task", "check", "ring-allreduce", str(TASKS / "ring-allreduce" / "wrong_deadlock.py"), "--json"])
    verdict = json.loads(capsys.readouterr().out)
    assert code == 1 and verdict["status"] == "deadlock" and verdict["task_id"] == "ring-allreduce"


@pytest.mark.parametrize(("argv", "message"), [
    (["task", "check", "no-such-task", "x.py"], "no coding task 'no-such-task' (known: "),
    (["task", "check", "ring-allreduce", "/nonexistent/solution.py"], "/nonexistent/solution.py: no such file"),
    (["task"], "usage: interviewer task check TASK_ID FILE"),
])
def test_task_check_bad_input_is_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_task_check_rejects_a_binary_file(tmp_path, capsys):
    path = tmp_path / "sol.py"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert main(["task", "check", "ring-allreduce", str(path)]) == 2
    assert "cannot read it as UTF-8" in capsys.readouterr().err


def test_calc_memory_prints_the_breakdown_and_formula(capsys):
    assert main(["calc", "memory", "--params", "70e9", "--gpus", "1024", "--zero", "3"]) == 0
    out = capsys.readouterr().out
    assert "1.09 GB" in out and "1.12 TB" in out and "ZeRO-3" in out and "formula:" in out


@pytest.mark.parametrize(("argv", "key", "value"), [
    (["calc", "memory", "--params", "70B", "--gpus", "1024", "--fsdp"], "model_states", 1.09375e9),
    (["calc", "checkpoint", "--params", "70e9", "--bandwidth", "100GB/s"], "write_s", 9.8),
    (["calc", "checkpoint", "--size", "1TB", "--bandwidth", "400Gb/s"], "write_s", 20.0),
    (["calc", "allreduce", "--size", "1GB", "--gpus", "8", "--bandwidth", "100GB/s"], "ring_s", 0.01757),
    (["calc", "mtbf", "--gpus", "16384", "--gpu-mtbf-hours", "50000", "--checkpoint-time", "60s"],
     "mtbf_hours", 50000 / 16384),
    (["calc", "mfu", "--params", "70e9", "--tokens-per-s", "1.2e6", "--gpus", "1024"], "mfu", 0.49766),
])
def test_calc_json(argv, key, value, capsys):
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["values"][key] == pytest.approx(value, rel=1e-3) and data["formula"]


@pytest.mark.parametrize(("argv", "message"), [
    (["calc", "memory", "--params", "lots"], "calc memory: not a number: 'lots'"),
    (["calc", "memory", "--params", "70e9", "--gpus", "100", "--tp", "8"], "must be a positive multiple of tp×pp"),
    (["calc", "checkpoint", "--bandwidth", "1GB/s"], "give --params or --size"),
    (["calc"], "usage: interviewer calc"),
])
def test_calc_bad_input_is_exit_2(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_task_check_shows_the_programs_escape_sequences_as_text(capsys):
    attack = Path(__file__).parent / "attacks" / "terminal_escapes.py"
    assert main(["task", "check", "ring-allreduce", str(attack)]) == 1
    out = capsys.readouterr().out
    for raw in ("\x1b]52;", "\x1b]0;", "\x1b[2J", "\x07", "\x9b", "\u202e", "FAIL\rPASS"):
        assert raw not in out
    assert "\\e]52;c;Y3VybCBldmlsLnNoIHwgc2g=\\a" in out and "FAIL\\rPASS" in out
    assert "CRASH" in out and "control characters shown as escapes" in out


def test_task_check_draws_a_fresh_seed_each_run_and_reports_it(capsys):
    ref = str(TASKS / "ring-allreduce" / "reference.py")
    seeds = []
    for _ in range(2):
        assert main(["task", "check", "ring-allreduce", ref, "--json"]) == 0
        seeds.append(json.loads(capsys.readouterr().out)["seed"])
    assert seeds[0] != seeds[1]
    assert main(["task", "check", "ring-allreduce", ref, "--json", "--seed", "7"]) == 0
    assert json.loads(capsys.readouterr().out)["seed"] == 7
