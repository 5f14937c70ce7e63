def sync_gradients(comm, grads, ready_order, loss, step):
    """The order is fixed, but only rank 0 joins the loss all-reduce."""
    n = comm.world_size
    averaged = {}
    for name in grads:
        averaged[name] = [x / n for x in comm.all_reduce(grads[name])]
    if comm.rank == 0 and step % 10 == 0:
        loss = comm.all_reduce([loss])[0] / n
    return averaged, loss
