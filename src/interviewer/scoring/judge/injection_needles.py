"""Which screen rules could match a text at all: needles read off the patterns, looked up cheaply.

Running every rule over every candidate turn (and every join of two turns) was most of the
screen's cost, though almost every turn matches nothing. Every match of a rule contains one of
its *needles*: literal strings read off the parsed pattern, each knowing whether it always starts
a word there, or is a whole word. A text holding none of a rule's needles cannot match that rule,
so the rule is not run on it; the rules that do run give exactly the matches they gave before.

A text is looked at token by token (cut at whitespace): what a token can hold is worked out once and
remembered, since tokens recur across turns (see ``NeedleIndex``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import reduce
from operator import or_
from typing import Literal

Where = Literal["inside", "start", "end", "word"]
Needle = tuple[str, Where]
"""A literal every match of a rule contains, and where it sits: inside a word, at a word's start or end, or a whole
word (a "word" being a run of word characters, as ``\\w+`` finds them)."""

_WORD = re.compile(r"\w+")


def is_word(text: str) -> bool:
    return _WORD.fullmatch(text) is not None


Need = frozenset[Needle]
"""Needles one of which every match contains."""


def required_literals(pattern: re.Pattern) -> tuple[Need, ...]:
    """Sets of needles, each of which has one in every match of ``pattern``; empty when the parse gives none.

    Items of a sequence are all required; a run of literal characters is required as a whole; a group,
    a repeat of at least once, or an alternation whose every branch yields needles yields its needles.
    A run of word characters right after ``\\b``, ``^`` or a non-word character starts a word; one also
    right before ``\\b``, ``$`` or a non-word character is a whole word. Every set the pattern's top-level
    sequence yields is required (a text must hold a needle of each); inside an alternation, each branch
    gives its most selective set. Case-sensitive patterns only (the rules read casefolded text).
    """
    if pattern.flags & re.IGNORECASE:
        return ()
    try:
        from re import _parser  # the standard library's own parser (Python >= 3.11)

        found = _sequence(list(_parser.parse(pattern.pattern, pattern.flags)), False, False)
    except Exception:  # an unparsable shape only costs speed: the rule then always runs
        return ()
    found = [need for need in found if need and all(text for text, _ in need)]
    return tuple(sorted(set(found), key=lambda need: (_selectivity(need), sorted(need)), reverse=True))


def _constants():
    from re import _constants

    return _constants


def _non_word(op, av) -> bool:
    """Whether the item always matches at least one character, all of them non-word characters."""
    c = _constants()
    if op is c.LITERAL:
        return not is_word(chr(av))
    if op is c.IN:
        return bool(av) and all((o is c.LITERAL and not is_word(chr(v))) or
                                (o is c.CATEGORY and v in (c.CATEGORY_SPACE, c.CATEGORY_NOT_WORD)) for o, v in av)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, _high, sub = av
        return low >= 1 and len(sub) > 0 and all(_non_word(o, v) for o, v in sub)
    return False


def _ends_non_word(items: list) -> bool:
    c = _constants()
    if not items:
        return False
    op, av = items[-1]
    if op is c.SUBPATTERN:
        return _ends_non_word(list(av[3]))
    if op is c.BRANCH:
        return all(_ends_non_word(list(b)) for b in av[1])
    return _non_word(op, av)


def _starts_after(op, av, before: bool) -> bool:
    """Whether the text after this item always begins after a non-word character (or the string start)."""
    c = _constants()
    if op is c.AT:
        return av in (c.AT_BOUNDARY, c.AT_BEGINNING, c.AT_BEGINNING_LINE, c.AT_BEGINNING_STRING)
    if _non_word(op, av):
        return True
    if op is c.SUBPATTERN:
        return _ends_non_word(list(av[3]))
    if op is c.BRANCH:
        return all(_ends_non_word(list(b)) for b in av[1])
    if op in (c.MAX_REPEAT, c.MIN_REPEAT) and av[0] == 0:
        # Optional: either it matched (and ended on a non-word character) or it did not (what came before holds).
        return before and _ends_non_word(list(av[2]))
    return False


def _ends_before(op, av) -> bool:
    """Whether a word character right before this item always ends a word."""
    c = _constants()
    if op is c.AT:
        return av in (c.AT_BOUNDARY, c.AT_END, c.AT_END_LINE, c.AT_END_STRING)
    return _non_word(op, av)


def _needle(run: str, starts: bool, ends: bool) -> Needle:
    if not is_word(run):
        return (run, "inside")
    return (run, "word" if starts and ends else "start" if starts else "end" if ends else "inside")


def _selectivity(need: Need) -> tuple[int, int]:
    return (min(_rarity(text, where) for text, where in need), -len(need))


def _best(candidates: list[Need]) -> Need | None:
    usable = [c for c in candidates if c and all(text for text, _ in c)]
    return max(usable, key=_selectivity) if usable else None


def _rarity(text: str, where: Where) -> int:
    """A rough guess at how rarely a needle occurs in ordinary answers (higher: rarer)."""
    if not is_word(text):
        return len(text) + 4 if len(text) > 1 else 0  # "<|" is rare; ":" is everywhere
    # A word start is rarer than the same letters anywhere; a whole word rarer still, unless it is
    # a short one ("to", "be", "you").
    return len(text) + (2 if where != "inside" else 0) + (2 if where == "word" and len(text) >= 4 else 0)


def _sequence(items: list, starts: bool, ends: bool) -> list[Need]:
    """Needle sets a parsed sequence requires (all of them). ``starts``: it begins after a non-word character
    (or at the start); ``ends``: what follows it begins with a non-word character (or the end)."""
    c = _constants()
    candidates: list[Need] = []
    run, run_starts = "", False
    for i, (op, av) in enumerate(items):
        after = _ends_before(*items[i + 1]) if i + 1 < len(items) else ends
        if op is c.LITERAL:
            if not run:
                run_starts = starts
            run += chr(av)
            if i + 1 < len(items) and items[i + 1][0] is c.LITERAL:
                continue
            candidates.append(frozenset([_needle(run, run_starts, after)]))
            run = ""
            starts = not is_word(chr(av))
            continue
        found: list[Need] = []
        if op is c.SUBPATTERN:
            _group, add_flags, _del_flags, sub = av
            if add_flags & c.SRE_FLAG_IGNORECASE:
                raise ValueError("case-insensitive group")
            found = _sequence(list(sub), starts, after)
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            low, high, sub = av
            # One repetition is bounded by the repeat's neighbours only when it is the only one.
            found = _sequence(list(sub), starts, after and high == 1) if low >= 1 else []
        elif op is c.ATOMIC_GROUP:
            found = _sequence(list(av), starts, after)
        elif op is c.BRANCH:
            branches = [_best(_sequence(list(b), starts, after)) for b in av[1]]
            found = [frozenset().union(*branches)] if all(branches) else []
        elif op is c.IN and av and all(o is c.LITERAL for o, _ in av):
            found = [frozenset(_needle(chr(v), starts, False) for _, v in av)]
        candidates += found
        starts = _starts_after(op, av, starts)
    return candidates


class NeedleIndex:
    """The rules (by position) that could match a text, from each rule's needles.

    A text is cut at whitespace into tokens. A needle with no whitespace in it lies inside one token,
    and a needle of word characters inside one run of word characters of that token; so what a token
    can hold is worked out once, from its runs, and remembered (tokens recur across turns). Needles
    with whitespace in them, if a rule ever has one, are searched for in the whole text. The memory holds
    at most ``memory`` tokens (50,000 is about 7 MB) and starts over when full: a batch's memory stays flat.
    """

    def __init__(self, needs: Sequence[tuple[Need, ...]], *, memory: int = 50_000):
        self._masks: list[int] = []
        """Per rule: one bit per needle set it requires (all must be present; none: always run)."""
        by_needle: dict[Needle, int] = {}
        bit = 0
        for sets in needs:
            mask = 0
            for need in sets:
                mask |= 1 << bit
                for needle in need:
                    by_needle[needle] = by_needle.get(needle, 0) | 1 << bit
                bit += 1
            self._masks.append(mask)
        self._whole: dict[str, int] = {}
        """Whole-word needles by their text."""
        self._starts: dict[int, dict[str, int]] = {}
        """Word-start needles by length, then text (a run's first N characters are looked up)."""
        self._ends: dict[int, dict[str, int]] = {}
        """Word-end needles by length, then text."""
        self._inside: list[tuple[str, int]] = []
        self._symbol: list[tuple[str, int]] = []
        self._spaced: list[tuple[str, int]] = []
        for (text, where), bits in sorted(by_needle.items()):
            if _spaced(text):
                self._spaced.append((text, bits))
            elif not is_word(text):
                self._symbol.append((text, bits))
            elif where == "word":
                self._whole[text] = self._whole.get(text, 0) | bits
            elif where in ("start", "end"):
                table = (self._starts if where == "start" else self._ends).setdefault(len(text), {})
                table[text] = table.get(text, 0) | bits
            else:
                self._inside.append((text, bits))
        # Every needle found inside a word, in one scan: at each position the longest needle starting there is
        # found, and it brings the bits of every needle it contains (a shorter one at that position among them).
        inside = [text for text, _ in self._inside]
        self._inside_bits = {text: reduce(or_, (bits for other, bits in self._inside if other in text), 0)
                             for text in inside}
        self._inside_find = (re.compile("(?=(" + "|".join(map(re.escape, sorted(inside, key=len, reverse=True)))
                                        + "))").findall if inside else None)
        self._by_token: dict[str, int] = {}
        self._memory = memory

    def _token_bits(self, token: str) -> int:
        bits = 0
        for run in _WORD.findall(token):
            bits |= self._whole.get(run, 0)
            for size, table in self._starts.items():
                bits |= table.get(run[:size], 0)
            for size, table in self._ends.items():
                bits |= table.get(run[-size:], 0)
            if self._inside_find is not None:
                for text in self._inside_find(run):
                    bits |= self._inside_bits[text]
        for text, sets in self._symbol:
            if text in token:
                bits |= sets
        if len(self._by_token) >= self._memory:
            self._by_token.clear()
        self._by_token[token] = bits
        return bits

    def present(self, text: str, words: int | None = None) -> int:
        """One bit per needle set (see ``masks``): set when ``text`` holds a needle of that set.

        ``words``: what ``text``'s words are already known to hold (``text`` joins texts read before);
        then only the needles with a space in them, which can span a join, are looked for.
        """
        if words is None:
            tokens = text.split()
            found = list(map(self._by_token.get, tokens))
            if None in found:
                found = [self._token_bits(token) if bits is None else bits for token, bits in zip(tokens, found)]
            present = reduce(or_, found, 0)
        else:
            present = words
        for needle, sets in self._spaced:
            if needle in text:
                present |= sets
        return present

    @property
    def masks(self) -> list[int]:
        """Per rule, the bits of the sets it requires: it could match a text only if ``present & mask == mask``."""
        return self._masks

    def possible(self, text: str) -> int:
        """Bit ``i`` set: rule ``i`` could match ``text``; clear: it cannot (a set it requires has no needle here)."""
        present = self.present(text)
        return sum(1 << i for i, mask in enumerate(self._masks) if present & mask == mask)


def _spaced(text: str) -> bool:
    return any(c.isspace() for c in text)
