def ring_allreduce(rank, world_size, data, send, recv):
    """Looks right, but chunks are length // n long: the remainder is never reduced."""
    n = world_size
    buf = list(data)
    if n == 1:
        return buf
    chunk = len(buf) // n
    bounds = [(i * chunk, (i + 1) * chunk) for i in range(n)]
    right, left = (rank + 1) % n, (rank - 1) % n
    for step in range(n - 1):
        s, e = bounds[(rank - step) % n]
        send(right, buf[s:e])
        s, e = bounds[(rank - step - 1) % n]
        for i, v in enumerate(recv(left)):
            buf[s + i] += v
    for step in range(n - 1):
        s, e = bounds[(rank - step + 1) % n]
        send(right, buf[s:e])
        s, e = bounds[(rank - step) % n]
        buf[s:e] = recv(left)
    return buf
