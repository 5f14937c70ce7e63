"""The candidate's side of the checker protocol: runs inside the sandbox, stdlib only.

Copied into the sandbox's read-only working directory next to ``solution.py`` and run with
``python -I -S -B``. It imports the candidate's module, then serves the checker, which runs in
the parent process: the parent asks it to call a function of the module with some arguments;
functions and objects among those arguments (``send``, ``recv``, ``comm``...) are handles whose
calls cross the pipe back to the parent, which does the real work (counting bytes, matching
collectives, checking results). Nothing this process says is taken on trust: a reply is only a
value to check, and the verdict is computed in the parent.

The parent imports the codec below (``encode``, ``decode``, ``read_frame``, ``write_frame``)
so both sides speak the same format: 4-byte big-endian length, then UTF-8 JSON, with tuples,
dicts, slices and handles tagged.
"""

import json
import os
import queue
import sys
import threading
import traceback

MAX_FRAME = 4 * 1024 * 1024
MAX_DEPTH = 40


class ProtocolError(Exception):
    """A frame that is not a well-formed message."""


# ----------------------------------------------------------------------- codec


def encode(value, export=None, depth=0):
    """Plain data to JSON-able data; ``export(obj)`` turns a callable or shared object into a tag."""
    if depth > MAX_DEPTH:
        raise ValueError("value nested too deeply")
    kind = type(value)
    if value is None or kind in (bool, int, str):
        return value
    if kind is float:
        return value if value == value and value not in (float("inf"), float("-inf")) else {"$f": repr(value)}
    if kind is list:
        return [encode(v, export, depth + 1) for v in value]
    if kind is tuple:
        return {"$t": [encode(v, export, depth + 1) for v in value]}
    if kind is dict:
        if not all(type(k) is str for k in value):
            raise TypeError("only dicts with str keys can cross the sandbox boundary")
        return {"$d": {k: encode(v, export, depth + 1) for k, v in value.items()}}
    if kind is slice:
        return {"$s": [encode(value.start), encode(value.stop), encode(value.step)]}
    if export is not None:
        tag = export(value)
        if tag is not None:
            return tag
    raise TypeError(f"a {kind.__name__} cannot cross the sandbox boundary (use lists, tuples, dicts, numbers, str)")


def decode(data, resolve=None, depth=0):
    """The inverse of ``encode``; ``resolve(tag)`` turns a handle tag back into an object."""
    if depth > MAX_DEPTH:
        raise ProtocolError("value nested too deeply")
    kind = type(data)
    if data is None or kind in (bool, int, float, str):
        return data
    if kind is list:
        return [decode(v, resolve, depth + 1) for v in data]
    if kind is dict and len(data) == 1:
        (tag, inner), = data.items()
        if tag == "$t" and type(inner) is list:
            return tuple(decode(v, resolve, depth + 1) for v in inner)
        if tag == "$d" and type(inner) is dict:
            return {str(k): decode(v, resolve, depth + 1) for k, v in inner.items()}
        if tag == "$f" and inner in ("nan", "inf", "-inf"):
            return float(inner)
        if tag == "$s" and type(inner) is list and len(inner) == 3:
            parts = [decode(v, None, depth + 1) for v in inner]
            if all(p is None or type(p) is int for p in parts):
                return slice(*parts)
    if kind is dict and resolve is not None:
        obj = resolve(data)
        if obj is not None:
            return obj
    raise ProtocolError(f"not a value: {str(data)[:80]}")


