"""`/run`: the candidate's own tests against their latest code, in the real sandbox, never a verdict."""

from __future__ import annotations

from pathlib import Path

from interviewer.cli.main import main
from interviewer.interview.commands import parse_command
from interviewer.transcript import read_transcript
from interviewer.transcript.tool_events import CodeRan, OwnTestsRan

TASK = Path(__file__).resolve().parents[1] / "tasks" / "ring-allreduce"
TESTS = '''import threading, queue
def world(n, data):
    qs = {(a, b): queue.Queue() for a in range(n) for b in range(n)}
    out = [None] * n
    def run(r):
        out[r] = ring_allreduce(r, n, data[r], lambda d, p: qs[(r, d)].put(list(p)), lambda s: qs[(s, r)].get())
    ts = [threading.Thread(target=run, args=(r,)) for r in range(n)]
    [t.start() for t in ts]; [t.join(5) for t in ts]
    return out
for n, L in [(2, 4), (3, 10)]:
    data = [[float(r + i) for i in range(L)] for r in range(n)]
    print(n, L, world(n, data)[0] == [sum(c) for c in zip(*data)])'''


def test_run_takes_a_fenced_script():
    assert parse_command("/run\n```python\nprint(1)\n```") .argument == "```python\nprint(1)\n```"
    assert parse_command("/run print(1)").argument == "print(1)"


def test_run_executes_the_candidates_tests_against_their_latest_code(tmp_path, capsys):
    answers = tmp_path / "a.txt"
    wrong = (TASK / "wrong_uneven.py").read_text()
    answers.write_text("\n---\n".join([
        "Yes.",
        "/run\n```python\nprint('before any code')\n```",
        f"```python\n{wrong}```",
        f"/run\n```python\n{TESTS}\n```",
        "/run\n```python\nimport interviewer\n```",
        "/run",
    ]) + "\n")
    assert main(["chat", "--stage", "training-engineer/coding", "--task", "ring-allreduce", "--model", "offline",
                 "--answers", str(answers), "--transcript-dir", str(tmp_path / "t")]) == 0
    out = capsys.readouterr().out
    transcript = read_transcript(next((tmp_path / "t").glob("*.jsonl")))
    runs = [e for e in transcript.events if isinstance(e, OwnTestsRan)]
    code_turn = next(t.seq for t in transcript.turns("candidate") if t.act == "code")
    assert [(r.status, r.code_turn) for r in runs] == [("ok", None), ("ok", code_turn), ("raised", code_turn)]
    assert runs[0].stdout == "before any code\n"
    # Their own cases: the even one passes, the uneven one shows the bug the checker found.
    assert runs[1].stdout == "2 4 True\n3 10 False\n" and runs[1].script == TESTS + "\n"
    # The sandbox hides our package from the script, as it does from the code.
    assert "ModuleNotFoundError" in runs[2].summary and "at line 1 of your test script" in runs[2].summary
    assert "Your tests (not graded): ok" in out and "/run runs your own tests" in out
    # Never the checker's verdict: only the /code turn ran the checker, and no /run is a candidate answer.
    assert len([e for e in transcript.events if isinstance(e, CodeRan)]) == 1
    assert not any(t.text.startswith("/run") for t in transcript.turns("candidate"))
