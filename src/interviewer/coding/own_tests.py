"""``/run``: the candidate's own test script against their latest code, in the same sandbox, never graded.

The script is appended to the candidate's module and the module is loaded in one sandboxed
process with the task's time and memory limits (the checker's isolation, the checker's hidden
paths). Loading it runs the script; what it printed comes back as output. Nothing here is a
verdict: the task's checker is not run, and no score reads the result.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..content.models import CodingTask
from .fleet import Fleet, merged_output
from .runner import checker_path, hidden_paths, resolve_task
from .sandbox import Limits
from .untrusted import visible

SEPARATOR = "\n\n# ---- the candidate's own tests (/run) ----\n"
OUTPUT_CHARS = 4000
"""Output shown and recorded per stream; the rest is cut (the sandbox also bounds what it keeps)."""

OwnStatus = Literal["ok", "raised", "timeout", "memory", "crash"]


@dataclass
class OwnTestRun:
    """What the candidate's own script did: ran to the end, raised, ran out of time or memory, or died."""

    status: OwnStatus
    summary: str
    stdout: str = ""
    stderr: str = ""
    duration_s: float = 0.0
    isolation: str = ""


def run_own_tests(task: CodingTask | str, code: str, tests: str, *, task_path: str | Path | None = None,
                  limits: Limits | None = None) -> OwnTestRun:
    """Load ``code`` followed by ``tests`` in the sandbox under the task's limits and report what happened."""
    task, path = resolve_task(task, task_path)
    limits = limits or Limits(wall_s=task.time_limit_s, memory_mb=task.memory_limit_mb)
    source = (code.rstrip() + SEPARATOR if code.strip() else "") + tests.rstrip() + "\n"
    started = time.monotonic()
    fleet = Fleet(source, limits, hide=hidden_paths(path, checker_path(task, path)))
    try:
        box = fleet.first
        loaded = box.peer.ready.wait(box.remaining())
        if not loaded:
            box.timed_out = True
            box.kill()
        error = box.peer.import_error
        gone = box.peer.gone
    finally:
        timed_out = fleet.timed_out
        exits = fleet.close()
    common = dict(stdout=visible(merged_output(exits, "stdout"))[:OUTPUT_CHARS],
                  stderr=visible(merged_output(exits, "stderr"))[:OUTPUT_CHARS],
                  duration_s=round(time.monotonic() - started, 3), isolation=fleet.first.isolation)
    if timed_out or not loaded:
        return OwnTestRun("timeout", f"your script did not finish within the {limits.wall_s:g} s limit", **common)
    if error is not None:
        if error.type_name == "MemoryError":
            return OwnTestRun("memory", f"ran out of memory (limit {limits.memory_mb} MB): {error.describe()}",
                              **common)
        return OwnTestRun("raised", _where(error, source.count("\n") - tests.rstrip().count("\n") - 1), **common)
    if gone and not box.peer.names:
        return OwnTestRun("crash", f"the process died: {gone}", **common)
    return OwnTestRun("ok", "your script ran to the end", **common)


def _where(error, offset: int) -> str:
    """The error with its line counted in the part the candidate wrote it in (their code or their script)."""
    text = error.describe()
    if error.line is None:
        return text
    at = f" at solution.py line {error.line}"
    place = (f" at line {error.line - offset} of your test script" if error.line > offset
             else f" at line {error.line} of your code")
    return text.replace(at, place)
