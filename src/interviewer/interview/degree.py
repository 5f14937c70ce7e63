"""When a word of certainty grades a difference instead of vouching for a claim.

"Entirely", "completely" and "totally" say how sure a speaker is when they close a claim ("it's completely fine
again", "that's entirely the driver's fault"), but beside a word of difference or identity they say how far apart two
things are: "an entirely different failure", "a completely separate pool", "a different story entirely". "Always" said
of "the same" thing or "a different" one counts occasions, not confidence: "it's always the same dashboard we open
first" (not "the fix is always the same: restart it", one answer announced for every case). Such a word is not a
word of certainty (``substance.ABSOLUTE``).
"""

from __future__ import annotations

import re

_DIFFERENCE = (r"(?:different|differently|separate|separately|distinct|unrelated|independent|independently|new|"
               r"other|another|same|identical|opposite|orthogonal|disjoint|elsewhere)")
_TOTALITY = re.compile(r"(?:entirely|completely|totally)", re.IGNORECASE)
_GRADES_NEXT = re.compile(rf"\s+(?:an?\s+|the\s+)?{_DIFFERENCE}\b", re.IGNORECASE)
"""The adverb before what it grades: "completely separate", "entirely a different thing"."""
_CLOSES_PHRASE = re.compile(
    rf"\b{_DIFFERENCE}(?:\s+(?!(?:is|are|was|were|be|been|has|have|had|does|do|did|it|it's|that|this)\b)[a-z][\w-]*){{1,2}}\s+$",
    re.IGNORECASE)
"""The adverb after the noun phrase it grades: "a different story entirely", "another problem completely"."""
_PHRASE_ENDS = re.compile(r"\s*(?:[.,;:!?)\-–—]|$|(?:and|but|so|because|from|to|than)\b)", re.IGNORECASE)
_OCCASIONS = re.compile(rf"\s+(?:the\s+same|an?\s+(?:\w+\s+)?{_DIFFERENCE}|{_DIFFERENCE})\b", re.IGNORECASE)
"""After "always": "always the same dashboard", "always a different rank"."""
_ANNOUNCES = re.compile(r"(?:\s+(?:thing|answer|fix|story|one))?\s*[:—]")


def grades_difference(text: str, start: int, end: int) -> bool:
    """Whether the certainty word at ``text[start:end]`` grades a difference or identity, not a claim."""
    word = text[start:end].lower()
    if _TOTALITY.fullmatch(word):
        return bool(_GRADES_NEXT.match(text, end)) or (
            bool(_CLOSES_PHRASE.search(text[max(0, start - 60):start])) and bool(_PHRASE_ENDS.match(text, end)))
    if word == "always":
        # "the answer is always the same: restart it" announces one answer for every case, which is a claim
        occasions = _OCCASIONS.match(text, end)
        return bool(occasions) and not _ANNOUNCES.match(text, occasions.end())
    return False
