"""How long `interviewer import` takes on a 3-hour meeting export (target: under 1 s).

    python bench/import_speed.py [--hours 3] [--repeat 5]

Writes a Zoom-style WebVTT file (a cue every ~4 s, two speakers, the candidate answering in
multi-cue stretches with technical content so dimension detection does real work), then
prints the median of ``--repeat`` runs of:

- baseline: webvtt-py alone reading the file (the floor any VTT import pays);
- import: read, merge, pick roles, build and store the transcript with ``--loop`` chosen (the
  library call `interviewer import FILE --candidate "Alex Kim" --loop training-engineer` makes;
  each dimension's turns are found when it is scored), as a ratio to the baseline;
- the same import without ``--loop``, which first detects every dimension the candidate's
  turns touch (``importing.detect``: one concept reading per turn, every dimension checked
  against it) — the same target applies;
- the whole command in a fresh process (interpreter and content loading included), with and
  without ``--loop``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

QUESTIONS = [
    "Tell me about the largest training job you have run. What went wrong most often?",
    "How does NCCL choose between ring and tree for an all-reduce?",
    "How would you pick a checkpoint interval for a two thousand GPU job?",
    "Walk me through sharding a 70B model on 512 GPUs?",
    "Throughput dropped twenty percent overnight. Where do you start?",
]
ANSWER_CUES = [
    "So the biggest was a {k}-GPU pretraining run on {n} nodes of H100s for about five weeks.",
    "The common failure was Xid 79, a GPU fallen off the bus, maybe {n} times, and we would cordon and drain the node.",
    "For big buckets it's ring all-reduce, a reduce-scatter then an all-gather, bandwidth optimal past {n} MB.",
    "For small messages the tree wins because latency grows with log n, and I'd check with nccl-tests on {n} ranks.",
    "I'd set the interval from the MTBF and the write time, roughly the square root of two times both, {n} minutes or so.",
    "Async sharded checkpoints so training only stalls for the copy to host memory, um, mostly, {n} seconds.",
    "Sixteen bytes per parameter for weights, grads and Adam state, so FSDP full shard plus tensor parallel in the node of {n}.",
    "First what changed, the commit, the driver, the nodes, then the step time breakdown per phase over {n} steps.",
]
FILLERS = ["", "um, ", "yeah so ", "right, ", "I mean ", "okay so ", "so basically ", "honestly "]


def long_meeting_vtt(hours: float = 3.0, *, candidate: str = "Alex Kim", interviewer: str = "Sam Lee") -> str:
    """A WebVTT export of a ``hours``-long interview, Zoom-style ("Name: text"), a cue every ~4 s."""
    lines = ["WEBVTT", ""]
    t, n, q = 0.0, 0, 0
    end = hours * 3600

    def cue(speaker: str, text: str, length: float) -> None:
        nonlocal t, n
        n += 1
        lines.extend([str(n), f"{_stamp(t)} --> {_stamp(t + length)}", f"{speaker}: {text}", ""])
        t += length + 0.3

    while t < end:
        cue(interviewer, QUESTIONS[q % len(QUESTIONS)], 4.2)
        for i in range(6):
            # Every cue differs (a number, a filler), so no two answers are the same text: a real
            # meeting does not repeat itself, and a repeated answer would be read only once.
            line = ANSWER_CUES[(q + i) % len(ANSWER_CUES)].format(k=8 * (n + 1), n=n % 97 + 2)
            cue(candidate, FILLERS[(q * 7 + i) % len(FILLERS)] + line, 3.7)
        q += 1
    return "\n".join(lines)


def _stamp(seconds: float) -> str:
    ms = int(round(seconds * 1000))
    return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}"


def _median(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hours", type=float, default=3.0)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    import webvtt

    from interviewer.content import load_library
    from interviewer.importing import ImportOptions, import_file, store

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "meeting-3h.vtt"
        path.write_text(long_meeting_vtt(args.hours), encoding="utf-8")
        library = load_library([])
        cues = len(webvtt.read(str(path)).captions)
        baseline = _median(lambda: webvtt.read(str(path)), args.repeat)
        runs = iter(range(args.repeat * 4 + 2))

        def full(**choice) -> None:
            imported = import_file(path, library, ImportOptions(candidate=["Alex Kim"], **choice))
            store(imported, Path(tmp) / f"out-{next(runs)}")

        full(loop="training-engineer")  # warm the phrase caches the way a second file in one command finds them
        in_process = _median(lambda: full(loop="training-engineer"), args.repeat)
        detecting = _median(full, args.repeat)
        out = Path(tmp) / "cli"
        command = [sys.executable, "-m", "interviewer.cli.main", "import", str(path), "--candidate", "Alex Kim",
                   "--out", str(out)]
        with_loop = command + ["--loop", "training-engineer"]

        def cli(argv: list[str]) -> None:
            for old in out.glob("*"):
                old.unlink()
            subprocess.run(argv, check=True, capture_output=True)

        whole = _median(lambda: cli(with_loop), args.repeat)
        whole_detecting = _median(lambda: cli(command), max(1, args.repeat // 2))
        size = path.stat().st_size
    print(f"{args.hours:g}-hour WebVTT, {cues:,} cues ({size:,} bytes), median of {args.repeat}:")
    print(f"  baseline  webvtt-py read only               {baseline * 1000:7.0f} ms")
    print(f"  import    read+roles+store, --loop given    {in_process * 1000:7.0f} ms  "
          f"({in_process / baseline:.1f}x baseline)  target < 1000 ms: {'ok' if in_process < 1 else 'MISSED'}")
    print(f"  import    + detecting dimensions (no --loop) {detecting * 1000:6.0f} ms  "
          f"({detecting / baseline:.1f}x baseline)  target < 1000 ms: {'ok' if detecting < 1 else 'MISSED'}")
    print(f"  command   interviewer {' '.join(with_loop[3:])}")
    print(f"            whole process                     {whole * 1000:7.0f} ms")
    print(f"            the same without --loop           {whole_detecting * 1000:7.0f} ms")


if __name__ == "__main__":
    main()
