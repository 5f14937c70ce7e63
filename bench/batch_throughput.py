"""Batch scoring throughput and prompt-cache savings against the mock provider.

    python bench/batch_throughput.py [--transcripts 200] [--latency 0.2] [--concurrency 16]
                                     [--transcript-size small|full]

Prints, for N transcripts × every dimension they touch:

- achieved throughput as a ratio to the ideal (requests ÷ concurrency × latency); target ≥ 0.85;
- a plain async HTTP client (httpx, the transport the SDK uses) sending the same judge requests
  to the same server at the same concurrency, side by side: our throughput as a share of its
  (target ≥ 0.90 with ``--transcript-size full``: about 170 KB of prompt per call, like a
  whole loop with an LLM interviewer);
- a naive sequential scorer on the same server (timed on a sample, projected to the batch);
- total prompt tokens and the cached-prefix share for the judge's layout (system + transcript,
  breakpoint, then the dimension) versus a layout that puts the dimension first and repeats
  the transcript after it, with no stable prefix.

The mock server runs in its own process so it does not share the client's interpreter lock.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))  # the realistic transcript builder the tests use
sys.path.insert(0, str(HERE))

from scoring_helpers import make_library, write_transcript  # noqa: E402

from interviewer.llm.messages import ModelSettings  # noqa: E402
from interviewer.scoring.batch import BatchOptions, judge_model, load_transcripts, score_batch  # noqa: E402
from interviewer.scoring.judge.prompt import JudgeOutput, naive_messages, render_transcript  # noqa: E402
from interviewer.scoring.judge.select import dimensions_for  # noqa: E402


def start_server(latency: float) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, str(HERE / "mockserver.py"), "--latency", str(latency)],
                            stdout=subprocess.PIPE, text=True)
    url = proc.stdout.readline().strip()
    return proc, url


def server_call(url: str, path: str, method: str = "GET") -> dict:
    req = urllib.request.Request(url.removesuffix("/v1") + path, method=method, data=b"" if method == "POST" else None)
    with urllib.request.urlopen(req, timeout=10) as resp:
        return json.loads(resp.read())


POOL = {
    "par": ["We measured {a} TFLOPs per GPU with tensor parallel {b} inside the node.",
            "Activation memory dominated at sequence length {c}, so we turned on selective recomputation.",
            "With {b}-way pipeline stages and {a} microbatches the bubble was about {d} percent.",
            "ZeRO stage {e} cut optimizer state per GPU to roughly {c} MB.",
            "Cross-node all-gathers over InfiniBand cost us {d} ms per layer until we overlapped them.",
            "I would keep data parallel replicas at {a} and shard the embeddings separately."],
    "nccl": ["Rank {a} stopped logging after the ring was built on channel {e}.",
             "The bus bandwidth dropped from {c} to {d} GB/s on one node pair.",
             "I checked ibstat and the port on node {b} had flapped {e} times.",
             "Setting NCCL_IB_HCA to the right devices fixed a {d} percent slowdown.",
             "We saw a PCIe downgrade to Gen{e} on GPU {b} in nvidia-smi.",
             "The hang only happened with {a} ranks, which pointed at the tree algorithm."],
    "ckpt": ["A full checkpoint was {c} GB and took {d} seconds to write to the parallel filesystem.",
             "We lost {e} hours in one week to node failures before tuning the interval.",
             "Async writes moved the stall from {d} seconds to under {e}.",
             "We kept the last {e} checkpoints and verified each with a checksum.",
             "Restart time was {a} minutes, mostly spent reloading the dataloader state.",
             "Young's formula gave an interval of about {b} minutes for our MTBF."],
}


def varied_answers(i: int) -> list[tuple[str, str, str]]:
    """Four follow-up exchanges per topic, different for every transcript (real transcripts share little)."""
    import random

    rng = random.Random(i)
    turns = []
    for topic, sentences in POOL.items():
        for _ in range(4):
            turns.append(("interviewer", topic, rng.choice(["Say more.", "Why that number?", "What broke?",
                                                            "How did you verify it?"])))
            picked = rng.sample(sentences, 3)
            nums = {k: rng.randint(2, 900) for k in "abcde"}
            turns.append(("candidate", topic, " ".join(s.format(**nums) for s in picked)))
    return turns


FULL_PROMPT_CHARS = 170_000
"""Rendered transcript size of a whole loop with an LLM interviewer (what --transcript-size full builds)."""
LOG_LINES = ["[rank {a}] NCCL INFO Channel {e}/32 : {a}[{b}] -> {c}[{d}] via P2P/IPC/read",
             "[rank {a}] step {c} loss 2.{d} grad_norm 0.{e} tokens/s {c}{d}",
             "node-{b:03d} kernel: NVRM: Xid (PCI:0000:{e}:00): 79, GPU has fallen off the bus.",
             "|  {e}  NVIDIA H100 80GB HBM3   On | 00000000:{d}:00.0 Off |  {c}MiB / 81559MiB | {a}% Default |"]


def full_loop_answers(i: int) -> list[tuple[str, str, str]]:
    """Exchanges until the rendered transcript is about FULL_PROMPT_CHARS: long answers, pasted logs."""
    import random

    rng = random.Random(10_000 + i)
    turns: list[tuple[str, str, str]] = []
    size = 0
    topics = list(POOL)
    while size < FULL_PROMPT_CHARS:
        topic = topics[len(turns) // 2 % len(topics)]
        nums = {k: rng.randint(2, 900) for k in "abcde"}
        question = rng.choice(["Say more about that.", "Why that number, and how did you measure it?",
                               "What broke first, and what did the logs show?", "How did you verify it?"])
        if rng.random() < 0.3:
            logs = "\n".join(rng.choice(LOG_LINES).format(**{k: rng.randint(2, 900) for k in "abcde"})
                             for _ in range(rng.randint(20, 60)))
            question = f"Here is what the on-call saw:\n\n```text\n{logs}\n```\n\n{question}"
        answer = " ".join(s.format(**nums) for s in rng.sample(POOL[topic], 5))
        turns += [("interviewer", topic, question), ("candidate", topic, answer)]
        size += len(question) + len(answer) + 120
    return turns


def build(folder: Path, n: int, size: str = "small"):
    library = make_library(folder / "content")
    tdir = folder / "transcripts"
    tdir.mkdir()
    extra = full_loop_answers if size == "full" else varied_answers
    for i in range(n):
        write_transcript(tdir / f"s{i:04d}.jsonl", session_id=f"s{i:04d}", extra_turns=extra(i))
    transcripts, bad = load_transcripts(sorted(tdir.glob("*.jsonl")))
    assert not bad, bad
    return library, transcripts


async def naive_sequential(transcripts, library, model) -> tuple[int, float]:
    """One request at a time, no prefix layout, no cache: the baseline."""
    start = time.monotonic()
    calls = 0
    for t in transcripts:
        block = render_transcript(t.turns())
        for dim_id in dimensions_for(t, library):
            await model.request(naive_messages(block, library.rubrics[dim_id]), ModelSettings(max_tokens=1200),
                                output_schema=JudgeOutput)
            calls += 1
    return calls, time.monotonic() - start


async def scheduler_only(transcripts, library, latency: float, concurrency: int):
    """The same batch runner against an in-process model that only sleeps ``latency``: no HTTP, no SDK,
    no server CPU. What is left of the gap to the ideal is the scheduler's own."""
    from mock_replies import judge_answer

    from interviewer.testing import FunctionModel

    async def fn(messages, info):
        await asyncio.sleep(latency)
        return judge_answer("\n".join(getattr(m, "text", "") for m in messages))

    model = FunctionModel(fn)
    report = await score_batch(transcripts, library, model, BatchOptions(concurrency=concurrency, use_cache=False))
    return len(model.calls), report


