def ring_allreduce(rank, world_size, data, send, recv):
    """Every rank waits for its left neighbour before sending: nobody ever sends."""
    n = world_size
    buf = list(data)
    if n == 1:
        return buf
    length = len(buf)
    bounds = [(i * length // n, (i + 1) * length // n) for i in range(n)]
    right, left = (rank + 1) % n, (rank - 1) % n
    for step in range(n - 1):
        incoming = recv(left)
        s, e = bounds[(rank - step - 1) % n]
        for i, v in enumerate(incoming):
            buf[s + i] += v
        s, e = bounds[(rank - step) % n]
        send(right, buf[s:e])
    for step in range(n - 1):
        incoming = recv(left)
        s, e = bounds[(rank - step) % n]
        buf[s:e] = incoming
        s, e = bounds[(rank - step + 1) % n]
        send(right, buf[s:e])
    return buf
