"""Stage 1 of a sandbox started by root: inside bwrap's namespaces, drop to the run's uid and exec.

Runs as ``python -I -S -B -c <this source> UID PROGRAM ARGS...``. Supplementary groups,
gid and uid all become the run's fresh uid (so the code is unprivileged on the host too, with no
capability left), no_new_privs is set, and the real program is exec'd.
"""

import ctypes
import os
import sys


def main():
    uid = int(sys.argv[1])
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)
    if os.getuid() != uid or os.geteuid() != uid or os.getgroups():
        os._exit(97)
    ctypes.CDLL(None, use_errno=True).prctl(38, 1, 0, 0, 0)  # PR_SET_NO_NEW_PRIVS
    os.execv(sys.argv[2], sys.argv[2:])


if __name__ == "__main__":
    main()
