"""Round 29 (lane cw29, issue #12: weak and partial answers rated strong).

``premises.breaks_off``: an answer that stops mid-clause (its last word one no finished sentence ends on) never made
its point, so a strong reading is capped at partial. ``premises.denies_premise``: an answer that flatly rules out
what the question itself is about ("the object store can't be part of it", "order doesn't matter") has closed the
question instead of answering it, and is weak; a denial that is scoped, conditioned, hedged or moves the cause
elsewhere is reasoning and abstains.
"""

from __future__ import annotations

import pytest

from test_closed_off28 import _assess

from interviewer.interview.premises import breaks_off, denies_premise

BROKEN_OFF = [
    "we shard the optimizer state across the eight GPUs of each node and then replicate the",
    "the fix for the imbalance is to hand every rank a slice from the front and a slice from the back and",
    "so with a hundred nodes the tree finishes in about seven hops while the ring needs two hundred and each hop has",
    "first I freeze the job and collect stacks from every rank, because the one that is stuck tells us the",
    "the main thing to watch on the storage side is the metadata server since small files hammer it and it's",
    "um yeah so the retry logic lives in the driver and when an actor dies the driver restarts it from its",
]
FINISHED = [
    "we shard the optimizer state across the eight GPUs of each node and replicate it across nodes",
    "I'd have to measure where the crossover between the two schedules actually is",
    "the extra memory is the price, and it's the one we decided we could pay",
    "so the checkpoint every twenty minutes is what we settled on after all of that",
    "ring for big messages, tree for small ones.",
    "the rank that is behind",  # short: a fragment, not an answer cut off
]


@pytest.mark.parametrize("text", BROKEN_OFF)
def test_an_answer_cut_off_mid_clause_breaks_off(text):
    assert breaks_off(text)


@pytest.mark.parametrize("text", FINISHED)
def test_a_finished_answer_does_not_break_off(text):
    assert breaks_off(text) == ""


DENIED = [
    ("Is the metadata server involved here? How would you check?",
     "The metadata server can't be involved, it only answers opens and stats, so go straight to the network."),
    ("In what order do you wrap the modules for sharding and compilation?",
     "Honestly the order doesn't matter, both end up with the same graph."),
    ("Is the checkpoint write slowing the step down?",
     "The checkpoint write is definitely not it: we have plenty of bandwidth to the filer."),
    ("How would you find the straggler rank?", "Stragglers can't really happen with synchronous training, every rank "
     "waits at the barrier anyway."),
    ("Why might two ranks disagree on the gradient norm?",
     "The gradient norm disagreement isn't the real problem, just ignore it and keep training."),
    ("How would you fix the race between the logger and the optimizer?",
     "There's a lock in the runtime, so it's not actually a race at all."),
]
KEPT = [
    # the cause moved elsewhere: reasoning, not closing the question
    ("Is the metadata server involved here? How would you check?",
     "The metadata server is not the problem, it's the clients retrying every open; I'd count opens per client."),
    # scoped: some are ruled out, not the thing asked about
    ("Would a difference between the nodes be the cause?",
     "Many differences don't matter, so I'd swap the odd node out and see whether the failure follows it."),
    # under a condition
    ("Which piece does each rank send when the buffer does not divide evenly?",
     "Uneven pieces are not a problem as long as every rank reads its offsets from the same table."),
    # hedged, or by degree
    ("In what order do you wrap the modules for sharding and compilation?",
     "I think the order does not matter much, both produce the same kind of tensor in the end."),
    # asked back, someone else's belief
    ("Is the checkpoint write slowing the step down?", "Is the checkpoint write really not the problem here?"),
    ("Is the checkpoint write slowing the step down?",
     "People assume the checkpoint write doesn't matter, but at this size it stalls every rank for a minute."),
    # denial of something the question did not ask about
    ("How would you find the straggler rank?",
     "Rank order doesn't matter; I'd compare per-rank step times and take the one that arrives last."),
]


@pytest.mark.parametrize("question,answer", DENIED)
def test_an_answer_that_rules_out_what_was_asked_about_denies_the_premise(question, answer):
    assert denies_premise(answer, question)


@pytest.mark.parametrize("question,answer", KEPT)
def test_reasoning_about_what_was_asked_does_not_deny_the_premise(question, answer):
    assert denies_premise(answer, question) == []


HANG = ("Set TORCH_NCCL_TRACE_BUFFER_SIZE and TORCH_NCCL_DUMP_ON_TIMEOUT=1 so every rank dumps its flight recorder "
        "when the watchdog fires, then compare the last collective sequence number each rank entered: the rank that "
        "is behind the others is the one that never arrived. The buffer costs a little host memory per rank, so {end}")


def test_a_strong_answer_that_breaks_off_is_partial():
    whole = _assess(HANG.format(end="I keep it small."), "oncall-lead", "collective-hang", "hang-localisation")
    cut = _assess(HANG.format(end="I keep it small and the"), "oncall-lead", "collective-hang", "hang-localisation")
    assert whole.depth == "strong"
    assert cut.depth == "partial"
    assert any("breaks off mid-clause" in line for line in cut.evidence)


def test_a_fluent_answer_that_rules_out_what_was_asked_about_is_weak():
    question = "Every rank timed out on the same collective. How do you work out which of them caused it?"
    kept = _assess(HANG.format(end="I keep it small."), "oncall-lead", "collective-hang", "hang-localisation",
                   question)
    denied = _assess(HANG.format(end="I keep it small. But honestly the culprit rank doesn't matter, restart "
                                     "them all."), "oncall-lead", "collective-hang", "hang-localisation", question)
    assert kept.depth == "strong"
    assert denied.depth == "weak"
    assert any("rules out what the question is about" in line for line in denied.evidence)
