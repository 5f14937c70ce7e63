"""Correct without a barrier: fresh worker threads per step, joined before the optimizer step."""
import threading


def train(steps, accum, num_workers, grad, micro_grad, apply_step):
    for step in range(steps):
        lock = threading.Lock()
        todo = list(range(accum))

        def work():
            while True:
                with lock:
                    if not todo:
                        return
                    m = todo.pop()
                g = micro_grad(step, m)
                with lock:
                    for i, v in enumerate(g):
                        grad[i] = grad[i] + v

        crew = [threading.Thread(target=work) for _ in range(num_workers)]
        for t in crew:
            t.start()
        for t in crew:
            t.join()
        apply_step(step, grad)
        grad[:] = [0.0] * len(grad)
