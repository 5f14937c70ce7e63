"""`interviewer score --backend ray`: the pipeline's score stage as Ray tasks.

The driver runs plan and complete (the cache and the results file stay on the driver; the
cluster's machines need no shared disk): it ships only the dimensions still to score —
transcript bytes, their ids — in chunks to Ray tasks, and completes each transcript as its
chunk comes back. Every worker's judge calls take a slot from one limiter actor, so
``--concurrency`` bounds the whole run, and the actor's peak is the run's real peak.
Transcripts stream: the driver reads the next ones only while fewer than ``2 × workers``
chunks are in flight. Workers read provider keys from their own environment.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ...content.library import Library
from ...llm.errors import MissingExtra
from ...results import JudgeUsage, ScoreResult
from ...transcript.store import Transcript, read_transcript
from ..judge.flow import JudgedDimension, judge_dimensions
from .limiter import AIMDLimiter, with_limiter
from .pipeline import BatchOptions, BatchReport, Pipeline, TranscriptPlan, plan_transcript

DEFAULT_CHUNK = 4
"""Transcripts per Ray task when the caller does not say."""


def _import_ray():
    try:
        import ray
    except ImportError:
        raise MissingExtra("ray", "ray") from None
    return ray


class LimiterState:
    """The whole run's adaptive limit, kept in one Ray actor; workers borrow slots from it."""

    def __init__(self, maximum: int):
        self.limiter = AIMDLimiter(maximum)

    async def acquire(self) -> None:
        await self.limiter.acquire()

    async def release(self) -> None:
        self.limiter.release()

    async def rate_limited(self) -> None:
        self.limiter.on_rate_limited()

    async def success(self) -> None:
        self.limiter.on_success()

    async def stats(self) -> tuple[int, int]:
        """(peak in flight, rate-limit decreases)."""
        return self.limiter.peak, self.limiter.decreases


class RemoteLimiter:
    """The limiter interface ``LimitedModel`` uses, backed by the run's limiter actor.

    Only taking a slot waits for the actor; giving it back and reporting the outcome are sent
    without waiting (an actor runs every call it is sent).
    """

    def __init__(self, actor: Any):
        self.actor = actor

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        await self.actor.acquire.remote()
        try:
            yield
        finally:
            self.actor.release.remote()

    def on_rate_limited(self) -> None:
        self.actor.rate_limited.remote()

    def on_success(self) -> None:
        self.actor.success.remote()


class ChunkItem(BaseModel):
    """What a worker gets for one transcript."""

    model_config = ConfigDict(extra="forbid")

    index: int
    """The transcript's position in the run."""
    name: str
    """Its file name (for the temporary copy)."""
    data: bytes
    """The transcript file's bytes."""
    dimensions: list[str]
    """The dimensions still to score."""


class ChunkResult(BaseModel):
    """What a worker sends back for one transcript."""

    model_config = ConfigDict(extra="forbid")

    index: int
    """The transcript's position in the run."""
    judged: list[JudgedDimension] = Field(default_factory=list)
    """Each dimension scored."""
    usage: JudgeUsage = Field(default_factory=JudgeUsage)
    """What the judge calls used."""


def score_chunk(chunk: list[bytes], library: Library, model_name: str, base_url: str | None, samples: int,
                limiter_actor: Any, evidence_retries: int, context_tokens: int | None,
                timeout: float | None) -> list[bytes]:
    """Runs inside a Ray task: the score stage for each transcript of the chunk (JSON in, JSON out)."""
    from .local import judge_model

    async def run() -> list[bytes]:
        base = judge_model(model_name, base_url=base_url)
        assert base is not None, "the Ray backend needs a judge model"
        model = with_limiter(base, RemoteLimiter(limiter_actor))
        with tempfile.TemporaryDirectory() as tmp:
            async def one(raw: bytes) -> bytes:
                item = ChunkItem.model_validate_json(raw)
                path = Path(tmp) / f"{item.index}-{Path(item.name).name}"
                path.write_bytes(item.data)
                plan = plan_transcript(read_transcript(path), library, model_name, rubrics=item.dimensions,
                                       samples=samples)
                judged: list[JudgedDimension] = []

                async def keep(j: JudgedDimension) -> None:
                    judged.append(j)

                usage = await judge_dimensions(plan.transcript, plan.sha, plan.todo, library, model, keep,
                                               screen=plan.screen, samples=samples, evidence_retries=evidence_retries,
                                               context_tokens=context_tokens, timeout=timeout)
                return ChunkResult(index=item.index, judged=judged, usage=JudgeUsage(
                    requests=usage.requests, input_tokens=usage.input_tokens, output_tokens=usage.output_tokens,
                    cached_tokens=usage.cached_tokens, cost_usd=usage.cost_usd)).model_dump_json().encode()

            try:
                return list(await asyncio.gather(*(one(raw) for raw in chunk)))
            finally:
                await base.aclose()

    return asyncio.run(run())


