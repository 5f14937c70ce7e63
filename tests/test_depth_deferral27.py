"""Round 27 (lane defer27, issue #12: deferral and evasion).

- an answer that hands the question on (``deferral.deferring_units``: to a party, a default or recipe, measurement or
  circumstance), shows nothing asked and says nothing of its own outside those stretches (no specific, no mechanism, at
  most one domain term) is weak at any length (``DepthRules.handover_own_links``); a strong answer's "I'd confirm with
  the team" on top of its own mechanism and numbers leaves them standing;
- an answer that hands off the precise thing it names (``deferral.SPECIFIC_DEFERRED``: "the exact figure I'd have to
  work out") disclaims part of what was asked: strong is capped at partial (``DepthRules.deferred_specific_caps``);
- the weak->partial lift for a mechanism stated at length counts only the answer's own mechanisms.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, question_targets, topic_signals
from interviewer.interview.deferral import deferring_units, defers_specific
from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.substance import Substance

HANDED_ON = [
    "I'd ask the platform team what they normally do here.",
    "Honestly the storage folks would own that part, so I'd loop in the storage team.",
    "We'd escalate it to the vendor and let their support tell us what's wrong.",
    "I'd go with whatever the launcher recommends out of the box.",
    "I'd stick with the library defaults, they're usually good enough.",
    "I wouldn't write that from scratch when there are open implementations.",
    "The library chooses that for you under the hood.",
    "I'd benchmark a handful of configurations and pick the fastest one.",
    "I'd let the benchmarks decide rather than argue about it.",
    "I wouldn't want to commit to anything before committing some time to profiling.",
    "That really depends on things we don't know yet.",
    "Every workload is different, so it's hard to say up front.",
    "I'd rather not give a number here.",
    "That was never my area, the infra people handled it.",
]
ANSWERED = [
    "Set NCCL_DEBUG=INFO and compare the ring and transport lines between the two allocations.",
    "The all-gather for the next layer is issued while the current layer computes, so the two overlap.",
    "I'd drain the node and run the level-3 diagnostic before it goes back in the pool.",
    "The optimizer state is sharded across the data-parallel ranks, so each rank holds a slice.",
    "Send the card back to the vendor once the remapping has failed.",  # an object returned, not the question
]


@pytest.mark.parametrize("said", HANDED_ON)
def test_handing_the_question_on_is_found(said):
    assert deferring_units(said), said


@pytest.mark.parametrize("said", ANSWERED)
def test_an_answer_of_ones_own_is_not_a_deferral(said):
    assert not deferring_units(said), said


def test_a_long_run_on_sentence_defers_by_the_clause():
    said = ("so first i'd look at the per rank step times and the all reduce durations on the slow nodes and compare "
            "them with the fast ones and then if the fabric looks off i'd ask the network team to check the switch")
    units = deferring_units(said)
    assert len(units) == 1
    start, end = units[0]
    assert "network team" in said[start:end] and "step times" not in said[start:end]


@pytest.mark.parametrize("said", [
    "The exact per-node figure I'd have to work out on paper.",
    "I don't have the precise before-and-after numbers to hand.",
    "Exact flag names I will check in the docs.",
    "How exactly the meshes nest is the part I copy from the reference example.",
    "Which diagnostic exactly, that was done by the hardware team.",
    "The exact degree I'll decide after seeing the memory profile.",
])
def test_a_specific_handed_off(said):
    assert defers_specific(said), said


@pytest.mark.parametrize("said", [
    "I'd pull the exact batches from those steps and replay them.",
    "Rank i ends the first phase holding exactly one fully reduced chunk.",
    "I'd look at exactly which samples were in the spiking batch.",
    "We store the exact sample index per rank so resume skips precisely those.",
])
def test_a_specific_acted_on_is_not_handed_off(said):
    assert not defers_specific(said), said


def test_a_stammered_pronoun_stays_a_pronoun_when_spelled_capitals_are_joined():
    from interviewer.interview.spoken import spelled
    said = "what error exactly shows up in the log I I'd have to look"
    assert spelled(said) == said  # not "II'd": the handed-off specific stays readable
    assert spelled("set N C C L underscore I B underscore H C A") == "set NCCL_IB_HCA"


def sub(**kw) -> Substance:
    base = dict(words=45, specifics=(), links=(), plain_links=0, terms=3)
    return Substance(**{**base, **kw})


def test_handed_on_with_nothing_of_its_own_is_weak():
    rules, why = DepthRules(handover_own_links=0, handover_own_terms=1, substantive_links=1, substantive_words=30), []
    said = sub(hands_over=True, links=("every cluster is different, so I'd want a discovery phase first",), own_links=0,
               own_terms=1, own_specifics=0, hedged=True)
    assert rules.adjust("partial", 0.0, False, False, said, why) == "weak"
    assert why == ["partial->weak: the question handed on, nothing of its own beside it"]
    assert rules.adjust("weak", 0.0, False, False, said) == "weak"  # not lifted for the mechanism it hands on


@pytest.mark.parametrize("own", [dict(own_links=1), dict(own_terms=3), dict(own_specifics=1)])
def test_handed_on_beside_its_own_answer_is_not_weak(own):
    rules = DepthRules(handover_own_links=0, handover_own_terms=1)
    said = sub(hands_over=True, **{"own_links": 0, "own_terms": 0, "own_specifics": 0, **own})
    assert rules.adjust("partial", 0.0, False, False, said) == "partial"


def test_handover_needs_nothing_asked_shown_and_spares_strong():
    rules = DepthRules(handover_own_links=0, handover_own_terms=1)
    said = sub(hands_over=True, own_links=0, own_terms=0, own_specifics=0)
    assert rules.adjust("partial", 0.5, True, False, said) == "partial"
    assert rules.adjust("strong", 1.0, True, False, said) == "strong"
    assert DepthRules().adjust("partial", 0.0, False, False, said) == "partial"  # off by default


def test_a_specific_handed_off_caps_strong_and_blocks_the_lift():
    rules = DepthRules(deferred_specific_caps=True, disclaimer_caps_strong=True, mechanism_links=2, mechanism_words=60)
    said = sub(defers_specific=True, links=("a", "b"), words=80)
    assert rules.adjust("strong", 1.0, True, False, said) == "partial"
    assert rules.adjust("partial", 0.6, True, False, said) == "partial"
    assert DepthRules(mechanism_links=2, mechanism_words=60).adjust("partial", 0.6, True, False, said) == "strong"


def test_the_lift_for_a_mechanism_counts_only_its_own():
    rules = DepthRules(substantive_links=1, substantive_words=30)
    handed = sub(links=("I'd ask the storage team since they know the dashboards",), own_links=0)
    assert rules.adjust("weak", 0.0, False, False, handed) == "weak"
    assert rules.adjust("weak", 0.0, False, False, sub(links=("it stalls because the queue fills",))) == "partial"


def _assess(text: str, persona: str, topic_id: str):
    lib = load_library()
    topic = lib.persona(persona).topic(topic_id)
    target = Target(lib.rubric(topic.dimension), question_targets(topic, "question", ""), frozenset(), topic.question,
                    topic_signals=topic_signals(topic))
    return LexicalAssessor(rules=default_rules()).assess_sync(text, target)


def test_shipped_rules_on_whole_answers():
    rules = default_rules()
    assert rules.handover_own_links >= 0 and rules.deferred_specific_caps
    evasive = ("Honestly the checkpoint side is something the platform team owns, so I'd ask them what they recommend. "
               "Every fleet is different and I'd rather not guess; we'd tune it once we see how the run behaves.")
    assert _assess(evasive, "design-architect", "failure-and-checkpointing").depth == "weak"
