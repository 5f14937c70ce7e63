"""Which screen rules could match a text at all: needles read off the patterns, looked up cheaply.

Running every rule over every candidate turn (and every join of two turns) was most of the
screen's cost, though almost every turn matches nothing. Every match of a rule contains one of
its *needles*: literal strings read off the parsed pattern, each knowing whether it always starts
a word there, or is a whole word. A text holding none of a rule's needles cannot match that rule,
so the rule is not run on it; the rules that do run give exactly the matches they gave before.

Needles made of word characters can only occur inside one run of word characters, so a text is
looked at run by run, each distinct run once (runs recur across turns, so what a run holds is
remembered); the few needles with other characters are searched for in the whole text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import reduce
from operator import or_
from typing import Literal

Where = Literal["inside", "start", "word"]
Needle = tuple[str, Where]
"""A literal every match of a rule contains, and where it sits: inside a word, at a word's start, or a whole word."""

_WORD = re.compile(r"\w+")


def is_word(text: str) -> bool:
    return _WORD.fullmatch(text) is not None


def required_literals(pattern: re.Pattern) -> frozenset[Needle]:
    """Needles one of which every match of ``pattern`` contains; empty when the parse gives none (always run).

    Items of a sequence are all required; a run of literal characters is required as a whole; a group,
    a repeat of at least once, or an alternation whose every branch yields needles yields its needles.
    A run of word characters right after ``\\b``, ``^`` or a non-word character starts a word; one also
    right before ``\\b``, ``$`` or a non-word character is a whole word. Of the candidates, the most
    selective set wins. Case-sensitive patterns only (the rules read casefolded text).
    """
    if pattern.flags & re.IGNORECASE:
        return frozenset()
    try:
        from re import _parser  # the standard library's own parser (Python >= 3.11)

        found = _sequence(list(_parser.parse(pattern.pattern, pattern.flags)), False, False)
    except Exception:  # an unparsable shape only costs speed: the rule then always runs
        return frozenset()
    return found or frozenset()


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
    return (run, "word" if starts and ends else "start" if starts else "inside")


def _best(candidates: list[frozenset[Needle]]) -> frozenset[Needle] | None:
    usable = [c for c in candidates if c and all(text for text, _ in c)]
    if not usable:
        return None
    return max(usable, key=lambda c: (min(_rarity(text, where) for text, where in c), -len(c)))


def _rarity(text: str, where: Where) -> int:
    """A rough guess at how rarely a needle occurs in ordinary answers (higher: rarer)."""
    if not is_word(text):
        return len(text) + 4 if len(text) > 1 else 0  # "<|" is rare; ":" is everywhere
    # A word start is rarer than the same letters anywhere; a whole word rarer still, unless it is
    # a short one ("to", "be", "you").
    return len(text) + (2 if where != "inside" else 0) + (2 if where == "word" and len(text) >= 4 else 0)


def _sequence(items: list, starts: bool, ends: bool) -> frozenset[Needle] | None:
    """Needles of a parsed sequence. ``starts``: it begins after a non-word character (or at the start);
    ``ends``: what follows it begins with a non-word character (or the end)."""
    c = _constants()
    candidates: list[frozenset[Needle]] = []
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
        if op is c.SUBPATTERN:
            _group, add_flags, _del_flags, sub = av
            if add_flags & c.SRE_FLAG_IGNORECASE:
                return None
            found = _sequence(list(sub), starts, after)
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            low, high, sub = av
            # One repetition is bounded by the repeat's neighbours only when it is the only one.
            found = _sequence(list(sub), starts, after and high == 1) if low >= 1 else None
        elif op is c.ATOMIC_GROUP:
            found = _sequence(list(av), starts, after)
        elif op is c.BRANCH:
            branches = [_sequence(list(b), starts, after) for b in av[1]]
            found = frozenset().union(*branches) if all(branches) else None
        elif op is c.IN and av and all(o is c.LITERAL for o, _ in av):
            found = frozenset(_needle(chr(v), starts, False) for _, v in av)
        else:
            found = None
        if found:
            candidates.append(found)
        starts = _starts_after(op, av, starts)
    return _best(candidates)


class NeedleIndex:
    """The rules (by position) that could match a text, from each rule's needles."""

    def __init__(self, needs: Sequence[frozenset[Needle]], *, memory: int = 200_000):
        self.always = 0
        """Rules with no needles: run on every text."""
        by_needle: dict[Needle, int] = {}
        for index, needles in enumerate(needs):
            if not needles:
                self.always |= 1 << index
            for needle in needles:
                by_needle[needle] = by_needle.get(needle, 0) | 1 << index
        self._word = [(text, where, bits) for (text, where), bits in sorted(by_needle.items()) if is_word(text)]
        self._other = [(text, bits) for (text, _where), bits in sorted(by_needle.items()) if not is_word(text)]
        self._by_run: dict[str, int] = {}
        self._memory = memory

    def _run_bits(self, run: str) -> int:
        bits = 0
        for text, where, rules in self._word:
            if (run == text) if where == "word" else run.startswith(text) if where == "start" else text in run:
                bits |= rules
        if len(self._by_run) >= self._memory:
            self._by_run.clear()
        self._by_run[run] = bits
        return bits

    def possible(self, text: str) -> int:
        """Bit ``i`` set: rule ``i`` could match ``text``; clear: it cannot."""
        runs = _WORD.findall(text)
        found = list(map(self._by_run.get, runs))
        if None in found:
            found = [self._run_bits(run) if bits is None else bits for run, bits in zip(runs, found)]
        bits = reduce(or_, found, self.always)
        for needle, rules in self._other:
            if needle in text:
                bits |= rules
        return bits
