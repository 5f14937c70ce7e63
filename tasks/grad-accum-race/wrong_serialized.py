import threading


def train(steps, accum, num_workers, grad, micro_grad, apply_step):
    """Correct, but the lock is held around micro_grad too: the workers take turns."""
    lock = threading.Lock()
    barrier = threading.Barrier(num_workers)

    def worker(wid):
        for step in range(steps):
            for m in range(wid, accum, num_workers):
                with lock:
                    g = micro_grad(step, m)
                    for i, v in enumerate(g):
                        grad[i] += v
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
