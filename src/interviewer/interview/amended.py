"""A posted claim amended later in the same post: "Root cause: X. EDIT: scratch that, …", "Identified: X. Correction
05:02: NHC saw 8 GPUs, so that can't be it", "Correction at 03:12: please disregard, …".

A status update, a ticket or a chat message is often edited after it is posted, and the edit is marked as such: a
label ("EDIT:", "Edit (OP):", "Update:", "Correction 05:02:", "Correction at 03:12:") opens the amendment. An
amendment that takes the post back (scratch that, please disregard, withdrawing this, pulling this, holding this
back, not so sure, that can't be it, …), anywhere in its sentence, takes back everything the post said before it:
the writer no longer stands behind the claim. A correction with a time ("Correction 05:02: …") is a correction as
"Correction: …" is (``owning``): what it corrects is the claim before it.

An amendment that does not take anything back ("EDIT: solved, …", "Update (Identified): we know why …") changes
nothing.
"""

from __future__ import annotations

import re

_TIME = r"(?:(?:at|@)\s*)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*(?:utc|z|[ap]\.?m\.?))?"
_LABEL = re.compile(
    r"^\W*(?P<word>edit(?:ed)?|update[ds]?|correction|amendment|addendum|erratum|later|p\.?s\.?)"
    r"(?:\s*\([^)\n]{0,30}\))?(?:\s+" + _TIME + r")?\s*[:\u2013\u2014]\s*",
    re.IGNORECASE)
"""An amendment's label opening its sentence: "EDIT:", "Edit (OP):", "Update 14:10:", "Correction 05:02:",
"Correction at 03:12:"."""

_TAKES_BACK = re.compile(
    r"\b(?:scratch|strike) (?:that|this)\b|\b(?:please )?disregard\b|\bignore (?:that|this|the above|my (?:last|earlier)\b)|"
    r"\b(?:withdraw(?:n|ing)?|retract(?:ed|ing)?|rescind(?:ed|ing)?)\b|"
    r"\b(?:pull(?:ing|ed)?|hold(?:ing)?|take|taking|walk(?:ing)?) (?:this|that|it|the (?:rca|claim|call|diagnosis|"
    r"update|post)) back\b|\bpull(?:ing|ed)? (?:this|that)\b(?=\s*(?:[,;:.!\u2013\u2014-]|$|until\b|till\b|pending\b|"
    r"for now\b|while\b))|"
    r"\b(?:that|this|it) (?:can'?t|cannot|couldn'?t) be (?:it|right|the cause)\b|\bnever ?mind\b|"
    r"\b(?:i|we) (?:was|were) wrong\b|\b(?:that|this|it)(?:'s| is| was) (?:wrong|not it|not right)\b|\breopen(?:ing|ed)?\b",
    re.IGNORECASE)
"""What takes the post back inside an amendment: "scratch that", "please disregard", "withdrawn", "retracting until …",
"pulling this", "holding this back", "not so sure", "that can't be it", "we were wrong", "reopening"."""

_DOUBTS = re.compile(r"(?:(?:actually|hmm+|on reflection|on second thought),?\s*)?(?:i'?m |we'?re )?not (?:so |that |too |"
                     r"very |fully |entirely )?(?:sure|confident|certain)\b", re.IGNORECASE)
"""An amendment that opens in doubt: "EDIT: not so sure, …", "EDIT: actually not confident, …"."""


def amends_back(text: str) -> bool:
    """Whether the sentence is an amendment to the post that takes back what the post said before it: a label
    ("EDIT:", "Correction 05:02:") and then a retraction anywhere in the sentence, or a correction given a time."""
    label = _LABEL.match(text)
    if not label:
        return False
    if label.group("word").lower() == "correction" and re.search(r"\d", label.group(0)):
        return True  # "Correction 05:02: …", as "Correction: …" is (``owning``)
    return bool(_DOUBTS.match(text, label.end()) or _TAKES_BACK.search(text, label.end()))
