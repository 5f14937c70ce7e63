"""The checker's side of the protocol: the candidate's module, as seen from the trusted process.

``RemoteModule`` stands in for the candidate's module when a checker runs: ``solution.fn(*args)``
sends the call to the sandboxed process and blocks until it returns or raises there. Callables
and shared objects among the arguments stay here; the sandbox only gets handles, and each use
of a handle comes back as a request that runs here, in a worker thread, with arguments decoded
to plain lists, tuples, dicts, numbers and strings (never the candidate's own objects, so no
custom ``__eq__`` and no shared state). Anything malformed from the sandbox ends the run as a
protocol error; nothing the sandbox sends is a verdict.
"""

from __future__ import annotations

import itertools
import re
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from ._child import ProtocolError, decode, encode, read_frame, write_frame
from .untrusted import visible

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,80}$")
MAX_PENDING = 64
"""Parent-side requests from the sandbox that may be in progress at once (the rest wait in the pipe)."""


class SandboxGone(Exception):
    """The sandboxed process exited or broke the protocol; no call can complete."""


class RemoteError(Exception):
    """The candidate's code raised; only its type name, message and line cross over."""

    def __init__(self, type_name: str, message: str, line: int | None):
        super().__init__(message)
        self.type_name = type_name if _NAME.match(type_name or "") else "Exception"
        self.message = message
        self.line = line

    def describe(self) -> str:
        """Type, the candidate's own message (quoted, control characters escaped) and line."""
        where = f" at solution.py line {self.line}" if self.line else ""
        message = visible(self.message)
        text = f"{self.type_name}: \"{message}\"{where}" if message else f"{self.type_name}{where}"
        if "can't start new thread" in message or "Resource temporarily unavailable" in message:
            return f"hit the process/thread limit: {text}"
        if self.type_name == "PermissionError" and "Operation not permitted" in message:
            return f"{text} (the sandbox allows threads but no new processes)"
        return text


def _error(data) -> RemoteError:
    if type(data) is not dict:
        return RemoteError("Exception", "", None)
    line = data.get("line")
    return RemoteError(str(data.get("type", "Exception"))[:80], str(data.get("msg", ""))[:500],
                       line if type(line) is int else None)


