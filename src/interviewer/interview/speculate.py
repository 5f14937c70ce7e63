"""The line the interviewer will most likely say next, guessed while a model is still assessing the answer.

The guess is the policy's own choice on the offline assessment of the same answer (instant, and usually
in agreement on the first missing signal), made on the topic as it will stand once that assessment is
recorded. The engine's ``Phraser`` starts phrasing it at once and uses it only if the policy, given the
model's assessment, asks for exactly that line; so a turn waits for one model call instead of two.
"""

from __future__ import annotations

import dataclasses

from ..transcript.decisions import AskCandidate, NextTopic
from . import policy
from .assess import LexicalAssessor, Target
from ..content.concepts import lexicon_of
from .state import Session


def likely_next(session: Session, target: Target, clock: policy.Clock, *,
                check_numbers: bool = False) -> tuple[str, str] | None:
    """``(act, authored text)`` of the likely next line, or None when no line is worth guessing."""
    s = session
    tp, sp = s.topic, s.stage.plan
    guess = LexicalAssessor(lexicon_of(s.plan.library)).assess_sync(s.last_answer.text, target)
    after = dataclasses.replace(tp, shown={**guess.shown, **tp.shown}, depth=guess.depth,
                                red_flags=sorted(set(tp.red_flags) | set(guess.red_flags)))
    step = policy.decide_topic(sp.topic(tp.id), after, guess.depth, guess.missing, clock, plan=sp,
                               answer_seq=s.last_answer.seq, check_numbers=check_numbers)
    if isinstance(step, AskCandidate):
        return step.act, step.text
    if isinstance(step, NextTopic):
        # The next thing said is the next topic's opening question, or the closing line.
        segments = sp.segments
        index = s.stage.segment_index + 1
        following = segments[index] if index < len(segments) else None
        if following is None:
            return "closing", sp.persona.closing
        if following.kind == "topic":
            return "question", sp.topic(following.id).question
    return None
