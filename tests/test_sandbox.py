"""The sandbox's limits: each hostile program ends quickly with a clear verdict and leaves nothing behind."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from interviewer.coding import Limits, Verdict, detect_isolation, run_solution
from interviewer.content.library import load_file

PROBE_CHECKER = '''
def check(solution, config):
    return {"status": "pass", "summary": "probe ran", "metrics": {"probe": solution.probe()}}
'''


@pytest.fixture
def probe_task(tmp_path):
    """A minimal task whose checker just calls the candidate's probe() and reports what it returned."""
    (tmp_path / "probe").mkdir()
    (tmp_path / "probe" / "checker.py").write_text(PROBE_CHECKER)
    path = tmp_path / "probe.yaml"
    path.write_text("kind: task\nid: probe\nversion: '1'\ntitle: probe\ndimensions: [x]\nprompt: p\n"
                    "interface: i\nstarter_code: s\nentrypoint: probe\nchecker: probe/checker.py\n")
    task, _ = load_file(path, "task")
    return task, path


def run(probe_task, code: str, **limits) -> Verdict:
    task, path = probe_task
    start = time.monotonic()
    verdict = run_solution(task, code, task_path=path, limits=Limits(**{"wall_s": 3, **limits}))
    assert time.monotonic() - start < 8, "the sandbox must end every run within a few seconds"
    return verdict


RUN_UID = 287_654


@pytest.fixture
def fixed_uid(monkeypatch):
    """Pin the per-run uid so the test can look for this run's leftovers only (other runs may be going on)."""
    from interviewer.coding import sandbox

    monkeypatch.setattr(sandbox.random, "randint", lambda a, b: RUN_UID)
    return RUN_UID


def _pids_of(uid: int) -> set[int]:
    pids = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    pids.add(int(entry.name))
            except OSError:
                pass
    return pids


def test_a_normal_run_passes_with_a_clean_environment(probe_task):
    v = run(probe_task, "import os\ndef probe():\n    print('hello')\n    return sorted(os.environ)\n")
    assert v.status == "pass" and v.stdout.strip() == "hello"
    assert set(v.metrics["probe"]) <= {"PATH", "LANG", "HOME", "TMPDIR", "MALLOC_ARENA_MAX",
                                       "INTERVIEWER_RESULT_FD", "INTERVIEWER_SOCKET_GUARD"}
    assert v.isolation == {"namespaces+uid": "netns+pidns+mountns+uid-drop+rlimits",
                           "namespaces+userns": "userns+netns+pidns+rlimits",
                           "rlimits": "rlimits+socket-guard"}[detect_isolation()]


def test_infinite_loop_times_out(probe_task):
    v = run(probe_task, "def probe():\n    while True:\n        pass\n", wall_s=2)
    assert v.status == "timeout" and "wall-clock" in v.summary


def test_infinite_loop_at_import_times_out(probe_task):
    v = run(probe_task, "while True:\n    pass\n", wall_s=2)
    assert v.status == "timeout"


def test_memory_hog_hits_the_memory_limit(probe_task):
    v = run(probe_task, "def probe():\n    hog = []\n    while True:\n        hog.append(bytearray(10**7))\n",
            wall_s=6, memory_mb=256)
    assert v.status == "memory" and "memory" in v.summary


def test_fork_bomb_is_stopped(probe_task, fixed_uid):
    v = run(probe_task, "import os\ndef probe():\n    while True:\n        os.fork()\n")
    assert v.status in ("crash", "timeout"), v.summary
    if detect_isolation() == "namespaces+uid":
        assert v.status == "crash" and "process/thread limit" in v.summary
    assert not _pids_of(fixed_uid)


def test_forked_children_that_leave_the_session_die_with_the_run(probe_task, fixed_uid):
    if detect_isolation() == "rlimits":
        pytest.skip("only a PID namespace catches children that call setsid()")
    code = ("import os, time\ndef probe():\n    for _ in range(8):\n        if os.fork() == 0:\n"
            "            os.setsid()\n            while True:\n                pass\n    time.sleep(60)\n")
    v = run(probe_task, code, wall_s=2)
    assert v.status == "timeout"
    assert not _pids_of(fixed_uid)


