"""Checker for reduce-scatter-allgather: each collective alone, then the composed all-reduce.

Every case checks the results on every rank, deadlock, and the busiest rank's bytes against
(N−1)/N·S per collective (2(N−1)/N·S for the all-reduce), within 10% on sizable vectors.
"""

import random

from interviewer.coding.simkit import (ELEM_BYTES, World, crash_outcome, difference_at, first_difference, outcome,
                                      run_ranks, too_little_received, vector_inputs)

WORLD_SIZES = (1, 2, 3, 4, 5, 8, 12)
TOLERANCE = 1.10


def shard_bounds(length, world_size, rank):
    return rank * length // world_size, (rank + 1) * length // world_size


def lengths(n):
    return sorted({1, max(1, n - 1), n, 5 * n + 2, 64 * n + 3})


def _run(solution, op, n, args_for):
    """Run op on n ranks, each its own sandboxed process: they share nothing but send/recv."""
    world = World(n)
    run = run_ranks(world, lambda r: getattr(solution.rank(r), op)(*args_for(r, world.send_fn(r), world.recv_fn(r))),
                    timeout_s=5.0)
    return world, run


def check(solution, config):
    for name in ("reduce_scatter", "all_gather", "all_reduce"):
        if not callable(getattr(solution, name, None)):
            return outcome("error", f"your code does not define `{name}`", failing_case="import")
    rng = random.Random(config.get("seed", 0))
    cases = [(op, n, length) for n in WORLD_SIZES for length in lengths(n)
             for op in ("reduce_scatter", "all_gather", "all_reduce")]
    passed, worst, metrics = 0, {}, {}
    for op, n, length in cases:
        inputs = [[float(rng.randint(-50, 50)) for _ in range(length)] for _ in range(n)]
        total = [float(sum(col)) for col in zip(*inputs)]
        if op == "reduce_scatter":
            expected = [total[slice(*shard_bounds(length, n, r))] for r in range(n)]
            world, run = _run(solution, op, n, lambda r, s, v: (r, n, list(inputs[r]), s, v))
            factor = 1
        elif op == "all_gather":
            shards = [inputs[0][slice(*shard_bounds(length, n, r))] for r in range(n)]
            expected = [inputs[0]] * n
            world, run = _run(solution, op, n, lambda r, s, v: (r, n, list(shards[r]), length, s, v))
            factor = 1
        else:
            expected = [total] * n
            world, run = _run(solution, op, n, lambda r, s, v: (r, n, list(inputs[r]), s, v))
            factor = 2
        case = f"{op}, world_size={n}, length={length}" + ("" if length % n == 0 else " (uneven shards)")
        bad = crash_outcome(run, case, passed, len(cases), metrics)
        if bad:
            return bad
        for r in range(n):
            diff = first_difference(expected[r], run.results[r])
            if diff:
                at = difference_at(expected[r], run.results[r], rank=r)
                index = at["index"] if at else None
                if op == "all_gather":  # the inputs were shards; point at none of them
                    given, label, index = shards, "rank {r} shard", None
                else:
                    given, label = inputs, "rank {r} data"
                    if op == "reduce_scatter" and index is not None:
                        index += shard_bounds(length, n, r)[0]
                return outcome("fail", f"{op}: wrong result on rank {r}: {diff}", failing_case=case,
                               passed=passed, total=len(cases), metrics=metrics,
                               inputs=vector_inputs(given, index, label), difference=at)
        if n > 1:
            def own(r):
                lo, hi = shard_bounds(length, n, r)
                return hi - lo
            need = {"reduce_scatter": own, "all_gather": lambda r: length - own(r), "all_reduce": lambda r: length}[op]
            starved = too_little_received(world, need)
            if starved:
                return outcome("fail", f"{op}: {starved}", failing_case=case, passed=passed, total=len(cases),
                               metrics=metrics)
        if n > 1 and length >= 8 * n:
            busiest = max(range(n), key=lambda r: world.sent_bytes[r])
            max_bytes = world.sent_bytes[busiest]
            optimum = factor * (n - 1) / n * length * ELEM_BYTES
            balanced = factor * (length - length // n) * ELEM_BYTES
            ratio = max_bytes / optimum
            if ratio >= worst.get(op, 0.0):
                worst[op] = ratio
                metrics[f"{op}_bytes_ratio"] = round(ratio, 3)
                formula = "2(N−1)/N·S" if factor == 2 else "(N−1)/N·S"
                metrics["communication"] = "; ".join(
                    f"{k}: {v:.2f}× optimum" for k, v in sorted(worst.items()))
                metrics[f"{op}_detail"] = (f"N={n}, S={length * ELEM_BYTES} B: busiest rank sent {max_bytes} B; "
                                           f"optimum {formula} = {optimum:.0f} B")
            if max_bytes > TOLERANCE * balanced:
                return outcome("fail", f"{op}: correct but too much communication: rank {busiest} sent "
                               f"{ratio:.2f}× the optimum (limit {TOLERANCE:.2f}×)", failing_case=case,
                               passed=passed, total=len(cases), metrics=metrics)
        passed += 1
    return outcome("pass", f"reduce-scatter, all-gather and all-reduce correct on all {len(cases)} cases; "
                   + ", ".join(f"{k} {v:.2f}× optimum" for k, v in sorted(worst.items())),
                   passed=passed, total=len(cases), metrics=metrics)
