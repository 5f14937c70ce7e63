"""Processes on the host, read from /proc: a process's children and descendants, a uid's tasks, and the
init of a sandbox's pid namespace, held by a pidfd so that its end (and so the end of every process in
the namespace) can be awaited."""

from __future__ import annotations

import os
import select
import signal
import threading
import time
from pathlib import Path


def _children_file(pid: int) -> str:
    return Path(f"/proc/{pid}/task/{pid}/children").read_text()


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``: for bwrap, the init of the run's pid namespace."""
    try:
        return [int(c) for c in _children_file(pid).split()]
    except OSError:
        return _by_parent().get(pid, [])  # no CONFIG_PROC_CHILDREN


def _by_parent() -> dict[int, list[int]]:
    """Every process on the host, by its parent's pid (one pass over /proc)."""
    found: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                ppid = int(Path(f"/proc/{entry.name}/stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            found.setdefault(ppid, []).append(int(entry.name))
    return found


def namespace_init(bwrap_pid: int, stop: threading.Event, seconds: float = 5.0) -> int | None:
    """A pidfd of the init of the run's pid namespace (bwrap's one child), once bwrap has made it.

    Held from the start because bwrap can exit before that init does: it reports the code's exit status
    as soon as the code exits, while the init still reaps. The kernel kills every process of a namespace
    before its init can terminate, so that init's pidfd turning readable means none of them is left.
    None when bwrap exits first, ``stop`` is set, or ``seconds`` pass."""
    deadline = time.monotonic() + seconds
    while not stop.is_set() and time.monotonic() < deadline:
        for pid in children(bwrap_pid):
            try:
                fd = os.pidfd_open(pid)
            except OSError:
                continue
            if pid in children(bwrap_pid):  # still bwrap's child: the fd is that process, not a reused pid
                return fd
            os.close(fd)
        try:
            if os.waitid(os.P_PID, bwrap_pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
                return None
        except ChildProcessError:
            return None
        time.sleep(0.001)
    return None


def end_namespace(fd: int, seconds: float = 5.0) -> bool:
    """SIGKILL the namespace's init (the kernel then kills the rest) and wait until it has terminated."""
    try:
        signal.pidfd_send_signal(fd, signal.SIGKILL)
    except OSError:
        pass  # terminated already
    return bool(select.select([fd], [], [], seconds)[0])


def task_count(uid: int) -> int:
    count = 0
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    count += len(os.listdir(f"/proc/{entry.name}/task"))
            except OSError:
                continue
    return count


def descendants(root: int) -> list[int]:
    by_parent = _by_parent()
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo += by_parent.get(pid, [])
    return out


def killpg(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
