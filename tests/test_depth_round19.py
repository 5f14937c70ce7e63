"""Round 19 (issue #12, weak answers rated too generously): depth reads how an empty answer sounds.

- certainty (``substance.ABSOLUTE``) gains "by definition", "simply", "certainly", "there's no", "which is why",
  "it's just", "handles it", "full stop", "costs nothing", "and it's solved": how a flat claim sounds, whatever it is about.
- puffery (``substance.PUFFERY``): a promise of effortless perfection ("near-perfect scaling", "zero overhead",
  "intelligently picks") or management-speak ("strategic", "FinOps", "right-size") is read by the depth rules like a
  buzzword: with nothing specific and no mechanism stated, the answer is weak. A measured figure ("the wait is near
  zero") and a real feature name ("transparent huge pages") are not puffery.

- deferral (``substance.DEFERRAL``, ``DepthRules.deferral_below_words``): a short answer that hands the question on
  ("it depends on the framework", "I'd check with the team", "follow whatever the runbook says"), shows nothing asked,
  never hedges and names nothing specific, is weak.

The answers below are this file's own wording, not any corpus item's. Plain data and the lexical assessor: no model.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.depth_rules import DepthRules
from interviewer.interview.substance import ABSOLUTE, DEFERRAL, PUFFERY, Substance, read_substance

RING = "infra-network/ring-and-tree"


@pytest.fixture(scope="module")
def library():
    return load_library()


def read(library, ref, text) -> Substance:
    persona, topic_id = ref.split("/")
    t = library.persona(persona).topic(topic_id)
    lex = default_lexicon()
    return read_substance(lex.read(text, t.question), lex, library.rubric(t.dimension), t.question, tuple(t.targets))


@pytest.mark.parametrize("text", [
    "The collective library intelligently picks the algorithm, so you get near-perfect scaling.",
    "Overlap makes the communication essentially eliminated from the step time.",
    "I'd take a strategic view and right-size the fleet.",
    "It gives zero overhead on the fabric.",
    "Use the standard memory-efficient stack with the right sharding strategy.",
    "The checkpoint is layout-agnostic, industry-standard.",
])
def test_puffery_is_read(text):
    assert PUFFERY.search(text)


@pytest.mark.parametrize("text", [
    "If the wait is near zero, input keeps up.",
    "Turn off transparent huge pages on the hosts.",
    "Ring all-reduce is bandwidth-optimal for large messages.",
    "The fabric is rail-optimised, two tiers.",
])
def test_plain_words_are_not_puffery(text):
    assert not PUFFERY.search(text)


def test_puffery_without_substance_is_weak(library):
    sub = read(library, RING, "Ring and tree both work, and the library intelligently picks one for near-perfect scaling.")
    assert sub.puffery >= 2 and not sub.specifics
    rules = DepthRules(buzzword_recital=True, buzzword_links=2, buzzword_below_words=60)
    assert rules.adjust("partial", 0.0, False, False, sub) == "weak"
    assert DepthRules(buzzword_recital=False).adjust("partial", 0.0, False, False, sub) == "partial"


def test_puffery_with_a_specific_is_left_to_the_other_rules(library):
    sub = read(library, RING, "Ring takes 2(n-1) steps, so at 64 ranks it is near-perfect for large messages.")
    assert sub.puffery and sub.specifics
    rules = DepthRules(buzzword_recital=True, buzzword_links=2, buzzword_below_words=60)
    assert rules.adjust("partial", 0.5, True, False, sub) == "partial"


@pytest.mark.parametrize("text", [
    "The bubble is zero by definition with this schedule.",
    "You simply restart the failed rank.",
    "It is certainly the network.",
    "There's no cost to the extra copy.",
    "The stall is the write, which is why it scales with size.",
    "It's just a config flag.",
    "The launcher handles it.",
    "The root cause was the switch, full stop.",
    "Async writes cost nothing, so checkpoint every step.",
    "Upgrade the driver and it's solved.",
    "The new node dials in and no rendezvous is needed.",
    "You just lower the micro-batch to one.",
    "Offload runs with no overhead on the step.",
])
def test_certainty_words(text):
    assert ABSOLUTE.search(text)


@pytest.mark.parametrize("text", [
    "If the trainer exits, they go away with it.",
    "Tree beats ring at small sizes, because latency dominates there.",
])
def test_plain_claims_are_not_certainty(text):
    assert not ABSOLUTE.search(text)


@pytest.mark.parametrize("text", [
    "It depends on the framework and how the checkpoint was written.",
    "I'd check with the team whether that's supported.",
    "I'd raise tickets with the vendor and let them tell us.",
    "Follow whatever the runbook says for each one.",
    "Restart from the last save and see if it happens again.",
])
def test_deferral_is_read(text):
    assert DEFERRAL.search(text)


def test_a_short_deferral_is_weak(library):
    sub = read(library, RING, "It depends on the library version, so I'd check with the team what we run.")
    assert sub.defers and not sub.specifics and not sub.hedged
    assert DepthRules(deferral_below_words=40).adjust("partial", 0.0, False, False, sub) == "weak"
    assert DepthRules().adjust("partial", 0.0, False, False, sub) == "partial"
    # what was asked shown, or said at length, is left to the other rules
    assert DepthRules(deferral_below_words=40).adjust("partial", 0.5, True, False, sub) == "partial"
    assert DepthRules(deferral_below_words=5).adjust("partial", 0.0, False, False, sub) == "partial"
