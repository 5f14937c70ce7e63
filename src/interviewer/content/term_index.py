"""How the concept matcher (``concepts``) finds a lexicon's terms in an answer fast, without changing what it finds.

- Per answer, one pass of an Aho-Corasick automaton finds which of the literals the terms need (``term_needs``)
  the answer holds, so a concept none of whose terms' needs is there is not read at all, and the others read
  only their terms whose needs are there (``TermIndex``).
- A term whose every match begins with one of a few literals (``term_needs.leading_literals``: a phrase's first
  word, most regexes' first word or alternation) is tried with ``pattern.match`` only where those occur, which
  gives exactly the spans ``finditer`` gives (``Places``).

None of it decides a match: ``tests/test_import_detect.py`` checks the answers are the same without any of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache

from .term_needs import DIGIT, LiteralIndex, Needs, leading_literals

TRIED_STARTS = 16
"""At most this many places a term's match could begin (plus one per 8 characters of the answer: trying one costs
about what scanning 8 does) are tried one by one; past that its pattern scans the answer."""
CASE_ODD = ("\u0130", "\u0131", "\u017f")
"""The characters a case-insensitive pattern equates with an ASCII letter though ``lower()`` does not give that
letter (İ, ı, ſ): in a text holding one, a term's leading words are not looked for in its lowered copy."""
_DIGITS = re.compile(r"\d")

Prepared = tuple[tuple[Needs, str], ...]
"""A concept's terms, each with its needs (``concepts._prepared``)."""

__all__ = ["CASE_ODD", "LiteralIndex", "Places", "TRIED_STARTS", "TermIndex", "literals", "starts"]


def literals(prepared: Prepared) -> tuple[frozenset[str], bool]:
    """Every literal the terms' needs name, and whether a term needs nothing (it is always a candidate)."""
    found: set[str] = set()
    for needs, _term in prepared:
        found.update((needs,) if needs.__class__ is str else needs)
    return frozenset(found - {""}), "" in found


@lru_cache(maxsize=16384)
def starts(term: str) -> tuple[str, ...]:
    """Lower-case strings one of which begins every match of ``term`` (() when not certain); none is a
    prefix of another (the longer one would only repeat its places)."""
    if term.startswith("re:"):
        found = leading_literals(term[3:])  # compile_term's pattern, as written
    else:
        first = next((p for p in re.split(r"[\s_\-]+", term.rstrip("*").strip()) if p), "")
        ascii_run = ""
        for ch in first:
            if not ch.isascii():
                break
            ascii_run += ch
        found = (ascii_run.lower(),) if ascii_run else ()
    return tuple(f for f in found if not any(o != f and f.startswith(o) for o in found))


class TermIndex:
    """A lexicon's concepts by the literals their terms need, with one automaton over all of those literals."""

    def __init__(self, terms: Mapping[str, tuple[str, ...]], prepared: Callable[[tuple[str, ...]], Prepared]):
        self._by_terms: dict[tuple[str, ...], tuple[frozenset[str], bool]] = {}
        self._by_literal: dict[str, set[str]] = {}
        self._always: set[str] = set()
        for cid, these in terms.items():
            needed, always = self._by_terms[these] = literals(prepared(these))
            if always:
                self._always.add(cid)
            for lit in needed:
                self._by_literal.setdefault(lit, set()).add(cid)
        self._index = LiteralIndex(self._by_literal)

    def present_in(self, lowered: str) -> tuple[set[str], set[str]]:
        """Which needed literals a squeezed, lowered answer holds, and the concepts that could be asserted in it
        (one of their terms' needs is there, or a term needs nothing)."""
        present = self._index.present(lowered)
        possible = set(self._always)
        by_literal = self._by_literal
        for lit in present:
            possible |= by_literal[lit]
        return present, possible

    def literals_of(self, terms: tuple[str, ...]) -> tuple[frozenset[str], bool] | None:
        """The literals ``terms`` need, and whether one needs nothing; None for terms that are no concept's."""
        return self._by_terms.get(terms)


class Places:
    """Where in one answer a term's match could begin: where one of its leading literals occurs (lowered)."""

    def __init__(self, text: str):
        self.text = text
        self.folded = text.lower() if not any(ch in text for ch in CASE_ODD) else ""
        self.most = TRIED_STARTS + len(self.folded) // 8
        self._at: dict[str, list[int]] = {}

    def of(self, term: str) -> list[int] | None:
        """The places in order, or None when they are not known (no leading literal, a case-odd letter in the
        answer, or too many places): then the term's pattern scans the answer."""
        leading = starts(term)
        if not leading or not self.folded:
            return None
        most, found = self.most, self._at
        places: list[int] = []
        for literal in leading:
            at = found.get(literal)
            if at is None:
                at = found[literal] = self._find(literal)
            if len(leading) == 1:
                return at if len(at) <= most else None
            places += at
            if len(places) > most:
                return None
        return sorted(set(places))

    def _find(self, literal: str) -> list[int]:
        most = self.most
        if literal == DIGIT:
            return [m.start() for m in _DIGITS.finditer(self.text)][:most + 1]
        folded = self.folded
        at, i = [], folded.find(literal)
        while i != -1 and len(at) <= most:
            at.append(i)
            i = folded.find(literal, i + 1)
        return at
