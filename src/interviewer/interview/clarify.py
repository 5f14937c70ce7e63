"""Answering a candidate's clarifying question from authored facts, and only from them.

A question is matched against the facts of the stage, the current topic, scenario or task
(each fact's aliases). Matching facts are the reply; no match gives the assume line; a
question that fishes for what is being assessed (a hidden root cause, a signal) is declined.
With a model the reply is rephrased, and ``numbers_faithful`` rejects a reply whose numbers
are not all in the facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from ..content.matching import compile_phrase
from ..content.models import Fact
from ..text.sentences import sentences
from .plan import StagePlan
from .state import TopicState

ASSUME = "I don't have a number for that — state an assumption and go on."
DECLINE = ("That's the part I want to hear you work out, so I'll leave it with you. "
           "Tell me what you'd assume or check, and why.")
DECLINE_DEBUG = ("I can't tell you what's wrong — that's the exercise. Tell me what you'd look at, "
                 "and I'll show you what it says.")

ReplyKind = Literal["facts", "assume", "declined"]


@dataclass
class ClarifyReply:
    kind: ReplyKind
    """facts: answered from the sheet; assume: nothing known; declined: it would give the answer away."""
    text: str
    """What the interviewer says (before re-asking the open question)."""
    facts: list[str] = field(default_factory=list)
    """Ids of the facts used."""


def targets(plan: StagePlan, topic: TopicState | None, loop_id: str | None) -> list[str]:
    """Fact-sheet targets in scope: the stage, then the topic, scenario or task being discussed."""
    out = []
    if loop_id:
        out.append(f"stage:{loop_id}/{plan.stage.id}")
    if topic is not None:
        if topic.kind == "topic":
            out.append(f"topic:{plan.persona.id}/{topic.id}")
        else:
            out.append(f"{topic.kind}:{topic.id}")
    return out


def facts_in_scope(plan: StagePlan, topic: TopicState | None, loop_id: str | None, library) -> list[list[Fact]]:
    """Fact sheets in scope, most specific first: the topic (scenario, task), then the stage."""
    return [library.facts_for(target) for target in reversed(targets(plan, topic, loop_id))]


def matching_facts(question: str, sheets: list[list[Fact]]) -> list[Fact]:
    """Facts whose aliases the question uses, from the most specific sheet that has any."""
    for facts in sheets:
        hits = [f for f in facts if any(compile_phrase(a).search(question) for a in f.aliases)]
        if hits:
            return hits
    return []


def fishing(question: str, giveaways: list[str]) -> bool:
    """Whether the question names what is being assessed (a diagnosis's or signal's phrases)."""
    return any(compile_phrase(p).search(question) for p in giveaways)


def reply(questions: list[str], facts: list[list[Fact]], giveaways: list[str], *, debugging: bool = False) -> ClarifyReply:
    """The reply to one turn's clarifying questions."""
    used: list[Fact] = []
    declined = False
    for q in questions:
        found = matching_facts(q, facts)
        if found:
            used += [f for f in found if f not in used]
        elif fishing(q, giveaways):
            declined = True
    if used:
        text = " ".join(f.text.strip() for f in used)
        if declined:
            text += " " + (DECLINE_DEBUG if debugging else DECLINE)
        return ClarifyReply("facts", text, [f.id for f in used])
    if declined:
        return ClarifyReply("declined", DECLINE_DEBUG if debugging else DECLINE)
    return ClarifyReply("assume", ASSUME)


_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def numbers_faithful(text: str, allowed: str) -> bool:
    """Every number in ``text`` also appears in ``allowed`` (the facts and the re-asked question)."""
    known = {n.replace(",", "") for n in _NUMBER.findall(allowed)}
    return all(n.replace(",", "") in known for n in _NUMBER.findall(text))


def reask(question: str) -> str:
    """The open question again, briefly: the last sentence that asks something, in its last paragraph.

    A task statement or a scenario page ends with its ask ("Where do you start?", "Talk me
    through your approach…"); code and tables above it are not repeated.
    """
    paragraphs = [p for p in re.split(r"\n\s*\n", question.strip()) if p.strip()]
    last = paragraphs[-1] if paragraphs else question
    parts = sentences(last.strip())
    asks = [p for p in parts if p.endswith("?")]
    brief = asks[-1] if asks else (parts[-1] if parts else question.strip())
    return f"So, back to it: {brief}"
