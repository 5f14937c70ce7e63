"""Correct and bandwidth-optimal without a ring: every rank sends each shard straight to its owner."""


def shard_bounds(length, world_size, rank):
    return rank * length // world_size, (rank + 1) * length // world_size


def reduce_scatter(rank, world_size, data, send, recv):
    others = [p for p in range(world_size) if p != rank]
    for peer in others:
        lo, hi = shard_bounds(len(data), world_size, peer)
        send(peer, data[lo:hi])
    lo, hi = shard_bounds(len(data), world_size, rank)
    acc = [float(x) for x in data[lo:hi]]
    for peer in others:
        acc = [a + b for a, b in zip(acc, recv(peer))]
    return acc


def all_gather(rank, world_size, shard, length, send, recv):
    pieces = {rank: list(shard)}
    for peer in range(world_size):
        if peer != rank:
            send(peer, list(shard))
    for peer in range(world_size):
        if peer != rank:
            pieces[peer] = recv(peer)
    return [x for owner in range(world_size) for x in pieces[owner]]


def all_reduce(rank, world_size, data, send, recv):
    mine = reduce_scatter(rank, world_size, data, send, recv)
    return all_gather(rank, world_size, mine, len(data), send, recv)
