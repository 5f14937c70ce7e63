"""Round 13's misconception families: each false claim is caught in wordings beyond the one it was written
from, and its correct counterpart, which uses the same words, is not (negation, contrast, attribution).

A family is content: a false claim real candidates make (near-duplicates are harmless, bf16 is safe for
everything, every token visits every expert, DDP splits the state, NCCL's "-1" tree entries are broken
links, SHARP on RoCE), read by the concept matcher's stance rules. Plain data and the lexical assessor.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library

assess = listening_helpers.assess


@pytest.fixture(scope="module")
def library():
    return load_library()


@pytest.mark.parametrize("ref,text,flag", [
    ("design-architect/data-to-gpu", "Near-dups are fine honestly, they act like augmentation, so I only drop "
     "exact copies by hash.", "near-dups-are-harmless"),
    ("design-architect/data-to-gpu", "Only exact duplicates matter; a page that differs by a footer is a "
     "different document.", "near-dups-are-harmless"),
    ("oncall-lead/loss-spike", "Nothing has to be kept in fp32 precision any more, bf16 is fine everywhere.",
     "bf16-safe-everywhere"),
    ("design-architect/run-layout", "Every token is routed to all 8 experts and the router just weights the "
     "sum, so it's dense compute.", "moe-token-through-every-expert"),
    ("design-architect/memory-and-sharding", "Vanilla DDP shards the optimizer state over the ranks, so 70B "
     "fits easily.", "ddp-shards-state"),
    ("infra-network/debug-during-hang", "When you see -1/-1/-1 in the Trees line, that means the link to that rank is "
     "dead.", "tree-minus-one-is-link-down"),
    ("infra-network/nccl-tuning-fabrics", "Our RoCE switches support SHARP too, so in-network reduction is "
     "the same on both.", "sharp-on-roce"),
    ("infra-capacity-planner/failure-budget", "The interval is basically half the MTBF, checkpoint that "
     "often.", "interval-ignores-mtbf"),
    ("oncall-lead/loss-spike", "FP8 has no scaling at all, it's just a narrower float.", "fp8-needs-no-scaling"),
    ("infra-capacity-planner/failure-budget", "GPUs hardly ever fail these days, we saw maybe one interruption in "
     "the whole run, so checkpoint daily.", "gpu-mtbf-millions-of-hours"),
    ("infra-ray/large-payloads", "Actors can't return large objects, so the arrays go through tasks.",
     "ray-get-or-actor-semantics"),
    ("design-scale-architect/fsdp2-mesh", "torch.compile doesn't work with fully_shard, so we turned compile off.",
     "fsdp2-ignores-mixed-precision-or-compile"),
    ("infra-network/debug-during-hang", "NCCL_DEBUG=INFO prints the bandwidth of every all-reduce, so the slow rank "
     "stands out.", "nccl-debug-prints-timing"),
])
def test_a_family_member_written_afresh_is_caught_and_weak(library, ref, text, flag):
    result = assess(library, ref, text)
    assert flag in result.red_flags
    assert result.depth == "weak"


@pytest.mark.parametrize("ref,text", [
    ("design-architect/data-to-gpu", "People assume near-duplicates are harmless, but they over-weight "
     "boilerplate, so MinHash with LSH over 5-gram shingles and drop pairs above 0.8 Jaccard."),
    ("oncall-lead/loss-spike", "It's not true that nothing needs to stay in higher precision: master weights "
     "and the reductions stay fp32 under bf16."),
    ("design-architect/run-layout", "Each token does not go through every expert: the router picks the top 2, "
     "and expert parallelism moves tokens with an all-to-all."),
    ("design-architect/memory-and-sharding", "DDP doesn't split the state, every rank holds a full replica; "
     "FSDP is what shards it."),
    ("infra-network/nccl-tuning-fabrics", "SHARP isn't available on RoCE, only on the InfiniBand Quantum "
     "switches, so the Ethernet cluster reduces on the GPUs."),
    ("infra-capacity-planner/failure-budget", "People say GPUs hardly ever fail, but at 4,096 of them with a "
     "50,000-hour MTBF each the job fails about every 12 hours."),
    ("design-scale-architect/fsdp2-mesh", "It's a myth that torch.compile doesn't work with fully_shard: compile "
     "each block, then fully_shard it."),
])
def test_the_correct_counterpart_in_the_same_words_is_not_a_misconception(library, ref, text):
    flags = {"near-dups-are-harmless", "gpu-mtbf-millions-of-hours", "fsdp2-ignores-mixed-precision-or-compile", "bf16-safe-everywhere", "moe-token-through-every-expert", "ddp-shards-state",
             "sharp-on-roce"}
    assert not flags & set(assess(library, ref, text).red_flags)


def test_a_buzzword_recital_joined_by_one_link_is_not_rated_on_what_it_recites(library):
    # Two buzzwords ("classic", "optimal") and one figure-like token: a recital, whose credit `credited` takes back; a
    # "so" joining the slogans does not make depth read the terms as covered (it was strong before round 13).
    text = "Classic alpha-beta stuff, bandwidth-optimal and latency-bound, so O(p) steps, basically optimal."
    result = assess(library, "coding-interviewer/ring-allreduce-impl", text, probe="cost-model")
    assert (result.depth, result.shown) == ("weak", {})
