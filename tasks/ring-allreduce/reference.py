def ring_allreduce(rank, world_size, data, send, recv):
    """Ring all-reduce: reduce-scatter then all-gather, N−1 steps each, one chunk per step."""
    n = world_size
    buf = list(data)
    if n == 1:
        return buf
    length = len(buf)
    bounds = [(i * length // n, (i + 1) * length // n) for i in range(n)]
    right, left = (rank + 1) % n, (rank - 1) % n
    # Reduce-scatter: after step k rank r holds the partial sum of chunk (r - k - 1) over k + 2 ranks.
    for step in range(n - 1):
        s, e = bounds[(rank - step) % n]
        send(right, buf[s:e])
        s, e = bounds[(rank - step - 1) % n]
        for i, v in enumerate(recv(left)):
            buf[s + i] += v
    # All-gather: rank r now owns the full sum of chunk (r + 1) % n; pass the owned chunks round.
    for step in range(n - 1):
        s, e = bounds[(rank - step + 1) % n]
        send(right, buf[s:e])
        s, e = bounds[(rank - step) % n]
        buf[s:e] = recv(left)
    return buf
