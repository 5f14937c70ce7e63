"""Transcript events: one header line, then one event per line, told apart by ``type``.

Add a new event type here (with a Literal ``type``), or a tool's result in ``tool_events``,
rather than a dict; no field is ``Any``. Files written before schema 2 are read through
``upgrade`` (see ``store.read_transcript``).
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from .base import EventBase as _Event
from .base import now
from .decisions import DecidedStep
from .delivery import SpeechTiming
from .tool_events import ToolEvent

SCHEMA_VERSION = 2
"""2: typed tool results, decisions and header options (1: dicts; still read)."""
READABLE_VERSIONS = (1, 2)
"""Schema versions this interviewer reads."""


class HeaderOptions(BaseModel):
    """Flags that change how a session runs, kept so ``resume`` runs it the same way."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["practice", "interview"] = "interview"
    """practice: feedback that teaches after each stage and a teaching debrief (``chat``'s default);
    interview: silent, for hiring use (``chat --interview``, ``simulate``, and transcripts written before modes)."""
    coach: bool = False
    """--coach: teach after each stage (what practice mode always does)."""

    @property
    def teaches(self) -> bool:
        """Whether the session gives practice feedback after each stage."""
        return self.mode == "practice" or self.coach
    content_dirs: list[str] = Field(default_factory=list)
    """Extra content folders (absolute), searched before the shipped content."""
    stage_ref: str | None = None
    """--stage as given, when a single stage was run."""
    base_url: str | None = None
    """--base-url for ``openai:`` models."""
    answers: str | None = None
    """--answers: the file the candidate's answers came from."""
    simulated: bool = False
    """True when a simulated candidate answered (``interviewer simulate``)."""
    profile: str | None = None
    """The simulated candidate's profile."""
    candidate: str = ""
    """The candidate's name, when known."""
    topics: list[str] = Field(default_factory=list)
    """``chat --topic`` and ``drill``: the ``PERSONA/TOPIC`` questions the session asks, in order (no loop)."""
    drill: list[str] = Field(default_factory=list)
    """``drill``: the rubric dimensions drilled (the weakest in the history, or the one named)."""


class TopicDraw(BaseModel):
    """Which opening and which probe phrasings one topic drew for this session."""

    model_config = ConfigDict(extra="forbid")

    topic_id: str
    """The topic."""
    opening: str = "main"
    """Id of the opening variant asked (``main``: the topic's authored question)."""
    probes: list[int] = Field(default_factory=list)
    """Per ladder rung, in ladder order: index of the phrasing asked (0: the probe's ``text``)."""


class Draw(BaseModel):
    """What a stage drew for this session: a scenario or task from its pool, and the wording of its lines."""

    model_config = ConfigDict(extra="forbid")

    stage_id: str
    """The stage that drew."""
    scenario: str | None = None
    """Scenario id the stage runs, if it is a debugging stage."""
    task: str | None = None
    """Coding task id the stage runs, if it is a coding stage."""
    chosen: Literal["drawn", "override", "only"] = "drawn"
    """How the scenario/task was chosen: drawn from the pool with the seed, named by --scenario/--task, or the only one."""
    opening: int = 0
    """Index of the persona's opening line used (0: ``opening``, then ``opening_variants``)."""
    closing: int = 0
    """Index of the persona's closing line used (0: ``closing``, then ``closing_variants``)."""
    topics: list[TopicDraw] = Field(default_factory=list)
    """The opening and probe phrasings each topic of the stage drew; a topic not listed uses its authored text."""


