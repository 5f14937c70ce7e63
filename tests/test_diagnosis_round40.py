"""Round 40: a cause said in a report's passive voice ("the store ceased to exist", "the loss of gpu-e17", "placed
inside the failure domain"), a claim said with what it leaves open ("…, but which rank, no idea"), one cleared right
after it is named ("…, harmless by itself"), a command line and what it printed, and a memory account of a CPU
shortfall, through `interviewer assess --scenario`.

Each wording here is written for these tests (none is taken from a labelled set). Each sits beside a near miss
that names the same words with a wrong mechanism or a hypothetical, which must stay uncredited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("text", "expected"), [
    ("It was established that the c10d store, served from the batch host, ceased to exist when that host lost power.",
     True),
    ("The rendezvous could not be re-formed after the loss of gpu-e17, which had hosted the store.", True),
    ("Once the rendezvous state had been lost, the hot spares had nothing to join.", True),
    ("The c10d endpoint was placed within the failure domain it was supposed to outlive.", True),
    ("After the loss of gpu-e17 the rendezvous timed out because join_timeout was too short.", False),
    ("Should the store ever cease to exist, the agents would have to be requeued.", False),
])
def test_a_reports_passive_voice_names_the_mechanism(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("The all-reduce spreads a single rank's NaN to every rank, but which rank it starts on, I have no idea.", False),
    ("One rank's NaN poisons everyone through the gradient all-reduce; no idea yet which rank that was.", False),
    ("One rank's NaN poisons everyone through the gradient all-reduce; which rank will fail next I can't say.", True),
    ("Rank 611's NaN was spread to every replica by the gradient averaging.", True),
    ("Its batch came in with an empty-mask, so the masked mean was 0/0 on that rank.", True),
])
def test_a_claim_said_with_the_culprit_left_open_is_not_a_diagnosis(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Rank 611 saw zero loss tokens at that step, harmless by itself; the NaN must have come from somewhere else.",
     False),
    ("Rank 611 had zero loss tokens on that step - benign, as far as I can tell.", False),
    ("Rank 611 had zero loss tokens on that step, so its masked mean was 0/0 and went NaN.", True),
])
def test_a_cause_cleared_right_after_it_is_named_is_set_aside(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("clush -a lspci -vv -s 5d:00.0 | grep LnkSta -> Width x8 on one host, x16 elsewhere", False),
    ("GPU 3's link on gpu-c09 trained down to x8, so rank 67 is the straggler the whole job waits for.", True),
])
def test_a_command_line_and_what_it_printed_is_a_readout(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [text]) == [expected]


@pytest.mark.parametrize("text", [
    "The new worker spec cut the pod memory, so engine 7's KV cache doesn't fit and the actor never comes up.",
    "Engine 7 is stuck because the replacement pod's memory is smaller than before.",
])
def test_a_memory_account_of_the_pending_bundle_is_a_wrong_cause(capsys, tmp_path, text):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [text]) == [False]
