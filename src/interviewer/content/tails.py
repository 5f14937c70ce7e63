"""A statement that ends with a question of its own: where the question starts.

"Flight recorder dump on all ranks, compare the last sequence number each rank entered, then
NCCL_DEBUG=INFO on a rerun, right?" and the transcribed "… you alert on the rank that's always last
is that the kind of thing you're after?" are statements with a question (or a tag) at the end.
The understanding reads such a sentence as an answer and a question; the concept matcher counts
what the statement part asserts and discounts only the question part. Both use this one rule.
"""

from __future__ import annotations

import re

_LEAD = r"^\W*(?:(?:so|and|but|ok(?:ay)?|also|then|oh|um+|uh+|hmm+|well|quick question|one question)[\s,:-]+)*"
OPENER = re.compile(
    _LEAD + r"(?:what|what's|whats|how|how's|where|where's|which|who|whom|whose|when|why|is|are|was|were|do|does|"
    r"did|can|could|would|will|should|shall|may|have|has|had|isn't|aren't|don't|doesn't|didn't|can't|won't|any|"
    r"anything|(?:do )?you mean|i wonder|i'?m (?:wondering|curious))\b", re.IGNORECASE)
"""A sentence that starts as a question (it is one, whatever follows)."""
_BOUNDARY = re.compile(r"(?:,|;|\s[-\u2013\u2014]+)\s+|\s+(?:so|and|but)\s+(?=(?:is|are|do|does|did|can|could|"
                       r"would|should|what|how|which)\b)", re.IGNORECASE)
_INVERSION = re.compile(
    r"\b(?:is|are|was|were|do|does|did|can|could|would|will|should|shall|what|how|which|where|who)\s+(?:that|this|"
    r"it|there|we|you|i|they|the|our|your|he|she|these|those|anyone|anything)\b", re.IGNORECASE)
PREFACE = re.compile(r"^\W*(?:(?:sorry|ok(?:ay)?|so|um+|uh+|but|and)[\s,]+)*(?:before (?:i|we) (?:[\w']+\s+){0,4}?[\w']+|"
                     r"(?:just )?(?:one|a) (?:more |quick |last )?(?:thing|question)(?: first)?|(?:real )?quick(?: question)?)\W*$",
                     re.IGNORECASE)
"""A lead-in before the question ("Sorry, before I lay it out, what's …?"), not a statement of its own."""
_LEAD_IN_COLON = re.compile(r"^[^:?.!]{1,50}?(?::|\s[-\u2013\u2014]+)\s+")
"""A short lead-in ended by a colon or a dash ("Before I commit to anything:", "Quick one -")."""
TAG = re.compile(r"^\W*(?:right|correct|no|yeah|yes|ok(?:ay)?|isn'?t it|don'?t you think|makes sense|agreed|true)\W*$",
                 re.IGNORECASE)
MIN_WORDS = 12
"""A sentence shorter than this that ends with '?' is a question, whatever it starts with."""
MIN_HEAD_WORDS = 6
TAIL_WORDS = 15
"""Without punctuation, the question is looked for by subject-auxiliary inversion in this many last words."""


def question_start(sentence: str) -> int | None:
    """Offset where a long statement's own trailing question starts (``len(sentence)`` for a bare tag such as
    "…, right?"), or None when the sentence is a question throughout (or no statement comes first)."""
    s = sentence.rstrip()
    words = s.split()
    if not s.endswith("?") or len(words) < MIN_WORDS or OPENER.match(s):
        return None
    lead = _LEAD_IN_COLON.match(s)
    if lead and OPENER.match(s[lead.end():]):
        return None  # "Before I commit to anything: is the fabric rail-optimised, and what's …?": a question throughout
    for m in reversed(list(_BOUNDARY.finditer(s))):
        head, tail = s[:m.start()], s[m.end():]
        if len(head.split()) < MIN_HEAD_WORDS or PREFACE.match(head):
            break
        if re.search(r"\b(?:or|and|but)\W*$", head, re.IGNORECASE):
            continue  # inside "is your office in SF or is the team remote?": one question with two options
        if TAG.match(tail):
            return len(sentence)
        if OPENER.match(tail):
            return m.end()
    cut = len(s) - len(" ".join(words[-TAIL_WORDS:]))
    for m in _INVERSION.finditer(s, max(cut, 0)):
        if re.search(r"\b(?:or|and|but)\W*$", s[:m.start()], re.IGNORECASE):
            continue
        if len(s[:m.start()].split()) >= MIN_HEAD_WORDS:
            return m.start()
    return None
