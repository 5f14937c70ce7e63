"""`interviewer score --batch-api`: the same judge prompts through a provider's batch API.

Submit every uncached (transcript, dimension, sample) as one batch, poll until it ends,
collect, verify evidence exactly as live scoring does. Quotes that fail go back in a second
batch with the problems listed (the live path's one retry); what still fails is unscored.

Resumable: the batch id is written (atomically) to ``cache_dir()/batches/<job>.json`` as
soon as the provider returns it, keyed by the set of requests; a re-run after a kill polls
that batch instead of paying for a new one. Finished dimensions go to the scoring cache
like live ones, so the job file is removed once its results are collected.
Transcripts too long for the judge's context are scored live by the chunked strategy.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import time
from dataclasses import dataclass, field

from .. import paths
from ..content.library import Library
from ..llm.batch import BatchClient, BatchItem, get_batch_client
from ..llm.errors import ModelError
from ..llm.messages import AssistantText, Message, ModelSettings, Usage
from ..transcript.store import Transcript
from ..util.atomic import atomic_write_text
from .batch import BatchOptions, BatchReport, ResultsFile, judge_model
from .cache import ScoreCache, score_key
from .evidence import red_flags_in
from .injection import screen_turns
from .judge import CACHE_VERSION, DEFAULT_CONTEXT_TOKENS, JUDGE_MAX_TOKENS, build_result, missing_rubric, \
    score_transcript, transcript_sha256
from .prompt import PROMPT_VERSION, JudgeOutput, estimate_tokens, judge_messages, render_rubric, render_transcript, \
    retry_message
from .result import DimensionScore
from .sample import Sample, aggregate, check_output, gave_up
from .select import candidate_turns, dimensions_for, turns_for_dimension

BATCH_DISCOUNT = 0.5
"""Both providers bill batch requests at half the live price."""


@dataclass
class _Request:
    job: "_Job"
    dim_id: str
    sample: int
    messages: list[Message]
    result: Sample | None = None
    problems: list[str] = field(default_factory=list)


@dataclass
class _Job:
    transcript: Transcript
    sha: str
    dim_ids: list[str]
    candidate: dict[int, str]
    withheld: frozenset[int] = frozenset()
    """Candidate turns that addressed the grader: not shown to the judge, not evidence."""
    scores: dict[str, DimensionScore] = field(default_factory=dict)
    requests: list[_Request] = field(default_factory=list)


def poll_seconds() -> float:
    return float(os.environ.get("INTERVIEWER_BATCH_POLL_S", "30"))


def _custom_id(model: str, req: _Request, round_no: int) -> str:
    key = score_key(req.job.sha, req.dim_id, "", model, PROMPT_VERSION, 0)
    return f"{key[:40]}-s{req.sample}-r{round_no}"


async def _run_batch(client: BatchClient, items: list[BatchItem], model_name: str, log) -> dict:
    """Submit (or resume) one batch and wait for it; returns custom_id → response or error."""
    job_key = hashlib.sha256(json.dumps([model_name, sorted(i.custom_id for i in items)]).encode()).hexdigest()
    job_file = paths.cache_dir() / "batches" / f"{job_key[:32]}.json"
    batch_id = None
    if job_file.exists():
        try:
            batch_id = json.loads(job_file.read_text())["batch_id"]
            log(f"resuming batch {batch_id} ({len(items)} requests)")
        except (ValueError, KeyError):
            batch_id = None
    if batch_id is None:
        batch_id = await client.submit(items)
        atomic_write_text(job_file, json.dumps({"batch_id": batch_id, "provider": client.provider,
                                                "model": model_name, "requests": len(items),
                                                "submitted_at": time.time()}))
        log(f"submitted batch {batch_id} ({len(items)} requests)")
    wait = poll_seconds()
    while True:
        status = await client.status(batch_id)
        if status.state != "in_progress":
            break
        log(f"batch {batch_id}: {status.detail}")
        await asyncio.sleep(wait)
    if status.state == "failed":
        job_file.unlink(missing_ok=True)  # nothing to collect; a re-run submits afresh
        raise ModelError(f"batch {batch_id} failed: {status.detail}", provider=client.provider)
    results = await client.results(batch_id, {i.custom_id: i.output_schema for i in items})
    job_file.unlink(missing_ok=True)
    return results


def _plan(transcripts: list[Transcript], library: Library, model_name: str, options: BatchOptions,
          cache: ScoreCache | None, report: BatchReport) -> tuple[list[_Job], list[Transcript]]:
    jobs, live = [], []
    budget = options.context_tokens or DEFAULT_CONTEXT_TOKENS
    for transcript in transcripts:
        sha = transcript_sha256(transcript)
        candidate = candidate_turns(transcript)
        withheld = frozenset(screen_turns(candidate))
        block = render_transcript(transcript.turns(), withheld=withheld)
        dim_ids = dimensions_for(transcript, library, options.rubrics)
        if any(estimate_tokens(block) + 1200 + estimate_tokens(render_rubric(library.rubrics[d])) > budget
               for d in dim_ids if d in library.rubrics):
            live.append(transcript)
            continue
        job = _Job(transcript, sha, dim_ids, candidate, withheld)
        for dim_id in dim_ids:
            if dim_id not in library.rubrics:
                job.scores[dim_id] = missing_rubric(dim_id, library)
                continue
            dim = library.rubrics[dim_id]
            hit = cache.get(score_key(sha, dim.id, dim.version, model_name, CACHE_VERSION, options.samples)) \
                if cache else None
            if hit is not None:
                job.scores[dim_id] = hit[0]
                report.dimensions_cached += 1
            elif not job.candidate:
                job.scores[dim_id] = DimensionScore(dimension=dim_id, dimension_version=dim.version, score=None,
                                                    status="not_assessed",
                                                    reason="the candidate has no turns in this transcript")
            else:
                job.requests += [_Request(job, dim_id, k, judge_messages(block, dim)) for k in range(options.samples)]
        jobs.append(job)
    return jobs, live


async def score_with_batch_api(transcripts: list[Transcript], library: Library, model_name: str,
                               options: BatchOptions, *, base_url: str | None = None, log=print,
                               client: BatchClient | None = None) -> BatchReport:
    """Score ``transcripts`` through the provider's batch API; same results and cache as live scoring."""
    report = BatchReport()
    started = time.monotonic()
    client = client or get_batch_client(model_name, base_url=base_url)
    cache = ScoreCache() if options.use_cache else None
    jobs, live = _plan(transcripts, library, model_name, options, cache, report)
    pending = [r for job in jobs for r in job.requests]
    rounds = 1 + max(0, options.evidence_retries)
    settings = ModelSettings(max_tokens=JUDGE_MAX_TOKENS)
    try:
        for round_no in range(rounds):
            if not pending:
                break
            items = {_custom_id(model_name, r, round_no): r for r in pending}
            batch = [BatchItem(cid, r.messages, settings.merged(ModelSettings(
                prompt_cache_key=f"interviewer-judge-{r.job.sha[:24]}")), JudgeOutput) for cid, r in items.items()]
            results = await _run_batch(client, batch, model_name, log)
            retry = []
            for cid, req in items.items():
                got = results[cid]
                if isinstance(got, ModelError):
                    req.result = Sample("unscored", reason=f"batch request failed: {got.one_line()}", transient=True)
                    continue
                usage = got.usage
                if usage.cost_usd is not None:
                    usage.cost_usd *= BATCH_DISCOUNT
                report.usage = report.usage + usage
                dim = library.rubrics[req.dim_id]
                sample, problems = check_output(got.output, dim, req.job.candidate, req.job.withheld)
                if sample is not None:
                    req.result = sample
                elif round_no + 1 < rounds:
                    req.messages = req.messages + [AssistantText(text=got.text), retry_message(problems)]
                    retry.append(req)
                else:
                    req.result = gave_up(problems, rounds)
            pending = retry
    finally:
        if client is not None:
            await client.aclose()

    out = ResultsFile(options.out) if options.out else None
    for job in jobs:
        for dim_id in job.dim_ids:
            if dim_id in job.scores:
                continue
            dim = library.rubrics[dim_id]
            samples = [r.result for r in job.requests if r.dim_id == dim_id]
            answers = [t.text for t in turns_for_dimension(job.transcript, library, dim_id) if t.role == "candidate"]
            score = aggregate(dim, samples, red_flags=red_flags_in(dim, answers))  # build_result adds the screen's
            job.scores[dim_id] = score
            report.dimensions_fresh += 1
            if cache is not None and not any(s.transient for s in samples):
                cache.put(score_key(job.sha, dim.id, dim.version, model_name, CACHE_VERSION, options.samples), score)
        result = build_result(job.transcript, job.sha, library, job.dim_ids, job.scores, model_name, Usage())
        report.results.append(result)
        if out is not None and out.append(result):
            report.appended += 1
    if live:
        log(f"{len(live)} transcripts exceed the judge's context budget; scoring them live by chunked evidence")
        model = judge_model(model_name, base_url=base_url)
        for transcript in live:
            result = await score_transcript(transcript, library, model, rubrics=options.rubrics,
                                            samples=options.samples, cache=cache,
                                            evidence_retries=options.evidence_retries,
                                            context_tokens=options.context_tokens)
            report.results.append(result)
            if out is not None and out.append(result):
                report.appended += 1
    report.elapsed_s = time.monotonic() - started
    return report
