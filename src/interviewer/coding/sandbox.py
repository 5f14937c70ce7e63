"""Run untrusted Python in a subprocess with limits, a clean environment and no network.

Layers, strongest first; which ones applied is reported as ``isolation`` on every run:

* **rlimits** (always, POSIX): ``RLIMIT_CPU`` (soft = limit, hard = limit + 1 s, because the
  soft ``SIGXCPU`` is ignored by a PID-namespace init), ``RLIMIT_AS``, ``RLIMIT_FSIZE``
  (captured output is a file, so this also caps output), ``RLIMIT_CORE = 0``,
  ``RLIMIT_NOFILE`` and ``RLIMIT_NPROC``; a new session, and a wall-clock deadline after which
  the whole process group is SIGKILLed; an environment built from scratch (nothing inherited,
  so no API keys); a fresh temporary working directory.
* **namespaces** (Linux with util-linux ``unshare``): a new network namespace (only a downed
  loopback: every connect fails with ENETUNREACH), a new PID namespace with its own ``/proc``
  (the parent's ``/proc/<pid>/environ`` does not exist in there, and killing the namespace's
  init kills every process the code started, even ones that called ``setsid``), and a private
  mount namespace.
* **uid drop** (when we run as root): ``RLIMIT_NPROC`` is not enforced for root, and root can
  read any process's environment, so the code runs as a fresh unprivileged uid picked per run
  (its own NPROC budget, unable to signal or read other sandboxes). When the interpreter lives
  under a directory that uid cannot enter (e.g. pyenv under ``/root``), a root stage-1 inside the
  mount namespace covers that directory with an empty tmpfs and bind-mounts back only the
  interpreter's tree, so the rest of it (root's dotfiles) stays hidden.

Without namespaces (macOS, containers without CAP_SYS_ADMIN or user namespaces) the code runs
as the calling user: the harness installs a socket guard (best effort: code can undo it), the
parent marks itself non-dumpable so its ``/proc/<pid>/environ`` is unreadable to the child,
but other same-user processes (e.g. the shell that exported the key) stay readable. That is a
resource sandbox, not a security boundary; the verdict says ``rlimits+socket-guard``.
"""

from __future__ import annotations

import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_UNSHARE_NS = ["--net", "--pid", "--fork", "--kill-child", "--mount-proc"]


@dataclass
class Limits:
    """Resource limits for one sandboxed run."""

    wall_s: float = 20.0
    cpu_s: float | None = None
    """CPU seconds (all threads); defaults to the wall-clock limit."""
    memory_mb: int = 512
    """Address-space limit (RLIMIT_AS)."""
    nproc: int = 64
    """Processes and threads the code may have at once (RLIMIT_NPROC, where enforced)."""
    fsize_mb: int = 8
    """Largest file the code may write, its captured output included."""
    output_chars: int = 4000
    """How much of stdout and stderr each to keep (head and tail)."""


@dataclass
class RawRun:
    """What came out of the subprocess, before any checker interpretation."""

    returncode: int | None
    timed_out: bool
    stdout: str
    stderr: str
    result: str
    """Whatever the code wrote to file descriptor 3 (the harness's result channel)."""
    duration_s: float
    cpu_s: float
    isolation: str


def _probe(cmd: list[str]) -> bool:
    try:
        done = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=10, env={"PATH": os.defpath})
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


@lru_cache(maxsize=1)
def detect_isolation() -> str:
    """``namespaces+uid`` (root), ``namespaces+userns`` (unprivileged user namespaces) or ``rlimits``."""
    if not sys.platform.startswith("linux") or os.environ.get("INTERVIEWER_SANDBOX") == "rlimits":
        return "rlimits"
    unshare = shutil.which("unshare")
    if not unshare:
        return "rlimits"
    if os.geteuid() == 0 and _probe([unshare, *_UNSHARE_NS, "true"]):
        return "namespaces+uid"
    if _probe([unshare, "--user", "--map-root-user", *_UNSHARE_NS, "true"]):
        return "namespaces+userns"
    return "rlimits"


def clean_env(workdir: str) -> dict[str, str]:
    """The child's whole environment: built from nothing, so no key can leak in by inheritance."""
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "HOME": workdir,
        "TMPDIR": workdir,
        # glibc reserves 64 MB of address space per thread arena; with RLIMIT_AS and a dozen
        # rank threads that alone would exhaust the limit.
        "MALLOC_ARENA_MAX": "2",
    }


def _user_task_count(uid: int) -> int:
    count = 0
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    count += len(os.listdir(f"/proc/{entry.name}/task"))
            except OSError:
                continue
    return count


def _limits_preexec(limits: Limits, nproc: int):
    cpu = int(limits.cpu_s or limits.wall_s) + 1
    mem = limits.memory_mb * 1024 * 1024
    fsize = limits.fsize_mb * 1024 * 1024

    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
        if nproc > 0:
            resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))

    return apply


