"""A question carried on into the next sentence: what follows it adds to the question or repairs it, it does not answer it.

People rarely put a question in one go. They add an item to what they asked ("Is the image the same on every node? And
the driver too."), or narrow it down after the fact ("What changed on Tuesday? On the switches I mean."). The
sentence after the question is then a fragment: no verb of its own, only the thing asked about, tied back to the
question by a connective ("and", "or", "also") with an additive ending ("too", "as well"), or by a self-repair marker
("I mean", "i.e.", "meaning"). A fragment after a question usually reads as the candidate's own answer ("What's the
constraint? Memory."); these two forms tell the question's continuation apart, so the question stays put to the
interviewer and its continuation is read as part of it.

A yes/no question followed by what a yes would mean ("Is it always local rank 5? Because then it's the experts on
that rank.") asks for the fact that settles a guess: the question is put to the interviewer, and the guess after it
is a hypothesis, not a conclusion (``settles_a_guess``).

Also here: whether a question sits inside a quotation the candidate opened (``quoted``): reported speech, a reply
they would write to someone else, not a question put to the interviewer.
"""

from __future__ import annotations

import re

from .asking import INTERROGATIVE, REPORTING, WANTS_TO_KNOW, verbless
from .sentence import Sentence

_ADDED = re.compile(r"^\W*(?:and|or|also|plus)\b(?P<rest>.*?)\b(?:too|as well|also|either)\W*$", re.IGNORECASE)
"""An item added to the question: "and the driver too", "or the leaf switches as well"."""
_REPAIRED = re.compile(r"^\W*(?:i mean|i\.e\.|ie|meaning|that is)\b[\s,:]*(?P<rest>.*)$|"
                       r"^(?P<rest2>.*?)[\s,]+(?:i mean|i\.e\.|meaning)\b\W*(?P<rest3>.*)$", re.IGNORECASE)
"""The question narrowed after the fact: "on the switches I mean", "I mean the spine ones", "i.e. on the leaves"."""
_ASKED_FORM = re.compile(r"\?\s*$")


def continues_question(following: str) -> bool:
    """Whether ``following`` carries the question before it on: a verbless fragment that adds an item to it
    (``_ADDED``) or repairs it (``_REPAIRED``)."""
    f = following.strip()
    added = _ADDED.match(f)
    if added and re.search(r"\w", added.group("rest")):
        return verbless(added.group("rest"))
    repaired = _REPAIRED.match(f)
    if repaired:
        rest = " ".join(p for p in repaired.groups() if p)
        return bool(re.search(r"\w", rest)) and verbless(rest)
    return False


_YES_NO = re.compile(r"^\W*(?:(?:so|and|but|ok(?:ay)?|also|then|wait)[\s,]+)*(?:is|are|was|were|do|does|did|has|have|had|can|could|"
                     r"will|would)\b[^?]*\?\s*$", re.IGNORECASE)
_WHAT_A_YES_MEANS = re.compile(
    r"^\W*(?:(?:because|cause|'cause|since|and|so)\s+)?(?:then (?:it|it'?s|that|that'?s|this|maybe|probably|perhaps)\b|if (?:so|yes|it is|it was|it does|it did|that'?s (?:the case|true|so))\b|"
    r"if\b[^.?!]{3,80}?\b(?:then|that would|that'?d|it would)\b|(?:that|this|it) would (?:fit|explain|match|mean|point to|be consistent with)\b)",
    re.IGNORECASE)
"""What a yes to the question would mean: "Because then it's the experts on that rank", "If the two-node test is slow
with c09 then it's that node", "That would fit an OOM on one rank"."""


def settles_a_guess(question: str, following: str) -> bool:
    """A yes/no question followed by what a yes would mean (``_WHAT_A_YES_MEANS``): the candidate asks for the fact that
    would settle a guess. The next sentence does not answer the question, it says why the answer matters; the question
    stays put to the interviewer and the guess stays a guess."""
    return bool(_YES_NO.match(question) and _WHAT_A_YES_MEANS.match(following))


def _asked(text: str) -> bool:
    return bool(_ASKED_FORM.search(text) or INTERROGATIVE.match(text) or WANTS_TO_KNOW.search(text))


def carried_on(out: list[Sentence]) -> list[Sentence]:
    """Sentences with a question's continuation read as part of it: the question stays a question (a fragment after
    it is not its answer) and takes its continuation in, one question. A question reported as what the candidate
    would ask someone else stays reported."""
    merged: list[Sentence] = []
    for k, sent in enumerate(out):
        head = merged[-1] if merged else None
        if (head is not None and head.stance in ("question", "rhetorical") and continues_question(sent.text)
                and _asked(head.text) and not (head.stance == "rhetorical" and (
                    REPORTING.match(head.text) or (k > 1 and out[k - 2].stance == "rhetorical")))):
            merged[-1] = Sentence(f"{head.text} {sent.text}", "question", head.start)
            continue
        if head is not None and head.stance == "rhetorical" and settles_a_guess(head.text, sent.text) and not (
                REPORTING.match(head.text) or (k > 1 and out[k - 2].stance == "rhetorical")):
            merged[-1] = Sentence(head.text, "question", head.start)
            merged.append(Sentence(sent.text, "hedge", sent.start) if sent.stance == "assert" else sent)
            continue
        merged.append(sent)
    return merged


_OPEN_QUOTE = re.compile(r"(?:^|(?<=[\s:(\[]))[\"\u201c\u2018']")
_CLOSE_QUOTE = re.compile(r"(?<=\S)[\"\u201d\u2019'](?=[\s.,;:!?)\]]|$)")


def quoted(text: str, at: int) -> bool:
    """Whether position ``at`` lies inside a quotation the candidate opened (reported speech, a reply they'd write)."""
    opened = None
    # (the sentence's own opening quote counts: '"Hi - can you send me the run ID?" I'd reply.' is what they'd write)
    for m in re.finditer(r"[\"\u201c\u2018\u201d\u2019']", text[:at + 1]):
        if opened is None and _OPEN_QUOTE.match(text, m.start()):
            opened = m.start()
        elif opened is not None and _CLOSE_QUOTE.match(text, m.start()):
            opened = None
    return opened is not None
