"""Round 29 (lane cw29, issue #12): the lift for an answer explained at length in its own words
(``DepthRules.elaborated_new_words``) does not apply to one that hands the question on (``Substance.hands_off``: "I'd
open a ticket with the network team") or defers it (``Substance.defers``: "it depends on the vendor"): what such an
answer explains at length is a neighbouring thing it can speak to, not what was asked.
"""

from __future__ import annotations

from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.substance import Substance


def sub(**kw) -> Substance:
    base = dict(words=60, new_words=30, specifics=(), links=("a so b", "c because d"), plain_links=0, terms=2)
    return Substance(**{**base, **kw})


def test_an_answer_explained_at_length_is_strong_unless_it_hands_the_question_on():
    rules = DepthRules(elaborated_new_words=22)
    why: list[str] = []
    assert rules.adjust("partial", 0.0, False, False, sub(), why) == "strong" and why
    for handed in (dict(hands_off=True), dict(defers=True)):
        note: list[str] = []
        assert rules.adjust("partial", 0.0, False, False, sub(**handed), note) == "partial", handed
        assert not any("->strong" in line for line in note)


def test_the_shipped_rules_keep_the_lift_and_its_exception():
    rules = default_rules()
    assert rules.elaborated_new_words
    assert rules.adjust("partial", 0.0, False, False, sub(hands_off=True)) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub()) == "strong"
