"""Simulated ranks for coding-task checkers: point-to-point messages, collectives, deadlock detection.

This runs in the trusted process, never in the sandbox. Each rank is a thread here whose call
into the candidate's code crosses to the sandboxed process; ``send``/``recv`` and the
collectives are handles whose every use comes back here, so this module alone counts the
elements sent (4 bytes each, as fp32), matches collectives and detects a deadlock exactly: when
every rank that has not returned is blocked waiting and nothing that could wake it is in
flight, no rank can ever make progress, so all of them are released with ``Deadlock`` at once
instead of waiting for a timeout.
"""

import contextvars
import threading
import time
from collections import deque

from .peer import RemoteError, SandboxGone

stack_probe = contextvars.ContextVar("stack_probe", default=None)
"""Set by the runner: where the candidate's threads are, for timeout messages."""

ELEM_BYTES = 4
MAX_IN_FLIGHT = 1_000_000
"""Elements sent but not yet received, over all ranks: a flood stops here, not in our memory."""


class Deadlock(Exception):
    """Every live rank is waiting for something no other rank will ever provide."""


class Aborted(Exception):
    """Another rank failed; this one is released so the case can end."""


class CollectiveMismatch(Exception):
    """Ranks issued different collectives at the same position (NCCL would hang or corrupt)."""


class _Sync:
    """Shared bookkeeping: which ranks are done, which are waiting, and on what."""

    def __init__(self, n):
        self.n = n
        self.cv = threading.Condition()
        self.done = set()
        self.waiting = {}
        self.failure = None
        self.failure_kind = None

    def _stuck(self):
        # A waiter whose condition already holds has just not woken up yet: not stuck.
        live = [r for r in range(self.n) if r not in self.done]
        return bool(live) and all(r in self.waiting and not self.waiting[r][1]() for r in live)

    def wait_for(self, rank, ready, what):
        """Block rank until ready() (called under the lock) is true; detect deadlock meanwhile."""
        while not ready():
            if self.failure is not None:
                raise Aborted(self.failure)
            self.waiting[rank] = (what, ready)
            if self._stuck():
                desc = "; ".join(f"rank {r} waits in {w}" for r, (w, _) in sorted(self.waiting.items()))
                finished = sorted(self.done)
                if finished:
                    desc += f"; ranks {finished} already returned"
                self.fail("deadlock", desc)
                raise Deadlock(desc)
            self.cv.wait(0.2)
        self.waiting.pop(rank, None)

    def fail(self, kind, text):
        if self.failure is None:
            self.failure, self.failure_kind = text, kind
        self.cv.notify_all()

    def finish(self, rank):
        with self.cv:
            self.done.add(rank)
            self.waiting.pop(rank, None)
            self.cv.notify_all()


def _vector(payload, who):
    if not isinstance(payload, (list, tuple)):
        raise TypeError(f"{who}: payload must be a list of numbers, got {type(payload).__name__}")
    for x in payload:
        if type(x) not in (int, float):
            raise TypeError(f"{who}: payload elements must be numbers, got {type(x).__name__}")
    return [float(x) for x in payload]


class World(_Sync):
    """N ranks with buffered, FIFO point-to-point channels. send never blocks; recv does."""

    def __init__(self, n):
        super().__init__(n)
        self.queues = {}
        self.sent_bytes = [0] * n
        self.received = [0] * n
        self.in_flight = 0
        """Elements each rank has taken out of recv (a rank cannot sum what it never received)."""
        self.sent_msgs = [0] * n

    def send_fn(self, rank):
        def send(dst, payload):
            if type(dst) is not int or not 0 <= dst < self.n or dst == rank:
                raise ValueError(f"rank {rank}: send to invalid destination {dst!r} (world size {self.n})")
            data = _vector(payload, f"rank {rank} send")
            with self.cv:
                if self.in_flight + len(data) > MAX_IN_FLIGHT:
                    raise ValueError(f"rank {rank}: more than {MAX_IN_FLIGHT} elements sent and not yet received")
                self.in_flight += len(data)
                self.queues.setdefault((rank, dst), deque()).append(data)
                self.sent_bytes[rank] += len(data) * ELEM_BYTES
                self.sent_msgs[rank] += 1
                self.cv.notify_all()
        send.__inline__ = True  # never blocks: the sandbox's request is served on the reader thread
        return send

    def recv_fn(self, rank):
        def recv(src):
            if type(src) is not int or not 0 <= src < self.n or src == rank:
                raise ValueError(f"rank {rank}: recv from invalid source {src!r} (world size {self.n})")
            with self.cv:
                queue = self.queues.setdefault((src, rank), deque())
                self.wait_for(rank, lambda: bool(queue), f"recv(src={src})")
                data = queue.popleft()
                self.received[rank] += len(data)
                self.in_flight -= len(data)
                return data
        return recv


