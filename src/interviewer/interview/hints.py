"""What /hint gives: a scenario's next diagnostic step, a task's next hint, or a topic's next unasked probe."""

from __future__ import annotations

from .state import Session

HINT_NONE = "That's all the help I can give on this one. Take your best shot."


def next_hint(session: Session) -> str:
    """The next hint for the open topic, or HINT_NONE when there is nothing left to give (which costs nothing)."""
    s = session
    tp, sp = s.topic, s.stage.plan
    if tp is None:
        return HINT_NONE
    if tp.kind == "scenario":
        steps = sp.scenario.diagnostic_steps
        return f"Hint: {steps[tp.hints]}" if tp.hints < len(steps) else HINT_NONE
    if tp.kind == "task":
        hints = sp.task.hints
        return f"Hint: {hints[tp.hints]}" if tp.hints < len(hints) else HINT_NONE
    topic = sp.topic(tp.id)
    # The first probe not yet asked, shown or hinted; counting hints into the shrinking unasked
    # list skipped a probe each time one was asked after its hint, and ran out early.
    given = {text for role, text in s.stage.history if role == "interviewer"}
    hints = [f"Hint: think about this — {p.text}" for i, p in enumerate(topic.ladder)
             if i not in tp.asked_probes and p.signal not in tp.shown]
    return next((h for h in hints if h not in given), HINT_NONE)
