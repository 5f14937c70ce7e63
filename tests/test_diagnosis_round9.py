"""Round 9: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh6's tuning half, in wordings written for these
tests (none is taken from a labelled set): a retraction opened by a bare "no" or "actually", someone else's view
in a written account or from one person, the right cause pinned on another loader, rank, node or device, a wrong
mechanism told with the right culprit, an observation whose consequence follows in the next sentence, and plain
forms of a culprit.
"""

from __future__ import annotations

from listening_helpers import credited


def test_a_retraction_opened_by_a_bare_no_or_actually_takes_back_the_sentence_before(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on gpu-b06 fell off the PCIe bus with Xid 79. No, scratch that, the reboot log says otherwise.",
        "GPU 4 on gpu-b06 fell off the PCIe bus with Xid 79. Actually, scratch that, it's the network.",
        "GPU 4 on gpu-b06 fell off the PCIe bus with Xid 79. No doubt about it.",
    ]) == [False, False, True]


def test_one_persons_view_or_a_written_account_is_reported_not_asserted(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "Our network guy says the template switched off ECN marking on the spines, so DCQCN never throttles.",
        "The fabric team's incident write-up says ECN marking is off on the spines, so PFC does all the braking.",
        "The postmortem draft says the spines stopped marking ECN after the template push.",
        "The template switched off ECN marking on the spines, so DCQCN never throttles.",
    ]) == [False, False, False, True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The rollout buffer leaks, it keeps every rollout forever. I haven't looked myself.",
    ]) == [False]


def test_the_right_cause_on_another_loader_rank_or_node_is_elsewhere(capsys, tmp_path):
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "The eval loader's num_workers fell back to the default of 2 after the schema change.",
        "The training loader's num_workers fell back to the default of 2 after the schema change.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "With the aux loss at zero the router collapses, and local rank 2 is the one whose memory explodes.",
        "With the aux loss at zero the router collapses, and local rank 5 is the one whose memory explodes.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "Engine 7's bundle can't be placed because 10.8.3.22 has no CPUs free.",
        "Engine 7's bundle can't be placed because 10.8.3.41 only has 16 CPUs free.",
    ]) == [False, True]


def test_the_right_culprit_with_a_wrong_mechanism_is_not_the_diagnosis(capsys, tmp_path):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "h100-023 has the newer driver and NCCL refuses to communicate across mismatched drivers, so it hangs.",
        "h100-023 has the newer 560 driver, unlike the rest, and its P2P copies hang on it, so every rank waits.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "The aux loss is zero so routing collapses, and the all-to-all buffers are what fill the GPU.",
    ]) == [False]
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "gpu-037's shards are gone: its disk was wiped before the upload even started.",
    ]) == [False]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The new host image turned off ECN on all the ConnectX NICs, so the template on the spines never matters.",
    ]) == [False]
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "On gpu-c09 the HCA mlx5_3 trained at x8, so rank 67's traffic is halved and everyone waits for it.",
        "On gpu-c09 GPU 3's link to its NIC trained at x8, so rank 67's traffic is halved and everyone waits.",
    ]) == [False, True]


def test_an_observation_needs_what_it_did_to_the_run_which_may_follow_in_the_next_sentence(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "Engine 7's group is listed, and the replacement pod's spec has num-cpus set to 48.",
        "The replacement pod advertises 48 CPUs instead of 64. Engine 6 took 32. So engine 7 waits forever.",
    ]) == [False, True]


def test_plain_forms_of_answer_only_loss_and_truncation_name_the_culprit(capsys, tmp_path):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "With answer-only loss, a row truncated before its answer leaves zero loss tokens, and 0/0 is NaN.",
        "Long prompts got cut before the response, so there was nothing to average over on rank 611.",
    ]) == [True, True]


def test_a_single_digit_rank_such_as_the_logging_rank_is_another_component(capsys, tmp_path):
    # Rank 0 logs the alert and the loss: a cause pinned on it is pinned on the wrong rank.
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "Rank 0's GPU is silently corrupting its matmuls, no ECC error and no Xid.",
        "Rank 741's GPU is silently corrupting its matmuls, no ECC error and no Xid.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "Rank 0 drew a micro-batch with zero loss tokens, so its masked mean is 0/0.",
        "Rank 611 drew a micro-batch with zero loss tokens, so its masked mean is 0/0.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "The router collapsed with the aux loss at zero and rank 3 gets every hot expert's tokens until it OOMs.",
        "The router collapsed with the aux loss at zero and rank 101 gets every hot expert's tokens until it OOMs.",
    ]) == [False, True]


def test_a_mechanism_phrase_that_runs_across_a_contrast_is_not_one_account(capsys, tmp_path):
    # The mechanism 'shut down … upload' is matched across "but": the candidate sets the two against each other.
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "gpu-037 was shut down, but its upload had completed well before.",
        "gpu-037 was shut down while its upload was still running, so its shards never made it.",
    ]) == [False, True]


def test_more_components_the_page_names_pin_the_cause(capsys, tmp_path):
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "Balancing is off so the router collapsed and GPU 2 gets most of the tokens until it OOMs.",
        "Balancing is off so the router collapsed and GPU 5 gets most of the tokens until it OOMs.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "A micro-batch on h100-000 had zero loss tokens, so the masked mean was 0/0.",
        "A micro-batch on h100-076 had zero loss tokens, so the masked mean was 0/0.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The rollout buffer actor runs on a worker node and leaks, it never evicts a rollout.",
        "The rollout buffer actor runs on the head node and leaks, it never evicts a rollout.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "h100-023 has a different driver from the rest, so NCCL is unable to communicate with it and everything hangs.",
    ]) == [False]


def test_plain_wordings_of_a_count_left_and_of_wrong_causes(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "The replacement pod has 48 CPUs; engine 6 took 32, sixteen left, and engine 7 needs 32, so it waits forever.",
        "The replacement pod is short on GPUs, so engine 7 can't fit.",
    ]) == [True, False]
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "Rank 67 holds everyone back because its silicon is a slow one.",
    ]) == [False]


def test_a_cause_called_a_symptom_or_told_with_the_wrong_effect_is_not_the_diagnosis(capsys, tmp_path):
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "The aux loss is zero and routing is lopsided, but that's only a symptom of something else.",
        "The aux loss is zero so routing is lopsided, and the optimizer states on rank 5 balloon until OOM.",
        "The aux loss is zero so routing is lopsided and the all-to-all times out.",
        "The aux loss is zero so routing is lopsided, and local rank 5's activations grow until OOM.",
    ]) == [False, False, False, True]


def test_someone_elses_conclusion_or_a_thread_is_reported(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The on-call's diagnosis is that the rollout buffer leaks, it never evicts a rollout.",
        "The Slack thread says the rollout buffer leaks because it never evicts a rollout.",
        "The on-call's diagnosis is that the rollout buffer leaks, it never evicts a rollout, and I agree.",
    ]) == [False, False, True]
