"""The interview loop: ask ``next_step`` what to do, do it, record what happened, repeat.

Every effect goes through ``record``: append the event to the transcript (fsynced), then
fold it into the session. A crash between two events therefore loses at most the one in
flight, and a resume continues from exactly the recorded state. What an answer is and what
it shows (the ``AssessAnswer`` step) is read by the ``Appraiser`` (``appraise.py``).
"""

from __future__ import annotations

import contextlib

from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

from ..llm.base import Model
from ..transcript.events import Decision, End, Event, ModelCall, Note, StageEvent, TopicEvent, Turn
from ..transcript.tool_events import ArtifactsRevealed, CodeRan, NumbersChecked
from ..transcript.store import TranscriptWriter
from . import policy
from .appraise import Appraiser
from .assess import Assessor, Target
from .commands import extract_code, parse_command
from .debugging import artifact_markdown, forbidden_phrases
from .display import Answered, ArtifactShown, CodeVerdict, Debrief, Sink, Speech, StageEnded, StageStarted, no_sink
from .review import coaching, debrief_rows, stage_notes
from .speaking import PhraseRequest, Phraser
from .state import RESUMED, SOCIAL, Session
from .acknowledge import answer_acknowledgement, social_acknowledgement
from .clarify import facts_in_scope
from .listen import Understander
from .steps import (
    Acknowledge, AskCandidate, AssessAnswer, AwaitAnswer, CheckNumbers, EndStage, Finish, FinishStage, NextTopic,
    LoopStep, Outcome, RevealArtifact, RunCode, Say, StartStage, StartTopic, MaxTurnsExceeded,
)
from .hints import HINT_NONE, next_hint  # noqa: F401 - HINT_NONE re-exported
from .slash import run_command
from .speculate import likely_next
from .tools import Tools, design_context, has_numbers

DEFAULT_MAX_TURNS = 400
"""Candidate turns in one session before MaxTurnsExceeded; a whole loop needs well under 150."""


def utc_clock() -> datetime:
    return datetime.now(timezone.utc)


