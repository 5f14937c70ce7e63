"""Echoes: runs of words an answer copies from the interviewer's question (an echo is not an answer)."""

from __future__ import annotations

import re

ECHO_WORDS = 5
"""A run of this many words copied from the interviewer's question is an echo, not an answer."""


def _words(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(0).lower(), m.start(), m.end()) for m in re.finditer(r"[A-Za-z0-9_./'-]+", text)]


def echo_spans(text: str, question: str) -> list[tuple[int, int]]:
    if not question:
        return []
    asked = [w for w, _, _ in _words(question)]
    grams = {tuple(asked[i:i + ECHO_WORDS]) for i in range(len(asked) - ECHO_WORDS + 1)}
    said = _words(text)
    spans = []
    for i in range(len(said) - ECHO_WORDS + 1):
        if tuple(w for w, _, _ in said[i:i + ECHO_WORDS]) in grams:
            spans.append((said[i][1], said[i + ECHO_WORDS - 1][2]))
    return spans
