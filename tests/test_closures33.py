"""Round 33 (lane cw33, issue #12: confident-wrong answers rated strong). An answer the concept matcher credits with
nothing asked, that rules something out flatly ("there's no", "doesn't matter", "guaranteed", "by design") and concedes
nothing anywhere (no "but", "except", "unless") is weak at any length (``closures``, ``DepthRules.closure_weak``): a
reasoned closure says what it leaves standing, a one-sided one is how the confident-wrong voice sounds. An answer that
shows what was asked, hedges, or grants a limit keeps its depth.
"""

from __future__ import annotations

import pytest
from test_closed_off28 import _assess

from interviewer.interview.closures import closures, concedes
from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.substance import Substance

CLOSED = [
    "The page cache is shared across ranks, so there's no reason to stage the shards locally.",
    "Which node restarts first doesn't matter at all with elastic launch.",
    "so yeah the retry is guaranteed to go through on the second attempt",
    "By design the scheduler keeps the placement, no manual pinning needed.",
    "The optimizer state never moves, so no reshard is required on resume.",
    "Skipping the warmup steps is harmless once the loss has settled.",
    "Honestly the extra copy costs nothing on NVLink.",
    "You don't need a barrier there, the stream ordering handles it.",
    "It makes no difference whether the buckets are 25 or 100 megabytes.",
]
"""Something ruled out flatly, in several voices."""

OPEN = [
    "Is there no way to keep the shards on local disk?",
    "If the job is small, there's no point in sharding the optimizer.",
    "My lead thinks the bucket size doesn't matter; I'd measure it.",
    "What guarantees the order between the two writers?",
    "The gather overlaps the next block's compute, and the memory cost is one block.",
]
"""A question, a supposition, someone else's view, a word the question uses, no closure at all."""


@pytest.mark.parametrize("text", CLOSED)
def test_a_flat_claim_that_rules_something_out_is_a_closure(text):
    assert closures(text)


@pytest.mark.parametrize("text", OPEN)
def test_a_question_a_supposition_a_report_or_the_questions_word_is_no_closure(text):
    assert closures(text, "What guarantees the order between the two writers?") == ()


@pytest.mark.parametrize("text, granted", [
    ("There's no need to rebuild the model, but the RNG state does not carry over.", True),
    ("Nothing special is needed except a new data-loader offset.", True),
    ("It would cost nothing, though we'd still share the filesystem.", True),
    ("Unless the world size changes, the sampler state resumes as is.", True),
    ("The sampler state resumes as is and the job carries on.", False),
])
def test_a_limit_or_counter_case_granted_is_a_concession(text, granted):
    assert concedes(text) is granted


def sub(**kw) -> Substance:
    base = dict(words=70, new_words=30, specifics=("40 GB/s",), links=("a so b", "c because d"), plain_links=0,
                terms=4)
    return Substance(**{**base, **kw})


def test_a_one_sided_closure_with_nothing_asked_shown_is_weak():
    rules = DepthRules(closure_weak=True, elaborated_new_words=22)
    closed = sub(closures=("there's no",))
    why: list[str] = []
    assert rules.adjust("partial", 0.0, False, False, closed, why) == "weak"
    assert any("a flat closure" in line for line in why)
    # without the closure the same answer is lifted for explaining at length in its own words
    assert rules.adjust("partial", 0.0, False, False, sub()) == "strong"
    assert rules.adjust("partial", 0.0, False, False, sub(closures=("there's no",), concedes=True)) == "strong"
    assert rules.adjust("partial", 0.0, False, False, sub(closures=("there's no",), hedged=True)) == "partial"
    assert rules.adjust("partial", 0.5, True, False, closed) == "partial"  # it shows what was asked: kept
    assert rules.adjust("strong", 1.0, True, False, closed) == "strong"
    assert DepthRules(elaborated_new_words=22).adjust("partial", 0.0, False, False, closed) == "strong"
    assert default_rules().closure_weak


FLUENT = ("On a single node loss the job just pulls the dead node's state from the other ranks: every rank mirrors its "
          "shard into the host memory of the rank next to it each step, so the replacement node reads it back over the "
          "fabric in well under a minute and training continues from the very step it stopped at. {closure}")


def _depth(closure: str):
    return _assess(FLUENT.format(closure=closure), "design-scale-architect", "checkpoint-resharding", "in-job-recovery")


def test_a_fluent_answer_that_closes_the_question_one_sidedly_is_weak():
    plain = _depth("")
    closed = _depth("There's no reason to touch the filesystem at all.")
    assert plain.depth == "partial"
    assert closed.depth == "weak"
    assert any("a flat closure" in line for line in closed.evidence)


def test_a_closure_that_grants_a_limit_or_hedges_keeps_its_depth():
    assert _depth("There's no reason to touch the filesystem, unless the neighbour dies too.").depth != "weak"
    assert _depth("I think there's no reason to touch the filesystem.").depth == "partial"


def test_a_one_sided_closure_is_not_lifted_from_weak_for_a_mechanism_stated_at_length():
    rules = DepthRules(closure_weak=True, substantive_links=1, substantive_words=30, substantive_flat_below_words=40)
    assert rules.adjust("weak", 0.0, False, False, sub()) == "partial"  # a mechanism at length, in its own words
    assert rules.adjust("weak", 0.0, False, False, sub(closures=("no effect",))) == "weak"
    assert rules.adjust("weak", 0.0, False, False, sub(closures=("no effect",), concedes=True)) == "partial"
    assert DepthRules(substantive_links=1, substantive_words=30, substantive_flat_below_words=40).adjust(
        "weak", 0.0, False, False, sub(closures=("no effect",))) == "partial"
