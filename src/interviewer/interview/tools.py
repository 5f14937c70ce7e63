"""Tools the engine runs for the interviewer: the coding sandbox and the numbers checker.

Both are small protocols so the engine does not care who implements them; ``default_tools``
plugs in ``interviewer.coding`` and ``interviewer.calc`` when they are installed. The
engine decides when a tool runs (a code answer in a coding stage, numbers in a design
answer); it never waits for a model to choose one.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..content.library import Library
from ..content.models import CodingTask

_NUMBER = re.compile(r"\d")


@dataclass
class CodeResult:
    passed: bool
    summary: str
    """What the interviewer (and the candidate) are told about the run."""
    details: dict[str, Any] = field(default_factory=dict)
    """Everything the checker reported, for the transcript and scoring."""


@runtime_checkable
class CodeRunner(Protocol):
    async def run(self, task: CodingTask, code: str) -> CodeResult:
        """Run ``code`` against the task's checker in a sandbox."""
        ...


@dataclass
class NumberCheck:
    claim: str
    """The candidate's words stating the number."""
    stated: float | None = None
    expected: float | None = None
    ok: bool = True
    """False when the stated number is off by more than 2x."""
    note: str = ""


@runtime_checkable
class NumberChecker(Protocol):
    def check(self, text: str, context: dict[str, Any]) -> list[NumberCheck]:
        """Find numeric claims in an answer and check each against the calculators, given the question's facts."""
        ...


@dataclass
class Tools:
    code: CodeRunner | None = None
    numbers: NumberChecker | None = None


def has_numbers(text: str) -> bool:
    return bool(_NUMBER.search(text))


_CONTEXT_PATTERNS = {
    # What the design questions state, in the words personas use ("a 70B-parameter model on 4,096 H100 GPUs").
    "params": re.compile(r"(\d+(?:\.\d+)?\s*[BMT])(?:-parameter|\s+param|\s+model|\b)", re.IGNORECASE),
    "gpus": re.compile(r"(\d[\d,]*)\s+(?:[A-Z]\d{2,3}\s+)?GPUs", re.IGNORECASE),
    "network_bandwidth": re.compile(r"(\d+(?:\.\d+)?\s*Gb/s)", re.IGNORECASE),
    "storage_bandwidth": re.compile(r"(\d+(?:\.\d+)?\s*GB/s)\s+(?:to|of|from)\s+(?:storage|the file system|disk)",
                                    re.IGNORECASE),
}


def design_context(texts: list[str]) -> dict[str, Any]:
    """Facts the interviewer stated in the stage (parameters, GPU count, bandwidths), for checking numbers."""
    context: dict[str, Any] = {}
    for text in texts:
        for key, pattern in _CONTEXT_PATTERNS.items():
            match = pattern.search(text)
            if match and key not in context:
                value = match.group(1).replace(",", "").replace(" ", "")
                context[key] = int(value) if key == "gpus" else value
    return context


class _SandboxRunner:
    """Adapts ``interviewer.coding.run_solution(task, code, task_path=…)`` to CodeRunner."""

    def __init__(self, fn, library: Library):
        self._fn = fn
        self._library = library

    async def run(self, task: CodingTask, code: str) -> CodeResult:
        try:
            task_path = self._library.source("task", task.id).path
        except KeyError:
            task_path = None
        # The sandbox blocks on a subprocess; keep the event loop (and the clock) responsive.
        verdict = await asyncio.to_thread(self._fn, task, code, task_path=task_path)
        summary = verdict.for_interviewer() if hasattr(verdict, "for_interviewer") else str(verdict.summary)
        details = verdict.to_dict() if hasattr(verdict, "to_dict") else {"summary": summary}
        return CodeResult(passed=bool(verdict.passed), summary=summary, details=details)


class _CalcChecker:
    """Adapts ``interviewer.calc.claims.check_claims(text, context)`` to NumberChecker."""

    def __init__(self, fn):
        self._fn = fn

    def check(self, text: str, context: dict[str, Any]) -> list[NumberCheck]:
        return [NumberCheck(claim=f"{c.stated_text} ({c.quantity})", stated=c.stated_value,
                            expected=c.computed_value, ok=bool(c.ok), note=c.explanation)
                for c in self._fn(text, context) or []]


def default_tools(library: Library) -> Tools:
    """The shipped coding sandbox and number checker (imported here, not at start-up)."""
    from ..calc.claims import check_claims
    from ..coding import run_solution

    return Tools(code=_SandboxRunner(run_solution, library), numbers=_CalcChecker(check_claims))
