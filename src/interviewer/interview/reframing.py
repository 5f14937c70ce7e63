"""Reframing: where an answer puts another question in place of the one asked.

An evasive answer need not hand the question to anyone (``deferral``): it can declare that something else is what
matters and answer that instead. "I think the more important question is whether we even need 70B", "the real answer is
commercial rather than technical", "the bigger lever is making failures rarer", "I'd push back on the premise a little",
"that is the thing that actually matters for the business". The speaker ranks their own concern above the interviewer's
and spends the answer on it; however much it then explains, what it explains is not what was asked. A strong answer may
do the same after answering ("... and then the bigger question is whether we should own all 4,000"): the depth rule
reads a reframing only in an answer that shows nothing asked (``DepthRules.reframed_weak``).

Recognised by grammar, not by topic: a comparative, superlative or "real/actual" ranking of a word that names a
concern in the abstract (question, answer, lever, point, thing, priority, focus, issue, problem, concern, win) as the
subject of "is/was/would be"; or the premise or framing pushed back on; or what "actually matters" named. Not in a
question ("isn't the bigger question whether ...?"), a supposition or someone else's view (``claim_clauses.abstains``).

Round 30: on the pooled dev sources (C..AA, AB even, A/B dev: 11,901 answers), among answers that show nothing asked,
these forms occur in 15 answers labelled weak (11 of them rated partial) and 1 labelled partial; every answer labelled
strong that uses one shows what was asked first.
"""

from __future__ import annotations

import re

from ..text.sentences import enclosing
from .claim_clauses import abstains

_RANKED = (r"(?:bigger|biggest|more\s+important|most\s+important|more\s+interesting|more\s+practical|more\s+useful|"
           r"more\s+valuable|more\s+relevant|real|actual|better|higher[- ]leverage|first-order)")
_CONCERN = r"(?:answer|lever|question|point|thing|priority|conversation|focus|issue|problem|concern|win)"

REFRAMED = re.compile(
    rf"\b(?:the|a|my)\s+{_RANKED}\s+{_CONCERN}\s+(?:here\s+)?(?:imo\s+|i\s+think\s+|for\s+(?:me|us|the\s+business)\s+)?"
    r"(?:is|was|would\s+be|'s|are)\b"
    r"|\bpush\s+back\s+on\s+the\s+(?:premise|question|framing)\b"
    r"|\bstops?\s+being\s+the\s+(?:interesting|important|real)\s+question\b"
    r"|\b(?:commercial|organi[sz]ational|political|a\s+people\s+problem)\s+rather\s+than\s+technical\b"
    r"|\bwhat\s+(?:really|actually)\s+matters\b|\bthing\s+that\s+(?:actually|really)\s+matters\b",
    re.IGNORECASE)
"""Another concern ranked above the one asked (module docstring)."""
REPORTED = re.compile(r"\b(?!(?:i|we)\b)[a-z]+\s+(?:thinks?|says?|said|argues?|argued|believes?|believed|claims?|"
                      r"claimed|feels?|felt|told\s+\w+)\s+(?:that\s+)?$", re.IGNORECASE)
"""Just before it: someone else's view reported ("my manager thinks the more important question is cost")."""


def reframes(text: str) -> list[str]:
    """Where the answer puts another question in place of the one asked, as said; not in a question, a supposition or
    someone else's view."""
    found = []
    for m in REFRAMED.finditer(text):
        lo, hi = enclosing(text, m.start(), m.end())
        if (hi < len(text) and text[hi] == "?") or abstains(text[lo:m.end()], m.start() - lo) \
                or REPORTED.search(text[lo:m.start()]):
            continue
        found.append(m.group(0))
    return found
