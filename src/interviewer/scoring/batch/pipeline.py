"""One scoring pipeline: plan → score → complete, for every backend.

- **plan** (``plan_transcript``): which dimensions a transcript is scored on, which are already
  decided (cached, offline estimate, unknown rubric, no candidate turns) and which need the judge.
- **score**: a backend runs the judge calls for the planned dimensions — in this process
  (``batch.score_batch``), through a provider's batch API (``batch_api``) or on Ray workers
  (``ray_backend``). Backends differ only here.
- **complete** (``Pipeline.dimension_done`` / ``Pipeline.complete``): each judged dimension goes
  to the cache the moment it is done (when a provider failure did not cause it); the transcript's
  result is built, appended to ``--out`` and handed to the caller.

Transcripts stream through: ``iter_transcripts`` reads a file only when its turn comes, and a
result leaves the pipeline once handed on, so memory stays flat as a batch grows.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
from collections.abc import Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ...content.library import Library
from ...content.models import RubricDimension
from ...llm.base import Model
from ...llm.messages import Usage
from ...results import DimensionScore, ScoreResult
from ...transcript.store import Transcript, TranscriptError, read_transcript
from ..judge.flow import CACHE_VERSION, OFFLINE_NAME, JudgedDimension, build_result, missing_rubric, pattern_screen, \
    transcript_sha256
from ..judge.injection import Screen, screen_transcript
from ..judge.code_evidence import CHECKER_VERSION, checker_runs
from ..judge.offline import offline_score, passes_in, wrong_numbers_in
from ..judge.recorded import recorded_evidence
from ..judge.select import candidate_turns, dimensions_for, turns_for_dimension
from .cache import ScoreCache, score_key


class Progress:
    """Hooks the batch runner's progress bar listens to; the default does nothing."""

    def usage(self, usage: Usage) -> None:
        """A judge call finished and used this many tokens."""

    def dimension_done(self, score: DimensionScore, cached: bool) -> None:
        """One dimension of one transcript is done (from the cache or fresh)."""


NO_CANDIDATE_TURNS = "the candidate has no turns in this transcript"


@dataclass
class TranscriptPlan:
    """What is left to do for one transcript."""

    transcript: Transcript
    sha: str
    """Hash of the transcript bytes: part of every cache key."""
    model_name: str
    samples: int
    dim_ids: list[str]
    """Dimensions of the result, in order."""
    screen: Screen = field(default_factory=Screen)
    """Candidate turns withheld from the judge because they addressed the grader."""
    version: str = CACHE_VERSION
    """Prompt and screen versions (and the screen model, if any): part of every cache key."""
    done: dict[str, DimensionScore] = field(default_factory=dict)
    """Dimensions decided without a judge call (and, as the score stage goes, those it judged)."""
    from_cache: list[str] = field(default_factory=list)
    """Which of ``done`` came from the cache."""
    todo: list[RubricDimension] = field(default_factory=list)
    """Dimensions the judge must score."""
    index: int = 0
    """Position in the batch (results of an in-memory batch come back in this order)."""

    def key(self, dim_id: str, dim_version: str) -> str:
        """The cache key of one dimension of this transcript."""
        return score_key(self.sha, dim_id, dim_version, self.model_name, self.samples, prompt_version=self.version)


def plan_transcript(transcript: Transcript, library: Library, model_name: str, *, rubrics: list[str] | None = None,
                    samples: int = 1, cache: ScoreCache | None = None, index: int = 0, screen: Screen | None = None,
                    version: str = CACHE_VERSION) -> TranscriptPlan:
    """Decide what needs the judge; ``model_name`` ``offline`` decides everything with the lexical estimate.

    ``screen`` defaults to the injection patterns over the candidate turns.
    """
    samples = max(1, samples)
    if screen is None:
        screen = pattern_screen(transcript)
    if checker_runs(transcript.events):
        version += CHECKER_VERSION  # the judge read the checker's runs: scores from before that are not reused
    plan = TranscriptPlan(transcript, transcript_sha256(transcript), model_name, samples,
                          dimensions_for(transcript, library, rubrics), screen=screen, version=version, index=index)
    has_candidate = None
    for dim_id in plan.dim_ids:
        dim = library.rubrics.get(dim_id)
        if dim is None:
            plan.done[dim_id] = missing_rubric(dim_id, library)
        elif model_name == OFFLINE_NAME:
            plan.done[dim_id] = offline_score(dim, turns_for_dimension(transcript, library, dim_id),
                                              withheld=set(screen.seqs) | passes_in(transcript), library=library,
                                              wrong_numbers=wrong_numbers_in(transcript),
                                              recorded=recorded_evidence(transcript.events,
                                                                         candidate_turns(transcript), dim,
                                                                         screen.seqs))
        elif cache is not None and (hit := cache.get(plan.key(dim.id, dim.version))) is not None:
            plan.done[dim_id] = hit[0]
            plan.from_cache.append(dim_id)
        else:
            if has_candidate is None:
                has_candidate = bool(candidate_turns(transcript))
            if has_candidate:
                plan.todo.append(dim)
            else:
                plan.done[dim_id] = DimensionScore(dimension=dim.id, dimension_version=dim.version, score=None,
                                                   status="not_assessed", reason=NO_CANDIDATE_TURNS)
    return plan


