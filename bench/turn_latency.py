"""Turn latency in typed chat: from the candidate's answer to the first words of the interviewer's reply.

    python bench/turn_latency.py                     # mock latency 0.5 s and 2 s, speculation off and on
    python bench/turn_latency.py --latency 0.5 --answers 6

Runs `interviewer chat --stage training-engineer/screen --model openai:mock --answers FILE` against
bench/mockserver.py (an OpenAI-compatible server on 127.0.0.1 that answers every call after a fixed
latency), once with `INTERVIEWER_SPECULATE=0` (the assessment, then the phrasing: two calls in a row)
and once as shipped (the likely follow-up phrased while the answer is assessed). Each interviewer turn
that answers the candidate records `reply_latency_s` in the transcript; the script prints the median
and p90 as a multiple of one call's latency, and model calls and tokens per candidate turn.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

ANSWERS = [
    "I was on the training infra team for two years, mostly checkpointing and the launcher.",
    "We had a hang once, I restarted the job and it went away.",
    "Honestly not sure, I'd look at the logs.",
    "I owned the restart path: we cut time to resume from twenty minutes to four by loading shards in parallel.",
    "I would ask the cluster team.",
    "We watched GPU utilisation in Grafana and paged when it dropped.",
    "I'd check whether one node is slower than the rest.",
    "Probably the network, but I didn't dig into it.",
]


def _pct(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def run(base_url: str, answers: int, speculate: bool, work: Path) -> dict:
    from interviewer.transcript.store import read_transcript

    folder = work / ("on" if speculate else "off")
    folder.mkdir(parents=True, exist_ok=True)
    answers_file = folder / "answers.txt"
    answers_file.write_text("\n\n".join((ANSWERS * 3)[:answers]) + "\n")
    env = dict(os.environ, OPENAI_API_KEY="mock-api-key", INTERVIEWER_HOME=str(folder / "home"),
               INTERVIEWER_SPECULATE="1" if speculate else "0")
    cmd = [sys.executable, "-m", "interviewer.cli.main", "chat", "--stage", "training-engineer/screen", "--model",
           "openai:mock", "--base-url", base_url, "--answers", str(answers_file), "--transcript-dir", str(folder)]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"chat exited {done.returncode}: {done.stderr.strip()[-400:]}")
    events = read_transcript(next(folder.glob("*.jsonl"))).events
    waits = [e.reply_latency_s for e in events if getattr(e, "role", "") == "interviewer"
             and getattr(e, "reply_latency_s", None) is not None]
    calls = [e for e in events if e.type == "model_call"]
    turns = sum(1 for e in events if getattr(e, "role", "") == "candidate")
    return {"waits": waits, "calls": len(calls) / max(turns, 1),
            "tokens": sum(c.input_tokens + c.output_tokens for c in calls) / max(turns, 1)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--latency", type=float, nargs="+", default=[0.5, 2.0], help="seconds per mock call")
    p.add_argument("--answers", type=int, default=8)
    args = p.parse_args(argv)
    from mockserver import MockServer

    work = Path(tempfile.mkdtemp(prefix="turn-latency-"))
    print(f"{'latency':>8} {'speculation':>11} {'turns':>5} {'median':>8} {'p90':>8} {'calls/turn':>10} "
          f"{'tokens/turn':>11}")
    for latency in args.latency:
        rows = {}
        for speculate in (False, True):
            with MockServer(latency=latency) as server:
                rows[speculate] = run(server.base_url, args.answers, speculate, work / f"{latency}")
            r = rows[speculate]
            print(f"{latency:>7.1f}s {'on' if speculate else 'off':>11} {len(r['waits']):>5} "
                  f"{statistics.median(r['waits']) / latency:>7.2f}x {_pct(r['waits'], 0.9) / latency:>7.2f}x "
                  f"{r['calls']:>10.2f} {r['tokens']:>11.0f}")
        print(f"{'':>8} tokens per turn, on/off: {rows[True]['tokens'] / max(rows[False]['tokens'], 1):.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
