"""What a session will cover: its stages, each with a persona and an ordered list of segments.

A segment is what one stage works through in order: a debugging scenario, a coding task, then
the persona's topics. Everything is resolved against the content library up front, so a
missing rubric or persona fails before the first question rather than mid-interview.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..content.library import Library
from ..content.models import CodingTask, Loop, Persona, RubricDimension, Scenario, Stage, Topic

DEFAULT_LOOP = "training-engineer"


class PlanError(ValueError):
    """The requested loop, stage or persona does not exist or does not fit together."""


@dataclass(frozen=True)
class Segment:
    kind: str
    """topic, scenario or task."""
    id: str
    dimension: str
    """Rubric dimension it feeds (a scenario's or task's first dimension)."""
    minutes: float | None = None
    """Time budget of a topic; scenarios and tasks use the stage's budget."""


@dataclass
class StagePlan:
    stage: Stage
    persona: Persona
    segments: list[Segment]
    scenario: Scenario | None = None
    task: CodingTask | None = None

    def topic(self, topic_id: str) -> Topic:
        return self.persona.topic(topic_id)


@dataclass
class SessionPlan:
    library: Library
    stages: list[StagePlan]
    loop: Loop | None = None
    options: dict = field(default_factory=dict)

    def rubric(self, dimension: str) -> RubricDimension:
        return self.library.rubric(dimension)

    def stage_index(self, stage_id: str) -> int:
        for i, sp in enumerate(self.stages):
            if sp.stage.id == stage_id:
                return i
        raise PlanError(f"stage '{stage_id}' is not part of this session")

    def content_versions(self) -> dict[str, str]:
        versions: dict[str, str] = {}
        if self.loop:
            versions[f"loop:{self.loop.id}"] = self.loop.version
        for sp in self.stages:
            for seg in sp.segments:
                rubric = self.library.rubrics.get(seg.dimension)
                if rubric:
                    versions[f"rubric:{rubric.id}"] = rubric.version
            if sp.scenario:
                versions[f"scenario:{sp.scenario.id}"] = sp.scenario.version
            if sp.task:
                versions[f"task:{sp.task.id}"] = sp.task.version
        return versions


def _find_stage(library: Library, ref: str) -> tuple[Loop, Stage]:
    loop_id, sep, stage_id = ref.partition("/")
    if sep:
        loop = _get(library, "loop", loop_id)
        for st in loop.stages:
            if st.id == stage_id:
                return loop, st
        raise PlanError(f"loop '{loop_id}' has no stage '{stage_id}' "
                        f"(stages: {', '.join(s.id for s in loop.stages)})")
    loops = sorted(library.loops.values(), key=lambda lp: (lp.id != DEFAULT_LOOP, lp.id))
    for loop in loops:
        for st in loop.stages:
            if st.id == ref:
                return loop, st
    raise PlanError(f"no stage '{ref}' in any loop; use LOOP/STAGE (see `interviewer list loops`)")


def _get(library: Library, kind: str, item_id: str):
    try:
        return library.get(kind, item_id)
    except KeyError as exc:
        raise PlanError(str(exc).strip("'\"")) from None


def plan_stage(library: Library, stage: Stage, persona_id: str | None = None) -> StagePlan:
    persona: Persona = _get(library, "persona", persona_id or stage.persona)
    segments: list[Segment] = []
    scenario = task = None
    if stage.scenario:
        scenario = _get(library, "scenario", stage.scenario)
        segments.append(Segment("scenario", scenario.id, scenario.dimensions[0]))
    if stage.task:
        task = _get(library, "task", stage.task)
        segments.append(Segment("task", task.id, task.dimensions[0]))
    topic_ids = list(stage.topics) or ([] if (scenario or task) else [t.id for t in persona.topics])
    for tid in topic_ids:
        try:
            topic = persona.topic(tid)
        except KeyError:
            raise PlanError(f"persona '{persona.id}' has no topic '{tid}' (stage '{stage.id}')") from None
        segments.append(Segment("topic", topic.id, topic.dimension, topic.minutes))
    for seg in segments:
        rubric = _get(library, "rubric", seg.dimension)
        if seg.kind == "topic":
            known = {s.id for s in rubric.signals}
            for probe in persona.topic(seg.id).ladder:
                if probe.signal not in known:
                    raise PlanError(f"topic '{seg.id}' probes signal '{probe.signal}' that rubric "
                                    f"'{rubric.id}' does not define")
    if not segments:
        raise PlanError(f"stage '{stage.id}' has nothing to ask: persona '{persona.id}' has no topics")
    return StagePlan(stage=stage, persona=persona, segments=segments, scenario=scenario, task=task)


def build_plan(library: Library, *, loop_id: str | None = None, stage_ref: str | None = None,
               persona_id: str | None = None, stage_ids: list[str] | None = None,
               persona_ids: list[str] | None = None) -> SessionPlan:
    """A whole loop, one stage (``LOOP/STAGE`` or a stage id), or stages recorded in a transcript."""
    if stage_ref:
        loop, stage = _find_stage(library, stage_ref)
        return SessionPlan(library, [plan_stage(library, stage, persona_id)], loop)
    loop = _get(library, "loop", loop_id or DEFAULT_LOOP)
    stages = list(loop.stages)
    if stage_ids:
        by_id = {s.id: s for s in loop.stages}
        missing = [s for s in stage_ids if s not in by_id]
        if missing:
            raise PlanError(f"loop '{loop.id}' no longer has stage '{missing[0]}'")
        stages = [by_id[s] for s in stage_ids]
    personas = persona_ids or [None] * len(stages)
    if persona_id:
        personas = [persona_id] * len(stages)
    return SessionPlan(library, [plan_stage(library, st, p) for st, p in zip(stages, personas)], loop)
