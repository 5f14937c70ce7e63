"""`interviewer score --backend ray`: the same scoring, fanned out as Ray tasks.

The driver keeps the cache and the results file (the cluster's machines need no shared
disk): it looks up which dimensions of each transcript are already scored, ships only the
missing ones — transcript bytes, the library, the model name — in chunks to Ray tasks, and
merges what comes back. Each task scores its chunk with the local asyncio runner (same
judge, same evidence checks, its own adaptive limit of ``--concurrency``), so results are
identical to ``--backend local``. Workers read provider keys from their own environment.
"""

from __future__ import annotations

import asyncio
import math
import tempfile
import time
from pathlib import Path

from ..content.library import Library
from ..llm.errors import MissingExtra
from ..llm.messages import Usage
from ..transcript.store import Transcript, read_transcript
from .batch import BatchOptions, BatchReport, ResultsFile, judge_model
from .cache import ScoreCache, score_key
from .judge import CACHE_VERSION, build_result, transcript_sha256
from .result import ScoreResult
from .select import dimensions_for


def _import_ray():
    try:
        import ray
    except ImportError:
        raise MissingExtra("ray", "ray") from None
    return ray


def score_chunk(chunk: list[tuple[str, bytes, list[str]]], library: Library, model_name: str,
                base_url: str | None, samples: int, concurrency: int, evidence_retries: int,
                context_tokens: int | None) -> list[str]:
    """Runs inside a Ray task: score each (name, transcript bytes, missing dimensions); results as JSON."""
    from .judge import score_transcript
    from .limiter import AIMDLimiter, with_limiter

    async def run() -> list[str]:
        limiter = AIMDLimiter(concurrency)
        base = judge_model(model_name, base_url=base_url)
        model = with_limiter(base, limiter) if base is not None else None
        with tempfile.TemporaryDirectory() as tmp:
            async def one(i: int, name: str, data: bytes, dims: list[str]) -> str:
                path = Path(tmp) / f"{i}-{Path(name).name}"
                path.write_bytes(data)
                result = await score_transcript(read_transcript(path), library, model, rubrics=dims,
                                                samples=samples, evidence_retries=evidence_retries,
                                                context_tokens=context_tokens)
                return result.model_dump_json()

            try:
                return await asyncio.gather(*(one(i, *item) for i, item in enumerate(chunk)))
            finally:
                if base is not None:
                    await base.aclose()

    return asyncio.run(run())


def score_with_ray(transcripts: list[Transcript], library: Library, model_name: str, options: BatchOptions, *,
                   base_url: str | None = None, address: str | None = None, chunk_size: int | None = None,
                   init_kwargs: dict | None = None) -> BatchReport:
    """Score on a Ray cluster (``address``) or a local Ray instance started here."""
    ray = _import_ray()
    report = BatchReport()
    started = time.monotonic()
    owns = not ray.is_initialized()
    if owns:
        kwargs = {"include_dashboard": False, "log_to_driver": False, **(init_kwargs or {})}
        if address:
            ray.init(address=address, **kwargs)
        else:
            ray.init(**kwargs)
    try:
        return _run(ray, transcripts, library, model_name, options, base_url, chunk_size, report, started)
    finally:
        if owns:
            ray.shutdown()


def _run(ray, transcripts, library, model_name, options, base_url, chunk_size, report, started) -> BatchReport:
    cache = ScoreCache() if options.use_cache else None
    out = ResultsFile(options.out) if options.out else None
    plans = []  # (transcript, sha, dim_ids, cached scores)
    work: list[tuple[int, str, bytes, list[str]]] = []
    for i, t in enumerate(transcripts):
        data = Path(t.path).read_bytes()
        sha = transcript_sha256(t)
        dim_ids = dimensions_for(t, library, options.rubrics)
        cached = {}
        for dim_id in dim_ids:
            dim = library.rubrics.get(dim_id)
            hit = cache.get(score_key(sha, dim.id, dim.version, model_name, CACHE_VERSION, options.samples)) \
                if (cache and dim) else None
            if hit is not None:
                cached[dim_id] = hit[0]
        report.dimensions_cached += len(cached)
        plans.append((t, sha, dim_ids, cached))
        missing = [d for d in dim_ids if d not in cached]
        if missing:
            work.append((i, str(t.path), data, missing))

    results: dict[int, ScoreResult] = {}
    if work:
        workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        size = chunk_size or max(1, math.ceil(len(work) / (workers * 2)))
        remote = ray.remote(num_cpus=1, max_retries=2)(score_chunk)
        lib_ref = ray.put(library)
        pending = {}
        for start in range(0, len(work), size):
            chunk = work[start:start + size]
            ref = remote.remote([(name, data, dims) for _, name, data, dims in chunk], lib_ref, model_name, base_url,
                                options.samples, options.concurrency, options.evidence_retries,
                                options.context_tokens)
            pending[ref] = [i for i, *_ in chunk]
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                for i, raw in zip(pending.pop(ref), ray.get(ref)):
                    results[i] = _merge(plans[i], ScoreResult.model_validate_json(raw), library, model_name, options,
                                        cache, report)
                    if out is not None and out.append(results[i]):
                        report.appended += 1

    for i, (t, sha, dim_ids, cached) in enumerate(plans):
        if i not in results:  # everything came from the cache
            results[i] = build_result(t, sha, library, dim_ids, cached, model_name, Usage())
            if out is not None and out.append(results[i]):
                report.appended += 1
    report.results = [results[i] for i in range(len(plans))]
    report.elapsed_s = time.monotonic() - started
    return report


def _merge(plan, fresh: ScoreResult, library, model_name, options, cache, report) -> ScoreResult:
    t, sha, dim_ids, cached = plan
    scores = dict(cached)
    for d in fresh.dimensions:
        scores[d.dimension] = d
        report.dimensions_fresh += 1
        dim = library.rubrics.get(d.dimension)
        transient = d.status == "unscored" and d.reason.startswith("judge failed")
        if cache is not None and dim is not None and not transient:
            cache.put(score_key(sha, dim.id, dim.version, model_name, CACHE_VERSION, options.samples), d)
    u = fresh.usage
    usage = Usage(requests=u.requests, input_tokens=u.input_tokens, output_tokens=u.output_tokens,
                  cached_tokens=u.cached_tokens)
    report.usage = report.usage + usage
    return build_result(t, sha, library, dim_ids, scores, model_name, usage)
