"""Round 29: diagnoses credited only when stated, through `interviewer assess --scenario` (issue #11).

Each test is one discourse reading behind near misses of fresh25's tuning half and the older dev sets, in wordings
written for these tests (none is taken from a labelled set): whose claim it is (a person's view whatever noun names the
person, something read elsewhere, a copy announced as one), how committed the speaker is (a claim they say they don't
believe, a concession they turn from with "yes, but", a retraction in other words, a turn-around to another verdict),
and what the sentence says of what it named (it suffices; the cause lies elsewhere). Each has a kept counterpart.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

from interviewer.interview.setaside import conceded, disbelieved, hearsay, quote_framed, set_aside


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    # hearsay: a person's view or a reading, whoever holds it
    ("straggler-pcie-downtrained", "My flatmate reckons GPU 3 on gpu-c09 trained its PCIe link down to x8.", False),
    ("xid79-fallen-off-bus", "The colo technician told us that GPU 4 on gpu-b06 fell off the bus.", False),
    ("roce-pfc-ecn-regression",
     "I saw on a forum post that the spine change turned off ECN marking, leaving PFC as the only brake.", False),
    ("xid79-fallen-off-bus", "My teammate reckons it's the fabric, but I think GPU 4 on gpu-b06 fell off the bus: Xid 79.",
     True),
    ("xid79-fallen-off-bus", "AER errors and then Xid 79 on 8a:00, which tells me GPU 4 on gpu-b06 fell off the bus.", True),
    # conceded: a claim granted before 'yes, but' is not the speaker's
    ("xid79-fallen-off-bus",
     "GPU 4 on gpu-b06 fell off the bus, yes, but the job died because the NCCL watchdog was misconfigured.", False),
    ("dataloader-starvation", "The release reset num_workers to 2, yes: the loader can't keep up and the GPUs starve.",
     False),
    ("elastic-rendezvous-timeout", "The rendezvous store lived on gpu-e17 and died with it when the node lost power.",
     True),
    # cleared: what the sentence says suffices, or puts the cause elsewhere, is cleared
    ("straggler-pcie-downtrained", "GPU 3 on gpu-c09 runs its link at x8, which is still plenty for the all-reduce traffic.",
     False),
    ("silent-nan-cascade",
     "One rank gets a micro-batch with zero loss tokens and divides 0/0, so the NaN must come from somewhere else.", False),
    ("straggler-pcie-downtrained",
     "GPU 3 on gpu-c09 trained down to x8, and x8 is not enough for its share of the all-reduce, so rank 67 lags.", True),
    # disbelieved: a claim the speaker does not believe is not stated
    ("elastic-rendezvous-timeout", "I don't believe that the rendezvous store died with gpu-e17.", False),
    ("elastic-rendezvous-timeout", "The network team says it's the switch, but I don't buy that: the rendezvous store "
                                   "lived on gpu-e17 and died with it when the node lost power.", True),
    # quoted: a copy announced as one is a quote
    ("dataloader-starvation", "Quoting the run log: data.num_workers ignored, default of 2 workers, GPUs starved.", False),
    ("dataloader-starvation",
     "The release reset num_workers to 2, so the loader can't decode fast enough and the GPUs starve.", True),
    # retracted: a retraction in other words takes the claim back
    ("dataloader-starvation", "The release reset num_workers to 2, so the loader starves the GPUs. Hmm, I'm walking that "
                              "back until I see a profile.", False),
    ("dataloader-starvation", "The release reset num_workers to 2, so the loader starves the GPUs, but I'm taking that "
                              "back; it's the NFS mount.", False),
    ("ray-head-oom", "The rollout buffer actor on the head node leaks memory. Actually I've changed my mind, it's the "
                     "object store spilling.", False),
    ("ray-head-oom", "I'd say the rollout buffer actor on the head leaks memory, and I'm taking it back to the team "
                     "tomorrow to confirm the fix.", True),
    # turned-around: a turn-around gives up what came before the doubt
    ("xid79-fallen-off-bus", "GPU 4 on gpu-b06 fell off the bus. Hmm, though, forty ranks complaining is a lot. I'll go "
                             "with the fabric after all.", False),
    ("xid79-fallen-off-bus", "At first it looked like the fabric. Actually no fabric counters moved; I'll say GPU 4 on "
                             "gpu-b06 fell off the bus after all.", True),
])
def test_whose_claim_it_is_and_how_firmly_it_is_held_decide_credit(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("before", "expected"), [
    ("my flatmate reckons ", True),
    ("the customer says the field engineer told them that ", True),
    ("I read in the vendor's advisory that ", True),
    ("my flatmate reckons it's the fabric, but I think ", False),
    ("the counters went up, which tells me ", False),
    ("the autoscaler's Demands line tells the whole story: ", False),
])
def test_hearsay_reads_people_only_verbs_and_ends_at_a_contrast(before, expected):
    assert hearsay(before, "GPU 4 fell off the bus.") is expected


def test_conceded_only_covers_what_comes_before_the_turn():
    sentence = "Too few workers, yes, but the disk is slow."
    assert conceded(sentence, 0) is True
    assert conceded(sentence, sentence.index("the disk")) is False
    assert conceded("Yesterday the loader fell to 2 workers.", 0) is False


@pytest.mark.parametrize(("after", "expected"), [
    (", plenty for the collectives.", True),
    (", which is enough in practice.", True),
    (", so the fault must be somewhere else.", True),
    (", which is not enough for NCCL.", False),
    (", enough to make it the straggler.", False),
    (". It is plenty elsewhere.", False),
])
def test_set_aside_reads_its_own_sentence(after, expected):
    assert set_aside(after) is expected


def test_disbelief_governs_the_clause_after_it():
    assert disbelieved("I don't buy the idea that the ") is True
    assert disbelieved("Don't buy faster storage; the ") is False


def test_quote_framed_needs_the_announcement_first():
    assert quote_framed("Me: pasting from dmesg: NVRM Xid 79") is True
    assert quote_framed("The card fell off the bus; I'm pasting the line below: Xid 79") is False


def test_either_or_reads_past_a_dot_inside_a_name(capsys, tmp_path):
    text = "It's either a stale .tmp file or gpu-037's upload getting killed before it finished."
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [text]) == [False]


@pytest.mark.parametrize(("text", "expected"), [
    ("GPU 5 on gpu-d092 computes wrong numbers because its HBM is logging uncorrected errors.", False),
    ("GPU 5 on gpu-d092 has dying memory, double-bit errors silently corrupt its parameter shard.", False),
    ("GPU 5 on gpu-d092 silently computes wrong GEMM results; there are no uncorrectable ECC errors at all.", True),
])
def test_silent_corruption_blamed_on_reported_memory_errors_is_the_wrong_account(capsys, tmp_path, text, expected):
    """Silent data corruption raises no error: memory errors that are reported (uncorrectable, double-bit, HBM
    logging them) or memory said to degrade is another failure; denying them keeps the diagnosis."""
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [text]) == [expected]
