"""What the engine's tools found, one event type per tool, told apart by ``name`` within ``type: tool``.

Each carries its result as typed fields (never a dict), so the session fold and the policy
read ``event.diagnosis`` or ``event.checks`` instead of ``result.get(...)``.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from .base import EventBase


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _ToolEvent(EventBase):
    type: Literal["tool"] = "tool"
    stage_id: str = ""
    """Stage it ran in."""


class ArtifactsRevealed(_ToolEvent):
    """Scenario artifacts shown to the candidate (at the start, or because they asked)."""

    name: Literal["reveal_artifact"] = "reveal_artifact"
    artifact_ids: list[str]
    """Ids of the artifacts shown, in scenario order."""
    titles: list[str] = Field(default_factory=list)
    """Their titles, as shown."""
    at_start: bool = False
    """True for the artifacts the situation shows before the candidate asks for anything."""


class RequestMatched(_ToolEvent):
    """What a candidate's turn in a debugging scenario asked for, and whether it stated an accepted diagnosis."""

    name: Literal["match_request"] = "match_request"
    turn_seq: int
    """The candidate turn matched."""
    artifacts: list[str] = Field(default_factory=list)
    """Artifacts the turn asked for (already revealed ones included)."""
    diagnosis: str | None = None
    """Id of the accepted diagnosis the turn stated, if any."""
    classifier: str = "lexical"
    """``lexical`` or the model name that matched."""
    fallback_reason: str | None = None
    """Set when a model classifier's output was unusable and the lexical matcher stood in."""


MetricValue = Union[bool, int, float, str, list[Union[int, float, str]], None]
"""One checker metric: a count, a ratio, a sentence or a short list (e.g. the first collectives a rank issued)."""


class CaseInput(_Data):
    """One input of the failing case, as the checker drew it (the checker's record, never the candidate's output)."""

    name: str
    """What the input is, e.g. ``rank 0 data``."""
    value: str
    """Its value as shown (long vectors: the start and the window around the difference)."""


class Difference(_Data):
    """The first element where the candidate's result differs from the expected one."""

    rank: int | None = None
    """The rank whose result differs."""
    index: int | None = None
    """Index of the first differing element (None: wrong type or length)."""
    expected: str
    """What the checker expected there."""
    got: str
    """What the candidate's code returned there (untrusted, truncated)."""


class CheckerReport(_Data):
    """Everything one sandboxed checker run reported (the coding package's Verdict, as stored)."""

    status: Literal["pass", "fail", "timeout", "memory", "crash", "deadlock", "error"]
    """pass only when every case passed; see ``interviewer.coding.verdict`` for the others."""
    summary: str
    """One line a human or the interviewer reads first."""
    task_id: str = ""
    """The coding task checked."""
    failing_case: str | None = None
    """The first case that failed, described so it can be reproduced."""
    cases_passed: int = 0
    """Cases the code got right."""
    cases_total: int = 0
    """Cases the checker ran."""
    metrics: dict[str, MetricValue] = Field(default_factory=dict)
    """Named measurements, e.g. bytes sent per rank against the 2(N−1)/N·S optimum."""
    stdout: str = ""
    """The candidate's output, truncated, control characters made visible (untrusted)."""
    stderr: str = ""
    """Errors and tracebacks, truncated, control characters made visible (untrusted)."""
    duration_s: float = 0.0
    """Wall time of the run."""
    seed: int | None = None
    """The seed the checker drew this run's cases from."""
    isolation: str = ""
    """Which sandbox layers applied."""
    failing_inputs: list[CaseInput] = Field(default_factory=list)
    """The failing case's inputs, from the checker's own records."""
    difference: Difference | None = None
    """The first differing element of the failing case, when the result was wrong."""


class CodeRan(_ToolEvent):
    """The candidate's code ran against the task's checker."""

    name: Literal["run_code"] = "run_code"
    turn_seq: int
    """The candidate turn that holds the code."""
    passed: bool
    """True when every checker case passed."""
    summary: str
    """What the interviewer (and the candidate) are told about the run."""
    report: CheckerReport | None = None
    """The checker's full report, when it produced one."""


class OwnTestsRan(_ToolEvent):
    """The candidate ran their own test script (``/run``) against their latest code in the sandbox.

    Never the checker's verdict: no score reads it, and the task's checker did not run.
    """

    name: Literal["run_tests"] = "run_tests"
    code_turn: int | None = None
    """The candidate turn whose code the script ran against (None: the script ran on its own)."""
    script: str
    """The candidate's test script, as sent."""
    status: Literal["ok", "raised", "timeout", "memory", "crash", "unavailable"]
    """ok: ran to the end; raised: an exception (a failed assert); timeout, memory, crash; unavailable: no sandbox."""
    summary: str
    """One line on what happened."""
    stdout: str = ""
    """What the script printed (truncated, control characters made visible; untrusted)."""
    stderr: str = ""
    """Errors and tracebacks (truncated, untrusted)."""
    duration_s: float = 0.0
    """Wall time of the run."""


class DesignFacts(_Data):
    """Facts the interviewer stated in a design stage, which the numbers checker computes from."""

    params: str | None = None
    """Model size as stated, e.g. ``70B``."""
    gpus: int | None = None
    """GPU count."""
    network_bandwidth: str | None = None
    """Per-GPU network bandwidth as stated, e.g. ``400Gb/s``."""
    storage_bandwidth: str | None = None
    """Storage write bandwidth as stated, e.g. ``100GB/s``."""
    tokens: str | None = None
    """Training tokens as stated, e.g. ``15T`` (pricing a run)."""
    mfu: float | None = None
    """Model FLOPs utilisation the question assumes, as a fraction."""
    goodput: float | None = None
    """Fraction of allocated time that becomes kept progress, as a fraction."""
    price_per_gpu_hour: float | None = None
    """Dollars per GPU-hour the question assumes."""
    peak_flops: float | None = None
    """Dense peak FLOP/s per GPU the question assumes."""
    gpu_mtbf_hours: float | None = None
    """Per-GPU mean time between failures, in hours ("one in 50,000 GPU-hours")."""


class NumberCheck(_Data):
    """One number the candidate stated, against what the calculators give."""

    claim: str
    """The candidate's words stating the number."""
    stated: float | None = None
    """The number as stated, in the candidate's unit."""
    expected: float | None = None
    """What the calculators give, in the same unit."""
    ok: bool = True
    """False when the stated number is off by more than 2x."""
    note: str = ""
    """How the expected number was computed."""


class NumbersChecked(_ToolEvent):
    """The numbers in a design answer, checked against the calculators."""

    name: Literal["check_numbers"] = "check_numbers"
    turn_seq: int
    """The candidate turn checked."""
    context: DesignFacts = Field(default_factory=DesignFacts)
    """The facts the checks computed from."""
    checks: list[NumberCheck] = Field(default_factory=list)
    """One per number found."""


ToolEvent = Annotated[Union[ArtifactsRevealed, RequestMatched, CodeRan, OwnTestsRan, NumbersChecked],
                      Field(discriminator="name")]
"""A tool's result: one of the types above."""
