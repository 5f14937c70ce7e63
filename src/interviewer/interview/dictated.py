"""Punctuation said aloud: "it's the new container comma gotta be period", "is that per GPU hour question mark".

People who dictate to a speech-to-text box say the punctuation, and the recogniser writes the word ("comma",
"period", "full stop", "question mark", "new line", "colon"). Such a turn has no other stops, so it would be read
as one run-on sentence: a question at its end, a hedge in its second clause and a cause in its first all in one. A
turn that dictates (two spoken marks, or a "question mark" or "new line", which are not said otherwise) has each
mark written back as the punctuation it names, padded with spaces to the same length so that every offset into the
turn still holds. "period" and "full stop" end a sentence only before a new word or at the end, and "comma" and
"colon" only between two words; a turn with a single "period" ("the reserved period") is left as it is, and a mark
word after a determiner ("the period", "a comma") names the thing, so it is no mark.
"""

from __future__ import annotations

import re

_MARK = re.compile(r"(?<=\w)\s+(?P<mark>comma|period|full stop|question mark|exclamation (?:mark|point)|new line|colon)\b"
                   r"(?=\s+\w|\s*$)", re.IGNORECASE)
_SIGN = {"comma": ",", "period": ".", "full stop": ".", "question mark": "?", "exclamation mark": "!",
         "exclamation point": "!", "new line": "\n", "colon": ":"}
_ALWAYS_DICTATED = ("question mark", "new line")
"""Marks nobody says in a sentence about the subject: one of them shows the turn is dictated."""
MIN_MARKS = 2
_NAMED = re.compile(r"\b(?:the|a|an|every|trailing|extra|grace|billing)\W*$",
                    re.IGNORECASE)
"""A word before the mark that makes it a noun ("the comma in the config", "the billing period"): not dictated."""


def _marks(text: str) -> list[re.Match]:
    return [m for m in _MARK.finditer(text) if not _NAMED.search(text[:m.start()])]


def dictating(text: str) -> bool:
    """Whether the turn says its punctuation aloud (``MIN_MARKS`` marks, or one that is only ever dictated)."""
    marks = [re.sub(r"\s+", " ", m.group("mark").lower()) for m in _marks(text)]
    return len(marks) >= MIN_MARKS or any(m in _ALWAYS_DICTATED for m in marks)


def written_back(text: str) -> str:
    """The turn with each spoken mark written as its punctuation, the same length as ``text``; unchanged when the turn
    does not dictate."""
    if not dictating(text):
        return text

    out, at = [], 0
    for m in _marks(text):
        mark = _SIGN[re.sub(r"\s+", " ", m.group("mark").lower())]
        out += [text[at:m.start()], mark + " " * (len(m.group(0)) - 1)]
        at = m.end()
    return "".join(out) + text[at:]
