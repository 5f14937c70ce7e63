"""The checks that overrule a depth after the rules have set it: what makes an answer weak however fluent, and what
caps it at partial however complete.

Weak: a wrong conversion of its own figures or a computation it states wrongly ("4,000 x 8,760 h is 3.5M GPU-hours":
``computations``) unless the slip does not carry into what the answer concludes (``carried``); a size or direction
the calculators contradict; a claim against a domain truth about what was asked; what was asked named only to be
dismissed; the evidence declared needless; every cost and alternative closed off; what the question is about ruled
out flatly (``premises.denies_premise``). Partial at most: an answer that breaks off mid-clause
(``premises.breaks_off``).
"""

from __future__ import annotations

from ..content.concepts import ConceptLexicon, Reading
from ..content.models import RubricDimension
from .arithmetic import fleet_contradictions, rate_contradictions
from .claim_checks import quantity_contradictions
from .carried import carried_errors
from .dismissals import dismissed_asked, evidence_waved_off, made_absolute
from .premises import breaks_off, denies_premise


def closing_checks(answer: str, reading: Reading, lexicon: ConceptLexicon, dimension: RubricDimension,
                   asked: tuple[str, ...], question: str, truths: list[str]) -> list[tuple[list[str], str]]:
    """(what was found, why it makes the answer weak) for each check; ``truths``: the domain truths the answer
    contradicts about what was asked."""
    return [(rate_contradictions(answer) + fleet_contradictions(answer) + carried_errors(answer),
             "its own arithmetic is off"),
            (quantity_contradictions(answer), "a stated quantity or setting contradicts the calculators or docs"),
            (truths, "a claim contradicts a domain truth"),
            (dismissed_asked(reading, lexicon, dimension, asked), "it names what was asked only to dismiss it"),
            (evidence_waved_off(answer), "it declares the evidence needless"),
            (made_absolute(answer), "it closes off every cost and alternative"),
            (denies_premise(answer, question), "it rules out what the question is about")]


def capped(answer: str, depth: str, why: list[str]) -> str:
    """The depth after the caps that hold a strong answer at partial; each that fires is noted in ``why``."""
    cut = breaks_off(answer)
    if depth == "strong" and cut:
        why.append(f"strong->partial: the answer breaks off mid-clause: '...{cut}'")
        return "partial"
    return depth