@dataclass
class BatchOptions:
    """What `interviewer score` was asked to do, minus where the transcripts are."""

    rubrics: list[str] | None = None
    samples: int = 1
    concurrency: int = 16
    """Judge requests in flight at once, for the whole run (every backend)."""
    out: Path | None = None
    use_cache: bool = True
    evidence_retries: int = 1
    context_tokens: int | None = None
    timeout: float | None = None
    """Seconds one judge HTTP attempt may take (None: the adapter's default)."""
    screen_model: Model | None = None
    """Also asks this model whether each candidate turn addresses the grader (None: the patterns alone)."""
    prepare: Callable[[Transcript, Model | None], Awaitable[Transcript]] | None = None
    """Runs on each transcript before it is planned, on the batch's event loop and with its rate-limited judge
    (None offline): how `score` asks the import classifier which dimensions an imported file touched."""


@dataclass
class BatchReport:
    """What a batch came to."""

    results: list[ScoreResult] = field(default_factory=list)
    """Every result, in input order, when the caller asked to keep them (else empty)."""
    bad: list[str] = field(default_factory=list)
    """One line per file that could not be read (skipped)."""
    usage: Usage = field(default_factory=Usage)
    transcripts: int = 0
    """Transcripts scored."""
    dimensions_cached: int = 0
    dimensions_fresh: int = 0
    peak_concurrency: int = 0
    """Most judge requests in flight at once, across every worker."""
    rate_limit_decreases: int = 0
    elapsed_s: float = 0.0
    appended: int = 0
    """Results written to --out this run (results it already held are not written twice)."""


def discover(paths: list[str | Path]) -> tuple[list[str], list[str]]:
    """Transcript files under ``paths``, and one-line problems.

    A folder is searched (recursively) for our own ``*.jsonl`` transcripts and for the files the importer
    reads: WebVTT, SRT, chat logs as JSON, and ``.txt`` that labels at least two speakers
    (``importing.in_folder``); a file named explicitly is always tried. Paths come back as strings: a
    folder of 100,000 transcripts is 100,000 of them, held for the run.
    """
    from ...importing import in_folder
    from ...importing.sniff import FOLDER_SUFFIXES

    files: dict[str, None] = {}
    bad: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            # Hidden files and folders (".git", editors' ".ipynb_checkpoints" copies) are not searched.
            found = sorted(str(p) for p in path.rglob("*") if p.suffix.lower() in FOLDER_SUFFIXES
                           and not any(part.startswith(".") for part in p.relative_to(path).parts)
                           and p.is_file() and in_folder(p))
            if not found:
                bad.append(f"{path}: no transcripts in this folder (looked for *.jsonl, *.vtt, *.srt, chat logs as "
                           "*.json, and *.txt with speaker labels)")
            files.update(dict.fromkeys(found))
        elif path.is_file():
            files[str(path)] = None
        else:
            bad.append(f"{path}: no such file or folder")
    return list(files), bad


def iter_transcripts(files: Iterable[str | Path], on_bad: Callable[[str], None]) -> Iterator[Transcript]:
    """Read each file when it is asked for; a bad one goes to ``on_bad`` as one line and is skipped."""
    for path in files:
        try:
            yield read_transcript(path)
        except TranscriptError as exc:
            on_bad(str(exc))


def load_transcripts(files: list[str] | list[Path]) -> tuple[list[Transcript], list[str]]:
    """Read every file (for callers that want them all in memory); a bad one becomes one line."""
    bad: list[str] = []
    return list(iter_transcripts(files, bad.append)), bad


def result_key(result: ScoreResult | dict) -> tuple:
    data = result.model_dump(mode="json") if isinstance(result, ScoreResult) else result
    return (data.get("transcript_sha256"), data.get("model"), data.get("prompt_version"),
            tuple(d.get("dimension") for d in data.get("dimensions", [])))


PROVIDER_FAILURES = ("judge failed", "batch request failed")
"""How the reason of a dimension a provider failure left unscored starts."""


