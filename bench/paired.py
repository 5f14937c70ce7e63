"""Is a change on a held-out set more than noise? A paired comparison of two runs on the same items.

    python bench/utterances.py --split fresh5 --save-bits before.json     # on the old code
    python bench/utterances.py --split fresh5 --save-bits after.json      # on the new code
    python bench/paired.py before.json after.json

Each bench writes, with ``--save-bits``, one 0/1 per labelled item in file order (1 = the call was right)
and nothing else: no text, no verdict, so a held-out set stays aggregate-only. This prints both
accuracies, the discordant pairs (right before and wrong after, and the reverse), the exact two-sided
McNemar p-value, and a paired bootstrap 95% interval for the difference. With a few hundred items a
difference of two or three points is usually inside the noise; the interval says so.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from math import comb
from pathlib import Path


def mcnemar_exact(worse: int, better: int) -> float:
    """Two-sided exact binomial test on the discordant pairs (p = 1 when there are none)."""
    n = worse + better
    if n == 0:
        return 1.0
    k = min(worse, better)
    tail = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def bootstrap_interval(before: list[int], after: list[int], rounds: int = 4000, seed: int = 7) -> tuple[float, float]:
    rng = random.Random(seed)
    n = len(before)
    diffs = sorted(sum(after[i] - before[i] for i in idx) / n
                   for idx in ([rng.randrange(n) for _ in range(n)] for _ in range(rounds)))
    return diffs[int(0.025 * rounds)], diffs[int(0.975 * rounds) - 1]


def load_bits(path: Path) -> dict[str, list[int]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ValueError(f"error: cannot read {path} ({exc.__class__.__name__}); write it with a bench's --save-bits") \
            from None
    if not isinstance(data, dict) or not all(isinstance(v, list) and set(v) <= {0, 1} for v in data.values()):
        raise ValueError(f"error: {path} is not a --save-bits file (an object of 0/1 lists); write it with a bench's "
                         "--save-bits")
    return data


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("before", type=Path)
    ap.add_argument("after", type=Path)
    args = ap.parse_args(argv)
    try:
        before, after = load_bits(args.before), load_bits(args.after)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    if before.keys() != after.keys() or any(len(before[k]) != len(after[k]) for k in before):
        print(f"error: {args.before} and {args.after} are not runs of the same set (different items); "
              "run both on the same split", file=sys.stderr)
        return 2
    print(f"{'measure':24} {'n':>5} {'before':>7} {'after':>7} {'diff':>7}  {'worse':>5} {'better':>6}  "
          f"{'McNemar p':>9}  95% interval of the diff")
    for key in before:
        b, a = before[key], after[key]
        n = len(b)
        worse = sum(1 for x, y in zip(b, a) if x and not y)
        better = sum(1 for x, y in zip(b, a) if y and not x)
        low, high = bootstrap_interval(b, a)
        print(f"{key:24} {n:>5} {sum(b) / n:>7.3f} {sum(a) / n:>7.3f} {(sum(a) - sum(b)) / n:>+7.3f}  {worse:>5} "
              f"{better:>6}  {mcnemar_exact(worse, better):>9.3f}  [{low:+.3f}, {high:+.3f}]")
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main())
    except BrokenPipeError:
        # the reader left early (`| head`): what it read is all it wanted; no traceback, and stdout is pointed at
        # /dev/null so the interpreter's own flush at exit does not raise again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(1)