async def naive_layout_tokens(transcripts, library, model, concurrency: int) -> None:
    sem = asyncio.Semaphore(concurrency)

    async def one(t, dim_id):
        async with sem:
            await model.request(naive_messages(render_transcript(t.turns()), library.rubrics[dim_id]),
                                ModelSettings(max_tokens=1200), output_schema=JudgeOutput)

    await asyncio.gather(*(one(t, d) for t in transcripts for d in dimensions_for(t, library)))


async def plain_client(url: str, transcripts, library, concurrency: int) -> tuple[int, float]:
    """The same judge requests (bodies built the same way) from a plain httpx client: the transport's ceiling."""
    import httpx

    from interviewer.llm import openai_format
    from interviewer.scoring.judge.prompt import judge_messages

    schema = openai_format.response_format(JudgeOutput)
    sem = asyncio.Semaphore(concurrency)
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=120) as client:
        async def one(block: str, dim, key: str) -> None:
            body = {"model": "bench-judge", "messages": openai_format.map_messages(judge_messages(block, dim)),
                    "max_tokens": 1200, "prompt_cache_key": key, "response_format": schema}
            async with sem:
                response = await client.post("/chat/completions", content=json.dumps(body),
                                             headers={"content-type": "application/json"})
                response.raise_for_status()
                json.loads(response.content)

        start = time.monotonic()
        jobs = []
        for t in transcripts:
            block = render_transcript(t.turns())
            jobs += [one(block, library.rubrics[d], f"plain-{t.session_id}") for d in dimensions_for(t, library)]
        await asyncio.gather(*jobs)
        return len(jobs), time.monotonic() - start