def _failed_dims(data: dict) -> tuple:
    """Dimensions a provider failure left unscored (a re-run retries them); empty for a final result."""
    return tuple(d.get("dimension") for d in data.get("dimensions", []) if isinstance(d, dict)
                 and d.get("status") == "unscored" and str(d.get("reason", "")).startswith(PROVIDER_FAILURES))


def _digest(key: tuple) -> bytes:
    # A digest, not the tuple: a results file of 100,000 lines would otherwise hold 100,000 tuples.
    return hashlib.blake2b(json.dumps(key, default=str).encode(), digest_size=16).digest()


class ResultsFile:
    """``--out`` as JSON lines: appended and fsynced per result; a torn last line from a kill is cut off.

    A result with dimensions a provider failure left unscored is written (so the failure is on
    record) but does not count as done: the re-run that completes it appends the full result,
    and the last line for a transcript is the one that holds.
    """

    def __init__(self, path: Path):
        self.path = Path(path)
        self.seen: set[bytes] = set()
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
                    self.seen.add(_digest(result_key(data) + (_failed_dims(data),)))
                except (ValueError, AttributeError, TypeError):
                    continue
            del raw
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def append(self, result: ScoreResult) -> bool:
        key = result_key(result)
        failed = _failed_dims(result.model_dump(mode="json"))
        if _digest(key + (failed,)) in self.seen or _digest(key + ((),)) in self.seen:
            return False
        line = (result.model_dump_json() + "\n").encode()
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line)
            os.fsync(fd)
        finally:
            os.close(fd)
        self.seen.add(_digest(key + (failed,)))
        return True


class Pipeline:
    """The plan and complete stages of one run, shared by every backend.

    ``on_result`` receives each result as it completes; with ``keep_results`` the report also
    holds them all (in input order), which an in-memory batch wants and a streamed one must not.
    """

    def __init__(self, library: Library, model_name: str, options: BatchOptions, *, progress: Progress | None = None,
                 cache: ScoreCache | None = None, on_result: Callable[[ScoreResult], None] | None = None,
                 keep_results: bool = True):
        self.library = library
        self.model_name = model_name
        self.options = options
        self.progress = progress or Progress()
        self.cache = cache if cache is not None else (ScoreCache() if options.use_cache else None)
        self.out = ResultsFile(options.out) if options.out else None
        self.on_result = on_result
        self.keep_results = keep_results
        self.report = BatchReport()
        self._kept: list[tuple[int, ScoreResult]] = []

    async def plan(self, transcript: Transcript, index: int = 0) -> TranscriptPlan:
        screen_model = self.options.screen_model
        screen = None
        if screen_model is not None and self.model_name != OFFLINE_NAME:
            # Before the cache: the result lists what the classifier withheld even when every score is cached.
            screen = await screen_transcript(candidate_turns(transcript), screen_model)
        version = CACHE_VERSION + (f"+{screen_model.name}" if screen_model is not None else "")
        plan = plan_transcript(transcript, self.library, self.model_name, rubrics=self.options.rubrics,
                               samples=self.options.samples, cache=self.cache, index=index, screen=screen,
                               version=version)
        self.report.dimensions_cached += len(plan.from_cache)
        for dim_id, score in plan.done.items():
            self.progress.dimension_done(score, cached=dim_id in plan.from_cache)
        return plan


    def usage(self, usage: Usage) -> None:
        """A judge call finished (the score stage reports each one)."""
        self.report.usage = self.report.usage + usage
        self.progress.usage(usage)

    async def dimension_done(self, plan: TranscriptPlan, judged: JudgedDimension) -> None:
        score = judged.score
        plan.done[score.dimension] = score
        self.report.dimensions_fresh += 1
        if self.cache is not None and judged.cacheable:
            # Off the event loop: an fsync per entry would stall every other call in flight.
            await asyncio.to_thread(self.cache.put, plan.key(score.dimension, score.dimension_version), score)
        self.progress.dimension_done(score, cached=False)

    async def complete(self, plan: TranscriptPlan, usage: Usage | None) -> ScoreResult:
        """Build the transcript's result from its dimensions, append it to --out and hand it on."""
        result = build_result(plan.transcript, plan.sha, self.library, plan.dim_ids, plan.done, self.model_name,
                              usage or Usage(), screen=plan.screen)
        if self.out is not None and await asyncio.to_thread(self.out.append, result):
            self.report.appended += 1
        self.report.transcripts += 1
        if self.keep_results:
            self._kept.append((plan.index, result))
        if self.on_result is not None:
            self.on_result(result)
        hook = getattr(self.progress, "transcript_done", None)
        if hook:
            hook(result)
        return result

    def finish(self) -> BatchReport:
        self.report.results = [r for _, r in sorted(self._kept, key=lambda item: item[0])]
        return self.report
