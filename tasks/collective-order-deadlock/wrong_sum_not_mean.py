def sync_gradients(comm, grads, ready_order, loss, step):
    """Consistent order, but the result is the sum, not the average."""
    averaged = {name: comm.all_reduce(grads[name]) for name in grads}
    loss = comm.all_reduce([loss])[0]
    return averaged, loss
