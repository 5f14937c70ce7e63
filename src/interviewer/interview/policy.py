"""The follow-up policy: plain code that picks the next step after an assessed answer.

Topics, two kinds of follow-up, recorded as different acts:
- *probe*: a weak or partial answer gets the ladder's probe for the first targeted signal it
  missed (then, with the targets covered or their probes spent, the next rung not yet shown);
- *deepen*: a strong answer raises the bar once per topic with the next harder rung, a ladder
  probe for a signal not shown yet and not approached by the answer; with none left, or already
  deepened, it moves on.
Neither ever asks for a signal the topic has already shown. Ladder spent or topic time spent →
next topic; stage time spent → end the stage. Scenarios and coding tasks have their own small
rules below. Every path is bounded.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..content.models import Topic
from .plan import StagePlan
from .clarify import reask
from .coding_talk import asks_failing_case, failing_case_text
from .state import Session, TopicState, routed
from .steps import AskCandidate, CheckNumbers, EndStage, NextTopic, RevealArtifact, RunCode

MAX_SCENARIO_TURNS = 14
"""Candidate turns in a debugging scenario before the interviewer moves on."""
MAX_CODE_RUNS = 3
"""Checker runs per coding task."""
MAX_TASK_TURNS = 8
"""Candidate turns in a coding task without a passing run before moving on."""

REPLY_NUDGES = (
    "We don't have anything more specific than what you've seen. What would you check next, and how?",
    "Keep going: what's your next step, and what exactly would you run?",
    "Okay. What would you want to look at to confirm or rule that out?",
)
REVEALED_ALREADY = "You already have that output above. What does it tell you?"
REMEDIATION = ("That's consistent with what we're seeing. How would you fix it right now, and what would "
               "you change so it can't happen again?")
CODE_PROMPT = ("Go ahead and write it. Send the code with /code (or paste it in a ```python block) "
               "when you want me to run it.")
NUMBERS_PROBE = "You said {claim}. Walk me through how you got that number."
MAX_DEEPEN = 1
"""Deepening follow-ups per topic after strong answers; then the interviewer moves on."""
SMALLER_LEAD = "That's fine - let's make it smaller."
"""How the narrower question after "I don't know" begins; a question that is not landing gets ``REPHRASED``."""
SMALLER_SCENARIO = "Of what's on your screen, which single line looks wrong to you, and what would you want to see next?"
SMALLER_TASK = "Forget the full solution: with just two ranks, what does each one send and receive first?"


@dataclass(frozen=True)
class Clock:
    """Time already spent, in seconds, as the policy sees it."""

    stage_s: float
    topic_s: float


def stage_time_spent(plan: StagePlan, clock: Clock) -> bool:
    return clock.stage_s >= plan.stage.minutes * 60


def max_probes(topic: Topic) -> int:
    return len(topic.ladder) if topic.max_probes is None else topic.max_probes


def _open_rungs(topic: Topic, ts: TopicState):
    """Ladder probes not asked yet whose signal the topic has not shown, in ladder order."""
    for index, probe in enumerate(topic.ladder):
        if index not in ts.asked_probes and probe.signal not in ts.shown:
            yield index, probe


def _unapproached(rungs: list, approached: list[str] | tuple[str, ...]) -> list:
    """The rungs for signals the answer did not reach for, or all of them when it reached for every one:
    never ask first for what the candidate just said."""
    return [r for r in rungs if r[1].signal not in approached] or rungs


def next_probe(topic: Topic, ts: TopicState, missing: list[str],
               approached: list[str] | tuple[str, ...] = ()) -> AskCandidate | None:
    """The probe for the first missing targeted signal that still has an unasked rung; else the next open rung.
    Signals the answer ``approached`` (reached for concretely, not seen by the matcher) are asked last of all."""
    if ts.probes >= max_probes(topic):
        return None
    rungs = _unapproached(list(_open_rungs(topic, ts)), approached)
    for signal in missing:
        for index, probe in rungs:
            if probe.signal == signal:
                return AskCandidate("probe", probe.text, signal=signal, probe_index=index)
    if rungs:
        index, probe = rungs[0]
        return AskCandidate("probe", probe.text, signal=probe.signal, probe_index=index)
    return None


def next_deepen(topic: Topic, ts: TopicState, approached: list[str] | tuple[str, ...] = ()) -> AskCandidate | None:
    """After a strong answer: the next harder rung (a probe for a signal not shown yet), once per topic. Rungs for
    signals the answer ``approached`` are never the deepen: a strong answer that went there already has covered the
    rest of the ladder, so the interviewer moves on rather than ask for what was just said."""
    if ts.probes >= max_probes(topic) or ts.deepened >= MAX_DEEPEN:
        return None
    last = max(ts.asked_probes, default=-1)
    rungs = [r for r in _open_rungs(topic, ts) if r[1].signal not in approached]
    later = [r for r in rungs if r[0] > last] or rungs
    if not later:
        return None
    index, probe = later[0]
    return AskCandidate("deepen", probe.text, signal=probe.signal, probe_index=index)


def decide_topic(topic: Topic, ts: TopicState, depth: str, missing: list[str], clock: Clock, *,
                 plan: StagePlan, answer_seq: int = -1, check_numbers: bool = False,
                 approached: list[str] | tuple[str, ...] = ()):
    if stage_time_spent(plan, clock):
        return EndStage("time")
    if check_numbers and ts.numbers_checked_seq != answer_seq:
        return CheckNumbers(answer_seq)
    off = [c for c in ts.numbers_off if ts.numbers_checked_seq == answer_seq]
    if off and ts.probes < max_probes(topic) + 1:
        return AskCandidate("numbers-probe", NUMBERS_PROBE.format(claim=off[0].claim or "that"))
    if clock.topic_s >= topic.minutes * 60:
        return NextTopic("time")
    return decide_topic_step(topic, ts, depth, missing, approached)


def decide_topic_step(topic: Topic, ts: TopicState, depth: str, missing: list[str],
                      approached: list[str] | tuple[str, ...] = ()) -> AskCandidate | NextTopic:
    """The follow-up for an assessed answer, budgets aside: deepen or move on when strong, else probe."""
    if depth == "strong":
        return next_deepen(topic, ts, approached) or NextTopic("strong")
    return next_probe(topic, ts, missing, approached) or NextTopic("ladder-spent")


def decide_scenario(ts: TopicState, clock: Clock, *, plan: StagePlan):
    if stage_time_spent(plan, clock):
        return EndStage("time")
    if ts.diagnosis and ts.remediation_asked:
        return NextTopic("diagnosed")
    if ts.diagnosis:
        return AskCandidate("remediation", REMEDIATION)
    new = [a for a in ts.requested if a not in ts.revealed]
    if new:
        return RevealArtifact(tuple(new))
    if ts.answers >= MAX_SCENARIO_TURNS:
        return NextTopic("turn-budget")
    if ts.requested:
        return AskCandidate("reply", REVEALED_ALREADY)
    return AskCandidate("reply", REPLY_NUDGES[ts.answers % len(REPLY_NUDGES)])


def decide_task(ts: TopicState, follow_ups: list[str], clock: Clock, *, plan: StagePlan, answer_seq: int,
                answer_is_code: bool, can_run: bool):
    if stage_time_spent(plan, clock):
        return EndStage("time")
    if ts.ran_seq == answer_seq:
        verdict = f"The checker says: {ts.last_verdict}" if ts.last_verdict else "I ran it."
        if not ts.code_passed and ts.code_runs < MAX_CODE_RUNS:
            return AskCandidate("retry-code", f"{verdict}\n\nTake another look and send a new version with /code.")
        if ts.followups < len(follow_ups):
            return AskCandidate("follow-up", f"{verdict}\n\n{follow_ups[ts.followups]}")
        return NextTopic("passed" if ts.code_passed else "runs-spent")
    if answer_is_code and can_run and not ts.code_passed and ts.code_runs < MAX_CODE_RUNS:
        return RunCode(answer_seq)
    if ts.code_passed or ts.code_runs >= MAX_CODE_RUNS or (answer_is_code and not can_run):
        if ts.followups < len(follow_ups):
            return AskCandidate("follow-up", follow_ups[ts.followups])
        return NextTopic("follow-ups-done")
    if ts.answers >= MAX_TASK_TURNS:
        return NextTopic("no-code")
    return AskCandidate("reply", CODE_PROMPT)


ASIDES_BEFORE_MOVING_ON = 3
"""Off-topic turns in a row (nothing else in them) after which the topic closes instead of a third redirect."""


def after_understanding(session: Session, clock: Clock):
    """Questions get their reply and the open question again; "I don't know" gets one smaller question.

    Neither uses up a probe. None when the turn was an answer (the usual rules apply).
    """
    st, ts, answer, u = session.stage, session.topic, session.last_answer, session.last_understood
    if u is None or answer is None or u.turn_seq != answer.seq:
        return None
    if u.reply_kind == "move-on":
        # The candidate asked to move on ("can we move on", and a pass that asks to skip, "next please"): as /skip,
        # the topic closes unfinished.
        return EndStage("time") if stage_time_spent(st.plan, clock) else NextTopic("skipped")
    if routed(u):
        if stage_time_spent(st.plan, clock):
            return EndStage("time")
        if ts.asides >= ASIDES_BEFORE_MOVING_ON:
            # Redirected twice and still nothing about the question: a real interviewer moves on rather than
            # repeat the same line until the clock runs out. The topic closes unanswered.
            return NextTopic("off-topic")
        if u.reply_kind == "meta" and ts.metas >= METAS_BEFORE_REPHRASE:
            # A third "say that again" (or "one more minute") in a row: served twice, the question is not landing, so
            # a real interviewer puts it another way, smaller; after that, and two more, the topic moves on.
            return (None if ts.rephrased else smaller_question(st.plan, ts, REPHRASED)) or NextTopic("meta")
        if u.reply_kind == "meta":
            return AskCandidate("clarify", u.reply)
        back = reask(session.open_question.text) if session.open_question else ""
        return AskCandidate("clarify", f"{u.reply}\n\n{back}".strip())
    if set(u.classes) <= {"dont-know", "meta", "off-topic"} and "dont-know" in u.classes:
        if stage_time_spent(st.plan, clock):
            return EndStage("time")
        return (None if ts.rephrased else smaller_question(st.plan, ts, SMALLER_LEAD)) or NextTopic("dont-know")
    return None


METAS_BEFORE_REPHRASE = 3
"""Meta-only turns in a row (repeat, slower, a minute more …) after which the question is put smaller instead."""
REPHRASED = "Let me put it another way, and smaller."


def smaller_question(plan: StagePlan, ts: TopicState, lead: str) -> AskCandidate | None:
    """One narrower question for the open topic (a probe not asked yet, or the scenario's/task's smaller ask)."""
    if ts.kind == "scenario":
        return AskCandidate("rephrase", f"{lead} {SMALLER_SCENARIO}")
    if ts.kind == "task":
        return AskCandidate("rephrase", f"{lead} {SMALLER_TASK}")
    for index, probe in enumerate(plan.topic(ts.id).ladder):
        if index not in ts.asked_probes and probe.signal not in ts.shown:
            return AskCandidate("rephrase", f"{lead} {probe.text}", signal=probe.signal, probe_index=index)
    return None


def decide(session: Session, clock: Clock, *, check_numbers: bool = False, can_run: bool = False):
    """The next step for the current segment, after the last answer was assessed."""
    st, ts = session.stage, session.topic
    assert st is not None and ts is not None, "decide needs an open topic"
    answer = session.last_answer
    seq = answer.seq if answer else -1
    if (ts.kind == "task" and answer is not None and answer.act != "code" and ts.last_report is not None
            and not ts.code_passed and asks_failing_case(answer.text) and not stage_time_spent(st.plan, clock)):
        # "What were the inputs?" after a failing run: the checker's own record of the case, not a nudge to write code.
        return AskCandidate("failing-case", failing_case_text(ts.last_report, st.plan.task))
    understood = after_understanding(session, clock)
    if understood is not None:
        return understood
    if ts.kind == "scenario":
        return decide_scenario(ts, clock, plan=st.plan)
    if ts.kind == "task":
        assert st.plan.task is not None
        return decide_task(ts, list(st.plan.task.follow_ups), clock, plan=st.plan, answer_seq=seq,
                           answer_is_code=bool(answer and answer.act == "code"), can_run=can_run)
    assessment = session.last_assessment
    depth = assessment.depth if assessment else "weak"
    missing = list(assessment.missing) if assessment else []
    return decide_topic(st.plan.topic(ts.id), ts, depth, missing, clock, plan=st.plan, answer_seq=seq,
                        check_numbers=check_numbers, approached=list(assessment.approached) if assessment else [])