def score_with_ray(transcripts: Iterable[Transcript], library: Library, model_name: str, options: BatchOptions, *,
                   base_url: str | None = None, address: str | None = None, chunk_size: int | None = None,
                   init_kwargs: dict | None = None, task_cpus: float = 1.0,
                   on_result: Callable[[ScoreResult], None] | None = None, keep_results: bool = True) -> BatchReport:
    """Score on a Ray cluster (``address``) or a local Ray instance started here.

    ``task_cpus`` is what each scoring task reserves; the calls are I/O-bound, so a fraction
    lets several tasks share a CPU. ``on_result`` and ``keep_results`` are as for ``Pipeline``.
    """
    ray = _import_ray()
    started = time.monotonic()
    owns = not ray.is_initialized()
    if owns:
        kwargs = {"include_dashboard": False, "log_to_driver": False, **(init_kwargs or {})}
        if address:
            ray.init(address=address, **kwargs)
        else:
            ray.init(**kwargs)
    try:
        pipeline = Pipeline(library, model_name, options, on_result=on_result, keep_results=keep_results)
        asyncio.run(_drive(ray, enumerate(transcripts), pipeline, base_url, chunk_size or DEFAULT_CHUNK,
                           task_cpus))
        report = pipeline.finish()
        report.elapsed_s = time.monotonic() - started
        return report
    finally:
        if owns:
            ray.shutdown()


async def _drive(ray, source: Iterator[tuple[int, Transcript]], pipeline: Pipeline, base_url: str | None,
                 chunk_size: int, task_cpus: float) -> None:
    options = pipeline.options
    # One slot pool for the run; the actor takes no CPU, so it never starves the scoring tasks.
    actor = ray.remote(num_cpus=0)(LimiterState).remote(options.concurrency)
    remote = ray.remote(num_cpus=task_cpus, max_retries=2)(score_chunk)
    lib_ref = ray.put(pipeline.library)
    workers = max(1, int(ray.cluster_resources().get("CPU", 1) / task_cpus))
    in_flight: dict[asyncio.Future, dict[int, TranscriptPlan]] = {}
    chunk: dict[int, TranscriptPlan] = {}

    def submit() -> None:
        items = [ChunkItem(index=i, name=str(p.transcript.path or f"t{i}.jsonl"),
                           data=Path(p.transcript.path).read_bytes(),
                           dimensions=[d.id for d in p.todo]).model_dump_json().encode() for i, p in chunk.items()]
        ref = remote.remote(items, lib_ref, pipeline.model_name, base_url, options.samples, actor,
                            options.evidence_retries, options.context_tokens, options.timeout)
        in_flight[asyncio.ensure_future(_awaited(ref))] = dict(chunk)
        chunk.clear()

    async def collect(block: bool) -> None:
        if not in_flight:
            return
        done, _ = await asyncio.wait(list(in_flight), return_when=asyncio.FIRST_COMPLETED if block else
                                     asyncio.ALL_COMPLETED)
        for fut in done:
            plans_by_index = in_flight.pop(fut)
            for raw in fut.result():
                back = ChunkResult.model_validate_json(raw)
                plan = plans_by_index[back.index]
                for judged in back.judged:
                    if judged.score.dimension in {d.id for d in plan.todo}:
                        await pipeline.dimension_done(plan, judged)
                usage = _usage(back.usage)
                pipeline.usage(usage)
                await pipeline.complete(plan, usage)

    for index, transcript in source:
        plan = await pipeline.plan(transcript, index)
        if not plan.todo:
            await pipeline.complete(plan, None)
            continue
        chunk[plan.index] = plan
        if len(chunk) >= chunk_size:
            submit()
            while len(in_flight) >= 2 * workers:
                await collect(block=True)
    if chunk:
        submit()
    while in_flight:
        await collect(block=True)
    peak, decreases = await _awaited(actor.stats.remote())
    pipeline.report.peak_concurrency = peak
    pipeline.report.rate_limit_decreases = decreases
    ray.kill(actor)


async def _awaited(ref: Any) -> Any:
    return await ref


def _usage(u: JudgeUsage):
    from ...llm.messages import Usage

    return Usage(requests=u.requests, input_tokens=u.input_tokens, output_tokens=u.output_tokens,
                 cached_tokens=u.cached_tokens, cost_usd=u.cost_usd)
