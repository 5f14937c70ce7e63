"""Round 34 (lane cw34, issue #12: partial answers rated strong). An answer that says it leaves part of the question
uncovered is not strong (``DepthRules.disclaimer_caps_strong``); ``gaps`` reads that admission in the candidate's own
first person only. ``voiced_gaps`` reads it in two more voices: reported speech, where an interpreter or note-taker
voices the candidate as "he"/"she" ("he says ... how NCCL picks he isn't sure"), counted only in an answer that reports
its speaker; and a stressed first person ("I honestly don't know", "I don't have a good sense of", "I won't guess").
A gap said of a colleague in a first-person story, in a condition, or about the situation still to be learnt ("yet",
"not even know which run") is not one.
"""

from __future__ import annotations

import pytest
from test_closed_off28 import _assess

from interviewer.interview.voiced_gaps import voiced_gaps

ADMITTED = [
    "She says she would pin the loader workers first. How the sampler resumes she isn't sure, she says.",
    "He explains the bucket sizes at length. The exact default he does not remember.",
    "She says it is a placement group; what happens when the head dies she couldn't tell you.",
    "He says they ran everything on Slurm. He has never used Kubernetes for training.",
    "she says the reduce goes in fp32 and she doesn't really know where the compiler fits",
    "The all-gather runs in bf16. How the compiler treats the hooks I genuinely don't know.",
    "Backfill and requeue, mostly. I don't have a good sense of what either one saves.",
    "Two bytes for the weights, the rest I won't guess at.",
]
"""A gap the candidate admits, voiced by someone else or stressed."""

NOT_ADMITTED = [
    # a first-person story: "she" is a colleague, and the answer does not report its speaker
    "I paged the on-call and she wasn't sure either, so I pulled the flight recorder myself.",
    # reported, but the gap is a condition, or about the situation still to be learnt
    "He says if she doesn't know which node it is, she dumps every rank's stack.",
    "She says first she does not even know which run is slow, so she asks.",
    "He says he doesn't know yet whether it is the fabric or the loader, so he measures both.",
    # reported, no gap
    "She says the ring sends each chunk n minus one times and the tree halves the latency.",
    # the plain first person is ``gaps``'s to read, not this module's
    "I'm not sure how NCCL picks the algorithm.",
    "If I don't know which rank it is yet, I dump them all.",
]


@pytest.mark.parametrize("text", ADMITTED)
def test_a_gap_reported_of_the_candidate_or_stressed_is_read(text):
    assert voiced_gaps(text)


@pytest.mark.parametrize("text", NOT_ADMITTED)
def test_a_colleagues_gap_a_condition_a_situation_or_no_gap_is_not(text):
    assert voiced_gaps(text) == ()


REPORTED = ("He says he would set TORCH_NCCL_TRACE_BUFFER_SIZE and TORCH_NCCL_DUMP_ON_TIMEOUT=1 so every rank dumps "
            "its flight recorder when the watchdog fires, then compare the last collective sequence number each rank "
            "entered: the rank that is behind the others is the one that never arrived.{gap}")


def _depth(gap: str):
    return _assess(REPORTED.format(gap=gap), "oncall-lead", "collective-hang", "hang-localisation")


def test_a_strong_answer_voiced_by_an_interpreter_that_admits_a_gap_is_partial():
    assert _depth("").depth == "strong"
    capped = _depth(" What the sequence numbers look like in the dump he isn't sure, he says.")
    assert capped.depth == "partial"
    assert any("disowns part of what was asked" in line for line in capped.evidence)


def test_a_colleagues_gap_in_a_reported_answer_leaves_it_strong():
    assert _depth(" He says his team lead once thought the dump was slow, and it is not.").depth == "strong"
