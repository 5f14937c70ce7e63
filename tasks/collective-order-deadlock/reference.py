def sync_gradients(comm, grads, ready_order, loss, step):
    """One bucket in model order plus the loss: one all-reduce, identical on every rank."""
    n = comm.world_size
    names = list(grads)  # model order is the same everywhere; ready_order is not
    flat = [x for name in names for x in grads[name]]
    flat.append(loss)
    total = comm.all_reduce(flat)
    out, i = {}, 0
    for name in names:
        k = len(grads[name])
        out[name] = [x / n for x in total[i:i + k]]
        i += k
    return out, total[-1] / n
