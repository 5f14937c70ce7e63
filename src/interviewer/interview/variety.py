"""Seeded variety: which opening, probe phrasings, greeting and closing each stage uses in a session.

A session draws its wording once, at planning time, from its seed; the draw is written into the
transcript header (``Draw.opening``, ``Draw.closing``, ``Draw.topics``), and a resumed or re-scored
session applies the recorded draw rather than drawing again. Applying a draw gives a persona whose
``opening``, ``closing``, topic ``question``/``targets`` and probe ``text`` are the drawn ones, so
everything downstream (policy, assessor, hints, speculation) reads the session's wording without
knowing that variants exist. Variants share their topic's targets (``validate`` holds them to it),
so an answer is assessed alike whichever opening was asked.
"""

from __future__ import annotations

import random

from ..content.models import MAIN_OPENING, Persona, Topic
from ..transcript.events import Draw, TopicDraw


def wording_rng(seed: int, loop_id: str | None, stage_id: str) -> random.Random:
    """The generator a stage's wording is drawn with; the loop is part of the key, so two loops sharing a
    persona (both screens) draw their wording independently for the same seed."""
    return random.Random(f"{seed}/{loop_id or '-'}/{stage_id}/wording")


def draw_topic(topic: Topic, rng: random.Random) -> TopicDraw:
    """One opening variant and one phrasing per ladder rung."""
    opening = rng.choice(topic.openings()).id
    return TopicDraw(topic_id=topic.id, opening=opening,
                     probes=[rng.randrange(len(probe.phrasings())) for probe in topic.ladder])


def draw_wording(persona: Persona, topic_ids: list[str], rng: random.Random) -> dict:
    """The wording fields of a stage's ``Draw``: greeting, closing and each topic's opening and probes."""
    opening = rng.randrange(1 + len(persona.opening_variants))
    closing = rng.randrange(1 + len(persona.closing_variants))
    return {"opening": opening, "closing": closing,
            "topics": [draw_topic(topic, rng) for tid in topic_ids for topic in persona.topics if topic.id == tid]}


def with_wording(draw: Draw | None, stage_id: str, persona: Persona, topic_ids: list[str], seed: int,
                 loop_id: str | None) -> Draw:
    """``draw`` (a scenario/task draw, or None) with this session's wording drawn into it."""
    base = draw or Draw(stage_id=stage_id, chosen="only")
    return base.model_copy(update=draw_wording(persona, topic_ids, wording_rng(seed, loop_id, stage_id)))


def role_phrase(loop_title: str) -> str:
    """A loop title as it reads inside a sentence: 'Frontier model training engineer' → 'frontier model …';
    an acronym ('AI infrastructure engineer') keeps its capitals."""
    first, _, rest = loop_title.partition(" ")
    if len(first) > 1 and first[1:].islower():
        first = first.lower()
    return f"{first} {rest}".strip()


def fill_loop(line: str, loop_title: str | None) -> str:
    """The ``{loop}`` placeholder of an opening or closing, filled with the loop's title."""
    return line.replace("{loop}", role_phrase(loop_title) if loop_title else "this")


def apply_topic(topic: Topic, drawn: TopicDraw) -> Topic:
    """The topic as this session asks it: the drawn opening (with its targets) and probe phrasings."""
    opening = next((o for o in topic.openings() if o.id == drawn.opening), None)
    update: dict = {}
    if opening is not None and opening.id != MAIN_OPENING:
        update.update(question=opening.question, targets=list(opening.targets or []))
    ladder = []
    for index, probe in enumerate(topic.ladder):
        choice = drawn.probes[index] if index < len(drawn.probes) else 0
        phrasings = probe.phrasings()
        ladder.append(probe.model_copy(update={"text": phrasings[choice]}) if 0 < choice < len(phrasings) else probe)
    update["ladder"] = ladder
    return topic.model_copy(update=update)


def apply_wording(persona: Persona, draw: Draw | None, loop_title: str | None) -> Persona:
    """The persona as this session hears it: drawn greeting and closing, drawn topic wording.

    A draw recorded against older content (an index past the end, an unknown variant id) falls back to
    the authored text rather than failing a resume.
    """
    openings = [persona.opening, *persona.opening_variants]
    closings = [persona.closing, *persona.closing_variants]
    pick = (lambda lines, i: lines[i] if 0 <= i < len(lines) else lines[0])
    opening = pick(openings, draw.opening if draw else 0)
    closing = pick(closings, draw.closing if draw else 0)
    drawn = {t.topic_id: t for t in draw.topics} if draw else {}
    topics = [apply_topic(t, drawn[t.id]) if t.id in drawn else t for t in persona.topics]
    return persona.model_copy(update={"opening": fill_loop(opening, loop_title),
                                      "closing": fill_loop(closing, loop_title), "topics": topics})
