def shard_bounds(length, world_size, rank):
    return rank * length // world_size, (rank + 1) * length // world_size


def reduce_scatter(rank, world_size, data, send, recv):
    n = world_size
    buf = list(data)
    bounds = [shard_bounds(len(buf), n, i) for i in range(n)]
    right, left = (rank + 1) % n, (rank - 1) % n
    # At step k send shard (r - k - 1) and reduce shard (r - k - 2): the last one reduced is shard r.
    for step in range(n - 1):
        s, e = bounds[(rank - step - 1) % n]
        send(right, buf[s:e])
        s, e = bounds[(rank - step - 2) % n]
        for i, v in enumerate(recv(left)):
            buf[s + i] += v
    s, e = bounds[rank]
    return buf[s:e]


def all_gather(rank, world_size, shard, length, send, recv):
    n = world_size
    bounds = [shard_bounds(length, n, i) for i in range(n)]
    out = [0.0] * length
    s, e = bounds[rank]
    out[s:e] = shard
    right, left = (rank + 1) % n, (rank - 1) % n
    for step in range(n - 1):
        # Bug: waits for the left neighbour before sending, and so does everyone else.
        incoming = recv(left)
        s, e = bounds[(rank - step) % n]
        send(right, out[s:e])
        s, e = bounds[(rank - step - 1) % n]
        out[s:e] = incoming
    return out


def all_reduce(rank, world_size, data, send, recv):
    shard = reduce_scatter(rank, world_size, data, send, recv)
    return all_gather(rank, world_size, shard, len(data), send, recv)
