"""Per-turn engine overhead: everything in a turn except the model call.

A 200-turn session (synthetic persona: many topics on the shipped nccl-collectives rubric)
runs against a zero-latency FunctionModel that phrases every line and assesses every answer
(structured output), so the LLM code paths are exercised. A turn is the time from one answer
being handed to the engine to the engine asking for the next, minus the time spent inside
model calls. Transcript writes (append + fsync per event) are included, as in real use.

    python bench/engine_overhead.py [--turns 200] [--no-fsync]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

from interviewer.content import load_library
from interviewer.interview.launch import SessionOptions, build_engine, start
from interviewer.llm.messages import UserMessage
from interviewer.testing import FunctionModel

ANSWER = ("I'd look at NCCL_DEBUG=INFO for the transport, then dump the flight recorder to find the rank "
          "that never entered the collective.")


def synthetic_content(root: Path, turns: int) -> None:
    lib = load_library()
    rubric = lib.rubric("nccl-collectives")
    signals = [s.id for s in rubric.signals]
    per_topic = 3  # the opening answer plus two probes
    topics = []
    for i in range(turns // per_topic + 2):
        ladder = [{"signal": signals[(i + k) % len(signals)], "text": f"Probe {k} of topic {i}?"} for k in range(4)]
        topics.append({"id": f"t{i:03d}", "dimension": "nccl-collectives", "title": f"Topic {i}",
                       "question": f"Question {i}: walk me through an NCCL hang.", "ladder": ladder,
                       "max_probes": per_topic - 1, "minutes": 600})
    persona = {"kind": "persona", "id": "bench-persona", "name": "Bench", "role": "Staff engineer",
               "seniority": "staff", "stage": "screen", "voice": {"style": "plain", "pressure": "steady",
                                                                    "silence": "waits"},
               "goals": ["measure"], "opening": "Hello.", "closing": "Bye.", "never": ["teach"], "topics": topics}
    loop = {"kind": "loop", "id": "bench-loop", "version": "1", "title": "bench", "description": "bench",
            "stages": [{"id": "s", "title": "s", "persona": "bench-persona", "minutes": 100000}]}
    (root / "personas").mkdir(parents=True)
    (root / "loops").mkdir()
    (root / "personas" / "bench.yaml").write_text(yaml.safe_dump(persona))
    (root / "loops" / "bench.yaml").write_text(yaml.safe_dump(loop))


class TimedAnswers:
    """Answers ANSWER ``turns`` times, stamping when the engine asks and when it gets each answer."""

    def __init__(self, turns: int):
        self.turns = turns
        self.asked: list[float] = []
        self.given: list[float] = []

    async def next_answer(self):
        from interviewer.interview.simulator import Answer

        self.asked.append(time.perf_counter())
        if len(self.given) >= self.turns:
            return None
        self.given.append(time.perf_counter())
        return Answer(ANSWER, "bench")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--no-fsync", action="store_true", help="skip fsync per event (measures the engine alone)")
    args = parser.parse_args(argv)
    model_time: list[tuple[float, float]] = []

    def fn(messages, info):
        if info.output_schema is not None:
            return {"signals": [{"signal": "nccl-debug-output", "shown": True, "quote": "NCCL_DEBUG=INFO"}],
                    "red_flags": [], "depth": "partial"}
        last = messages[-1]
        return "Phrased: " + (last.text.split("\n\n")[-1] if isinstance(last, UserMessage) else "ok")

    class ZeroLatency(FunctionModel):
        async def request(self, *a, **kw):
            t0 = time.perf_counter()
            try:
                return await super().request(*a, **kw)
            finally:
                model_time.append((t0, time.perf_counter()))

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        synthetic_content(root / "content", args.turns)
        library = load_library([root / "content"])
        session, writer = start(SessionOptions(loop_id="bench-loop", transcript_dir=str(root / "t")),
                                library=library, fsync=not args.no_fsync)
        answers = TimedAnswers(args.turns)
        model = ZeroLatency(fn)
        engine = build_engine(session, writer, answers, model=model, judge=model, tools=None, stream=False,
                              max_turns=args.turns + 10)
        started = time.perf_counter()
        asyncio.run(engine.run())
        total = time.perf_counter() - started
        writer.close()
        events = sum(1 for _ in open(writer.path))
    per_turn = []
    for given, asked in zip(answers.given, answers.asked[1:]):
        inside = sum(min(e, asked) - max(s, given) for s, e in model_time if s < asked and e > given)
        per_turn.append((asked - given - inside) * 1000)
    in_model = sum(e - s for s, e in model_time)
    print(f"engine overhead per turn over {len(per_turn)} turns ({events} transcript events, "
          f"fsync {'off' if args.no_fsync else 'on'}, {len(model_time)} model calls):")
    print(f"  median {statistics.median(per_turn):.2f} ms   p90 {statistics.quantiles(per_turn, n=10)[-1]:.2f} ms"
          f"   max {max(per_turn):.2f} ms")
    print(f"  whole session {total:.2f} s, of which inside the zero-latency model {in_model * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
