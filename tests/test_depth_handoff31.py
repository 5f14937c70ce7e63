"""Round 31 (lane cw31, issue #12: weak answers rated partial). The weak->partial lift for a mechanism stated at length
(``DepthRules.substantive_links``) does not apply to an answer that hands the question on or defers it
(``Substance.hands_off``, ``Substance.defers``): what it states at length is why someone or something else should answer,
as round 29 already said for the partial->strong lift (``elaborated_new_words``).
"""

from __future__ import annotations

from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.substance import Substance

LIFTS = DepthRules(substantive_links=1, substantive_words=30)


def sub(**kw) -> Substance:
    base = dict(words=50, new_words=25, specifics=(), links=("the queue backs up so the GPUs wait",), plain_links=1,
                terms=2)
    return Substance(**{**base, **kw})


def test_a_mechanism_at_length_lifts_a_weak_answer():
    why: list[str] = []
    assert LIFTS.adjust("weak", 0.0, False, False, sub(), why) == "partial"
    assert any("mechanism stated at length" in line for line in why)


def test_a_handed_on_or_deferred_answer_is_not_lifted_for_its_length():
    why: list[str] = []
    assert LIFTS.adjust("weak", 0.0, False, False, sub(hands_off=True), why) == "weak"
    assert not any("mechanism stated at length" in line for line in why)
    assert LIFTS.adjust("weak", 0.0, False, False, sub(defers=True)) == "weak"
    # the shipped rules lift the plain answer and keep the handed-on one weak
    assert default_rules().adjust("weak", 0.0, False, False, sub()) == "partial"
    assert default_rules().adjust("weak", 0.0, False, False, sub(defers=True)) == "weak"


FLAT = DepthRules(substantive_links=1, substantive_words=30, substantive_flat_below_words=40)


def test_a_short_flat_mechanism_that_shows_nothing_asked_stays_weak():
    why: list[str] = []
    short = sub(words=34)
    assert FLAT.adjust("weak", 0.0, False, False, short, why) == "weak"
    assert not any("mechanism stated at length" in line for line in why)
    # tentative: it hedges or admits a gap, and is lifted as before
    assert FLAT.adjust("weak", 0.0, False, False, sub(words=34, hedged=True)) == "partial"
    assert FLAT.adjust("weak", 0.0, False, False, sub(words=34, admits_gap=True)) == "partial"
    # long enough, it is lifted flat or not; and the bound is off at 0
    assert FLAT.adjust("weak", 0.0, False, False, sub(words=45)) == "partial"
    assert LIFTS.adjust("weak", 0.0, False, False, short) == "partial"
    assert default_rules().substantive_flat_below_words == 40
