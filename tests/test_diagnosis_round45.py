"""Round 45: near misses the diagnosis reader credited, through `interviewer assess --scenario`.

- **a post amended later**: "Root cause: X. EDIT: scratch that, …", "Identified: X. Correction 05:02: …, so that can't
  be it", "Correction at 03:12: please disregard", "EDIT: not so sure, …, so I'm pulling this": an edit marked with
  a label that takes the post back leaves no claim standing; an edit that takes nothing back ("EDIT: solved, …")
  leaves it.

Each wording here is written for these tests (none is taken from a labelled set). Each family sits beside a statement
that must still be credited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("text", "expected"), [
    ("Root cause: GPU at 8a:00.0 on gpu-b06 fell off the bus with Xid 79. EDIT: scratch that, the IB counters say "
     "otherwise. Reopened.", False),
    ("Identified: gpu-b06 lost a GPU to Xid 79 (fell off the bus). Correction 06:40: nvidia-smi there lists all 8, so "
     "that can't be it.", False),
    ("Identified: gpu-b06 lost a GPU to Xid 79 (fell off the bus). Update 06:40: holding this back until the vendor "
     "looks at the baseboard.", False),
    ("Root cause: GPU at 8a:00.0 on gpu-b06 fell off the bus with Xid 79. EDIT: fixed, drained b06 and the job is "
     "back up.", True),
    ("Identified: the network is flapping. Correction 06:40: it's the GPU at 8a:00.0 on gpu-b06, which fell off the "
     "bus with Xid 79.", True),
])
def test_a_post_taken_back_by_its_own_edit_is_not_credited(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Identified: the new node registers 48 CPUs, so engine 7's 32-CPU bundle can't fit next to engine 6. Correction "
     "at 04:05: please disregard, we misread ray status.", False),
    ("Identified: the new node registers 48 CPUs, so engine 7's 32-CPU bundle can't fit next to engine 6. EDIT (ops): "
     "not so sure, the scheduler log disagrees, pulling this for now.", False),
    ("Identified: the new node registers 48 CPUs, so engine 7's 32-CPU bundle can't fit next to engine 6. EDIT (ops): "
     "confirmed with ray list nodes.", True),
])
def test_an_edit_that_disregards_or_pulls_the_post(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("[oncall, infra] was the rendezvous store on the node that lost power? Need an answer before the rerun.", False),
    ("(@sre) Was the rendezvous store on the node that went down? Need an answer before we requeue.", False),
    ("[oncall, infra] did the rendezvous store live on the node that lost power? yes: the c10d store ran on gpu-e17, "
     "which lost power, so no agent could rejoin.", True),
])
def test_a_tagged_yes_no_question_raises_a_cause_it_does_not_state(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Ruled out: work landing on the head. Ray never schedules user tasks on the head.", False),
    ("Open questions: the head pod offers 64 CPUs to Ray, so score_batch tasks can land there.", False),
    ("Next steps: give the head num-cpus 0 so no user work lands on the head.", False),
    ("Findings: the head pod offers 64 CPUs to Ray, so score_batch tasks and the RolloutBuffer actor land on the head "
     "and its memory fills.", True),
])
def test_a_heading_files_the_line_as_excluded_open_or_to_do(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "ray-head-oom", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Findings: it's possible the c10d store sat on gpu-e17, the node that lost power; can someone confirm?", False),
    ("It is entirely possible that the rendezvous store was hosted on the failed node gpu-e17.", False),
    ("Findings: the c10d store sat on gpu-e17, the node that lost power, so no agent could rejoin; it's possible to "
     "move it to a login node.", True),
])
def test_it_is_possible_is_a_possibility_not_a_finding(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("My take: I first put it down to the loader worker count, but htop shows the cores 80% idle so I dropped that; now "
     "looking at S3.", False),
    ("I first put it down to S3, but the real cause is num_workers: it was ignored after the config move, so only 2 "
     "workers decode JPEGs and the GPUs starve.", True),
    ("I put it down to the loader: num_workers was ignored after the config move, so only 2 workers decode JPEGs and "
     "the GPUs starve.", True),
])
def test_a_cause_first_put_down_to_and_given_up(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "dataloader-starvation", [text]) == [expected]
