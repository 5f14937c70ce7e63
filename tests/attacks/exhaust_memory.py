"""Allocate until the machine runs out of memory, in the entry point of every rank."""

hog = []


def ring_allreduce(rank, world_size, data, send, recv):
    while True:
        hog.append(bytearray(16 << 20))
