"""Words a candidate takes back as they speak: a self-correction withdraws what came just before it.

"FULL_SHARD shards the parameters. Hmm, no, sorry - it's SHARD_GRAD_OP", "Ring's latency grows linearly - hmm, no,
I've got that backwards: …", "You set NCCL_ALGO and that forces it. Actually no, I don't think that's real": what
precedes the retraction is not a claim the candidate stands by, so it shows nothing (the matcher's ``discounted``).
What follows it is read as usual.

A retraction inside a sentence takes back that sentence up to the cue; one that opens a sentence (nothing said
before it there) takes back the sentence before as well. Only a spoken self-correction counts: a bare "no" (a
negation), "actually" alone, or "that's wrong" said of someone else's view are not retractions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..text.sentences import enclosing

_CUE = re.compile(
    r"(?:\b(?:hmm+|hm|wait|oh|erm?|uh|um|well|actually|sorry)\W{1,3}no\b(?!\s+(?:one|longer|more|matter|way|doubt|need)\b)|"
    r"\bno\W{1,3}(?:wait|sorry|hang on|hold on|scratch that|scrap that|strike that)\b|"
    r"\b(?:scratch|scrap|strike) that\b|\bi'?ve got (?:that|it|those|them) (?:backwards|the wrong way round|mixed up|"
    r"swapped)\b|\b(?:wait|hang on|hold on)\W{1,3}that'?s (?:not right|wrong|backwards)\b|"
    r"\bno\W{1,3}that'?s (?:not right|wrong|backwards)\b|"
    r"\b(?:actually|although|though|but|hmm+|wait)\W{1,3}(?:actually\W{1,3})?i don'?t think (?:that|this|it)(?:'s| is| works?| would work)\b|"
    r"(?:(?<=[.!?\u2026\u2013\u2014-])|(?<=[.!?\u2026\u2013\u2014-]\s))no(?:\s*[,;:!]|\s+[\u2013\u2014-]\s))",
    re.IGNORECASE)
"""A self-correction cue: "hmm, no", "no, wait", "no, sorry", "scratch that", "I've got that backwards", "wait, that's
not right", "although, actually, I don't think that works"; or a bare "no," that breaks off what was being said (after a dash, an
ellipsis or a sentence's end: "retired pages - no, that's the older cards", "reshard to TP 4... no, I think that only
works for DP", "also bandwidth-optimal? No - tree is"), not "no" that negates a noun ("- no data loss")."""
_SUBSTANCE = re.compile(r"[A-Za-z0-9]{3,}")
_FILLER = re.compile(r"(?i)\b(?:hmm+|hm|uh|um|erm?|oh|okay|ok|so|well|no|nope|actually|wait|sorry|hold on|hang on)\b")


@lru_cache(maxsize=256)
def withdrawn_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The stretches of ``text`` a retraction takes back, as (start, end) offsets."""
    out: list[tuple[int, int]] = []
    for m in _CUE.finditer(text):
        lo, _ = enclosing(text, m.start(), m.end())
        before = text[lo:m.start()]
        if _SUBSTANCE.search(_FILLER.sub("", before)):
            out.append((lo, m.start()))  # "X - hmm, no, …": the sentence up to the cue
        elif (last := _last_word_end(text, lo)) > 0:
            # The sentence before is found from its last word: an ellipsis ("… a consistent buffer... actually no")
            # is read as sentences of its own, and stepping back two characters lands inside it.
            prev_lo, _ = enclosing(text, last - 1, last - 1)
            out.append((prev_lo, lo))  # "X. Hmm, no, sorry - …": the sentence before
    return tuple(out)


def _last_word_end(text: str, before: int) -> int:
    """Where the last word before ``before`` ends (0: none)."""
    last = 0
    for m in _SUBSTANCE.finditer(text, 0, before):
        last = m.end()
    return last


def withdrawn(text: str, start: int) -> bool:
    """Whether the words at ``start`` are taken back by a self-correction after them."""
    return any(lo <= start < hi for lo, hi in withdrawn_spans(text))
