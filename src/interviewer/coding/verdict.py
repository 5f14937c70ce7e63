"""The result of running a candidate's code against a task's checker."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from .untrusted import for_model

Status = Literal["pass", "fail", "timeout", "memory", "crash", "deadlock", "error"]
STATUSES: tuple[str, ...] = ("pass", "fail", "timeout", "memory", "crash", "deadlock", "error")


@dataclass
class CaseInput:
    """One input of the failing case, as the checker drew it (never what the candidate's code printed)."""

    name: str
    value: str


@dataclass
class Difference:
    """The first element where the candidate's result differs from the checker's expected one."""

    rank: int | None
    index: int | None
    expected: str
    got: str
    """What the candidate's code returned there (its repr, truncated: untrusted)."""


@dataclass
class Verdict:
    """What one sandboxed checker run found.

    ``status`` is ``pass`` only when every case passed; ``fail`` a wrong result or excess
    communication; ``deadlock`` ranks or threads waiting on each other forever (or a
    collective mismatch that would hang NCCL); ``timeout`` the time limit; ``memory`` the
    memory limit; ``crash`` the candidate's code raised or died; ``error`` the code could not
    be run at all (syntax error, missing entry point, bad task).
    """

    status: Status
    summary: str
    """One line a human or the interviewer reads first."""
    task_id: str = ""
    failing_case: str | None = None
    """The first case that failed, described so it can be reproduced."""
    cases_passed: int = 0
    cases_total: int = 0
    metrics: dict[str, Any] = field(default_factory=dict)
    """E.g. bytes sent per rank against the 2(N−1)/N·S optimum."""
    stdout: str = ""
    """The candidate's output, truncated, control characters made visible (untrusted)."""
    stderr: str = ""
    """Errors and tracebacks, truncated, control characters made visible (untrusted)."""
    duration_s: float = 0.0
    seed: int | None = None
    """The seed the checker drew this run's cases from (``task check --seed`` reproduces them)."""
    isolation: str = ""
    """Which sandbox layers applied (namespaces, uid drop, rlimits, socket guard)."""
    failing_inputs: list[CaseInput] = field(default_factory=list)
    """The failing case's inputs, from the checker's own records."""
    difference: Difference | None = None
    """The first differing element of the failing case, when the result was wrong."""

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def for_interviewer(self) -> str:
        """A compact tool-result text: status, failing case, communication volume, timing."""
        lines = [f"{self.task_id or 'task'}: {self.status.upper()} — {self.summary}"]
        if self.cases_total:
            lines.append(f"cases passed: {self.cases_passed}/{self.cases_total}")
        if self.failing_case:
            lines.append(f"failing case: {self.failing_case}")
            if self.failing_inputs or self.difference:
                lines.append("(ask to see the failing case for its inputs)")
        comm = self.metrics.get("communication")
        if comm:
            lines.append(f"communication: {comm}")
        for key in ("collectives_per_step", "max_concurrency", "bytes_ratio"):
            if key in self.metrics and not comm:
                lines.append(f"{key.replace('_', ' ')}: {self.metrics[key]}")
        lines.append(f"ran in {self.duration_s:.1f}s")
        if self.status in ("crash", "error") and self.stderr.strip():
            tail = "\n".join(self.stderr.strip().splitlines()[-3:])
            lines.append(for_model("stderr tail", tail))
        return "\n".join(lines)