def read_exact(fd, n):
    chunks = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError("pipe closed")
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame(fd):
    """One message (a dict), or EOFError when the other side is gone."""
    size = int.from_bytes(read_exact(fd, 4), "big")
    if size > MAX_FRAME:
        raise ProtocolError(f"frame of {size} bytes (limit {MAX_FRAME})")
    try:
        message = json.loads(read_exact(fd, size).decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ProtocolError(f"frame is not JSON: {type(exc).__name__}") from None
    if type(message) is not dict or type(message.get("op")) is not str:
        raise ProtocolError("frame is not a message")
    return message


def write_frame(fd, message):
    data = json.dumps(message, separators=(",", ":")).encode("utf-8")
    if len(data) > MAX_FRAME:
        raise ValueError(f"message of {len(data)} bytes is over the {MAX_FRAME}-byte limit")
    view = memoryview(len(data).to_bytes(4, "big") + data)
    while view:
        view = view[os.write(fd, view):]


# ----------------------------------------------------------------- child side

CONTROL = {}
for _name in ("Deadlock", "Aborted", "CollectiveMismatch", "SandboxError"):
    CONTROL[_name] = type(_name, (Exception,), {})
_BUILTIN_ERRORS = {e.__name__: e for e in (ValueError, TypeError, IndexError, KeyError, RuntimeError, MemoryError)}


def leave():
    """Exit now (rank threads may be stuck), keeping what the code printed."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 - the code may have replaced or closed them
            pass
    os._exit(0)


def where(exc):
    """The last line of solution.py in the exception's traceback, or None."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename.endswith("solution.py")]
    return frames[-1].lineno if frames else None


def describe(exc):
    return {"type": type(exc).__name__, "msg": str(exc)[:500], "line": where(exc)}


class Child:
    def __init__(self, rfd, wfd):
        self.rfd, self.wfd = rfd, wfd
        self.wlock = threading.Lock()
        self.pending = {}
        self.plock = threading.Lock()
        self.next_id = 0
        self.harness_threads = set()
        self.calls = queue.SimpleQueue()
        self.idle = 0

    def send(self, message):
        with self.wlock:
            write_frame(self.wfd, message)

    # calls from candidate threads into the parent
    def call_parent(self, target, method, args):
        slot = [threading.Event(), None]
        with self.plock:
            self.next_id += 1
            rid = self.next_id
            self.pending[rid] = slot
        self.send({"op": "cb", "id": rid, "target": target, "method": method,
                   "args": encode(list(args), self.export_back)})
        slot[0].wait()
        reply = slot[1]
        if reply.get("op") == "ok":
            return decode(reply.get("value"), self.resolve)
        error = reply.get("error") or {}
        cls = CONTROL.get(error.get("type")) or _BUILTIN_ERRORS.get(error.get("type"), RuntimeError)
        raise cls(str(error.get("msg", "")))

    def export_back(self, value):
        if isinstance(value, (RemoteFunction, RemoteObject)):
            return {"$ref": value._handle}
        return None

    def resolve(self, tag):
        if "$fn" in tag and type(tag["$fn"]) is int:
            return RemoteFunction(self, tag["$fn"])
        if "$obj" in tag and type(tag["$obj"]) is int:
            return make_object(self, tag)
        return None

    # calls from the parent into the candidate's module
    def run_call(self, message, module):
        cid = message["id"]
        try:
            fn = getattr(module, message["name"])
            args = decode(message["args"], self.resolve)
            value = fn(*args)
            reply = {"op": "return", "id": cid, "value": encode(value, self.export_back)}
        except BaseException as exc:  # noqa: BLE001 - anything the candidate raises is reported
            reply = {"op": "raise", "id": cid, "error": describe(exc)}
        try:
            self.send(reply)
        except (TypeError, ValueError) as exc:
            self.send({"op": "raise", "id": cid, "error": {"type": "TypeError", "msg": str(exc), "line": None}})

    def dispatch_call(self, message, module):
        # Reuse an idle call thread when there is one: starting a thread per call is most of a call's cost.
        with self.plock:
            idle = self.idle
            if idle:
                self.idle -= 1
        if not idle:
            threading.Thread(target=self.call_worker, args=(module,), daemon=True,
                             name=f"call-{message['id']}").start()
        self.calls.put(message)

    def call_worker(self, module):
        while True:
            message = self.calls.get()
            self.run_call(message, module)
            with self.plock:
                self.idle += 1

    def stacks(self):
        frames = sys._current_frames()
        out = []
        for t in threading.enumerate():
            if t.ident in self.harness_threads or t is threading.main_thread():
                continue
            frame = frames.get(t.ident)
            mine = [f for f in traceback.extract_stack(frame) if f.filename.endswith("solution.py")] if frame else []
            if mine:
                out.append(f"{t.name} at line {mine[-1].lineno}: {(mine[-1].line or '').strip()}")
        return "; ".join(out)

    def serve(self, module):
        self.harness_threads.add(threading.get_ident())
        while True:
            try:
                message = read_frame(self.rfd)
            except (EOFError, OSError, ProtocolError):
                leave()
            op = message["op"]
            if op in ("ok", "error"):
                with self.plock:
                    slot = self.pending.pop(message.get("id"), None)
                if slot is not None:
                    slot[1] = message
                    slot[0].set()
            elif op == "call":
                self.dispatch_call(message, module)
            elif op == "threads":
                live = [t for t in threading.enumerate() if t.ident not in self.harness_threads
                        and not t.name.startswith("call-") and t is not threading.main_thread()]
                self.send({"op": "threads", "id": message.get("id"), "value": len(live)})
            elif op == "stacks":
                self.send({"op": "stacks", "id": message.get("id"), "value": self.stacks()})
            elif op == "exit":
                leave()


class RemoteFunction:
    def __init__(self, child, handle):
        self._child, self._handle = child, handle

    def __call__(self, *args):
        return self._child.call_parent(self._handle, None, args)


class RemoteObject:
    """A parent-side object: its listed attributes are copies, its listed methods are calls."""

    def __init__(self, child, handle, attrs, methods):
        object.__setattr__(self, "_child", child)
        object.__setattr__(self, "_handle", handle)
        object.__setattr__(self, "_methods", frozenset(methods))
        for key, value in attrs.items():
            object.__setattr__(self, key, value)

    def __getattr__(self, name):
        if name in self._methods and not name.startswith("_"):
            return lambda *args: self._child.call_parent(self._handle, name, args)
        raise AttributeError(name)

    def _dunder(self, name, *args):
        if name not in self._methods:
            raise TypeError(f"this object does not support {name}")
        return self._child.call_parent(self._handle, name, args)


class RemoteSequence(RemoteObject):
    def __getitem__(self, index):
        return self._dunder("__getitem__", index)

    def __setitem__(self, index, value):
        self._dunder("__setitem__", index, value)

    def __len__(self):
        return self._dunder("__len__")

    def __iter__(self):
        return iter(self._dunder("__iter__"))

    def __repr__(self):
        return repr(list(self))


def make_object(child, tag):
    attrs = decode(tag.get("attrs") or {"$d": {}})
    methods = [m for m in tag.get("methods") or [] if type(m) is str]
    cls = RemoteSequence if tag.get("seq") else RemoteObject
    return cls(child, tag["$obj"], attrs if type(attrs) is dict else {}, methods)


def install_socket_guard():
    """Best effort, for the rlimits fallback only (code can undo it): bubblewrap has no network at all."""
    import socket

    def blocked(*args, **kwargs):
        raise OSError("network access is disabled in the sandbox")

    socket.socket.connect = blocked
    socket.socket.connect_ex = blocked
    socket.create_connection = blocked
    socket.getaddrinfo = blocked


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    rfd, wfd = int(sys.argv[1]), int(sys.argv[2])
    child = Child(rfd, wfd)
    os.chdir(here)
    sys.path.insert(0, here)
    sys.setswitchinterval(1e-5)  # shake thread interleavings so races show up
    if os.environ.get("INTERVIEWER_SOCKET_GUARD"):
        install_socket_guard()
    try:
        import solution
    except SyntaxError as exc:
        child.send({"op": "import_error", "error": {"type": "SyntaxError", "msg": str(exc.msg), "line": exc.lineno}})
        os._exit(0)
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt count too
        traceback.print_exc()
        child.send({"op": "import_error", "error": describe(exc)})
        leave()
    names = sorted(n for n, v in vars(solution).items() if callable(v) and not n.startswith("_"))
    child.send({"op": "ready", "names": names})
    errors = threading.excepthook

    def report(args):
        try:
            child.send({"op": "thread_error", "error": describe(args.exc_value)})
        except Exception:  # noqa: BLE001
            errors(args)

    threading.excepthook = report
    child.serve(solution)


if __name__ == "__main__":
    main()
