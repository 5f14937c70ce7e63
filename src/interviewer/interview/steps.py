"""Typed loop steps: the engine does exactly one of these at a time.

The loop asks ``next_step(session)`` what to do, runs it, and records what happened. Steps
chosen by the policy after an answer (``DecidedStep``, defined with the transcript format)
are written to the transcript as a ``Decision`` first, so a resumed session redoes an
interrupted step instead of choosing again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..transcript.decisions import AskCandidate, CheckNumbers, DecidedStep, EndStage, NextTopic, RevealArtifact, RunCode


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
class AwaitAnswer:
    pass


@dataclass(frozen=True)
class Acknowledge:
    """A brief, authored, non-evaluative line said back to the candidate ("Okay.", "So: 4 nodes, not 8 nodes.")."""

    text: str


@dataclass(frozen=True)
class AssessAnswer:
    turn_seq: int


@dataclass(frozen=True)
class StartTopic:
    topic_id: str


@dataclass(frozen=True)
class FinishStage:
    """Write the stage's end (with notes for later interviewers) once closing and coaching are done."""

    reason: str


@dataclass(frozen=True)
class Finish:
    reason: str = "completed"


LoopStep = (StartStage | Say | Acknowledge | AwaitAnswer | AssessAnswer | StartTopic | FinishStage | Finish
            | AskCandidate | RevealArtifact | RunCode | CheckNumbers | NextTopic | EndStage)
"""Everything ``Engine.next_step`` can return."""


@dataclass(frozen=True)
class Outcome:
    """How a run of the loop ended."""

    status: Literal["finished", "paused"]
    reason: str = ""


__all__ = ["Acknowledge", "AskCandidate", "AssessAnswer", "AwaitAnswer", "CheckNumbers", "DecidedStep", "EndStage", "Finish",
           "FinishStage", "LoopStep", "MaxTurnsExceeded", "NextTopic", "Outcome", "RevealArtifact", "RunCode", "Say",
           "StartStage", "StartTopic"]
