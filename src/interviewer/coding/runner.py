"""Run a candidate's code against a coding task's checker, in the sandbox, and return a Verdict."""

from __future__ import annotations

import asyncio
import json
import signal
from pathlib import Path

from ..content.models import CodingTask
from .sandbox import Limits, RawRun, run_sandboxed
from .verdict import STATUSES, Verdict

_HERE = Path(__file__).resolve().parent


class TaskSetupError(Exception):
    """The task itself cannot be run (unknown id, missing checker): not the candidate's fault."""


def resolve_task(task: CodingTask | str, task_path: str | Path | None = None) -> tuple[CodingTask, Path]:
    """The task and its YAML file's path (the checker path is relative to it)."""
    if isinstance(task, str) or task_path is None:
        from ..content import load_library

        lib = load_library(strict=False)
        task_id = task if isinstance(task, str) else task.id
        if task_id not in lib.tasks:
            known = ", ".join(sorted(lib.tasks)) or "none"
            raise TaskSetupError(f"no coding task '{task_id}' (known: {known})")
        if isinstance(task, str):
            task = lib.tasks[task_id]
        task_path = task_path or lib.source("task", task_id).path
    return task, Path(task_path)


def checker_path(task: CodingTask, task_path: Path) -> Path:
    path = (task_path.parent / task.checker).resolve()
    if not path.is_file():
        raise TaskSetupError(f"task '{task.id}': checker {task.checker} not found next to {task_path}")
    return path


def run_solution(task: CodingTask | str, code: str, *, task_path: str | Path | None = None,
                 limits: Limits | None = None, seed: int = 1234, isolation: str | None = None) -> Verdict:
    """Run ``code`` (the candidate's module source) against the task's checker in the sandbox.

    Never raises for anything the candidate's code does; raises TaskSetupError when the task
    itself is broken (unknown id, missing checker file).
    """
    task, path = resolve_task(task, task_path)
    checker = checker_path(task, path)
    limits = limits or Limits(wall_s=task.time_limit_s, memory_mb=task.memory_limit_mb)
    config = {"task_id": task.id, "entrypoint": task.entrypoint, "seed": seed}
    files = {
        "harness.py": (_HERE / "_harness.py").read_text("utf-8"),
        "simkit.py": (_HERE / "simkit.py").read_text("utf-8"),
        "checker.py": checker.read_text("utf-8"),
        "solution.py": code,
        "config.json": json.dumps(config),
    }
    raw = run_sandboxed(files, "harness.py", limits, isolation=isolation)
    return verdict_from_run(task.id, raw, limits)


async def arun_solution(task: CodingTask | str, code: str, *, task_path: str | Path | None = None,
                        limits: Limits | None = None, seed: int = 1234) -> Verdict:
    """``run_solution`` off the event loop (the sandbox blocks for up to the time limit)."""
    return await asyncio.to_thread(run_solution, task, code, task_path=task_path, limits=limits, seed=seed)


def verdict_from_run(task_id: str, raw: RawRun, limits: Limits) -> Verdict:
    """Turn what the subprocess left behind into a Verdict; the checker's report wins when there is one."""
    common = {"task_id": task_id, "stdout": raw.stdout, "stderr": raw.stderr,
              "duration_s": round(raw.duration_s, 3), "isolation": raw.isolation}
    report = _parse(raw.result)
    if report is not None:
        status = report.get("status") if report.get("status") in STATUSES else "error"
        return Verdict(status=status, summary=str(report.get("summary", ""))[:2000],
                       failing_case=report.get("failing_case"),
                       cases_passed=int(report.get("cases_passed") or 0),
                       cases_total=int(report.get("cases_total") or 0),
                       metrics=dict(report.get("metrics") or {}), **common)
    cpu_limit = limits.cpu_s or limits.wall_s
    if raw.timed_out:
        return Verdict(status="timeout", summary=f"did not finish within the {limits.wall_s:g} s wall-clock "
                       "limit; the whole process tree was killed", **common)
    if raw.cpu_s >= cpu_limit - 0.05:
        return Verdict(status="timeout", summary=f"used its {cpu_limit:g} s of CPU time and was killed", **common)
    if "MemoryError" in raw.stderr:
        return Verdict(status="memory", summary=f"ran out of memory (limit {limits.memory_mb} MB)", **common)
    rc = raw.returncode
    if rc is not None and rc < 0:
        name = signal.Signals(-rc).name if -rc in signal.Signals._value2member_map_ else str(-rc)
        why = {"SIGXFSZ": f"wrote more than the {limits.fsize_mb} MB output/file limit",
               "SIGSEGV": "segmentation fault", "SIGKILL": "killed (memory or CPU limit)"}.get(name, name)
        return Verdict(status="crash", summary=f"the process died: {why}", **common)
    return Verdict(status="crash", summary=f"the process exited (code {rc}) before the checker reported; "
                   "did the code call exit() or close file descriptors?", **common)


def _parse(text: str) -> dict | None:
    if not text.strip():
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None
