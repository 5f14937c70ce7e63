"""First-token latency and decode speed of ``local:smollm2`` on this machine.

    interviewer models pull smollm2 && python bench/local_model.py [--runs 5] [--max-tokens 64]

Prints the server start time (model load) once, then per run the time to the first streamed
token and tokens/s after it, and the medians.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time

PROMPTS = [
    "Explain in two sentences why gradient checkpointing saves memory.",
    "What does NCCL all-reduce do? Answer briefly.",
    "Name three causes of a slow data loader.",
    "Why shard optimizer state across GPUs?",
    "What is a good checkpoint interval when the cluster MTBF is 6 hours?",
]


async def run(runs: int, max_tokens: int) -> int:
    from interviewer.llm import ModelSettings, TextDelta, UserMessage
    from interviewer.llm.local import LocalModel
    from interviewer.llm.local_server import _servers

    model = LocalModel("smollm2")
    start = time.perf_counter()
    await model._get_client()
    load = time.perf_counter() - start
    print(f"server start + model load: {load:.2f} s  ({next(iter(_servers.values())).base_url})")
    firsts, speeds = [], []
    settings = ModelSettings(temperature=0, max_tokens=max_tokens)
    for i in range(runs):
        prompt = PROMPTS[i % len(PROMPTS)]
        t0 = time.perf_counter()
        first = None
        async for event in model.request_stream([UserMessage(text=f"{prompt} (run {i})")], settings):
            if first is None and isinstance(event, TextDelta):
                first = time.perf_counter()
        end = time.perf_counter()
        usage = event.response.usage
        decode = (usage.output_tokens - 1) / (end - first) if first and end > first else float("nan")
        firsts.append(first - t0)
        speeds.append(decode)
        print(f"run {i}: first token {1000 * (first - t0):6.0f} ms, {usage.output_tokens:3d} tokens, "
              f"{decode:6.1f} tokens/s (prompt {usage.input_tokens} tokens)")
    await model.aclose()
    print(f"median first-token latency {1000 * statistics.median(firsts):.0f} ms; "
          f"median decode {statistics.median(speeds):.1f} tokens/s")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--max-tokens", type=int, default=64)
    args = parser.parse_args()
    return asyncio.run(run(args.runs, args.max_tokens))


if __name__ == "__main__":
    sys.exit(main())
