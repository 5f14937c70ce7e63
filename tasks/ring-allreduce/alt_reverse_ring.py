"""A correct ring all-reduce written another way: the ring runs leftwards, chunks are slices built once."""


def ring_allreduce(rank, world_size, data, send, recv):
    n = world_size
    out = [float(x) for x in data]
    if n < 2:
        return out
    size = len(out)
    edges = [size * i // n for i in range(n + 1)]
    chunk = [slice(edges[i], edges[i + 1]) for i in range(n)]
    to, frm = (rank - 1) % n, (rank + 1) % n
    # Reduce-scatter around the ring the other way: after n-1 steps this rank holds the full sum of
    # chunk (rank - 1) % n.
    idx = rank
    for _ in range(n - 1):
        send(to, out[chunk[idx]])
        idx = (idx + 1) % n
        incoming = recv(frm)
        part = chunk[idx]
        out[part] = [a + b for a, b in zip(out[part], incoming)]
    # Now chunk idx is complete here; circulate the complete chunks.
    for _ in range(n - 1):
        send(to, out[chunk[idx]])
        idx = (idx + 1) % n
        out[chunk[idx]] = recv(frm)
    return out
