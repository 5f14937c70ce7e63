"""Whether a wrong stated result carries into what the answer concludes from it.

"6 x 70e9 x 4.2e6 is about 1.8e21 FLOPs ... on 4,096 GPUs at 400 TFLOP/s, around 1.1 seconds a step": the product is
1.76e18 (an exponent slip), but the step time the answer concludes is right for 1.76e18 and would be 1,100 seconds for
the figure it wrote. The slip is in the writing, not in the reasoning: the answer is not rated weak for it (the
evidence still names it). "... = 2.1e25; 2.1e25 / 4e14 = 5.25e10 s" carries its slip into the conclusion and stays
wrong.

A slip is not carried when a later figure in the answer is the TRUE result, either restated in the same unit ("so
about 1.1 TB after all") or, said as a result ("that's about", "=", "comes to"), brought within ``CLOSE`` by
multiplying or dividing it by at most two figures the answer states between the computation and it; and no later
figure is so reached from the figure the answer wrote (that is a carried slip, and it wins). Precision over recall:
anything else, or nothing said after the computation, leaves it flagged.
"""

from __future__ import annotations

import re
from itertools import combinations, product

from .computations import _START, Computation, Quantity, _number_at, _read, arithmetic_errors, computations

CLOSE = 1.25
"""A later figure within this factor of a value derived from the result is that value, rounded."""
MAX_FACTORS = 2
"""How many other stated figures a derivation may multiply or divide by."""

_RESULT_CUE = re.compile(
    r"(?:=|≈|~|\b(?:is|are|that'?s|it'?s|so|gives?(?:\s+you)?|get|comes?\s+to|works?\s+out\s+(?:to|at)|takes?|"
    r"about|around|roughly|approximately|call\s+it|near(?:ly)?|like))\s*$", re.IGNORECASE)
"""What stands just before a figure the answer concludes, not one it starts from."""


def _figures(text: str) -> list[tuple[int, int, Quantity, bool]]:
    """(start, end, quantity, concluded) for every figure in ``text`` it reads; ``concluded``: said as a result."""
    out = []
    pos = 0
    while m := _START.search(text, pos):
        number = _number_at(text, m.start())
        if not number:
            pos = m.end()
            continue
        quantity = _read(number)
        if quantity is not None and quantity.value > 0:
            concluded = bool(_RESULT_CUE.search(text[max(0, number.start() - 30):number.start()]))
            out.append((number.start(), number.end(), quantity, concluded))
        pos = max(number.end(), m.end())
    return out


def _readings(quantity: Quantity) -> set[float]:
    """A figure as written and, for a time, in seconds ("1,440 hours" is 1,440 in GPU-hours, 5.2e6 in FLOP time)."""
    return {quantity.value, quantity.value * quantity.seconds}


def _reaches(value: float, family: str, later) -> bool:
    """Whether a later figure restates ``value`` in its unit, or a later concluded figure is ``value`` times or over
    at most ``MAX_FACTORS`` of the figures stated between the computation and it (each read as written or, for a time,
    in seconds: "1,440 hours" is 1,440 GPU-hours and 5.2e6 seconds)."""
    for index, (_, _, quantity, concluded) in enumerate(later):
        if quantity.family == family and _near(value, quantity.value):
            return True
        factors = [_readings(q) for _, _, q, _ in later[:index] if q.value != 1]
        if not concluded or not factors:
            continue
        targets = _readings(quantity)
        for size in range(1, min(MAX_FACTORS, len(factors)) + 1):
            for chosen in combinations(factors, size):
                for values in product(*chosen):
                    for signs in product((1, -1), repeat=size):
                        derived = value
                        for factor, sign in zip(values, signs):
                            derived = derived * factor if sign > 0 else derived / factor
                        if any(_near(derived, target) for target in targets):
                            return True
    return False


def _near(a: float, b: float) -> bool:
    return a > 0 and b > 0 and max(a / b, b / a) < CLOSE


def not_carried(text: str, slip: Computation) -> bool:
    """Whether ``slip`` (a computation whose stated result its operands contradict) is followed by a figure the true
    result gives, and by none the stated result gives."""
    at = text.find(slip.text)
    if at < 0:
        return False
    end = at + len(slip.text)
    figures = _figures(text)
    later = [figure for figure in figures if figure[0] >= end]
    own = [figure for figure in figures if at <= figure[0] < end]
    if not later or not own:
        return False
    family = own[-1][2].family
    return not _reaches(slip.stated, family, later) and _reaches(slip.computed, family, later)


def carried_errors(text: str) -> list[str]:
    """``computations.arithmetic_errors`` less the slips the answer does not carry into what it concludes."""
    errors = arithmetic_errors(text)
    if not errors:
        return errors
    uncarried = {c.describe() for c in computations(text) if not c.ok and not_carried(text, c)}
    return [e for e in errors if e not in uncarried]


def uncarried_slips(text: str) -> list[str]:
    """The evidence line for a slip the answer states but does not carry (it is not rated weak for it)."""
    errors = set(arithmetic_errors(text))
    if not errors:
        return []
    slips = [c.describe() for c in computations(text) if not c.ok and c.describe() in errors and not_carried(text, c)]
    return [f"arithmetic slip not carried into the conclusion: {slips[0][:120]}"] if slips else []
