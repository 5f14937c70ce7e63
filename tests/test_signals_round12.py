"""Round 12 (issue #12 item 1): a strong answer said in new words is still credited.

Every answer here is invented for the test. Each says an asked signal the way another engineer would - a spoken or
spelled-out name, plain words for a mechanism, a different word order or article, a list of what the anchor asks for
without the one phrase the old concept group demanded - and the offline assessor credits it. The controls keep the
precision the new words could cost: a withdrawn idea, a wrong claim about how a placement group is reserved.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library

from listening_helpers import assess


@pytest.fixture(scope="module")
def library():
    return load_library()


SAID_DIFFERENTLY = [
    # spoken: the serving engine spelled out letter by letter
    ("rollout-engine", "infra-ray/rl-on-ray", "", "rollout-engine",
     "generation runs on v l l m replicas and the trainer only consumes the finished samples"),
    # plain words: reduce-scatter as "send a piece on, add what arrives"
    ("ring-phases", "coding-interviewer/ring-allreduce-impl", "", "ring-phases",
     "Each worker sends one slice to the right every round and adds what arrives from the left, so after "
     "n minus one rounds it holds one finished slice; then it passes the finished slices round once more."),
    # the FSDP2 prefetch API and what it overlaps, said in the block's own terms
    ("overlap-and-prefetch", "design-scale-architect/fsdp2-mesh", "overlap-and-prefetch", "overlap-and-prefetch",
     "The next block's weights are fetched during the current block's forward; set_modules_to_forward_prefetch "
     "lets it run two blocks ahead at the price of more unsharded weights held."),
    # a hard placement-group strategy named with what it does
    ("strict-pack", "infra-reliability/ray-placement-and-ft", "placement-groups", "placement-groups",
     "STRICT_PACK for each engine's bundles, so its eight GPUs land on one machine."),
    # per-node nccl-tests are a health check
    ("per-node-nccl-tests", "infra-cluster-ops/topology-placement", "health-checks", "health-checks",
     "all_reduce_perf per node first, then pairwise tests between suspects, so one weak HCA cannot hide in an average."),
    # per-source loss beside the sample ids: triage from evidence, before any remedy
    ("spike-evidence", "oncall-lead/loss-spike", "spike-triage", "spike-triage",
     "Loss per data source at every step around each spike, and the sample IDs of every batch in the window."),
    # a status update: what I have done, by when, and what I need to hear
    ("status-update", "panel-postmortem/ambiguous-ask", "summarise-decisions", "summarise-decisions",
     "Quick update: I've asked for the job to be pinned to one pod, which should recover the speed by Friday; tell me "
     "if you need it sooner."),
    # hangs into exits, and a shorter timeout said with the verb after its object
    ("hang-to-exit-faster", "infra-reliability/elastic-recovery", "detection-and-recovery", "detection-and-recovery",
     "TORCH_NCCL_ASYNC_ERROR_HANDLING=1 so a stuck collective kills the process; the collective timeout defaults to "
     "ten minutes, and we will lower it to two."),
    # checkpoint-and-resume said with "save" for checkpoint, the dead machine left out
    ("resume-without-it", "infra-cluster-ops/ecc-mid-training", "", "mid-training-recovery",
     "The other ranks block in the collective until the watchdog fires; then relaunch without that machine from the "
     "last save."),
    # a race fixed by reordering: read after the writer is done, and read a copy
    ("reorder-the-reader", "coding-interviewer/concurrency-bugs", "race-fixing", "race-fixing",
     "The monitor thread reads .grad while backward is still accumulating into it. Take the norm after the last "
     "micro-batch instead and hand the thread a copy."),
    # an Xid code stated after the word, with when it applies
    ("xid-code-after-the-word", "infra-cluster-ops/ecc-mid-training", "", "xid-literacy",
     "The driver logs an Xid in the kernel log, 79 if the card fell off the bus, and that rank dies while the rest "
     "wait in the all-reduce."),
    # the placement choice said as "separate them", beside a fix for the tail
    ("separate-them", "infra-ray/rl-on-ray", "placement-and-long-tail", "placement-and-long-tail",
     "Separate them once the policy is this big. For the stragglers, over-provision prompts and keep the first batch "
     "that finishes."),
    # recovery without restarting the world, in plain words: drop the broken group, restore from a peer's memory
    ("in-job-recovery", "infra-reliability/elastic-recovery", "in-job-recovery", "in-job-recovery",
     "Leave the survivors running: they cancel the broken communication group and form a new one with a warm spare, "
     "which restores its shard from an in-memory replica on a peer."),
]


@pytest.mark.parametrize("ref,probe,signal,text", [c[1:] for c in SAID_DIFFERENTLY],
                         ids=[c[0] for c in SAID_DIFFERENTLY])
def test_an_asked_signal_said_in_other_words_is_credited(library, ref, probe, signal, text):
    assert signal in assess(library, ref, text, probe=probe).shown


def test_a_delay_put_in_to_force_the_interleaving_is_a_forced_interleaving(library):
    text = "Add a delay in the reader so it always runs mid-accumulation, and assert the two norms are equal."
    assert "testing-edge-cases" in assess(library, "coding-interviewer/concurrency-bugs", text,
                                          probe="testing-edge-cases").shown


def test_a_sleep_withdrawn_for_a_deterministic_interleaving_keeps_the_credit(library):
    # control: the delay family is read only with its purpose ("so it always ..."), so a sleep the candidate takes
    # back is not the occurrence the signal is quoted from (a withdrawn quote would lose the credit)
    text = ("A sleep - no, better: make the interleaving deterministic with a hook between two accumulation steps, and "
            "assert the logged norm equals the optimizer's.")
    assert "testing-edge-cases" in assess(library, "coding-interviewer/concurrency-bugs", text,
                                          probe="testing-edge-cases").shown


def test_a_placement_group_placed_in_part_is_the_hint_misconception(library):
    # a group's bundles are reserved all at once or not at all: naming STRICT_SPREAD does not rescue the claim
    text = "STRICT_SPREAD for the trainer. When the cluster is full Ray partly places the group and adds the rest later."
    result = assess(library, "infra-reliability/ray-placement-and-ft", text, probe="placement-groups")
    assert result.red_flags == ["placement-group-is-a-hint"]
    assert "placement-groups" not in result.shown and result.depth == "weak"

