"""The steps the follow-up policy chooses, as recorded in a ``Decision``: one type per step, told apart by ``kind``.

They live with the transcript format because a resumed session reads them back and runs
the one that was interrupted; ``interviewer.interview.steps`` re-exports them with the
loop's other steps. Positional construction works (``NextTopic("strong")``): ``kind`` is
the last field and always defaulted.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import ConfigDict, Field
from pydantic.dataclasses import dataclass

_STRICT = ConfigDict(extra="forbid")


@dataclass(frozen=True, config=_STRICT)
class AskCandidate:
    """The interviewer asks something and then waits for the candidate."""

    act: str
    """question, probe, deepen, follow-up, reply, remediation, numbers-probe, retry-code, task."""
    text: str
    """The authored words; a model may rephrase them in the persona's voice."""
    signal: str = ""
    """For probes: the rubric signal asked for."""
    probe_index: int = -1
    """For probes: position of the probe in the topic's ladder."""
    kind: Literal["ask_candidate"] = "ask_candidate"


@dataclass(frozen=True, config=_STRICT)
class RevealArtifact:
    """Show the scenario artifacts the candidate asked for."""

    artifact_ids: tuple[str, ...]
    """Artifact ids, in the order asked."""
    kind: Literal["reveal_artifact"] = "reveal_artifact"


@dataclass(frozen=True, config=_STRICT)
class RunCode:
    """Run the candidate's code against the task's checker."""

    turn_seq: int
    """The candidate turn that holds the code."""
    kind: Literal["run_code"] = "run_code"


@dataclass(frozen=True, config=_STRICT)
class CheckNumbers:
    """Check the numbers in a design answer against the calculators."""

    turn_seq: int
    """The candidate turn whose numbers are checked."""
    kind: Literal["check_numbers"] = "check_numbers"


@dataclass(frozen=True, config=_STRICT)
class NextTopic:
    """Close the current topic and move to the next segment."""

    reason: str
    """strong, ladder-spent, time, skipped, diagnosed …"""
    kind: Literal["next_topic"] = "next_topic"


@dataclass(frozen=True, config=_STRICT)
class EndStage:
    """Close the current topic and end the stage early."""

    reason: str
    """time, …"""
    kind: Literal["end_stage"] = "end_stage"


DecidedStep = Annotated[Union[AskCandidate, RevealArtifact, RunCode, CheckNumbers, NextTopic, EndStage],
                        Field(discriminator="kind")]
"""A step the policy chose; recorded as a Decision before it runs."""

V1_STEP_KINDS = {"AskCandidate": "ask_candidate", "RevealArtifact": "reveal_artifact", "RunCode": "run_code",
                 "CheckNumbers": "check_numbers", "NextTopic": "next_topic", "EndStage": "end_stage"}
"""Schema 1 recorded a decision's step by class name; the kind each name became."""
