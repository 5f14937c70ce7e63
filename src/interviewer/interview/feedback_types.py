"""Practice feedback as data: per answer, per topic, per stage (built by ``interview.feedback``)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..content.models import StudyPointer


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GoodPoint(_M):
    """Something the answer did well, in the candidate's own words."""

    quote: str
    """Verbatim words from the answer (checked against the turn's text)."""
    shows: str
    """What those words show, in plain words."""


class Caution(_M):
    """Something in the answer that counts against it."""

    kind: Literal["wrong-number", "red-flag"]
    """wrong-number: the calculators disagree with a figure; red-flag: a mistake the rubric names."""
    text: str
    """What was wrong and what to check, said to the candidate."""


class AddPoint(_M):
    """One thing a strong answer would have added."""

    what: str
    """A few plain words naming it, e.g. 'explains ring versus tree all-reduce'."""
    text: str
    """The whole advice, as a sentence to the candidate."""


class AnswerFeedback(_M):
    """Feedback on one candidate answer."""

    kind: Literal["answer-feedback"] = "answer-feedback"
    turn: int
    """``seq`` of the candidate turn."""
    question: str
    """The question it answered, as asked (first sentence)."""
    depth: Literal["weak", "partial", "strong", ""] = ""
    """The assessor's depth for the answer ('' when it was not assessed, e.g. a clarifying question)."""
    dont_know: bool = False
    """The candidate said they did not know."""
    good: list[GoodPoint] = Field(default_factory=list)
    """What was good, quoted."""
    add: list[AddPoint] = Field(default_factory=list)
    """What a strong answer would have added (never empty): the question's own signals first."""
    study: StudyPointer | None = None
    """One concrete thing to read (None only for user content without study pointers)."""
    cautions: list[Caution] = Field(default_factory=list)
    """Wrong numbers and red flags in this answer."""


class CodeOutcome(_M):
    """What the checker said about the candidate's code (the coding-evidence work adds metrics here)."""

    kind: Literal["code-outcome"] = "code-outcome"
    runs: int = 0
    """How many times the code was run against the checker."""
    passed: bool = False
    """Whether any run passed."""
    summary: str = ""
    """The last run's one-line summary."""


class ExtraSection(_M):
    """A titled block other feedback producers add to a topic (e.g. voice delivery notes)."""

    kind: Literal["extra-section"] = "extra-section"
    title: str
    """Heading, e.g. 'Delivery'."""
    lines: list[str] = Field(default_factory=list)
    """Sentences, one per line."""


class TopicFeedback(_M):
    """Feedback on one topic, scenario or coding task."""

    kind: Literal["topic-feedback"] = "topic-feedback"
    stage_id: str
    """The stage it belongs to."""
    segment: Literal["topic", "scenario", "task"]
    """What was discussed: a question topic, a debugging scenario or a coding task."""
    segment_id: str
    """Topic, scenario or task id."""
    title: str
    """Its title, for a person."""
    dimension_title: str = ""
    """The rubric dimension's title."""
    answers: list[AnswerFeedback] = Field(default_factory=list)
    """One per assessed or 'I don't know' answer, in order."""
    model_answer: str = ""
    """The rubric's reference answer, when something was missing."""
    root_cause: str = ""
    """Debugging scenarios: what was really going on."""
    ideal_path: list[str] = Field(default_factory=list)
    """Debugging scenarios: what a strong candidate does, in order."""
    reached_root_cause: bool | None = None
    """Debugging scenarios: whether the candidate stated the root cause (None for other segments)."""
    code: CodeOutcome | None = None
    """Coding tasks: the checker's outcome."""
    extra: list[ExtraSection] = Field(default_factory=list)
    """Further sections other producers add (voice delivery, coding metrics)."""


class StageFeedback(_M):
    """Practice feedback for one stage."""

    kind: Literal["stage-feedback"] = "stage-feedback"
    stage_id: str
    """The stage."""
    title: str
    """Its title."""
    topics: list[TopicFeedback] = Field(default_factory=list)
    """In the order they were discussed."""
