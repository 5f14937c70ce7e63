"""Start processes meant to outlive the run: a setsid fork, a subprocess, a double fork."""
import os
import subprocess

errors = []
try:
    if os.fork() == 0:
        os.setsid()
        while True:
            pass
except OSError as exc:
    errors.append(repr(exc))
try:
    subprocess.Popen(["/bin/sh", "-c", "sleep 1000"], start_new_session=True)
except OSError as exc:
    errors.append(repr(exc))
try:
    os.posix_spawn("/bin/sleep", ["sleep", "1000"], {})
except OSError as exc:
    errors.append(repr(exc))
print(errors)


def ring_allreduce(rank, world_size, data, send, recv):
    os.fork()
    return list(data)
