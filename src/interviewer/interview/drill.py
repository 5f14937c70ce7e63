"""Short practice sessions outside a loop: one topic again (``chat --topic``), or a drill on weak dimensions.

A topic session is planned from ``PERSONA/TOPIC`` references: one stage per persona, in the order the
references first name it, with a short opening that says what is coming (and waits for "ready") and
a short closing. Its wording is drawn from the seed like a loop's. The references are kept in the
header (``options.topics``), so ``resume`` and ``score`` rebuild the same plan with no loop.

``drill`` picks the references: topics feeding the weakest dimensions in the score history (the
latest scored value of each, lowest first), or the dimension the user named.
"""

from __future__ import annotations

import random

from ..content.library import Library
from ..content.models import Persona, Stage, Topic
from ..transcript.events import Draw
from .plan import PlanError, SessionPlan, plan_stage
from .variety import apply_wording, with_wording

DRILL_TOPICS = 3
"""Topics in a drill (2 when the named dimension has only two)."""
DRILL_KEY = "drill"
"""Stands in for the loop id in the wording draw of a session outside any loop."""
DRILL_CLOSING = "Okay, that's the practice session done. Thanks."
"""The last stage's closing line."""


def topic_ref(persona: Persona, topic: Topic) -> str:
    return f"{persona.id}/{topic.id}"


def resolve_ref(library: Library, ref: str) -> tuple[Persona, Topic]:
    """``PERSONA/TOPIC`` → the persona and its topic, or a PlanError naming the choices."""
    persona_id, sep, topic_id = ref.partition("/")
    if not sep or not persona_id or not topic_id:
        raise PlanError(f"--topic {ref}: name it as PERSONA/TOPIC, e.g. screen-recruiter/collectives-literacy "
                        "(see `interviewer show persona ID`)")
    persona = library.personas.get(persona_id)
    if persona is None:
        raise PlanError(f"--topic {ref}: no persona '{persona_id}' (personas: {', '.join(sorted(library.personas))})")
    for topic in persona.topics:
        if topic.id == topic_id:
            return persona, topic
    raise PlanError(f"--topic {ref}: persona '{persona_id}' has no topic '{topic_id}' "
                    f"(its topics: {', '.join(t.id for t in persona.topics) or 'none'})")


def _titles(topics: list[Topic]) -> str:
    names = [t.title.lower() if t.title[1:2].islower() else t.title for t in topics]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _opening(persona: Persona, topics: list[Topic], everything: list[Topic] | None) -> str:
    """The first stage says what the whole session covers and asks to start; a later one says who is next."""
    name = persona.name.split()[0]
    if everything is not None:
        count = "one question" if len(everything) == 1 else f"{len(everything)} questions"
        return f"Hi, I'm {name}. This is a short practice session: {count}, on {_titles(everything)}. Ready to start?"
    return f"I'm {name} - next, {_titles(topics)}."


def plan_topics(library: Library, refs: list[str], seed: int, *, draws: list[Draw] | None = None) -> SessionPlan:
    """A session that asks exactly these ``PERSONA/TOPIC`` questions (recorded ``draws`` fix the wording)."""
    if not refs:
        raise PlanError("name at least one topic as PERSONA/TOPIC")
    groups: dict[str, list[Topic]] = {}
    personas: dict[str, Persona] = {}
    for ref in refs:
        persona, topic = resolve_ref(library, ref)
        personas[persona.id] = persona
        if topic.id not in [t.id for t in groups.setdefault(persona.id, [])]:
            groups[persona.id].append(topic)
    everything = [t for group in groups.values() for t in group]
    recorded = {d.stage_id: d for d in draws or []}
    stages, picked = [], []
    for index, (pid, topics) in enumerate(groups.items()):
        persona = personas[pid]
        stage = Stage(id=pid, title="Practice: " + "; ".join(t.title for t in topics), persona=pid,
                      minutes=sum(t.minutes for t in topics) + 2, topics=[t.id for t in topics])
        draw = recorded.get(pid) if draws is not None else with_wording(None, pid, persona, stage.topics, seed,
                                                                          DRILL_KEY)
        last = index == len(groups) - 1
        heard = apply_wording(persona, draw, None).model_copy(update={
            "opening": _opening(persona, topics, everything if index == 0 else None), "opening_waits": index == 0,
            "closing": DRILL_CLOSING if last else "Thanks - that's mine.", "closing_waits": False})
        stages.append(plan_stage(library, stage, persona=heard))
        if draw is not None:
            picked.append(draw)
    return SessionPlan(library, stages, None, seed=seed, draws=picked)


def dimensions_with_topics(library: Library) -> list[str]:
    """Rubric dimensions some persona asks a topic about, sorted."""
    return sorted({t.dimension for p in library.personas.values() for t in p.topics if t.dimension in library.rubrics})


def weakest_dimensions(latest: dict[str, float], library: Library, count: int = DRILL_TOPICS) -> list[str]:
    """The ``count`` dimensions with the lowest latest score that some topic asks about (ties: by id)."""
    askable = set(dimensions_with_topics(library))
    ranked = sorted((score, dim) for dim, score in latest.items() if dim in askable)
    return [dim for _, dim in ranked[:count]]


def drill_refs(library: Library, dimensions: list[str], seed: int, count: int = DRILL_TOPICS) -> list[str]:
    """``count`` topics (fewer when there are not that many) feeding ``dimensions``, weakest first, drawn with
    the seed: one per dimension in turn until ``count`` are picked."""
    rng = random.Random(f"{seed}/drill")
    pools = {dim: [topic_ref(p, t) for p in sorted(library.personas.values(), key=lambda p: p.id)
                   for t in p.topics if t.dimension == dim] for dim in dimensions}
    for pool in pools.values():
        rng.shuffle(pool)
    picked: list[str] = []
    while len(picked) < count and any(pools.values()):
        for dim in dimensions:
            if pools[dim] and len(picked) < count:
                picked.append(pools[dim].pop())
    return picked
