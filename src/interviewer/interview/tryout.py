"""One utterance through exactly the engine's path: the seam behind ``interviewer assess``.

A throwaway one-stage session is positioned where the candidate has just been asked the
topic's opening question (or shown a scenario's page, plus any artifacts named as revealed);
the engine then reads the utterance, understands it, assesses it, decides, and speaks. What
it recorded is the report. Nothing here re-implements a rule the engine applies.
"""

from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..content.library import Library
from ..content.models import Stage
from ..llm.registry import OFFLINE
from ..transcript.events import (
    Assessment, Decision, Header, SignalEvidence, StageEvent, TopicEvent, Turn, Understood,
)
from ..transcript.decisions import AskCandidate, CheckNumbers, NextTopic, RevealArtifact
from ..transcript.tool_events import ArtifactsRevealed, RequestMatched
from ..transcript.store import TranscriptWriter
from .answers import Answer
from .commands import HELP, Command, parse_command
from .plan import PlanError, SessionPlan, plan_stage
from .state import Session


class DiagnosisVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    credited: bool
    """Whether the utterance counts as stating the root cause."""
    id: str | None = None
    """The accepted diagnosis credited."""
    why: str = ""
    """Why it was or was not credited."""


class NextMove(BaseModel):
    model_config = ConfigDict(extra="forbid")

    act: str
    """What the interviewer does next: probe, clarify, rephrase, reveal, reply, remediation, next-topic …"""
    signal: str = ""
    """For probes: the signal asked for."""
    text: str = ""
    """What the interviewer says next."""


class UtteranceReport(BaseModel):
    """What the engine made of one utterance (the `interviewer assess --json` object)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    kind: Literal["utterance"] = Field(default="utterance", exclude=True)
    """Type tag (not serialised: the JSON contract is fixed)."""
    utterance_class: str = Field(alias="class")
    """The primary class."""
    classes: list[str]
    """Every class the turn is."""
    depth: Literal["weak", "partial", "strong"] | None = None
    """Depth of the assessment, or null when the turn was not assessed (a question)."""
    shown: list[SignalEvidence] = Field(default_factory=list)
    """Signals shown, with quotes."""
    missing: list[str] = Field(default_factory=list)
    """Target signals still missing."""
    red_flags: list[str] = Field(default_factory=list)
    """Red flags hit."""
    evidence: list[str] = Field(default_factory=list)
    """Why the depth is what it is: substance features that fired and depth rules that applied."""
    diagnosis: DiagnosisVerdict | None = None
    """Debugging scenarios: whether a root cause was credited."""
    artifacts: list[str] = Field(default_factory=list)
    """Artifacts the utterance releases."""
    next: NextMove
    """The interviewer's next move."""
    reply_kind: str = "none"
    """How a question in it was answered: facts, assume, declined, meta, off-topic, none."""
    facts: list[str] = Field(default_factory=list)
    """Facts the reply used."""
    classifier: str = "offline"
    """Who read the utterance: ``offline`` or the model whose enum-only classifier decided."""
    fallback_reason: str | None = None
    """Set when a model classifier's output was unusable and the offline reading stood in."""

    def as_json(self) -> dict:
        return self.model_dump(mode="json", by_alias=True, exclude={"kind"})


class _One:
    source = "assess"

    def __init__(self, text: str):
        self.text: str | None = text

    async def next_answer(self) -> Answer | None:
        text, self.text = self.text, None
        return Answer(text=text, source=self.source) if text is not None else None


def stage_for(library: Library, *, topic: str | None = None, scenario: str | None = None):
    """(loop, stage) of the shipped stage that runs this topic or scenario; a bare stage if none does."""
    if topic:
        persona_id, sep, topic_id = topic.partition("/")
        if not sep:
            raise PlanError(f"--topic wants PERSONA/TOPIC, got '{topic}'")
        persona = library.persona(persona_id) if persona_id in library.personas else None
        if persona is None:
            raise PlanError(f"no persona '{persona_id}' (known: {', '.join(sorted(library.personas))})")
        try:
            persona.topic(topic_id)
        except KeyError:
            raise PlanError(f"persona '{persona_id}' has no topic '{topic_id}' "
                            f"(topics: {', '.join(t.id for t in persona.topics)})") from None
        for loop in sorted(library.loops.values(), key=lambda lp: lp.id):
            for st in loop.stages:
                if st.persona == persona_id and (topic_id in st.topics or not st.topics):
                    return loop, st.model_copy(update={"topics": [topic_id], "scenario": None, "task": None,
                                                       "scenarios": [], "tasks": []})
        return None, Stage(id="assess", title=persona.name, persona=persona_id, minutes=60, topics=[topic_id])
    assert scenario
    if scenario not in library.scenarios:
        raise PlanError(f"no scenario '{scenario}' (known: {', '.join(sorted(library.scenarios))})")
    for loop in sorted(library.loops.values(), key=lambda lp: lp.id):
        for st in loop.stages:
            if scenario in st.scenario_pool():
                return loop, st.model_copy(update={"topics": [], "scenario": scenario, "scenarios": [], "task": None,
                                                   "tasks": []})
    persona = next((p for p in sorted(library.personas.values(), key=lambda p: p.id) if p.stage == "debugging"), None)
    if persona is None:
        raise PlanError("no debugging persona to run the scenario")
    return None, Stage(id="assess", title=persona.name, persona=persona.id, minutes=45, scenario=scenario)


