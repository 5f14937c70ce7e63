"""Interrupting the CLI (Ctrl-C, SIGTERM, SIGHUP, SIGKILL) never leaves the candidate's code running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPIN = '''import threading

def _spin():
    while True:
        pass

def ring_allreduce(rank, world_size, data, send, recv):
    for _ in range(2):
        threading.Thread(target=_spin).start()
    _spin()
'''
CLI = "from interviewer.cli.main import main; raise SystemExit(main())"
DRIVER = '''import sys
from pathlib import Path
from interviewer.coding import Limits, run_solution
from interviewer.content.library import load_file
path = Path(sys.argv[1])
task, _ = load_file(path, "task")
run_as = int(sys.argv[3]) if sys.argv[3] != "-" else None
run_solution(task, Path(sys.argv[2]).read_text(), task_path=path, run_as=run_as, limits=Limits(wall_s=60))
'''


def _stat(pid: int) -> tuple[int, str, str] | None:
    """(ppid, state, start time) of a process, or None once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return int(fields[1]), fields[0], fields[19]


def _descendants(root: int) -> dict[int, str]:
    children: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit() and (st := _stat(int(entry.name))):
            children.setdefault(st[0], []).append(int(entry.name))
    out, todo = {}, list(children.get(root, []))
    while todo:
        pid = todo.pop()
        if st := _stat(pid):
            out[pid] = st[2]
        todo += children.get(pid, [])
    return out


def _running(pids: dict[int, str]) -> list[int]:
    """Those of pids (matched by start time, so a reused pid does not count) still running (not zombies)."""
    return [pid for pid, start in pids.items() if (st := _stat(pid)) and st[2] == start and st[1] != "Z"]


def _start(argv: list[str]) -> tuple[subprocess.Popen, dict[int, str]]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.Popen([sys.executable, *argv], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        tree = _descendants(proc.pid)
        if any("_child.py" in Path(f"/proc/{pid}/cmdline").read_text(errors="replace") for pid in _running(tree)):
            time.sleep(0.3)  # the candidate's threads are spinning by now
            return proc, _descendants(proc.pid)
        time.sleep(0.05)
    proc.kill()
    raise AssertionError(f"the sandbox never started: {proc.communicate()}")


def _gone_within(pids: dict[int, str], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while (left := _running(pids)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGKILL],
                         ids=lambda s: s.name)
def test_interrupting_task_check_kills_the_candidates_code(tmp_path, sig):
    solution = tmp_path / "spin.py"
    solution.write_text(SPIN)
    proc, tree = _start(["-c", CLI, "task", "check", "ring-allreduce", str(solution)])
    assert len(tree) >= 2  # bwrap and the sandboxed interpreter at least
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=20)
    if sig != signal.SIGKILL:
        assert proc.returncode == 130 and "interrupted" in err.decode(), (proc.returncode, err, out[-2000:])
    assert not _gone_within(tree, 3.0), "the candidate's code outlived the CLI"


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL], ids=lambda s: s.name)
def test_as_an_ordinary_user_the_code_dies_with_the_caller(tmp_path, sig):
    solution = tmp_path / "spin.py"
    solution.write_text(SPIN)
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER)
    who = "65534" if os.geteuid() == 0 else "-"  # as root: spawn the sandbox as nobody, the user-namespace path
    proc, tree = _start([str(driver), str(ROOT / "tasks" / "ring-allreduce.yaml"), str(solution), who])
    proc.send_signal(sig)
    proc.communicate(timeout=20)
    assert not _gone_within(tree, 3.0), "the candidate's code outlived its caller"
