"""One judge sample for one dimension: ask, verify the evidence, retry with the problems, give up as unscored."""

from __future__ import annotations

import statistics
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Literal

from ...content.models import RubricDimension
from ...llm.base import Model
from ...llm.errors import ContextTooLong, ModelError
from ...llm.messages import AssistantText, Message, ModelSettings, Usage
from ...results import DimensionScore, Evidence
from .evidence import verify_evidence
from .prompt import NOT_ASSESSED, JudgeOutput, retry_message

AGREEMENT_FLAG = 0.8
"""With --samples, a dimension whose agreement falls below this is flagged for a human look."""


@dataclass
class Sample:
    """What one sample came to."""

    status: Literal["scored", "unscored", "not_assessed"]
    score: int | None = None
    evidence: list[Evidence] = field(default_factory=list)
    rationale: str = ""
    reason: str = ""
    transient: bool = False
    """True when a provider failure (not the judge's answer) made it unscored: not worth caching."""


@dataclass
class Call:
    """How to reach the judge for one transcript."""

    model: Model
    settings: ModelSettings
    usage: Usage = field(default_factory=Usage)
    on_usage: object = None

    def add(self, usage: Usage) -> None:
        self.usage = self.usage + usage
        if callable(self.on_usage):
            self.on_usage(usage)


async def judge_once(call: Call, dim: RubricDimension, messages: list[Message], candidate: dict[int, str],
                     *, evidence_retries: int = 1, withheld: Collection[int] = ()) -> Sample:
    """Ask for one dimension; keep the answer only if every quote verifies (none from a ``withheld`` turn).

    ContextTooLong propagates: the caller switches to the chunked strategy.
    """
    convo = list(messages)
    problems: list[str] = []
    for attempt in range(1 + max(0, evidence_retries)):
        try:
            response = await call.model.request(convo, call.settings, output_schema=JudgeOutput)
        except ContextTooLong:
            raise
        except ModelError as exc:
            return Sample("unscored", reason=f"judge failed: {exc.one_line()}", transient=True)
        call.add(response.usage)
        sample, problems = check_output(response.output, dim, candidate, withheld)
        if sample is not None:
            return sample
        convo = convo + [AssistantText(text=response.text or response.output.model_dump_json()),
                         retry_message(problems)]
    return gave_up(problems, 1 + max(0, evidence_retries))


def gave_up(problems: list[str], tries: int) -> Sample:
    return Sample("unscored", reason=f"evidence did not verify after {tries} tries: " +
                  "; ".join(dict.fromkeys(problems)))


def check_output(out: JudgeOutput, dim: RubricDimension, candidate: dict[int, str],
                 withheld: Collection[int] = ()) -> tuple[Sample | None, list[str]]:
    """A verified Sample, or None and the problems to send back to the judge."""
    problems: list[str] = []
    if out.dimension != dim.id:
        problems.append(f"dimension is {out.dimension!r}; this request scores {dim.id!r}")
    if out.score == NOT_ASSESSED:
        if not problems:
            return Sample("not_assessed", rationale=out.rationale,
                          reason="the judge found too little on this dimension to assess"), []
        return None, problems
    if not out.evidence:
        problems.append(f"score {out.score} given with no quoted evidence")
    problems += verify_evidence(out.evidence, candidate, withheld)
    if problems:
        return None, problems
    return Sample("scored", score=int(out.score), rationale=out.rationale,
                  evidence=[Evidence(turn=e.turn, quote=e.quote) for e in out.evidence]), []


def aggregate(dim: RubricDimension, samples: list[Sample], *, red_flags: list[str]) -> DimensionScore:
    """Fold K samples into one dimension score: median, agreement, flag."""
    common = dict(dimension=dim.id, dimension_version=dim.version, red_flags=red_flags, method="llm")
    scored = [s for s in samples if s.status == "scored"]
    many = len(samples) > 1
    sample_scores = [s.score for s in samples] if many else []
    if not scored:
        if all(s.status == "not_assessed" for s in samples):
            return DimensionScore(**common, score=None, status="not_assessed", reason=samples[0].reason,
                                  rationale=samples[0].rationale, samples=sample_scores)
        reasons = "; ".join(dict.fromkeys(s.reason for s in samples if s.status == "unscored"))
        return DimensionScore(**common, score=None, status="unscored", reason=reasons, samples=sample_scores)
    median = statistics.median_low([s.score for s in scored])
    chosen = next(s for s in scored if s.score == median)
    agreement = None
    flagged = False
    if many:
        agreement = round(sum(1 for s in scored if abs(s.score - median) <= 1) / len(samples), 3)
        flagged = agreement < AGREEMENT_FLAG
    return DimensionScore(**common, score=median, level_label=dim.levels[median - 1].label,
                          evidence=chosen.evidence, rationale=chosen.rationale, samples=sample_scores,
                          agreement=agreement, flagged=flagged)
