"""Frames that make a claim a supposition or a purpose, not a finding: "hypothetically, X would …", "in the case
where X, the test should hang", "… run dcgmi diag to look for silent corruption" (``credit`` reads them)."""

from __future__ import annotations

import re

from .owning import confirmed

PURPOSE = re.compile(r"\b(?:to|and|so (?:that )?(?:we|i|you|they|someone|somebody|one) (?:can|could)) "
                     r"(?:look|hunt|search|scan|screen|probe|test|check) for (?:(?:any|signs? of|evidence of|"
                     r"the|a|an)\s+)*(?:[\w-]+\s+){0,2}$|\bto (?:confirm|verify|prove|rule out) (?:that )?(?:[\w-]+\s+){0,3}$|"
                     r"\b(?:with (?:and|or) without|without (?:and|or) with|with/without)\s+$", re.IGNORECASE)
"""A purpose a few words before the mechanism: what a check looks for, not what was found ("… so we can check for Xid
79"); or the setting a test toggles ("run all_reduce_perf with and without NCCL_P2P_DISABLE=1"), which the test is to
judge."""
INTENDED = re.compile(r"\b(?:intended|meant|supposed|designed|aimed|planned|tried|trying|wanted|wants)\s+(?:only |just |solely |"
                      r"merely |simply )?to\s+(?:[\w-]+\s+){0,5}$", re.IGNORECASE)
"""What a change was meant to do, a few words before a phrase ("the ticket was only supposed to raise the MTU, but
…"): its intent, not what it did to the run."""
_FRAME = re.compile(r"(?:\b(?:hypothetically|in theory|theoretically|in principle|on paper|"
                    r"in (?:a|the) (?:world|scenario|case|situation) (?:where|in which))|^\W*given (?:a|an|any))\b", re.IGNORECASE)
"""A frame that makes its whole sentence a supposition once a modal verb is in it ("in the scenario where a batch
had no loss tokens, the mean would be 0/0", "Given a save path that only waits for node 0, a node shut down mid-copy
would leave …": a case imagined, not the one found)."""
_CASE = re.compile(r"\b(?:in (?:that|such a) (?:scenario|case|world)|in which case)\b", re.IGNORECASE)
"""A frame that can also mean "given that" ("in that case we'd drain b06, because …"): it makes a supposition only of
a clause that has a modal verb itself."""
_MODAL = re.compile(r"\b(?:would|could|might|should)\b|\w'd\b", re.IGNORECASE)
_BOUNDARY = re.compile(r"(?<=[.!?])\s+")
_CLAUSE = re.compile(r"[,;:]|\s[-\u2013\u2014]+\s|\b(?:because|since|so|but)\b", re.IGNORECASE)
_IN_FACT = re.compile(r"\b(?:but|however|yet|in practice|actually|in reality|in fact)\b", re.IGNORECASE)


def framed(sentence: str, start: int) -> bool:
    """A claim in a sentence framed as a supposition, wherever the frame sits: "Hypothetically, X would …", "in
    theory X makes it 0/0, and that would spread", "… would show as Xid 79, in that scenario". A modal verb is needed
    too ("in theory the bias replaces the aux loss, …" states a fact), a contrast after the frame ends it ("in theory
    we'd see x16, but GPU 3 trained down to x8"), and only the claim's own sentence counts (a window may join two)."""
    lo = max((m.end() for m in _BOUNDARY.finditer(sentence, 0, start)), default=0)
    hi = next((m.start() for m in _BOUNDARY.finditer(sentence, start)), len(sentence))
    own, at = sentence[lo:hi], start - lo
    if confirmed(own) is not None:
        return False
    frame = _FRAME.search(own)
    if frame and _MODAL.search(own) and not (frame.end() <= at and _IN_FACT.search(own, frame.end(), at)):
        return True
    c_lo = max((m.end() for m in _CLAUSE.finditer(own, 0, at)), default=0)
    c_hi = next((m.start() for m in _CLAUSE.finditer(own, at)), len(own))
    return bool(_CASE.search(own) and _MODAL.search(own[c_lo:c_hi]))


_SETTING = re.compile(r"^[A-Z][A-Z0-9]*_[A-Z0-9_]+\b")
"""An environment variable or flag named as such ("NCCL_P2P_DISABLE")."""
_UNDER = re.compile(r"\b(?:with|without|under|setting|once i set|after setting)\s+$", re.IGNORECASE)


def toggled(sentence: str, mechanism: re.Match[str]) -> bool:
    """The mechanism is named only as the setting a run was made under ("with NCCL_P2P_DISABLE=1 it got 18.5 GB/s"):
    the result of a test, read out; the cause is still to be said in words ("its P2P path hangs")."""
    return bool(_SETTING.match(mechanism.group(0)) and _UNDER.search(sentence[:mechanism.start()]))


_IF_CLAUSE = re.compile(r"(?:^|[,;:]|\s[-\u2013\u2014]+\s|\b(?:and|then|but|so)\b)\s*(?:then\s+|and\s+)?"
                        r"(?:if|unless|in case|suppos(?:e|ing)|assuming)\s+(?!(?:i|we) may\b|you (?:ask|like|want)\b)"
                        r"[^,;:.!?]*$", re.IGNORECASE)
"""A conditional clause, opened after a comma or a conjunction, running up to the phrase ("The store was on e17, if e17
died the rendezvous went with it": the node's death is put as a condition, not said to have happened)."""


def conditioned(sentence: str, start: int, first: int) -> bool:
    """The phrase at ``start`` sits in a conditional clause opened after the claim began at ``first`` (the words
    before ``first`` are read for a condition by ``credit`` already): what would follow if it happened."""
    return bool(_IF_CLAUSE.search(sentence[first:start])) and start > first
