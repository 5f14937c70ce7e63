"""Claims checked against the calculators' laws: every right wording passes, every wrong one is caught (issue #12)."""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library
from interviewer.interview import claim_checks
from interviewer.interview import quantities as q
from interviewer.interview.formulas import allreduce_bytes, pipeline_bubble, young_interval

# --- formulas, in several notations -------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "each rank sends 2(N-1)/N of the buffer",
    "each rank sends 2*(n-1)/n of the buffer",
    "each rank ships 2(n−1)/n of its buffer",
    "so each GPU sends two times n minus one over n of the data",
    "each rank sends twice (n minus one) over n of the buffer",
    "the bandwidth part is two n minus one over n times the message size",  # spoken, ambiguous: abstains
    "reduce-scatter alone sends (n-1)/n of the buffer",
    "busbw is algbw times 2(n-1)/n, so it's comparable to the link",
    "each rank sends roughly 2x the buffer however many ranks there are",
])
def test_right_allreduce_volume_in_any_notation_passes(text):
    assert not allreduce_bytes(text)
    assert claim_checks.quantity_contradictions(text) == []


@pytest.mark.parametrize("text", [
    "each rank sends (n-1) times the buffer",
    "so (n-1) times the buffer per rank",
    "each rank sends 2(n-1) times the buffer",
    "each GPU moves n times the data",
    "each rank sends n x the buffer",
])
def test_a_volume_that_grows_with_n_is_caught(text):
    assert allreduce_bytes(text)


@pytest.mark.parametrize("text", [
    "the bubble is (p-1)/(m+p-1)",
    "bubble is p minus one over m plus p minus one so four stages is small",
    "Bubble fraction is (p minus 1) over (m plus p minus 1), p stages",
    "the bubble is about (p-1)/m here",
    "with interleaving the bubble is (p-1)/(v*m)",  # another schedule: abstains
    "with one micro-batch the bubble is (p-1)/p",  # the m = 1 case is right
])
def test_right_bubble_in_any_notation_passes(text):
    assert not pipeline_bubble(text)


@pytest.mark.parametrize("text", ["the bubble is (p-1)/p, 75 percent", "the bubble is m/(m+p-1) so it grows",
                                  "the bubble is m over m plus p, so"])
def test_a_wrong_bubble_formula_is_caught(text):
    assert pipeline_bubble(text)


@pytest.mark.parametrize("text", [
    "Young: tau = sqrt(2CM)", "Daly: tau ~ sqrt(2 C M)", "Young/Daly: tau ≈ sqrt(2·C·M)", "τ ≈ sqrt(2δM)",
    "interval = sqrt(2 x write time x MTBF): with 30 s",
    "the sweet spot is roughly the square root of twice the save time times the time between crashes",
    "interval is square root of 2 times write time times MTBF",
    "the overhead is roughly sqrt(2C/M), about 1%",  # the overhead, not the interval
    "the interval is the square root of two times save time times 12 hours",  # a worked figure, not a formula
])
def test_right_young_daly_in_any_notation_passes(text):
    assert not young_interval(text)


@pytest.mark.parametrize("text", ["the checkpoint interval is sqrt(2 x MTBF / write time), so",
                                  "interval = sqrt(MTBF/C) so every few minutes",
                                  "Young says the interval is the square root of the write time over the MTBF"])
def test_a_wrong_young_daly_formula_is_caught(text):
    assert young_interval(text)


# --- directions and sizes -----------------------------------------------------------------------------------------

