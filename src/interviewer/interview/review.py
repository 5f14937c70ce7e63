"""After a stage: notes for the next interviewers, practice feedback (coaching) and the end-of-loop debrief.

Notes say what was covered and what was probed, never a score, so a later interviewer can
pick up threads without being anchored on an earlier verdict.
"""

from __future__ import annotations

from typing import Any

from ..transcript.events import Assessment, StageEvent, TopicEvent, Turn
from .display import DebriefRow
from .feedback import stage_feedback
from .feedback_text import stage_markdown
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


def coaching(plan: SessionPlan, state: StageState, events: list[Any] | None = None) -> str:
    """Practice feedback after a stage: per answer, what was good, what to add and what to read.

    ``events`` is the transcript so far; only this stage's part is used.
    """
    stage_events = _stage_part(events or [], state.id)
    titles = {sp.stage.id: sp.stage.title for sp in plan.stages}
    stages = stage_feedback(plan.library, stage_events, stage_titles=titles)
    if not stages:
        return "**What to work on**\n\nNo answer in this stage was assessed."
    return stage_markdown(stages[-1], heading=f"**What to work on: {stages[-1].title}**")


def _stage_part(events: list[Any], stage_id: str) -> list[Any]:
    """The events of the last run of ``stage_id`` (from its start to now)."""
    starts = [i for i, ev in enumerate(events)
              if isinstance(ev, StageEvent) and ev.action == "start" and ev.stage_id == stage_id]
    return events[starts[-1]:] if starts else []


def debrief_rows(plan: SessionPlan, events: list[Any]) -> list[DebriefRow]:
    """Per stage and topic: which signals were probed and which were shown, from the transcript."""
    rows: list[DebriefRow] = []
    titles = {sp.stage.id: sp.stage.title for sp in plan.stages}
    # A session that coached (practice mode, or --coach) gets the teaching debrief: prose per answer.
    coached = any(isinstance(ev, Turn) and ev.act == "coach" for ev in events)
    taught = {(t.stage_id, t.segment_id): t for stage in (stage_feedback(plan.library, events, stage_titles=titles)
                                                           if coached else []) for t in stage.topics}
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
                                   ev.reason, taught.get((current["stage"], current["topic"]))))
            current = None
        elif isinstance(ev, StageEvent):
            current = None
    return rows
