"""Vacuous sentences: a mechanism's shape (a connective between domain terms) with nothing stated."""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library
from interviewer.interview.vacuous import vacuous


@pytest.mark.parametrize("sentence", [
    "We gave up what we had to give up by choosing it, and there were other options on the table.",
    "Honestly we did what we needed to do, so the launch went fine.",
    "It ran on the fabric, so it was limited by the fabric.",
    "It's latency-bound or bandwidth-bound, depending on the message size.",
])
def test_a_sentence_that_restates_itself_or_leaves_the_choice_open_is_vacuous(sentence):
    assert vacuous(sentence)


@pytest.mark.parametrize("sentence", [
    "We gave up latency to get throughput, because the batch had to fill before we could send it.",
    "We did what the runbook said, so the node was drained before the restart.",
    "Below about 64 KB it's latency-bound or bandwidth-bound depending on the protocol, LL or Simple.",
    "It ran on the fabric, so it was bound by the spine uplinks at 400 Gb/s.",
])
def test_a_sentence_that_relates_two_things_is_not_vacuous(sentence):
    assert not vacuous(sentence)


def test_a_short_answer_whose_only_mechanism_restates_itself_is_not_strong():
    library = load_library()
    text = ("It sat on the roofline, so it was bound by the roofline: memory-bound or compute-bound depending on the "
            "arithmetic intensity.")
    result = listening_helpers.assess(library, "panel-postmortem/performance-story", text, probe="roofline-bandwidth")
    assert result.depth == "partial"  # strong before round 13: the sentence counted as a stated mechanism