class DetectedDimension(BaseModel):
    """A rubric dimension an imported conversation touched, found offline by the signal matcher."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["detected-dimension"] = "detected-dimension"
    dimension: str
    """Rubric dimension id."""
    turns: list[int] = Field(default_factory=list)
    """``seq`` of the candidate turns that showed one of its signals."""
    signals: list[str] = Field(default_factory=list)
    """Signal ids shown, in rubric order."""
    found_by: list[Literal["concepts", "model"]] = Field(default_factory=lambda: ["concepts"])
    """Who found it: the offline concept matcher, the model classifier, or both. One the model alone found
    has no ``turns``: the judge reads the whole conversation for it."""


class DimensionDetection(BaseModel):
    """How an import chose the dimensions it touched: offline, or by a model classifier with the offline
    detection as the fallback."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["dimension-detection"] = "dimension-detection"
    detector: Literal["offline", "model"] = "offline"
    """Which detector's answer was used."""
    model: str = ""
    """The classifier model asked (``provider:model``; empty when none was)."""
    fallback: Literal["", "provider-error", "bad-output", "context-too-long"] = ""
    """Why the model's answer was not used, when one was asked and the offline detection decided instead."""
    fallback_detail: str = ""
    """The failure in one line."""


class ImportSource(BaseModel):
    """Where an imported transcript came from (a meeting export, subtitles, notes or a chat log)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["import-source"] = "import-source"
    file: str
    """The source file as given (``(redacted)`` when names were redacted; the mapping file keeps it)."""
    format: Literal["vtt", "srt", "text", "chat-json"]
    """The format it was read as."""
    sha256: str
    """Hash of the source file's bytes."""
    encoding: str = "utf-8"
    """The text encoding detected (utf-8, utf-8-sig, utf-16-le, utf-16-be)."""
    candidate: list[str] = Field(default_factory=list)
    """Speaker names taken as the candidate (aliases after redaction)."""
    interviewers: list[str] = Field(default_factory=list)
    """Speaker names taken as interviewers."""
    others: list[str] = Field(default_factory=list)
    """Speakers that are neither (kept as ``other`` turns, never evidence)."""
    candidate_rule: str = ""
    """How the candidate was chosen, in words (``--candidate`` or the rule and its numbers)."""
    dimensions_rule: str = ""
    """How the dimensions to score were chosen (``--loop``, ``--rubric`` or detected)."""
    detected: list[DetectedDimension] = Field(default_factory=list)
    """Dimensions the candidate's turns touched, with the turns that show them."""
    detected_over: list[str] = Field(default_factory=list)
    """Dimensions the import checked (those not in ``detected`` were not touched); any other
    dimension is checked when it is scored."""
    detection: DimensionDetection = Field(default_factory=DimensionDetection)
    """Which detector chose ``detected`` (and why the model's answer was not used, if it was not)."""
    redacted: bool = False
    """True when speaker names, e-mail addresses and phone numbers were replaced."""


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
    options: HeaderOptions = Field(default_factory=HeaderOptions)
    """Flags that change behaviour (coach, profile, answers file name)."""
    seed: int | None = None
    """Seed the stages drew their scenario/task and wording with (``--seed``; random when not given)."""
    draws: list[Draw] = Field(default_factory=list)
    """The scenario or task each pooled stage runs and the wording each stage drew, so a resume and a
    re-score use the same ones."""
    imported: bool = False
    """True for a transcript imported from another tool's file (see ``source``)."""
    source: ImportSource | None = None
    """For imported transcripts: the source file, its format and hash, and who was who."""


class Turn(_Event):
    type: Literal["turn"] = "turn"
    role: Literal["interviewer", "candidate", "other"]
    """Who spoke; ``other`` (imported transcripts only) is a speaker who is neither, never evidence."""
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
    speaker: str = ""
    """For imported turns: the speaker's name as the source gave it (an alias after redaction)."""
    offset_s: float | None = None
    """For imported turns: seconds from the start of the recording where the turn began."""

    barged_in: bool = False
    """For voice turns: the candidate began while the interviewer was still speaking, and cut them off."""
    reply_latency_s: float | None = None
    """For interviewer turns that answer a candidate: seconds from the answer arriving to the first words
    of this reply in front of the candidate (the turn latency `bench/turn_latency.py` reports)."""
    speech: SpeechTiming | None = None
    """For spoken candidate turns: speech, silence and pauses measured from the answer's audio."""

    def clock(self) -> str:
        """``00:14:32`` for a turn with a recording offset, else ''."""
        return clock(self.offset_s) if self.offset_s is not None else ""


