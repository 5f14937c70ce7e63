"""An answer that only hands the question back: "Would I use tasks or actors for the stages - I'd use actors, for the
stages, because actors are better for stages."

The matcher discounts an occurrence inside a run of the question's own words (``content.concepts``: five in a row).
An answer can also shuffle those words without copying a run of five. This is the one reading of how much of an
answer is the question said back (``echo_reading``), used by both sides of the assessor: the depth rules read its
share and its new words (``Substance.echo``, ``Substance.new_words``), and crediting takes nothing from an answer that
adds a word or two and no figure to the question's own (``restates_question``), whatever concept its borrowed words
name. Read on content words only (words of four letters or more, generic English aside), each cut to its first six
letters so "checkpoints"/"checkpointing" and "replacement"/"replacing" count as the same. (Round 20: the crediting
side had its own reading, all non-function words cut by suffix. On the dev sources either one, used for both, moves a
handful of answers: this one, the depth rules' cross-validated reading, 3; the other 35, net +5 right by a threshold
fitted to this one.)
"""

from __future__ import annotations

import re

MAX_NEW_WORDS = 5
"""At most this many distinct content words of its own ..."""
MAX_NEW_SHARE = 0.45
"""... making up less than this share of the answer's content words."""

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
_FIGURE = re.compile(r"\d")
GENERIC = frozenset("""
about above after again against along already also although always among another answer answers anything
around asked aside based because become becomes before being below better between beyond bring candidate
candidates could describe described describes doing during each either enough every example explain explains
first following from given gives having however instead itself knows later least makes mention mentions
might names naming never often other others otherwise rather really right shows should since something
state states still such their them there these thing things think those through together under understand
understands until using usually what when where whether which while within without would your
""".split())
"""Generic English that says nothing of the topic: the question-echo reading's and the topic nouns' stop list."""


def _content(text: str) -> list[str]:
    return [w[:6] for w in _WORD.findall(text.lower()) if len(w) >= 4 and w not in GENERIC]


def echo_reading(answer: str, question: str) -> tuple[float, int]:
    """(the share of the answer's content words the question uses, the distinct content words it does not)."""
    said = _content(answer)
    if not said:
        return 0.0, 0
    asked = set(_content(question))
    return sum(1 for w in said if w in asked) / len(said), len(set(said) - asked)


def restates_question(answer: str, question: str) -> bool:
    """Whether ``answer`` is the question's own words handed back, with almost nothing of its own and no figure."""
    if not question or _FIGURE.search(answer):
        return False
    echo, new = echo_reading(answer, question)
    return echo > 1 - MAX_NEW_SHARE and new <= MAX_NEW_WORDS