class Engine:
    """Runs one session to its end, or until answers run out or the candidate quits.

    ``answers`` is anything with ``async next_answer() -> Answer | None`` (the AnswerSource
    shape front ends implement); the engine never imports a front end.
    """

    def __init__(self, session: Session, writer: TranscriptWriter, answers: Any, *,
                 model: Model | None = None, assessor: Assessor | None = None, matcher: Any = None,
                 tools: Tools | None = None, sink: Sink = no_sink, clock: Callable[[], datetime] = utc_clock,
                 coach: bool = False, max_turns: int = DEFAULT_MAX_TURNS, stream: bool = True,
                 understander: Understander | None = None):
        self.session = session
        self.writer = writer
        self.answers = answers
        self.tools = tools or Tools()
        self.sink = sink
        self.clock = clock
        self.coach = coach
        self.max_turns = max_turns
        self.phraser = Phraser(model, sink, on_call=self.record_call, stream=stream)
        self.appraiser = Appraiser(session, self.record, assessor=assessor, matcher=matcher,
                                   understander=understander, hint=self.hint, speculate=self._speculate,
                                   cancel=lambda: self.phraser.cancel_prefetch())
        self._answered_at: float | None = None
        """When the answer now being handled arrived (for the reply's latency)."""

    @property
    def assessor(self) -> Assessor:
        return self.appraiser.assessor

    @property
    def matcher(self):
        return self.appraiser.matcher

    @property
    def understander(self) -> Understander:
        return self.appraiser.understander

    # ------------------------------------------------------------------ the loop

    async def run(self, *, resumed: bool = False) -> Outcome:
        # Events between two waits for the candidate are synced to disk once, when the
        # engine is about to wait (group commit); each is still written the moment it happens.
        with contextlib.ExitStack() as syncs:
            try:
                return await self._run(resumed, syncs)
            finally:
                self.phraser.cancel_prefetch()

    async def _run(self, resumed: bool, syncs: contextlib.ExitStack) -> Outcome:
        s = self.session
        syncs.enter_context(self.writer.batch())
        if resumed and not s.finished:
            self.record(Note(text=RESUMED))
            if s.stage:
                await self.sink(self._stage_started(resumed=True))
                if s.expect == "answer" and s.last_question:
                    await self.show(s.last_question.text, "repeat", signal=s.last_question.signal)
                elif s.expect == "social" and s.stage.history:
                    await self.show(s.stage.history[-1][1], "repeat")
        while not s.finished:
            if s.candidate_turns > self.max_turns:
                raise MaxTurnsExceeded(f"session passed max_turns={self.max_turns} candidate turns")
            step = self.next_step()
            if s.expect == "decide":
                self.record(Decision(step=step, stage_id=s.stage.id, topic_id=s.topic.id,
                                      reason=getattr(step, "reason", "") or _reason(step)))
                continue
            if isinstance(step, AwaitAnswer):
                # Sync what the candidate is about to read before waiting on them; their
                # answer joins the next group (written at once, synced before the next wait).
                syncs.close()
                syncs.enter_context(self.writer.batch())
            outcome = await self.execute(step)
            if outcome is not None:
                return outcome
        return Outcome("finished", "completed")

    def next_step(self) -> LoopStep:
        """What to do next, from the session state alone."""
        s = self.session
        st = s.stage
        if s.expect == "stage":
            return StartStage(s.next_stage) if s.next_stage < len(s.plan.stages) else Finish()
        assert st is not None
        persona = st.plan.persona
        if s.expect == "opening":
            return Say("opening", persona.opening)
        if s.expect == "segment":
            seg = s.segment()
            return Say("closing", persona.closing) if st.ending or seg is None else StartTopic(seg.id)
        if s.expect == "question":
            return self.opening_question()
        if s.expect in ("answer", "social"):
            return AwaitAnswer()
        if s.expect == "ack":
            return Acknowledge(social_acknowledgement(
                s.last_social.text, closing=s.after_social == "end-stage", seed=s.header.seed, turn=s.candidate_turns,
                said=s.acks_said, facts=facts_in_scope(st.plan, None, s.plan.loop.id if s.plan.loop else None,
                                                       s.plan.library)))
        if s.expect == "assess":
            return AssessAnswer(s.last_answer.seq)
        if s.expect == "decide":
            return policy.decide(s, self._policy_clock(), check_numbers=self._check_numbers(),
                                 can_run=self.tools.code is not None)
        if s.expect == "act":
            if isinstance(s.pending, EndStage) and s.topic is None:
                return Say("closing", persona.closing)
            return s.pending
        if s.expect == "end-stage":
            if self.coach and not st.coached:
                return Say("coach", coaching(s.plan, st, self._events_so_far()))
            return FinishStage(st.ending or "completed")
        raise RuntimeError(f"no step for state '{s.expect}'")

    async def execute(self, step: LoopStep) -> Outcome | None:
        s = self.session
        match step:
            case StartStage(index=index):
                sp = s.plan.stages[index]
                self.record(StageEvent(action="start", stage_id=sp.stage.id, persona_id=sp.persona.id))
                await self.sink(self._stage_started())
            case Say() | AskCandidate():
                if s.ack_due and not s.pending_reply and s.last_answer is not None:
                    closed = s.stage.done[-1].end_reason if s.stage.done and step.act == "question" else ""
                    ack = answer_acknowledgement(s.last_answer.text, step.act, seed=s.header.seed,
                                                 turn=s.candidate_turns, said=s.acks_said, closed=closed,
                                                 pressure=s.stage.plan.persona.voice.pressure)
                    if ack:
                        await self._say_back(ack)
                await self.speak(step)
            case Acknowledge(text=text):
                await self._say_back(text)
            case StartTopic(topic_id=topic_id):
                self.record(TopicEvent(action="start", stage_id=s.stage.id, topic_id=topic_id))
            case AwaitAnswer():
                return await self._await_answer()
            case AssessAnswer():
                await self.appraiser.appraise()
            case RevealArtifact(artifact_ids=ids):
                await self._reveal(ids)
            case RunCode(turn_seq=seq):
                await self._run_code(seq)
            case CheckNumbers(turn_seq=seq):
                facts = design_context([t for role, t in s.stage.history if role == "interviewer"])
                checks = self.tools.numbers.check(s.last_answer.text, facts) if self.tools.numbers else []
                self.record(NumbersChecked(stage_id=s.stage.id, turn_seq=seq, context=facts, checks=checks))
            case NextTopic(reason=reason) | EndStage(reason=reason):
                self.record(TopicEvent(action="end", stage_id=s.stage.id, topic_id=s.topic.id, reason=reason))
            case FinishStage(reason=reason):
                notes = stage_notes(s.stage)
                stage_id = s.stage.id
                self.record(StageEvent(action="end", stage_id=stage_id, persona_id=s.stage.plan.persona.id,
                                        notes=notes, reason=reason))
                await self.sink(StageEnded(stage_id, reason, notes))
            case Finish(reason=reason):
                self.record(End(reason=reason))
                await self.sink(Debrief(self.debrief()))
                return Outcome("finished", reason)
            case _:
                raise TypeError(f"unknown step {step!r}")
        return None

    # ------------------------------------------------------------------ recording

    def record(self, event: Event) -> Event:
        """Stamp ``event``, append it to the transcript and fold it into the session (the one way state changes)."""
        event.at = self.clock()
        self.writer.append(event)
        self.session.apply(event)
        return event

    def record_call(self, role: str, response: Any, latency: float) -> None:
        if response is None:
            return
        u = response.usage
        self.record(ModelCall(role=role, model=response.model_name or role, input_tokens=u.input_tokens,
                               output_tokens=u.output_tokens, cached_tokens=u.cached_tokens, cost_usd=u.cost_usd,
                               latency_s=round(latency, 4)))

    def debrief(self) -> list:
        from ..transcript.store import read_transcript

        return debrief_rows(self.session.plan, read_transcript(self.writer.path).events)

    def _events_so_far(self) -> list:
        from ..transcript.store import read_transcript

        return read_transcript(self.writer.path).events

    # ------------------------------------------------------------------ step bodies

    def opening_question(self) -> AskCandidate:
        """The open segment's first question: a scenario's page, a task's prompt, or a topic's question."""
        s = self.session
        seg, sp = s.topic.segment, s.stage.plan
        if seg.kind == "scenario":
            return AskCandidate("situation", sp.scenario.situation.strip() + "\n\nWhere do you start?")
        if seg.kind == "task":
            task = sp.task
            text = (f"{task.prompt.strip()}\n\n**Interface**\n\n```python\n{task.interface.strip()}\n```\n\n"
                    f"**Starter code**\n\n```python\n{task.starter_code.rstrip()}\n```\n\n"
                    "Talk me through your approach, then send your code with /code.")
            return AskCandidate("task", text)
        return AskCandidate("question", sp.topic(seg.id).question)

    async def speak(self, step: Say | AskCandidate) -> None:
        s = self.session
        st = s.stage
        artifacts: list[ArtifactShown] = []
        authored = step.text
        if s.pending_reply and step.act not in ("situation", "coach"):  # coaching is not the conversation
            # A question asked inside an answer is answered before the interviewer moves on.
            authored = s.pending_reply + "\n\n" + authored
        if step.act == "situation":
            shown = [a for a in st.plan.scenario.artifacts if a.shown_at_start]
            if shown:
                ids = [a.id for a in shown]
                self.record(ArtifactsRevealed(stage_id=st.id, artifact_ids=ids, titles=[a.title for a in shown],
                                               at_start=True))
                artifacts = [_shown(a) for a in shown]
        text, streamed = await self.phraser.phrase(self._speak_request(step.act, authored, facts_only=step.act == "clarify" or authored != step.text))
        latency = None
        if self._answered_at is not None and self.phraser.first_output_at is not None:
            latency = round(self.phraser.first_output_at - self._answered_at, 4)
        self._answered_at = None
        lead = text
        if artifacts:
            text = text + "\n\n" + "\n\n".join(artifact_markdown(a) for a in st.plan.scenario.artifacts
                                               if a.shown_at_start)
        turn = self.record(Turn(role="interviewer", text=text, stage_id=st.id,
                                 topic_id=s.topic.id if s.topic else "", act=step.act,
                                 signal=getattr(step, "signal", ""), reply_latency_s=latency))
        await self.show(turn.text, step.act, signal=turn.signal, streamed=streamed, lead=lead if artifacts else "",
                         artifacts=tuple(artifacts))

    async def _say_back(self, text: str) -> None:
        """An acknowledgement: authored (never phrased by a model, so it cannot carry a verdict), recorded, shown."""
        s = self.session
        turn = self.record(Turn(role="interviewer", text=text, stage_id=s.stage.id,
                                topic_id=s.topic.id if s.topic else "", act="ack"))
        await self.show(turn.text, "ack")

    def _speak_request(self, act: str, authored: str, *, facts_only: bool = False) -> PhraseRequest:
        s = self.session
        st = s.stage
        return PhraseRequest(act=act, authored=authored, persona=st.plan.persona, stage_title=st.plan.stage.title,
                            history=[(r, t[:2000]) for r, t in st.history], notes=list(s.notes),
                            forbidden=forbidden_phrases(st.plan.scenario) if st.plan.scenario else [],
                            facts_only=facts_only)

    async def show(self, text: str, act: str, *, signal: str = "", streamed: bool = False, lead: str = "",
                    artifacts: tuple = ()) -> None:
        s = self.session
        st = s.stage
        await self.sink(Speech(text=text, act=act, stage_id=st.id if st else "",
                               topic_id=s.topic.id if s.topic else "", signal=signal,
                               elapsed_s=st.elapsed_s if st else 0.0,
                               budget_s=st.plan.stage.minutes * 60 if st else 0.0, streamed=streamed,
                               persona_name=st.plan.persona.name if st else "", lead=lead, artifacts=artifacts))

    async def _await_answer(self) -> Outcome | None:
        s = self.session
        answer = await self.answers.next_answer()
        if answer is None:
            return Outcome("paused", "answers-exhausted")
        command = parse_command(answer.text)
        base = dict(stage_id=s.stage.id, topic_id=s.topic.id if s.topic else "", source=answer.source,
                    audio=answer.audio, stt_model=answer.stt_model,
                    **({"barged_in": True} if answer.barged_in else {}),
                    **({"speech": answer.speech} if answer.speech is not None else {}))
        if command is None:
            act = ("code" if s.topic and s.topic.kind == "task" and extract_code(answer.text) else
                   SOCIAL if s.expect == "social" else "answer")
            self.record(Turn(role="candidate", text=answer.text, act=act, **base))
            self._answered_at = self.phraser.clock()
            await self.sink(Answered(answer.text, answer.source, act))
            return None
        return await run_command(self, command, answer, base)

    def hint(self) -> str:
        return next_hint(self.session)

    def _speculate(self, target: Target) -> None:
        """Phrase the step the policy will most likely take while a model assesses the answer (see ``speculate``)."""
        guess = likely_next(self.session, target, self._policy_clock(), check_numbers=self._check_numbers())
        if guess is not None:
            self.phraser.prefetch(self._speak_request(*guess))

    async def _reveal(self, ids: tuple[str, ...]) -> None:
        s = self.session
        scenario = s.stage.plan.scenario
        chosen = [a for a in scenario.artifacts if a.id in ids]
        self.record(ArtifactsRevealed(stage_id=s.stage.id, artifact_ids=list(ids), titles=[a.title for a in chosen]))
        lead = "Here you go." if len(chosen) == 1 else "Here's what you asked for."
        if s.pending_reply:
            lead = f"{s.pending_reply}\n\n{lead}"  # a fact asked beside the request is answered with it
        text = lead + "\n\n" + "\n\n".join(artifact_markdown(a) for a in chosen)
        self.record(Turn(role="interviewer", text=text, stage_id=s.stage.id, topic_id=s.topic.id, act="reveal"))
        await self.show(text, "reveal", lead=lead, artifacts=tuple(_shown(a) for a in chosen))

    async def _run_code(self, seq: int) -> None:
        s = self.session
        code = extract_code(s.last_answer.text) or s.last_answer.text
        result = await self.tools.code.run(s.stage.plan.task, code)
        self.record(CodeRan(stage_id=s.stage.id, turn_seq=seq, passed=result.passed, summary=result.summary,
                             report=result.report))
        await self.sink(CodeVerdict(result.passed, result.summary, result.report))

    # ------------------------------------------------------------------ clocks

    def _policy_clock(self) -> policy.Clock:
        s = self.session
        pending = max(0.0, (self.clock() - s.last_at).total_seconds()) if s.last_at else 0.0
        return policy.Clock(stage_s=s.stage.elapsed_s + pending, topic_s=s.topic.elapsed_s + pending)

    def _check_numbers(self) -> bool:
        s = self.session
        return (self.tools.numbers is not None and s.stage.plan.persona.stage == "system_design"
                and s.topic is not None and s.topic.kind == "topic" and has_numbers(s.last_answer.text))

    def _stage_started(self, *, resumed: bool = False) -> StageStarted:
        s = self.session
        sp = s.stage.plan
        return StageStarted(index=s.stage.index, count=len(s.plan.stages), stage_id=sp.stage.id,
                            stage_title=sp.stage.title, persona_name=sp.persona.name, persona_role=sp.persona.role,
                            minutes=sp.stage.minutes, loop_title=s.plan.loop.title if s.plan.loop else "",
                            resumed=resumed)


def _shown(a) -> ArtifactShown:
    return ArtifactShown(a.id, a.title, a.kind, a.language, a.content)


def _reason(step) -> str:
    if isinstance(step, AskCandidate):
        return f"{step.act}: {step.signal}" if step.signal else step.act
    if isinstance(step, RevealArtifact):
        return "requested " + ", ".join(step.artifact_ids)
    return type(step).__name__

