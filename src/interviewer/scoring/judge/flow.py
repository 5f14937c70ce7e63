"""Scoring one transcript: one judge call per rubric dimension, evidence verified, plain-code roll-up.

``judge_dimensions`` is the score stage for one transcript in this process; the batch runner's
``score_transcript`` (plan → judge → complete) is the public entry point for one transcript.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Awaitable, Callable
from datetime import datetime, timezone
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from ...content.library import Library
from ...content.models import RubricDimension
from ...llm.base import Model
from ...llm.errors import ContextTooLong
from ...llm.messages import ModelSettings, Usage
from ...results import DimensionScore, ImportedFrom, JudgeUsage, ScoreResult
from ...transcript.store import Transcript
from .code_evidence import apply_checker, checker_runs
from .evidence import red_flags_in
from .injection import SCREEN_VERSION, Screen, cap, screen_turns
from .longctx import judge_chunked
from .recorded import recorded_evidence
from .prompt import PROMPT_VERSION, estimate_tokens, judge_messages, render_rubric, render_transcript
from .rollup import roll_up
from .sample import Call, Sample, aggregate, judge_once
from .select import candidate_turns, turns_for_dimension

OFFLINE_NAME = "offline"
DEFAULT_CONTEXT_TOKENS = 128_000
"""Used when the model does not say how long its context is."""
JUDGE_MAX_TOKENS = 1200
CACHE_VERSION = f"{PROMPT_VERSION}+{SCREEN_VERSION}"
"""What a cached score depends on besides transcript, rubric and model: the prompt and the injection screen."""


def transcript_sha256(transcript: Transcript) -> str:
    """Hash of the transcript file's bytes (of its events' JSON when it has no file)."""
    if transcript.path is not None and Path(transcript.path).is_file():
        return hashlib.sha256(Path(transcript.path).read_bytes()).hexdigest()
    body = transcript.header.model_dump_json() + "".join(e.model_dump_json() for e in transcript.events)
    return hashlib.sha256(body.encode()).hexdigest()


def context_budget(model: Model) -> int:
    """Prompt tokens the judge may use: the model's context window (wrappers forward it; the local
    server's is its n_ctx), less the room a thinking model's raised output cap takes beyond the verdict's."""
    window = getattr(model, "context_window", None)
    if not isinstance(window, int) or window <= 0:
        return DEFAULT_CONTEXT_TOKENS
    info = getattr(model, "info", None)
    thinking = info.output_budget(JUDGE_MAX_TOKENS) - JUDGE_MAX_TOKENS if info is not None else 0
    return max(window - thinking, window // 2)


def missing_rubric(dim_id: str, library: Library) -> DimensionScore:
    known = ", ".join(sorted(library.rubrics)) or "none"
    return DimensionScore(dimension=dim_id, score=None, status="unscored",
                          reason=f"no rubric '{dim_id}' in the content library (known: {known})")


async def _judge_dimension(call: Call, transcript: Transcript, library: Library, dim: RubricDimension,
                           block: str, candidate: dict[int, str], *, samples: int, evidence_retries: int,
                           budget: int, first_call: asyncio.Event | None,
                           withheld: frozenset[int] = frozenset()) -> tuple[DimensionScore, bool]:
    """Score one dimension; returns (score, cacheable). ``withheld`` turns are neither shown nor quotable."""
    relevant = turns_for_dimension(transcript, library, dim.id)
    recorded = recorded_evidence(transcript.events, candidate, dim, withheld)
    answers = [t.text for t in relevant if t.role == "candidate"]
    flags = red_flags_in(dim, answers)
    if not candidate:
        return DimensionScore(dimension=dim.id, dimension_version=dim.version, score=None, status="not_assessed",
                              reason="the candidate has no turns in this transcript"), True
    total = estimate_tokens(block) + estimate_tokens(render_rubric(dim))
    long = total + 1200 > budget
    runs = checker_runs(transcript.events) if long else []
    results: list[Sample] = []

    async def one() -> Sample:
        if long:
            return await judge_chunked(call, dim, relevant, candidate, budget=budget, total_tokens=total,
                                       evidence_retries=evidence_retries, withheld=withheld, recorded=recorded,
                                       checker=runs)
        try:
            return await judge_once(call, dim, judge_messages(block, dim, recorded), candidate,
                                    evidence_retries=evidence_retries, withheld=withheld)
        except ContextTooLong:
            # The estimate said it fits; the provider disagrees. Its word wins.
            return await judge_chunked(call, dim, relevant, candidate, budget=min(budget, total), total_tokens=total,
                                       evidence_retries=evidence_retries, withheld=withheld, recorded=recorded,
                                       checker=checker_runs(transcript.events))

    if first_call is not None:
        # The first call writes the provider's prefix cache; calls sent before it answers all miss.
        try:
            results.append(await one())
        finally:
            first_call.set()
    rest = samples - len(results)
    if rest:
        results += await asyncio.gather(*(one() for _ in range(rest)))
    score = aggregate(dim, results, red_flags=flags)
    return score, not any(s.transient for s in results)


class JudgedDimension(BaseModel):
    """One dimension as the judge left it; what the score stage hands on (and a Ray worker sends back)."""

    model_config = ConfigDict(extra="forbid")

    score: DimensionScore
    """The aggregated score (or why it is unscored), capped by the injection screen."""
    cacheable: bool = True
    """False when a provider failure, not the judge's answer, left it unscored: a re-run retries it."""


async def judge_dimensions(transcript: Transcript, sha: str, dims: list[RubricDimension], library: Library,
                           model: Model, on_dimension: Callable[[JudgedDimension], Awaitable[None]], *,
                           screen: Screen, samples: int = 1, evidence_retries: int = 1,
                           context_tokens: int | None = None, timeout: float | None = None,
                           on_usage: Callable[[Usage], None] | None = None) -> Usage:
    """Judge each of ``dims`` for one transcript; ``on_dimension`` gets each the moment it is done.

    The transcript block and candidate turns are built once and shared by every dimension;
    ``screen``'s withheld turns are neither shown nor quotable. Returns what the calls used.
    """
    settings = ModelSettings(prompt_cache_key=f"interviewer-judge-{sha[:24]}", max_tokens=JUDGE_MAX_TOKENS,
                             timeout=timeout)
    call = Call(model=model, settings=settings, on_usage=on_usage)
    block = render_transcript(transcript.turns(), withheld=screen.seqs, checker=checker_runs(transcript.events))
    candidate = candidate_turns(transcript)
    budget = context_tokens or context_budget(model)
    first = asyncio.Event()

    async def run(dim: RubricDimension, gate: asyncio.Event | None) -> None:
        if gate is None:
            await first.wait()
        score, cacheable = await _judge_dimension(
            call, transcript, library, dim, block, candidate, samples=max(1, samples),
            evidence_retries=evidence_retries, budget=budget, first_call=first if gate is not None else None,
            withheld=screen.seqs)
        await on_dimension(JudgedDimension(score=cap(score, dim, screen), cacheable=cacheable))

    await asyncio.gather(*(run(dim, first if i == 0 else None) for i, dim in enumerate(dims)))
    return call.usage


def pattern_screen(transcript: Transcript) -> Screen:
    """The injection screen by the patterns alone (what every backend uses without ``--screen-model``)."""
    return Screen(withheld=screen_turns(candidate_turns(transcript)))


def imported_from(transcript: Transcript) -> ImportedFrom | None:
    """Where an on-the-fly import came from (None for a stored transcript, and for a redacted import, whose
    result must not name the file)."""
    source = transcript.header.source
    if transcript.path is not None or source is None or source.redacted:
        return None
    return ImportedFrom(file=str(Path(source.file).absolute()), sha256=source.sha256, format=source.format,
                        candidate=source.candidate, interviewers=source.interviewers,
                        candidate_rule=source.candidate_rule, dimensions_rule=source.dimensions_rule,
                        turns_sha256=transcript.turns_sha256())


def build_result(transcript: Transcript, sha: str, library: Library, dim_ids: list[str],
                 scores: dict[str, DimensionScore], model_name: str, usage: Usage,
                 screen: Screen | None = None) -> ScoreResult:
    """The result file for one transcript: its dimensions in order and the roll-up.

    Every backend ends here, so the injection screen's red flag and cap are applied here too
    (again, for scores that already had them: the cap only lowers, so twice is once).
    Without a ``screen``, the patterns screen the transcript now.
    """
    if screen is None:
        screen = pattern_screen(transcript)
    # The checker's runs are primary evidence on the dimensions a task names, for every backend and the
    # offline estimate alike; the injection cap comes after (it only lowers).
    runs = checker_runs(transcript.events)
    ordered = [cap(apply_checker(scores[d], library.rubrics[d], runs, library), library.rubrics[d], screen)
               if d in library.rubrics else scores[d] for d in dim_ids]
    offline = model_name == OFFLINE_NAME
    return ScoreResult(
        session_id=transcript.session_id,
        transcript_path=str(transcript.path or ""),
        transcript_sha256=sha,
        imported_from=imported_from(transcript),
        candidate=transcript.header.options.candidate,
        loop_id=transcript.header.loop_id,
        model=model_name,
        prompt_version="offline-estimate" if offline else PROMPT_VERSION,
        scored_at=datetime.now(timezone.utc),
        dimensions=ordered,
        rollup=roll_up(ordered, library.rubrics),
        usage=JudgeUsage(requests=usage.requests, input_tokens=usage.input_tokens, output_tokens=usage.output_tokens,
                         cached_tokens=usage.cached_tokens, cost_usd=usage.cost_usd or 0.0),
        withheld=[screen.withheld[s] for s in sorted(screen.withheld)],
        screen=screen.summary(),
    )
