"""Scoring one transcript: one judge call per rubric dimension, evidence verified, plain-code roll-up.

``score_transcript`` is the public entry point (reports, the batch runner and the CLI use it).
With ``model=None`` it gives the lexical offline estimate instead of calling a judge.
"""

from __future__ import annotations

import asyncio
import hashlib
from datetime import datetime, timezone
from pathlib import Path

from ..content.library import Library
from ..content.models import RubricDimension
from ..llm.base import Model
from ..llm.errors import ContextTooLong
from ..llm.messages import ModelSettings, Usage
from ..transcript.store import Transcript, read_transcript
from .cache import ScoreCache, score_key
from .evidence import red_flags_in
from .injection import SCREEN_VERSION, Screen, cap, screen_transcript, screen_turns
from .longctx import judge_chunked
from .offline import offline_score
from .prompt import PROMPT_VERSION, estimate_tokens, judge_messages, render_rubric, render_transcript
from .result import DimensionScore, JudgeUsage, ScoreResult
from .rollup import roll_up
from .sample import Call, Sample, aggregate, judge_once
from .select import candidate_turns, dimensions_for, turns_for_dimension

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


class Progress:
    """Hooks the batch runner's progress bar listens to; the default does nothing."""

    def usage(self, usage: Usage) -> None:
        """A judge call finished and used this many tokens."""

    def dimension_done(self, score: DimensionScore, cached: bool) -> None:
        """One dimension of one transcript is done (from the cache or fresh)."""


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
    answers = [t.text for t in relevant if t.role == "candidate"]
    flags = red_flags_in(dim, answers)
    if not candidate:
        return DimensionScore(dimension=dim.id, dimension_version=dim.version, score=None, status="not_assessed",
                              reason="the candidate has no turns in this transcript"), True
    total = estimate_tokens(block) + estimate_tokens(render_rubric(dim))
    long = total + 1200 > budget
    results: list[Sample] = []

    async def one() -> Sample:
        if long:
            return await judge_chunked(call, dim, relevant, candidate, budget=budget, total_tokens=total,
                                       evidence_retries=evidence_retries, withheld=withheld)
        try:
            return await judge_once(call, dim, judge_messages(block, dim), candidate,
                                    evidence_retries=evidence_retries, withheld=withheld)
        except ContextTooLong:
            # The estimate said it fits; the provider disagrees. Its word wins.
            return await judge_chunked(call, dim, relevant, candidate, budget=min(budget, total), total_tokens=total,
                                       evidence_retries=evidence_retries, withheld=withheld)

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


async def score_transcript(transcript: Transcript | Path | str, library: Library, model: Model | None, *,
                           rubrics: list[str] | None = None, samples: int = 1, cache: ScoreCache | None = None,
                           progress: Progress | None = None, evidence_retries: int = 1,
                           context_tokens: int | None = None, timeout: float | None = None,
                           screen_model: Model | None = None) -> ScoreResult:
    """Score ``transcript`` on each dimension (``rubrics``, else those it touched) and roll up.

    ``model=None`` gives the offline estimate; ``timeout`` bounds each HTTP attempt (a stalled
    provider then counts as a retryable failure). With a ``cache``, dimensions already scored
    for the same transcript bytes, rubric version, model and prompt version are reused.
    Candidate turns that address the grader are withheld (``injection``); ``screen_model``
    adds a classifier call per candidate turn to the patterns.
    """
    if not isinstance(transcript, Transcript):
        transcript = read_transcript(transcript)
    progress = progress or Progress()
    samples = max(1, samples)
    sha = transcript_sha256(transcript)
    model_name = model.name if model is not None else OFFLINE_NAME
    dim_ids = dimensions_for(transcript, library, rubrics)
    scores: dict[str, DimensionScore] = {}
    usage = Usage()
    candidate = candidate_turns(transcript)
    if screen_model is not None and model is not None:
        # Before the cache: the result lists what the classifier withheld even when every score is cached.
        screen = await screen_transcript(candidate, screen_model)
    else:
        screen = Screen(withheld=screen_turns(candidate))
    version = CACHE_VERSION + (f"+{screen_model.name}" if screen_model is not None else "")

    todo: list[RubricDimension] = []
    for dim_id in dim_ids:
        if dim_id not in library.rubrics:
            scores[dim_id] = missing_rubric(dim_id, library)
            progress.dimension_done(scores[dim_id], cached=False)
            continue
        dim = library.rubrics[dim_id]
        if model is None:
            scores[dim_id] = offline_score(dim, turns_for_dimension(transcript, library, dim_id),
                                           withheld=screen.seqs, library=library)
            progress.dimension_done(scores[dim_id], cached=False)
            continue
        hit = cache.get(score_key(sha, dim.id, dim.version, model_name, version, samples)) if cache else None
        if hit is not None:
            scores[dim_id] = hit[0]
            progress.dimension_done(hit[0], cached=True)
            continue
        todo.append(dim)

    if todo:
        assert model is not None
        settings = ModelSettings(prompt_cache_key=f"interviewer-judge-{sha[:24]}", max_tokens=JUDGE_MAX_TOKENS,
                                 timeout=timeout)
        call = Call(model=model, settings=settings, on_usage=progress.usage)
        block = render_transcript(transcript.turns(), withheld=screen.seqs)
        budget = context_tokens or context_budget(model)
        first = asyncio.Event()

        async def run(dim: RubricDimension, gate: asyncio.Event | None) -> None:
            if gate is None:
                await first.wait()
            score, cacheable = await _judge_dimension(
                call, transcript, library, dim, block, candidate, samples=samples,
                evidence_retries=evidence_retries, budget=budget, first_call=first if gate is not None else None,
                withheld=screen.seqs)
            score = cap(score, dim, screen)
            scores[dim.id] = score
            if cache is not None and cacheable:
                # Off the event loop: an fsync per entry would stall every other call in flight.
                await asyncio.to_thread(cache.put, score_key(sha, dim.id, dim.version, model_name, version,
                                                             samples), score)
            progress.dimension_done(score, cached=False)

        await asyncio.gather(*(run(dim, first if i == 0 else None) for i, dim in enumerate(todo)))
        usage = call.usage

    return build_result(transcript, sha, library, dim_ids, scores, model_name, usage, screen=screen)


def build_result(transcript: Transcript, sha: str, library: Library, dim_ids: list[str],
                 scores: dict[str, DimensionScore], model_name: str, usage: Usage,
                 screen: Screen | None = None) -> ScoreResult:
    """The result file for one transcript: its dimensions in order and the roll-up.

    Every backend ends here, so the injection screen's red flag and cap are applied here too
    (again, for scores that already had them: the cap only lowers, so twice is once).
    Without a ``screen``, the patterns screen the transcript now.
    """
    if screen is None:
        screen = Screen(withheld=screen_turns(candidate_turns(transcript)))
    ordered = [cap(scores[d], library.rubrics[d], screen) if d in library.rubrics else scores[d] for d in dim_ids]
    offline = model_name == OFFLINE_NAME
    return ScoreResult(
        session_id=transcript.session_id,
        transcript_path=str(transcript.path or ""),
        transcript_sha256=sha,
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
