"""Round 31: diagnoses credited only when stated, through `interviewer assess --scenario` (issue #11).

Two discourse readings behind near misses of fresh27, in wordings written for these tests (none is taken from a
labelled set): an account held by someone the speaker names ("Dana's theory is X", "netops' hunch was X", "Vendor FAE
suggested X"), which is theirs and not the speaker's; and a concession the speaker turns from to the cause they call
real ("X, but the real cause is Y"). Each has a kept counterpart: the speaker's own claim after the contrast.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

from interviewer.interview.disowned import turns_to_the_real_one
from interviewer.interview.setaside import conceded, hearsay


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    # an account held by a named party, with a possessive and a view noun
    ("xid79-fallen-off-bus", "Dana's theory is that GPU 4 on gpu-b06 fell off the bus.", False),
    ("roce-pfc-ecn-regression",
     "Netops' hunch was that the spine template switched off ECN marking, so PFC does all the braking.", False),
    ("elastic-rendezvous-timeout",
     "The SRE lead's working idea: the rendezvous store lived on gpu-e17 and died with it.", False),
    # a named party with no article, initials and acronyms too
    ("xid79-fallen-off-bus", "Dr. O suspected that GPU 4 on gpu-b06 fell off the bus.", False),
    ("elastic-rendezvous-timeout", "Vendor FAE suggested the rendezvous store lived on gpu-e17 and died with it.", False),
    # kept: the speaker's own account after a contrast, or a view the speaker holds
    ("xid79-fallen-off-bus", "Dana's theory is the fabric, but I think GPU 4 on gpu-b06 fell off the bus: Xid 79.", True),
    ("elastic-rendezvous-timeout",
     "Vendor FAE suggested a switch bug, but no: the rendezvous store lived on gpu-e17 and died with it.", True),
    ("xid79-fallen-off-bus", "I thought about it again: GPU 4 on gpu-b06 fell off the bus, Xid 79.", True),
    # conceded: what comes before "but the real cause is" is granted, not asserted
    ("xid79-fallen-off-bus",
     "GPU 4 on gpu-b06 fell off the bus, but the real cause is a bad NCCL timeout setting on every node.", False),
    ("dataloader-starvation",
     "The release reset num_workers to 2; however, I think the actual problem is the NFS mount being slow.", False),
    ("dataloader-starvation",
     "The NFS mount looks slow, but the real cause is that the release reset num_workers to 2, so the GPUs starve.",
     True),
])
def test_whose_account_it_is_and_which_one_the_speaker_calls_real_decide_credit(capsys, tmp_path, scenario, text,
                                                                                 expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("before", "expected"), [
    ("Dana's theory is ", True),
    ("netops' take was that ", True),
    ("the vendor's suggestion: ", True),
    ("Prof. K thinks ", True),
    ("Vendor TAM suggested ", True),
    ("Dana's theory is the fabric, but I think ", False),
    ("I thought ", False),
    ("my theory is ", False),
    ("It suggested ", False),
    ("the node's link width is x8 and ", False),
])
def test_hearsay_reads_a_named_party_and_a_held_account(before, expected):
    assert hearsay(before, "GPU 4 fell off the bus.") is expected


def test_conceded_covers_what_comes_before_the_real_cause_only():
    sentence = "There is some imbalance, but the real cause is the disk."
    assert conceded(sentence, 0) is True
    assert conceded(sentence, sentence.index("the disk")) is False
    assert conceded("The real cause is the disk, and it is slow.", 0) is False


@pytest.mark.parametrize(("text", "expected"), [
    ("However, the actual problem is the NFS mount.", True),
    ("But I think the real cause is the NFS mount.", True),
    ("The real cause is the NFS mount.", False),
    ("But the actual throughput is fine.", False),
])
def test_a_sentence_that_turns_to_the_real_cause_passes_over_the_one_before(text, expected):
    assert turns_to_the_real_one(text) is expected
