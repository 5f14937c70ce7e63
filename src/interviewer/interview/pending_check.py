"""A claim made subject to a check still to come: "It's definitely X, pending the kill test", "Cause: almost certainly
X; to be confirmed once someone runs ray list nodes", "It's 100% X, I'll be sure once the heap dump is back", "Obviously
X. Assuming the log store kept that journal, which we're checking."

However sure its words ("definitely", "without doubt", "we are confident"), a claim the writer hangs on a test, a
result or a confirmation they are still waiting for is a hypothesis: they say so themselves. The check is what is
still to come for the claim (a test, a result, a dump, a confirmation), not for the job or the fix: "the group stays
pending", "bias disabled pending a PR", "blocklist the node pending RMA" hang nothing on a check.

A sentence that holds such a check hedges itself; one that opens with it ("Assuming …, which we're checking.", "To be
confirmed once …", "We'll confirm after the restart.") hedges the claim before it.
"""

from __future__ import annotations

import re

_CHECK = (r"(?:tests?|checks?|results?|diags?|diagnostics?|confirmation|verification|repro(?:duction)?s?|reruns?|dumps?|"
          r"analysis|stats|statistics|profil(?:e|es|ing)|canary|canaries)")
"""What a claim can wait for: a test, a check, a result, a diag, a confirmation, a rerun, a dump, the stats, the
profiling, a canary run."""

_PENDING = re.compile(
    r"\b(?:pending|subject to|awaiting|conditional on)\b(?:\s+[\w'.-]+){0,5}?\s+" + _CHECK + r"\b|"
    r"\b(?:pending|awaiting)\s+[\w-]+(?:'s|\u2019s)\s+(?:read|look)\b|"
    r"\b(?:to be|will be|yet to be|still to be|is being|being|would need to be|needs to be) (?:confirmed|verified|"
    r"double-checked|validated)\b|"
    r"\b(?:we|i)(?:'ll|\u2019ll| will| shall) (?:confirm|verify|prove (?:it|this|that)(?! to\b)|know(?: for sure)?(?= (?:once|when|after|by|tonight|"
    r"tomorrow)\b)|know for sure|be (?:sure|certain|100%|fully sure))\b"
    r"(?!\s+(?:that )?(?:the |our |this )?(?:fix|patch|workaround|recovery|rollout|deploy|mitigation|change)\b)|"
    r"\bwhich (?:we|i)(?:'re|\u2019re| are|'m|\u2019m| am) (?:still )?(?:checking|verifying|confirming|testing)\b|"
    r"^\W*(?:confirmation|verification|proof) (?:once|when|after|pending|tonight|tomorrow)\b|"
    r"\b(?:we|i)(?:'d| would)?(?: still)? need\b[^.;!?]{0,40}?\bto (?:confirm|verify)\b|"
    r"\b(?:still|now) (?:running|doing)\b[^.;!?]{0,30}?\bto (?:confirm|verify)\b|"
    r"\b(?:though|but|although)\b[^.;!?]{0,40}?\b(?:has|have)(?:n'?t| not) (?:yet )?(?:confirmed|verified)\b|"
    r"\b(?:if|assuming|provided)\b[^.;!?]{0,50}?\b(?:bears? (?:it|this|that) out|reproduces? (?:it|this|that))\b|"
    r"\blet'?s (?:confirm|verify)\b(?!\s+(?:that )?(?:the |our |this )?(?:fix|patch|workaround|recovery|rollout|deploy|"
    r"mitigation|change)\b)|\blet'?s see what\b[^.;!?]{0,60}?\b(?:says?|shows?)\b|"
    r"\b(?:treat|take|read) (?:it|this|that) as (?:the|a|our) (?:leading|working|main|best) (?:theory|hypothesis|guess)\b",
    re.IGNORECASE)
"""A check the claim still waits for: "pending the GDR bandwidth test", "subject to tonight's dcgmi diag result", "to be
confirmed", "this will be confirmed by a rerun", "we'll confirm after the restart", "I'll be sure once …", "…, which
we're checking", "we'll know once the diag finishes", "I'll prove it tonight", "pending Omar's read of the code", "we still need
your spec to confirm", "though the vendor has not yet confirmed", "if the logs bear it out", "let's see what the diag says", "Confirmation once the canary runs", "treat it as the leading
theory"."""

_OPENS = re.compile(r"^\W*(?:(?:well|but|and|so|though),?\s+)?(?:assuming|pending|subject to|to be (?:confirmed|verified)|"
                    r"(?:this|that|it) (?:will|would|is yet to|still has to|needs to) be (?:confirmed|verified)|"
                    r"once\b|(?:confirmation|verification|proof) (?:once|when|after|pending)\b|"
                    r"let'?s (?:see what|confirm|verify|wait for)\b|"
                    r"(?:we|i)(?:'ll|\u2019ll| will) (?:confirm|verify|prove (?:it|this|that)(?! to\b)|be (?:sure|certain)))",
                    re.IGNORECASE)


def awaits_check(text: str) -> bool:
    """Whether the sentence hangs its claim on a check still to come."""
    return bool(_PENDING.search(text))


def hedges_before(text: str) -> bool:
    """Whether the sentence opens with the check the claim before it waits for ("Assuming X, which we're checking.")."""
    return bool(_OPENS.match(text)) and awaits_check(text)
