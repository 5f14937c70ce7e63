"""Attacks on the coding sandbox: do hostile submissions change a verdict, do legitimate ones keep theirs?

Runs every hostile submission in ``tests/attacks/`` against the ring-allreduce checker (as root
the code drops to a fresh uid; with ``--as-nobody``, run as root, the sandbox is also spawned
as ``nobody``, the way an ordinary user's run works), every shipped solution of every task
(references, ``alt_*`` and ``wrong_*``, whose verdicts are fixed in
``tests/test_coding_tasks.py``), and times the sandbox's start-up against a bare
``python -c pass`` subprocess, side by side.

    python bench/attacks.py              # sandbox attacks, legitimate solutions, start-up cost, then judge attacks
    python bench/attacks.py --quick      # sandbox attacks and start-up; held-out judge attacks only
    python bench/attacks.py --sandbox    # the sandbox half only (--judge: the judge half only)

The judge half is ``bench/attacks_judge.py`` (grader-directed turns scored by an obedient judge
through ``interviewer score``); this script prints both and exits 1 if either changed anything.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/attacks_judge.py

from interviewer.coding import Limits, run_solution  # noqa: E402
from interviewer.coding.sandbox import Sandbox  # noqa: E402
from interviewer.content.library import load_file  # noqa: E402

ATTACKS = sorted((REPO / "tests" / "attacks").glob("*.py"))
TASKS = REPO / "tasks"
NOBODY = 65534


@dataclass
class SandboxReport:
    tried: int = 0
    changed: list[str] = field(default_factory=list)
    """Attacks that got a pass (a verdict they did not earn)."""
    legit_tried: int = 0
    legit_changed: list[str] = field(default_factory=list)
    rows: list[tuple[str, str, str, str]] = field(default_factory=list)
    startup_ratio: float = 0.0
    startup_ms: float = 0.0
    bare_ms: float = 0.0


def _task(task_id: str):
    path = TASKS / f"{task_id}.yaml"
    return load_file(path, "task")[0], path


def run_attacks(report: SandboxReport, modes: list[int | None]) -> None:
    task, path = _task("ring-allreduce")
    for attack in ATTACKS:
        for run_as in modes:
            verdict = run_solution(task, attack.read_text(), task_path=path, run_as=run_as,
                                   limits=Limits(wall_s=4, memory_mb=256, tmpfs_mb=8))
            report.tried += 1
            who = "nobody" if run_as == NOBODY else ("root" if os.geteuid() == 0 else "user")
            report.rows.append((attack.stem, who, verdict.status, verdict.summary[:90]))
            if verdict.status == "pass":
                report.changed.append(f"{attack.stem} ({who})")


def run_legitimate(report: SandboxReport) -> None:
    from test_coding_tasks import EXPECTED

    for task_id, files in EXPECTED.items():
        task, path = _task(task_id)
        for name, (status, _phrase) in files.items():
            verdict = run_solution(task, (TASKS / task_id / name).read_text(), task_path=path)
            report.legit_tried += 1
            if verdict.status != status:
                report.legit_changed.append(f"{task_id}/{name}: {verdict.status}, expected {status}")


def measure_startup(report: SandboxReport, runs: int = 15) -> None:
    """Median wall time: spawn the sandbox, import a trivial module, say ready, close; vs ``python -c pass``."""
    sandboxed, bare = [], []
    for _ in range(runs):
        start = time.perf_counter()
        with Sandbox("def f():\n    return 1\n", Limits(wall_s=10)) as box:
            box.peer.ready.wait(10)
            box.close()
        sandboxed.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare.append(time.perf_counter() - start)
    report.startup_ms = statistics.median(sandboxed) * 1000
    report.bare_ms = statistics.median(bare) * 1000
    report.startup_ratio = report.startup_ms / report.bare_ms


def sandbox_suite(*, legit: bool = True, as_nobody: bool = True) -> SandboxReport:
    """The sandbox half of the attack bench; ``bench/attacks_judge.py`` is the scoring half."""
    report = SandboxReport()
    modes: list[int | None] = [None]
    if as_nobody and os.geteuid() == 0:
        modes.append(NOBODY)
    run_attacks(report, modes)
    if legit:
        run_legitimate(report)
    measure_startup(report)
    return report


def print_sandbox(report: SandboxReport) -> None:
    width = max(len(r[0]) for r in report.rows)
    for name, who, status, summary in report.rows:
        print(f"{name:<{width}}  {who:<6}  {status:<8}  {summary}")
    print()
    print(f"sandbox attacks tried:            {report.tried}")
    print(f"attacks that changed a verdict:   {len(report.changed)}  {report.changed or ''}")
    if report.legit_tried:
        print(f"legitimate solutions run:         {report.legit_tried}")
        print(f"legitimate verdicts changed:      {len(report.legit_changed)}  {report.legit_changed or ''}")
    print(f"sandbox start-up per run:         {report.startup_ms:.0f} ms median vs {report.bare_ms:.0f} ms for "
          f"`python -c pass` (×{report.startup_ratio:.1f})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the legitimate solutions")
    half = parser.add_mutually_exclusive_group()
    half.add_argument("--sandbox", action="store_true", help="only the coding sandbox's attacks")
    half.add_argument("--judge", action="store_true", help="only the judge's attacks")
    args = parser.parse_args()
    failed = False
    if not args.judge:
        report = sandbox_suite(legit=not args.quick)
        print_sandbox(report)
        failed |= bool(report.changed or report.legit_changed)
    if not args.sandbox:
        import attacks_judge

        failed |= attacks_judge.main(["--quick"] if args.quick else []) != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
