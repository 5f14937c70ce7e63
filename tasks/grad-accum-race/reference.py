import threading


def train(steps, accum, num_workers, grad, micro_grad, apply_step):
    lock = threading.Lock()
    barrier = threading.Barrier(num_workers)

    def worker(wid):
        for step in range(steps):
            local = None
            for m in range(wid, accum, num_workers):
                g = micro_grad(step, m)          # the slow part runs concurrently, no lock held
                local = list(g) if local is None else [a + b for a, b in zip(local, g)]
            if local is not None:
                with lock:                       # one locked add per worker per step
                    for i, v in enumerate(local):
                        grad[i] += v
            if barrier.wait() == 0:              # all micro-batches are in; one thread steps
                apply_step(step, grad)
                for i in range(len(grad)):
                    grad[i] = 0.0
            barrier.wait()                       # nobody starts step + 1 before the update and zeroing

    threads = [threading.Thread(target=worker, args=(w,)) for w in range(num_workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