async def _closing(model, coro):
    try:
        return await coro
    finally:
        await model.aclose()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--transcripts", type=int, default=200)
    p.add_argument("--latency", type=float, default=0.2)
    p.add_argument("--concurrency", type=int, default=16)
    p.add_argument("--naive-sample", type=int, default=5, help="transcripts the sequential baseline is timed on")
    p.add_argument("--transcript-size", choices=["small", "full"], default="small",
                   help="small: a few exchanges a topic; full: ~170 KB of prompt a call, like a whole loop")
    p.add_argument("--rounds", type=int, default=3, help="alternating rounds of the plain-client comparison")
    p.add_argument("--only-plain-comparison", action="store_true",
                   help="skip the scheduler-only, sequential and layout comparisons")
    args = p.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        import os

        os.environ["INTERVIEWER_HOME"] = str(Path(tmp) / "home")
        library, transcripts = build(Path(tmp), args.transcripts, args.transcript_size)
        block_kb = sum(len(render_transcript(t.turns())) for t in transcripts) / len(transcripts) / 1000
        print(f"{len(transcripts)} transcripts ({args.transcript_size}: {block_kb:.0f} KB of transcript a prompt)")
        proc, url = start_server(args.latency)
        try:
            model = judge_model("openai:bench-judge", base_url=url)
            # Warm up (SDK import, connection pool) so the ratio measures scheduling, not start-up.
            asyncio.run(_closing(model, naive_sequential(transcripts[:1], library, model)))
            server_call(url, "/_mock/reset", "POST")
            cpu = time.process_time()
            report = asyncio.run(_closing(model, score_batch(transcripts, library, model,
                                                             BatchOptions(concurrency=args.concurrency,
                                                                          use_cache=False))))
            cpu = time.process_time() - cpu
            ours = server_call(url, "/_mock/stats")
            requests = ours["requests"]
            ideal = requests / args.concurrency * args.latency
            scored = sum(1 for r in report.results for d in r.dimensions if d.status == "scored")
            print(f"batch: {len(report.results)} transcripts, {scored} dimensions scored, {requests} requests "
                  f"in {report.elapsed_s:.2f}s; ideal {ideal:.2f}s "
                  f"(= {requests} / {args.concurrency} x {args.latency}s)")
            print(f"throughput ratio (ideal / achieved): {ideal / report.elapsed_s:.3f}  (target >= 0.85)")
            print(f"client CPU: {cpu:.2f}s ({cpu / requests * 1000:.1f} ms a request; the ideal needs under "
                  f"{args.latency / args.concurrency * 1000:.1f} ms a request on one core)")
            print(f"peak concurrency at the server: {ours['peak_concurrency']} (client limiter peak "
                  f"{report.peak_concurrency})")

            shares = []
            for round_no in range(args.rounds):
                # Alternate which goes first: on a shared machine the load drifts between runs.
                order = ("plain", "ours") if round_no % 2 == 0 else ("ours", "plain")
                times: dict[str, float] = {}
                for who in order:
                    server_call(url, "/_mock/reset", "POST")
                    cpu = time.process_time()
                    if who == "plain":
                        calls, times[who] = asyncio.run(plain_client(url, transcripts, library, args.concurrency))
                    else:
                        again = judge_model("openai:bench-judge", base_url=url)
                        rep = asyncio.run(_closing(again, score_batch(transcripts, library, again, BatchOptions(
                            concurrency=args.concurrency, use_cache=False))))
                        times[who] = rep.elapsed_s
                        calls = server_call(url, "/_mock/stats")["requests"]
                    cpu = time.process_time() - cpu
                    print(f"  round {round_no + 1} {who:>5}: {calls} requests in {times[who]:.2f}s; ratio to ideal "
                          f"{calls / args.concurrency * args.latency / times[who]:.3f}; client CPU "
                          f"{cpu / calls * 1000:.1f} ms a request")
                shares.append(times["plain"] / times["ours"])
            print(f"batch scorer vs plain httpx client (throughput share), per round: "
                  f"{', '.join(f'{x:.3f}' for x in shares)}; median {statistics.median(shares):.3f}  (target >= 0.90)")
            if args.only_plain_comparison:
                return

            calls, sched = asyncio.run(scheduler_only(transcripts, library, args.latency, args.concurrency))
            sched_ideal = calls / args.concurrency * args.latency
            print(f"scheduler only (in-process model sleeping {args.latency}s, no HTTP): {calls} calls in "
                  f"{sched.elapsed_s:.2f}s; ratio {sched_ideal / sched.elapsed_s:.3f}")

            server_call(url, "/_mock/reset", "POST")
            sample = transcripts[: args.naive_sample]
            naive_model = judge_model("openai:bench-judge", base_url=url)
            calls, seconds = asyncio.run(_closing(naive_model, naive_sequential(sample, library, naive_model)))
            projected = seconds / calls * requests
            print(f"naive sequential: {calls} requests in {seconds:.2f}s on {len(sample)} transcripts; projected "
                  f"{projected:.1f}s for the batch → batch scorer is {projected / report.elapsed_s:.1f}x faster")

            server_call(url, "/_mock/reset", "POST")
            layout_model = judge_model("openai:bench-judge", base_url=url)
            asyncio.run(_closing(layout_model, naive_layout_tokens(transcripts, library, layout_model,
                                                                   args.concurrency)))
            naive = server_call(url, "/_mock/stats")
            ours_share = ours["cached_tokens"] / ours["prompt_tokens"]
            naive_share = naive["cached_tokens"] / naive["prompt_tokens"]
            print(f"prompt tokens, judge layout: {ours['prompt_tokens']:,} total, {ours['cached_tokens']:,} "
                  f"cached ({ours_share:.1%}); uncached {ours['prompt_tokens'] - ours['cached_tokens']:,}")
            print(f"prompt tokens, no stable prefix: {naive['prompt_tokens']:,} total, {naive['cached_tokens']:,} "
                  f"cached ({naive_share:.1%}); uncached {naive['prompt_tokens'] - naive['cached_tokens']:,}")
            saved = 1 - (ours["prompt_tokens"] - ours["cached_tokens"]) / (naive["prompt_tokens"] -
                                                                           naive["cached_tokens"])
            print(f"cached-prefix share of prompt tokens: {ours_share:.1%}; uncached prompt tokens cut by {saved:.1%}")
        finally:
            proc.terminate()
            proc.wait(10)


if __name__ == "__main__":
    main()
