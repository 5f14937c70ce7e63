"""The offline estimate: a lexical score from signal coverage, when no judge model is available.

It is labelled "offline estimate" (``method="offline-estimate"``) everywhere it appears:
matching phrases is not understanding, and a report must never pass it off as a judge's score.
"""

from __future__ import annotations

from collections.abc import Collection

from ..content.matching import find_first
from ..content.models import RubricDimension
from .evidence import has_injection, red_flags_in
from .result import DimensionScore, Evidence

MIN_CANDIDATE_WORDS = 25
"""Fewer candidate words than this on a dimension, and no signal hit: not assessed."""
RED_FLAG_CAP = 2


def _level(coverage: float) -> int:
    if coverage >= 0.75:
        return 4
    if coverage >= 0.5:
        return 3
    if coverage >= 0.25:
        return 2
    return 1


def offline_score(dim: RubricDimension, turns: list, withheld: Collection[int] = ()) -> DimensionScore:
    """Score one dimension from the weighted share of its signals found in the candidate's turns.

    Turns that addressed the grader (``withheld``, or flagged on their own) are never evidence.
    """
    answers = [t for t in turns if t.role == "candidate" and t.seq not in withheld and not has_injection(t.text)]
    words = sum(len(t.text.split()) for t in answers)
    evidence: list[Evidence] = []
    shown: list[str] = []
    covered = 0.0
    for signal in dim.signals:
        for turn in answers:
            hit = find_first(turn.text, signal.evidence)
            if hit:
                covered += signal.weight
                shown.append(signal.id)
                if len(evidence) < 4:
                    evidence.append(Evidence(turn=turn.seq, quote=hit.quote))
                break
    total = sum(s.weight for s in dim.signals)
    common = dict(dimension=dim.id, dimension_version=dim.version, method="offline-estimate")
    if not shown and words < MIN_CANDIDATE_WORDS:
        return DimensionScore(**common, score=None, status="not_assessed",
                              reason=f"offline estimate: only {words} candidate words on this dimension and no "
                                     "signal phrases")
    coverage = covered / total if total else 0.0
    score = _level(coverage)
    flags = red_flags_in(dim, [t.text for t in answers])
    capped = ""
    if flags and score > RED_FLAG_CAP:
        score, capped = RED_FLAG_CAP, f"; capped at {RED_FLAG_CAP} by red flags {', '.join(flags)}"
    missing = [s.id for s in dim.signals if s.id not in shown]
    rationale = (f"Offline estimate (lexical signal coverage, not a judge): {len(shown)} of {len(dim.signals)} "
                 f"signals found ({coverage:.0%} by weight)"
                 + (f"; shown: {', '.join(shown)}" if shown else "")
                 + (f"; missing: {', '.join(missing)}" if missing else "") + capped + ".")
    return DimensionScore(**common, score=score, level_label=dim.levels[score - 1].label, evidence=evidence,
                          rationale=rationale, red_flags=flags)
