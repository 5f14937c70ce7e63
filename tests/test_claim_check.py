"""Claim check (round 6): false claims in the catalogue's families, said the way blind authors say them.

Two things changed. A misconception's stance is read in its own clause: a claim that follows a clause
negating something else ("fp8 doesn't need scaling - E5M2 has ...") or precedes a "which is why" is
still asserted, while an attribution ("people think ...") or a contradiction ("..., but ...") anywhere
in the sentence still disowns it. And the catalogue's claim families gained patterns for phrasings
attested in two or more dev sources. The wordings below are this file's own, not any corpus item's;
each false claim's truth is in its red flag's description (checked against Transformer Engine, NCCL
and PyTorch docs). Plain data and the lexical assessor: no model, so no cassettes.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon


@pytest.fixture(scope="module")
def library():
    return load_library()


assess = listening_helpers.assess


def flags(library, ref, text):
    persona, topic_id = ref.split("/")
    rubric = library.rubric(library.persona(persona).topic(topic_id).dimension)
    lex = default_lexicon()
    return lex.red_flags(lex.read(text), rubric)


@pytest.mark.parametrize("ref,text,flag", [
    # A claim after a clause that negates something else is still the candidate's claim.
    ("oncall-lead/loss-spike", "You don't need delayed scaling for this - E5M2 has plenty of precision, so the "
     "weights live in it.", "fp8-formats-swapped"),
    # ... and so is one followed by "which is why" / "that's why" in a later clause.
    ("infra-network/ring-and-tree", "Tree is the bandwidth-optimal algorithm, and that's why big buckets go "
     "through it.", "ring-tree-roles-swapped"),
])
def test_a_claim_is_read_in_its_own_clause(library, ref, text, flag):
    assert flag in flags(library, ref, text)


@pytest.mark.parametrize("ref,text", [
    ("oncall-lead/loss-spike", "People assume E5M2 has more precision, but it has two mantissa bits against E4M3's "
     "three."),
    ("infra-network/ring-and-tree", "Tree is the bandwidth-optimal one, but only in the sense people misremember; "
     "ring is what moves 2(n-1)/n of the buffer."),
    ("oncall-lead/loss-spike", "The forward does not run in E5M2: weights and activations are E4M3."),
])
def test_an_attributed_or_contradicted_claim_is_not_asserted(library, ref, text):
    assert [f for f in flags(library, ref, text) if f in ("fp8-formats-swapped", "ring-tree-roles-swapped")] == []


@pytest.mark.parametrize("ref,text,flag", [
    ("oncall-lead/loss-spike", "Activations go in E5M2 because they need range.", "fp8-formats-swapped"),
    ("oncall-lead/loss-spike", "Gradients are stored in E4M3 since they want the precision.", "fp8-formats-swapped"),
    ("oncall-lead/loss-spike", "With fp8 there are no scale factors at all, it just casts.", "fp8-needs-no-scaling"),
    ("infra-network/ring-and-tree", "Ring is the latency one, you pick it for tiny messages.",
     "ring-tree-roles-swapped"),
    ("design-scale-architect/fsdp2-mesh", "I'd wrap with fully_shard first and then layer the TP plan with "
     "parallelize_module afterwards.", "one-dimensional-mesh"),
    ("design-scale-architect/fsdp2-mesh", "A single flat mesh is fine for both.", "one-dimensional-mesh"),
    ("infra-network/debug-during-hang", "Set NCCL_SOCKET_IFNAME=ib0, that is how NCCL learns which HCA to run "
     "RDMA over.", "socket-ifname-picks-the-hca"),
    ("infra-reliability/elastic-recovery", "torchrun just restarts the worker that crashed, the others keep "
     "their memory.", "torchrun-restarts-only-the-failed-rank"),
    ("design-architect/data-to-gpu", "An MD5 per file and dropping repeats covers the near-duplicates as well.",
     "exact-hash-finds-near-dups"),
    ("design-architect/data-to-gpu", "Tokenizing on the fly in the workers; that part costs nothing.",
     "tokenizing-in-loop-is-free"),
    ("infra-capacity-planner/failure-budget", "Each GPU is rated for decades between failures, so failures are "
     "rare for us.", "interval-ignores-mtbf"),
    ("infra-capacity-planner/price-a-run", "Training compute is 2 x N x D for a dense model.", "training-flops-not-6nd"),
    ("design-architect/memory-and-sharding", "Once prefetch is on, the inter-node network basically stops "
     "mattering.", "overlap-hides-all-communication"),
    ("design-architect/memory-and-sharding", "Gradients are essentially free here.", "optimizer-state-is-small"),
    ("design-scale-architect/checkpoint-resharding", "DCP only restores to the same world size you saved from.",
     "dcp-needs-same-world-size"),
])
def test_claim_families_from_two_or_more_sources_are_caught(library, ref, text, flag):
    assert flag in flags(library, ref, text)


@pytest.mark.parametrize("ref,text", [
    ("oncall-lead/loss-spike", "Weights and activations in E4M3, gradients in E5M2 - the hybrid recipe."),
    ("design-scale-architect/fsdp2-mesh", "parallelize_module on the tp sub-mesh first, then fully_shard on dp."),
    ("infra-network/debug-during-hang", "NCCL_SOCKET_IFNAME picks the IP interface for bootstrap; NCCL_IB_HCA "
     "picks which HCA carries RDMA."),
    ("design-architect/data-to-gpu", "SHA-256 catches exact copies but near-duplicates need MinHash with LSH."),
    ("infra-capacity-planner/failure-budget", "Each GPU fails every 50,000 hours, so across 4,096 GPUs the job "
     "fails about once every 12 hours."),
    ("infra-capacity-planner/price-a-run", "It's 6 x 70B x 15T, about 6.3e24 FLOPs; the forward alone is 2ND."),
    ("design-architect/memory-and-sharding", "The fabric doesn't matter as long as each layer's compute covers "
     "its all-gather."),
])
def test_the_true_statements_next_to_those_claims_are_not_flagged(library, ref, text):
    persona, topic_id = ref.split("/")
    rubric = library.rubric(library.persona(persona).topic(topic_id).dimension)
    wrong = {f.id for f in rubric.red_flags if f.kind == "misconception"}
    assert [f for f in flags(library, ref, text) if f in wrong] == []


def test_a_fluent_answer_built_on_a_caught_claim_is_weak(library):
    result = assess(library, "oncall-lead/loss-spike", "fp8 doesn't need scaling factors - E5M2 has enough "
                    "mantissa for the forward, so weights and activations use it, and E4M3 keeps the range for "
                    "gradients.", probe="low-precision-recipes")
    assert result.depth == "weak"
    assert {"fp8-formats-swapped"} <= set(result.red_flags)


# ------------------------------------------------------------------ round 7: three more families, set F's authors among them

@pytest.mark.parametrize("ref,text,flag", [
    # pinned memory slows the copy (B9, D, E, F): now also with "host-to-device" before "copy"
    ("design-architect/data-to-gpu", "Switch pin_memory off; pinned memory slows down the host-to-device copy.",
     "pinned-memory-slows-copies"),
    # the optimizer state is cheap to lose (B9, F): "Adam's moments warm back up", not only "Adam warms up"
    ("design-architect/failure-and-checkpointing", "Leave the optimizer out of the checkpoint; Adam's moments warm "
     "back up in a couple of hundred steps.", "optimizer-reinit-harmless"),
    # the seed alone resumes the data (C, F): a seed, then a restart that reproduces or starts the epoch over
    ("design-architect/data-to-gpu", "We seed the sampler, so after a restart the loader reproduces the same order.",
     "resume-from-seed-alone"),
    ("design-architect/data-to-gpu", "The shuffle has a fixed seed, so when the job restarts it starts the epoch "
     "over and nothing is lost.", "resume-from-seed-alone"),
])
def test_round_seven_claim_families_are_caught(library, ref, text, flag):
    assert flag in flags(library, ref, text)


@pytest.mark.parametrize("ref,text", [
    ("design-architect/data-to-gpu", "Pinned memory lets the host-to-device copy run asynchronously."),
    ("design-architect/failure-and-checkpointing", "Adam's moments go in the checkpoint: re-initialised, they "
     "take hundreds of steps to settle and the loss jumps."),
    ("design-architect/data-to-gpu", "The seed alone is not enough: after a restart we load the sampler's position "
     "from the checkpoint, and only then does the loader continue exactly where it was."),
])
def test_the_true_statements_next_to_round_seven_claims_are_not_flagged(library, ref, text):
    persona, topic_id = ref.split("/")
    rubric = library.rubric(library.persona(persona).topic(topic_id).dimension)
    wrong = {f.id for f in rubric.red_flags if f.kind == "misconception"}
    assert [f for f in flags(library, ref, text) if f in wrong] == []
