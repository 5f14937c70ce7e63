import threading


def train(steps, accum, num_workers, grad, micro_grad, apply_step):
    """Locked accumulation, but worker 0 steps as soon as its own micro-batches are done."""
    lock = threading.Lock()

    def worker(wid):
        for step in range(steps):
            for m in range(wid, accum, num_workers):
                g = micro_grad(step, m)
                with lock:
                    for i, v in enumerate(g):
                        grad[i] += v
            if wid == 0:
                with lock:
                    apply_step(step, grad)
                    for i in range(len(grad)):
                        grad[i] = 0.0

    threads = [threading.Thread(target=worker, args=(w,)) for w in range(num_workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
