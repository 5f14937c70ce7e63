"""Start threads until something gives."""
import threading
import time

started = []


def ring_allreduce(rank, world_size, data, send, recv):
    while True:
        t = threading.Thread(target=time.sleep, args=(60,), daemon=True)
        t.start()
        started.append(t)
