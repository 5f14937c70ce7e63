"""Starting a session and reopening a saved one, from options or from a transcript alone.

Everything a resume needs is in the transcript header: the loop and stages, the personas,
the model names, the content folders and the flags. The state comes from replaying events.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from ..content.concepts import lexicon_of
from ..content.library import Library, load_library
from ..llm.registry import OFFLINE, get_model
from ..llm.wrapper import Meter
from ..paths import transcripts_dir
from ..transcript.events import Draw, Header, HeaderOptions
from ..transcript.store import Transcript, TranscriptWriter, read_transcript
from .assess import Assessor, LexicalAssessor
from .debugging import LexicalRequestMatcher, ModelRequestMatcher
from .display import Sink, no_sink
from .engine import DEFAULT_MAX_TURNS, Engine, utc_clock
from .listen import Understander
from .llm_assess import LLMAssessor
from .drill import plan_topics
from .plan import SessionPlan, build_plan, new_seed
from .state import Session, replay
from .tools import Tools, default_tools


@dataclass
class SessionOptions:
    """What a user chose; stored in the transcript header so a resume needs nothing else."""

    loop_id: str | None = None
    stage_ref: str | None = None
    persona_id: str | None = None
    model: str = OFFLINE
    judge_model: str | None = None
    base_url: str | None = None
    coach: bool = False
    mode: Literal["practice", "interview"] = "interview"
    """practice: teach after each stage and in the debrief; interview: silent (hiring use)."""
    content_dirs: list[str] = field(default_factory=list)
    transcript_dir: str | None = None
    answers: str | None = None
    """The answers file the candidate's turns come from, if any."""
    simulated: bool = False
    """True when a simulated candidate answers."""
    profile: str | None = None
    """The simulated candidate's profile."""
    seed: int | None = None
    """Seed for drawing each pooled stage's scenario/task; random when None (the drawn seed is recorded)."""
    scenario_id: str | None = None
    """Run this scenario in the debugging stage(s) instead of drawing one."""
    task_id: str | None = None
    """Run this coding task in the coding stage(s) instead of drawing one."""
    topics: list[str] = field(default_factory=list)
    """``chat --topic`` / ``drill``: ask exactly these PERSONA/TOPIC questions, outside any loop."""
    drill: list[str] = field(default_factory=list)
    """``drill``: the dimensions drilled (kept in the header for the report)."""

    @property
    def teaches(self) -> bool:
        """Whether the session gives practice feedback after each stage."""
        return self.mode == "practice" or self.coach


def new_session_id(now: datetime) -> str:
    return f"{now:%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def find_transcript(ref: str) -> Path:
    """A transcript path, or a session id looked up in the transcripts folder."""
    path = Path(ref).expanduser()
    if path.is_file() or path.suffix == ".jsonl" or "/" in ref:
        return path
    base = transcripts_dir()
    direct = base / f"{ref}.jsonl"
    if direct.exists():
        return direct
    found = sorted(base.rglob(f"{ref}*.jsonl")) if base.exists() else []
    return found[0] if len(found) == 1 else direct


def start(options: SessionOptions, *, library: Library | None = None, clock: Callable[[], datetime] = utc_clock,
          session_id: str | None = None, fsync: bool = True) -> tuple[Session, TranscriptWriter]:
    """Plan the session, write its header, and return the fresh session and its writer."""
    library = library or load_library(options.content_dirs)
    if options.topics:
        plan = plan_topics(library, options.topics, new_seed() if options.seed is None else options.seed)
    else:
        plan = build_plan(library, loop_id=options.loop_id, stage_ref=options.stage_ref,
                          persona_id=options.persona_id, seed=options.seed, scenario_id=options.scenario_id,
                          task_id=options.task_id)
    now = clock()
    sid = session_id or new_session_id(now)
    header = Header(
        session_id=sid, loop_id=plan.loop.id if plan.loop else None,
        stage_ids=[sp.stage.id for sp in plan.stages], persona_ids=[sp.persona.id for sp in plan.stages],
        models={"interviewer": options.model, "assessor": options.judge_model or options.model},
        started_at=now, at=now, content_versions=plan.content_versions(), seed=plan.seed, draws=plan.draws,
        options=HeaderOptions(mode=options.mode, coach=options.coach, content_dirs=[str(Path(d).resolve()) for d in options.content_dirs],
                              stage_ref=options.stage_ref, base_url=options.base_url, answers=options.answers,
                              simulated=options.simulated, profile=options.profile, topics=list(options.topics),
                              drill=list(options.drill)),
    )
    directory = Path(options.transcript_dir) if options.transcript_dir else transcripts_dir()
    writer = TranscriptWriter.create(directory / f"{sid}.jsonl", header, fsync=fsync)
    return Session(plan=plan, header=header, last_at=now), writer


def reopen(path: Path, *, library: Library | None = None,
           fsync: bool = True) -> tuple[Session, TranscriptWriter, Transcript]:
    """Rebuild the session a transcript describes and open the file for appending."""
    transcript = read_transcript(path)
    header = transcript.header
    opts = header.options
    library = library or load_library(opts.content_dirs)
    plan = plan_from_header(library, header)
    session = replay(plan, header, transcript.events)
    return session, TranscriptWriter.reopen(transcript, fsync=fsync), transcript


