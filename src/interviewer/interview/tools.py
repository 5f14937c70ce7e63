"""Tools the engine runs for the interviewer: the coding sandbox and the numbers checker.

Both are small protocols so the engine does not care who implements them; ``default_tools``
plugs in ``interviewer.coding`` and ``interviewer.calc`` when they are installed. The
engine decides when a tool runs (a code answer in a coding stage, numbers in a design
answer); it never waits for a model to choose one.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from pydantic import ValidationError

from ..content.library import Library
from ..content.models import CodingTask
from ..transcript.tool_events import CheckerReport, DesignFacts, NumberCheck

_NUMBER = re.compile(r"\d")


@dataclass
class CodeResult:
    passed: bool
    summary: str
    """What the interviewer (and the candidate) are told about the run."""
    report: CheckerReport | None = None
    """Everything the checker reported, for the transcript and scoring."""


@runtime_checkable
class CodeRunner(Protocol):
    async def run(self, task: CodingTask, code: str) -> CodeResult:
        """Run ``code`` against the task's checker in a sandbox."""
        ...


@runtime_checkable
class NumberChecker(Protocol):
    def check(self, text: str, context: DesignFacts) -> list[NumberCheck]:
        """Find numeric claims in an answer and check each against the calculators, given the question's facts."""
        ...


@dataclass
class TestsResult:
    """What the candidate's own test script did (``/run``): never a verdict."""

    status: str
    summary: str
    stdout: str = ""
    stderr: str = ""
    duration_s: float = 0.0


@runtime_checkable
class TestRunner(Protocol):
    async def run_tests(self, task: CodingTask, code: str, script: str) -> TestsResult:
        """Run the candidate's ``script`` after their ``code`` in the sandbox, under the task's limits."""
        ...


@dataclass
class Tools:
    code: CodeRunner | None = None
    numbers: NumberChecker | None = None
    tests: TestRunner | None = None


def has_numbers(text: str) -> bool:
    return bool(_NUMBER.search(text))


_CONTEXT_PATTERNS = {
    # What the design questions state, in the words personas use ("a 70B-parameter model on 4,096 H100 GPUs").
    "params": re.compile(r"(\d+(?:\.\d+)?\s*[BMT])(?:-parameter|\s+param|\s+model|\b)", re.IGNORECASE),
    "gpus": re.compile(r"(\d[\d,]*)\s+(?:[A-Z]\d{2,3}\s+)?GPUs", re.IGNORECASE),
    "network_bandwidth": re.compile(r"(\d+(?:\.\d+)?\s*Gb/s)", re.IGNORECASE),
    "storage_bandwidth": re.compile(r"(\d+(?:\.\d+)?\s*GB/s)\s+(?:to|of|from)\s+(?:storage|the file system|disk)",
                                    re.IGNORECASE),
    # Pricing a run ("15T tokens", "40% MFU", "$3.50 per GPU-hour", "989 TFLOP/s", "one in 50,000 GPU-hours").
    "tokens": re.compile(r"(\d+(?:\.\d+)?\s*[TB])\s+tokens", re.IGNORECASE),
    "mfu": re.compile(r"(\d+(?:\.\d+)?)\s*%\s*MFU", re.IGNORECASE),
    "goodput": re.compile(r"(\d+(?:\.\d+)?)\s*%\s+(?:goodput|of the allocated time)", re.IGNORECASE),
    "price_per_gpu_hour": re.compile(r"\$\s*(\d+(?:\.\d+)?)\s+(?:per|an?|/)\s*GPU[- ]hour", re.IGNORECASE),
    "peak_flops": re.compile(r"(\d+(?:\.\d+)?)\s*TFLOP/s", re.IGNORECASE),
    "gpu_mtbf_hours": re.compile(r"one in ([\d,]+)\s+GPU[- ]hours", re.IGNORECASE),
}
_CONVERT = {"gpus": int, "mfu": lambda v: float(v) / 100, "goodput": lambda v: float(v) / 100,
            "price_per_gpu_hour": float, "peak_flops": lambda v: float(v) * 1e12, "gpu_mtbf_hours": float}
"""How a matched string becomes the number the calculators take (percentages as fractions)."""


def design_context(texts: list[str]) -> DesignFacts:
    """Facts the interviewer stated in the stage (parameters, GPU count, bandwidths), for checking numbers."""
    found: dict[str, str] = {}
    for text in texts:
        for key, pattern in _CONTEXT_PATTERNS.items():
            match = pattern.search(text)
            if match and key not in found:
                found[key] = match.group(1).replace(",", "").replace(" ", "")
    return DesignFacts.model_validate({k: _CONVERT[k](v) if k in _CONVERT else v for k, v in found.items()})


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
        from ..coding import SandboxUnavailable

        # The sandbox blocks on a subprocess; keep the event loop (and the clock) responsive.
        try:
            verdict = await asyncio.to_thread(self._fn, task, code, task_path=task_path)
        except SandboxUnavailable as exc:
            return CodeResult(passed=False, summary=f"the code could not be run here: {exc}")
        # for_interviewer() fences whatever the candidate's program printed as untrusted data,
        # with control characters escaped: this text is what the interviewer model reads.
        summary = verdict.for_interviewer() if hasattr(verdict, "for_interviewer") else str(verdict.summary)
        try:
            report = CheckerReport.model_validate(verdict, from_attributes=True)
        except ValidationError:  # a checker outside the shipped ones reported something else
            report = None
        return CodeResult(passed=bool(verdict.passed), summary=summary, report=report)


class _SandboxTests:
    """Adapts ``interviewer.coding.own_tests.run_own_tests`` to TestRunner."""

    def __init__(self, fn, library: Library):
        self._fn = fn
        self._library = library

    async def run_tests(self, task: CodingTask, code: str, script: str) -> TestsResult:
        try:
            task_path = self._library.source("task", task.id).path
        except KeyError:
            task_path = None
        from ..coding import SandboxUnavailable

        try:
            run = await asyncio.to_thread(self._fn, task, code, script, task_path=task_path)
        except SandboxUnavailable as exc:
            return TestsResult(status="unavailable", summary=f"your tests could not be run here: {exc}")
        return TestsResult(status=run.status, summary=run.summary, stdout=run.stdout, stderr=run.stderr,
                           duration_s=run.duration_s)


class _CalcChecker:
    """Adapts ``interviewer.calc.claims.check_claims(text, context)`` to NumberChecker."""

    def __init__(self, fn):
        self._fn = fn

    def check(self, text: str, context: DesignFacts) -> list[NumberCheck]:
        return [NumberCheck(claim=f"{c.stated_text} ({c.quantity})", stated=c.stated_value,
                            expected=c.computed_value, ok=bool(c.ok), note=c.explanation)
                for c in self._fn(text, context.model_dump(exclude_none=True)) or []]


def default_tools(library: Library) -> Tools:
    """The shipped coding sandbox and number checker (imported here, not at start-up)."""
    from ..calc.claims import check_claims
    from ..coding import run_solution
    from ..coding.own_tests import run_own_tests

    return Tools(code=_SandboxRunner(run_solution, library), numbers=_CalcChecker(check_claims),
                 tests=_SandboxTests(run_own_tests, library))
