"""Shared cause vocabulary for accepted diagnoses: concept families a scenario's phrases name as ``{concept}``.

A candidate says a node "died", "went dark", "lost both PSUs" or "had its power cut" whichever scenario it is;
a setting was "disabled", "switched off", "ripped out" or "nuked". Each family is written once here, in plain
English, transcribed and terse forms, and a culprit, mechanism or wrong-cause regex uses it by name
(``'re:\\b(?:e17|batch host)\\b.{0,60}\\b{died}'``), so a new wording added to a family reaches every scenario
that names the concept instead of one item's phrase. ``expand`` is applied before a phrase is compiled;
``interviewer validate`` reports a name that is not here.
"""

from __future__ import annotations

import re

from pydantic import Field

from .base import _Strict

CONCEPTS: dict[str, str] = {
    "died": (
        r"(?:died|dead|crashed|failed(?! to)|(?:went|gone) (?:down|dark|offline|away)|powered (?:off|down)|(?:was |got )?switched off|"
        # the present tense of a general account ("if that node dies", "when the batch host fails") and a copula
        # kept before the participle's stem ("which is power off")
        r"dies|fails(?! to)|goes (?:down|dark|offline)|(?:is|was|got|went) power (?:off|down)|"
        # a node said to be dark as radio and status pages say it ("e17 is dark", "the host stayed offline")
        r"(?:is|was|are|were|stays|stayed|remains|remained) (?:still )?(?:dark|offline)\b|"
        r"(?:was |got )?shut down|(?:lose|loses|lost|losing) (?:its |both |all |the |their )?(?:(?:redundant )?power|psus?|"
        r"power supplies|ac)\b|(?:had|got) (?:(?:its|the|both|all|their) ){0,2}(?:power|psus?|power supplies) (?:cut|pulled|die|died|fail|failed)|"
        r"(?:psus?|power supplies|power|ac) (?:died|failed|went|lost|cut|fail|fails)\b|whose (?:psus?|power supplies|power) (?:lost|died|failed)|"
        r"is gone|vanished|blew up|fried|"
        # the event it suffered ("the one that took the power hit", "was hit by the PSU failure")
        r"(?:suffered|took|ate|had|saw|(?:was |got )?hit by) (?:the |a |an |its |that )?(?:power|psu|ac) (?:loss|failure|fault|cut|outage|hit|event))"),
    "off": (
        r"(?:disabled|turned off|switched off|shut off|removed|killed|nuked|ripped (?:out|off)|stripped(?: out)?|took out|"
        r"taken out|took away|taken away|taking away|pulled|dropped|deleted|wiped|got rid of|zeroed|stopped|quit|quits|ceased|no longer|"
        # the same change said as it happens ("the spine QoS change disabling ECN on priority 3")
        r"disabling|turning off|switching off|shutting off|removing|killing|nuking|ripping (?:out|off)|stripping(?: out)?|"
        r"taking out|deleting|wiping|getting rid of|zeroing)"),
}
"""Concept name -> regex body (non-capturing)."""

_NAME = re.compile(r"\{([a-z_]+)\}")


def expand(phrase: str) -> str:
    """``phrase`` with each ``{concept}`` replaced by its family (unknown names are left for validate to report)."""
    if "{" not in phrase:
        return phrase
    return _NAME.sub(lambda m: CONCEPTS.get(m.group(1), m.group(0)), phrase)


def unknown(phrase: str) -> list[str]:
    """Names in ``phrase`` written as ``{name}`` that are not a concept here."""
    return [n for n in _NAME.findall(phrase) if n not in CONCEPTS]


class Pin(_Strict):
    """The component a diagnosis pins its cause on, among others of its kind (the node among the nodes, the GPU index,
    the rank, the engine): a statement that names one of the kind and not this one puts the cause elsewhere."""

    kind: list[str] = Field(min_length=1)
    """Phrases (or ``re:`` regexes) naming any component of the kind: any node of the cluster, any GPU index."""
    this: list[str] = Field(min_length=1)
    """Phrases naming the diagnosis's own component (its node, its GPU index), spoken forms included."""
