"""Round 11: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh8's tuning half or of fresh7, in wordings written
for these tests (none is taken from a labelled set): a cause taken back with "no, actually" or "ignore that";
someone's view reported with a longer subject ("the SRE from the night shift") or as hearsay ("apparently");
a command read out with where it ran ("nvidia-smi on gpu-b06 shows") or with the culprit as the subject of the
report ("GPU 4 on gpu-b06 logged …"), its own 'key: value' colon still read out; a thing set aside after it is
named ("doesn't matter", "we can rule out"); a supposition framed anywhere in its sentence ("hypothetically",
"in theory … would", "in that case"); and the scenarios' lists: plain or code forms of a culprit or a mechanism,
a symptom or a placed engine taken for the cause, and a mechanism word that must not stand alone.
"""

from __future__ import annotations

from listening_helpers import credited


def test_a_cause_taken_back_with_no_actually_or_ignore_that_is_not_stated(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "The buffer actor leaks on the head. Hmm, ignore that, it's object spilling.",
        "The buffer actor leaks on the head, no actually, I'd call it the GCS.",
        "Is it object spilling? No, actually, the buffer actor leaks on the head.",
    ]) == [False, False, True]


def test_a_view_reported_with_a_longer_subject_or_as_hearsay_is_not_the_candidates(capsys, tmp_path):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "The SRE from the night shift reckons h100-023 runs driver 560 while the rest run 550, so it stalls.",
        "Apparently h100-023 runs driver 560 while the rest run 550, so it stalls.",
        "I was told h100-023 runs driver 560 while the rest run 550, so it stalls.",
        "h100-023 runs driver 560 while the rest run 550, so it stalls.",
    ]) == [False, False, False, True]


def test_a_command_read_out_is_relayed_even_with_the_culprit_as_its_subject(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "nvidia-smi on gpu-b06 shows the GPU fell off the bus.",
        "GPU 4 on gpu-b06 logged an Xid 79.",
        "dmesg from gpu-b06 says Xid: 79 on GPU 4.",
        "GPU 4 on gpu-b06 fell off the PCIe bus; dmesg logged the Xid 79 at the same second.",
        "dmesg on gpu-b06 says a lot of things: the one that matters is GPU 4 falling off the bus with Xid 79.",
    ]) == [False, False, False, True, True]
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "gpu-037's upload agent printed SIGTERM mid-copy and quit.",
        "gpu-037 was drained while its upload was mid-copy, so its shards never reached Lustre.",
    ]) == [False, True]


def test_a_thing_set_aside_after_it_is_named_is_not_asserted(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "That Xid 79 doesn't matter; the node is back in the pool.",
        "The Xid 79 on b06 we can rule out, the node came back clean.",
        "The Xid 79 on b06 is the cause: GPU 4 fell off the bus.",
    ]) == [False, False, True]


def test_a_supposition_framed_anywhere_in_its_sentence_is_not_asserted(capsys, tmp_path):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "Hypothetically, GPU 3 on gpu-c09 with a link trained down to x8 would drag its group.",
        "In theory GPU 3 on gpu-c09 trains its link down to x8, and that would drag its group.",
        "GPU 3 on gpu-c09 would have a link trained down to x8 in that case.",
        "In theory x16 is negotiated at boot, but GPU 3 on gpu-c09 trained its link down to x8.",
    ]) == [False, False, False, True]
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on b06 would drop off the bus in that case.",
        "So in that case we'd drain b06, because GPU 4 fell off the bus with Xid 79.",
    ]) == [False, True]


def test_plain_and_code_forms_of_a_culprit_or_a_mechanism(capsys, tmp_path):
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "The gating went lopsided once the LBL coefficient was zeroed.",
        "They turned off whatever spreads the load evenly across the experts, so tokens pile onto two of them.",
    ]) == [True, True]
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "Node 23 came back from repair on different software to the rest, and its GPUs stall so everyone waits.",
    ]) == [True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The spine switches stopped setting the congestion warning bits, so senders never back off.",
        "The new template has ecn_enabled: false for the RoCE class on the spines.",
    ]) == [True, True]
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "Agents time out on e17:29400 since e17 lost power, and the c10d store lived there.",
        "The rendezvous never reforms: the store was on the one hosting the TCPStore, which went down.",
    ]) == [True, True]
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "No one set num-cpus to 0 on the head, so Ray put the buffer and scoring tasks onto it.",
    ]) == [True]
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "Rank 611 hit a 0/0 loss and its NaN gradient got all-reduced.",
    ]) == [True]


def test_a_symptom_a_placed_engine_or_a_lone_word_is_not_the_cause(capsys, tmp_path):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "The link speed on gpu-c09 reads 32 GT/s on every GPU.",
        "Rank 67 on gpu-c09 sets the pace for everyone: its link is at x8.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "ECN is not the cause; it only applies to lossy classes and this fabric uses PFC.",
        "With ECN off on the spines, PFC alone is left to slow the senders.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "dcp.save on gpu-037 failed to write its shards before the barrier, so latest was marked before all uploads.",
    ]) == [False]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "Engine 6's bundle can't be placed on the replacement node because only 16 CPUs are left.",
        "After engine 6 took 32, engine 7's bundle can't be placed on the replacement node: only 16 CPUs are left.",
    ]) == [False, True]


def test_a_rule_as_a_noun_and_the_next_round_of_a_rendezvous_are_not_hedges_or_asides(capsys, tmp_path):
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "The router lost its 'keep experts even' rule in the v2 config, so it sends most tokens to the same few "
        "experts.",
    ]) == [True]
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "Plainly: all the agents meet at one host to form the next round, and that host was the machine that lost "
        "power.",
    ]) == [True]


def test_a_component_named_as_cleared_does_not_pin_the_cause_elsewhere(capsys, tmp_path):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "Replays give clean results on GPU 4 and the spare, so that GPU on d092 is the one computing wrong results.",
        "GPU 4 on gpu-d092 is the one computing wrong results.",
    ]) == [True, False]


def test_a_symptom_alone_is_not_the_cause_and_plain_forms_of_the_mechanism_are(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "Pause storms on the RoCE priority are the root cause.",
        "With ECN marking off on the spines, senders never slow down and pause storms follow.",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "Truncation at 8k left one sample with nothing but masked prompt, so its masked mean is NaN.",
    ]) == [True]
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "It's an SDC GPU giving wrong GEMM outputs.",
    ]) == [True]
