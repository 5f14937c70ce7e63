"""Scoring many transcripts: discovery, an adaptive concurrency limit, the cache, and an append-only results file.

A batch is idempotent and resumable: every finished dimension is in the cache the moment
it is done, and ``--out`` gets one JSON line per transcript, appended and fsynced, skipping
results it already holds. A re-run after a kill redoes only the dimensions that are missing.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..content.library import Library
from ..llm.base import Model
from ..llm.messages import Usage
from ..transcript.store import Transcript, TranscriptError, read_transcript
from .cache import ScoreCache
from .judge import Progress, score_transcript
from .limiter import AIMDLimiter, with_limiter
from .result import ScoreResult


BATCH_RETRIES = 8
"""Attempts per judge call in a batch: at a 15% fault rate, four would lose a call in ~2,000."""


def judge_model(name: str, *, base_url: str | None = None) -> Model | None:
    """The judge for a batch, from the registry, with the batch's retry budget."""
    from ..llm.registry import get_model

    return get_model(name, base_url=base_url, retries=BATCH_RETRIES)


@dataclass
class BatchOptions:
    """What `interviewer score` was asked to do, minus where the transcripts are."""

    rubrics: list[str] | None = None
    samples: int = 1
    concurrency: int = 16
    out: Path | None = None
    use_cache: bool = True
    evidence_retries: int = 1
    context_tokens: int | None = None
    timeout: float | None = None
    """Seconds one judge HTTP attempt may take (None: the adapter's default)."""
    screen_model: Model | None = None
    """Also asks this model whether each candidate turn addresses the grader (None: the patterns alone)."""


@dataclass
class BatchReport:
    """What a batch came to."""

    results: list[ScoreResult] = field(default_factory=list)
    bad: list[str] = field(default_factory=list)
    """One line per file that could not be read (skipped)."""
    usage: Usage = field(default_factory=Usage)
    dimensions_cached: int = 0
    dimensions_fresh: int = 0
    peak_concurrency: int = 0
    rate_limit_decreases: int = 0
    elapsed_s: float = 0.0
    appended: int = 0
    """Results written to --out this run (results it already held are not written twice)."""


def discover(paths: list[str | Path]) -> tuple[list[Path], list[str]]:
    """Transcript files under ``paths`` (folders searched for ``*.jsonl``), and one-line problems."""
    files: list[Path] = []
    bad: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.jsonl") if p.is_file())
            if not found:
                bad.append(f"{path}: no transcripts (*.jsonl) in this folder")
            files += found
        elif path.is_file():
            files.append(path)
        else:
            bad.append(f"{path}: no such file or folder")
    return list(dict.fromkeys(files)), bad


def load_transcripts(files: list[Path]) -> tuple[list[Transcript], list[str]]:
    """Read each file; a bad one becomes one line and is skipped."""
    good: list[Transcript] = []
    bad: list[str] = []
    for path in files:
        try:
            good.append(read_transcript(path))
        except TranscriptError as exc:
            bad.append(str(exc))
    return good, bad


def result_key(result: ScoreResult | dict) -> tuple:
    data = result.model_dump(mode="json") if isinstance(result, ScoreResult) else result
    return (data.get("transcript_sha256"), data.get("model"), data.get("prompt_version"),
            tuple(d.get("dimension") for d in data.get("dimensions", [])))


def _failed_dims(data: dict) -> tuple:
    """Dimensions a provider failure left unscored (a re-run retries them); empty for a final result."""
    return tuple(d.get("dimension") for d in data.get("dimensions", []) if isinstance(d, dict)
                 and d.get("status") == "unscored"
                 and str(d.get("reason", "")).startswith(("judge failed", "batch request failed")))


class ResultsFile:
    """``--out`` as JSON lines: appended and fsynced per result; a torn last line from a kill is cut off.

    A result with dimensions a provider failure left unscored is written (so the failure is on
    record) but does not count as done: the re-run that completes it appends the full result,
    and the last line for a transcript is the one that holds.
    """

    def __init__(self, path: Path):
        self.path = Path(path)
        self.seen: set[tuple] = set()
        if self.path.exists():
            raw = self.path.read_bytes()
            if raw and not raw.endswith(b"\n"):
                # A line torn by a kill mid-write is no result: cut it off so readers never see
                # half a result; that transcript is written again below when it is re-scored.
                raw = raw[: raw.rfind(b"\n") + 1]
                os.truncate(self.path, len(raw))
            for line in raw.splitlines():
                try:
                    data = json.loads(line)
                    self.seen.add(result_key(data) + (_failed_dims(data),))
                except (ValueError, AttributeError, TypeError):
                    continue
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def append(self, result: ScoreResult) -> bool:
        key = result_key(result) + (_failed_dims(result.model_dump(mode="json")),)
        if key in self.seen or key[:-1] + ((),) in self.seen:
            return False
        line = (result.model_dump_json() + "\n").encode()
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line)
            os.fsync(fd)
        finally:
            os.close(fd)
        self.seen.add(key)
        return True


class _Counting(Progress):
    def __init__(self, inner: Progress, report: BatchReport):
        self.inner = inner
        self.report = report

    def usage(self, usage: Usage) -> None:
        self.report.usage = self.report.usage + usage
        self.inner.usage(usage)

    def dimension_done(self, score, cached: bool) -> None:
        if cached:
            self.report.dimensions_cached += 1
        else:
            self.report.dimensions_fresh += 1
        self.inner.dimension_done(score, cached)

    def transcript_done(self, result: ScoreResult) -> None:
        hook = getattr(self.inner, "transcript_done", None)
        if hook:
            hook(result)


async def score_batch(transcripts: list[Transcript], library: Library, model: Model | None,
                      options: BatchOptions, progress: Progress | None = None) -> BatchReport:
    """Score every transcript concurrently under one adaptive limit; results in input order."""
    report = BatchReport()
    started = time.monotonic()
    limiter = AIMDLimiter(options.concurrency)
    judge = with_limiter(model, limiter) if model is not None else None
    cache = ScoreCache() if options.use_cache else None
    out = ResultsFile(options.out) if options.out else None
    counting = _Counting(progress or Progress(), report)
    results: list[ScoreResult | None] = [None] * len(transcripts)

    async def one(i: int, transcript: Transcript) -> None:
        result = await score_transcript(transcript, library, judge, rubrics=options.rubrics,
                                        samples=options.samples, cache=cache, progress=counting,
                                        evidence_retries=options.evidence_retries,
                                        context_tokens=options.context_tokens, timeout=options.timeout,
                                        screen_model=options.screen_model)
        results[i] = result
        if out is not None and await asyncio.to_thread(out.append, result):
            report.appended += 1
        counting.transcript_done(result)

    await asyncio.gather(*(one(i, t) for i, t in enumerate(transcripts)))
    report.results = [r for r in results if r is not None]
    report.peak_concurrency = limiter.peak
    report.rate_limit_decreases = limiter.decreases
    report.elapsed_s = time.monotonic() - started
    return report
