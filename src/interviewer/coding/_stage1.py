"""Stage 1 of a root sandbox run, inside fresh net/pid/mount namespaces: expose, drop, exec.

Runs as root with ``python -I -S``; argv[1] is a JSON plan. Any directory on the way to a
path the sandboxed uid needs (the interpreter, its stdlib, the working directory) that the
uid cannot enter is covered with an empty tmpfs in this private mount namespace, and only
the needed entry is bind-mounted back (through an O_PATH descriptor opened before the
cover). Then supplementary groups, gid and uid are dropped, no_new_privs is set, and the
harness is exec'd. Nothing here touches the real filesystem's permissions.
"""

import ctypes
import json
import os
import stat
import sys

MS_BIND, MS_REC = 4096, 16384
PR_SET_NO_NEW_PRIVS = 38


def _libc():
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
    return libc


def _mount(libc, src, target, fstype, flags, data):
    enc = (lambda v: v.encode() if isinstance(v, str) else v)
    if libc.mount(enc(src), enc(target), enc(fstype), flags, enc(data)) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"mount {src} on {target}: {os.strerror(err)}")


def _blocked_ancestor(path, uid):
    """The first proper ancestor of path that uid may not traverse, and the entry below it."""
    parts = path.strip("/").split("/")
    current = "/"
    for part in parts:
        st = os.stat(current)
        can = st.st_mode & stat.S_IXOTH or (st.st_uid == uid and st.st_mode & stat.S_IXUSR)
        if not can:
            return current, part
        current = os.path.join(current, part)
    return None


def expose(paths, uid):
    libc = _libc()
    for _ in range(8):  # nested blocked directories are handled one level per round
        blocked = {}
        for p in paths:
            hit = _blocked_ancestor(p, uid)
            if hit:
                blocked.setdefault(hit[0], set()).add(hit[1])
        if not blocked:
            return
        for ancestor, entries in sorted(blocked.items()):
            fds = {e: os.open(os.path.join(ancestor, e), os.O_PATH) for e in sorted(entries)}
            _mount(libc, "tmpfs", ancestor, "tmpfs", 0, "mode=0755,size=1m")
            for entry, fd in fds.items():
                target = os.path.join(ancestor, entry)
                if stat.S_ISDIR(os.fstat(fd).st_mode):
                    os.mkdir(target)
                else:
                    open(target, "w").close()
                _mount(libc, f"/proc/self/fd/{fd}", target, None, MS_BIND | MS_REC, None)
                os.close(fd)


def main():
    plan = json.loads(sys.argv[1])
    uid, gid = plan["uid"], plan["gid"]
    expose(plan["expose"], uid)
    os.setgroups([])
    os.setgid(gid)
    os.setuid(uid)
    _libc().prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    os.chdir(plan["cwd"])
    argv = plan["argv"]
    os.execve(argv[0], argv, plan["env"])


if __name__ == "__main__":
    main()
