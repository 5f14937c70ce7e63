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
    usable = [f for f in found if min(map(len, (f,) if isinstance(f, str) else f)) >= 2]
    if not usable:
        return ""
    best = max(usable, key=lambda f: len(f) if isinstance(f, str) else min(map(len, f)) - 1)
    return best.lower() if isinstance(best, str) else tuple(a.lower() for a in best)


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


def _group_end(pattern: str, i: int) -> int:
    depth, j = 0, i
    while j < len(pattern):
        ch = pattern[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            j = _class_end(pattern, j)
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return -1


def _alternatives(body: str) -> list[str]:
    parts, depth, j, start = [], 0, 0, 0
    while j < len(body):
        ch = body[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            j = _class_end(body, j)
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(body[start:j])
            start = j + 1
        j += 1
    return parts + [body[start:]]