class Peer:
    """One sandboxed process speaking the protocol over a pair of pipes."""

    def __init__(self, rfd: int, wfd: int):
        self.rfd, self.wfd = rfd, wfd
        self._wlock = threading.Lock()
        self._ids = itertools.count(1)
        self._waiting: dict[int, list] = {}
        self._lock = threading.Lock()
        self._exports: dict[int, object] = {}
        self._handles: dict[int, int] = {}
        self._slots = threading.BoundedSemaphore(MAX_PENDING)
        self._pool = ThreadPoolExecutor(max_workers=MAX_PENDING, thread_name_prefix="sandbox-cb")
        self.gone: str | None = None
        """Why the process can no longer answer (exited, protocol error), once it cannot."""
        self.thread_errors: list[RemoteError] = []
        """Exceptions that escaped threads the candidate started."""
        self.ready = threading.Event()
        self.names: list[str] = []
        self.import_error: RemoteError | None = None
        self._reader = threading.Thread(target=self._read_loop, daemon=True, name="sandbox-reader")
        self._reader.start()

    # ------------------------------------------------------------- outgoing
    def _send(self, message: dict) -> None:
        if self.gone:
            raise SandboxGone(self.gone)
        try:
            with self._wlock:
                write_frame(self.wfd, message)
        except OSError:
            raise SandboxGone(self.gone or "the sandboxed process closed its end of the pipe") from None

    def _request(self, message: dict, timeout: float | None = None):
        rid = next(self._ids)
        slot = [threading.Event(), None]
        with self._lock:
            if self.gone:
                raise SandboxGone(self.gone)
            self._waiting[rid] = slot
        message["id"] = rid
        try:
            self._send(message)
            if not slot[0].wait(timeout):
                raise TimeoutError(message["op"])
        finally:
            with self._lock:
                self._waiting.pop(rid, None)
        reply = slot[1]
        if reply is None:
            raise SandboxGone(self.gone or "the sandboxed process went away")
        return reply

    def call(self, name: str, args: tuple):
        """Call the candidate's ``name(*args)`` in the sandbox; return its (decoded) result."""
        reply = self._request({"op": "call", "name": name, "args": encode(list(args), self._export)})
        if reply["op"] == "return":
            try:
                return decode(reply.get("value"), self._resolve)
            except ProtocolError as exc:
                raise RemoteError("TypeError", f"returned something that is not plain data ({exc})", None) from None
        raise _error(reply.get("error"))

    def live_threads(self) -> int | None:
        """Threads the candidate left running (as reported from inside: advisory only)."""
        try:
            value = self._request({"op": "threads"}, timeout=2.0).get("value")
        except (SandboxGone, TimeoutError):
            return None
        return value if type(value) is int else None

    def stacks(self) -> str:
        """Where the candidate's threads are (reported from inside, for the failure text only)."""
        try:
            value = self._request({"op": "stacks"}, timeout=2.0).get("value")
        except (SandboxGone, TimeoutError):
            return ""
        return value[:1000] if type(value) is str else ""

    def close(self) -> None:
        try:
            self._send({"op": "exit"})
        except SandboxGone:
            pass
        self._pool.shutdown(wait=False, cancel_futures=True)

    # ------------------------------------------------------------- handles
    def _export(self, value) -> dict | None:
        key = id(value)
        with self._lock:
            handle = self._handles.get(key)
            if handle is None:
                handle = next(self._ids)
                self._handles[key] = handle
                self._exports[handle] = value
        methods = getattr(type(value), "__export__", None)
        if methods is not None:
            attrs = {name: getattr(value, name) for name in getattr(type(value), "__export_attrs__", ())}
            return {"$obj": handle, "attrs": encode(attrs), "methods": list(methods),
                    "seq": isinstance(value, list)}
        if callable(value):
            return {"$fn": handle}
        return None

    def _resolve(self, tag: dict):
        handle = tag.get("$ref")
        if type(handle) is int and handle in self._exports:
            return self._exports[handle]
        return None

    # ------------------------------------------------------------- incoming
    def _read_loop(self) -> None:
        try:
            while True:
                message = read_frame(self.rfd)
                self._dispatch(message)
        except EOFError:
            self._fail("the sandboxed process exited")
        except (ProtocolError, OSError, KeyError, TypeError, ValueError) as exc:
            self._fail(f"the sandboxed process broke the checker protocol ({exc})")

    def _dispatch(self, message: dict) -> None:
        op = message["op"]
        if op == "ready" and not self.ready.is_set():
            names = message.get("names")
            self.names = [n for n in names if type(n) is str and _NAME.match(n)] if type(names) is list else []
            self.ready.set()
        elif op == "import_error" and not self.ready.is_set():
            self.import_error = _error(message.get("error"))
            self.ready.set()
        elif op in ("return", "raise", "threads", "stacks"):
            with self._lock:
                slot = self._waiting.get(message.get("id"))
            if slot is None:
                raise ProtocolError(f"a reply to nothing ({op})")
            slot[1] = message
            slot[0].set()
        elif op == "cb":
            self._slots.acquire()
            target = self._exports.get(message.get("target"))
            if getattr(target, "__inline__", False) or getattr(type(target), "__inline__", False):
                self._callback(message)  # never blocks: skip the hand-off to a worker thread
            else:
                self._pool.submit(self._callback, message)
        elif op == "thread_error":
            if len(self.thread_errors) < 100:
                self.thread_errors.append(_error(message.get("error")))
        else:
            raise ProtocolError(f"unexpected message {op[:40]!r}")

    def _callback(self, message: dict) -> None:
        try:
            rid = message.get("id")
            try:
                target = self._exports[message["target"]]
                method = message.get("method")
                args = decode(message["args"], self._resolve)
                if type(args) is not list:
                    raise ProtocolError("arguments are not a list")
                value = self._invoke(target, method, args)
                reply = {"op": "ok", "id": rid, "value": encode(value, self._export)}
            except (KeyError, ProtocolError) as exc:
                self._fail(f"the sandboxed process broke the checker protocol ({exc})")
                return
            except Exception as exc:  # noqa: BLE001 - the checker's own errors go back as the candidate's
                reply = {"op": "error", "id": rid, "error": {"type": type(exc).__name__, "msg": str(exc)[:500]}}
            self._send(reply)
        except SandboxGone:
            pass
        finally:
            self._slots.release()

    @staticmethod
    def _invoke(target, method, args: list):
        if method is None:
            if getattr(type(target), "__export__", None) is not None or not callable(target):
                raise ProtocolError("called an object that is not a function")
            return target(*args)
        if type(method) is not str or method not in getattr(type(target), "__export__", ()):
            raise ProtocolError(f"no method {str(method)[:40]!r} on this handle")
        if method == "__iter__":
            return list(target)
        return getattr(target, method)(*args)

    def _fail(self, why: str) -> None:
        with self._lock:
            if self.gone is None:
                self.gone = why
            waiting = list(self._waiting.values())
        for slot in waiting:
            slot[0].set()
        self.ready.set()


class RemoteModule:
    """The candidate's module, for a checker: public callables become calls into the sandbox.

    The ``sandbox_*`` methods are measurements a checker may use; they are class attributes, so
    a function of the same name in the candidate's module cannot shadow them.
    """

    def __init__(self, peer: Peer, cpu_seconds: Callable[[], float],
                 ranks: Callable[[int], RemoteModule] | None = None):
        self._peer = peer
        self._cpu = cpu_seconds
        self._ranks = ranks

    def rank(self, rank: int) -> RemoteModule:
        """The same module loaded in rank ``rank``'s own sandboxed process (rank 0 may be this one)."""
        if self._ranks is None:
            return self
        return self._ranks(rank)

    def __getattr__(self, name: str) -> Callable:
        if name.startswith("_") or name not in self._peer.names:
            raise AttributeError(name)
        peer = self._peer
        return lambda *args: peer.call(name, args)

    def sandbox_cpu_seconds(self) -> float:
        """CPU the sandboxed process has used, measured from outside it."""
        return self._cpu()

    def sandbox_threads(self) -> int | None:
        """Threads the candidate's code has running (reported from inside: advisory)."""
        return self._peer.live_threads()

    def sandbox_thread_errors(self) -> list[RemoteError]:
        """Exceptions that escaped threads the candidate's code started."""
        return list(self._peer.thread_errors)

    def sandbox_stacks(self) -> str:
        return self._peer.stacks()


__all__ = ["Peer", "ProtocolError", "RemoteError", "RemoteModule", "SandboxGone"]
