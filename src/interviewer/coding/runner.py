"""Run a candidate's code against a coding task's checker and return a Verdict.

The checker runs here, in the trusted process; the candidate's module runs in a sandboxed
process (``sandbox.Sandbox``) and is reached only through ``peer.RemoteModule``. The checker
draws its inputs from a seed chosen at random per run (recorded in the verdict), computes
the expected results and counts the communication itself. The verdict is the checker's
return value or, when the sandboxed process died or was killed, what this process saw of
that death; nothing the sandboxed process prints or sends is ever read as a verdict.
"""

from __future__ import annotations

import asyncio
import importlib.util
import itertools
import secrets
import site
import sys
import sysconfig
import threading
from pathlib import Path

from ..content.models import CodingTask
from . import simkit
from .peer import RemoteError, RemoteModule, SandboxGone
from .fleet import Fleet, merged_output
from .sandbox import Exit, Limits, SandboxUnavailable
from .untrusted import visible
from .verdict import STATUSES, CaseInput, Difference, Verdict

_HERE = Path(__file__).resolve().parent
_LOADS = itertools.count()


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


def _load_checker(path: Path):
    """A fresh copy of the checker module (no state shared between runs)."""
    spec = importlib.util.spec_from_file_location(f"_interviewer_checker_{next(_LOADS)}", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001 - a broken checker is the task's bug
        raise TaskSetupError(f"the checker {path.name} failed to import: {type(exc).__name__}: {exc}") from None
    return module


def hidden_paths(task_path: Path, checker: Path) -> list[str]:
    """What the sandbox must not show even when it lies inside a bound tree: our code, content, packages."""
    paths = {str(_HERE.parent), str(task_path.parent), str(checker.parent)}
    try:
        paths.update(site.getsitepackages())
        paths.add(site.getusersitepackages())
    except AttributeError:
        pass
    # The base interpreter's own site-packages (bound with it) may hold an install of this package too.
    base = {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}
    paths.update(sysconfig.get_paths(vars=base)[key] for key in ("purelib", "platlib"))
    return sorted(paths)


def run_solution(task: CodingTask | str, code: str, *, task_path: str | Path | None = None,
                 limits: Limits | None = None, seed: int | None = None, isolation: str | None = None,
                 run_as: int | None = None) -> Verdict:
    """Run ``code`` (the candidate's module source) against the task's checker.

    ``seed`` picks the checker's random cases (a fresh random one when None). Never raises for
    anything the candidate's code does; raises TaskSetupError when the task itself is broken and
    SandboxUnavailable when no sandbox can run here.
    """
    task, path = resolve_task(task, task_path)
    checker_file = checker_path(task, path)
    checker = _load_checker(checker_file)
    limits = limits or Limits(wall_s=task.time_limit_s, memory_mb=task.memory_limit_mb)
    seed = secrets.randbelow(2**31) if seed is None else seed
    config = {"task_id": task.id, "entrypoint": task.entrypoint, "seed": seed}
    fleet = Fleet(code, limits, isolation=isolation, hide=hidden_paths(path, checker_file), run_as=run_as)
    try:
        report, why = _drive(fleet, checker, config)
    finally:
        timed_out, gone = fleet.timed_out, fleet.gone()
        exits = fleet.close()
    dead = gone[0] if gone else 0
    exit_info = exits.get(dead) or exits.get(0)
    common = {"task_id": task.id, "seed": seed, "isolation": fleet.first.isolation,
              "stdout": visible(merged_output(exits, "stdout")),
              "stderr": visible(merged_output(exits, "stderr")),
              "duration_s": round(exits[0].duration_s, 3) if 0 in exits else 0.0}
    if report is not None and not (timed_out and report.get("status") != "pass"):
        if task.failing_inputs != "shown":  # fixed hidden cases: their inputs never leave the checker
            report = {**report, "inputs": []}
        return _from_report(report, common)
    return _from_exit(why, exit_info, limits, timed_out, gone[1] if gone else None, common)


async def arun_solution(task: CodingTask | str, code: str, *, task_path: str | Path | None = None,
                        limits: Limits | None = None, seed: int | None = None) -> Verdict:
    """``run_solution`` off the event loop (the sandbox blocks for up to the time limit)."""
    return await asyncio.to_thread(run_solution, task, code, task_path=task_path, limits=limits, seed=seed)


def _drive(fleet: Fleet, checker, config: dict) -> tuple[dict | None, str | None]:
    """Wait for the module to load, then run the checker against it; (report, or why there is none)."""
    box = fleet.first
    peer = box.peer
    if not peer.ready.wait(box.remaining()):
        box.timed_out = True
        box.kill()
        return None, "import"
    if peer.gone and not peer.names and not peer.import_error:
        return None, "import"
    if peer.import_error is not None:
        err = peer.import_error
        if err.type_name == "SyntaxError":
            return ({"status": "error", "summary": f"your code does not parse: {err.message} (line {err.line})",
                     "failing_case": "import"}, None)
        status = "memory" if err.type_name == "MemoryError" else "crash"
        if status == "memory":
            return ({"status": status, "summary": f"ran out of memory (limit {box.limits.memory_mb} MB) "
                     f"while importing your code: {err.describe()}", "failing_case": "import"}, None)
        return ({"status": status, "summary": f"importing your code failed: {err.describe()}",
                 "failing_case": "import"}, None)
    entry = config["entrypoint"]
    if entry not in peer.names:
        return ({"status": "error", "summary": f"your code does not define `{entry}` (the task's entry point)",
                 "failing_case": "import"}, None)
    box_result: dict = {}

    def run() -> None:
        simkit.stack_probe.set(fleet.stacks)
        try:
            box_result["report"] = checker.check(RemoteModule(peer, box.cpu_seconds, fleet.module), config)
        except SandboxGone:
            box_result["why"] = "gone"
        except RemoteError as exc:
            if exc.type_name == "MemoryError":
                box_result["report"] = {"status": "memory", "summary": f"ran out of memory (limit "
                                        f"{box.limits.memory_mb} MB): {exc.describe()}"}
            else:
                box_result["report"] = {"status": "crash", "summary": exc.describe()}
        except Exception as exc:  # noqa: BLE001 - the checker's own bug: never the candidate's pass
            box_result["report"] = {"status": "error", "summary": f"the task's checker failed: "
                                    f"{type(exc).__name__}: {exc}"}

    thread = threading.Thread(target=run, daemon=True, name="checker")
    thread.start()
    thread.join(box.remaining() + 1.0)
    if thread.is_alive():
        fleet.kill()
        thread.join(3.0)
    report = box_result.get("report")
    if report is not None and fleet.gone() and report.get("status") != "pass":
        return None, "gone"  # the process died mid-run: say how, not which call noticed
    return (report if isinstance(report, dict) else None), box_result.get("why", "gone")


def _from_report(report: dict, common: dict) -> Verdict:
    status = report.get("status") if report.get("status") in STATUSES else "error"
    case = report.get("failing_case")
    return Verdict(status=status, summary=visible(str(report.get("summary", ""))[:2000]),
                   failing_case=visible(str(case)) if case is not None else None,
                   cases_passed=int(report.get("cases_passed") or 0),
                   cases_total=int(report.get("cases_total") or 0),
                   metrics=dict(report.get("metrics") or {}), failing_inputs=_inputs(report.get("inputs")),
                   difference=_difference(report.get("difference")), **common)


def _inputs(raw) -> list[CaseInput]:
    """The checker's description of the failing case's inputs (the checker is trusted; the text is bounded)."""
    if not isinstance(raw, list):
        return []
    return [CaseInput(name=visible(str(i.get("name", "")))[:80], value=visible(str(i.get("value", "")))[:400])
            for i in raw[:16] if isinstance(i, dict)]


def _difference(raw) -> Difference | None:
    if not isinstance(raw, dict):
        return None
    rank, index = raw.get("rank"), raw.get("index")
    return Difference(rank=rank if isinstance(rank, int) else None, index=index if isinstance(index, int) else None,
                      expected=visible(str(raw.get("expected", "")))[:80], got=visible(str(raw.get("got", "")))[:80])


def _from_exit(why: str | None, exit_info: Exit | None, limits: Limits, timed_out: bool, gone: str | None,
               common: dict) -> Verdict:
    cpu_limit = limits.cpu_s or limits.wall_s
    if timed_out:
        return Verdict(status="timeout", summary=f"did not finish within the {limits.wall_s:g} s wall-clock "
                       "limit; the sandbox was killed", **common)
    if exit_info is None:
        return Verdict(status="error", summary="the sandbox did not start", **common)
    if exit_info.cpu_s >= cpu_limit - 0.05 or exit_info.signal == "SIGXCPU":
        return Verdict(status="timeout", summary=f"used its {cpu_limit:g} s of CPU time and was killed", **common)
    if "MemoryError" in exit_info.stderr:
        return Verdict(status="memory", summary=f"ran out of memory (limit {limits.memory_mb} MB)", **common)
    if gone and "protocol" in gone:
        return Verdict(status="error", summary=f"{gone}: the checker stopped", **common)
    if exit_info.signal:
        reason = {"SIGXFSZ": f"wrote more than the {limits.fsize_mb} MB output/file limit",
                  "SIGSEGV": "segmentation fault", "SIGKILL": "killed (memory or CPU limit)",
                  "SIGSYS": "made a forbidden system call"}.get(exit_info.signal, exit_info.signal)
        return Verdict(status="crash", summary=f"the process died: {reason}", **common)
    where = "while loading" if why == "import" else "before the checker reported"
    return Verdict(status="crash", summary=f"the process exited (code {exit_info.returncode}) {where}; did the "
                   "code call exit() or close file descriptors?", **common)


__all__ = ["SandboxUnavailable", "TaskSetupError", "arun_solution", "checker_path", "resolve_task", "run_solution"]
