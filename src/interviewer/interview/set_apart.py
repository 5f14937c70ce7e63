"""A stretch the writer sets apart from the rest of the turn, naming nothing of the domain, was said about something else.

Typed chat marks a change of subject with punctuation, not with words: a remark put between parentheses ("(the
neighbours are drilling again, sorry if I miss a word)") or cut off from the answer by a " // " ("running on my third
coffee here // TP inside the node, ...") is set aside by the writer. When that stretch names nothing of the domain
(``apologised``'s test: no technical token, no term of the lexicons, clock times set aside), it is about the candidate's
surroundings, not part of the answer: an aside (off-topic), beside whatever the rest of the turn does. A stretch set
apart that asks, passes, requests or plans is read as it is; one naming the domain is part of the answer.
"""

from __future__ import annotations

import re

from .apologised import elsewhere, turned_back
from .passes import passes
from .sentence import Sentence
from .splitting import SEPARATOR

_REMARK = ("assert", "empty")
"""How a remark reads on its own: a statement; a question, a pass, a plan or a request keeps its own reading."""
MIN_WORDS = 3


def _cut_off(text: str, sentence: Sentence) -> bool:
    """Whether ``sentence`` is cut off from the rest by " // " on either side, or wholly between parentheses."""
    body = sentence.text.strip()
    if body.startswith("(") and body.endswith(")"):
        return True
    before = text[:sentence.start].rstrip()
    after = text[sentence.start + len(sentence.text):].lstrip()
    return bool(SEPARATOR.search(before[-3:] + " ") or SEPARATOR.search(" " + after[:3]))


def set_apart(text: str, read: list[Sentence]) -> list[Sentence]:
    """``read`` with the remark that opens or closes the turn read as an aside when the writer set it apart and it names
    nothing of the domain; only in a turn with more than that remark in it."""
    if len(read) < 2:
        return read
    ends = (read[0], read[-1])  # a remark framing the turn, said before the answer or after it, not inside it
    return [Sentence(s.text, "aside", s.start)
            if (s in ends and s.stance in _REMARK and len(re.findall(r"\w+", s.text)) >= MIN_WORDS and _cut_off(text, s)
                and elsewhere(s.text.strip("() ")) and not passes(s.text))
            else s for s in read]


def stands_beside(text: str, read: list[Sentence]) -> bool:
    """Whether an aside in the turn stands beside what else it does (both are kept): the candidate turned back to the
    interviewer with an apology (``apologised.turned_back``), or set the aside apart."""
    return turned_back(read) or any(s.stance == "aside" and _cut_off(text, s) for s in read)
