"""All session state in one object, changed only by folding in transcript events.

The engine writes an event, then applies it here; ``interviewer resume`` reads the transcript
and applies the same events. One code path for both is what makes a resumed session stand
exactly where the crashed one stood: same stage, topic, probes asked and signals shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from ..transcript.decisions import AskCandidate, DecidedStep, EndStage
from ..transcript.events import (
    Assessment,
    Decision,
    End,
    Event,
    Header,
    Note,
    StageEvent,
    ToolEvent,
    TopicEvent,
    Turn,
    Understood,
)
from ..transcript.tool_events import ArtifactsRevealed, CheckerReport, CodeRan, NumberCheck, NumbersChecked, RequestMatched
from .plan import Segment, SessionPlan, StagePlan

ASKING_ACTS = {"question", "probe", "deepen", "follow-up", "reply", "remediation", "numbers-probe", "retry-code", "task",
               "situation", "reveal", "clarify", "rephrase", "failing-case"}
"""Interviewer acts after which the candidate is expected to answer."""
PROBING_ACTS = {"probe", "deepen", "follow-up", "numbers-probe"}
"""Acts that use up the topic's probe budget."""
RETURNING_ACTS = {"clarify", "reveal", "failing-case"}
"""Asking acts that answer around the open question rather than replace it. A rephrase is not one: the smaller
question it asks is the one the candidate now owes, so a clarifying reply after it returns to it."""
ROUTED = {"question", "meta", "off-topic", "artifact-request"}
"""Classes answered by a reply instead of being assessed, when the turn holds nothing else."""
SOCIAL = "social"
"""Act of a candidate turn that replies to a social line (an opening or closing that asked them something)."""
RESUMED = "resumed"
"""Text of the Note a resume writes; time before it is not counted against any clock."""


@dataclass
class TopicState:
    segment: Segment
    shown: dict[str, str] = field(default_factory=dict)
    """Signal → first quote that showed it, across the topic."""
    asked_probes: list[int] = field(default_factory=list)
    """Ladder indexes already asked."""
    probed_signals: list[str] = field(default_factory=list)
    probes: int = 0
    deepened: int = 0
    """Deepening follow-ups asked in this topic (after strong answers)."""
    answers: int = 0
    hints: int = 0
    elapsed_s: float = 0.0
    depth: str = ""
    red_flags: list[str] = field(default_factory=list)
    end_reason: str = ""
    # debugging scenario
    revealed: list[str] = field(default_factory=list)
    requested: list[str] = field(default_factory=list)
    """Artifacts the last answer asked for (matched by the request classifier)."""
    diagnosis: str | None = None
    remediation_asked: bool = False
    hypotheses: list[str] = field(default_factory=list)
    """Hedged causes and plans to check the candidate stated (debugging method)."""
    questions: int = 0
    """Clarifying questions asked in this topic."""
    asides: int = 0
    """Off-topic turns in a row with nothing else in them (any other turn resets it)."""
    metas: int = 0
    """Meta requests in a row served with a meta reply (any other turn, or a rephrase, resets it)."""
    rephrased: bool = False
    """An "I don't know" already got its narrower rephrase."""
    # coding task
    code_runs: int = 0
    code_passed: bool = False
    ran_seq: int = -1
    last_verdict: str = ""
    last_report: CheckerReport | None = None
    last_code_seq: int | None = None
    """The candidate turn holding the latest code sent (what /run tests against)."""
    """The last checker run's full report (the failing case is shown from it on request)."""
    followups: int = 0
    # numbers
    numbers_checked_seq: int = -1
    numbers_off: list[NumberCheck] = field(default_factory=list)
    """Numbers in the last checked answer that were off by more than 2x."""

    @property
    def id(self) -> str:
        return self.segment.id

    @property
    def kind(self) -> str:
        return self.segment.kind


@dataclass
class StageState:
    plan: StagePlan
    index: int
    segment_index: int = 0
    topic: TopicState | None = None
    done: list[TopicState] = field(default_factory=list)
    elapsed_s: float = 0.0
    ending: str = ""
    """Set when the policy decided to end the stage early (reason)."""
    coached: bool = False
    history: list[tuple[str, str]] = field(default_factory=list)
    """(role, text) of this stage's turns, for the interviewer model's context."""

    @property
    def id(self) -> str:
        return self.plan.stage.id


