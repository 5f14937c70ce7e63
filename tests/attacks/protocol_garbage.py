"""Write garbage and an absurd frame length into the protocol pipe."""
import os
import sys

WFD = int(sys.argv[2])


def ring_allreduce(rank, world_size, data, send, recv):
    os.write(WFD, (2**31).to_bytes(4, "big") + b"\xff" * 64)
    return list(data)
