"""Round 36: a write-up's headings, a plan's heading, an output's readout after its label, a check's purpose and a
named colleague's document, through `interviewer assess --scenario`.

Each wording here is written for these tests (none is taken from a labelled set). A wh-word heading ("Why: …") labels
the statement after its colon, which is the candidate's own; a plan's heading ("Plan: grep …") or a plan with its
subject dropped ("Going to find …") is a step, not a conclusion; what an output printed, after its label, is read out
even in the candidate's words; "so we can check for X" is what a check would find; and "Dana's deck says X" is
Dana's. Each sits beside the same account stated by the candidate, which must still be credited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited
from interviewer.interview.asserting import concluded
from interviewer.interview.stance import read_sentences


def as_a_diagnosis_reads(text: str) -> list[str]:
    """Each sentence's stance as the diagnosis credit reads it (the utterance classifier's own stance is unchanged)."""
    return [s.stance for s in concluded(read_sentences(text))]


@pytest.mark.parametrize(("text", "expected"), [
    ("Why: the rendezvous store ran on gpu-e17 and went down with it, so no agent could rejoin.", True),
    ("What went wrong: the c10d store lived on gpu-e17 and died with that node, so nobody could rendezvous.", True),
    ("Why did the store die with gpu-e17?", False),
])
def test_a_wh_heading_labels_a_statement(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]


def test_a_wh_heading_is_not_a_question():
    assert as_a_diagnosis_reads("How it broke: the store was hosted on the node that lost power.") == ["assert"]
    assert as_a_diagnosis_reads("Why: is the store on the dead node?") == ["question"]
    assert as_a_diagnosis_reads("Why: maybe the store was on the dead node.") == ["hedge"]


@pytest.mark.parametrize(("text", "expected"), [
    ("Plan: check which host the rdzv endpoint resolves to and compare it with the node that failed.", "plan"),
    ("Next steps: grep the agent logs on every node for the store's address.", "plan"),
    ("Going to look up the rdzv endpoint in the sbatch file first.", "plan"),
    ("Going to 48 CPUs is what broke the packing.", "assert"),
])
def test_a_plan_heading_or_a_subjectless_plan_is_a_plan(text, expected):
    assert as_a_diagnosis_reads(text) == [expected]


def test_a_plan_under_its_heading_is_not_credited(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "Plan: grep the sbatch for the rdzv endpoint and compare it with the node that failed."]) == [False]


@pytest.mark.parametrize(("text", "expected"), [
    ("lspci for 5d:00.0: Width x8 (downgraded), LnkCap Width x16.", False),
    ("dmesg on gpu-b06: Xid 79 on 8a:00.0 (fallen off the bus).", False),
    ("lspci for 5d:00.0: Width x8 (downgraded), so that GPU's path to the NIC runs at half rate and its FSDP group "
     "holds up every step.", True),
])
def test_an_outputs_readout_after_its_label_is_evidence(capsys, tmp_path, text, expected):
    scenario = "xid79-fallen-off-bus" if "b06" in text else "straggler-pcie-downtrained"
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("config at launch: data.num_workers: 2  # default, pin_memory: false  # default", False),
    ("The workers fell back to num_workers 2 because the renamed key was ignored, so the GPUs wait on data.", True),
])
def test_a_config_dump_with_comments_is_read_out(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "dataloader-starvation", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Please send the kernel log from gpu-b06 so we can check for an Xid 79 on GPU 4.", False),
    ("Mail me the kernel log of b06 so I could look for Xid 79 there.", False),
    ("GPU 4 on gpu-b06 fell off the bus (Xid 79), so each restart on that node comes up one GPU short.", True),
])
def test_a_checks_purpose_is_not_a_finding(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Priya's deck says the c10d store sat on gpu-e17 and died with it.", False),
    ("Omar's analysis says the rendezvous store went down with gpu-e17; I haven't checked.", False),
    ("Omar's analysis says the rendezvous store went down with gpu-e17, and I agree.", True),
])
def test_a_named_colleagues_document_is_theirs(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    # the straggler's half-width link is on the GPU's path to the NIC; a batch's host-to-device copy is a few hundred KB
    ("straggler-pcie-downtrained", "gpu-c09 GPU 3 sits at x8, which makes its H2D copies of each input batch slow, so "
     "it begins every step behind the rest.", False),
    ("straggler-pcie-downtrained", "gpu-c09 GPU 3 trained down to x8, so its GPUDirect RDMA to the NIC runs at half "
     "rate and its FSDP group's collectives hold every step back.", True),
    # the replacement worker has all its GPUs; it is short of CPUs
    ("ray-placement-group-pending", "The replacement pod only shows 6 GPUs, so rollout-engine-7's bundle can't be "
     "placed.", False),
    ("ray-placement-group-pending", "The replacement pod registers 48 CPUs instead of 64, so once engine 6 takes 32 "
     "there is no room for rollout-engine-7's 32-CPU bundle.", True),
    # gpu-b06 stayed up with seven GPUs; the restarts ran on it
    ("xid79-fallen-off-bus", "A brownout on gpu-b06's power feed knocked GPU 4 off the bus, Xid 79.", False),
    ("xid79-fallen-off-bus", "GPU 4 fell off the bus on gpu-b06 and the entire node went down with it.", False),
    ("xid79-fallen-off-bus", "GPU 4 fell off the bus on gpu-b06 (Xid 79); the node stayed up with seven GPUs and "
     "every restart landed there again.", True),
])
def test_wrong_accounts_of_the_fault(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]
