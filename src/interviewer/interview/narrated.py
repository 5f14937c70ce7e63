"""Claims a story tells and then lets go: a theory told as an episode of the incident, not as the teller's conclusion.

- **rejected after**: "Hana's claim is that X. I don't buy it.", "X. Not buying it.", "Priya's whole thing is that X.
  I'm not convinced.", "The customer says X. We dispute this: …": a rejection whose object is "it" or "that" points back at the account just told; that account
  is the view being rejected, whoever held it. A rejection with its own object ("I don't buy the network theory") is
  about that object and leaves the sentence before alone (``setaside.disbelieved`` reads "I don't buy that X").
- **judged wrong after**: "We thought GCS. Wrong - external Redis, …", "Then we thought X - wrong!": a verdict of
  "wrong" (or "nope") with nothing before it in its sentence, or closing the sentence after a dash, tells the guess
  before it was refuted; what follows the verdict is the story going on.
- **written, then erased**: "I wrote 'Xid 79 on b06' in the ticket. Then I saw … and deleted it.", "we had 'PCIe x8
  on c09' on the whiteboard … and we rubbed it out": words in quotation marks are what was written on a slide, a
  ticket or a board; when the story then says it was deleted, erased, rubbed or crossed out, the quoted claim is a
  theory given up, not the teller's finding.
"""

from __future__ import annotations

import re

_REJECTS = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|just\s+|honestly\s+|still\s+)?(?:don'?t|do not|didn'?t|did not)\s+(?:really\s+)?"
    r"(?:buy|believe|accept)\s+(?:it|that|this|any of (?:it|that))\b(?!\s+(?:the|a|an|is|was|it|they|he|she)\b)|"
    r"\b(?:(?:i'?m|i am|we'?re|we are)\s+)?not\s+buying\s+(?:it|that|this)\b|"
    r"\b(?:i'?m|i am|we'?re|we are|i was|we were)\s+(?:still\s+)?not\s+convinced\s*(?:[.!]|$)|"
    r"\b(?:i|we)\s+(?:strongly\s+|respectfully\s+)?(?:disagree|dispute (?:this|that|it))\b"
    r"(?!\s+with\s+(?!(?:that|this|it|him|her|them)\b))",
    re.IGNORECASE)
"""A rejection pointing back: "I don't buy it", "not buying that", "I'm not convinced.", "I disagree", "We dispute
this" (never "I don't buy it is the store", where 'it' opens the clause rejected, nor "I disagree with the plan")."""

_OPENING = re.compile(r"^\W*(?:[A-Z][\w-]*(?: [A-Z][\w-]*)?\s*:\s*)?(?:(?:but|and|so|well|honestly|sorry|nope|no),?\s+)*$",
                      re.IGNORECASE)
"""What may come before a rejection that opens its sentence: a speaker's label, "but", "and", "no"."""

_WRONG_OPENS = re.compile(r"^\W*(?:wrong|nope)(?:\s+again)?\b\s*(?:[.!;:,\u2013\u2014-]|$)", re.IGNORECASE)
"""A sentence that opens with the verdict ("Wrong - external Redis …", "Wrong again.", "Nope.")."""
_WRONG_CLOSES = re.compile(r"\s(?:[\u2013\u2014]|--?)\s*(?:wrong|nope)(?:\s+again)?\s*[.!]*\s*$", re.IGNORECASE)
"""A sentence that closes with the verdict after a dash ("Then we thought the switch - wrong!")."""

_QUOTED = re.compile(r"(?<![\w])(['\"\u2018\u201c])(?=\S)(?:(?!\1)[^\n\u2019\u201d]){3,120}?\S(?:\1|[\u2019\u201d])(?![\w])")
"""Words in quotation marks ("'ECN disabled on spine'", "\u201cXid 79 on b06\u201d"); an apostrophe inside a word
("it's", "023's") opens no quote."""
_ERASED = re.compile(
    r"\b(?:deleted|erased|removed|struck|scrubbed|wiped)\s+(?:it|that|them)\b(?!\s+(?:from (?:the )?(?:node|disk|cluster|"
    r"bucket|store|pool)|to)\b)|\b(?:rubbed|crossed|scratched)\s+(?:it|that|them)\s+(?:out|off)\b|"
    r"\b(?:had|made|told)\s+(?:me|us|him|her|them)\s+(?:delete|remove|erase|cut|drop|pull)\s+(?:it|that|them)\b",
    re.IGNORECASE)
"""The story says what was written was taken off: "deleted it", "rubbed it out", "had me delete it"."""


def rejects_before(text: str) -> bool:
    """The sentence opens by rejecting the account told just before it ("I don't buy it. …")."""
    m = _REJECTS.search(text)
    return m is not None and bool(_OPENING.match(text[:m.start()]))


def rejected_within(text: str) -> int | None:
    """Where a rejection inside the sentence starts, when it follows an account in the same sentence ("Hana thinks X,
    but I don't buy it"): the words before it are the rejected account."""
    m = _REJECTS.search(text)
    return m.start() if m is not None and not _OPENING.match(text[:m.start()]) else None


def judged_wrong_before(text: str) -> bool:
    """The sentence opens with the verdict "wrong": the guess told before it was refuted."""
    return bool(_WRONG_OPENS.match(text))


def judged_wrong_itself(text: str) -> bool:
    """The sentence tells a guess and closes on the verdict "- wrong!"."""
    return bool(_WRONG_CLOSES.search(text))


def quotes_writing(text: str) -> bool:
    """The sentence holds words in quotation marks (what was written on a slide, in a ticket, on a board)."""
    return bool(_QUOTED.search(text))


def erased(text: str) -> bool:
    """The sentence says what was written was deleted, erased or rubbed out."""
    return bool(_ERASED.search(text))
