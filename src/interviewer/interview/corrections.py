"""Self-corrections in a candidate's answer ("16 nodes, sorry, I meant 32"), so the interviewer can say it back.

Kept apart from ``understand`` (which classifies a whole turn) on purpose: this only finds the
value a candidate replaced and the one they replaced it with, in their own words, for a restatement
like "So: 32 nodes, not 16 nodes." It never judges which value is right. Tuned on
``tests/data/corrections/dev.yaml`` only; ``test.yaml`` is held out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUM = r"\d+(?:[.,]\d+)*"
_PREFIX_UNITS = r"TP|PP|DP|CP|EP|Xid|step|rank|ranks"
_UNIT = r"%|[A-Za-z]+(?:/[A-Za-z]+)?"
_VALUE = re.compile(rf"(?:(?P<pre>\b(?:{_PREFIX_UNITS}))\s+)?(?P<num>(?<![\w.]){_NUM})(?:\s*(?P<unit>{_UNIT}))?",
                    re.IGNORECASE)
_FILLER = re.compile(r"^(?:[\s,:;.\-–—]+|(?:earlier|it'?s|its|it was|it is|that'?s|make that|i meant|i mean|"
                     r"uh|um|like|so|yeah|sorry)\b)", re.IGNORECASE)
_CUES = re.compile(
    r"(?:\bsorry\b[,.]?\s*(?:i\s+meant?\b)?|\bi\s+meant\b|\bi\s+mean\b|\bscratch\s+that\b|\bno,?\s+wait\b|"
    r"\bwait,?\s+no\b|\bcorrection\b|\blet\s+me\s+correct\s+myself\b|\bi\s+misspoke\b(?:\s+earlier)?|"
    r"\bmake\s+that\b|\boops\b)", re.IGNORECASE)
_NOT_UNITS = {"not", "because", "and", "or", "but", "so", "with", "after", "before", "for", "the", "a", "i", "is",
              "was", "of", "to", "in", "on", "at", "rather", "than", "total"}
_MEANT_PHRASE = re.compile(r"^\s*((?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?)\s*(?=[,.;!?]|$)", re.IGNORECASE)
_RATHER = re.compile(r"(?P<new>(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2})\s+rather\s+than\s+(?P<old>[\w-]+(?:\s+[\w-]+)?)",
                     re.IGNORECASE)
_EXPLICIT_NOT = re.compile(rf"^[,\s]*not\s+(?P<old>(?:(?:{_PREFIX_UNITS})\s+)?{_NUM}(?:\s*(?:{_UNIT}))?)",
                           re.IGNORECASE)
_WINDOW = 40
"""Characters after a cue in which the replacing value must start."""


@dataclass(frozen=True)
class Correction:
    """A value the candidate replaced, and what they replaced it with, both in their words."""

    new: str
    old: str

    def restatement(self) -> str:
        return f"So: {self.new}, not {self.old}."


@dataclass(frozen=True)
class _Value:
    text: str
    unit: str
    prefix: bool
    start: int
    end: int


def _value(match: re.Match, offset: int = 0) -> _Value:
    pre, num, unit = match.group("pre"), match.group("num"), match.group("unit") or ""
    end = match.end()
    if unit.lower() in _NOT_UNITS:
        unit, end = "", match.end("num")
    if pre:
        return _Value(f"{pre} {num}", pre, True, offset + match.start(), offset + end)
    text = f"{num}{unit}" if unit == "%" else f"{num} {unit}".strip()
    return _Value(text, unit, False, offset + match.start(), offset + end)


def _values(text: str, offset: int = 0) -> list[_Value]:
    return [_value(m, offset) for m in _VALUE.finditer(text)]


def _with_unit(value: _Value, other: _Value) -> str:
    """A bare number borrows the unit of the value it is paired with ("it's 4" after "8 nodes": 4 nodes)."""
    if value.unit or not other.unit:
        return value.text
    if other.prefix:
        return f"{other.unit} {value.text}"
    return f"{value.text}{other.unit}" if other.unit == "%" else f"{value.text} {other.unit}"


def _skip_filler(text: str) -> int:
    pos = 0
    while True:
        m = _FILLER.match(text[pos:])
        if not m or not m.group(0):
            return pos
        pos += m.end()


def self_correction(text: str) -> Correction | None:
    """The last self-correction in ``text``, or None. Only numbers (with their units) and short phrases after
    "I meant"/"rather than" are restated; anything looser is left alone rather than misquoted."""
    found = None
    for cue in _CUES.finditer(text):
        found = _at(text, cue) or found
    return found


def _at(text: str, cue: re.Match) -> Correction | None:
    after = text[cue.end():]
    start = _skip_filler(after)
    rest = after[start:]
    rather = _RATHER.search(rest[:_WINDOW * 2])
    if rather:
        return Correction(rather.group("new").strip(), rather.group("old").strip())
    # "sorry" and "I mean" say many things; the replacing value must follow them at once. The
    # unambiguous cues ("scratch that", "correction") may come a few words before it.
    weak = re.match(r"(?:sorry|i\s+mean)\b", cue.group(0), re.IGNORECASE) and not cue.group(0).lower().endswith("meant")
    m = _VALUE.match(rest) if weak or "meant" in cue.group(0).lower() else _VALUE.search(rest[:_WINDOW])
    if m and start <= _WINDOW:
        new = _value(m, cue.end() + start)
        if new.start > cue.end() + _WINDOW:
            return None
        tail = text[new.end:]
        explicit = _EXPLICIT_NOT.match(tail)
        if explicit:
            old = _values(explicit.group("old"))[0]
            return Correction(_with_unit(new, old), _with_unit(old, new))
        before = [v for v in _values(text[:cue.start()])]
        if not before:
            return None
        same = [v for v in before if new.unit and v.unit.lower() == new.unit.lower()]
        old = (same or before)[-1]
        return Correction(_with_unit(new, old), _with_unit(old, new))
    if re.search(r"meant\s*$", cue.group(0), re.IGNORECASE):
        phrase = _MEANT_PHRASE.match(after)
        if phrase is None or phrase.group(1).split()[0].lower() in {"to", "is", "that", "it", "was"}:
            return None
        new = phrase.group(1).strip()
        words = re.findall(r"[\w-]+", text[:cue.start()])
        count = len(new.split())
        if len(words) < count:
            return None
        return Correction(new, " ".join(words[-count:]))
    return None
