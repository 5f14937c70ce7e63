"""The reason a denial gives: "It is not the rendezvous store. The store is replicated across agents, so losing one
node can't take it down." / "This is not routing imbalance. Top-2 routing over 64 experts can't concentrate that much
load on one GPU."

A sentence that only denies an account ("It is not X.", "This isn't X.") is often followed by why X cannot be: a
sentence about X itself (it names X's own words near its start) that says what X cannot do ("can't", "cannot",
"couldn't", "wouldn't"). That sentence carries the denial on; the account's words in it are not asserted. A sentence
about something else ("It's not the GPUs. The new node has 48 CPUs, so the bundle can't fit.") is the candidate's own
account and is read as it is.
"""

from __future__ import annotations

import re

_DENIAL = re.compile(r"^\W*(?:(?:no|nope|so|and|but|look)[\s,]+)?(?:it|this|that)(?:'s|\u2019s| is| was)? ?(?:not|isn'?t|"
                     r"wasn'?t|is not|was not)\s+(?:the |a |an |about |due to |caused by )?(?P<x>[\w./-]+(?: [\w./-]+){0,4})"
                     r"\s*[.!]?\s*$", re.IGNORECASE)
"""A sentence that only denies an account: "It is not the rendezvous store.", "This isn't routing imbalance."."""
_CANNOT = re.compile(r"\b(?:can'?t|cannot|can not|couldn'?t|could not|wouldn'?t|would not|won'?t|will not)\b",
                     re.IGNORECASE)
SUBJECT_WORDS = 6
"""How near the start of the next sentence the denied account's own words must come to be its subject."""


def denied(text: str) -> set[str]:
    """The content words of the account a sentence only denies ("It is not the rendezvous store." -> {rendezvous,
    store}), or none."""
    m = _DENIAL.match(text)
    return {w.lower() for w in re.findall(r"[A-Za-z][\w-]{3,}", m.group("x"))} if m else set()


def argues_denial(words: set[str], text: str) -> bool:
    """Whether the sentence says what the denied account (its ``words``) cannot do, with that account as its subject."""
    if not words or not _CANNOT.search(text):
        return False
    head = {w.lower() for w in re.findall(r"[A-Za-z][\w-]{3,}", " ".join(text.split()[:SUBJECT_WORDS]))}
    return bool(head & words)
