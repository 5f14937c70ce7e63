"""Checker for ring-allreduce: correctness over world sizes and uneven lengths, deadlock, bytes per rank."""

import random

from interviewer.coding.simkit import (ELEM_BYTES, World, crash_outcome, difference_at, first_difference, outcome,
                                      run_ranks, too_little_received, vector_inputs)

WORLD_SIZES = (1, 2, 3, 4, 5, 7, 8, 12)
TOLERANCE = 1.10


def lengths(n):
    """Lengths below, at and above N, most of them not multiples of N."""
    return sorted({1, max(1, n - 1), n, 3 * n + 1, 64 * n + 5, 1000})


def communication_text(n, length, max_bytes, msgs):
    s = length * ELEM_BYTES
    optimum = 2 * (n - 1) / n * s
    ratio = max_bytes / optimum if optimum else 1.0
    return (f"N={n}, S={s} B: busiest rank sent {max_bytes} B in {msgs} messages; "
            f"optimum 2(N−1)/N·S = {optimum:.0f} B; ratio {ratio:.2f}"), ratio, optimum


def check(solution, config):
    entry = config["entrypoint"]
    rng = random.Random(config.get("seed", 0))
    cases = [(n, length) for n in WORLD_SIZES for length in lengths(n)]
    metrics = {}
    worst = 0.0
    passed = 0
    for n, length in cases:
        inputs = [[float(rng.randint(-50, 50)) for _ in range(length)] for _ in range(n)]
        expected = [float(sum(col)) for col in zip(*inputs)]
        world = World(n)

        def rank_main(r, n=n, inputs=inputs, world=world):
            # Each rank is its own sandboxed process: they share nothing but send/recv.
            return getattr(solution.rank(r), entry)(r, n, list(inputs[r]), world.send_fn(r), world.recv_fn(r))

        run = run_ranks(world, rank_main, timeout_s=5.0)
        case = f"world_size={n}, length={length}" + ("" if length % n == 0 else " (not a multiple of world_size)")
        bad = crash_outcome(run, case, passed, len(cases), metrics)
        if bad:
            return bad
        for r in range(n):
            diff = first_difference(expected, run.results[r])
            if diff:
                at = difference_at(expected, run.results[r], rank=r)
                return outcome("fail", f"wrong result on rank {r}: {diff}", failing_case=case,
                               passed=passed, total=len(cases), metrics=metrics,
                               inputs=vector_inputs(inputs, at and at["index"]), difference=at)
        starved = too_little_received(world, lambda r: length if n > 1 else 0)
        if starved:
            return outcome("fail", starved, failing_case=case, passed=passed, total=len(cases), metrics=metrics)
        # Chunk granularity makes tiny vectors look worse than they are; judge volume on sizable ones.
        if n > 1 and length >= 8 * n:
            busiest = max(range(n), key=lambda r: world.sent_bytes[r])
            max_bytes = world.sent_bytes[busiest]
            text, ratio, _ = communication_text(n, length, max_bytes, world.sent_msgs[busiest])
            balanced = 2 * (length - length // n) * ELEM_BYTES
            if ratio >= worst:
                worst = ratio
                metrics = {"communication": text, "bytes_ratio": round(ratio, 3), "max_rank_bytes": max_bytes,
                           "optimum_bytes": round(2 * (n - 1) / n * length * ELEM_BYTES),
                           "messages_busiest_rank": world.sent_msgs[busiest], "world_size": n, "length": length}
            if max_bytes > TOLERANCE * balanced:
                return outcome("fail", f"correct sums but too much communication: rank {busiest} sent "
                               f"{ratio:.2f}× the 2(N−1)/N·S optimum (limit {TOLERANCE:.2f}×)",
                               failing_case=case, passed=passed, total=len(cases), metrics=metrics)
        passed += 1
    return outcome("pass", f"correct on all {len(cases)} cases (world sizes {WORLD_SIZES[0]}–{WORLD_SIZES[-1]}, "
                   f"uneven lengths); worst bytes ratio {worst:.2f}× optimum",
                   passed=passed, total=len(cases), metrics=metrics)
