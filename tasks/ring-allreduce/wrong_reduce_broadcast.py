def ring_allreduce(rank, world_size, data, send, recv):
    """Reduce to rank 0, then broadcast from it: the root sends (N−1)·S bytes."""
    if world_size == 1:
        return list(data)
    if rank == 0:
        total = list(data)
        for src in range(1, world_size):
            for i, v in enumerate(recv(src)):
                total[i] += v
        for dst in range(1, world_size):
            send(dst, total)
        return total
    send(0, list(data))
    return recv(0)