RIGHT = [
    "Ring is bandwidth-optimal but takes 2(n-1) steps, whereas the tree is log n deep.",
    "Tree has logarithmic latency, ring's grows linearly.",
    "Ring isn't log n, it's 2(n-1) steps.",
    "Adam's state is 12 bytes per parameter, six times the bf16 weights.",
    "With ZeRO-1 the optimizer state per GPU gets small.",
    "The optimizer took a long time in many small kernels, so I switched to fused Adam.",
    "The bigger the job, the more often it fails: MTBF divided by the number of GPUs.",
    "People think MTBF doesn't change with job size, but it drops as 1/N.",
    "A slower checkpoint means a longer interval, by Young's formula.",
    "With more failures you checkpoint more often.",
    "1F1B has the same bubble as GPipe; it only caps activation memory.",
    "Interleaved 1F1B shrinks the bubble by the number of virtual stages.",
    "More micro-batches shrink the bubble.",
    "We got to 45% MFU, which is good for a dense model.",
    "Nobody hits 90% MFU.",
    "Even at 100% MFU it would take 20 days, so at 40% it's 50.",
    "Training FLOPs are 6ND: 2ND forward and 4ND backward.",
    "The forward pass is 2·N·D FLOPs and training is three times that.",
    "Is it true that 1F1B removes the bubble?",
    "bf16 weights are 2 bytes per parameter, grads 2, and Adam 12, so 16 bytes per parameter for training.",
    "The weights, at 2 bytes per parameter, are 140 GB; with gradients and Adam it's 16 bytes per parameter.",
    "Adam's moments in bf16 would be 4 bytes per parameter, plus the fp32 master.",
    "2 bytes per parameter for the weights, then the gradients and the optimizer on top.",
    "With ZeRO-3 over 64 GPUs that's about 0.25 bytes per parameter per GPU of Adam training state.",
    "Failures scale with the number of GPUs, so MTBF falls as the job grows.",
    "Ring is not a tree: it takes 2(n-1) steps.",
    "Ring is better than tree for large messages.",
    "Ring's bandwidth term stays flat as you add ranks, but its latency grows linearly.",
    "Each GPU fails every 50,000 hours, so the job fails every 50,000 / 4,096 hours, about 12.",
]
WRONG = [
    "Ring all-reduce takes log n steps.",
    "Ring's latency is logarithmic, so it scales well.",
    "That's the same cost as a ring all-reduce, it takes log2(n) steps.",
    "Ring sends the whole buffer around the ring n times.",
    "Plus Adam, which is small, a few percent.",
    "The optimizer state is negligible next to the weights.",
    "MTBF doesn't really change with job size since each GPU is independent.",
    "The failure rate doesn't depend on the number of GPUs.",
    "The slower the checkpoint write, the more often you should checkpoint.",
    "Bigger checkpoints mean you checkpoint more frequently.",
    "1F1B eliminated the bubble, so I'd not count it.",
    "GPipe has the smallest bubble because all micro-batches are in flight.",
    "More microbatches make the bubble bigger.",
    "A well-tuned job runs at 90% MFU.",
    "Fast enough is 100 percent MFU.",
    "Training FLOPs are 2·N·D, so 2.1e24.",
    "Training compute is 2 x params x tokens.",
    "Everything's in bf16 now, including Adam's moments, so it's 6 bytes per parameter.",
    "It's 8 bytes per parameter: 2 for the weights, 2 for the gradients and 4 for Adam.",
    "Failure rate doesn't scale with the number of GPUs because the job only fails if rank 0's node fails.",
    "Ring all-reduce is a recursive doubling scheme really.",
    "Ring is the latency-optimal one.",
    "Each GPU fails every 50,000 hours, so the job does too.",
]


@pytest.mark.parametrize("text", RIGHT)
def test_right_claims_pass(text):
    assert claim_checks.quantity_contradictions(text) == []


@pytest.mark.parametrize("text", WRONG)
def test_wrong_claims_are_caught(text):
    assert claim_checks.quantity_contradictions(text)


def test_every_law_names_its_calculator():
    assert all("calc" in law.fact for law in q.LAWS.values())


def test_an_answer_that_contradicts_a_law_is_weak():
    library = load_library()
    ref = "design-architect/failure-and-checkpointing"
    right = ("Per-GPU MTBF of a few years divided by 16,000 GPUs means a failure every few hours, so the job MTBF "
             "shrinks with size; checkpoint on Young/Daly, sqrt(2 x write time x MTBF), asynchronously.")
    wrong = ("GPUs fail about once every few years each, and MTBF doesn't really change with job size since each GPU "
             "is independent; checkpoint on Young/Daly, sqrt(2 x write time x MTBF), asynchronously.")
    assert listening_helpers.assess(library, ref, right).depth != "weak"
    assert listening_helpers.assess(library, ref, wrong).depth == "weak"
