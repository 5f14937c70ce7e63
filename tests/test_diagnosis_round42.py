"""Round 42: lines of notes struck through, an exercise's inject card or answer key, a readback confirmed over the radio,
something heard in a channel or put down to a person ("per JK, …"), a consequence put as a condition after a comma,
a verdict given as "we judge that …", and the wordings of radio logs, decision records and machine-translated reports
for causes the scenarios already name, through `interviewer assess --scenario`.

Each wording here is written for these tests (none is taken from a labelled set). Each family sits beside a statement
that must still be credited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("text", "expected"), [
    ("[struck] d092's GPU 5 quietly computing wrong matmul results", False),
    ("~~GPU 5 on gpu-d092 gives wrong GEMM outputs~~ recheck tomorrow", False),
    ("notes: <del>GPU 5 on gpu-d092 is producing wrong results</del>", False),
    ("GPU 5 on gpu-d092 produces wrong matmul results (crossed out)", False),
    ("[struck] the NCCL version\nGPU 5 on gpu-d092 is silently producing wrong matmul results.", True),
])
def test_a_struck_line_is_withdrawn(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Facilitator (card 3, read to the room): gpu-d092's GPU 5 now gives wrong matmul results, no errors. Players go.",
     False),
    ("Answer key: GPU 5 on gpu-d092 silently computes wrong results.", False),
    ("Facilitator, logging the players' call for the record: 'GPU 5 on gpu-d092 gives wrong GEMM results, silently.'",
     True),
    ("FACILITATOR: inject 2, the checksum alarm fires. Go. OPS LEAD: GPU 5 on gpu-d092 is silently computing wrong "
     "results.", True),
])
def test_the_exercise_script_is_not_a_players_claim(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Floor: reading it back, you're saying node 023's peer-to-peer copies between its GPUs hang? Over.\n"
     "Oncall: affirmative. Out.", True),
    ("Floor: reading it back, you're saying node 023's peer-to-peer copies between its GPUs hang? Over.\n"
     "Oncall: negative, stand by. Out.", False),
])
def test_a_readback_confirmed_is_the_confirmers_claim(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("data-eng: heard in #training-ops that the jumps come from base64 blobs in forum-v2.", False),
    ("The jumps come from base64 blobs in forum-v2. We haven't verified that yet.", False),
    ("The spikes come from base64 blobs in forum-v2.", True),
])
def test_a_lead_heard_elsewhere_or_unverified_is_not_asserted(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "loss-spike-data-mix", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Per RB, the rendezvous store went down along with e17.", False),
    ("According to my lead, the rendezvous store went down along with e17.", False),
    ("The c10d store sat on e17, if e17 died the agents lost it too.", False),
    ("The c10d store sat on e17, and e17 died, so the agents lost it too.", True),
    # radio wordings: a node "is dark", "the one we lost", a store on "a node we expected to lose"
    ("Ops to Net, the rendezvous store lived on e17 and e17 is dark. Over.", True),
    ("Net, Ops: e17 hosted the rendezvous, and that is the one we lost. Over.", True),
    ("The c10d endpoint should sit outside the failure domain. We put it on a node we were built to lose.", True),
])
def test_a_relayed_or_conditional_cause_and_the_radio_wordings(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("We judge that the ECN disable on the spine is the root cause, so DCQCN can no longer slow the senders.", True),
    ("In that change, ECN was set to false on the spine switches, so the senders got no marks.", True),
    ("The ECN on the NICs was set to false, so the senders got no marks.", False),
])
def test_a_translated_reports_verdict(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("dataloader-starvation", "Only 2 workers, and both stuck waiting on S3 GETs, so the GPUs idle.", False),
    ("dataloader-starvation", "The object store is serving the JPEGs slowly, so the 2 workers sit idle and the GPUs "
     "starve.", False),
    ("ray-placement-group-pending", "The replacement node is the issue, it came up with only 4 GPUs, so engine 7 waits.",
     False),
    ("silent-nan-cascade", "Rank 611's row had zero loss tokens, and the zero gradient made the Adam denominator zero.",
     False),
    ("silent-nan-cascade", "Rank 611's row had zero loss tokens, so its masked mean was 0/0 and the all-reduce spread "
     "the NaN to every rank.", True),
])
def test_a_wrong_mechanism_named_with_the_right_parts(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text"), [
    ("nccl-driver-mismatch-hang", "The box back from RMA is what stalls the job: its internal GPU links hang."),
    ("partial-checkpoint-resume", "Machine 37 was powered off during its copy, so its shards never landed."),
    ("ray-placement-group-pending", "A freshly created worker has 48 CPUs, which holds exactly one such bundle, so "
     "engine 7 stays pending."),
    ("straggler-pcie-downtrained", "gpu-c09's GPU 3 runs with a halved PCIe width, so its group is the slow one."),
    ("ray-head-oom", "The buffer actor on the head keeps a list that only grows."),
    ("silent-nan-cascade", "The row lost its whole answer to truncation, so only prompt token remain and the loss "
     "token count becomes 0."),
    ("silent-nan-cascade", "The weights went NaN by reduction from rank 611, and every rank took the NaN update."),
])
def test_the_voices_wordings_of_the_named_causes(capsys, tmp_path, scenario, text):
    assert credited(capsys, tmp_path, scenario, [text]) == [True]
