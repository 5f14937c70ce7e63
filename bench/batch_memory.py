"""Peak memory of `interviewer score` as the batch grows: transcripts must stream, not pile up.

    python bench/batch_memory.py [--small 2000] [--large 20000] [--history]

Writes one-stage transcripts (one offline `interviewer simulate` run of a shipped stage,
copied with a fresh session id and answer each time), then scores the small batch and the
large one offline through the CLI (``--model offline --out FILE``) in child processes and
prints each child's peak resident memory (``wait4`` rusage) and the ratio; target: the
large batch within 1.3x the small one's peak.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STAGE = "training-engineer/screen"
ANSWERS = """I ran the training platform for a 2,000 GPU cluster: scheduling, health checks, the data loaders.

We used FSDP with activation checkpointing and kept tensor parallel inside the node.

When a job hung I set NCCL_DEBUG=INFO and looked for the rank that stopped logging.

We checkpointed every thirty minutes, sized from the MTBF and the write bandwidth.
"""


def template(folder: Path) -> list[bytes]:
    """One offline session of the stage, as the lines of its file."""
    answers = folder / "answers.txt"
    answers.write_text(ANSWERS)
    out = folder / "template"
    subprocess.run([sys.executable, "-m", "interviewer", "simulate", "--stage", STAGE, "--answers", str(answers),
                    "--transcript-dir", str(out), "--session-id", "template", "--quiet"], check=True,
                   stdout=subprocess.DEVNULL)
    return (out / "template.jsonl").read_bytes().splitlines(keepends=True)


def write_batch(lines: list[bytes], folder: Path, n: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    header = json.loads(lines[0])
    for i in range(n):
        header["session_id"] = f"mem-{i:06d}"
        body = [json.dumps(header).encode() + b"\n"]
        for raw in lines[1:]:
            if b'"role":"candidate"' in raw:  # a different answer each time: a different transcript hash
                event = json.loads(raw)
                event["text"] += f" (run {i})"
                raw = json.dumps(event, ensure_ascii=False).encode() + b"\n"
            body.append(raw)
        (folder / f"mem-{i:06d}.jsonl").write_bytes(b"".join(body))
    return folder


def score(folder: Path, out: Path, home: Path, history: bool) -> tuple[float, float, int]:
    """(peak RSS in MB, seconds, results written) of one `interviewer score` child."""
    argv = [sys.executable, "-m", "interviewer", "score", str(folder), "--model", "offline", "--out", str(out)]
    if not history:
        argv.append("--no-history")
    env = {**os.environ, "INTERVIEWER_HOME": str(home)}
    started = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.monotonic() - started
    err = proc.stderr.read().decode()
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"interviewer score failed: {err[-2000:]}")
    written = sum(1 for _ in out.open())
    return usage.ru_maxrss / 1024, seconds, written


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--small", type=int, default=2000)
    p.add_argument("--large", type=int, default=20000)
    p.add_argument("--history", action="store_true", help="also record every result in the history database")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        os.environ["INTERVIEWER_HOME"] = str(root / "home")
        lines = template(root)
        peaks = {}
        for label, n in (("small", args.small), ("large", args.large)):
            folder = write_batch(lines, root / label, n)
            peak, seconds, written = score(folder, root / f"{label}.jsonl", root / f"home-{label}", args.history)
            assert written == n, (written, n)
            peaks[label] = peak
            print(f"{n:>7,} transcripts: peak RSS {peak:7.1f} MB, {seconds:6.1f}s ({seconds / n * 1000:.1f} ms each)")
        print(f"peak ratio large/small: {peaks['large'] / peaks['small']:.2f}  (target <= 1.30)")


if __name__ == "__main__":
    main()
