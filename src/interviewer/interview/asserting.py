"""How a sentence stands when a diagnosis is read from it, where that differs from the turn's plain stance (``stance``):
a question asked by inversion with no '?' (transcribed speech).
"""

from __future__ import annotations

import re

from .clauses import LEAD_IN
from .sentence import Sentence


_INVERTED = re.compile(
    LEAD_IN + r"(?:could|would|might|can|may|should|will)\s+"
    r"(?!(?:be|have|also|just|probably|definitely|really|not|only|still|never|always|then|first|need|want|seem|appear|"
    r"tend|like)\b)(?:(?!to\b)[\w.:-]+\s+){1,4}?(?:be|have|had|been|get|got|cause|explain)\b(?![\w'-])", re.IGNORECASE)
"""A yes/no question put by inversion, with or without its '?': "could gpu b06 have an xid seventy nine", "could rank
seven forty one be a bad gpu". A modal followed by its own verb ("would have dropped", "can be fixed", "would need to
be drained") states."""
_STATED = re.compile(r"[.!]\s*$")


def asked(sentence: str) -> bool:
    """A question by inversion the plain stance reads as a statement (no '?', a noun it takes for a dropped verb)."""
    return bool(_INVERTED.match(sentence)) and not _STATED.search(sentence)


def concluded(read: list[Sentence], shown: str = "") -> list[Sentence]:
    """The sentences as a diagnosis reads them: an inverted question is a question."""
    return [Sentence(s.text, "question", s.start) if s.stance == "assert" and asked(s.text) else s for s in read]
