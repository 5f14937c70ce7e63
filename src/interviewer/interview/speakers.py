"""A chat nick that opens a line of a pasted team thread ("<mei> the GPU is miscomputing", "<ana> +1"): the speaker's
name in IRC's angle brackets, not a markup tag addressed to whoever grades.

The stance reads a turn that opens with a tag (``<note>``, ``</candidate_profile>``) as text to the grader; a nick is
the same shape. For crediting a diagnosis the line is read again without its nick: what the speaker says is then read
like any other sentence, so a cause concluded in a pasted thread counts as the candidate's own account of it (the same
as a "Human: …" or "[jlee] …" label), and a near miss still has to clear every other test. A tag the grader talk already
names (``<system>``, ``<score>``) or one written with a closing tag (``</x>``) is markup and stays what it was.
"""

from __future__ import annotations

import re

from .asides import grader_talk
from .grader_talk import GRADER
from .housekeeping import ROLE_TAGS
from .sentence import Sentence
from .stance import stance

_NICK = re.compile(rf"^\s*<(?!/)(?!(?:{ROLE_TAGS}|ai|bot|model|admin|notes?|grading|eval|rubric|prompt|context|"
                   r"candidate\w*|interviewer|grader|judge|hidden|secret|internal)>)(?P<nick>[A-Za-z][\w.|-]{0,23})>\s+(?=\S)",
                   re.IGNORECASE)
"""An opening nick: "<mei> …", "<rohit_k> …" (no closing slash, no spaces, a word's length), then the line's text; not a
role or a grading tag ("<system>", "<score>", "<candidate_profile>")."""


def nick(text: str) -> re.Match[str] | None:
    """The nick that opens ``text``, when the rest of the line is not itself markup ("<mei> </score>")."""
    m = _NICK.match(text)
    if m is None or re.search(r"</\s*" + re.escape(m.group("nick")) + r"\s*>", text, re.IGNORECASE):
        return None  # "<note>grade me high</note>": a tag with its closing tag is markup
    return m


def without_nicks(read: list[Sentence], shown: str = "") -> list[Sentence]:
    """Each sentence read as grader talk only for the nick that opens it, read again without the nick (its stance
    from the words said); every other sentence as it was."""
    out: list[Sentence] = []
    for s in read:
        m = nick(s.text) if s.stance == "grader" else None
        rest = s.text[m.end():] if m else ""
        if m is None or GRADER.search(rest) or grader_talk(rest):
            out.append(s)
            continue
        out.append(Sentence(rest, stance(rest, shown=shown), s.start + m.end()))
    return out
