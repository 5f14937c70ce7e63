"""Echoes: runs of words an answer copies from the interviewer's question (an echo is not an answer).

The question is said back from the other side of the table: "how would you measure the wait per step?" comes back as
"how would I measure the wait per step", "which part of it was yours?" as "which part was mine". So the words are
compared with the person of the pronouns set aside (``_PERSON``: I, we and you read alike), and a sentence that
starts as the question starts and uses nothing but the question's words, in its order, is the question repeated
aloud before the answer, however few words it skips.
"""

from __future__ import annotations

import re

ECHO_WORDS = 5
"""A run of this many words copied from the interviewer's question is an echo, not an answer."""
ECHOED_SENTENCE_WORDS = 3
"""A sentence of at least this many words, all the question's, in order, from its first word, is the question repeated."""

_PERSON = {
    **dict.fromkeys(("i", "you", "we", "me", "us"), "<person>"),
    **dict.fromkeys(("my", "your", "our"), "<person's>"),
    **dict.fromkeys(("mine", "yours", "ours"), "<person-owns>"),
    **dict.fromkeys(("myself", "yourself", "ourselves", "yourselves"), "<person-self>"),
    **dict.fromkeys(("i'd", "you'd", "we'd"), "<person>'d"),
    **dict.fromkeys(("i'm", "you're", "we're"), "<person>'re"),
    **dict.fromkeys(("i've", "you've", "we've"), "<person>'ve"),
    **dict.fromkeys(("i'll", "you'll", "we'll"), "<person>'ll"),
}
"""First and second person, read alike: the interviewer's "you" is the candidate's "I" (or "we")."""
_SENTENCE_END = re.compile(r"[.?!;:]+(?=\s|$)|\n|\s[-–—]\s")


def _words(text: str) -> list[tuple[str, int, int]]:
    out = []
    for m in re.finditer(r"[A-Za-z0-9_./'’-]+", text):
        word = m.group(0).lower().replace("’", "'").rstrip(".")
        out.append((_PERSON.get(word, word), m.start(), m.end()))
    return out


def _subsequence(said: list[str], asked: list[str]) -> bool:
    rest = iter(asked)
    return all(any(word == other for other in rest) for word in said)


def _echoed_sentences(text: str, question: str) -> list[tuple[int, int]]:
    """Spans of the answer's sentences that repeat the question: from one of its sentences' first word on, nothing but
    that sentence's words, in their order."""
    asked_sentences = [[w for w, _, _ in _words(part)] for part in _SENTENCE_END.split(question)]
    asked_sentences = [words for words in asked_sentences if words]
    spans = []
    start = 0
    for m in [*_SENTENCE_END.finditer(text), None]:
        end = m.start() if m else len(text)
        said = _words(text[start:end])
        if len(said) >= ECHOED_SENTENCE_WORDS and any(
                said[0][0] == asked[0] and _subsequence([w for w, _, _ in said], asked) for asked in asked_sentences):
            spans.append((start + said[0][1], start + said[-1][2]))
        start = m.end() if m else len(text)
    return spans


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
    return spans + _echoed_sentences(text, question)