def assess_utterance(library: Library, text: str, *, topic: str | None = None, scenario: str | None = None,
                     revealed: list[str] | None = None, model: str = OFFLINE, base_url: str | None = None,
                     model_obj=None, asked: str = "opening") -> UtteranceReport:
    """Run ``text`` through the engine as the answer to the topic's question or the scenario's page.

    ``asked`` is ``opening`` or ``probe:SIGNAL``: the utterance answers the ladder's probe for that signal,
    asked after the opening question (the topic then stands as the engine would have it: one probe used).
    """
    return asyncio.run(_assess(library, text, topic=topic, scenario=scenario, revealed=revealed or [],
                               model=model, base_url=base_url, model_obj=model_obj, asked=asked))


def _probe(sp, topic_id: str, asked: str) -> AskCandidate | None:
    if asked == "opening":
        return None
    kind, _, signal = asked.partition(":")
    ladder = sp.topic(topic_id).ladder
    index = next((i for i, p in enumerate(ladder) if p.signal == signal), None)
    if kind != "probe" or index is None:
        known = ", ".join(dict.fromkeys(p.signal for p in ladder))
        raise PlanError(f"--asked must be 'opening' or 'probe:SIGNAL' with a signal this topic's ladder asks for "
                        f"(here: {known})")
    return AskCandidate("probe", ladder[index].text, signal=signal, probe_index=index)


async def _assess(library: Library, text: str, *, topic, scenario, revealed, model, base_url, model_obj,
                  asked: str = "opening"):
    from .launch import build_engine

    loop, stage = stage_for(library, topic=topic, scenario=scenario)
    sp = plan_stage(library, stage)
    if sp.scenario is not None:
        unknown = [a for a in revealed if a not in {x.id for x in sp.scenario.artifacts}]
        if unknown:
            raise PlanError(f"scenario '{sp.scenario.id}' has no artifact '{unknown[0]}' "
                            f"(artifacts: {', '.join(a.id for a in sp.scenario.artifacts)})")
    elif revealed:
        raise PlanError("--revealed applies to --scenario only")
    if sp.scenario is not None and asked != "opening":
        raise PlanError("--asked applies to --topic only")
    plan = SessionPlan(library, [sp], loop)
    now = datetime.now(timezone.utc)
    header = Header(session_id="assess", stage_ids=[stage.id], persona_ids=[sp.persona.id], started_at=now, at=now,
                    loop_id=loop.id if loop else None, models={"interviewer": model, "assessor": model})
    with tempfile.TemporaryDirectory(prefix="interviewer-assess-") as tmp:
        writer = TranscriptWriter.create(Path(tmp) / "assess.jsonl", header, fsync=False)
        session = Session(plan=plan, header=header, last_at=now)
        engine = build_engine(session, writer, _One(text), model_name=model, base_url=base_url, model=model_obj,
                              judge=model_obj, stream=False, clock=lambda: now)
        seg = sp.segments[0]
        engine.record(StageEvent(action="start", stage_id=stage.id, persona_id=sp.persona.id))
        engine.record(Turn(role="interviewer", text=sp.persona.opening, stage_id=stage.id, act="opening"))
        engine.record(TopicEvent(action="start", stage_id=stage.id, topic_id=seg.id))
        if sp.scenario is not None:
            ids = [a.id for a in sp.scenario.artifacts if a.shown_at_start] + list(revealed)
            engine.record(ArtifactsRevealed(stage_id=stage.id, artifact_ids=ids, at_start=True))
            engine.record(Turn(role="interviewer", text=engine.opening_question().text, stage_id=stage.id,
                                topic_id=seg.id, act="situation"))
        else:
            engine.record(Turn(role="interviewer", text=sp.topic(seg.id).question, stage_id=stage.id,
                                topic_id=seg.id, act="question"))
            probe = _probe(sp, seg.id, asked)
            if probe is not None:
                engine.record(Decision(step=probe, stage_id=stage.id, topic_id=seg.id, reason="asked"))
                engine.record(Turn(role="interviewer", text=probe.text, stage_id=stage.id, topic_id=seg.id,
                                    act="probe", signal=probe.signal))
        start = session.events
        await engine.run()
        writer.close()
        from ..transcript.store import read_transcript

        events = read_transcript(writer.path).events[start:]
    return _report(events, text, asked=session.last_question.text if session.last_question else "")


