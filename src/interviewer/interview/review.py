"""After a stage: notes for the next interviewers, coaching (``--coach``) and the end-of-loop debrief.

Notes say what was covered and what was probed, never a score, so a later interviewer can
pick up threads without being anchored on an earlier verdict.
"""

from __future__ import annotations

from typing import Any

from ..transcript.events import Assessment, StageEvent, TopicEvent, Turn
from .display import DebriefRow
from .plan import SessionPlan
from .state import StageState, TopicState


def _title(state: StageState, tp: TopicState) -> str:
    plan = state.plan
    if tp.kind == "topic":
        return plan.topic(tp.id).title
    if tp.kind == "scenario" and plan.scenario:
        return "debugging scenario"
    if tp.kind == "task" and plan.task:
        return plan.task.title
    return tp.id


def stage_notes(state: StageState) -> str:
    parts = []
    for tp in state.done:
        bits = [f"shown {', '.join(tp.shown) or 'nothing specific'}"]
        if tp.probed_signals:
            bits.append(f"probed {', '.join(tp.probed_signals)}")
        if tp.kind == "scenario":
            bits.append("root cause reached" if tp.diagnosis else "root cause not reached")
        if tp.kind == "task":
            bits.append("code passed the checker" if tp.code_passed else f"code runs: {tp.code_runs}, not passing")
        if tp.hints:
            bits.append(f"{tp.hints} hint(s)")
        parts.append(f"{_title(state, tp)}: " + "; ".join(bits))
    return " | ".join(parts)


def coaching(plan: SessionPlan, state: StageState) -> str:
    """What a strong answer had, for each topic of the stage, taken from the rubric and scenario."""
    lines = ["**Coaching: what a strong answer had**", ""]
    for tp in state.done:
        rubric = plan.library.rubrics.get(tp.segment.dimension)
        if tp.kind == "scenario" and state.plan.scenario:
            sc = state.plan.scenario
            lines += [f"*Scenario — {sc.title}*", f"- Root cause: {sc.root_cause.strip()}"]
            lines += [f"- Step: {s}" for s in sc.diagnostic_steps]
            continue
        lines.append(f"*{_title(state, tp)}*")
        if rubric is None:
            continue
        targets = ([p.signal for p in state.plan.topic(tp.id).ladder] if tp.kind == "topic"
                   else [s.id for s in rubric.signals])
        missed = [sid for sid in dict.fromkeys(targets) if sid not in tp.shown]
        for sid in missed:
            lines.append(f"- Missing: {rubric.signal(sid).description.strip()}")
        if not missed:
            lines.append("- You covered what this topic listens for.")
        if missed and rubric.reference_answers:
            lines.append(f"- A reference answer: {rubric.reference_answers[0].strip()}")
        lines.append("")
    return "\n".join(lines).rstrip()


def debrief_rows(plan: SessionPlan, events: list[Any]) -> list[DebriefRow]:
    """Per stage and topic: which signals were probed and which were shown, from the transcript."""
    rows: list[DebriefRow] = []
    titles = {sp.stage.id: sp.stage.title for sp in plan.stages}
    current: dict[str, Any] | None = None
    for ev in events:
        if isinstance(ev, TopicEvent) and ev.action == "start":
            current = {"stage": ev.stage_id, "topic": ev.topic_id, "probed": [], "shown": [], "hints": 0}
        elif current is None:
            continue
        elif isinstance(ev, Turn) and ev.role == "interviewer":
            if ev.signal and ev.signal not in current["probed"]:
                current["probed"].append(ev.signal)
            if ev.act == "hint":
                current["hints"] += 1
        elif isinstance(ev, Assessment):
            current["shown"] += [s.signal for s in ev.shown if s.signal not in current["shown"]]
        elif isinstance(ev, TopicEvent) and ev.action == "end":
            rows.append(DebriefRow(current["stage"], titles.get(current["stage"], current["stage"]),
                                   current["topic"], current["probed"], current["shown"], current["hints"],
                                   ev.reason))
            current = None
        elif isinstance(ev, StageEvent):
            current = None
    return rows
