"""Recitals: a sentence that is a list of terms (tools, variables, papers) and little else.

"vLLM, PPO, GRPO, reward model, KL penalty, async, weight sync, Ray, it all scales." names
everything a strong answer would and explains none of it. The concept matcher may find the
concepts in it; the offline estimate and the practice feedback do not count such a sentence
as evidence of anything (a judge model reads it for what it is).
"""

from __future__ import annotations

import re

from ..text.sentences import cut

MIN_ITEMS = 5
"""A list needs at least this many comma-separated items to be a recital."""
SHORT_ITEM_WORDS = 3
"""An item of at most this many words is a bare term."""
SHORT_SHARE = 0.7
"""... and at least this share of the items are bare terms."""

_ITEMS = re.compile(r"[,;]")


def recital_sentences(text: str) -> list[str]:
    """The sentences of ``text`` that are term lists."""
    found = []
    for sentence in cut(text, newlines=True):
        items = [item.strip(" .!?:-") for item in _ITEMS.split(sentence)]
        items = [item for item in items if item]
        if len(items) < MIN_ITEMS:
            continue
        short = sum(1 for item in items if len(item.split()) <= SHORT_ITEM_WORDS)
        if short / len(items) >= SHORT_SHARE:
            found.append(sentence.strip())
    return found


def in_recital(quote: str, text: str) -> bool:
    """Whether ``quote`` (words from ``text``) sits inside one of its recital sentences."""
    squash = lambda s: " ".join(s.lower().split())  # noqa: E731
    q = squash(quote)
    return any(q and (q in squash(sentence) or squash(sentence) in q) for sentence in recital_sentences(text))
