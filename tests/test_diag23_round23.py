"""Round 23 (diag23): diagnoses credited only when stated, through `interviewer assess --scenario`.

Structural readings behind near misses of several sets, in wordings written for these tests (none is taken from a
labelled set):

- a hedge scopes to the end of its sentence, and a semicolon does not end a sentence, so the clause after "Probably
  X;" or "Likely root cause: X;" is offered with the same reserve. A clause that turns against the hedge ("…; but …",
  "…; actually …"), one after a belief held before ("My first thought was X; …"), and a cause led by a bare "I think"
  stay the candidate's own;
- a calendar day the incident's page does not show, taken up by "then" or "that's when", puts the account on that
  day (the right culprit at the wrong time); a day the page shows is this failure's.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from listening_helpers import credited
from interviewer.interview.asserting import carried_hedge, concluded
from interviewer.interview.history import another_day
from interviewer.interview.sentence import Sentence


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("xid79-fallen-off-bus",
     "Probably a PCIe fault on gpu-b06; GPU 4 there fell off the bus and NCCL lost its peer.", False),
    ("straggler-pcie-downtrained",
     "Most likely it's the node gpu-c09; its GPU 3 link trained down to x8 and rank 67 straggles.", False),
    # the same claims stated plainly are credited
    ("xid79-fallen-off-bus",
     "The root cause is a PCIe fault on gpu-b06; GPU 4 there fell off the bus and NCCL lost its peer.", True),
    ("straggler-pcie-downtrained",
     "It's the node gpu-c09; its GPU 3 link trained down to x8 and rank 67 straggles.", True),
    # a clause that turns against the hedge is the candidate's conclusion
    ("straggler-pcie-downtrained",
     "Maybe it's thermal throttling; but actually GPU 3 on gpu-c09 trained down to x8, so rank 67 straggles.", True),
])
def test_a_hedge_carries_past_its_semicolon(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


def test_a_belief_held_before_does_not_carry():
    before = Sentence("My first guess was the network;", "hedge", 0)
    after = Sentence("GPU 3 on gpu-c09 trained down to x8.", "assert", 33)
    assert not carried_hedge(before, after)


def test_a_supposition_does_not_carry():
    before = Sentence("If the fabric were congested we'd see ECN marks, and we don't;", "hedge", 0)
    after = Sentence("the spine change disabled ECN.", "assert", 60)
    assert not carried_hedge(before, after)


def test_i_think_is_promoted_before_anything_carries():
    read = [Sentence("I think the store was on gpu-e17;", "hedge", 0),
            Sentence("gpu-e17 died and took the rendezvous with it.", "assert", 34)]
    assert [s.stance for s in concluded(read)] == ["assert", "assert"]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("xid79-fallen-off-bus", "GPU 4 on gpu-b06 had an Xid 79 on Aug 2, and that's when it fell off the bus.", False),
    ("xid79-fallen-off-bus", "It's the Xid 79 of gpu-b06 from 2024-08-02; GPU 4 fell off the bus back then.", False),
    # the incident's own day, which its page shows, is this failure's
    ("xid79-fallen-off-bus", "GPU 4 on gpu-b06 had an Xid 79 on 2024-10-14, and that's when it fell off the bus.", True),
    ("straggler-pcie-downtrained",
     "The nodes rebooted on Oct 03, and that's when GPU 3 on gpu-c09 came back at x8, so rank 67 straggles.", True),
    # a day named with no "then" taken up after it dates nothing
    ("xid79-fallen-off-bus", "GPU 4 on gpu-b06 fell off the bus with an Xid 79, and it already had one on Aug 2.", True),
])
def test_a_day_taken_up_by_then_dates_the_account(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


def test_month_words_are_not_days():
    page = SimpleNamespace(situation="log 2025-03-09 12:00", artifacts=[])
    assert not another_day("", "two decode 2 workers, maybe 3 of them, and then it stalls", "", page)
    assert another_day("", "on March 9th it broke", "and that's when", SimpleNamespace(situation="", artifacts=[]))
    assert not another_day("", "on March 9th it broke", "and that's when", page)
    # the day named before the claim and "then" after it, both outside its words, date nothing
    assert not another_day("It changed on Feb 14.", "The pod has 48 CPUs.", "It is stuck since then.", page)
