"""A gap the candidate admits, in whichever voice the answer reaches us: reported in the third person, or stressed.

``gaps`` reads an admitted gap in the candidate's own first person ("I'm not sure how NCCL picks", "I can't say"),
and rightly refuses one said of someone else ("the other ranks have no idea", "she wasn't sure" about a colleague).
Two ways people talk slip past it, and both leave a strong rating on an answer that says it does not cover part of
what was asked:

- **reported speech**: when someone voices the candidate (an interpreter, a note-taker, a summary: "she says she
  would pin the loader workers first ... how the sampler resumes she isn't sure", "he does not remember the default"),
  the candidate is "he" or "she" throughout, and so is the gap. It counts only in an answer that reports its speaker
  ("he says", "she explains"): there the pronoun is the candidate, not a colleague in a first-person story;
- **a stressed first person**: "I honestly don't know", "I don't have a good sense of what it costs", "I won't
  guess": an intensifier or a "have a feel/sense/idea" between the speaker and the gap.

Neither is a phrase of a topic: the subject and the verb of not knowing are how any speaker, in any register, says
what they leave uncovered. A condition ("if she doesn't know which node it is") or a gap about the situation still to
be learnt ("doesn't know yet", "does not even know which job") is not admitted (as in ``gaps.own_gap``). Measured
(round 34, in process): dev C..AF less the gates 11 partial answers rated strong now partial, none worse; gate AC 8/0.
"""

from __future__ import annotations

import re

from .gaps import CONDITION_BEFORE, own_gap

REPORTING = re.compile(
    r"\b(?:he|she)\s+(?:says|said|explains|explained|tells|adds|added|answers|answered|replies|replied|continues|"
    r"describes|goes\s+on)\b", re.IGNORECASE)
"""The answer reports its speaker: "he says", "she explains" (an interpreter's or note-taker's rendering)."""

REPORTED_GAP = re.compile(
    r"\b(?:he|she)\s+(?:"
    r"(?:is|was)(?:n'?t|\s+not)\s+(?:\w+\s+)?(?:sure|certain)\b"
    r"|(?:does|did)(?:n'?t|\s+not)\s+(?:\w+\s+)?(?:know|remember|recall)\b"
    r"|(?:can|could)(?:n'?t|not|\s+not)\s+(?:say|tell(?:\s+you)?|remember|recall)\b"
    r"|(?:has|had)(?:n'?t|\s+not|\s+never)\s+(?:\w+\s+)?used\b"
    r"|(?:would|'d)\s+have\s+to\s+(?:check|look\s+(?:it\s+)?up|read\s+up)\b)", re.IGNORECASE)
"""A gap said of the reported candidate: not sure, does not know or remember, cannot say, has not used, would have to
look it up."""

STRESSED_GAP = re.compile(
    r"\bi\s+(?:genuinely|honestly|really|truly|just)\s+(?:don'?t|do\s+not)\s+know\b"
    r"|\bi\s+(?:don'?t|do\s+not)\s+have\s+a\s+(?:good\s+|clear\s+|real\s+)?(?:feel|sense|idea)\s+(?:for|of)\b"
    r"|\bi\s+won'?t\s+guess\b", re.IGNORECASE)
"""A first-person gap with an intensifier, or a missing feel for something, or a refusal to guess."""

_EVEN = re.compile(r"\s+(?:even|yet)\b", re.IGNORECASE)


def voiced_gaps(text: str) -> tuple[str, ...]:
    """The admitted gaps (verbatim) that ``gaps`` does not read: reported of the candidate, or stressed."""
    found = []
    reported = bool(REPORTING.search(text))
    for pattern in ((REPORTED_GAP, STRESSED_GAP) if reported else (STRESSED_GAP,)):
        for m in pattern.finditer(text):
            # "she does not even know which run" and "he doesn't know yet" are about the situation, still to be learnt.
            if _EVEN.match(text, m.end()) or re.search(r"\beven\b", m.group(0), re.IGNORECASE):
                continue
            if pattern is STRESSED_GAP and not own_gap(text, m):
                continue
            if pattern is REPORTED_GAP and CONDITION_BEFORE.search(text[max(0, m.start() - 60):m.start()]):
                continue
            found.append(m.group(0))
    return tuple(found)