def _make_non_dumpable() -> None:
    """Hide our /proc/<pid>/environ from same-uid children (fallback mode only)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE = 4
    except (OSError, AttributeError):
        pass


def _excerpt(path: Path, limit: int) -> str:
    size = path.stat().st_size
    with path.open("rb") as fh:
        if size <= limit:
            return fh.read().decode("utf-8", "replace")
        head = fh.read(limit * 2 // 3).decode("utf-8", "replace")
        fh.seek(size - limit // 3)
        tail = fh.read().decode("utf-8", "replace")
    return f"{head}\n…[{size - limit} bytes cut]…\n{tail}"


def _command(mode: str, script: str, workdir: str, env: dict[str, str], uid: int) -> list[str]:
    python = [sys.executable, "-I", "-B", script]
    if mode == "rlimits":
        return python
    unshare = shutil.which("unshare") or "unshare"
    if mode == "namespaces+userns":
        return [unshare, "--user", "--map-root-user", *_UNSHARE_NS, *python]
    plan = {
        "uid": uid, "gid": uid, "cwd": workdir, "env": env, "argv": python,
        "expose": sorted({os.path.realpath(sys.executable), sys.base_prefix, sys.prefix, workdir}),
    }
    return [unshare, *_UNSHARE_NS, sys.executable, "-I", "-S", "-B", str(_HERE / "_stage1.py"), json.dumps(plan)]


def run_sandboxed(files: dict[str, str], script: str, limits: Limits | None = None, *,
                  isolation: str | None = None) -> RawRun:
    """Write ``files`` into a fresh directory and run ``python -I -B script`` there under the limits.

    The child may write a result to the file descriptor named by ``INTERVIEWER_RESULT_FD``;
    it comes back as ``RawRun.result`` (stdout stays the candidate's own).
    """
    limits = limits or Limits()
    mode = isolation or detect_isolation()
    private = Path(tempfile.mkdtemp(prefix="interviewer-sbx-io-"))
    workdir = Path(tempfile.mkdtemp(prefix="interviewer-sbx-"))
    uid = random.randint(200_000, 299_999) if mode == "namespaces+uid" else os.getuid()
    try:
        for name, text in files.items():
            target = workdir / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            target.chmod(0o644)
        if mode == "namespaces+uid":
            os.chown(workdir, uid, uid)
        workdir.chmod(0o755)
        nproc = limits.nproc if mode == "namespaces+uid" else _user_task_count(os.getuid()) + limits.nproc
        if os.geteuid() == 0 and mode != "namespaces+uid":
            nproc = 0  # not enforced for root anyway; the deadline and process-group kill remain
        layers = {"namespaces+uid": "netns+pidns+mountns+uid-drop+rlimits",
                  "namespaces+userns": "userns+netns+pidns+rlimits",
                  "rlimits": "rlimits+socket-guard"}[mode]
        if mode == "rlimits":
            _make_non_dumpable()
        raw = _spawn(mode, script, workdir, uid, limits, nproc, private, layers)
        if mode == "namespaces+uid":
            _reap_uid(uid)
        return raw
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
        shutil.rmtree(private, ignore_errors=True)


def _spawn(mode: str, script: str, workdir: Path, uid: int, limits: Limits, nproc: int,
           private: Path, layers: str) -> RawRun:
    out_path, err_path, res_path = private / "stdout", private / "stderr", private / "result"
    with out_path.open("wb") as out, err_path.open("wb") as err, res_path.open("wb") as res:
        env = clean_env(str(workdir))
        env["INTERVIEWER_RESULT_FD"] = str(res.fileno())
        if mode == "rlimits":
            env["INTERVIEWER_SOCKET_GUARD"] = "1"
        cmd = _command(mode, str(workdir / script), str(workdir), env, uid)
        start = time.monotonic()
        proc = subprocess.Popen(
            cmd, cwd=workdir, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
            pass_fds=(res.fileno(),), start_new_session=True, preexec_fn=_limits_preexec(limits, nproc),
        )
        timed_out, status, usage = _wait(proc, start + limits.wall_s)
        duration = time.monotonic() - start
    rc = os.waitstatus_to_exitcode(status)
    proc.returncode = rc
    return RawRun(
        returncode=rc, timed_out=timed_out,
        stdout=_excerpt(out_path, limits.output_chars), stderr=_excerpt(err_path, limits.output_chars),
        result=res_path.read_text("utf-8", "replace")[:200_000],
        duration_s=duration, cpu_s=usage.ru_utime + usage.ru_stime, isolation=layers,
    )


def _wait(proc: subprocess.Popen, deadline: float):
    """Reap the child with its resource usage; on the deadline, kill the whole process group."""
    timed_out = False
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() >= deadline:
            timed_out = True
            _killpg(proc.pid)
            pid, status, usage = os.wait4(proc.pid, 0)
            break
        time.sleep(0.01)
    _killpg(proc.pid)  # anything the code left behind in its session
    return timed_out, status, usage


def _uid_pids(uid: int) -> list[int]:
    pids = []
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    pids.append(int(entry.name))
            except OSError:
                continue
    return pids


def _reap_uid(uid: int, wait_s: float = 3.0) -> None:
    """Return only once every process of this run's private uid is gone.

    The PID namespace dies with its init, but the kernel tears it down asynchronously; the uid
    is unique to the run, so anything still carrying it is ours to kill.
    """
    deadline = time.monotonic() + wait_s
    while (pids := _uid_pids(uid)) and time.monotonic() < deadline:
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        time.sleep(0.02)


def _killpg(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