class Comm:
    """What a rank sees in the collectives simulation (a tiny torch.distributed look-alike)."""

    __export__ = ("all_reduce", "broadcast", "barrier")
    __export_attrs__ = ("rank", "world_size")

    def __init__(self, world, rank):
        self.rank = rank
        self.world_size = world.n
        self._world = world

    def all_reduce(self, values):
        """Element-wise sum over ranks; returns a new list."""
        return self._world.call(self.rank, "all_reduce", _vector(values, f"rank {self.rank} all_reduce"), None)

    def broadcast(self, values, src):
        """Every rank gets rank src's values."""
        return self._world.call(self.rank, "broadcast", _vector(values, f"rank {self.rank} broadcast"), src)

    def barrier(self):
        self._world.call(self.rank, "barrier", [], None)


class CollectiveWorld(_Sync):
    """Collectives matched by position, like NCCL: the k-th call on every rank must be the same op and size."""

    def __init__(self, n):
        super().__init__(n)
        self.slots = []
        self.results = []
        self.count = [0] * n
        self.log = [[] for _ in range(n)]

    def comm(self, rank):
        return Comm(self, rank)

    def call(self, rank, op, data, src):
        with self.cv:
            k = self.count[rank]
            self.count[rank] += 1
            while len(self.slots) <= k:
                self.slots.append({})
                self.results.append(None)
            self.slots[k][rank] = (op, data, src)
            self.log[rank].append(f"{op}(len={len(data)}{'' if src is None else f', src={src}'})")
            if len(self.slots[k]) == self.n:
                self._complete(k)
            self.wait_for(rank, lambda: self.results[k] is not None,
                          f"collective #{k} {self.log[rank][-1]}")
            return list(self.results[k][rank])

    def _complete(self, k):
        calls = self.slots[k]
        sigs = {r: (op, len(d), s) for r, (op, d, s) in calls.items()}
        if len(set(sigs.values())) > 1:
            desc = ", ".join(f"rank {r}: {self.log[r][k]}" for r in sorted(sigs))
            self.fail("mismatch", f"collective #{k} differs across ranks — {desc}")
            raise CollectiveMismatch(self.failure)
        op, _, src = sigs[0]
        if op == "all_reduce":
            total = [sum(vals) for vals in zip(*(calls[r][1] for r in range(self.n)))]
            self.results[k] = {r: total for r in range(self.n)}
        elif op == "broadcast":
            self.results[k] = {r: calls[src][1] for r in range(self.n)}
        else:
            self.results[k] = {r: [] for r in range(self.n)}
        self.cv.notify_all()


class RankRun:
    """Outcome of running one function on every rank."""

    def __init__(self, n):
        self.results = [None] * n
        self.errors = {}
        self.timed_out = False
        self.stacks = ""


_CONTROL = ("Deadlock", "Aborted", "CollectiveMismatch")
_KIND = {"deadlock": Deadlock, "mismatch": CollectiveMismatch}


