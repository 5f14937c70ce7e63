"""Voice turn latency: from the end of the candidate's patience window to the interviewer's first audio out.

    python bench/voice_turn.py                 # 10, 30 and 60 s answers, 3 of each, Piper voice
    python bench/voice_turn.py --reps 1 --lengths 10 60

Answers are spoken with Piper (noise off) from domain sentences, written as WAVs, and replayed through
`interviewer chat --voice --audio-in DIR --realtime --model offline` at the speed of speech: the same
listening path as a microphone (Silero segments recognised while the answer is spoken, then the patience
window). The chat writes `timings.jsonl` beside its audio; this script reads it and prints, per answer
length, the median and p90 wait, how many segments each answer was recognised in, and the WER and
domain-term error rate of what was recognised (against the sentences spoken). Timings are wall-clock on
this machine: run it on a quiet one.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

SENTENCES = (
    "I would set NCCL_DEBUG=INFO and check which rank never joins the all-reduce.",
    "With FSDP each rank holds only a shard of the parameters, gradients and optimizer state.",
    "The Xid 79 error in dmesg means the GPU fell off the bus, so I would drain that node.",
    "NVLink connects the GPUs inside a node, and InfiniBand connects the nodes.",
    "I would save the checkpoint in the background to local disk and then copy it to object storage.",
    "Ray schedules the data loading workers while the trainer runs on the GPUs.",
    "A ring all-reduce sends each byte twice, so bandwidth matters more than latency for large tensors.",
    "The checkpoint interval should balance the save time against the mean time between failures.",
    "I would profile the step time to see whether the GPUs wait on communication or on the data loader.",
    "Tensor parallelism splits each layer across GPUs, and pipeline parallelism splits the layers into stages.",
)


def _answer(renderer, seconds: float, offset: int):
    """Sentences (with a natural 0.35 s breath between them) until the answer is about ``seconds`` long."""
    import numpy as np

    from interviewer_voice.spoken import RATE, SpokenEntry

    parts, texts, total, i = [], [], 0.0, offset
    while total < seconds:
        text = SENTENCES[i % len(SENTENCES)]
        samples = renderer.render(SpokenEntry(text))
        parts += [samples, np.zeros(int(0.35 * RATE), dtype=np.int16)]
        texts.append(text)
        total += len(samples) / RATE + 0.35
        i += 1
    return np.concatenate(parts), " ".join(texts)


def _pct(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--lengths", type=float, nargs="+", default=[10, 30, 60], help="answer lengths in seconds")
    p.add_argument("--reps", type=int, default=3, help="answers of each length")
    p.add_argument("--keep", metavar="DIR", help="keep the audio, timings and transcript here")
    args = p.parse_args(argv)
    try:
        from interviewer.voice.audio import pcm_to_wav
        from interviewer_voice.spoken import RATE, Renderer
        from interviewer_voice.wer import domain_term_errors, wer
    except ImportError:
        print("voice_turn: needs the plugin: pip install ./plugins/interviewer-voice", file=sys.stderr)
        return 2
    work = Path(args.keep or tempfile.mkdtemp(prefix="voice-turn-"))
    audio_in, audio_out, transcripts = work / "in", work / "out", work / "transcripts"
    audio_in.mkdir(parents=True, exist_ok=True)
    renderer = Renderer()
    plan, refs = [], []
    for rep in range(args.reps):
        for length in args.lengths:
            samples, text = _answer(renderer, length, offset=len(plan) * 3)
            (audio_in / f"{len(plan):03d}.wav").write_bytes(pcm_to_wav(samples.tobytes(), RATE))
            plan.append((length, len(samples) / RATE))
            refs.append(text)
    cmd = [sys.executable, "-m", "interviewer.cli.main", "chat", "--stage", "training-engineer/system-design",
           "--model", "offline", "--voice", "--audio-in", str(audio_in), "--realtime", "--audio-out", str(audio_out),
           "--transcript-dir", str(transcripts)]
    env = dict(os.environ, INTERVIEWER_HOME=str(work / "home"))
    done = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"chat exited {done.returncode}",
              file=sys.stderr)
        return 1
    timings = [json.loads(line) for line in (audio_out / "timings.jsonl").read_text().splitlines()]
    from interviewer.transcript.store import read_transcript

    events = read_transcript(next(transcripts.glob("*.jsonl"))).events
    heard = [e.text for e in events if getattr(e, "role", "") == "candidate"]
    answers = [t for t in timings if t["kind"] == "answer"]
    speech = [t for t in timings if t["kind"] == "speech"]
    by_length: dict[float, list[tuple[float, float, int]]] = {}
    for (length, _seconds), answer in zip(plan, answers):
        reply = next((s for s in speech if s["first_audio_at"] is not None and s["first_audio_at"] >= answer["ended_at"]),
                     None)
        if reply is None:
            continue
        wait = reply["first_audio_at"] - answer["ended_at"]
        lag = answer["recognised_at"] - answer["ended_at"]
        by_length.setdefault(length, []).append((wait, lag, answer["segments"]))
    print(f"{len(answers)} answers replayed in real time through chat --voice --realtime (offline engine)")
    print(f"{'answer':>7} {'n':>3} {'wait median':>12} {'wait p90':>9} {'recognised after end (median)':>30} "
          f"{'segments':>9}")
    for length in args.lengths:
        rows = by_length.get(length, [])
        if not rows:
            continue
        waits, lags, segs = [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows]
        print(f"{length:>6.0f}s {len(rows):>3} {statistics.median(waits):>11.2f}s {_pct(waits, 0.9):>8.2f}s "
              f"{statistics.median(lags):>29.2f}s {statistics.median(segs):>9.0f}")
    n = min(len(refs), len(heard))
    missed, total = domain_term_errors(refs[:n], heard[:n])
    print(f"recognised while spoken: WER {wer(refs[:n], heard[:n]):.3f}, domain-term error rate "
          f"{missed / max(total, 1):.3f} ({missed}/{total})")
    print(f"work folder: {work}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
