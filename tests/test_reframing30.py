"""Round 30 (lane cw30, issue #12: weak answers rated partial). An answer that puts another question in place of the
one asked ("the more important question is whether ...", "the bigger lever is ...", "I'd push back on the premise") and
shows nothing asked is weak, however long: what it explains is the concern it ranked above the interviewer's
(``reframing.reframes``, ``DepthRules.reframed_weak``). One that answers first and then raises a bigger question keeps
its depth.
"""

from __future__ import annotations

import pytest
from test_closed_off28 import _assess

from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.reframing import reframes
from interviewer.interview.substance import Substance

REFRAMED = [
    "Honestly I think the more important question is whether this service needs a GPU at all.",
    "the real answer here is organisational rather than technical, you fix the on-call rota",
    "The bigger lever would be buying from a vendor with a better burn-in record.",
    "I'd push back on the framing a bit - nobody should be writing their own collectives.",
    "What actually matters is that the customer sees no downtime, the mechanism is secondary.",
    "My biggest priority is getting the postmortem template filled in on time.",
    "so um yeah the higher-leverage thing is hiring another SRE, not tuning this",
    "Once the failure rate is down, how long the save takes stops being the interesting question.",
]
"""Another concern ranked above the one asked, in several voices."""

KEPT = [
    "Isn't the bigger question whether the spine is oversubscribed?",
    "If the real problem is the spine, the busbw drops only above one leaf pair.",
    "My manager thinks the more important question is cost, but I'd start with the flight recorder.",
    "The real bottleneck is the PCIe switch: both GPUs share one NIC.",
    "The bigger the message, the more the ring wins over the tree.",
    "It matters a lot which rank stopped first.",
]
"""A question, a supposition, someone else's view, a diagnosis, a comparison, a plain 'matters'."""


@pytest.mark.parametrize("text", REFRAMED)
def test_another_question_put_in_place_of_the_one_asked_is_a_reframing(text):
    assert reframes(text)


@pytest.mark.parametrize("text", KEPT)
def test_a_question_a_supposition_or_a_diagnosis_is_not_a_reframing(text):
    assert reframes(text) == []


def sub(**kw) -> Substance:
    base = dict(words=60, new_words=30, specifics=(), links=("a so b", "c because d"), plain_links=0, terms=2)
    return Substance(**{**base, **kw})


def test_a_reframing_with_nothing_asked_shown_is_weak():
    rules = DepthRules(reframed_weak=True)
    why: list[str] = []
    framed = sub(reframes=("the bigger question is",))
    assert rules.adjust("partial", 0.0, False, False, framed, why) == "weak"
    assert any("another question put in place" in line for line in why)
    assert rules.adjust("weak", 0.0, False, False, framed) == "weak"
    assert rules.adjust("partial", 0.5, True, False, framed) == "partial"  # it shows what was asked: kept
    assert rules.adjust("strong", 1.0, True, False, framed) == "strong"
    assert DepthRules(reframed_weak=False).adjust("partial", 0.0, False, False, framed) == "partial"
    assert default_rules().reframed_weak


EVASIVE = ("Honestly {opening} so the restart is automatic and nobody has to chase ranks at three in the morning. "
           "If the watchdog kills it after ten minutes and the scheduler requeues it from the last checkpoint, we lose "
           "a little work and nobody gets paged.")
FLUENT = ("Set TORCH_NCCL_TRACE_BUFFER_SIZE and TORCH_NCCL_DUMP_ON_TIMEOUT=1 so every rank dumps its flight recorder "
          "when the watchdog fires, then compare the last collective sequence number each rank entered: the rank "
          "that is behind the others is the one that never arrived. {end}")


def test_an_answer_that_swaps_the_question_for_its_own_is_weak():
    own = _assess(EVASIVE.format(opening="I'd make the job survive hangs instead,"), "oncall-lead", "collective-hang",
                  "hang-localisation")
    swapped = _assess(EVASIVE.format(opening="I think the bigger question is why the job doesn't survive hangs,"),
                      "oncall-lead", "collective-hang", "hang-localisation")
    assert own.depth != "weak"
    assert swapped.depth == "weak"
    assert any("another question put in place" in line for line in swapped.evidence)


def test_an_answer_that_raises_a_bigger_question_after_answering_keeps_its_depth():
    plain = _assess(FLUENT.format(end="Then I'd drain that node."), "oncall-lead", "collective-hang",
                    "hang-localisation")
    raised = _assess(FLUENT.format(end="Then the bigger question is why the watchdog took thirty minutes to fire."),
                     "oncall-lead", "collective-hang", "hang-localisation")
    assert plain.depth == "strong"
    assert raised.depth == plain.depth