def run_ranks(sync, target, timeout_s=5.0):
    """Run target(rank) on sync.n threads; collect results, first errors, deadlock and timeout."""
    run = RankRun(sync.n)
    probe = stack_probe.get()

    def body(rank):
        try:
            run.results[rank] = target(rank)
        except (Deadlock, Aborted, CollectiveMismatch) as exc:
            run.errors.setdefault(rank, exc)
        except RemoteError as exc:
            # Our own Deadlock/Aborted re-raised over there: use our record, not the sandbox's words.
            if exc.type_name in _CONTROL and sync.failure is not None:
                run.errors.setdefault(rank, _KIND.get(sync.failure_kind, Aborted)(sync.failure))
            else:
                run.errors[rank] = exc
                with sync.cv:
                    sync.fail("crash", f"rank {rank} raised {exc.describe()}")
        except BaseException as exc:  # noqa: BLE001 - includes SandboxGone
            run.errors[rank] = exc
            with sync.cv:
                sync.fail("crash", f"rank {rank}: {type(exc).__name__}: {exc}")
        finally:
            sync.finish(rank)

    threads = [threading.Thread(target=body, args=(r,), daemon=True, name=f"rank-{r}") for r in range(sync.n)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + timeout_s
    for t in threads:
        t.join(max(0.0, deadline - time.monotonic()))
    if any(t.is_alive() for t in threads):
        run.timed_out = True
        run.stacks = probe() if probe else ""
        with sync.cv:
            sync.fail("timeout", "time limit")
    return run


def candidate_error(exc):
    """A short description of an exception from the candidate's code, with its line."""
    if isinstance(exc, RemoteError):
        return exc.describe()
    return f"{type(exc).__name__}: {exc}"


def is_memory_error(exc):
    return isinstance(exc, MemoryError) or (isinstance(exc, RemoteError) and exc.type_name == "MemoryError")


def outcome(status, summary, *, failing_case=None, passed=0, total=0, metrics=None, inputs=None, difference=None):
    """The dict a checker returns to the runner.

    ``inputs`` (``vector_inputs``) and ``difference`` (``difference_at``) describe the failing case
    from the checker's own records, so a candidate who asks can see what their code was given.
    """
    return {"status": status, "summary": summary, "failing_case": failing_case,
            "cases_passed": passed, "cases_total": total, "metrics": metrics or {},
            "inputs": inputs or [], "difference": difference}


SHOWN_ELEMENTS = 12
"""Elements of one input vector shown in full; longer vectors show their start and the window around the difference."""


def _numbers(values):
    return ", ".join(f"{v:g}" if isinstance(v, (int, float)) else repr(v) for v in values)


def _excerpt(vector, around=None):
    """A vector as text: whole when short, else its start and a window around index ``around``."""
    if len(vector) <= SHOWN_ELEMENTS:
        return f"[{_numbers(vector)}]"
    head = vector[:6]
    text = f"[{_numbers(head)}, …"
    if around is not None and around >= 6:
        lo, hi = max(6, around - 2), min(len(vector), around + 3)
        text += f" [{lo}]: {_numbers(vector[lo:hi])}, …"
    return text + f"] ({len(vector)} elements)"


def vector_inputs(vectors, around=None, label="rank {r} data"):
    """The per-rank input vectors of a case, for ``outcome(inputs=...)``."""
    return [{"name": label.format(r=r), "value": _excerpt(list(v), around)} for r, v in enumerate(vectors)]


def difference_at(expected, got, rank=None, tol=1e-6):
    """The first differing element as a dict for ``outcome(difference=...)``, or None."""
    if not isinstance(got, (list, tuple)):
        return {"rank": rank, "index": None, "expected": f"a list of {len(expected)} numbers",
                "got": type(got).__name__}
    if len(got) != len(expected):
        return {"rank": rank, "index": None, "expected": f"{len(expected)} elements", "got": f"{len(got)} elements"}
    for i, (e, g) in enumerate(zip(expected, got)):
        if type(g) not in (int, float) or not abs(e - g) <= tol * max(1.0, abs(e)):
            return {"rank": rank, "index": i, "expected": f"{e:g}", "got": repr(g)[:60]}
    return None


def crash_outcome(run, case, passed, total, metrics=None):
    """Map a RankRun's first real failure to an outcome, or None if it had none."""
    real = {r: e for r, e in run.errors.items() if not isinstance(e, (Deadlock, Aborted, CollectiveMismatch))}
    gone = [e for e in real.values() if isinstance(e, SandboxGone)]
    if gone:
        raise gone[0]
    if real:
        rank, exc = min(real.items())
        status = "memory" if is_memory_error(exc) else "crash"
        return outcome(status, f"rank {rank} raised {candidate_error(exc)}", failing_case=case,
                       passed=passed, total=total, metrics=metrics)
    dead = [e for e in run.errors.values() if isinstance(e, (Deadlock, CollectiveMismatch))]
    if dead:
        kind = "mismatched collectives" if isinstance(dead[0], CollectiveMismatch) else "deadlock"
        text = str(dead[0])
        if kind == "mismatched collectives":
            text += " (NCCL would hang or silently corrupt data here)"
        return outcome("deadlock", f"{kind}: {text}", failing_case=case, passed=passed, total=total,
                       metrics=metrics)
    if run.timed_out:
        return outcome("timeout", f"ranks still running after the per-case limit: {run.stacks}",
                       failing_case=case, passed=passed, total=total, metrics=metrics)
    return None


def first_difference(expected, got, tol=1e-6):
    """Index and values of the first element that differs, or None (length mismatch counts)."""
    if not isinstance(got, (list, tuple)):
        return f"returned {type(got).__name__}, expected a list of {len(expected)} numbers"
    if len(got) != len(expected):
        return f"returned {len(got)} elements, expected {len(expected)}"
    for i, (e, g) in enumerate(zip(expected, got)):
        # Written as "not close" so that NaN (every comparison false) is a difference too.
        if type(g) not in (int, float) or not abs(e - g) <= tol * max(1.0, abs(e)):
            return f"element {i}: expected {e:g}, got {g!r}"
    return None


def too_little_received(world, needed):
    """The first rank that received fewer elements than its result needs from others, described; or None.

    A correct result needs, for each element that depends on another rank's data, at least one
    received element: a rank that returns right values without that did not get them via recv.
    """
    for rank in range(world.n):
        if world.received[rank] < needed(rank):
            return (f"rank {rank} returned the right values but received only {world.received[rank]} elements "
                    f"through recv (it needs at least {needed(rank)}): data must travel through send/recv, "
                    "not shared memory")
    return None
