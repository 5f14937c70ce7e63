"""What a ``re:`` lexicon term's text must contain: a prefilter, so most regexes are never run on most answers.

The concept matcher (``concepts``) tests these with ``in`` on the squeezed, lowered answer before it
scans the regex; a term whose needs are absent cannot match. It never decides a match, so the matcher's
answers are the same with or without it (``tests/test_import_detect.py`` checks both ways on the corpora).
"""

from __future__ import annotations

import re

Needs = str | tuple[str, ...]
"""What a term's text must contain to match, squeezed like ``Reading.lowered``: one string, or one of several
(``("watchdog", "timeout")``); '' when nothing is certain."""


_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/:%,'\"=!<>@#~;&`")
"""Characters that stand for themselves in a pattern (outside classes and groups) and survive the squeeze."""
_ESCAPED = frozenset(".$^*+?{}[]()|/\\:%,'\"=!<>@#~;&`")
"""Punctuation that stands for itself after a backslash ("\\." is a dot). Not "-" or "_": the squeeze drops them."""
_FLAGS = re.compile(r"\?[a-wyzA-Z]*(?:-[a-zA-Z]+)?:")


def regex_needs(pattern: str) -> Needs:
    """What every match of a ``re:`` term contains: its longest run of literal characters outside groups
    (``tokens\\s+per`` → ``tokens``, ``1\\.1\\s*TB`` → ``1.1``), or one of a required group's alternatives
    (``\\b(stall|hang)\\b`` → ``("stall", "hang")``), whichever is more telling. Only a prefilter: it never
    decides a match."""
    if re.search(r"\(\?[a-zA-Z]*x", pattern):
        return ""  # verbose: "#" starts a comment, whose words need not be there
    found: list[Needs] = []
    run, i, n = "", 0, len(pattern)
    while i < n:
        ch = pattern[i]
        if ch in _PLAIN:
            run += ch
            i += 1
            continue
        if ch == "\\" and pattern[i + 1:i + 2] in _ESCAPED and pattern[i + 1:i + 2]:
            run += pattern[i + 1]
            i += 2
            continue
        if run:
            # "xids?": the last character may be absent; "a{2}" counts it: either way only the rest is certain
            found.append(run[:-1] if ch in "?*{" else run)
            run = ""
        if ch == "\\":
            i += 2
            if pattern[i - 1:i] in tuple("uUxN0123456789"):  # "\\u00e9", "\\x41", "\\1": not text
                while i < n and pattern[i].isascii() and pattern[i].isalnum():
                    i += 1
        elif ch == "[":
            i = _class_end(pattern, i) + 1
        elif ch == "{":
            close = pattern.find("}", i)
            i = close + 1 if close != -1 else i + 1  # a counted repeat's digits are not text
        elif ch == "(":
            close = _group_end(pattern, i)
            if close < 0:
                return ""
            body = pattern[i + 1:close]
            optional = pattern[close + 1:close + 2] in ("?", "*") or pattern.startswith("{0", close + 1)
            flags = _FLAGS.match(body)  # "(?:...)", "(?-i:...)": a group that matches what its body does
            if not optional and (body[:1] != "?" or flags):
                alternatives = [regex_needs(a) for a in _alternatives(body[flags.end():] if flags else body)]
                if all(isinstance(a, str) and a for a in alternatives):
                    found.append(tuple(dict.fromkeys(alternatives)))  # type: ignore[arg-type]
            i = close + 1
        elif ch == "|":
            return ""  # a top-level alternative need not contain any of it
        else:
            i += 1
    if run:
        found.append(run)
    usable = [f for f in found if all(map(_telling, (f,) if isinstance(f, str) else f))]
    if not usable:
        return ""
    best = max(usable, key=lambda f: len(f) if isinstance(f, str) else min(map(len, f)) - 1)
    return best.lower() if isinstance(best, str) else tuple(a.lower() for a in best)


def _telling(literal: str) -> bool:
    # One letter or digit is in nearly every answer; one "?", "$" or "~" is not ("three questions in a row"
    # needs a "?": most answers hold none, and that pattern is the dearest to scan).
    return len(literal) >= 2 or (len(literal) == 1 and not literal.isalnum())


