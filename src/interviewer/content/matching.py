"""Phrase matching for evidence terms, artifact reveals and diagnoses.

A phrase matches case-insensitively on word boundaries, with runs of whitespace, '-' and '_'
treated alike ("all reduce" = "all-reduce"); a phrase starting with ``re:`` is a regex.
Compiled patterns are cached: the engine matches every answer against every signal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..text.sentences import enclosing


@dataclass(frozen=True)
class Hit:
    phrase: str
    """The evidence phrase that matched."""
    start: int
    end: int
    quote: str
    """The matched words widened to the surrounding clause, verbatim from the text."""


_LOCAL_BREAK = re.compile(r",(?!\d)|:(?!\d)|\s[-–—]\s|—|(?<!\bnot)(?<!n't)\s(?=because\b)", re.IGNORECASE)
"""Clause breaks for a claim's scope. A reason clause is the speaker's own claim: a negation before "because" ("it
can't be storage because the data sits in HBM") does not reach into it, unless it negates the reason ("not because").
"""


def local_clause_start(text: str, start: int) -> int:
    """Where the clause holding ``start`` begins, counting commas, colons and dashes as clause breaks."""
    last = 0
    for m in _LOCAL_BREAK.finditer(text, 0, start):
        last = m.end()
    return last


def local_clause_end(text: str, end: int) -> int:
    """Where the clause holding ``end`` ends (the next comma, colon, dash or sentence end)."""
    m = _LOCAL_BREAK.search(text, end)
    sentence_end = enclosing(text, end, end)[1]
    return min(sentence_end, m.start()) if m else sentence_end


@lru_cache(maxsize=8192)
def compile_phrase(phrase: str) -> re.Pattern[str]:
    if phrase.startswith("re:"):
        return re.compile(phrase[3:], re.IGNORECASE)
    parts = [re.escape(p) for p in re.split(r"[\s_\-]+", phrase.strip()) if p]
    body = r"[\s_\-]*".join(parts)
    left = r"(?<![A-Za-z0-9])" if phrase[:1].isalnum() else ""
    right = r"(?![A-Za-z0-9])" if phrase[-1:].isalnum() else ""
    return re.compile(left + body + right, re.IGNORECASE)


def _clause(text: str, start: int, end: int, limit: int = 160) -> tuple[int, int]:
    left, right = enclosing(text, start, end)
    if right - left > limit:
        left, right = max(start - limit // 2, left), min(end + limit // 2, right)
    return left, right


def find_first(text: str, phrases: list[str] | tuple[str, ...]) -> Hit | None:
    """The earliest match of any phrase in ``text``, with a verbatim quote around it."""
    best: Hit | None = None
    for phrase in phrases:
        m = compile_phrase(phrase).search(text)
        if m and (best is None or m.start() < best.start):
            lo, hi = _clause(text, m.start(), m.end())
            best = Hit(phrase, m.start(), m.end(), text[lo:hi].strip())
    return best


def matches_any(text: str, phrases: list[str] | tuple[str, ...]) -> bool:
    return any(compile_phrase(p).search(text) for p in phrases)


def unpunctuated(terms: list[str]) -> list[str]:
    """``terms`` plus each phrase with its apostrophes dropped: speech-to-text writes "I havent", "dont remember"."""
    return terms + [t.replace("'", "") for t in terms if not t.startswith("re:") and "'" in t]
