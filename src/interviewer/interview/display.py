"""What the engine shows: events a front end renders. The engine knows no screen.

A sink is any ``async (event) -> None``; the terminal chat renders these with rich, the
simulator listens to them to know what it was asked, tests collect them in a list.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from ..transcript.tool_events import CheckerReport
from .feedback import TopicFeedback


@dataclass(frozen=True)
class StageStarted:
    index: int
    count: int
    stage_id: str
    stage_title: str
    persona_name: str
    persona_role: str
    minutes: float
    loop_title: str = ""
    resumed: bool = False


@dataclass(frozen=True)
class SpeechStart:
    """A streamed utterance begins; SpeechDelta pieces follow, then Speech with the whole text."""

    act: str


@dataclass(frozen=True)
class SpeechDelta:
    text: str


@dataclass(frozen=True)
class Speech:
    """The interviewer said ``text`` (Markdown). ``streamed`` means the deltas were already shown."""

    text: str
    act: str
    stage_id: str = ""
    topic_id: str = ""
    signal: str = ""
    elapsed_s: float = 0.0
    budget_s: float = 0.0
    streamed: bool = False
    persona_name: str = ""
    lead: str = ""
    """When artifacts are attached: the prose before them (the renderer shows panels for the rest)."""
    artifacts: tuple["ArtifactShown", ...] = ()


@dataclass(frozen=True)
class Answered:
    """The candidate's answer as recorded (front ends echo it when it did not come from the keyboard)."""

    text: str
    source: str
    act: str = "answer"


@dataclass(frozen=True)
class ArtifactShown:
    artifact_id: str
    title: str
    kind: str
    language: str
    content: str


@dataclass(frozen=True)
class CodeVerdict:
    passed: bool
    summary: str
    report: CheckerReport | None = None
    """The checker's full report, when it produced one."""


@dataclass(frozen=True)
class TestsOutput:
    """What the candidate's own test script (/run) did: never a verdict."""

    status: str
    summary: str
    output: str = ""
    """stdout, then stderr when it ran into an error (untrusted, truncated)."""


@dataclass(frozen=True)
class Notice:
    """Something for the candidate that is not the interviewer speaking (clock, unknown command)."""

    text: str
    level: str = "info"


@dataclass(frozen=True)
class StageEnded:
    stage_id: str
    reason: str
    notes: str


@dataclass(frozen=True)
class DebriefRow:
    stage_id: str
    stage_title: str
    topic: str
    probed: list[str]
    shown: list[str]
    hints: int
    end_reason: str
    feedback: TopicFeedback | None = None
    """Practice feedback on this topic (set when the session coached); the debrief is then prose."""


@dataclass(frozen=True)
class Debrief:
    rows: list[DebriefRow]


DisplayEvent = (StageStarted | SpeechStart | SpeechDelta | Speech | Answered | ArtifactShown | CodeVerdict | Notice
                | StageEnded | Debrief)
"""Everything the engine shows."""
Sink = Callable[[DisplayEvent], Awaitable[None]]


async def no_sink(event: DisplayEvent) -> None:
    return None


def fan_out(*sinks: Sink | None) -> Sink:
    """One sink that passes each event to every given sink, in order."""
    live = [s for s in sinks if s is not None]

    async def sink(event: DisplayEvent) -> None:
        for s in live:
            await s(event)

    return sink
