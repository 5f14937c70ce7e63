"""Round 38 (lane arith38): two round-37 checks, on what they misread.

A wrong stated result that the answer does not carry into its conclusion (an exponent slip in the writing, the next
step worked from the true value) does not make the answer weak; one that carries does (``interview.carried``). A word
of certainty that grades a difference ("an entirely different failure", "a separate job completely", "always the
same runbook") is not certainty (``interview.degree``). Plain unit tests: the behaviour is in text-in, verdict-out
functions, with no model and so no cassette.
"""

from __future__ import annotations

import pytest

from interviewer.interview.carried import carried_errors, uncarried_slips
from interviewer.interview.computations import arithmetic_errors
from interviewer.interview.degree import grades_difference
from interviewer.interview.substance import ABSOLUTE

# ------------------------------------------------------------------ (a) a slip that does not carry

UNCARRIED = [
    # 2 x 13e9 x 1e6 is 2.6e16, written 2.6e19; 2.6e16 / (512 x 300e12) is 0.17 s, as concluded
    "Forward and backward is roughly 2 x 13e9 x 1e6 = 2.6e19 FLOPs per batch, and spread over 512 GPUs "
    "doing 300 TFLOP/s each that's about 0.17 seconds a batch, so the all-reduce has to fit under that.",
    # 3.2e9 x 8 is 25.6e9 bytes, written 256 GB; 25.6 GB at 50 GB/s is half a second, as concluded
    "The gradients are 3.2e9 x 8 = 256 GB in fp64 by my count, and at 50 GB/s that comes to about 0.5 seconds.",
    # the true value restated later, in the same unit
    "Per node it's 8 x 80 GB = 6400 GB of HBM. So 640 GB a node, and the model fits in two nodes with room for "
    "activations.",
]

CARRIED = [
    # the same slip, and the conclusion worked from the wrong figure (1,700 s, not 0.17 s)
    "Forward and backward is roughly 2 x 13e9 x 1e6 = 2.6e19 FLOPs per batch, and spread over 512 GPUs "
    "doing 300 TFLOP/s each that's about 170 seconds a batch, so the all-reduce is irrelevant.",
    # the wrong figure used as an operand of the next line
    "Compute: 2 x 13e9 x 1e6 = 2.6e19. Then 2.6e19 / 1.5e17 = 170 seconds per batch.",
    # the wrong figure restated
    "Per node it's 8 x 80 GB = 6400 GB of HBM. With 6400 GB a node the whole model fits in one.",
    # nothing after the slip to tell: the flag stands
    "Per node it's 8 x 80 GB = 6400 GB of HBM.",
]


@pytest.mark.parametrize("text", UNCARRIED)
def test_a_slip_the_conclusion_does_not_carry_is_not_an_error(text):
    assert arithmetic_errors(text)  # the round-37 check still sees the slip
    assert carried_errors(text) == []
    assert uncarried_slips(text) and uncarried_slips(text)[0].startswith("arithmetic slip not carried")


@pytest.mark.parametrize("text", CARRIED)
def test_a_slip_carried_into_the_conclusion_stays_an_error(text):
    assert carried_errors(text) == arithmetic_errors(text) != []
    assert uncarried_slips(text) == []


def test_right_arithmetic_has_nothing_to_carry():
    text = "2 x 13e9 x 1e6 = 2.6e16 FLOPs, so about 0.17 seconds on 512 GPUs at 300 TFLOP/s."
    assert carried_errors(text) == [] and uncarried_slips(text) == []


def test_the_closing_check_reads_the_carried_errors():
    from interviewer.interview import closing

    assert closing.carried_errors is carried_errors


# ------------------------------------------------------------------ (b) certainty words that grade a difference

def _absolutes(text: str) -> list[str]:
    return [m.group(0) for m in ABSOLUTE.finditer(text) if not grades_difference(text, m.start(), m.end())]


@pytest.mark.parametrize("text", [
    "Restarting one rank is cheap; restarting the whole gang is an entirely different cost.",
    "The eval jobs run on a completely separate pool, so they never queue behind training.",
    "Sharded checkpoints load fast, but resharding to a new world size is another problem entirely.",
    "Whoever is on call, it's always the same runbook: drain, reboot, burn-in.",
    "Each rank reads a totally distinct shard of the dataset.",
])
def test_a_word_that_grades_a_difference_is_not_certainty(text):
    assert ABSOLUTE.search(text)
    assert _absolutes(text) == []


@pytest.mark.parametrize("text", [
    "Once the driver reloads the card is completely fine again.",
    "That is entirely the storage team's fault.",
    "It's always NCCL, you restart and move on.",
    "Another node is completely dead after that.",
    "The other job is totally unaffected by it.",
])
def test_a_word_that_vouches_for_a_claim_is_still_certainty(text):
    assert _absolutes(text)


def test_always_the_same_announcing_one_answer_for_every_case_is_certainty():
    assert _absolutes("Whatever the symptom, the fix is always the same: bump the timeout.")
    assert _absolutes("For a slow run it's always the same thing: the data loader.")
