"""A claim the candidate takes back in the same answer: "NCCL_SOCKET_IFNAME selects the InfiniBand adapters.
Correction: it selects the IP interface ...", "fully_shard first, then TP - hang on, no, the other way round: ...".

Speech and notes carry self-corrections: the speaker says something, then a marker of their own takes it back, and
what follows is their position. The assessor reads the answer as its speaker stands by it (``standing``): the
retracted claim counts neither against the answer (a false claim it no longer makes) nor for it (evidence it no
longer gives), and the replacement is read as the answer's claim, right or wrong. Three structural forms:

- a marker that takes back what came just before it: "correction:", "no, wait", "wait, no", "hang on, no",
  "scratch / scrap / strike that", "actually, no", "I misspoke", "let me restate", "I take that back",
  "(sorry,) the other way round" (not asked: "..., or the other way round?" keeps the claim). Opening a sentence it
  takes back the sentence before; inside one (after a dash, an ellipsis, a comma, "//"), the sentence so far.
  Struck-through text ("~~140 GB, two GPUs~~") is taken back the same way.
- a note of the candidate's first words and their correction: 'C first said "X", then stopped: "no - ..."',
  'C opened with "X" - then caught it: ...'; the quoted X is taken back, the quoted correction stands. A first
  statement of someone else (the on-call, a runbook) is not the candidate's own to take back: it stays (the claim
  readers set other people's claims aside themselves).
- "I mean" (or "I meant") that REPLACES a term: a short phrase naming a sibling of something just said - a figure
  for a figure, an NCCL variable for another, one value of a truth's vocabulary or a rank of its order for another
  ("ring is the bandwidth-optimal one, I mean tree") - is put in its place. "I mean" followed by anything else
  rephrases or explains ("ring is bandwidth-optimal, I mean each rank sends about twice the buffer"): both stay.

A claim set up by someone else and rejected ("the runbook says X. Correction: ...", "people say X - no, ...") is not
the candidate's own: nothing is taken back. Only the assessor reads this (utterance classes and diagnosis crediting
read the answer as said).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..content.truths import load_truths
from .claim_clauses import ALGO

_FLAGS = re.IGNORECASE
_FILLER = r"(?:(?:hmm+|hm|um+|uh+|oh|ah|sorry|wait|hang\s+on|hold\s+on|actually|no|well)\s*[,.!\u2013\u2014-]*\s+)"
_CORE = (r"(?:(?:no,?\s+wait|wait,?\s+no|(?:hang|hold)\s+on,?\s+no|(?:scratch|scrap|strike)\s+(?:that|this)|"
         r"correction\s*:|actually,?\s+no(?=[\s,.;:!\u2013\u2014-])|i\s+misspoke|let\s+me\s+(?:restate|correct\s+myself)|"
         r"i\s+take\s+(?:that|it)\s+back|(?:(?:it'?s|no,?|sorry,?|wait,?)\s+)*(?:the\s+)?other\s+way\s+a?round(?!\s*\?)))(?!\w)")
_MARKER = re.compile(rf"{_FILLER}{{0,3}}{_CORE}[\s,.:;!\u2013\u2014-]*", _FLAGS)
"""A marker that takes back what came before it, with the fillers that lead into it and the punctuation after it."""
_OPENS = re.compile(r"(?:^|[.!?]\s+|\n\s*|[\[(]\s*)$")
"""Before a marker that opens a sentence (or a bracketed aside)."""
_INSIDE = re.compile(r"(?:\s[-\u2013\u2014]+|\.\.\.|\u2026|,|;|:|//|\s/)\s*$")
"""Before a marker inside a sentence: a dash, an ellipsis, a comma, a slash."""
_SENTENCE_END = re.compile(r"[.!?](?=[\"')\]]*\s)|\n")
_OTHERS = re.compile(r"\b(?:people|somebody|someone|everyone|the\s+(?:team|runbook|docs?|documentation|vendor|ticket|"
                     r"on-?call|previous\s+\w+|old\s+\w+|wiki|blog|forum|intern)|my\s+(?:lead|manager|colleague|boss|team)|"
                     r"(?:a|one)\s+(?:colleague|teammate)|common\s+(?:mistake|misconception|belief)|myth)\b", _FLAGS)
"""What makes a taken-back piece someone else's claim, rejected, rather than the candidate's own."""
_TAKEN_UP = re.compile(r"(?:it|they|this|that)\s+(?P<verb>(?!is\b|are\b|was\b|were\b)[a-z]+s)\b", _FLAGS)
"""A replacement that takes up the retracted claim's subject with a pronoun and its verb ("... Correction: it selects
the IP interface"): read with the subject put back."""
_COMMENT = re.compile(r"that(?:'s|\s+is|\s+was|\s+would\s+be)\b[^,.;:!?\n\u2013\u2014]*[,.;:!?\u2013\u2014]?\s*", _FLAGS)
"""What the speaker says of the claim they take back, right after the marker ("no, wait, that's wrong, ...", "scratch
that, that's just the weights"): about the claim, so it goes with it."""
_STRUCK = re.compile(r"~~[^~\n]+~~")
_QUOTE = r"(?:\"[^\"\n]{3,300}\"|\u201c[^\u201d\n]{3,300}\u201d)"
_FIRST = re.compile(rf"\b(?P<who>C|the\s+candidate|candidate|[Hh]e|[Ss]he|[Tt]hey|I|[A-Z][a-z]+)\s+(?:first\s+(?:said|answered|"
                    rf"proposed|suggested|put\s+it|claimed|wrote|went\s+with)|opened\s+with|started(?:\s+with)?|began(?:\s+with)?|"
                    rf"initially\s+said)\s*:?\s*(?P<quote>{_QUOTE})", re.UNICODE)