def _class_end(pattern: str, i: int) -> int:
    j = i + 1
    j += pattern[j:j + 1] == "^"
    j += pattern[j:j + 1] == "]"  # "[]a]": a leading "]" is a member
    while j < len(pattern):
        if pattern[j] == "\\":
            j += 2
            continue
        if pattern[j] == "]":
            return j
        j += 1
    return len(pattern)


def _scan(text: str, start: int = 0):
    """(position, character, group depth after it) of every character outside escapes and ``[...]`` classes."""
    depth, j = 0, start
    while j < len(text):
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            j = _class_end(text, j) + 1
            continue
        depth += (ch == "(") - (ch == ")")
        yield j, ch, depth
        j += 1


def _group_end(pattern: str, i: int) -> int:
    return next((j for j, ch, depth in _scan(pattern, i) if ch == ")" and depth == 0), -1)


def _alternatives(body: str) -> list[str]:
    parts, start = [], 0
    for j, ch, depth in _scan(body):
        if ch == "|" and depth == 0:
            parts.append(body[start:j])
            start = j + 1
    return parts + [body[start:]]


DIGIT = "\uffff"
"""In ``leading_literals``: a match may begin with any digit (``\\d``) there (no literal run holds this character)."""


def leading_literals(pattern: str) -> tuple[str, ...]:
    """Lower-case ASCII strings one of which begins every match of ``pattern`` (compiled case-insensitive);
    () when that is not certain.

    Zero-width items (``\\b``, lookarounds) are skipped; then a run of literal characters, a group, a
    repeat of at least once, or an alternation whose every branch begins with a literal gives them
    (``(?<![A-Za-z0-9])all[\\s_\\-]*reduce`` → ``("all",)``, ``\\b(stays|remains)\\s+pending`` →
    ``("remains", "stays")``); an optional item gives its own and what follows it; ``\\d`` gives ``DIGIT``.
    A match can then only start where one of them occurs, so the matcher tries the pattern there instead
    of scanning the whole answer (``Reading.matches``)."""
    try:
        from re import _parser  # the standard library's own parser (Python >= 3.11)

        found = _leading(list(_parser.parse(pattern, re.IGNORECASE)))
    except Exception:  # an unparsable shape only costs speed: the pattern is then scanned as before
        return ()
    return tuple(sorted(set(found))) if found else ()


def _leading(items: list) -> list[str] | None:
    from re import _constants as c

    i = 0
    while i < len(items) and items[i][0] in (c.AT, c.ASSERT, c.ASSERT_NOT):
        i += 1
    if i == len(items):
        return None
    op, av = items[i]
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] == 0:
        # Optional: a match begins with what it holds, or with what follows it.
        held, after = _leading(list(av[2])), _leading(items[i + 1:])
        return held + after if held is not None and after is not None else None
    if op is c.IN and av == [(c.CATEGORY, c.CATEGORY_DIGIT)]:
        return [DIGIT]
    if op is c.LITERAL:
        run = ""
        while i < len(items) and items[i][0] is c.LITERAL and items[i][1] < 128:
            run += chr(items[i][1]).lower()
            i += 1
        return [run] if run else None
    if op is c.SUBPATTERN:
        return _leading(list(av[3]))
    if op is c.ATOMIC_GROUP:
        return _leading(list(av))
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        return _leading(list(av[2])) if av[0] >= 1 else None
    if op is c.BRANCH:
        found: list[str] = []
        for branch in av[1]:
            lead = _leading(list(branch))
            if lead is None:
                return None
            found += lead
        return found
    return None


class LiteralIndex:
    """Which of many literals a text holds, found in one pass (an Aho-Corasick automaton, pyahocorasick) rather
    than one substring search per literal (the concept matcher asks about some 1,300 per answer)."""

    def __init__(self, literals):
        import ahocorasick

        self._automaton = ahocorasick.Automaton()
        for literal in sorted({lit for lit in literals if lit}):
            self._automaton.add_word(literal, literal)
        if len(self._automaton):
            self._automaton.make_automaton()

    def present(self, text: str) -> set[str]:
        """The literals ``text`` holds (exactly those for which ``literal in text``)."""
        if not len(self._automaton):
            return set()
        return {literal for _end, literal in self._automaton.iter(text)}

    def holds_any(self, text: str) -> bool:
        """Whether ``text`` holds at least one of the literals."""
        if not len(self._automaton):
            return False
        for _found in self._automaton.iter(text):
            return True
        return False
