def ring_allreduce(rank, world_size, data, send, recv):
    """Correct sums, but every rank sends its whole vector to every other rank: (N−1)·S bytes."""
    total = list(data)
    for dst in range(world_size):
        if dst != rank:
            send(dst, list(data))
    for src in range(world_size):
        if src != rank:
            for i, v in enumerate(recv(src)):
                total[i] += v
    return total
