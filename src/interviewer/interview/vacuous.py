"""Vacuous sentences: a connective that relates nothing, so the sentence is no stated mechanism.

The substance reader counts a sentence as a stated mechanism when a connective ("so", "because", "which
means") joins domain terms. Some sentences have that shape and say nothing: they restate their premise as
the conclusion or refuse to pick between the alternatives that were asked about. Three grammatical forms,
none tied to a topic's wording:

- a verb repeated in its own free relative: "we gave up what we had to give up", "we did what we needed to do";
- a premise restated as its conclusion: "it was on the roofline, so it was bound by the roofline";
- both alternatives left open with nothing to decide between them: "memory-bound or compute-bound depending on
  the arithmetic intensity" with no figure in the sentence (with one, "... above ~300 FLOP/byte", it decides).

On every dev source these fire only in answers labelled weak (round 13).
"""

from __future__ import annotations

import re

_SELF_RELATIVE = re.compile(
    r"\b(?P<verb>\w{2,})(?:\s+(?:up|out|off|down|on|away|through|back|over))?\s+what(?:ever)?\s+(?:we|you|i|they|he|she|one)\s+"
    r"(?:had|have|has|needed|need|wanted|want|were\s+going|are\s+going)\s+to\s+(?P<again>\w+)", re.IGNORECASE)
_RESTATED = re.compile(
    r"\b(?:on|in|at|from|by)\s+(?:the\s+)?(?P<noun>\w{4,})\b[^.;!?]{0,30}\bso\s+(?:it|this|that)\s+(?:was|is|'s)\s+"
    r"\w*\s*(?:by|on|in|at|from)\s+(?:the\s+)?(?P=noun)\b", re.IGNORECASE)
_EITHER_WAY = re.compile(r"\b[\w-]+\s+or\s+[\w-]+\s*,?\s+depending\s+on\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_IRREGULAR = {"gave": "give", "given": "give", "did": "do", "done": "do", "made": "make", "took": "take",
              "taken": "take", "chose": "choose", "chosen": "choose", "went": "go", "paid": "pay", "got": "get",
              "had": "have", "said": "say", "left": "leave", "kept": "keep", "lost": "lose", "spent": "spend",
              "built": "build", "cut": "cut", "put": "put", "ran": "run", "sent": "send", "sold": "sell"}


def _lemma(word: str) -> str:
    w = word.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w].rstrip("e")
    for suffix in ("ing", "ed", "es", "s", "d"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            return w[: -len(suffix)].rstrip("e")
    return w.rstrip("e")


def vacuous(sentence: str) -> bool:
    """Whether ``sentence`` has a mechanism's shape but restates itself or leaves the choice open."""
    for m in _SELF_RELATIVE.finditer(sentence):
        if _lemma(m.group("verb")) == _lemma(m.group("again")):
            return True
    if _RESTATED.search(sentence):
        return True
    return bool(_EITHER_WAY.search(sentence)) and not _DIGIT.search(sentence)
