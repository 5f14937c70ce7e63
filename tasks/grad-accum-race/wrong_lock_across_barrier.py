import threading


def train(steps, accum, num_workers, grad, micro_grad, apply_step):
    """Holds the accumulation lock while waiting at the barrier: the others can never arrive."""
    lock = threading.Lock()
    barrier = threading.Barrier(num_workers)

    def worker(wid):
        for step in range(steps):
            for m in range(wid, accum, num_workers):
                g = micro_grad(step, m)
                with lock:
                    for i, v in enumerate(g):
                        grad[i] += v
            with lock:
                if barrier.wait() == 0:
                    apply_step(step, grad)
                    for i in range(len(grad)):
                        grad[i] = 0.0
            barrier.wait()

    threads = [threading.Thread(target=worker, args=(w,)) for w in range(num_workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
