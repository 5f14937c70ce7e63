"""Checker for collective-order-deadlock: every rank schedule for small worlds, random ones for larger.

Collectives are matched by position, as in NCCL. A position where ranks disagree on the op
or the size is reported as a hang (``deadlock``); a rank left waiting in a collective the
others never issue is a deadlock; two same-sized tensors paired up wrongly are summed
silently, as NCCL would, and show up as a wrong average.
"""

import itertools
import random

from interviewer.coding.simkit import CollectiveWorld, crash_outcome, outcome, run_ranks

LAYOUTS = {
    "distinct sizes": {"embed": 5, "attn": 3, "mlp": 4},
    "two same-sized tensors": {"wq": 3, "wk": 3, "mlp": 2},
}
STEPS = (0, 3, 10, 17)


def schedules(rng):
    """(world size, layout name, per-rank ready orders): exhaustive for N = 2 and 3, then random."""
    out = []
    for n in (2, 3):
        for layout, sizes in LAYOUTS.items():
            perms = list(itertools.permutations(sizes))
            for combo in itertools.product(perms, repeat=n):
                out.append((n, layout, [list(p) for p in combo]))
    for n in (4, 5, 8):
        for layout, sizes in LAYOUTS.items():
            for _ in range(12):
                out.append((n, layout, [rng.sample(list(sizes), len(sizes)) for _ in range(n)]))
    return out


def _close(a, b):
    return isinstance(b, (int, float)) and abs(a - b) <= 1e-9 * max(1.0, abs(a))


def _check_result(n, sizes, grads, losses, results):
    mean = {name: [sum(grads[r][name][i] for r in range(n)) / n for i in range(k)] for name, k in sizes.items()}
    mean_loss = sum(losses) / n
    for r, res in enumerate(results):
        if not (isinstance(res, tuple) and len(res) == 2 and isinstance(res[0], dict)):
            return f"rank {r} returned {type(res).__name__}, expected (dict of gradients, loss)"
        got, loss = res
        for name in sizes:
            vec = got.get(name)
            if not isinstance(vec, list) or len(vec) != sizes[name]:
                return f"rank {r}: averaged gradient {name!r} missing or of the wrong length"
            for i, (e, g) in enumerate(zip(mean[name], vec)):
                if not _close(e, g):
                    twin = [m for m in sizes if m != name and sizes[m] == sizes[name]]
                    why = (f" — it was summed with another same-sized tensor ({twin[0]!r}) on some rank: a "
                           "silent mix-up NCCL would not report") if twin else ""
                    return f"rank {r}: gradient {name!r} element {i} expected {e:g}, got {g!r}{why}"
        if not _close(mean_loss, loss):
            return f"rank {r}: loss expected the mean over ranks {mean_loss:g}, got {loss!r}"
    return None


def check(solution, config):
    entry = config["entrypoint"]
    rng = random.Random(config.get("seed", 0))
    cases = schedules(rng)
    metrics = {}
    for idx, (n, layout, orders) in enumerate(cases):
        sizes = LAYOUTS[layout]
        step = STEPS[idx % len(STEPS)]
        grads = [{name: [float(rng.randint(-9, 9)) for _ in range(k)] for name, k in sizes.items()} for _ in range(n)]
        losses = [float(rng.randint(1, 40)) / 4 for _ in range(n)]
        world = CollectiveWorld(n)

        def rank_main(r, world=world, grads=grads, losses=losses, orders=orders, step=step):
            fn = getattr(solution.rank(r), entry)  # each rank is its own sandboxed process
            return fn(world.comm(r), {k: list(v) for k, v in grads[r].items()}, list(orders[r]), losses[r], step)

        run = run_ranks(world, rank_main, timeout_s=5.0)
        case = (f"world_size={n}, {layout}, step={step}, ready orders: "
                + "; ".join(f"rank {r}: {orders[r]}" for r in range(n)))
        metrics = {"collectives_per_step": len(world.log[0]), "collectives_rank0": world.log[0][:8]}
        bad = crash_outcome(run, case, idx, len(cases), metrics)
        if bad:
            return bad
        problem = _check_result(n, sizes, grads, losses, run.results)
        if problem:
            return outcome("fail", problem, failing_case=case, passed=idx, total=len(cases), metrics=metrics)
    per_step = metrics.get("collectives_per_step", 0)
    return outcome("pass", f"completed with correct averages under all {len(cases)} rank schedules; "
                   f"{per_step} collective(s) per step", passed=len(cases), total=len(cases), metrics=metrics)