@dataclass
class Session:
    """Where the interview stands. Change it only through ``apply``."""

    plan: SessionPlan
    header: Header
    stage: StageState | None = None
    next_stage: int = 0
    expect: str = "stage"
    """stage, opening, social, ack, segment, question, answer, assess, decide, act, closing, end-stage, finished."""
    pending: DecidedStep | None = None
    """The decided step waiting to run (expect == 'act')."""
    last_answer: Turn | None = None
    last_question: Turn | None = None
    last_assessment: Assessment | None = None
    last_understood: Understood | None = None
    open_question: Turn | None = None
    """The question the candidate still owes an answer to (clarifying replies return to it)."""
    pending_reply: str = ""
    """A reply to a question asked inside an answer, said before the interviewer's next line."""
    candidate_turns: int = 0
    ack_due: bool = False
    """The candidate answered and the interviewer has not spoken since (an acknowledgement may come first)."""
    acks_said: list[str] = field(default_factory=list)
    """Acknowledgements said so far, so the next one uses other words while there are any."""
    last_social: Turn | None = None
    """The candidate's last social reply (to an opening or closing that asked them something)."""
    after_social: str = ""
    """Where the session goes once a social reply is acknowledged: ``segment`` or ``end-stage``."""
    notes: list[tuple[str, str]] = field(default_factory=list)
    """(stage id, notes) of finished stages, passed to later interviewers."""
    last_at: datetime | None = None
    events: int = 0

    @property
    def finished(self) -> bool:
        return self.expect == "finished"

    @property
    def topic(self) -> TopicState | None:
        return self.stage.topic if self.stage else None

    def segment(self) -> Segment | None:
        if not self.stage or self.stage.segment_index >= len(self.stage.plan.segments):
            return None
        return self.stage.plan.segments[self.stage.segment_index]

    # ------------------------------------------------------------------ fold

    def apply(self, ev: Event) -> None:
        self._tick(ev)
        self.events += 1
        handler = getattr(self, f"_on_{ev.type}", None)
        if handler:
            handler(ev)

    def _tick(self, ev: Event) -> None:
        # Clocks count the time between consecutive events of a stage; the gap before a
        # resume (the process was dead, or the user walked away) counts for nothing.
        at = ev.at
        if self.last_at is not None and self.stage is not None and not _is_resume(ev):
            delta = max(0.0, (at - self.last_at).total_seconds())
            self.stage.elapsed_s += delta
            if self.stage.topic:
                self.stage.topic.elapsed_s += delta
        self.last_at = at

    def _on_stage(self, ev: StageEvent) -> None:
        if ev.action == "start":
            index = self.plan.stage_index(ev.stage_id)
            self.stage = StageState(self.plan.stages[index], index)
            self.next_stage = index + 1
            self.expect = "opening"
        else:
            self.notes.append((ev.stage_id, ev.notes))
            self.stage = None
            self.pending = None
            self.expect = "stage"

    def _on_topic(self, ev: TopicEvent) -> None:
        st = self.stage
        assert st is not None, "topic event outside a stage"
        if ev.action == "start":
            seg = next(s for s in st.plan.segments if s.id == ev.topic_id)
            st.segment_index = st.plan.segments.index(seg)
            st.topic = TopicState(seg)
            self.expect = "question"
        else:
            if st.topic:
                st.topic.end_reason = ev.reason
                st.done.append(st.topic)
            st.topic = None
            st.segment_index += 1
            self.pending = None
            self.expect = "segment"

    def _on_turn(self, ev: Turn) -> None:
        st, tp = self.stage, self.topic
        if st is not None and ev.act not in ("coach", "ack"):
            # Acknowledgements carry nothing for the interviewer model's context (and leaving them out keeps
            # a follow-up phrased during assessment valid when an "Okay." is said before it).
            st.history.append((ev.role, ev.text))
        if ev.role == "candidate":
            self.candidate_turns += 1
            if ev.act == SOCIAL:
                # A reply to "shall we start?" or "anything you'd change?": recorded, acknowledged, never assessed.
                self.last_social = ev
                self.expect = "ack"
                return
            self.last_answer = ev
            self.ack_due = True
            if tp:
                tp.answers += 1
                if ev.act == "code":
                    tp.last_code_seq = ev.seq
            self.expect = "assess"
            return
        if ev.role == "interviewer":
            if ev.act == "ack":
                self.acks_said.append(ev.text)
                self.ack_due = False
                if self.expect == "ack":
                    self.expect = self.after_social
                return
            self.ack_due = False
        persona = st.plan.persona if st else None
        if ev.act == "opening":
            waits = bool(persona and persona.opening_waits)
            self.after_social = "segment"
            self.expect = "social" if waits else "segment"
        elif ev.act == "closing":
            waits = bool(persona and persona.closing_waits)
            self.after_social = "end-stage"
            self.expect = "social" if waits else "end-stage"
        elif ev.act == "coach":
            if st:
                st.coached = True
        elif ev.act == "hint":
            if tp:
                tp.hints += 1
        elif ev.act in ASKING_ACTS:
            self.last_question = ev
            if ev.act not in RETURNING_ACTS:
                self.open_question = ev
            self.pending = None
            self.pending_reply = ""
            self.expect = "answer"
            if tp:
                if ev.act == "rephrase":
                    tp.rephrased = True
                    tp.metas = 0
                if ev.act in PROBING_ACTS:
                    tp.probes += 1
                if ev.act == "deepen":
                    tp.deepened += 1
                if ev.signal:
                    tp.probed_signals.append(ev.signal)
                if ev.act == "remediation":
                    tp.remediation_asked = True
                if ev.act == "follow-up" and tp.kind == "task":
                    tp.followups += 1

    def _on_assessment(self, ev: Assessment) -> None:
        self.last_assessment = ev
        tp = self.topic
        if tp:
            for item in ev.shown:
                tp.shown.setdefault(item.signal, item.quote)
            tp.depth = ev.depth
            tp.red_flags = sorted(set(tp.red_flags) | set(ev.red_flags))
        self.expect = "decide"

    def _on_understood(self, ev: Understood) -> None:
        self.last_understood = ev
        tp = self.topic
        if tp:
            tp.questions += len(ev.questions)
            tp.asides = tp.asides + 1 if list(ev.classes) == ["off-topic"] else 0
            tp.metas = tp.metas + 1 if list(ev.classes) == ["meta"] and ev.reply_kind == "meta" else 0
            tp.hypotheses += [h for h in ev.hypotheses if h not in tp.hypotheses]
            if ev.diagnosis and not tp.diagnosis:
                tp.diagnosis = ev.diagnosis
        if routed(ev):
            self.expect = "decide"
        elif ev.reply:
            self.pending_reply = ev.reply

    def _on_decision(self, ev: Decision) -> None:
        step = ev.step
        self.pending = step
        if isinstance(step, AskCandidate) and self.topic and step.probe_index >= 0:
            self.topic.asked_probes.append(step.probe_index)
        if isinstance(step, EndStage) and self.stage:
            self.stage.ending = step.reason or "ended"
        self.expect = "act"

    def _on_tool(self, ev: ToolEvent) -> None:
        tp = self.topic
        if tp is None:
            return
        match ev:
            case ArtifactsRevealed():
                for aid in ev.artifact_ids:
                    if aid not in tp.revealed:
                        tp.revealed.append(aid)
            case RequestMatched():
                tp.requested = list(ev.artifacts)
                if ev.diagnosis and not tp.diagnosis:
                    tp.diagnosis = ev.diagnosis
            case CodeRan():
                tp.code_runs += 1
                tp.ran_seq = ev.turn_seq
                tp.code_passed = tp.code_passed or ev.passed
                tp.last_verdict = ev.summary
                tp.last_report = ev.report
                self.expect = "decide"
            case NumbersChecked():
                tp.numbers_checked_seq = ev.turn_seq
                tp.numbers_off = [c for c in ev.checks if not c.ok]
                self.expect = "decide"

    def _on_note(self, ev: Note) -> None:
        pass

    def _on_end(self, ev: End) -> None:
        self.expect = "finished"


def routed(ev: Understood) -> bool:
    """Whether the turn is answered with a reply and not assessed (a question, a request, a meta ask)."""
    # A pass said next to a question ("Not sure what MTBF we see. Do you have failure numbers?") is still
    # answered, not assessed: the question is what the candidate needs; so is a pass that asks for a hint.
    classes = set(ev.classes) - ({"dont-know"} if "question" in ev.classes or ev.reply_kind == "meta" else set())
    if "artifact-request" in classes and ev.reply_kind == "facts":
        return False  # the output is released by the scenario's decision; the facts are said with it (``pending_reply``)
    return bool(classes) and classes <= ROUTED and ev.reply_kind != "none"


def _is_resume(ev: Event) -> bool:
    return isinstance(ev, Note) and ev.text == RESUMED


def replay(plan: SessionPlan, header: Header, events: list[Event]) -> Session:
    """The session as it stood after ``events``."""
    session = Session(plan=plan, header=header, last_at=header.started_at)
    for ev in events:
        session.apply(ev)
    return session
