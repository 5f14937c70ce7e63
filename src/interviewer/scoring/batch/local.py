"""Scoring in this process: the pipeline's score stage run on asyncio under one adaptive limit.

A batch is idempotent and resumable: every finished dimension is in the cache the moment
it is done, and ``--out`` gets one JSON line per transcript, appended and fsynced, skipping
results it already holds. A re-run after a kill redoes only the dimensions that are missing.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from ...content.library import Library
from ...llm.base import Model
from ...results import ScoreResult
from ...transcript.store import Transcript, read_transcript
from ..judge.flow import OFFLINE_NAME, judge_dimensions
from .cache import ScoreCache
from .limiter import AIMDLimiter, with_limiter
from .pipeline import BatchOptions, BatchReport, Pipeline, Progress, TranscriptPlan, iter_transcripts

BATCH_RETRIES = 8
"""Attempts per judge call in a batch: at a 15% fault rate, four would lose a call in ~2,000."""


def judge_model(name: str, *, base_url: str | None = None) -> Model | None:
    """The judge for a batch, from the registry, with the batch's retry budget."""
    from ...llm.registry import get_model

    return get_model(name, base_url=base_url, retries=BATCH_RETRIES)


async def run_local(source: Iterator[tuple[int, Transcript]] | Iterator[TranscriptPlan], pipeline: Pipeline,
                    model: Model | None, options: BatchOptions) -> None:
    """The score stage on asyncio: transcripts stream through a bounded window of workers.

    Every judge call of the run shares one adaptive limit of ``options.concurrency``. Workers
    take the next transcript only when they are free, so at most ``window`` are in memory.
    ``source`` yields (index, transcript) to plan, or plans already made.
    """
    limiter = AIMDLimiter(options.concurrency)
    judge = with_limiter(model, limiter) if model is not None else None
    # Each transcript's calls wait for its first (the provider's prefix cache); twice the limit
    # in transcripts keeps every slot busy meanwhile. Offline work has no calls to overlap.
    window = max(2, 2 * options.concurrency) if judge is not None else 1

    async def worker() -> None:
        for item in source:  # a shared iterator: each worker pulls the next transcript when it is free
            if isinstance(item, TranscriptPlan):
                plan = item
            else:
                index, transcript = item
                if options.prepare is not None:
                    transcript = await options.prepare(transcript, judge)
                plan = await pipeline.plan(transcript, index)
            usage = None
            if plan.todo:
                assert judge is not None
                usage = await judge_dimensions(
                    plan.transcript, plan.sha, plan.todo, pipeline.library, judge,
                    lambda judged, plan=plan: pipeline.dimension_done(plan, judged), screen=plan.screen,
                    samples=plan.samples,
                    evidence_retries=options.evidence_retries, context_tokens=options.context_tokens,
                    timeout=options.timeout, on_usage=pipeline.usage)
            await pipeline.complete(plan, usage)

    await asyncio.gather(*(worker() for _ in range(window)))
    pipeline.report.peak_concurrency = max(pipeline.report.peak_concurrency, limiter.peak)
    pipeline.report.rate_limit_decreases += limiter.decreases


async def score_stream(transcripts: Iterable[Transcript], library: Library, model: Model | None,
                       options: BatchOptions, *, progress: Progress | None = None,
                       on_result: Callable[[ScoreResult], None] | None = None,
                       keep_results: bool = False) -> BatchReport:
    """Score transcripts as the iterable yields them (memory stays flat); each result goes to ``on_result``."""
    started = time.monotonic()
    model_name = model.name if model is not None else OFFLINE_NAME
    pipeline = Pipeline(library, model_name, options, progress=progress, on_result=on_result,
                        keep_results=keep_results)
    await run_local(enumerate(transcripts), pipeline, model, options)
    report = pipeline.finish()
    report.elapsed_s = time.monotonic() - started
    return report


async def score_files(files: Iterable[str | Path], library: Library, model: Model | None, options: BatchOptions, *,
                      progress: Progress | None = None, on_result: Callable[[ScoreResult], None] | None = None,
                      on_bad: Callable[[str], None] | None = None, keep_results: bool = False) -> BatchReport:
    """Score transcript files, each read only when the pipeline reaches it; unreadable ones go to ``on_bad``."""
    bad: list[str] = []

    def skip(line: str) -> None:
        bad.append(line)
        if on_bad is not None:
            on_bad(line)

    report = await score_stream(iter_transcripts(files, skip), library, model, options, progress=progress,
                                on_result=on_result, keep_results=keep_results)
    report.bad = bad
    return report


async def score_batch(transcripts: list[Transcript], library: Library, model: Model | None,
                      options: BatchOptions, progress: Progress | None = None) -> BatchReport:
    """Score transcripts already in memory concurrently under one adaptive limit; results in input order."""
    started = time.monotonic()
    model_name = model.name if model is not None else OFFLINE_NAME
    pipeline = Pipeline(library, model_name, options, progress=progress)
    await run_local(enumerate(transcripts), pipeline, model, options)
    report = pipeline.finish()
    report.elapsed_s = time.monotonic() - started
    return report


async def score_transcript(transcript: Transcript | Path | str, library: Library, model: Model | None, *,
                           rubrics: list[str] | None = None, samples: int = 1, cache: ScoreCache | None = None,
                           progress: Progress | None = None, evidence_retries: int = 1,
                           context_tokens: int | None = None, timeout: float | None = None,
                           screen_model: Model | None = None) -> ScoreResult:
    """Score one transcript on each dimension (``rubrics``, else those it touched) and roll up.

    ``model=None`` gives the offline estimate; ``timeout`` bounds each HTTP attempt (a stalled
    provider then counts as a retryable failure). With a ``cache``, dimensions already scored
    for the same transcript bytes, rubric version, model and prompt version are reused.
    Candidate turns that address the grader are withheld (``injection``); ``screen_model``
    adds a classifier call per candidate turn to the patterns.
    """
    if not isinstance(transcript, Transcript):
        transcript = read_transcript(transcript)
    options = BatchOptions(rubrics=rubrics, samples=samples, use_cache=False, evidence_retries=evidence_retries,
                           context_tokens=context_tokens, timeout=timeout, screen_model=screen_model)
    model_name = model.name if model is not None else OFFLINE_NAME
    pipeline = Pipeline(library, model_name, options, progress=progress, cache=cache)
    plan = await pipeline.plan(transcript)
    usage = None
    if plan.todo:
        assert model is not None
        usage = await judge_dimensions(transcript, plan.sha, plan.todo, library, model,
                                       lambda judged: pipeline.dimension_done(plan, judged), screen=plan.screen,
                                       samples=plan.samples,
                                       evidence_retries=evidence_retries, context_tokens=context_tokens,
                                       timeout=timeout, on_usage=pipeline.usage)
    return await pipeline.complete(plan, usage)


__all__ = ["BATCH_RETRIES", "judge_model", "run_local", "score_batch", "score_files", "score_stream",
           "score_transcript"]