_CORRECTED = re.compile(r"\b(?:corrected|stopped|caught\s+(?:it|(?:him|her|them)sel(?:f|ves))|took\s+it\s+back|revised|"
                        r"retracted|backtracked|changed\s+(?:his|her|their)\s+mind|walked\s+it\s+back)\b|"
                        rf"[\"\u201c]\s*{_FILLER}{{0,3}}(?:no\b|{_CORE})", _FLAGS)
_WINDOW = 160
"""Characters after a noted first statement within which its correction must come."""
_MEAN = re.compile(r",?\s*(?:sorry,?\s+)?\bi\s+mean(?:t)?,?\s+(?P<new>[^\s,.;:!?()]+(?:\s+[^\s,.;:!?()]+){0,2}?)"
                   r"(?=\s*(?:[,.;:!?)]|$))", _FLAGS)
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?:\s*(?:%|[A-Za-z]+))?")
_IDENT = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")


@dataclass(frozen=True)
class Retraction:
    """Words the answer takes back (``start:end`` of the answer, the marker included) and what, if anything, is put
    in their place."""

    start: int
    end: int
    replacement: str = ""

    def taken_back(self, text: str) -> str:
        return text[self.start:self.end]


def _sentence_start(text: str, before: int) -> int:
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, before)]
    return starts[-1] if starts else 0


def _markers(text: str) -> list[Retraction]:
    found = []
    for m in _MARKER.finditer(text):
        before = text[:m.start()]
        if _OPENS.search(before):
            head = before.rstrip()
            start = _sentence_start(text, max(len(head) - 1, 0))
        elif _INSIDE.search(before):
            start = _sentence_start(text, m.start())
        else:
            continue
        claim = text[start:m.start()]
        if len(claim.split()) < 2 or _OTHERS.search(claim):
            continue  # nothing of the candidate's own before it: an answer's opening "no", a rejected claim of others
        taken_up = _TAKEN_UP.match(text, m.end())
        verb = re.search(rf"\b{re.escape(taken_up.group('verb'))}\b", claim) if taken_up else None
        if verb and 1 <= len(claim[:verb.start()].split()) <= 4:  # "X selects A. Correction: it selects B": X selects B
            found.append(Retraction(start, taken_up.start("verb"), claim[:verb.start()].strip() + " "))
        else:
            comment = _COMMENT.match(text, m.end())  # "... - no, scratch that, that's just the weights. ..."
            found.append(Retraction(start, comment.end() if comment else m.end()))
    return found


def _noted(text: str) -> list[Retraction]:
    found = []
    for m in _FIRST.finditer(text):
        if _CORRECTED.search(text, m.end("quote"), m.end("quote") + _WINDOW):
            found.append(Retraction(m.start("quote"), m.end("quote")))
    return found


@lru_cache(maxsize=1)
def _families() -> tuple[re.Pattern[str], ...]:
    """Sets of sibling terms one may be put in place of another: a truth's vocabulary, its subject's family, an
    order's ranks; the collective algorithms; NCCL-style variables; figures."""
    groups: list[list[str]] = []
    for truths in load_truths():
        groups += [[t for terms in values.values() for t in terms] for values in truths.vocabularies.values()]
        groups += [[*t.subject, *t.family] for t in truths.truths if t.family]
        groups += [[t for rank in o.ranks for t in rank] for o in truths.orders]
    return (ALGO, _IDENT, _NUMBER, *(re.compile("|".join(f"(?:{t})" for t in g), _FLAGS) for g in groups if g))


def _meant(text: str) -> list[Retraction]:
    found = []
    for m in _MEAN.finditer(text):
        new = m.group("new")
        start = _sentence_start(text, m.start())
        for family in _families():
            if not family.fullmatch(new.strip()) and not (family is not _NUMBER and family.search(new)
                                                         and len(new.split()) <= 2):
                continue
            olds = [o for o in family.finditer(text, start, m.start()) if o.group(0).lower() != new.lower()]
            if olds:
                old = olds[-1]
                found.append(Retraction(old.start(), old.end(), _with_unit(new.strip(), old.group(0))))
                found.append(Retraction(m.start(), m.end()))
                break
    return found


def _with_unit(new: str, old: str) -> str:
    """A bare figure put in place of one with a unit keeps the unit ("16 nodes, I mean 32": 32 nodes)."""
    unit = re.sub(r"^[\d.,]+\s*", "", old) if re.fullmatch(r"\d+(?:[.,]\d+)*", new) else ""
    return new + unit if unit == "%" else f"{new} {unit}".strip()


def retractions(text: str) -> list[Retraction]:
    """What the answer takes back, in order; overlapping pieces merged."""
    found = sorted([*(Retraction(m.start(), m.end()) for m in _STRUCK.finditer(text)), *_markers(text), *_noted(text),
                    *_meant(text)], key=lambda r: (r.start, -r.end))
    merged: list[Retraction] = []
    for r in found:
        if merged and r.start < merged[-1].end:
            last = merged[-1]
            merged[-1] = Retraction(last.start, max(last.end, r.end), last.replacement if r.end <= last.end else "")
        else:
            merged.append(r)
    return merged


def standing(text: str) -> str:
    """The answer as its speaker stands by it: what it takes back cut out, a replaced term put in place. An answer
    that would keep fewer than three words is left as said."""
    out, at = [], 0
    for r in retractions(text):
        joint = "" if r.replacement or r.start == 0 or text[r.end:r.end + 1] in ("", " ", ",", ".", ";", ":", "!", "?", ")") else " "
        out += [text[at:r.start], r.replacement or joint]
        at = r.end
    kept = "".join([*out, text[at:]])
    return kept.strip() if kept != text and len(kept.split()) >= 3 else text
