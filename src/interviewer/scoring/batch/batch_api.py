"""`interviewer score --batch-api`: the same judge prompts through a provider's batch API.

Submit every uncached (transcript, dimension, sample) as one batch, poll until it ends,
collect, verify evidence exactly as live scoring does. Quotes that fail go back in a second
batch with the problems listed (the live path's one retry); what still fails is unscored.

This is the pipeline's score stage through a batch job (plan and complete are shared with the
other backends). Resumable: the batch id is written (atomically) to ``cache_dir()/batches/<job>.json`` as
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

from ... import paths
from ...content.library import Library
from ...llm.batch import BatchClient, BatchItem, get_batch_client
from ...llm.errors import ModelError
from ...llm.messages import AssistantText, Message, ModelSettings
from ...transcript.store import Transcript
from ...util.atomic import atomic_write_text
from ..judge.code_evidence import checker_runs
from ..judge.evidence import red_flags_in
from ..judge.flow import DEFAULT_CONTEXT_TOKENS, JUDGE_MAX_TOKENS, JudgedDimension
from ..judge.injection import cap
from ..judge.prompt import JudgeOutput, estimate_tokens, judge_messages, render_rubric, render_transcript, retry_message
from ..judge.recorded import recorded_evidence
from ..judge.sample import Sample, aggregate, check_output, gave_up
from ..judge.select import candidate_turns, turns_for_dimension
from .cache import score_key
from .local import judge_model, run_local
from .pipeline import BatchOptions, BatchReport, Pipeline, TranscriptPlan

BATCH_DISCOUNT = 0.5
"""Both providers bill batch requests at half the live price."""


@dataclass
class _Request:
    plan: TranscriptPlan
    dim_id: str
    sample: int
    messages: list[Message]
    candidate: dict[int, str]
    result: Sample | None = None
    problems: list[str] = field(default_factory=list)


def poll_seconds() -> float:
    return float(os.environ.get("INTERVIEWER_BATCH_POLL_S", "30"))


def _custom_id(model: str, req: _Request, round_no: int) -> str:
    key = score_key(req.plan.sha, req.dim_id, "", model, 0)
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


def _requests(plans: list[TranscriptPlan], options: BatchOptions) -> tuple[list[_Request], list[TranscriptPlan]]:
    """The batch's requests, and the plans too long for the judge's context (scored live, chunked)."""
    requests, live = [], []
    budget = options.context_tokens or DEFAULT_CONTEXT_TOKENS
    for plan in plans:
        if not plan.todo:
            continue
        block = render_transcript(plan.transcript.turns(), withheld=plan.screen.seqs,
                                  checker=checker_runs(plan.transcript.events))
        if any(estimate_tokens(block) + 1200 + estimate_tokens(render_rubric(dim)) > budget for dim in plan.todo):
            live.append(plan)
            continue
        candidate = candidate_turns(plan.transcript)
        requests += [_Request(plan, dim.id, k, judge_messages(
                         block, dim, recorded_evidence(plan.transcript.events, candidate, dim, plan.screen.seqs)),
                         candidate)
                     for dim in plan.todo for k in range(plan.samples)]
    return requests, live


async def score_with_batch_api(transcripts: list[Transcript], library: Library, model_name: str,
                               options: BatchOptions, *, base_url: str | None = None, log=print,
                               client: BatchClient | None = None) -> BatchReport:
    """Score ``transcripts`` through the provider's batch API; same pipeline, results and cache as live scoring."""
    started = time.monotonic()
    client = client or get_batch_client(model_name, base_url=base_url)
    pipeline = Pipeline(library, model_name, options)
    plans = [await pipeline.plan(t, i) for i, t in enumerate(transcripts)]  # one job holds every request
    requests, live = _requests(plans, options)
    pending = list(requests)
    rounds = 1 + max(0, options.evidence_retries)
    settings = ModelSettings(max_tokens=JUDGE_MAX_TOKENS)
    try:
        for round_no in range(rounds):
            if not pending:
                break
            items = {_custom_id(model_name, r, round_no): r for r in pending}
            batch = [BatchItem(cid, r.messages, settings.merged(ModelSettings(
                prompt_cache_key=f"interviewer-judge-{r.plan.sha[:24]}")), JudgeOutput) for cid, r in items.items()]
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
                pipeline.usage(usage)
                dim = library.rubrics[req.dim_id]
                sample, problems = check_output(got.output, dim, req.candidate, req.plan.screen.seqs)
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

    for plan in plans:
        if any(plan is p for p in live):
            continue
        for dim in plan.todo:
            samples = [r.result for r in requests if r.plan is plan and r.dim_id == dim.id]
            answers = [t.text for t in turns_for_dimension(plan.transcript, library, dim.id) if t.role == "candidate"]
            score = cap(aggregate(dim, samples, red_flags=red_flags_in(dim, answers)), dim, plan.screen)
            await pipeline.dimension_done(plan, JudgedDimension(score=score, cacheable=not any(s.transient
                                                                                              for s in samples)))
        await pipeline.complete(plan, None)
    if live:
        log(f"{len(live)} transcripts exceed the judge's context budget; scoring them live by chunked evidence")
        model = judge_model(model_name, base_url=base_url)
        try:
            await run_local(iter(live), pipeline, model, options)
        finally:
            if model is not None:
                await model.aclose()
    report = pipeline.finish()
    report.elapsed_s = time.monotonic() - started
    return report
