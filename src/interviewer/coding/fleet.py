"""One sandboxed process per simulated rank, so ranks share nothing but what crosses send/recv.

Ranks that were threads of one process could pass data through a module global and return
right sums while sending dummy bytes: the byte count would say nothing. Here rank ``r`` is its
own sandboxed process, started the first time a checker asks for ``solution.rank(r)``; rank 0
is the process the module was first loaded in. Each extra process gets at most
``RANK_MEMORY_MB`` of address space, and all of them die at the run's deadline.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

from .peer import RemoteError, RemoteModule, SandboxGone
from .sandbox import Exit, Limits, Sandbox

RANK_MEMORY_MB = 128
"""Address space of each rank process beyond the first."""
RANK_TMPFS_MB = 2
"""Size of each writable tmpfs (/tmp, /dev/shm) of a rank process beyond the first.

The run's memory is then bounded by ``memory_mb + 2 * tmpfs_mb`` for rank 0 plus
``RANK_MEMORY_MB + 2 * RANK_TMPFS_MB`` for each other rank (the shipped checkers use up to 12),
plus 64 KiB for each empty tmpfs (home, /root, /run...)."""


class Fleet:
    """The run's sandboxed processes, rank 0 first; close() kills them all."""

    def __init__(self, code: str, limits: Limits, **sandbox_kw):
        self._code = code
        self.limits = limits
        self._kw = sandbox_kw
        self._lock = threading.Lock()
        self.boxes: dict[int, Sandbox] = {}
        self.closed = False
        # Every process is started from this one thread, alive until close(): bubblewrap's
        # --die-with-parent (PR_SET_PDEATHSIG) fires when the *thread* that started it exits,
        # and the checker's rank threads end with each case.
        self._spawner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sandbox-spawner")
        try:
            self.first = self._spawn(0, limits)
        except BaseException:
            self._spawner.shutdown(wait=False)
            raise

    def _spawn(self, rank: int, limits: Limits) -> Sandbox:
        box = Sandbox(self._code, limits, **self._kw)
        self._spawner.submit(box.__enter__).result()
        self.boxes[rank] = box
        return box

    def box(self, rank: int) -> Sandbox:
        with self._lock:
            if self.closed:
                raise SandboxGone("the run is over")
            box = self.boxes.get(rank)
            if box is None:
                limits = replace(self.limits, wall_s=max(0.1, self.first.remaining()),
                                 memory_mb=min(self.limits.memory_mb, RANK_MEMORY_MB),
                                 tmpfs_mb=min(self.limits.tmpfs_mb, RANK_TMPFS_MB))
                box = self._spawn(rank, limits)
        return box

    def module(self, rank: int) -> RemoteModule:
        """The candidate's module as loaded in rank ``rank``'s own process."""
        box = self.box(rank)
        peer = box.peer
        if not peer.ready.wait(box.remaining()):
            box.timed_out = True
            box.kill()
            raise SandboxGone(f"rank {rank}'s process did not load the code in time")
        if peer.import_error is not None:
            raise peer.import_error
        if peer.gone:
            raise SandboxGone(peer.gone)
        return RemoteModule(peer, box.cpu_seconds, self.module)

    @property
    def timed_out(self) -> bool:
        return any(b.timed_out for b in self.boxes.values())

    def gone(self) -> tuple[int, str] | None:
        """The first rank whose process died or broke the protocol, and why."""
        for rank, box in sorted(self.boxes.items()):
            if box.peer is not None and box.peer.gone:
                return rank, box.peer.gone
        return None

    def kill(self) -> None:
        for box in list(self.boxes.values()):
            box.kill()

    def stacks(self) -> str:
        return "; ".join(f"rank {r}: {s}" if len(self.boxes) > 1 else s
                         for r, box in sorted(self.boxes.items()) if box.peer and (s := box.peer.stacks()))

    def close(self) -> dict[int, Exit]:
        with self._lock:
            self.closed = True
            boxes = dict(self.boxes)
        exits = {}
        for rank, box in sorted(boxes.items()):
            exit_info = box.close()
            if exit_info is not None:
                exits[rank] = exit_info
        self._spawner.shutdown(wait=True)
        return exits


def merged_output(exits: dict[int, Exit], stream: str) -> str:
    """Every process's stdout or stderr, labelled by rank when more than one said something."""
    said = {r: getattr(e, stream) for r, e in exits.items() if getattr(e, stream).strip()}
    if len(said) <= 1:
        return next(iter(said.values()), "")
    return "\n".join(f"[rank {r}]\n{text.rstrip()}" for r, text in sorted(said.items()))


__all__ = ["Fleet", "RANK_MEMORY_MB", "RANK_TMPFS_MB", "RemoteError", "merged_output"]
