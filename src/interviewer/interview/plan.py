"""What a session will cover: its stages, each with a persona and an ordered list of segments.

A segment is what one stage works through in order: a debugging scenario, a coding task, then
the persona's topics. Everything is resolved against the content library up front, so a
missing rubric or persona fails before the first question rather than mid-interview.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..content.library import Library
from ..content.models import CodingTask, Loop, Persona, RubricDimension, Scenario, Stage, Topic
from ..transcript.events import Draw
from .variety import apply_wording, with_wording

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
    seed: int | None = None
    """The seed pooled stages drew with."""
    draws: list[Draw] = field(default_factory=list)
    """What each stage drew: its scenario or task (how it was chosen), and its wording."""

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
    found = [(loop, st) for loop in sorted(library.loops.values(), key=lambda lp: lp.id)
             for st in loop.stages if st.id == ref]
    if len(found) > 1:
        choices = ", ".join(f"{loop.id}/{st.id}" for loop, st in found)
        raise PlanError(f"stage '{ref}' is in more than one loop; name one as LOOP/STAGE: {choices}")
    if found:
        return found[0]
    raise PlanError(f"no stage '{ref}' in any loop; use LOOP/STAGE (see `interviewer list loops`)")


def _get(library: Library, kind: str, item_id: str):
    try:
        return library.get(kind, item_id)
    except KeyError as exc:
        raise PlanError(str(exc).strip("'\"")) from None


def new_seed() -> int:
    """A random seed for a session that was not given one."""
    return random.SystemRandom().randrange(1, 2**31)


def draw_stage(library: Library, stage: Stage, seed: int, *, scenario_id: str | None = None,
               task_id: str | None = None) -> Draw | None:
    """The scenario/task one stage runs: the override if given, else one drawn from its pool with the seed.

    The draw depends only on the seed and the stage id, so the same seed gives the same scenario
    for a stage whether the whole loop runs or the stage alone.
    """
    scenarios, tasks = stage.scenario_pool(), stage.task_pool()
    if not scenarios and not tasks:
        return None
    rng = random.Random(f"{seed}/{stage.id}")
    picked: dict[str, str | None] = {"scenario": None, "task": None}
    overridden = False
    for kind, pool, override in (("scenario", scenarios, scenario_id), ("task", tasks, task_id)):
        if not pool:
            continue
        if override:
            _get(library, kind, override)
            picked[kind], overridden = override, True
        else:
            picked[kind] = rng.choice(pool)
    single = all(len(pool) <= 1 for pool in (scenarios, tasks))
    return Draw(stage_id=stage.id, scenario=picked["scenario"], task=picked["task"],
                chosen="override" if overridden else "only" if single else "drawn")


def stage_topic_ids(library: Library, stage: Stage, persona_id: str | None = None) -> list[str]:
    """The persona topics a stage asks (all of the persona's when the stage names none and runs no pool)."""
    if stage.topics:
        return list(stage.topics)
    if stage.scenario_pool() or stage.task_pool():
        return []
    return [t.id for t in _get(library, "persona", persona_id or stage.persona).topics]


def plan_stage(library: Library, stage: Stage, persona_id: str | None = None,
               draw: Draw | None = None, loop_title: str | None = None, *, persona: Persona | None = None) -> StagePlan:
    """One stage's plan; ``persona``, when given, is used as it is (its wording already applied)."""
    if persona is None:
        persona = apply_wording(_get(library, "persona", persona_id or stage.persona), draw, loop_title)
    segments: list[Segment] = []
    scenario = task = None
    scenario_id = draw.scenario if draw else (stage.scenario_pool() or [None])[0]
    task_id = draw.task if draw else (stage.task_pool() or [None])[0]
    if scenario_id:
        scenario = _get(library, "scenario", scenario_id)
        segments.append(Segment("scenario", scenario.id, scenario.dimensions[0]))
    if task_id:
        task = _get(library, "task", task_id)
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


def _draws(library: Library, stages: list[Stage], seed: int, scenario_id: str | None, task_id: str | None,
           recorded: list[Draw] | None, personas: list[str | None] | None = None,
           loop_id: str | None = None) -> list[Draw | None]:
    if recorded is not None:
        by_stage = {d.stage_id: d for d in recorded}
        return [by_stage.get(st.id) for st in stages]
    personas = personas or [None] * len(stages)
    return [with_wording(draw, st.id, _get(library, "persona", pid or st.persona), stage_topic_ids(library, st, pid),
                         seed, loop_id)
            for st, pid, draw in zip(stages, personas, _pool_draws(library, stages, seed, scenario_id, task_id))]


def _pool_draws(library: Library, stages: list[Stage], seed: int, scenario_id: str | None,
                task_id: str | None) -> list[Draw | None]:
    if scenario_id and not any(st.scenario_pool() for st in stages):
        raise PlanError(f"--scenario {scenario_id}: none of the stages ({', '.join(s.id for s in stages)}) "
                        "runs a debugging scenario; pick a debugging stage with --stage")
    if task_id and not any(st.task_pool() for st in stages):
        raise PlanError(f"--task {task_id}: none of the stages ({', '.join(s.id for s in stages)}) "
                        "runs a coding task; pick a coding stage with --stage")
    return [draw_stage(library, st, seed, scenario_id=scenario_id, task_id=task_id) for st in stages]


def build_plan(library: Library, *, loop_id: str | None = None, stage_ref: str | None = None,
               persona_id: str | None = None, stage_ids: list[str] | None = None,
               persona_ids: list[str] | None = None, seed: int | None = None, scenario_id: str | None = None,
               task_id: str | None = None, draws: list[Draw] | None = None) -> SessionPlan:
    """A whole loop, one stage (``LOOP/STAGE`` or a stage id), or stages recorded in a transcript.

    Stages that name a pool draw one scenario/task with ``seed`` (random when None), unless
    ``scenario_id``/``task_id`` override it or ``draws`` (from a transcript header) fix it.
    """
    seed = new_seed() if seed is None else seed
    if stage_ref:
        loop, stage = _find_stage(library, stage_ref)
        (draw,) = _draws(library, [stage], seed, scenario_id, task_id, draws, [persona_id], loop.id)
        return SessionPlan(library, [plan_stage(library, stage, persona_id, draw, loop.title)], loop, seed=seed,
                           draws=[draw] if draw else [])
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
    picked = _draws(library, stages, seed, scenario_id, task_id, draws, personas, loop.id)
    return SessionPlan(library, [plan_stage(library, st, p, d, loop.title) for st, p, d in zip(stages, personas, picked)],
                       loop, seed=seed, draws=[d for d in picked if d])
