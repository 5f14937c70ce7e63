"""Checker for grad-accum-race: many runs under perturbed schedules.

Interleavings are shaken three ways: a tiny interpreter switch interval in the sandbox, random
delays in the simulated backward pass, and a gradient buffer whose reads sometimes pause
between reading an element and returning it (so an unlocked ``grad[i] += v`` loses updates
the way a real unsynchronised accumulation does). The buffer, ``micro_grad`` and ``apply_step``
live here, in the trusted process; the candidate's threads reach them through handles. Gradients
are small integers, so sums are exact whatever the order and any difference is a real lost or
misplaced update.
"""

import random
import threading
import time

from interviewer.coding.simkit import candidate_error, is_memory_error, outcome

TRIALS = 24
TRIAL_TIMEOUT_S = 3.0
"""After this long a trial that makes no progress is a deadlock (idle) or a timeout (spinning)."""
TRIAL_LIMIT_S = 12.0
"""A trial still making progress is given up to this long."""


class SharedGrad(list):
    """The shared gradient buffer handed to the candidate; element reads may yield."""

    __export__ = ("__getitem__", "__setitem__", "__len__", "__iter__")
    __inline__ = True

    def __init__(self, size, rng):
        super().__init__([0.0] * size)
        self._rng = rng
        self.activity = 0

    def __setitem__(self, index, value):
        self.activity += 1
        list.__setitem__(self, index, value)

    def __getitem__(self, index):
        self.activity += 1
        value = list.__getitem__(self, index)
        if self._rng.random() < 0.08:
            time.sleep(0.0002)
        return value


class Trial:
    def __init__(self, steps, accum, workers, size, rng):
        self.steps, self.accum, self.workers, self.size = steps, accum, workers, size
        self.rng = rng
        self.lock = threading.Lock()
        self.calls = set()
        self.returned = set()
        self.applied = []
        self.last_returned = -1
        self.in_flight = 0
        self.max_in_flight = 0
        self.problem = None
        self.grad = SharedGrad(size, random.Random(rng.random()))

    def vector(self, step, m):
        return [float((step * 31 + m * 7 + i * 3) % 11 - 5) for i in range(self.size)]

    def expected(self, step):
        return [float(sum(col)) for col in zip(*(self.vector(step, m) for m in range(self.accum)))]

    def flag(self, text):
        with self.lock:
            if self.problem is None:
                self.problem = text

    @property
    def activity(self):
        """Calls that reached us from the sandbox so far: the trial's sign of progress."""
        return self.grad.activity + len(self.calls) + len(self.applied)

    def micro_grad(self, step, m):
        with self.lock:
            if not (0 <= step < self.steps and 0 <= m < self.accum):
                self.problem = self.problem or f"micro_grad({step}, {m}) is out of range"
            elif (step, m) in self.calls:
                self.problem = self.problem or f"micro_grad({step}, {m}) was computed twice"
            elif step > 0 and self.last_returned < step - 1:
                self.problem = self.problem or (f"micro_grad({step}, {m}) started before apply_step({step - 1}) "
                                                "returned: it would see stale weights")
            self.calls.add((step, m))
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
        time.sleep(self.rng.uniform(0.0003, 0.003))
        with self.lock:
            self.in_flight -= 1
            self.returned.add((step, m))
        return self.vector(step, m)

    def apply_step(self, step, grad):
        snapshot = list(grad)
        with self.lock:
            expect_step = len(self.applied)
            self.applied.append(step)
        if step != expect_step:
            self.flag(f"apply_step({step}) was called when step {expect_step} was due")
            return
        with self.lock:
            missing = [m for m in range(self.accum) if (step, m) not in self.returned]
        want = self.expected(step)
        if snapshot != want:
            i = next((k for k, (a, b) in enumerate(zip(want, snapshot)) if a != b), min(len(want), len(snapshot)))
            got = snapshot[i] if i < len(snapshot) else "missing"
            why = (f"micro-batches {missing} of this step had not even finished" if missing
                   else "an update was lost or a stale/next-step value was mixed in")
            self.flag(f"apply_step({step}) saw a wrong gradient: element {i} expected {want[i]:g}, "
                      f"got {got} — {why}")
        time.sleep(0.001)  # widen the window in which other threads could misbehave
        with self.lock:
            self.last_returned = step

    def describe(self):
        return f"steps={self.steps}, accum={self.accum}, num_workers={self.workers}, model size={self.size}"


