"""Persona schemas: who interviews, how they sound, and the topics they ask (with their variants)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .base import Id, _ID_PATTERN, _Strict

MAIN_OPENING = "main"
"""The id a topic's authored ``question`` goes by among its opening variants."""


class Probe(_Strict):
    signal: Id
    """The rubric signal (in the topic's dimension) this probe tries to draw out."""
    text: str
    """The follow-up question as the persona would ask it."""
    targets: list[Id] = Field(default_factory=list)
    """Further signals this probe asks for besides ``signal`` (depth is judged against all of them)."""
    variants: list[str] = Field(default_factory=list)
    """Other phrasings of the same follow-up (same signal, same targets); each session draws one of
    ``text`` and these, so a rerun does not ask it word for word."""

    def phrasings(self) -> list[str]:
        """``text`` first, then the variants: what a session's draw indexes."""
        return [self.text, *self.variants]


class OpeningVariant(_Strict):
    """Another way into a topic: a different angle on the same signals, not a synonym of the question."""

    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the topic (``main`` is the authored ``question``); recorded in the transcript's draw."""
    question: str
    """The opening question as the persona would ask it."""
    targets: list[Id] | None = None
    """Signals this opening asks for, with the same meaning as the topic's ``targets``; None: the topic's.
    ``validate`` holds it to the topic's targets, so an answer is assessed alike whichever opening was drawn."""


class Topic(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the persona."""
    dimension: Id
    """The rubric dimension this topic feeds."""
    title: str
    """Short name shown in the header and debrief."""
    question: str
    """The opening question."""
    targets: list[Id] = Field(default_factory=list)
    """Signals the opening question asks for: an answer that shows them concretely is strong.
    Empty: every signal of the ladder (the whole topic is what was asked)."""
    ladder: list[Probe] = Field(min_length=1)
    """Follow-ups from shallow to deep, each tied to one signal."""
    variants: list[OpeningVariant] = Field(default_factory=list)
    """Other openings for this topic; each session draws one of ``question`` (id ``main``) and these."""
    minutes: float = Field(default=8, gt=0)
    """Time budget for this topic."""
    max_probes: int | None = Field(default=None, ge=0)
    """Cap on follow-ups for this topic; defaults to the ladder's length."""

    @model_validator(mode="after")
    def _unique_variants(self) -> "Topic":
        seen = {MAIN_OPENING}
        for v in self.variants:
            if v.id in seen:
                raise ValueError(f"topic '{self.id}': duplicate opening variant id '{v.id}' ('main' is the question)")
            seen.add(v.id)
        return self

    def openings(self) -> list[OpeningVariant]:
        """The authored question (id ``main``) and its variants, each with its targets filled in."""
        main = OpeningVariant(id=MAIN_OPENING, question=self.question, targets=list(self.targets))
        return [main, *(v if v.targets is not None else v.model_copy(update={"targets": list(self.targets)})
                        for v in self.variants)]


class Voice(_Strict):
    style: str
    """How they speak: register, sentence length, habits."""
    pressure: Literal["gentle", "steady", "firm", "relentless"]
    """How hard they push on a thin answer."""
    silence: str
    """What they do when the candidate goes quiet or says 'I don't know'."""


class Persona(_Strict):
    kind: Literal["persona"] = "persona"
    id: Id = Field(pattern=_ID_PATTERN)
    """Referenced by loop stages."""
    name: str
    """The interviewer's name."""
    role: str
    """Their job, e.g. 'Staff engineer, training infrastructure'."""
    seniority: str
    """e.g. 'staff', 'principal', 'recruiter'."""
    stage: Literal["screen", "coding", "system_design", "debugging", "panel", "infra"]
    """The kind of stage this persona runs."""
    voice: Voice
    """How they sound."""
    goals: list[str] = Field(min_length=1)
    """What they are trying to find out in this stage."""
    opening: str
    """First thing they say. ``{loop}`` stands for the loop's title (so two loops never open alike)."""
    closing: str
    """Last thing they say."""
    opening_variants: list[str] = Field(default_factory=list)
    """Other ways they open; each session draws one of ``opening`` and these."""
    closing_variants: list[str] = Field(default_factory=list)
    """Other ways they close; each session draws one of ``closing`` and these."""
    opening_waits: bool = False
    """The opening asks the candidate something ("Shall we start?"): the interviewer waits for the reply,
    records it as a social reply (never assessed), and acknowledges it before the first question."""
    closing_waits: bool = False
    """The closing asks the candidate something ("anything you'd change?"): the interviewer waits for the
    reply, records it as a social reply, and acknowledges it before the stage ends."""
    never: list[str] = Field(min_length=1)
    """Things they never do (e.g. give the answer away mid-interview)."""
    topics: list[Topic] = Field(default_factory=list)
    """Questions they can ask, each with a probe ladder."""

    @model_validator(mode="after")
    def _unique_topics(self) -> "Persona":
        seen: set[str] = set()
        for t in self.topics:
            if t.id in seen:
                raise ValueError(f"duplicate topic id '{t.id}'")
            seen.add(t.id)
        return self

    def topic(self, topic_id: str) -> Topic:
        for t in self.topics:
            if t.id == topic_id:
                return t
        raise KeyError(topic_id)
