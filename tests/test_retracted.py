"""Round 49, lane sc49: a claim the candidate takes back in the same answer is not the answer's claim; what replaces
it is. The reading (``interview.retracted``), then the assessor on whole answers, with the adversarial cases: a wrong
claim corrected to another wrong one, a right claim "corrected" to a wrong one, an "I mean" that only rephrases, a
wrong claim of someone else's rejected. Unit tests (no model is called: the offline assessor only)."""

import pytest

from interviewer.content import load_library
from interviewer.interview.retracted import retractions, standing

from listening_helpers import assess


@pytest.mark.parametrize("text,taken,kept", [
    # a marker opening a sentence takes back the sentence before it
    ("NCCL_SOCKET_IFNAME selects the InfiniBand adapters. Correction: it selects the IP interface for bootstrap.",
     "selects the InfiniBand adapters", "NCCL_SOCKET_IFNAME selects the IP interface for bootstrap."),
    ("First idea: every rank sends its buffer to rank 0, which sums and sends back. Correction: only neighbours talk. "
     "So, a ring.", "rank 0", "only neighbours talk. So, a ring."),
    # inside a sentence, the sentence so far
    ("The norm is fine. Shard first, then tensor parallel - hang on, no, the other way round, tensor parallel first.",
     "Shard first", "The norm is fine. tensor parallel first."),
    ("Seventy billion parameters at two bytes is 140 GB - no, scratch that, that's only the weights; it's 16 bytes each.",
     "140 GB", "it's 16 bytes each."),  # what is said of the claim taken back goes with it
    ("fully_shard first - no, wait, that's backwards: the TP plan first, then fully_shard.", "fully_shard first",
     "the TP plan first, then fully_shard."),
    ("ZeRO-2 shards the optimizer state only - no, wait, it shards gradients too.", "optimizer state only",
     "ZeRO-2 shards gradients too."),
    ("~~70B x 2 bytes = 140 GB, two GPUs.~~ Per parameter it is 16 bytes with Adam.", "140 GB",
     "Per parameter it is 16 bytes with Adam."),
    # an interviewer's note: the quoted first words are taken back, the quoted correction stands
    ('C first said "tree is the bandwidth one", then stopped: "no, the other way round, ring is". Final: ring.',
     "tree is the bandwidth one", None),
    ('C opened with "TP 16 across two nodes" - then caught it: "no, scrap that, TP 8 in one node."', "TP 16", None),
    # "I mean" that replaces a term: a sibling put in its place
    ("Ring is the bandwidth-optimal one, I mean tree.", "Ring", "tree is the bandwidth-optimal one."),
    ("It needs 16 nodes, I mean 32.", "16 nodes", "It needs 32 nodes."),
    ("Set NCCL_IB_HCA, I mean NCCL_SOCKET_IFNAME, to the ethernet interface.", "NCCL_IB_HCA",
     "Set NCCL_SOCKET_IFNAME, to the ethernet interface."),
])
def test_what_is_taken_back(text, taken, kept):
    assert any(taken in r.taken_back(text) for r in retractions(text))
    if kept is not None:
        assert standing(text) == kept
    else:
        assert taken not in standing(text)


@pytest.mark.parametrize("text", [
    # "I mean" that rephrases or explains: both stay
    "Ring is bandwidth-optimal, I mean each rank sends about twice the buffer whatever n is.",
    "Use the modulo. I mean, in Python % already gives a non-negative number, so no + n is needed.",
    # a reversal asked, not made
    "TP on the inner dimension and FSDP on the outer - hmm, or the other way round? I think FSDP inner.",
    # someone else's claim rejected: not the candidate's own to take back
    "The runbook says NCCL_SOCKET_IFNAME selects the InfiniBand adapters. Correction: it selects the IP interface.",
    "People say tree is the bandwidth-optimal one - no, wait, it's the ring that is.",
    'The on-call first said "it\'s the network", then stopped: "no, the NIC counters are clean".',
    # "no" answering the question, "the other way round" said of a thing, "correct" as a word
    "No, it doesn't shard gradients. It shards parameters and optimizer state too.",
    "Ring suits large messages. Tree is the other way round: it suits small ones at scale.",
    "That is correct: the ring moves 2(n-1)/n of the buffer per rank.",
])
def test_near_misses_take_nothing_back(text):
    assert retractions(text) == []
    assert standing(text) == text


@pytest.fixture(scope="module")
def library():
    return load_library()


