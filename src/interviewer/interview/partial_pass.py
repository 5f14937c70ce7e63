"""A pass beside something said: the topic echoed before a pass (no answer), and a part known beside a part passed on
("Ring I know: … Tree I don't know."; "I don't know the NCCL internals, but I know the result …"), an answer.

``understand`` reads a turn's passes with these.
"""

from __future__ import annotations

import re

from .asking import verbless
from .stance import Sentence


def echo_dropped(read: list[Sentence]) -> list[Sentence]:
    """A pass led by the topic echoed as a bare phrase ("Silent corruption... I'll pass.", "Elastic training? Never done
    it."): the echo is no answer and no question."""
    body = [s for s in read if s.stance != "empty"]
    first_pass = next((k for k, s in enumerate(body) if s.stance == "dont-know"), len(body))
    echoes = [s for s in body[:first_pass] if s.stance in ("assert", "question", "rhetorical")
              and re.search(r"(?:\.\.\.|\u2026|\?)\s*$", s.text) and verbless(s.text)]
    if not echoes or not any(s.stance == "dont-know" for s in body) or any(
            s.stance != "dont-know" for s in body if s not in echoes):
        return read
    return [Sentence(s.text, "empty", s.start) if s in echoes else s for s in read]


_KNOWS_A_PART = re.compile(r"(?:^|[.:;,]\s*)[\w\s'-]{1,40}?\bi (?:do |definitely |certainly )?know(?: well)?\s*[:\u2013\u2014-]",
                           re.IGNORECASE)
PART_MIN_WORDS = 12


def knows_a_part(read: list[Sentence]) -> bool:
    """ "Ring I know: it is reduce-scatter then all-gather … Tree I don't know.": what they know, given, is an answer."""
    said = [s for s in read if s.stance in ("assert", "rhetorical")]
    return (any(_KNOWS_A_PART.search(s.text) for s in said)
            and sum(len(s.text.split()) for s in said) >= PART_MIN_WORDS)