def _run_trial(solution, fn, trial, errors):
    before = solution.sandbox_threads()
    box = {}

    def driver():
        try:
            fn(trial.steps, trial.accum, trial.workers, trial.grad, trial.micro_grad, trial.apply_step)
        except BaseException as exc:  # noqa: BLE001
            box["error"] = exc

    t = threading.Thread(target=driver, daemon=True, name="train")
    t.start()
    t.join(TRIAL_TIMEOUT_S)
    waited = TRIAL_TIMEOUT_S
    while t.is_alive():
        # Still going: stuck (nothing reaches us and nothing runs), spinning, or slow but progressing
        # (every buffer access crosses the sandbox boundary, so a serialized run can be slow).
        cpu0, seen = solution.sandbox_cpu_seconds(), trial.activity
        t.join(0.3)
        waited += 0.3
        if not t.is_alive():
            break
        if trial.activity == seen:
            return "deadlock" if solution.sandbox_cpu_seconds() - cpu0 < 0.05 else "timeout"
        if waited >= TRIAL_LIMIT_S:
            return "timeout"
    errors.extend(solution.sandbox_thread_errors())
    if "error" in box:
        errors.append(box["error"])
        return "crash"
    time.sleep(0.005)
    after = solution.sandbox_threads()
    if before is not None and after is not None and after > before:
        trial.flag(f"train returned while {after - before} worker thread(s) were still running")
    return "done"


def check(solution, config):
    fn = getattr(solution, config["entrypoint"])
    rng = random.Random(config.get("seed", 0))
    errors = []
    best_concurrency = 0
    for n in range(TRIALS):
        trial = Trial(steps=rng.randint(3, 5), accum=rng.randint(4, 9), workers=(2, 3, 4)[n % 3],
                      size=rng.randint(16, 40), rng=random.Random(rng.random()))
        case = f"trial {n + 1}: {trial.describe()}"
        state = _run_trial(solution, fn, trial, errors)
        if errors:
            exc = errors[0]
            status = "memory" if is_memory_error(exc) else "crash"
            return outcome(status, f"a thread raised {candidate_error(exc)}", failing_case=case,
                           passed=n, total=TRIALS)
        if state == "deadlock":
            return outcome("deadlock", f"train did not return within {TRIAL_TIMEOUT_S:g} s and no thread was "
                           f"running: the threads are waiting on each other (steps applied: {trial.applied})",
                           failing_case=case, passed=n, total=TRIALS)
        if state == "timeout":
            return outcome("timeout", f"train did not return within {TRIAL_TIMEOUT_S:g} s (still busy)",
                           failing_case=case, passed=n, total=TRIALS)
        if trial.problem is None and trial.applied != list(range(trial.steps)):
            trial.problem = f"apply_step was called for steps {trial.applied}, expected 0..{trial.steps - 1}"
        if trial.problem is None and len(trial.calls) != trial.steps * trial.accum:
            trial.problem = f"only {len(trial.calls)} of {trial.steps * trial.accum} micro-batches were computed"
        best_concurrency = max(best_concurrency, trial.max_in_flight)
        if trial.problem:
            return outcome("fail", trial.problem, failing_case=case, passed=n, total=TRIALS,
                           metrics={"max_concurrency": best_concurrency})
    metrics = {"max_concurrency": best_concurrency, "trials": TRIALS}
    if best_concurrency < 2:
        return outcome("fail", "correct, but micro_grad never ran on two threads at once: the workers are "
                       "serialized (is a lock held around the backward pass?)", passed=TRIALS, total=TRIALS,
                       failing_case="all trials", metrics=metrics)
    return outcome("pass", f"correct in all {TRIALS} perturbed runs; up to {best_concurrency} micro-batches "
                   "ran concurrently", passed=TRIALS, total=TRIALS, metrics=metrics)