RING_TREE = "infra-network/ring-and-tree"
STRONG = ("Ring: the ranks form a cycle and the buffer is cut into n chunks; for n-1 steps each rank sends a chunk to "
          "its neighbour and adds the one it receives (reduce-scatter), then n-1 more steps pass the finished chunks "
          "round (all-gather). Each rank sends about 2(n-1)/n of the buffer whatever n is, so it is bandwidth-optimal, "
          "but 2(n-1) sequential steps mean its latency grows linearly with the ranks. Tree: NCCL builds two binary "
          "trees, each node a leaf in one and interior in the other, and pipelines chunks up and down, so latency "
          "grows with log n. Small messages at scale: tree. Large buffers on fewer nodes: ring.")
SWAPPED = "Tree is the bandwidth-optimal one and ring is the latency one."
WRONG_TOO = "The ring is the latency one, and tree wins for large messages because it takes log n steps."


def test_a_strong_answer_is_strong(library):
    assert assess(library, RING_TREE, STRONG).depth == "strong"


def test_a_wrong_claim_taken_back_does_not_count_against_the_answer(library):
    assert assess(library, RING_TREE, SWAPPED + " No, wait, the other way round. " + STRONG).depth == "strong"
    assert assess(library, RING_TREE, f'C first said "{SWAPPED}", then stopped: "no, other way round". '
                                      + STRONG).depth == "strong"
    # the same wrong claim left standing still makes the answer weak
    assert assess(library, RING_TREE, SWAPPED + " " + STRONG).depth == "weak"


def test_a_wrong_claim_corrected_to_another_wrong_one_stays_weak(library):
    assert assess(library, RING_TREE, SWAPPED + " Correction: " + WRONG_TOO).depth == "weak"


def test_a_right_claim_corrected_to_a_wrong_one_is_read_by_the_wrong_one(library):
    right = "Ring is the bandwidth-optimal one and tree is the latency one."
    assert assess(library, RING_TREE, right + " Scratch that. " + WRONG_TOO + " " + STRONG).depth == "weak"
    assert assess(library, RING_TREE, "Ring wins for large buffers, I mean tree. " + STRONG).depth == "weak"


def test_an_i_mean_that_rephrases_keeps_both(library):
    answer = SWAPPED + " I mean, that's how I remember it. " + STRONG
    assert standing(answer) == answer
    assert assess(library, RING_TREE, answer).depth == "weak"


def test_someone_elses_wrong_claim_rejected_is_not_a_retraction(library):
    answer = "People say " + SWAPPED[0].lower() + SWAPPED[1:] + " No, wait, that's wrong. " + STRONG
    assert retractions(answer) == []


# Round 50, lane sc50: near misses of forms the reading does not take (a63914e read them; reverted, null on dev):
# none of these takes anything back, under either reading.
@pytest.mark.parametrize("text", [
    # "no" answering a question, asked or reported, is no retraction
    "Is tree the bandwidth-optimal one? No, ring is; tree is the latency one.",
    "She asked whether the workers survive a head reboot. No, they die with it unless GCS is fault tolerant.",
    # someone else's correction not agreed to; a first statement followed by an addition, not a correction
    "I said ring is the bandwidth-optimal one and she corrected me, but I stuck with it: 2(n-1)/n per rank.",
    'I first said "ring for large buffers", then added that tree wins for small messages at scale.',
    "I first said ring for large buffers, then added that tree wins for small messages at scale.",
    # someone else's claim rejected with a bare "no"
    "People say tree is the bandwidth-optimal one. No, ring is.",
    # "wrong" and "not right" as words, not verdicts on one's own claim
    "The usual causes - wrong, missing or stale NCCL variables - show in the INFO log.",
    "Ring wins on large buffers. That's not right for small ones at scale, where tree wins.",
])
def test_near_misses_take_nothing_back_round50(text):
    assert retractions(text) == []
    assert standing(text) == text


def test_the_adversarial_cases_with_a_bare_no_and_a_recalled_first_statement(library):
    # a wrong claim corrected, with a bare "no", to another wrong one stays weak
    assert assess(library, RING_TREE, SWAPPED + " No, " + WRONG_TOO[0].lower() + WRONG_TOO[1:]).depth == "weak"
    # a right claim "corrected" to a wrong one is read by the wrong one
    right = "I first said ring is the bandwidth-optimal one, then corrected myself: no, "
    assert assess(library, RING_TREE, right + SWAPPED[0].lower() + SWAPPED[1:] + " " + STRONG).depth == "weak"
    # "no" answering the interviewer's yes/no question keeps the claim after it
    asked = "Is tree the bandwidth-optimal one? No. " + SWAPPED + " " + STRONG
    assert standing(asked) == asked
    assert assess(library, RING_TREE, asked).depth == "weak"
