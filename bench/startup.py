"""`interviewer --help` wall time as a ratio to `python -c pass`: median of N runs, side by side.

    python bench/startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time


def _time(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each command (at least 10)")
    args = parser.parse_args()
    runs = max(10, args.runs)
    exe = shutil.which("interviewer", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    help_cmd = [exe, "--help"] if exe else [sys.executable, "-m", "interviewer.cli.main", "--help"]
    base_cmd = [sys.executable, "-c", "pass"]
    _time(base_cmd), _time(help_cmd)  # warm the page cache
    base, cli = [], []
    for _ in range(runs):  # interleaved, so background load hits both alike
        base.append(_time(base_cmd))
        cli.append(_time(help_cmd))
    b, c = statistics.median(base), statistics.median(cli)
    print(f"python -c pass      median {b * 1000:7.1f} ms  ({runs} runs)")
    print(f"interviewer --help  median {c * 1000:7.1f} ms  ({runs} runs)")
    print(f"ratio               {c / b:7.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
