"""Round 17's misconceptions: false claims that used to pass for the signal they misstate are caught, their correct
counterparts are not, and a negation before "because" does not reach the reason clause after it.

Every sentence here is written afresh for the family, not copied from a bench answer. Plain data, the shipped
lexicon and the lexical assessor; no model.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library
from interviewer.content.matching import local_clause_start

assess = listening_helpers.assess


@pytest.fixture(scope="module")
def library():
    return load_library()


@pytest.mark.parametrize("ref,text,flag", [
    ("design-architect/run-layout", "Adding more stages makes the bubble smaller, so go deep.",
     "bubble-shrinks-with-stages"),
    ("infra-ray/head-node-memory", "Spilling copies objects from disk into memory once the store fills up.",
     "spilling-direction-reversed"),
    ("infra-reliability/ray-placement-and-ft", "The tensors are sent through the GCS to the other actors.",
     "object-data-through-gcs"),
    ("infra-cluster-ops/topology-placement", "Each GPU talks to each NIC over the NVSwitch, so any pairing works.",
     "nic-traffic-via-nvswitch"),
    ("panel-postmortem/performance-story", "Big GEMMs are memory-bound, so we optimised bandwidth first.",
     "large-gemm-memory-bound"),
    ("infra-hiring-manager/starving-gpus", "The data loader runs on the GPU, so the worker count hardly matters.",
     "loader-runs-on-gpu"),
    ("infra-hiring-manager/starving-gpus", "Storage can't be the problem because the dataset stays cached in HBM.",
     "data-cached-in-hbm"),
    ("design-architect/data-to-gpu", "We dedup in the data loader as samples stream past.", "dedup-in-the-loader"),
    ("infra-capacity-planner/failure-budget", "The optimal interval is the MTBF divided by the checkpoint save time.",
     "interval-ignores-mtbf"),
    ("infra-network/ring-and-tree", "NCCL chooses the algorithm once during init for the whole job.",
     "algorithm-choice-fixed"),
])
def test_a_false_claim_in_the_signals_words_is_caught(library, ref, text, flag):
    assert flag in assess(library, ref, text).red_flags


@pytest.mark.parametrize("ref,text,flag", [
    ("design-architect/run-layout", "More micro-batches make the bubble smaller; more stages make it bigger.",
     "bubble-shrinks-with-stages"),
    ("infra-ray/head-node-memory", "Spilling moves objects from the full store out to disk and restores them later.",
     "spilling-direction-reversed"),
    ("panel-postmortem/performance-story", "Big GEMMs are compute-bound; the norms and elementwise ops are memory-bound.",
     "large-gemm-memory-bound"),
    ("infra-network/ring-and-tree", "The tree reduces up to the root and broadcasts back down, so latency is log n.",
     "allreduce-is-reduce-broadcast"),
])
def test_the_correct_counterpart_is_not_flagged(library, ref, text, flag):
    assert flag not in assess(library, ref, text).red_flags


def test_a_negation_before_because_does_not_reach_the_reason():
    text = "Storage can't be the bottleneck because the data is cached in HBM."
    assert text[local_clause_start(text, text.index("the data")):].startswith("because")
    negated = "It is not because the data is cached in HBM."
    assert local_clause_start(negated, negated.index("the data")) == 0
