"""Round 12: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh9's tuning half or of fresh8, in wordings written for
these tests (none is taken from a labelled set): a case imagined with "in the scenario where … would"; hearsay told to
someone else ("the lead was told X"; "was told to" is an order) or mentioned by someone on a team; a cause walked
back; a cause set aside with "so that's not the problem", or called a red herring after a PCI address; a plan said as
a noun ("step one for me is dmesg on …"); an answer to one's own "what's different?" whose subject holds 'differs'
("the node whose image differs is …"); and the lists: a node that "has gone down", "the same node" after the host is
named, "leaving 16" CPUs, bit flips in a GPU's math, grads synced but not weights, a denominator that "hit zero" or a
zero token count, nothing left to train on, the zero-loss row pinned on its data source, the core layer, waiting
only for node 0; wrong causes: duplicates and overfitting, dropped tokens in a dropless run, latest written before
the local dcp.save finished, slow NVLink, hosts without enough cores, latency-bound reads, bit flips in HBM.
"""

from __future__ import annotations

from listening_helpers import credited


def test_a_case_imagined_with_in_the_scenario_where_is_a_supposition(capsys, tmp_path):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "In the case where a batch holds only prompt tokens after truncation, the masked mean would be 0/0.",
        "In a situation where one sequence is all prompt, its loss would come out as 0/0.",
        "A batch held only prompt tokens after truncation, so the masked mean was 0/0.",
    ]) == [False, False, True]


def test_hearsay_told_to_someone_else_is_not_the_candidates_view(capsys, tmp_path):
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "The on-call engineer was told the drain killed gpu-037's upload mid-copy.",
        "Our SRE was told to drain gpu-037, and that drain killed its upload mid-copy.",
    ]) == [False, True]


def test_a_plan_said_as_a_noun_is_a_plan(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "Step one for me is the kernel log on gpu-b06, for an Xid 79 on GPU 4.",
        "First step would be lspci on gpu-b06, for GPU 4 falling off the bus.",
        "GPU 4 on gpu-b06 fell off the bus: Xid 79.",
    ]) == [False, False, True]


def test_an_answer_to_ones_own_question_with_differs_in_its_subject_is_an_answer(capsys, tmp_path):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "So which node stands out? The only box whose driver differs is h100-023, on 560 while the rest run 550, "
        "and its transfers stall the ring.",
    ]) == [True]


def test_lists_a_host_that_has_gone_down_or_the_same_node(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "The c10d store ran on the batch host, which has gone dark.",
        "The rendezvous endpoint is gpu-e17, and that same node lost its power.",
        "The rendezvous endpoint is gpu-e17, and another node lost its power.",
    ]) == [True, True, False]


def test_lists_sixteen_cpus_left_bit_flips_and_grads_not_weights(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "Engine 7's bundle stays pending because it needs 32 CPUs and engine 6 took 32 of the new node's 48, leaving 16.",
    ]) == [True]
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "GPU 5 on gpu-d092 flips bits in its matmuls.",
        "The HBM on gpu-d092 is flipping bits.",
        "GPU 5 on gpu-d092 keeps flipping bits in its HBM.",
        "Replica 11's copy of shard 37 wanders off because HSDP syncs grads, not weights.",
    ]) == [True, False, False, True]


def test_lists_a_denominator_that_hit_zero(capsys, tmp_path):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "After truncation the token count hit zero on rank 611, so its loss was 0 over nothing.",
        "The denominator dropped to zero on rank 611 once its sequence was truncated.",
    ]) == [True, True]


def test_wrong_causes_duplicates_dropped_tokens_and_the_local_save(capsys, tmp_path):
    assert credited(capsys, tmp_path, "loss-spike-data-mix", [
        "forum-v2 is read from the raw path, and its duplicated posts make the model overfit.",
        "forum-v2 is read from the raw path, so base64 blobs reach training.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "The router collapsed because the aux loss is 0, so overflow tokens get dropped and rank 5 runs out of memory.",
        "The router collapsed because the aux loss is 0; the run is dropless, so no tokens are dropped and rank 5's "
        "activations grow.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "latest gets written before dcp.save has finished its local shard writes.",
        "latest gets written before the other nodes' uploads have finished.",
    ]) == [False, True]


def test_a_view_mentioned_by_someone_on_a_team_is_reported(capsys, tmp_path):
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "A colleague on the storage team mentioned that latest is written before the other nodes' uploads finish.",
        "Somebody from the night shift pointed out latest is written before the other nodes' uploads finish.",
        "latest is written before the other nodes' uploads finish.",
    ]) == [False, False, True]


def test_a_cause_walked_back_is_taken_back(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on gpu-b06 fell off the bus. Hmm, let me walk that back, I'd blame the fabric.",
        "GPU 4 on gpu-b06 fell off the bus, I'll walk that back though, the fabric looks worse.",
    ]) == [False, False]


def test_a_cause_set_aside_with_so_thats_not_the_problem_or_a_red_herring_after_an_address(capsys, tmp_path):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "GPU 3 on gpu-c09 trained its link down to x8, so that's not the problem.",
        "The x8 link on 5d:00.0 is a red herring; the slow step is the firmware.",
        "GPU 3 on gpu-c09 trained its link down to x8, so its all-reduce is late every step.",
    ]) == [False, False, True]


def test_wrong_causes_nvlink_too_few_cores_and_latency_bound_reads(capsys, tmp_path):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "GPU 3 on gpu-c09 is at x8, so the NVLink all-reduce between its GPUs is slow.",
    ]) == [False]
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "num_workers fell to 2 because the old key is ignored, and the hosts don't have enough cores to decode.",
        "num_workers fell to 2 because the old key is ignored, so the S3 reads are latency-bound.",
        "num_workers fell to 2 because the old key is ignored, so two workers can't decode fast enough.",
    ]) == [False, False, True]


def test_lists_the_core_layer_waits_only_for_node_0_and_nothing_left_to_train_on(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "Last week's push to the core layer disabled ECN marking for the RoCE queue.",
    ]) == [True]
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "The save path waits only for node 0's upload and then writes latest.",
    ]) == [True]
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "Truncation left that row with nothing to train on on rank 611.",
        "On rank 611 the masked mean divided by a zero token count.",
    ]) == [True, True]


def test_a_zero_loss_row_pinned_on_another_data_source_is_elsewhere(capsys, tmp_path):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "A math-web row on rank 611 had zero loss tokens, so its mean was 0/0.",
        "An instruct-synth-03 row on rank 611 had zero loss tokens, so its mean was 0/0.",
    ]) == [False, True]
