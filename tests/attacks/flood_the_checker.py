"""Flood the checker's side: huge messages through send, a huge return value, deep nesting."""


def ring_allreduce(rank, world_size, data, send, recv):
    if world_size > 1:
        for _ in range(200):
            send((rank + 1) % world_size, [1.0] * 300_000)
    nested = []
    for _ in range(10_000):
        nested = [nested]
    return nested
