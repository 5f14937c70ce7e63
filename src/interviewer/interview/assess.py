"""Answer assessment: which of a topic's signals an answer shows, and how deep the topic is so far.

Depth is measured over the topic's *target* signals (the signals its probe ladder asks for),
weighted by the rubric. A topic usually covers only part of its dimension, and judging one
answer against every signal of the dimension would make "strong" unreachable; signals outside
the ladder are still recorded as shown, for scoring.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field

from ..content.matching import _clause, compile_phrase
from ..content.models import RubricDimension

STRONG_AT = 0.75
"""Share of target-signal weight (so far in the topic) that makes the topic strong."""
PARTIAL_AT = 0.3
"""Share below which the topic is still weak."""

_IGNORANCE = re.compile(
    r"(don'?t|do not|doesn'?t)\s+(really\s+)?know|not sure|no idea|never (heard|used)|not familiar|"
    r"haven'?t (used|heard|touched)|can'?t remember", re.IGNORECASE)


@dataclass(frozen=True)
class Target:
    """What one answer is assessed against."""

    dimension: RubricDimension
    signals: tuple[str, ...]
    """Target signal ids in ladder order (empty: every signal of the dimension)."""
    prior_shown: frozenset[str] = frozenset()
    """Signals already shown earlier in the same topic."""
    question: str = ""
    """What the candidate was asked (context for model assessors)."""

    @property
    def target_ids(self) -> tuple[str, ...]:
        return self.signals or tuple(s.id for s in self.dimension.signals)


@dataclass
class AnswerAssessment:
    """One assessed answer."""

    shown: dict[str, str] = field(default_factory=dict)
    """Signal id → verbatim quote from this answer."""
    missing: list[str] = field(default_factory=list)
    """Target signals still not shown in the topic, in ladder order."""
    red_flags: list[str] = field(default_factory=list)
    depth: str = "weak"
    """weak, partial or strong: the topic's coverage so far, capped at partial by a red flag."""
    assessor: str = "lexical"
    fallback_reason: str | None = None


class Assessor(ABC):
    """Judges one candidate answer against a topic's signals."""

    name: str = ""

    @abstractmethod
    async def assess(self, answer: str, target: Target) -> AnswerAssessment:
        """Return shown/missing signals, red flags and depth for ``answer``."""


def coverage(dimension: RubricDimension, targets: tuple[str, ...], shown: set[str] | frozenset[str]) -> float:
    weights = {s.id: s.weight for s in dimension.signals if s.id in targets}
    total = sum(weights.values())
    return sum(w for sid, w in weights.items() if sid in shown) / total if total else 0.0


def depth_for(dimension: RubricDimension, target: Target, shown_now: set[str], red_flags: list[str]) -> str:
    share = coverage(dimension, target.target_ids, set(target.prior_shown) | shown_now)
    depth = "strong" if share >= STRONG_AT else "partial" if share >= PARTIAL_AT else "weak"
    if red_flags and depth == "strong":
        depth = "partial"
    return depth


def finish(target: Target, shown: dict[str, str], red_flags: list[str], *, assessor: str,
           fallback_reason: str | None = None, depth: str | None = None) -> AnswerAssessment:
    """Fill in ``missing`` and (unless given) ``depth`` from what was shown."""
    seen = set(target.prior_shown) | set(shown)
    missing = [sid for sid in target.target_ids if sid not in seen]
    return AnswerAssessment(shown=shown, missing=missing, red_flags=red_flags,
                            depth=depth or depth_for(target.dimension, target, set(shown), red_flags),
                            assessor=assessor, fallback_reason=fallback_reason)


def _disowned(answer: str, start: int) -> bool:
    # "I don't know what NCCL_DEBUG shows" names the term without showing the signal.
    clause_start = max(answer.rfind(c, 0, start) for c in ".!?\n;") + 1
    return bool(_IGNORANCE.search(answer[clause_start:start]))


def lexical_hits(answer: str, dimension: RubricDimension) -> dict[str, str]:
    """Signal id → quote for every signal whose evidence phrases appear (and are not disowned)."""
    shown: dict[str, str] = {}
    for signal in dimension.signals:
        for phrase in signal.evidence:
            match = compile_phrase(phrase).search(answer)
            if match and not _disowned(answer, match.start()):
                shown[signal.id] = _quote(answer, match.start(), match.end())
                break
    return shown


def _quote(answer: str, start: int, end: int) -> str:
    lo, hi = _clause(answer, start, end)
    return answer[lo:hi].strip() or answer[start:end]


def red_flag_hits(answer: str, dimension: RubricDimension) -> list[str]:
    flags = []
    for flag in dimension.red_flags:
        for phrase in flag.evidence:
            match = compile_phrase(phrase).search(answer)
            if match and not _disowned(answer, match.start()):
                flags.append(flag.id)
                break
    return flags


class LexicalAssessor(Assessor):
    """Matches each signal's evidence phrases; no model. The offline default and the LLM fallback."""

    name = "lexical"

    async def assess(self, answer: str, target: Target) -> AnswerAssessment:
        return self.assess_sync(answer, target)

    def assess_sync(self, answer: str, target: Target) -> AnswerAssessment:
        shown = lexical_hits(answer, target.dimension)
        return finish(target, shown, red_flag_hits(answer, target.dimension), assessor=self.name)
