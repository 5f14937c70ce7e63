"""`interviewer --help` wall time as a ratio to `python -c pass`: median of N runs, side by side.

    python bench/startup.py [--runs 15] [--as-is]

Both are timed as an installed package runs: with its modules' bytecode cached. pip compiles it at
install time and an editable install writes ``__pycache__`` on the first run, but an environment
with ``PYTHONDONTWRITEBYTECODE`` set (as some sandboxes and CI images are) would compile the
project from source on every run; so the warm-up run writes the cache, and the timed runs read
it. ``--as-is`` times the environment exactly as it is instead (cache written or not).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time


def _time(cmd: list[str], env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=env)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each command (at least 10)")
    parser.add_argument("--as-is", action="store_true",
                        help="time the environment as it is (by default the warm-up run writes the bytecode cache)")
    args = parser.parse_args()
    runs = max(10, args.runs)
    exe = shutil.which("interviewer", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    help_cmd = [exe, "--help"] if exe else [sys.executable, "-m", "interviewer.cli.main", "--help"]
    base_cmd = [sys.executable, "-c", "pass"]
    env = None if args.as_is else {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    _time(base_cmd, env), _time(help_cmd, env)  # warm the page cache (and write the bytecode cache)
    base, cli = [], []
    for _ in range(runs):  # interleaved, so background load hits both alike
        base.append(_time(base_cmd, env))
        cli.append(_time(help_cmd, env))
    b, c = statistics.median(base), statistics.median(cli)
    print(f"python -c pass      median {b * 1000:7.1f} ms  ({runs} runs)")
    print(f"interviewer --help  median {c * 1000:7.1f} ms  ({runs} runs)")
    print(f"ratio               {c / b:7.2f}x  ({'environment as is' if args.as_is else 'bytecode cached'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
