"""Round 48 (lane sp48): round 47's take-back of a one-signal credit fires only when the gap the answer admits is in
the mechanism asked for, never when only a label is forgotten (``gap_objects``).

Pairs both ways: the same answer forgetting a name, a number, a version or where a setting lives keeps its credit; the
same answer unsure how, why or when the mechanism works loses it. ``tests/test_substance.py``'s case (the mechanism in
plain words, then "I don't remember what it's called") keeps its credit unchanged.
"""

from __future__ import annotations

import pytest

from interviewer.interview.assess import LexicalAssessor
from interviewer.interview.gap_objects import forgets_labels_only, gap_kinds
from test_signals_round47 import NVLINK, TOPOLOGY, assess

FSDP = "design-architect/memory-and-sharding"
PREFETCH = ("Start pulling the next block's weights from the other GPUs while this block is still computing, so the "
            "wait hides under the work. ")


@pytest.fixture(scope="module")
def lex():
    return LexicalAssessor().lexicon


@pytest.mark.parametrize(("label", "mechanism"), [
    ("I'm not sure how many streams it uses.", "I'm not sure how it overlaps with the compute."),
    ("I don't recall how the variable is spelled.", "I don't recall how the buckets are scheduled."),
    ("I don't remember where that option is set.", "I'm not sure where it hangs."),
    ("I forget which version added it.", "I don't know why it would stall then."),
    ("I couldn't tell you the flag.", "I couldn't tell you what happens to the actors during a restart."),
    ("The exact numbers I don't remember.", "How the restore side is paced I'm not sure."),
    ("There's a setting for it but I don't remember what it's called.", "I'm not sure when it's issued."),
    ("I don't remember all the letters in it.", "The memory side I'm not sure, I'd have to check the paper."),
])
def test_a_forgotten_label_and_a_gap_in_the_mechanism_are_told_apart(lex, label, mechanism):
    assert gap_kinds(label, lex) and set(gap_kinds(label, lex)) == {"label"}
    assert "mechanism" in gap_kinds(mechanism, lex)
    assert forgets_labels_only(label, lex) and not forgets_labels_only(mechanism, lex)


def test_a_label_gap_beside_a_mechanism_gap_is_still_a_gap_in_the_mechanism(lex):
    assert not forgets_labels_only("I forget the name, and I'm not sure how it overlaps.", lex)


def test_being_unsure_of_the_mechanism_stated_is_not_forgetting_a_name(lex):
    assert not forgets_labels_only("It fails on timeouts I think, if a node takes too long to join.", lex)


def test_no_gap_is_not_a_label_gap(lex):
    assert not forgets_labels_only("Prefetch the next block's weights while this one computes.", lex)


def test_the_mechanism_in_plain_words_with_its_name_forgotten_keeps_the_credit():
    result = assess(FSDP, PREFETCH + "There's a setting for it but I don't remember what it's called.",
                    "overlap-and-prefetch")
    assert result.depth == "partial" and "overlap-and-prefetch" in result.shown


def test_near_miss_the_same_words_unsure_how_it_overlaps_lose_it():
    result = assess(FSDP, PREFETCH + "I'm not sure how the two actually line up in time.", "overlap-and-prefetch")
    assert result.depth == "partial" and "overlap-and-prefetch" not in result.shown
    assert "overlap-and-prefetch" in result.approached
    assert any("nothing concrete" in line for line in result.evidence)


def test_a_forgotten_version_keeps_the_credit_and_an_unknown_cause_does_not():
    kept = assess(FSDP, PREFETCH + "There's a setting for it but I forget which version added it.",
                  "overlap-and-prefetch")
    lost = assess(FSDP, PREFETCH + "There's a setting for it but I don't know why it would stall then.",
                  "overlap-and-prefetch")
    assert kept.depth == lost.depth == "partial"
    assert "overlap-and-prefetch" in kept.shown and "overlap-and-prefetch" not in lost.shown


def test_topology_with_the_matrix_letters_forgotten_keeps_the_credit():
    kept = assess(TOPOLOGY, NVLINK + " There's a matrix view of it, I don't remember all the letters in it.",
                  "topology-awareness")
    lost = assess(TOPOLOGY, NVLINK + " Which NIC sits near which GPU I'm not sure.", "topology-awareness")
    assert kept.depth == lost.depth == "partial"
    assert "topology-awareness" in kept.shown and "topology-awareness" not in lost.shown
