"""Hostile submissions (tests/attacks/*.py) against the real sandbox and the ring-allreduce checker.

Each one runs as root (the code drops to a fresh uid) and as an ordinary user (the sandbox is
spawned as ``nobody``, the way a user's own run works: bubblewrap in a user namespace). Each
must end FAIL, ERROR or another non-pass status with a reason, and leave nothing behind:
no file outside the run, no process, no connection to a socket listening on the host, no
growth of the host's /tmp or /dev/shm, no secret or control character in what is shown.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import tempfile
from pathlib import Path

import pytest

from interviewer.coding import Limits, run_solution
from interviewer.coding import _bwrap
from interviewer.content.library import load_file

ROOT = Path(__file__).resolve().parents[1]
ATTACKS = sorted((Path(__file__).parent / "attacks").glob("*.py"))
TASK_PATH = ROOT / "tasks" / "ring-allreduce.yaml"
NOBODY = 65534
MODES = ["root", "user"] if os.geteuid() == 0 else ["user"]
SECRET = "sk-" + "attack-canary-7f3e9b1c2d4a"  # fake; split so scanners do not flag it
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\r(?!\n)")
WATCHED = ["/tmp", "/dev/shm", "/var/tmp", os.path.expanduser("~"), "/root", "/usr/local/lib/python3.11/site-packages",
           "/usr/lib/python3/dist-packages"]


def test_there_are_at_least_thirty_attacks():
    assert len(ATTACKS) >= 30
    for path in ATTACKS:
        assert path.read_text().startswith('"""'), f"{path.name}: say what the attack tries in a docstring"


class Listeners:
    """Sockets on the host that no sandboxed code may reach."""

    def __init__(self):
        self.path = "/tmp/interviewer-attack.sock"
        if os.path.exists(self.path):
            os.unlink(self.path)
        self.unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.unix.bind(self.path)
        os.chmod(self.path, 0o777)
        self.abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.abstract.bind("\0interviewer-attack")
        self.tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.tcp.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.tcp.bind(("127.0.0.1", 47611))
        self.all = [self.unix, self.abstract, self.tcp]
        for s in self.all:
            s.listen(8)
            s.setblocking(False)

    def connections(self) -> list[str]:
        got = []
        for s in self.all:
            try:
                conn, _ = s.accept()
                got.append(str(s.getsockname()))
                conn.close()
            except BlockingIOError:
                pass
        return got

    def close(self) -> None:
        for s in self.all:
            s.close()
        os.unlink(self.path)


@pytest.fixture(scope="module")
def listeners():
    ls = Listeners()
    yield ls
    ls.close()


@pytest.fixture
def scratch(monkeypatch):
    """Where the sandbox's own directories go (reachable by nobody); must be empty after each run."""
    path = tempfile.mkdtemp(prefix="interviewer-attack-scratch-")
    os.chmod(path, 0o711)
    monkeypatch.setattr(tempfile, "tempdir", path)
    yield Path(path)
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def canary(monkeypatch):
    """A secret in our environment and in a world-readable file in /tmp: neither may come back."""
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    fd, path = tempfile.mkstemp(prefix="interviewer-canary-", dir="/tmp")
    os.write(fd, SECRET.encode())
    os.close(fd)
    os.chmod(path, 0o644)
    yield SECRET
    os.unlink(path)


@pytest.fixture
def picked_uids(monkeypatch):
    picked = []
    real = _bwrap.pick_uid

    def pick():
        picked.append(real())
        return picked[-1]

    monkeypatch.setattr(_bwrap, "pick_uid", pick)
    return picked


def _pids_of(uids) -> list[int]:
    """Live processes of these uids (a zombie runs nothing and holds no memory: the host's init reaps it)."""
    pids = []
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid in uids and "State:\tZ" not in Path(f"/proc/{entry.name}/status").read_text():
                    pids.append(int(entry.name))
            except OSError:
                pass
    return pids


def _pwned() -> list[str]:
    hits = []
    for top in WATCHED:
        try:
            hits += [str(p) for p in Path(top).glob("pwned*")]
            hits += [str(p) for p in Path(top).glob(".ssh/authorized_keys") if "pwned" in p.read_text()]
        except OSError:
            pass
    for path in ("/root/.bashrc", "/root/.profile", os.path.expanduser("~/.bashrc")):
        try:
            if "pwned" in Path(path).read_text():
                hits.append(path)
        except OSError:
            pass
    import site

    for d in {*site.getsitepackages(), site.getusersitepackages()}:
        hits += [str(p) for p in Path(d).glob("pwned*")]
        for name in ("sitecustomize.py", "usercustomize.py"):
            try:
                if "pwned" in (Path(d) / name).read_text():
                    hits.append(str(Path(d) / name))
            except OSError:
                pass
    return hits


def _used(path: str) -> int:
    return shutil.disk_usage(path).used


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("attack", ATTACKS, ids=lambda p: p.stem)
def test_attack_fails_and_leaves_nothing_behind(attack, mode, listeners, scratch, canary, picked_uids):
    task, _ = load_file(TASK_PATH, "task")
    # /dev/shm only: /tmp is on the machine's shared disk, which other work moves; files there are checked by name.
    before = {p: _used(p) for p in ("/dev/shm",)}
    run_as = NOBODY if mode == "user" and os.geteuid() == 0 else None
    verdict = run_solution(task, attack.read_text(), task_path=TASK_PATH, run_as=run_as,
                           limits=Limits(wall_s=4, memory_mb=256, tmpfs_mb=8))
    # The verdict: never a pass, always a reason, nothing raw from the code's terminal output.
    assert verdict.status != "pass", verdict.for_interviewer()
    assert len(verdict.summary) > 10, verdict.summary
    shown = [verdict.summary, verdict.failing_case or "", verdict.stdout, verdict.stderr, verdict.for_interviewer()]
    for text in shown:
        assert not CONTROL.search(text), f"raw control character in {text[:200]!r}"
        assert SECRET not in text
    # Side effects: processes, files, sockets, memory.
    # No grace period: the sandbox returns only once its pid namespace is empty (a 3 s grace here once
    # flaked under load, when teardown was left to PR_SET_PDEATHSIG after the run had returned).
    uids = set(picked_uids) | ({run_as} if run_as is not None else set())
    assert not _pids_of(uids), "a process of the run outlived it"
    assert not _pwned(), "the code wrote outside its sandbox"
    assert not list(scratch.iterdir()), "the run's directories were not removed"
    assert not listeners.connections(), "the code reached a socket on the host"
    for path, used in before.items():
        assert _used(path) - used < 4 << 20, f"{path} grew during the run"
