"""Text cut into sentences: the one splitter every reader of a candidate's words shares.

Three shapes, because callers need three things:

- ``cut`` / ``sentences``: the pieces of a text, cut where a ``.``, ``!`` or ``?`` is followed by whitespace (the
  stop stays with its sentence), optionally also at ``;`` and at line breaks; ``capital`` cuts only before a
  capital or a digit, for speech, so "e.g. the" stays whole.
- ``spans``: each sentence with its offsets, where ``.``, ``!``, ``?``, ``;`` and line breaks all end one; the
  caller says how much of what ends a sentence it keeps and which dots do not end one ("1.5", "v2.4").
- ``enclosing`` / ``ends``: the sentence around an offset, or every offset where one ends.

The variants differ where their callers were tuned apart; the module keeps each one exact (a change here moves
every bench).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal, NamedTuple

ENDS = ".!?;\n"
"""What ends a sentence for ``spans`` and ``enclosing``: the stops, a semicolon and a line break."""

Keep = Literal["none", "stop", "stops", "all"]
Dots = Literal["end", "before-digit", "unspaced"]

_STOP = r"(?<=[.!?])\s+"
_STOP_BEFORE_CAPITAL = r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])"
_BODY = {"end": r"[^.!?;\n]+", "unspaced": r"[^.!?;\n]+", "before-digit": r"(?:[^.!?;\n]|\.(?=\d))+"}
_TAIL = {"none": "", "stop": r"[.!?]?", "stops": r"(?:[.!?;]+|\n|$)", "all": r"(?:[.!?;\n]+|$)"}
_UNSPACED_DOT = re.compile(r"\w\.$")
_END = re.compile(r"[.!?;]+(?=\s|$)|\n+")


class Span(NamedTuple):
    """One sentence of a text and where it sits."""

    text: str
    """The sentence as read (``text[start:end]``, except where ``dots="unspaced"`` joined pieces)."""
    start: int
    """Its offset in the text."""
    end: int
    """The offset just past it."""


@lru_cache(maxsize=None)
def _cutter(semicolons: bool, newlines: bool, capital: bool) -> re.Pattern[str]:
    parts = [_STOP_BEFORE_CAPITAL if capital else _STOP] + [r";\s*"] * semicolons + [r"\n+"] * newlines
    return re.compile("|".join(parts))


def cut(text: str, *, semicolons: bool = False, newlines: bool = False, capital: bool = False,
        maxsplit: int = 0) -> list[str]:
    """``text`` cut after each ``.``, ``!`` or ``?`` followed by whitespace, the whitespace dropped; as it comes
    (pieces keep their spaces, and may be empty).

    ``semicolons``: also at each ``;`` (dropped, with the whitespace after it). ``newlines``: also at each run of
    line breaks. ``capital``: only where the next sentence starts with a capital or a digit (after an opening
    quote or bracket), as speech wants; closing quotes and brackets after the stop go with the whitespace.
    """
    return _cutter(semicolons, newlines, capital).split(text, maxsplit=maxsplit)


def sentences(text: str, *, semicolons: bool = False, newlines: bool = False, capital: bool = False) -> list[str]:
    """The pieces ``cut`` gives, stripped, the empty ones dropped."""
    return [p.strip() for p in cut(text, semicolons=semicolons, newlines=newlines, capital=capital) if p.strip()]


@lru_cache(maxsize=None)
def _spanner(keep: Keep, dots: Dots) -> re.Pattern[str]:
    return re.compile(_BODY[dots] + _TAIL[keep])


def spans(text: str, *, keep: Keep = "none", dots: Dots = "end") -> list[Span]:
    """Each sentence of ``text`` with its offsets; every ``.``, ``!``, ``?``, ``;`` and line break ends one, and a
    sentence holds at least one other character (a stray stop or break belongs to none).

    ``keep`` is what of its end a sentence keeps: ``none``; ``stop``, one ``.``, ``!`` or ``?``; ``stops``, its run
    of ``.!?;`` or else one line break; ``all``, the whole run of stops, semicolons and line breaks.
    ``dots`` says which dots end nothing: ``end``, none (every dot ends); ``before-digit``, a dot before a digit
    ("1.5", "v2.4"); ``unspaced``, a word's dot followed by anything but whitespace ("550.90.07", "e.g.",
    "torch.distributed"): the piece after it is joined to the one before, with no line break between them.
    """
    found = [Span(m.group(0), m.start(), m.end()) for m in _spanner(keep, dots).finditer(text)]
    if dots != "unspaced":
        return found
    joined: list[Span] = []
    for span in found:
        before = joined[-1].text.rstrip("\n") if joined else ""
        if span.text[:1] and not span.text[:1].isspace() and _UNSPACED_DOT.search(before):
            joined[-1] = Span(before + span.text, joined[-1].start, span.end)
            continue
        joined.append(span)
    return joined


def enclosing(text: str, start: int, end: int, ends: str = ENDS) -> tuple[int, int]:
    """The sentence around ``text[start:end]``: from just after the last of ``ends`` before ``start`` to the first
    at or after ``end`` (that character not included), or the text's edges."""
    lo = max(text.rfind(c, 0, start) for c in ends) + 1
    found = [i for i in (text.find(c, end) for c in ends) if i != -1]
    return lo, (min(found) if found else len(text))


def ends(text: str) -> list[int]:
    """Every offset where a sentence ends, when a stop or ``;`` ends one only before whitespace or the text's end
    (not the dot of "1.5" or "torch.compile"): after such a run of stops, and after each run of line breaks."""
    return [m.end() for m in _END.finditer(text)]
