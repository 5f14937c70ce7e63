"""Leave non-daemon threads spinning forever so the process cannot exit, and return wrong values."""
import threading


def _spin():
    while True:
        pass


for _ in range(3):
    threading.Thread(target=_spin).start()


def ring_allreduce(rank, world_size, data, send, recv):
    return [0.0] * len(data)