def clock(seconds: float) -> str:
    """Seconds as ``HH:MM:SS`` (hours grow past 99 rather than wrap)."""
    whole = int(seconds)
    return f"{whole // 3600:02d}:{whole % 3600 // 60:02d}:{whole % 60:02d}"


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
    """Depth of the answer, relative to the signals the question asked for (``targets``)."""
    targets: list[str] = Field(default_factory=list)
    """Signals the question asked for (the opening's targets, or a probe's signal)."""
    level: str = ""
    """The rubric level whose anchor the depth corresponds to (weak: level 1, partial: 2, strong: 3)."""
    assessor: str = ""
    """``lexical`` or the model name."""
    fallback_reason: str | None = None
    """Set when an LLM assessor's output was unusable and the lexical one stood in."""
    approached: list[str] = Field(default_factory=list)
    """Signals not shown that a concrete answer reached for: follow-ups ask elsewhere first."""
    evidence: list[str] = Field(default_factory=list)
    """Why the depth is what it is: the substance features that fired and the depth rules that applied."""


UtteranceClass = Literal["answer", "question", "artifact-request", "diagnosis", "hypothesis", "dont-know", "meta",
                         "off-topic"]
"""What a candidate utterance is; a mixed turn is several."""


class Understood(_Event):
    """How one candidate turn was understood, before (or instead of) assessing it."""

    type: Literal["understood"] = "understood"
    turn_seq: int
    """The candidate turn understood."""
    stage_id: str = ""
    topic_id: str = ""
    classes: list[UtteranceClass] = Field(default_factory=list)
    """Every class the turn is; the first is the primary one."""
    questions: list[str] = Field(default_factory=list)
    """Clarifying questions it asked, verbatim (evidence of clarify-and-assume)."""
    reply_kind: Literal["none", "facts", "assume", "declined", "meta", "move-on", "off-topic"] = "none"
    """How the interviewer answers the questions or request in it."""
    reply: str = ""
    """The reply's authored text (from facts only), said before the open question is asked again."""
    facts: list[str] = Field(default_factory=list)
    """Ids of the facts the reply used."""
    diagnosis: str | None = None
    """Accepted diagnosis id the turn states (debugging), if any."""
    why: str = ""
    """Why a diagnosis was or was not credited."""
    hypotheses: list[str] = Field(default_factory=list)
    """Hedged causes and plans to check, verbatim."""
    classifier: str = "offline"
    """``offline`` or the model name."""
    fallback_reason: str | None = None
    """Set when a model classifier's output was unusable and the offline reading stood in."""


class Decision(_Event):
    type: Literal["decision"] = "decision"
    step: DecidedStep
    """The loop step chosen, with its arguments (``kind``: ask_candidate, reveal_artifact, next_topic …)."""
    stage_id: str = ""
    topic_id: str = ""
    reason: str = ""
    """Why the policy chose it (e.g. 'partial; probing ring-vs-tree')."""


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
    command: Literal["skip", "quit"] | None = None
    """The candidate command the note records, if any."""
    topic_id: str = ""
    """The topic it applied to, if any."""


class End(_Event):
    type: Literal["end"] = "end"
    reason: str = "completed"
    """completed, quit, answers-exhausted …"""


Event = Annotated[
    Union[Turn, ToolEvent, Assessment, Understood, Decision, StageEvent, TopicEvent, ModelCall, Note, End],
    Field(discriminator="type"),
]
EventAdapter: TypeAdapter[Event] = TypeAdapter(Event)

__all__ = ["READABLE_VERSIONS", "SCHEMA_VERSION", "Assessment", "Decision", "DetectedDimension", "DimensionDetection",
           "End", "Event", "EventAdapter", "Header", "HeaderOptions", "ImportSource", "ModelCall", "Note",
           "SignalEvidence", "StageEvent", "ToolEvent", "TopicDraw", "TopicEvent", "Turn",
           "now"]
