"""Checking stated relative changes: "MFU went from 32% to 39%, a 25% speedup" (it is about 22%).

``check_changes(text)`` finds a before and after value followed, in the same sentence, by the
change the speaker claims (a percentage or an "N×"), recomputes it and marks it wrong when it
is off by more than ``POINTS`` percentage points and ``RELATIVE`` of the true change. Like the
other calculators it is conservative: a sentence it cannot read exactly is skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.sentences import cut

POINTS = 2.0
"""A stated percentage change within this many points of the true one is right (rounding, "about")."""
RELATIVE = 0.10
"""... or within this share of the true change."""

_NUM = r"(\d+(?:\.\d+)?)"
_FROM_TO = re.compile(rf"\bfrom\s+(?:about\s+|around\s+|roughly\s+)?{_NUM}\s*(%|percent)?\s+(?:up\s+)?to\s+"
                      rf"(?:about\s+|around\s+|roughly\s+)?{_NUM}\s*(%|percent)?", re.IGNORECASE)
_PCT_CLAIM = re.compile(rf"{_NUM}\s*(?:%|percent)\s+(?:more\s+|higher\s+)?"
                        r"(speed-?up|faster|improvement|increase|gain|better|more throughput|higher throughput)",
                        re.IGNORECASE)
_TIME_UNIT = re.compile(r"\s*(?:s|sec|secs|seconds?|ms|milliseconds?|us|µs|minutes?|mins?|hours?|h|days?)\b",
                        re.IGNORECASE)
_X_CLAIM = re.compile(rf"{_NUM}\s*(?:x|×)\s+(speed-?up|faster|improvement|more throughput)", re.IGNORECASE)


@dataclass(frozen=True)
class ChangeCheck:
    """A stated change against the one its own before and after values give."""

    claim: str
    """The candidate's words, from the before value to the claimed change."""
    stated: float
    """The change as stated (percent, or a ratio for "N×")."""
    expected: float
    """The change the before and after values give, in the same unit."""
    ok: bool
    """False when the stated change is off by more than the tolerance."""
    note: str
    """How the expected change was computed."""


def check_changes(text: str) -> list[ChangeCheck]:
    """Every stated before → after change in ``text`` whose claimed size can be checked."""
    out: list[ChangeCheck] = []
    for sentence in cut(text, newlines=True):
        span = _FROM_TO.search(sentence)
        if span is None:
            continue
        before, after = float(span.group(1)), float(span.group(3))
        rest = sentence[span.end():]
        # A falling number (step time, latency) turns into a speed-up by a different formula; skip it.
        if before <= 0 or after <= before or _TIME_UNIT.match(rest):
            continue
        pct, times = _PCT_CLAIM.search(rest), _X_CLAIM.search(rest)
        claim_end = span.end() + min(m.end() for m in (pct, times) if m) if (pct or times) else None
        if claim_end is None:
            continue
        claim = " ".join(sentence[span.start():claim_end].split())
        if pct and (not times or pct.start() <= times.start()):
            stated = float(pct.group(1))
            expected = (after - before) / before * 100
            ok = abs(stated - expected) <= max(POINTS, RELATIVE * abs(expected))
            note = f"({after:g} - {before:g}) / {before:g} = {expected:.1f}%"
        else:
            stated = float(times.group(1))
            expected = after / before
            ok = abs(stated - expected) <= RELATIVE * expected
            note = f"{after:g} / {before:g} = {expected:.2f}×"
        out.append(ChangeCheck(claim=claim, stated=stated, expected=round(expected, 3), ok=ok, note=note))
    return out
