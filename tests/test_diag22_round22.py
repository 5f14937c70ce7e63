"""Round 22 (diag22): diagnoses credited only when stated, through `interviewer assess --scenario`.

Structural readings behind near misses of several sets, in wordings written for these tests (none is taken from a
labelled set): a view reported with the time it was held between its holder and the verb ("someone on call last week
thought X") is still someone else's; a claim that is the subject of a denied explanation ("X wouldn't explain Y") is
set aside, not asserted. Each has the near case it must leave alone.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("sdc-cross-replica-checksum", "The on-call engineer yesterday thought gpu-d092 was silently miscomputing.", False),
    ("sdc-cross-replica-checksum", "My lead, this morning, said GPU 5 on gpu-d092 computes wrong results.", False),
    ("xid79-fallen-off-bus", "Somebody on the bridge last night said GPU 4 on gpu-b06 fell off the bus.", False),
    # the candidate's own claim, with a time in it, stays theirs
    ("sdc-cross-replica-checksum", "Since yesterday GPU 5 on gpu-d092 has been silently computing wrong results.", True),
    # the holder's view endorsed is the candidate's
    ("sdc-cross-replica-checksum",
     "The on-call yesterday thought gpu-d092 was silently miscomputing, and they're right: GPU 5 there computes wrong.",
     True),
])
def test_a_view_held_at_another_time_is_still_someone_elses(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("dataloader-starvation", "Two loader workers instead of fourteen can't really explain a slowdown this big.", False),
    ("xid79-fallen-off-bus", "GPU 4 on gpu-b06 falling off the bus doesn't account for the restarts dying too.", False),
    # a denied explanation of another account, in another clause, leaves the claim asserted
    ("xid79-fallen-off-bus",
     "GPU 4 on gpu-b06 fell off the bus; the NCCL errors alone can't explain it, they come from the survivors.", True),
    ("dataloader-starvation",
     "num_workers fell back to 2 after the schema change; storage can't explain a slowdown with the CPUs idle.", True),
])
def test_a_claim_said_not_to_explain_the_failure_is_set_aside(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    # the diagnosis that the commit marker went out early pins no node itself; the node it names is still checked
    ("partial-checkpoint-resume",
     "latest got written before every upload was done, and the node that hadn't finished was gpu-071.", False),
    ("partial-checkpoint-resume",
     "latest got written before every upload was done, and the node that hadn't finished was gpu-037.", True),
    ("partial-checkpoint-resume", "latest got written before every upload was done.", True),
])
def test_a_component_named_for_any_diagnosis_is_checked_against_the_scenarios_pins(capsys, tmp_path, scenario, text,
                                                                                  expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]
