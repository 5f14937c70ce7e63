"""Round 14: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh11's tuning half or of fresh10, in wordings written
for these tests (none is taken from a labelled set): a cause put at another time ("last summer", "in August", "on
the old run") unless compared with this one; a config or log read out field by field ("num_workers: 2 and
pin_memory: false"), a colon after a key not being a conclusion; what a check would look for ("… to check for
silent corruption", "worth checking whether …"); a modal perfect asked without its '?'; "in the case where X, … should";
"Given a …, … would"; the node named in the next sentence; a change said as it happens ("disabling ECN"); and the
scenarios' new wrong accounts (host PFC broken, the buffer on the workers, engine 7 starved and slow, blobs from
web-en) and families (", and it went down", "num-cpus 0 but it doesn't", "there are only 16").
"""

from __future__ import annotations

from listening_helpers import credited


def test_a_cause_put_at_another_time_is_history(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "We had the RolloutBuffer leak eat the head node last summer as well.",
        "A year ago the rollout buffer leaked on the head node of the old cluster.",
        "The RolloutBuffer actor leaks on the head node, the same leak as last summer.",
        "The RolloutBuffer actor leaks about 30 GB an hour on the head node.",
    ]) == [False, False, True, True]
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on gpu-b06 fell off the bus in August and a reboot cleared it.",
        "GPU 4 on gpu-b06 fell off the bus again, like in August.",
        "GPU 4 on gpu-b06 fell off the bus with an Xid 79, and it had one in August too, which a reboot cleared.",
        "that gpu on b06 had an xid 79 in august too and fell off the bus again this morning",
    ]) == [False, True, True, True]


def test_fields_read_out_with_a_colon_are_evidence(capsys, tmp_path):
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "The resolved config prints num_workers: 2 and persistent_workers: false, both at their default.",
    ]) == [False]
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "The kernel log has NVRM: Xid (PCI:0000:8a:00): 79 and then GPU has fallen off the bus.",
        "The kernel log has Xid 79 on 8a:00: that GPU fell off the bus and took the job down.",
    ]) == [False, True]


def test_what_a_check_would_look_for_is_not_found(capsys, tmp_path):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "Let's cordon gpu-d092 and run dcgmi diag on GPU 5 to check for silent data corruption.",
    ]) == [False]
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "Worth checking which host the rdzv endpoint points at, and whether that's the node that died.",
    ]) == [False]


def test_a_modal_perfect_asked_without_its_mark_is_a_guess(capsys, tmp_path):
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "could latest have gone out before the other nodes finished uploading",
        "latest went out before the other nodes finished uploading.",
    ]) == [False, True]


def test_in_the_case_where_and_given_a_suppose(capsys, tmp_path):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "In the case where h100-023's driver is the odd one out, the all-reduce should hang only when it joins.",
    ]) == [False]
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "Given an uploader that only waits for node 0, a node drained mid-upload would leave shards missing.",
    ]) == [False]


def test_the_node_named_in_the_next_sentence_pins_the_cause(capsys, tmp_path):
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "One node's uploader got killed mid-copy and latest went out anyway; that node was gpu-041.",
        "One node's uploader got killed mid-copy and latest went out anyway; that node was gpu-037.",
    ]) == [False, True]


def test_a_change_said_as_it_happens(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The spine template change is disabling ECN marking for priority 3 traffic.",
    ]) == [True]


def test_the_scenarios_new_wrong_accounts(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The host PFC setup is broken: PFC alone on priority 3 is what makes the pause storms.",
    ]) == [False]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The buffer actor leaks, but it lives on the worker nodes and only hurts the head through object pulls.",
        "The buffer actor leaks on the head node; it should run on a worker node with a bounded deque.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "The replacement node has only 48 CPUs, so engine 7 is CPU-starved and comes up too slowly to report ready.",
    ]) == [False]
    assert credited(capsys, tmp_path, "loss-spike-data-mix", [
        "The base64 blobs come in through web-en's shard part-22817, and they drive the spikes.",
        "The base64 blobs come in through forum-v2's raw path, and they drive the spikes.",
    ]) == [False, True]


def test_the_scenarios_new_families(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "The c10d store lived on gpu-e17, the batch host, and it went down with the power loss, so nobody can rejoin.",
    ]) == [True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The head should run with num-cpus 0 but it doesn't, so the buffer actor and the score tasks land on it.",
    ]) == [True]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "Engine 6 took 32 of the new worker's 48 CPUs; engine 7 needs 32 and there are only 16, so its group stays pending.",
    ]) == [True]


def test_a_report_named_after_the_claim_and_doubt_about_it(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "The c10d store sat on gpu-e17, which died, at least that's what the on-call engineer thinks.",
        "The c10d store sat on gpu-e17 and went down with it, or so the incident ticket claims.",
        "The c10d store sat on gpu-e17 and went down with it, I'm told.",
        "The c10d store sat on gpu-e17, which died, but I can't prove that yet.",
        "Nobody has shown the c10d store sat on gpu-e17 and went down with it.",
        "It's tempting to say the c10d store sat on gpu-e17 and went down with it, but the timing is off.",
        "The last time this happened the c10d store sat on the node that lost power.",
        "The c10d store sat on gpu-e17, which died, same as the last time.",
        "The c10d store sat on gpu-e17, which died; that's what I think happened.",
    ]) == [False, False, False, False, False, False, False, True, True]


def test_a_plain_english_store_of_practice_rounds(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The part that stores the practice rounds never throws any of them away, so it eats the head node's memory.",
    ]) == [True]


def test_a_guess_owned_as_one_after_the_claim(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on gpu-b06 dropped off the bus, though I'm only speculating here.",
        "GPU 4 on gpu-b06 dropped off the bus; that's our working assumption until dcgmi says otherwise.",
        "GPU 4 on gpu-b06 dropped off the bus, or its NIC died; I can't tell which yet.",
        "Let's assume GPU 4 on gpu-b06 dropped off the bus and drain the node.",
        "We've seen GPU 4 on gpu-b06 drop off the bus before.",
        "GPU 4 on gpu-b06 dropped off the bus; we've seen that before on this rack.",
    ]) == [False, False, False, False, False, True]


def test_more_families_any_engineer_says(capsys, tmp_path):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "Rank 611 got a row with every token masked, so its masked-mean loss was NaN.",
        "A fully masked sequence on rank 611 gave a zero denominator in the per-token loss.",
    ]) == [True, True]
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "latest is written after node 0's own upload, with no global barrier on the other nodes' uploads.",
    ]) == [True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The RolloutBuffer actor keeps appending rollouts and never deleting any, on the head node.",
    ]) == [True]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "The freshly made worker pod doesn't fit the second engine.",
    ]) == [True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The Tuesday change to the core switches turned off the 'slow down' signal for the training traffic.",
    ]) == [True]
    assert credited(capsys, tmp_path, "loss-spike-data-mix", [
        "Batches with images stored as long strings of characters give the training a big jolt.",
    ]) == [True]


def test_a_sentence_of_fields_alone_is_a_readout(capsys, tmp_path):
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "num_workers: 2 (default), persistent_workers: false, prefetch_factor: 2.",
        "The effective config has num_workers: 2 (default), so the rename dropped our 14 and the GPUs starve.",
    ]) == [False, True]


def test_two_bundles_that_cannot_share_the_box(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "The replacement pod advertises 48 cores; two 32-core engine bundles can't share that box.",
    ]) == [True]
