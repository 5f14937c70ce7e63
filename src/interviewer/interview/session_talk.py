"""Requests about the session and about what the answer should be (meta), read by what they are about.

- steering the session: a bare "next" or "pause please", switching, restarting or pausing a scenario, question or timer
  ("can we switch to the loss spike one?", "can I restart this scenario"), whether this is the last one, how many more
  artifacts, questions or hints are left;
- the answer's expected form and scope: its length ("is there a limit on how long my answer should be"), whether a part
  is wanted too ("should I write the remediation too", "do I need the fix or just the cause"), what the page or question
  wants ("sorry what does it want, the cause or …"), what the candidate is supposed to do, and whether they may state an
  assumption and go on.

``stance`` reads a sentence matching one as meta, beside the families of ``asides``.
"""

from __future__ import annotations

import re

from .asides import META_CLOCK

_UNIT = r"(?:one|scenario|question|topic|section|part|stage|round|exercise|problem|case|tests?)"
BARE_STEP = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|alright|right|yeah)\W+)*(?:next|pause|continue)(?:\W+(?:please|pls|one|question|"
                       r"scenario))?\W*$", re.IGNORECASE)
"""A bare "next", "ok next", "pause please": a step of the session asked for (read after passes: "… Next please." closes a
pass)."""
STEERING = re.compile(
    r"\b(?:can|could|shall|may) (?:we|i) (?:please |just )?(?:switch|change|swap|move|go|jump|skip)(?: over| on| ahead)? to (?:the |another |"
    r"a different |a )?(?:[\w-]+ ){0,3}?" + _UNIT + r"\b|\b(?:can|could|shall|may) (?:we|i) (?:please |just )?start over\b|"
    r"\b(?:restart|start over|redo|reset|pause|stop) (?:this|the) (?:" + _UNIT + r"|timer|clock|session|interview)\b|"
    r"\bpause (?:the )?(?:timer|clock)\b|"
    r"\b(?:is|was) (?:this|that) the (?:last|final) " + _UNIT + r"\b|"
    r"\bhow many (?:more )?(?:artifacts|questions|scenarios|topics|hints|tries|attempts)\b|"
    r"\b(?:is there a|what(?:'s| is) the) limit (?:on )?(?:how many|to how many|of|for) ", re.IGNORECASE)
"""Steering the session: next, pause, switch, restart; the last one, how many more."""

ANSWER_SCOPE = re.compile(
    r"\b(?:how (?:long|short|detailed|deep) (?:should|must|can|do) (?:my|the|this) (?:answer|response|story)|"
    r"(?:the )?length of (?:my|the|this) (?:answer|response)|a limit on how (?:long|much)|"
    r"is it ok(?:ay)? if (?:this|my) (?:answer|response) is|"
    r"what does (?:it|this|the (?:page|question|task|scenario|exercise|prompt)) (?:want|expect|ask for)|"
    r"(?:do|should|shall) (?:i|you want me to) (?:need to )?(?:write|give|do|add|include|cover|explain|describe) "
    r"(?:up )?the (?:fix|remediation|message|summary|write-?up|cost part|next steps|mitigation)\b[^?]{0,30}?(?:too|as well|also|\bor\b)|"
    r"(?:do|should) i (?:need|have) to (?:give )?(?:the )?(?:fix|cause|remediation)\b[^?]{0,20}?\bor\b|"
    r"(?:want|need) (?:the|a) fix (?:also|too|as well)|is that a separate question|"
    r"(?:am i|are we) (?:supposed|meant|expected) to\b|(?:am i|are we) allowed to (?:assume|ask|request|open|look|see|skip|"
    r"pick|answer|request)\b|(?:can|may|could) i (?:just )?(?:state|make|assume|pick|round) "
    r"(?:an? |my own |the )?(?:assumption|number|value|figure)s?\b|is (?:this|that|it) (?:meant|supposed) to be a\b|"
    # the rules of the exercise: what may be used, how the answer may be put, what costs points
    r"(?:am i|are we) allowed (?:to use )?(?:numpy|python|pseudo-?code|libraries|a library|the internet|google|notes)\b|"
    r"(?:can|may|could) (?:i|we) (?:write|answer|do|code) (?:it|this|that|the \w+ )?\s?in (?:python|pseudo-?code|c\+\+|go|rust|"
    r"english|words|plain \w+)\b|(?:can|may|could) i round\b|(?:do|will|would) (?:i|we) lose (?:points|marks|credit)\b|"
    r"(?:can|may|could) i (?:ask|request) (?:for )?(?:two|three|several|multiple|more than one) (?:things|artifacts|outputs)\b|"
    r"(?:can|may|could) i skip the (?:arithmetic|math|maths|calculation|numbers)\b)", re.IGNORECASE)
"""The answer's form and scope: its length, a part wanted too, what the page wants, what the candidate is to do."""


def about_the_session(sentence: str) -> bool:
    """A request about the session or about what the answer should be, read from the sentence alone: whether "does it
    have to be training? mine was on inference" asks about the task or the setup is left to the question rules, as
    tests/test_listen_round9.py holds."""
    return bool(STEERING.search(sentence) or ANSWER_SCOPE.search(sentence))


def session_at(sentence: str) -> int | None:
    """Where a request about the session or the answer's scope starts inside a run-on sentence ("… so two phases can you
    repeat the second part", "… zero three are missing how many more artifacts can I still open"), or None."""
    found = [m.start() for m in (STEERING.search(sentence), ANSWER_SCOPE.search(sentence), META_CLOCK.search(sentence))
             if m and m.start() > 0]
    if not found:
        return None
    at = min(found)
    lead = _ASKING_LEAD.search(sentence[:at])
    return lead.start() if lead else at


_ASKING_LEAD = re.compile(r"(?:\b(?:sorry|ok(?:ay)?|so|and|wait|also|btw)\W+)*(?:\b(?:can|could|shall|may|should|do|does|is|are|am|"
                          r"will|would) (?:we|i|you|there|it|this|that)\W+(?:please\W+|just\W+|also\W+)?)?$", re.IGNORECASE)
"""The words that open the request just before what matched ("sorry can I" before "restart this scenario")."""
