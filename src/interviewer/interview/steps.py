"""Typed loop steps: the engine does exactly one of these at a time.

The loop asks ``next_step(session)`` what to do, runs it, and records what happened. Steps
chosen by the policy after an answer are written to the transcript as a ``Decision`` first
(``step`` = class name, ``detail`` = fields), so a resumed session redoes an interrupted
step instead of choosing again.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any


class MaxTurnsExceeded(RuntimeError):
    """The session reached its ``max_turns`` bound; a policy bug or a runaway candidate."""


@dataclass(frozen=True)
class StartStage:
    index: int


@dataclass(frozen=True)
class Say:
    """The interviewer speaks without waiting for an answer (opening, closing, coaching)."""

    act: str
    text: str


@dataclass(frozen=True)
class AskCandidate:
    """The interviewer asks something and then waits for the candidate."""

    act: str
    """question, probe, follow-up, reply, remediation, numbers-probe, retry-code, task."""
    text: str
    """The authored words; a model may rephrase them in the persona's voice."""
    signal: str = ""
    """For probes: the rubric signal asked for."""
    probe_index: int = -1
    """For probes: position of the probe in the topic's ladder."""


@dataclass(frozen=True)
class AwaitAnswer:
    pass


@dataclass(frozen=True)
class AssessAnswer:
    turn_seq: int


@dataclass(frozen=True)
class StartTopic:
    topic_id: str


@dataclass(frozen=True)
class RevealArtifact:
    artifact_ids: tuple[str, ...]


@dataclass(frozen=True)
class RunCode:
    turn_seq: int
    """The candidate turn that holds the code."""


@dataclass(frozen=True)
class CheckNumbers:
    turn_seq: int


@dataclass(frozen=True)
class NextTopic:
    reason: str


@dataclass(frozen=True)
class EndStage:
    reason: str


@dataclass(frozen=True)
class FinishStage:
    """Write the stage's end (with notes for later interviewers) once closing and coaching are done."""

    reason: str


@dataclass(frozen=True)
class Finish:
    reason: str = "completed"


@dataclass(frozen=True)
class Pause:
    """Stop without ending: the session stays resumable (answers ran out, /quit)."""

    reason: str


Step = (StartStage | Say | AskCandidate | AwaitAnswer | AssessAnswer | StartTopic | RevealArtifact | RunCode
        | CheckNumbers | NextTopic | EndStage | FinishStage | Finish | Pause)

DECIDED = {cls.__name__: cls for cls in (AskCandidate, RevealArtifact, RunCode, CheckNumbers, NextTopic, EndStage)}
"""Steps the policy chooses; each is recorded as a Decision before it runs."""


def to_detail(step: Any) -> dict[str, Any]:
    detail = asdict(step)
    return {k: list(v) if isinstance(v, tuple) else v for k, v in detail.items()}


def from_decision(name: str, detail: dict[str, Any]) -> Any:
    """Rebuild a recorded step; unknown extra keys in ``detail`` are ignored."""
    cls = DECIDED[name]
    names = {f.name for f in fields(cls)}
    kwargs = {k: tuple(v) if isinstance(v, list) else v for k, v in detail.items() if k in names}
    return cls(**kwargs)


@dataclass
class Outcome:
    """How a run of the loop ended."""

    status: str
    """finished, paused."""
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
