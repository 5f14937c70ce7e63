"""How the candidate's own answer is going and what the interview allows, put to the interviewer: whether a move is
allowed ("two printouts at once, is that allowed?"), whether the approach or the pace is right ("is that the right way to
approach it, or am I too slow?"), the level the answer should be pitched at ("do you want this at the level for a
recruiter?"), and which output would help most (a hint: "could you tell me which log is most useful?").

They are about the interview (meta), not the problem. A question about the problem's own rules or facts ("is NVLink
allowed across the two trays?", "could you tell me which node failed first?") names a technical term or asks for a fact
and is not one of these.
"""

from __future__ import annotations

import re

from .passes import TECHNICAL

_ALLOWED_TAIL = re.compile(r"^(?P<head>[^?]{3,60}?)[,;\s-]+(?:is|would|will) (?:that|this|it) (?:be )?(?:allowed|permitted|"
                           r"against the rules|cheating|within the rules)\W*$", re.IGNORECASE)
"""A move named, then whether it is allowed ("two printouts at once, is that allowed?")."""

DELIVERY = re.compile("|".join((
    # the approach or the pace judged: "is that the right way to approach it", "or am I too slow?"
    r"\b(?:is|was) (?:that|this|it|mine) (?:the |a )?(?:right|correct|good|sensible|reasonable) (?:way|approach|order|place) to "
    r"(?:approach|go about|tackle|think about|start|begin|attack|structure)\b",
    r"\b(?:am i|are we) (?:being |going |moving )?(?:too|a bit too|way too) (?:slow|fast|long-winded|verbose|brief|quick|"
    r"detailed|wordy)\b",
    # the level the answer is pitched at: "do you want this at the level for a recruiter, or …"
    r"\b(?:do|would) you (?:want|like|need|prefer) (?:this|it|that|me|the answer|my answer|the explanation)(?: to be| to pitch it)? "
    r"at (?:the|a|an|what|which) (?:[\w-]+ )?(?:level|depth)\b",
    # which output would help most, asked of the interviewer: a hint
    r"\b(?:can|could|would) you (?:please )?(?:tell|show) me (?:which|what) (?:[\w-]+ ){0,2}?(?:is|would be|'d be) (?:the )?"
    r"(?:most |more )?(?:useful|helpful|worth (?:looking at|checking|reading))\b",
)), re.IGNORECASE)
"""The approach or pace judged, the level of the answer, which output would help most."""


def delivery_asked(sentence: str) -> bool:
    """Whether the sentence asks how the candidate's own answer is going or what the interview allows (``DELIVERY``,
    ``_ALLOWED_TAIL`` with no technical term in the move)."""
    if DELIVERY.search(sentence):
        return True
    m = _ALLOWED_TAIL.match(sentence.strip())
    return bool(m) and not TECHNICAL.search(m.group("head"))
