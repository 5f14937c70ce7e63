"""A long statement that ends with a question of its own: the statement and the question, read apart.

"Each rank moves 2(n-1)/n of the buffer, so ring is bandwidth-optimal - is the fabric IB here?" is an answer and a
question; the concept matcher discounts only the question (``content.tails``). ``stance.read_sentences`` applies it
outside debugging scenarios.
"""

from __future__ import annotations

import re

from ..content.tails import question_start
from .asking import ASKING, INTERROGATIVE
from .clauses import embedded
from .own_work import working_asked


def split_tail(sentence: str) -> tuple[str, str] | None:
    """(statement, question) when a long declarative sentence ends with a question of its own
    (``content.tails``: the concept matcher discounts only that question); ("…", "") for a bare tag."""
    s = sentence.strip()
    if INTERROGATIVE.match(s) or ASKING.match(s) or working_asked(s):
        return None  # ("the calculator - allowed, or should I do it by hand?" is one request about the interview)
    at = question_start(s)
    if at is None:
        return None
    if (w := re.search(r"\bwait\W*$", s[:at], re.IGNORECASE)) and w.start() > 0:
        at = w.start()  # "… — wait is the trainer FSDP?": the word that breaks the answer off opens the question
    head, tail = s[:at].strip().rstrip(",;-–—").strip(), s[at:].strip()
    if tail and embedded(tail):
        return None
    return head, tail
