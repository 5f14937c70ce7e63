"""Round 28: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one reading behind a near miss or a miss of fresh24's tuning half, in wordings written for these tests
(none is taken from a labelled set): a retraction said outright ("I'm withdrawing that", "Retracting, …") takes back
the claim before it; a turn that ends with the cause still unknown has stated none; a bot's pasted summary is not the
candidate's; a wrong account named as what to leave alone is dismissed; "it's either X or Y" is one option among
several; "that's why …" draws on the sentence before it; and the scenarios' new wording families and wrong accounts.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

from interviewer.interview.disowned import (alternatives, kept_as_is, left_open, listed_options, opens_with_withdrawal,
                                           tool_said)


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("xid79-fallen-off-bus",
     "GPU 4 on gpu-b06 fell off the bus, but I'm withdrawing that; the job died from an NCCL timeout.",
     False),
    ("elastic-rendezvous-timeout",
     "The c10d store lived on gpu-e17 and died with it. Retracting, I misread the launch script: it's a firewall rule.",
     False),
    ("sdc-cross-replica-checksum",
     "Lead: retracting, the earlier note was wrong. Rank 741 on gpu-d092 silently computes wrong GEMM results.", True),
    ("sdc-cross-replica-checksum",
     "I withdraw the ECC theory: GPU 5 on gpu-d092 silently computes wrong matmul results.", True),
])
def test_a_retraction_said_outright_takes_back_what_it_follows(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("straggler-pcie-downtrained",
     "Rank 67 on gpu-c09 has its PCIe link trained down to x8. Scratch the table read though; the cause remains "
     "unclear.",
     False),
    ("silent-nan-cascade",
     "A micro-batch with zero loss tokens divides 0/0 on rank 611. Honestly, we still don't know the root cause.",
     False),
    ("silent-nan-cascade",
     "The cause was unclear for a day; then we found it: a micro-batch with zero loss tokens divides 0/0 on one rank.",
     True),
])
def test_a_turn_that_leaves_the_cause_open_states_none(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("ray-head-oom", "Triage bot summary: the rollout buffer actor leaks memory on the head node.", False),
    ("ray-head-oom", "The assistant says the rollout buffer leaks; I checked its RSS growth myself.", False),
    ("ray-head-oom",
     "The bot blamed the metrics aggregator. Wrong: the rollout buffer actor leaks, it never evicts old rollouts.",
     True),
])
def test_a_bots_summary_is_not_the_candidates(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("dataloader-starvation",
     "Leave the S3 bucket alone, it is fine: num_workers from the run config is ignored, so the loader uses 2 workers.",
     True),
    ("straggler-pcie-downtrained",
     "Don't chase thermal throttling: rank 67 on gpu-c09 has its PCIe link trained down to x8, so its group runs at "
     "half bandwidth.", True),
    ("ray-placement-group-pending",
     "It's either the GCS forgetting the placement group or engine 7's bundle that doesn't fit the new node.", False),
    ("ray-placement-group-pending",
     "The cause is either engine 7's bundle that can't be placed on the replacement node or a stale autoscaler view.",
     False),
    ("ray-placement-group-pending",
     "Our trainer processes take up most CPUs on their nodes, leaving too little; that's why engine 7 can't be "
     "scheduled.", False),
    ("ray-placement-group-pending",
     "The replacement pod offers 48 CPUs and engine 6 holds 32; that's why engine 7's bundle can't be placed.", True),
])
def test_dismissals_alternatives_and_what_that_is_why_draws_on(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("sdc-cross-replica-checksum", "GPU 5 on gpu-d092 miscalculated some of its products.", True),
    ("silent-nan-cascade", "One rank got a sample with nothing to learn from, and its loss ends up dividing zero by "
                           "zero.", True),
    ("xid79-fallen-off-bus", "One GPU in gpu-b06 disconnected from the server at 4:12 and took the job down.", True),
    ("xid79-fallen-off-bus", "GPU 4 of gpu-b06 dropped off its internal PCIe bus.", True),
    ("elastic-rendezvous-timeout", "The rendezvous endpoint ran on e17; its power failure left nobody to regroup with.",
     True),
    ("loss-spike-data-mix", "The new source went into the mix before it was filtered.", True),
    ("partial-checkpoint-resume", "The commit marker latest was written once the node-0 upload finished; there is no "
                                  "cross-node wait on the uploads.", True),
    ("ray-head-oom", "ppo/buffer.py leaks: its list only ever grows.", True),
    ("roce-pfc-ecn-regression", "Since the template push the spine switches no longer set CE on the RoCE priority.",
     True),
    ("moe-expert-imbalance-oom", "In v2 someone set the load-balancing aux loss to zero, so the router collapsed onto "
                                 "a few experts.", True),
])
def test_new_wordings_of_each_mechanism(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text"), [
    ("moe-expert-imbalance-oom", "The expert bias flag was false in the v2 config."),
    ("roce-pfc-ecn-regression", "DCQCN is not getting any notifications."),
    ("straggler-pcie-downtrained", "Rank 67's GEMMs are the bottleneck on gpu-c09."),
    ("dataloader-starvation", "The decode workers are starved because the object store cannot keep up with the JPEG "
                              "reads."),
    ("straggler-pcie-downtrained", "Rank 67 sits behind a GPU-to-NIC link that came up at x8 on gpu-c09, so its "
                                   "group's reduce-scatter runs at half speed and the other ranks wait."),
])
def test_observations_and_wrong_accounts(capsys, tmp_path, scenario, text):
    expected = scenario == "straggler-pcie-downtrained" and "GPU-to-NIC" in text  # the GPU's own link: the cause
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("ray-head-oom",
     "- GCS memory growth\n- rollout buffer actor leaking on the head\n- head pod undersized\nnot sure which yet",
     False),
    ("ray-head-oom", "- culprit: the rollout buffer actor on the head\n- mechanism: it leaks, nothing is ever evicted",
     True),
])
def test_an_undecided_list_of_causes_is_not_a_conclusion(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


def test_the_readings_themselves():
    assert opens_with_withdrawal("Human: retracting, the table was misread.")
    assert not opens_with_withdrawal("The node was withdrawn from service.")
    assert left_open("…, root cause still unknown.") and not left_open("The cause of the x8 link is unknown.")
    assert tool_said("Bot summary: X.") and not tool_said("The robot arm moved.")
    assert kept_as_is("so leave ", "QK-norm and fp8 alone: …") and not kept_as_is("so leave ", "QK-norm on.")
    assert kept_as_is("don't touch ", "the LR schedule") and alternatives("it's either the cable or the NIC")
    assert not alternatives("either restart it or drain the node")
    assert listed_options("- a\n- b\nwill dig") and not listed_options("- cause: a\n- fix: b")