def plan_from_header(library: Library, header: Header) -> SessionPlan:
    """The plan a transcript ran: its stages, personas, and the scenario/task and wording each stage drew."""
    if header.options.topics:
        return plan_topics(library, header.options.topics, header.seed or 0, draws=list(header.draws))
    return build_plan(library, loop_id=header.loop_id, stage_ids=header.stage_ids, persona_ids=header.persona_ids,
                      seed=header.seed if header.seed is not None else 0, draws=recorded_draws(library, header))


def recorded_draws(library: Library, header: Header) -> list[Draw]:
    """The header's draws; for a transcript written before pools, the scenario/task its content versions name."""
    if header.draws:
        return list(header.draws)
    named = {key.partition(":")[2] for key in header.content_versions if key.startswith(("scenario:", "task:"))}
    loop = library.loops.get(header.loop_id or "")
    draws: list[Draw] = []
    for stage in loop.stages if loop else []:
        scenarios, tasks = stage.scenario_pool(), stage.task_pool()
        if not (scenarios or tasks):
            continue
        scenario = next((s for s in scenarios if s in named), scenarios[0] if scenarios else None)
        task = next((t for t in tasks if t in named), tasks[0] if tasks else None)
        draws.append(Draw(stage_id=stage.id, scenario=scenario, task=task, chosen="only"))
    return draws


def build_engine(session: Session, writer: TranscriptWriter, answers: Any, *, model_name: str = OFFLINE,
                 judge_model_name: str | None = None, base_url: str | None = None, sink: Sink = no_sink,
                 clock: Callable[[], datetime] = utc_clock, coach: bool = False, tools: Tools | None = None,
                 max_turns: int = DEFAULT_MAX_TURNS, model: Any = None, judge: Any = None,
                 stream: bool = True, meter: Meter | None = None) -> Engine:
    """An engine with the models the names ask for (``offline``: none) and the shipped tools.

    Each model is built once (``get_model``: adapter inside the one retry layer); the assessor and
    the classifier get the judge through a metering wrapper that reports each call's usage, cost and
    time under its role, so nothing is patched onto a collaborator after it is built. ``meter`` is
    shared with callers that wrap models of their own (the simulated candidate).
    """
    if model is None and model_name != OFFLINE:
        model = get_model(model_name, base_url=base_url)
    judge_name = judge_model_name or model_name
    if judge is None and judge_name != OFFLINE:
        judge = model if judge_name == model_name else get_model(judge_name, base_url=base_url)
    meter = meter or Meter()
    lexical = LexicalAssessor(lexicon_of(session.plan.library))
    assessor: Assessor = LLMAssessor(meter.wrap(judge, "assessor"), lexical=lexical) if judge else lexical
    matcher = ModelRequestMatcher(meter.wrap(judge, "classifier")) if judge else LexicalRequestMatcher()
    understander = Understander(meter.wrap(judge, "classifier")) if judge else Understander()
    engine = Engine(session, writer, answers, model=model, assessor=assessor, matcher=matcher, sink=sink,
                    understander=understander,
                    clock=clock, coach=coach, stream=stream, max_turns=max_turns,
                    tools=tools if tools is not None else default_tools(session.plan.library))
    meter.attach(engine.record_call)
    return engine


def simulate(options: SessionOptions, *, library: Library | None = None, profile: str | None = None,
             answers: Any = None, sink: Sink | None = None, session_id: str | None = None,
             start_at: datetime | None = None, tools: Tools | None = None) -> Engine:
    """An engine whose candidate is simulated: a profile (a model plays it, or offline rules) or scripted answers.

    The session runs on a SimulatedClock, so time budgets apply as if people were talking.
    """
    from .display import fan_out
    from .simulator import ModelCandidate, ProfileCandidate, SimulatedClock

    clock = SimulatedClock(start_at or utc_clock())
    session, writer = start(options, library=library, clock=clock, session_id=session_id)
    model = get_model(options.model, base_url=options.base_url) if options.model != OFFLINE else None
    meter = Meter()
    if answers is not None:
        candidate: Any = _ClockedAnswers(answers, clock)
        listener = None
    elif model is not None:
        candidate = ModelCandidate(plan=session.plan, clock=clock, model=meter.wrap(model, "candidate"),
                                   profile=profile or "strong")
        listener = candidate.hear
    else:
        candidate = ProfileCandidate(plan=session.plan, clock=clock, profile=profile or "strong")
        listener = candidate.hear
    engine = build_engine(session, writer, candidate, model_name=options.model, judge_model_name=options.judge_model,
                          base_url=options.base_url, sink=fan_out(listener, sink, _clock_listener(clock)),
                          clock=clock, coach=options.teaches, model=model, tools=tools, meter=meter)
    return engine


class _ClockedAnswers:
    """Scripted answers that advance the simulated clock as if spoken."""

    def __init__(self, inner: Any, clock: Any):
        self.inner = inner
        self.clock = clock

    async def next_answer(self):
        answer = await self.inner.next_answer()
        if answer is not None:
            self.clock.speak(answer.text, thinking=True)
        return answer


def _clock_listener(clock: Any) -> Sink:
    from .display import Speech

    async def listen(event: Any) -> None:
        # Scripted and model candidates do not hear; the interviewer's words still take time.
        if isinstance(event, Speech) and event.act != "repeat":
            clock.speak(event.lead or event.text)

    return listen
