"""Transcript events: one header line, then one event per line, told apart by ``type``.

Add a new event type here (with a Literal ``type``) rather than putting dicts in ``data``;
readers of old files keep working because every type has defaults for its optional fields.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

SCHEMA_VERSION = 1


def now() -> datetime:
    return datetime.now(timezone.utc)


class _Event(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seq: int = 0
    """Position in the file (header is 0); assigned by the store on append."""
    at: datetime = Field(default_factory=now)
    """When the event happened (UTC)."""


class Header(_Event):
    type: Literal["header"] = "header"
    schema_version: int = SCHEMA_VERSION
    """Transcript format version; readers refuse versions they do not know."""
    session_id: str
    """Unique id of this session; also the file's stem."""
    loop_id: str | None = None
    """The loop run, if a whole loop."""
    stage_ids: list[str] = Field(default_factory=list)
    """Stages planned for this session, in order."""
    persona_ids: list[str] = Field(default_factory=list)
    """Personas of those stages, in order."""
    models: dict[str, str] = Field(default_factory=dict)
    """Model names by role: interviewer, assessor, candidate (simulated)."""
    started_at: datetime = Field(default_factory=now)
    """Session start (UTC)."""
    content_versions: dict[str, str] = Field(default_factory=dict)
    """``kind:id`` → version of the content used, so scores can name what was asked."""
    options: dict[str, Any] = Field(default_factory=dict)
    """Flags that change behaviour (coach, profile, answers file name)."""


class Turn(_Event):
    type: Literal["turn"] = "turn"
    role: Literal["interviewer", "candidate"]
    """Who spoke."""
    text: str
    """What was said (for the candidate: exactly what they typed or what STT recognised)."""
    stage_id: str = ""
    """Stage this turn belongs to."""
    topic_id: str = ""
    """Topic being discussed, if any."""
    act: str = ""
    """What the turn does: question, probe, answer, opening, closing, hint, coach, reveal …"""
    signal: str = ""
    """For probes: the signal the probe asks for."""
    source: str = ""
    """For candidate turns: keyboard, answers-file, voice, simulated."""
    audio: str | None = None
    """For voice turns: the audio file the text came from or was spoken to."""
    stt_model: str | None = None
    """For voice turns: the speech-to-text model used."""


class ToolEvent(_Event):
    type: Literal["tool"] = "tool"
    name: str
    """Tool that ran: reveal_artifact, run_code, calc, …"""
    stage_id: str = ""
    """Stage it ran in."""
    arguments: dict[str, Any] = Field(default_factory=dict)
    """What it was asked."""
    result: Any = None
    """What it returned (shown to the interviewer; candidate-visible parts are also turns)."""


class SignalEvidence(BaseModel):
    model_config = ConfigDict(extra="forbid")

    signal: str
    """Signal id."""
    quote: str = ""
    """Words from the answer that show it."""


class Assessment(_Event):
    type: Literal["assessment"] = "assessment"
    turn_seq: int
    """The candidate turn assessed."""
    stage_id: str = ""
    topic_id: str = ""
    dimension: str = ""
    """Rubric dimension of the topic."""
    shown: list[SignalEvidence] = Field(default_factory=list)
    """Signals the answer showed, with quotes."""
    missing: list[str] = Field(default_factory=list)
    """Signals the answer lacked, in ladder order."""
    red_flags: list[str] = Field(default_factory=list)
    """Red flags the answer hit."""
    depth: Literal["weak", "partial", "strong"]
    """Overall depth of the answer."""
    assessor: str = ""
    """``lexical`` or the model name."""
    fallback_reason: str | None = None
    """Set when an LLM assessor's output was unusable and the lexical one stood in."""


class Decision(_Event):
    type: Literal["decision"] = "decision"
    step: str
    """The loop step chosen: AskCandidate, RevealArtifact, RunCode, NextTopic, EndStage …"""
    stage_id: str = ""
    topic_id: str = ""
    reason: str = ""
    """Why the policy chose it (e.g. 'partial; probing ring-vs-tree')."""
    detail: dict[str, Any] = Field(default_factory=dict)
    """Step arguments (signal, probe index, artifact id)."""


class StageEvent(_Event):
    type: Literal["stage"] = "stage"
    action: Literal["start", "end"]
    stage_id: str
    persona_id: str = ""
    notes: str = ""
    """At stage end: what was probed and what was shown (passed to later interviewers)."""
    reason: str = ""
    """At stage end: completed, time, skipped …"""


class TopicEvent(_Event):
    type: Literal["topic"] = "topic"
    action: Literal["start", "end"]
    stage_id: str = ""
    topic_id: str
    reason: str = ""
    """At topic end: strong, ladder-spent, time, skipped …"""


class ModelCall(_Event):
    type: Literal["model_call"] = "model_call"
    role: str
    """interviewer, assessor, classifier, candidate, judge."""
    model: str
    """``provider:model``."""
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float | None = None
    latency_s: float | None = None


class Note(_Event):
    type: Literal["note"] = "note"
    level: Literal["info", "warning", "error"] = "info"
    text: str
    """Something worth keeping that is not a turn: a provider error, a fallback, a hint taken."""
    data: dict[str, Any] = Field(default_factory=dict)


class End(_Event):
    type: Literal["end"] = "end"
    reason: str = "completed"
    """completed, quit, answers-exhausted …"""


Event = Annotated[
    Union[Turn, ToolEvent, Assessment, Decision, StageEvent, TopicEvent, ModelCall, Note, End],
    Field(discriminator="type"),
]
EventAdapter: TypeAdapter[Any] = TypeAdapter(Event)