def test_the_parent_environment_is_out_of_reach(probe_task, monkeypatch):
    secret = "sk-" + "test-4f9a1c0b7d2e5f8a9b0c1d2e3f4a5b6c"  # fake; split so scanners do not flag it
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    code = f'''import os
def probe():
    found = {{"own": os.environ.get("OPENAI_API_KEY")}}
    for pid in ["self", str(os.getppid()), "{os.getpid()}"] + [p for p in os.listdir("/proc") if p.isdigit()]:
        try:
            with open(f"/proc/{{pid}}/environ", "rb") as fh:
                found[pid] = fh.read().decode("latin-1")
        except OSError as exc:
            found[pid] = type(exc).__name__
    print(found)
    return found
'''
    v = run(probe_task, code)
    assert v.status == "pass"
    assert v.metrics["probe"]["own"] is None
    assert str(os.getpid()) in v.metrics["probe"]  # it really tried the parent's file
    assert secret not in str(v.to_dict())


def test_no_network(probe_task):
    code = '''import socket
def probe():
    try:
        socket.create_connection(("1.1.1.1", 53), timeout=2)
    except OSError as exc:
        return f"blocked: {exc}"
    return "connected"
'''
    v = run(probe_task, code)
    assert v.status == "pass" and v.metrics["probe"].startswith("blocked")


def test_output_flood_is_capped(probe_task):
    v = run(probe_task, "def probe():\n    while True:\n        print('x' * 1000)\n", fsize_mb=1)
    assert v.status in ("crash", "timeout")
    assert len(v.stdout) < 6000 and "bytes cut" in v.stdout


def test_syntax_error_is_reported_with_its_line(probe_task):
    v = run(probe_task, "def probe(:\n    pass\n")
    assert v.status == "error" and "line 1" in v.summary


def test_missing_entry_point(probe_task):
    v = run(probe_task, "def something_else():\n    pass\n")
    assert v.status == "error" and "`probe`" in v.summary


def test_exit_at_import_and_hard_exit_are_crashes(probe_task):
    assert run(probe_task, "import sys\nsys.exit(3)\n").status == "crash"
    v = run(probe_task, "import os\ndef probe():\n    os._exit(0)\n")
    assert v.status == "crash" and "before the checker reported" in v.summary


def test_fallback_without_namespaces_still_enforces_limits(probe_task):
    task, path = probe_task
    loop = run_solution(task, "while True:\n    pass\n", task_path=path, limits=Limits(wall_s=2),
                        isolation="rlimits")
    hog = run_solution(task, "x = bytearray(10**10)\n", task_path=path, limits=Limits(wall_s=3),
                       isolation="rlimits")
    net = run_solution(task, "import socket\ndef probe():\n    try:\n        socket.create_connection(('1.1.1.1', 53))\n"
                       "    except OSError as exc:\n        return str(exc)\n", task_path=path,
                       limits=Limits(wall_s=3), isolation="rlimits")
    assert (loop.status, hog.status, net.status) == ("timeout", "memory", "pass")
    assert loop.isolation == "rlimits+socket-guard" and "disabled in the sandbox" in net.metrics["probe"]


def test_verdict_text_for_the_interviewer():
    v = Verdict(status="fail", summary="wrong result on rank 1", task_id="ring-allreduce",
                failing_case="world_size=3, length=7", cases_passed=4, cases_total=45,
                metrics={"communication": "ratio 1.50"}, duration_s=0.4)
    assert v.for_interviewer() == (
        "ring-allreduce: FAIL — wrong result on rank 1\ncases passed: 4/45\n"
        "failing case: world_size=3, length=7\ncommunication: ratio 1.50\nran in 0.4s")
    assert v.to_dict()["status"] == "fail" and not v.passed


async def test_async_wrapper_runs_off_the_event_loop(probe_task):
    from interviewer.coding import arun_solution

    task, path = probe_task
    verdict = await arun_solution(task, "def probe():\n    return 42\n", task_path=path, limits=Limits(wall_s=3))
    assert (verdict.status, verdict.metrics["probe"]) == ("pass", 42)