def _command_report(events: list, command: Command, asked: str) -> UtteranceReport:
    """A slash command is carried out, not understood: no candidate turn, nothing assessed. It is a request about
    the interview itself (issue #11's meta class: repeat, time, hint); an unknown one gets the command help."""
    said = next((e for e in events if isinstance(e, Turn) and e.role == "interviewer"), None)
    if any(isinstance(e, Decision) and isinstance(e.step, NextTopic) for e in events):  # /skip
        move = NextMove(act="next-topic")  # the tryout's one-topic stage closes; a loop would ask the next topic
    elif said is not None:  # /hint
        move = NextMove(act=said.act, text=said.text)
    elif command.name == "repeat":
        move = NextMove(act="repeat", text=asked)
    else:  # /time, /quit, /help, and an unknown word
        move = NextMove(act="help" if command.name == "unknown" else command.name,
                        text=HELP if command.name in ("unknown", "help") else "")
    return UtteranceReport(utterance_class="meta", classes=["meta"], next=move)


def _report(events: list, text: str, asked: str) -> UtteranceReport:
    turn = next((e for e in events if isinstance(e, Turn) and e.role == "candidate"), None)
    if turn is None:  # the engine took the text as a slash command and recorded no candidate turn
        return _command_report(events, parse_command(text), asked)
    understood = next((e for e in events if isinstance(e, Understood)), None)
    assessment = next((e for e in events if isinstance(e, Assessment)), None)
    match = next((e for e in events if isinstance(e, RequestMatched)), None)
    decision = next((e for e in events if isinstance(e, Decision) and not isinstance(e.step, CheckNumbers)), None)
    # The next move is the line after any acknowledgement ("Okay.") said before it. A tryout's stage holds one
    # topic, so moving to the next topic closes the stage there; the stage's closing line is not what a loop
    # would say on moving on (it asks the next topic's question), so a next-topic move reports no line.
    moves_on = decision is not None and isinstance(decision.step, NextTopic)
    spoken = next((e for e in events if isinstance(e, Turn) and e.role == "interviewer" and e.seq > turn.seq
                   and e.act != "ack" and not (moves_on and e.act == "closing")), None)
    classes = list(understood.classes) if understood else ["answer"]
    diagnosis = None
    if match is not None:
        credited = understood.diagnosis if understood else None
        diagnosis = DiagnosisVerdict(credited=bool(credited), id=credited, why=understood.why if understood else "")
    artifacts: list[str] = []
    step = decision.step if decision is not None else None
    if isinstance(step, RevealArtifact):
        artifacts = list(step.artifact_ids)
    if step is None:
        act = "none"
    elif isinstance(step, AskCandidate):
        act = step.act
    else:
        act = {"reveal_artifact": "reveal", "next_topic": "next-topic", "end_stage": "end-stage",
               "run_code": "run-code"}.get(step.kind, step.kind)
    signal = step.signal if isinstance(step, AskCandidate) else ""
    return UtteranceReport(
        utterance_class=classes[0], classes=classes, depth=assessment.depth if assessment else None,
        shown=list(assessment.shown) if assessment else [], missing=list(assessment.missing) if assessment else [],
        red_flags=list(assessment.red_flags) if assessment else [], diagnosis=diagnosis, artifacts=artifacts,
        evidence=list(assessment.evidence) if assessment else [],
        next=NextMove(act=act, signal=signal, text=spoken.text if spoken else ""),
        reply_kind=understood.reply_kind if understood else "none", facts=list(understood.facts) if understood else [],
        classifier=understood.classifier if understood else "offline",
        fallback_reason=understood.fallback_reason if understood else None)
