"""Observations read back from the page: figures and log values said aloud, with no cause drawn from them.

On a scenario page a candidate often reads out what they see before reasoning about it ("Step time 5.9, then 7.4
from the 3rd. MFU from 0.41 to 0.33."). Such a turn is an answer (it shows they read the evidence), not a stated
diagnosis: nothing in it says what failed or why. The cue is structural: the statements are dense with figures and
carry no causal connective once a spoken opener ("So it says …", "So, reading it, …") is set aside.
"""

from __future__ import annotations

import re

from .ruled_out import ruled_out  # noqa: F401 - re-exported (understand): elimination, kin to a read-back
from .stance import Sentence

_FIGURE = re.compile(r"(?<![\w.])\d[\d,.:]*(?![\w])")
"""A number as read off a log or a chart: 5.91, 88,412, 04:12:08, 16."""
_OPENER = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|uh+|um+|right|well|and|then)\b[\s,]*)*"
    r"(?:(?:it|this|that|the \w+) (?:says|shows|reads)\b[\s,:]*|(?:reading|looking at) (?:it|this|that|the \w+)\b[\s,:]*)?",
    re.IGNORECASE)
"""A spoken opener that only starts the reading ("So it says, …", "Okay, so reading it, …"), no conclusion."""
_DRAWN = re.compile(
    r"\b(?:because|that'?s why|thats why|which is why|this is why|(?:root )?cause[sd]?|causing|culprit|to blame|"
    r"the (?:problem|issue|reason) is|leads? to|led to|results? in|resulted in|hence|therefore|thus|means|"
    r"(?:is|was|are|were) (?:the|a|an) (?:bug|problem|issue|fault)|broken|faulty|bad|dead|"
    r"(?:,|;|\band)\s*so\b|\bso (?:nobody|no one|nothing|every\w*|the job|training)\b|"
    r"^\W*(?:it'?s|its|it is|that'?s|thats) (?:the|a|an|your|just|what)\b|that'?s (?:your|the|what)\b|\w+'?s right\b|"
    r"\b(?:makes?|made|produc\w+|overflow\w*|blow\w* up|blew up|can'?t|cannot|won'?t|starv\w+|kill(?:s|ed|ing)? (?:the|it|every))\b)",
    re.IGNORECASE)
"""A cause drawn from what is read (the opener's "so" excepted): "…, so the ring waits on it", "that's why"."""
READBACK_MIN_FIGURES = 3
READBACK_MIN_SHARE = 0.12
"""A read-back states at least this many figures, at least this share of its words."""


def figures(text: str) -> list[str]:
    """The numbers said in ``text``."""
    return _FIGURE.findall(text)


def reads_back(claims: list[Sentence]) -> bool:
    """Statements that read out observations (figures, values, a timeline) and draw no cause from them."""
    if not claims:
        return False
    said = [_OPENER.sub("", s.text, count=1) for s in claims]
    words = sum(len(t.split()) for t in said)
    count = sum(len(figures(t)) for t in said)
    return (count >= READBACK_MIN_FIGURES and count >= READBACK_MIN_SHARE * words
            and not any(_DRAWN.search(t) for t in said))
