"""Whether the statement after a question the candidate asks themselves makes the question's cause their claim.

A wh-question carries no claim of its own: "Why does rank 5 run out of memory? The router sends it every token." asks
what the answer then states, so question and answer are read as one statement. A yes/no question *raises* a cause:
"Was it the GPU falling off the bus?" puts the cause up for a verdict, and only a verdict for it ("Yes, …", "It was.",
"Exactly: …") makes it the speaker's. Followed by anything else ("The dmesg has a line about that.", "Then the mean
would be weird.", "It's the only node on a new image.") the cause is still a guess put as a question, and the sentence
after it says why it is suspected or what would follow from it: the two are read together as a hypothesis.
"""

from __future__ import annotations

import re

_LABEL = (r"(?:[A-Za-z][\w-]*(?: [\w-]+)?(?: \([^)]{1,30}\))?\s*:\s*|<[\w.|-]{1,24}>\s*|\[[\w .,|@-]{1,32}\]\s*|"
          r"\(@?[\w .,|-]{1,30}\)\s*|@[\w.-]{1,24}:?\s+)?")
"""A speaker label or a tag before the question ("Student 44: ", "reviewer (mo): ", "<mei> ", "[jlee] ", "[helpdesk,
internal] ", "(@owner) ", "@mo ")."""

_OPENING = r"^\W*" + _LABEL + r"(?:(?:so|and|but|ok(?:ay)?|then|hmm+|well|wait|now)\W+)*"
"""Where a question's words begin: after a speaker label and discourse words ("so", "ok", "wait")."""

_POLAR = re.compile(
    _OPENING +
    r"(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t|do|does|did|don'?t|doesn'?t|didn'?t|could|can|would|will|"
    r"couldn'?t|can'?t|wouldn'?t|won'?t|has|have|had|hasn'?t|haven'?t|hadn'?t|should|might|may|must)\b",
    re.IGNORECASE)
"""A yes/no question: it opens (after a label or a discourse word) with an auxiliary, not a wh-word."""

_VERDICT = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|aye|exactly|precisely|indeed|correct|right|absolutely|definitely|certainly|sure|"
    r"of course|bingo|spot on|it (?:is|was|does|did|has|had)\b(?!\s+(?:not|n't)\b)|"
    r"(?:that'?s|that is) (?:it|right|exactly (?:it|right|what happened)|what happened)|"
    r"(?:i'?m|i am) (?:sure|certain|convinced) (?:of )?(?:it|that|so)|(?:i'?d|i would) say (?:yes|so))\b",
    re.IGNORECASE)
"""A verdict for the question's cause: "Yes, …", "Yep.", "Exactly.", "It was: …", "That's it."."""


def polar(question: str) -> bool:
    """The question asks yes or no (it opens with an auxiliary), so it raises a cause rather than asking what it is."""
    return bool(_POLAR.match(question))


def affirms(answer: str) -> bool:
    """The statement opens with a verdict for the question before it ("Yes, the store lived on e17.")."""
    return bool(_VERDICT.match(answer))


_WHICH_ONE = re.compile(
    _OPENING + r"(?:is|are|was|were|do|does|did|has|have|had)"
    r"\s+(?:there\s+)?(?:one|any|anything|anyone|anybody|something|someone|somebody|one of (?:them|those|these|the \w+)|"
    r"any \w+)\b", re.IGNORECASE)
"""A yes/no question about whether some one of a kind did it ("Did one die?", "Was any node drained?"): an answer that
names the one ("gpu-037, drained mid-upload") says yes by naming it."""


_LAMENT = re.compile(r"\b(?:really|honestly|seriously|actually)\s+(?:have|need|had|needed|deserve|deserved)\s+to\b",
                     re.IGNORECASE)
"""A yes/no question put as a lament ("Did a whole week of training really have to die for one missing check?"): it
presupposes what happened and asks nothing about the cause."""


def claims_with(question: str, answer: str) -> bool:
    """Whether the question and the statement after it are one claim of the speaker's: any question answered, unless it
    is a yes/no question about a named cause whose answer gives no verdict for it (a lament raises no cause)."""
    return not polar(question) or affirms(answer) or bool(_WHICH_ONE.match(question) or _LAMENT.search(question))


_READBACK = re.compile(r"\b(?:you(?:'re| are) saying|so you(?:'re| are) telling (?:me|us)|(?:just )?to confirm|"
                       r"confirm(?:ing)?(?: that)?\b(?! (?:with|by|on)\b)|reading (?:it |that |this )?back|read(?:ing)? back)\b",
                       re.IGNORECASE)
"""A readback: the speaker puts the other party's account back to them for a yes ("For the log: you're saying X?",
"Confirming the store was on e17?")."""
_PROCEDURE = re.compile(r"^\W*(?:over|over and out|out|go ahead|stand by|copy|copied|roger|break)\W*$", re.IGNORECASE)
"""Radio procedure with no words of its own ("Over.", "Go ahead."): it ends a transmission."""
_AFFIRMED = re.compile(r"^\W*(?:(?:over|over and out|out|break)\W+)?" + _LABEL +
                       r"(?:affirmative|affirm|confirmed|correct|that'?s (?:correct|right|it|affirmative)|"
                       r"yes|yeah|yep|exactly|precisely|spot on)\b", re.IGNORECASE)
"""The other party's yes to a readback, after their label ("Oncall: affirmative", "Net: correct, that's it")."""


def affirmed_readback(question: str, after: list[str]) -> int:
    """How many sentences after a readback question (``question``) make it the claim of whoever answers it: radio
    procedure ("Over.") and then their yes ("Oncall: affirmative, that's it."); 0 when it is not a readback so
    answered. The account read back is theirs once they confirm it, as it was when they said it."""
    if not _READBACK.search(question):
        return 0
    for i, text in enumerate(after[:3]):
        if _PROCEDURE.match(text):
            continue
        return i + 1 if _AFFIRMED.match(text) else 0
    return 0
