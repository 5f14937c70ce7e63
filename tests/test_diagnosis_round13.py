"""Round 13: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh10's tuning half or of fresh9, in wordings written
for these tests (none is taken from a labelled set): an output that *has* or *sets* the evidence ("dmesg has …", "the
diff sets …"), a line of the output read out after a lead-in, "there's a warning: …", a note or a ticket someone
wrote, unless the mechanism is concluded after it ("…, so it fell off the bus"); "retracting that"; "one of three
things:"; "tentatively"; a pseudo-cleft ("what did change is …") that is a statement, not a question; wrong
mechanisms (x8 slowing NVLink, a version check that fails); and the lists' families (a store that is gone, a bundle
the node can't take, ECN flipped to false, an empty loss mask, arithmetic errors, a buffer that keeps everything it
ever saw, only host 0).
"""

from __future__ import annotations

import pytest

from listening_helpers import credited
from scoring_helpers import import_bench


def test_an_output_that_has_or_sets_the_evidence_is_read_out(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "The kernel log has an Xid 79 for GPU 4 on gpu-b06 falling off the bus.",
        "dmesg has Xid 79 for GPU 4 on gpu-b06, so that GPU fell off the bus.",
        "GPU 4 on gpu-b06 fell off the bus with an Xid 79.",
    ]) == [False, True, True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The change ticket sets ECN enabled false for the lossless queue on the spines.",
        "The spine template change set ECN to false for the lossless queue, so the NICs never get CNPs.",
    ]) == [False, True]


def test_a_note_or_a_ticket_someone_wrote_is_their_account(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "The handover note says GPU 4 on gpu-b06 fell off the bus.",
        "The storage team's ticket says GPU 4 on gpu-b06 fell off the bus, so the job kept dying there.",
    ]) == [False, False]


def test_there_is_a_warning_colon_reads_the_warning_out(capsys, tmp_path):
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "There's a config warning: unknown key data.num_workers, ignored.",
    ]) == [False]


def test_retracting_that_withdraws_the_cause_before(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on gpu-b06 fell off the bus. Retracting that, the Xids came after the network errors.",
    ]) == [False]


def test_one_of_three_things_is_one_option_among_several(capsys, tmp_path):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "It's one of a few things: a flapping IB link, the eval change, or h100-023 running a different driver.",
        "It's one of three things: the IB link on 041, the new eval cadence, or h100-023 with its mismatched driver.",
    ]) == [False, False]


def test_tentatively_hedges(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "Tentatively: GPU 4 on gpu-b06 fell off the bus.",
        "Provisionally, GPU 4 on gpu-b06 fell off the bus.",
    ]) == [False, False]


def test_a_pseudo_cleft_names_its_answer(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "What changed was the spine template: it disabled ECN on the lossless class, so the NICs never see a CNP.",
        "What did change is the spine template, which disabled ECN on the lossless class, so the NICs never see a CNP.",
        "What did change on the spines? The template disabled ECN on the lossless class.",
    ]) == [True, True, True]


def test_wrong_mechanisms_x8_slowing_nvlink_and_a_failing_version_check(capsys, tmp_path):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "GPU 3 on gpu-c09 trained down to x8, which throttles its NVLink to the other GPUs.",
        "GPU 3 on gpu-c09 trained down to x8, halving its bandwidth to the NIC, and every other rank waits for it.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "h100-023 runs driver 560 where the rest run 550, so the NCCL version check fails and the communicator "
        "never forms.",
    ]) == [False]


def test_lists_a_store_that_is_gone_a_bundle_that_cannot_be_taken_and_ecn_flipped(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "The c10d store sat on e17. e17 lost power, store's gone, nobody can rejoin.",
    ]) == [True]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "The replacement node has 48 CPUs, so it can't take engine 7's bundle once engine 6 has 32 of them.",
    ]) == [True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The NET-2291 template flipped ECN to false on the spines, so senders never see a CNP.",
    ]) == [True]


def test_lists_an_empty_loss_mask_arithmetic_errors_and_a_buffer_that_keeps_everything(capsys, tmp_path):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "Long rows from the new source got truncated past the answer, so the loss mask is empty and the mean is NaN.",
    ]) == [True]
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "gpu-d092 has arithmetic errors that ECC can't see.",
    ]) == [True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The rollout buffer hangs on to every rollout it's ever been sent.",
    ]) == [True]


def test_doubt_a_pending_check_and_a_modal_perfect_hedge(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "Not a hundred percent sure, but GPU 4 on gpu-b06 fell off the bus.",
        "I could be wrong, but GPU 4 on gpu-b06 fell off the bus.",
        "Once we confirm it in dmesg, I'd say GPU 4 on gpu-b06 fell off the bus.",
        "GPU 4 on gpu-b06 may have fallen off the bus.",
        "I'm not sure why nobody caught it, but GPU 4 on gpu-b06 fell off the bus.",
        "GPU 4 on gpu-b06 fell off the bus, which could have been caught by a DCGM check.",
    ]) == [False, False, False, False, True, True]


def test_a_named_colleague_a_vendors_rca_and_a_theory_disowned_after(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "Anika reckons GPU 4 on gpu-b06 fell off the bus.",
        "The vendor's RCA says GPU 4 on gpu-b06 fell off the bus.",
        "GPU 4 on gpu-b06 fell off the bus. That's just my hunch though.",
        "Dmesg says Xid 79 on GPU 4 of gpu-b06, so that GPU fell off the bus.",
    ]) == [False, False, False, True]


def test_disbelief_and_another_time_or_incident_are_not_the_cause(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "There's no sign that GPU 4 on gpu-b06 fell off the bus.",
        "I wouldn't say GPU 4 on gpu-b06 fell off the bus.",
        "GPU 4 on gpu-b06 falling off the bus is not what happened here.",
        "A few months ago GPU 4 on gpu-b06 fell off the bus.",
        "GPU 4 on gpu-b06 fell off the bus during an earlier outage, not this one.",
        "GPU 4 on gpu-b06 fell off the bus last time too, but that was fixed.",
        "GPU 4 on gpu-b06 fell off the bus, and every restart landed back on it.",
    ]) == [False, False, False, False, False, False, True]


def test_the_bench_halves_split_by_position_and_the_odd_half_shows_no_misses(capsys):
    diagnoses = import_bench("diagnoses")
    assert diagnoses.half(["a", "b", "c", "d", "e"], "even") == ["a", "c", "e"]
    assert diagnoses.half(["a", "b", "c", "d", "e"], "odd") == ["b", "d"]
    assert diagnoses.half(["a", "b"], None) == ["a", "b"]
    with pytest.raises(SystemExit):
        diagnoses.main(["--split", "fresh10", "--half", "odd", "--show-misses"])
