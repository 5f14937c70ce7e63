"""Round 10: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh7's tuning half or of fresh6, in wordings written
for these tests (none is taken from a labelled set): what an output or a document says read out with no
conclusion of the candidate's own, someone's view reported from an incident bridge, a confident wrong cause the
page invites (storage, slow SMs, the head node, CPU-starved generation, optimizer state), the right failure on
another component, rank or shard, a wrong-cause phrase that must stay inside its own clause or word sense, a
wrong cause denied in its own words, 'the only option is' (not a list of options), and plain forms of a mechanism
or a culprit (the store went with the node, a division by an empty mask, averaging across ranks, a zero-padded
node number said alone, a dataset never cleaned, a component that stores every result, the part that decides
which expert gets a token).
"""

from __future__ import annotations

from listening_helpers import credited


def test_what_an_output_or_a_document_says_is_relayed_unless_the_candidate_concludes(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "According to the shift notes, GPU 4 on gpu-b06 dropped off the PCIe bus with Xid 79.",
        "The kernel log says GPU 4 on gpu-b06 dropped off the PCIe bus with Xid 79.",
        "The kernel log says Xid 79 on b06, so GPU 4 on gpu-b06 dropped off the PCIe bus.",
        "As the kernel log shows, GPU 4 on gpu-b06 dropped off the PCIe bus with Xid 79.",
    ]) == [False, False, True, True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The fabric team's change ticket says the new template turned off ECN marking on the spines.",
        "The new template turned off ECN marking on the spines, so DCQCN never slows the senders.",
    ]) == [False, True]


def test_a_confident_wrong_cause_the_page_invites_is_not_the_diagnosis(capsys, tmp_path):
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "num_workers fell back to the default of 2, but the real bottleneck is the S3 reads.",
        "num_workers fell back to the default of 2 and those workers are stuck waiting on the network.",
        "num_workers fell back to the default of 2, and JPEG decode on two processes throttles the whole run.",
    ]) == [False, False, True]
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "Rank 67 on gpu-c09 is the straggler: its SMs are running slower than everyone else's.",
        "Rank 67 on gpu-c09 is the straggler: its PCIe link trained down to x8.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "Engine 7's bundle can't be placed because the head node doesn't have 32 CPUs to give it.",
        "The replacement node came up with num-cpus 48, so its engines are CPU-starved during generation.",
        "The replacement node came up with num-cpus 48, so after engine 6 it is CPU-starved at 16 and engine 7's "
        "bundle can't be placed.",
    ]) == [False, False, True]


def test_a_wrong_cause_phrase_stays_inside_its_own_clause(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The head advertises CPUs so score_batch tasks run there, and the buffer actor leaks.",
        "The score_batch tasks leak memory and that is the cause.",
    ]) == [True, False]


def test_plain_forms_of_a_mechanism_or_a_culprit(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "gpu-e17 hosted the c10d store; when e17 lost power the store went with it.",
    ]) == [True]
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "A zero-token micro-batch hit rank 611 and the loss is NaN from dividing by an empty mask.",
        "Rank 611 produced one NaN and gradients are averaged across ranks, so it reached everyone.",
    ]) == [True, True]
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "the requeue pulled in 023 and the P2P path on 023 stalls, so every rank waits in the collective",
        "the requeue pulled in 041 and the P2P path on 041 stalls, so every rank waits in the collective",
    ]) == [True, False]


def test_a_person_on_the_incident_bridge_is_reported(capsys, tmp_path):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "The support engineer on the bridge says GPU 5 in d092 is silently miscomputing its GEMMs.",
    ]) == [False]


def test_the_right_failure_on_another_component_rank_or_shard_is_elsewhere(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "The ConnectX NIC in gpu-b06 dropped off the PCIe bus, and every restart lands on that node again.",
    ]) == [False]
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "Rank 12 got a row with 0/0 loss and the all-reduce spread that NaN into every rank.",
        "Rank 611 got a row with 0/0 loss and the all-reduce spread that NaN into every rank.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "loss-spike-data-mix", [
        "The spikes come from base64 blobs in web-en part-00917.",
    ]) == [False]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "The head pod got num-cpus 48 from the new spec, so engine 7's bundle has nowhere to land.",
    ]) == [False]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The rollout buffer leaks without bound on one of the GPU workers.",
    ]) == [False]


def test_the_right_culprit_beside_a_wrong_account_of_the_memory(capsys, tmp_path):
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "The aux loss is zero so routing collapses, but the memory comes from the optimizer: bigger Adam moments.",
        "The aux loss is zero so routing collapses onto a few experts, and rank 5's activations fill the GPU.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The rollout buffer leaks, and the driver gathers all rollouts too.",
    ]) == [False]


def test_plain_english_forms_of_the_culprit_and_the_mechanism(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "The c10d store lived on gpu-e17, and the PSU failure took the rendezvous state down with it.",
    ]) == [True]
    assert credited(capsys, tmp_path, "loss-spike-data-mix", [
        "The new forum dataset was never cleaned before it went into the mix.",
    ]) == [True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The actor on the head stores every result it is handed and never deletes any of them.",
    ]) == [True]
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "With nothing keeping it fair, the layer that decides which expert gets a token sends them all to the "
        "same few experts.",
    ]) == [True]


def test_the_only_option_is_not_a_list_of_options_and_a_denied_wrong_cause_is_dismissed(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The template turned off ECN marking on the spines, so the switches' only option is PFC pause frames.",
        "The options are: the template turned off ECN marking on the spines, or PFC storms.",
    ]) == [True, False]
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "The restart budget wasn't exhausted: the c10d store was hosted on e17 and died with it.",
        "The restart budget was exhausted, and the c10d store was hosted on e17 and died with it.",
    ]) == [True, False]
