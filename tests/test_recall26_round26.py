"""Round 26's recall changes (lane recall26): signals said in other words than the concept groups knew.

- A concept whose question is the skill (``inquiry: true``: scoping a failure, asking what changed) counts when the
  candidate says it as their own working question and goes on past it; hedged, negated, copied from the interviewer,
  handing the work back ("Should I check ...?") or left as the answer's closing questions, it still does not.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon

from listening_helpers import assess, shown

FIRST_TEN = "oncall-lead/first-ten-minutes"


@pytest.fixture(scope="module")
def library():
    return load_library()


@pytest.mark.parametrize("text", [
    "Then scope it: is every rank stuck, or are most of them waiting on one? py-spy on a handful of ranks tells me.",
    "Before touching anything, are other jobs on the same racks stalled too? If so it's storage or the fabric.",
    "Is it just our job, or is it everyone's problem on that leaf switch? The scheduler's node list answers that.",
])
def test_a_scoping_question_of_ones_own_shows_the_scope(library, text):
    assert "scope-blast-radius" in shown(library, FIRST_TEN, text)


@pytest.mark.parametrize("text", [
    "Maybe other jobs are stuck too, I don't know.",  # hedged
    "I haven't looked at other jobs, no idea.",  # negated
])
def test_a_hedged_or_negated_scope_is_still_not_shown(library, text):
    assert "scope-blast-radius" not in shown(library, FIRST_TEN, text)


def test_asking_what_changed_shows_the_timeline(library):
    assert "timeline-first" in shown(library, FIRST_TEN, "First: when was the last step logged, and did anything "
                                                           "change around then - a deploy, a driver rollout? The "
                                                           "deploy log has it.")


def test_only_inquiry_concepts_are_read_in_question_form():
    lex = default_lexicon()
    assert {"which-ranks", "other-jobs", "what-changed"} <= lex.inquiries
    reading = lex.read("Is it NCCL_DEBUG=INFO that you set?")
    assert reading.asserted("debug-artifacts", lex.terms["debug-artifacts"]) is None  # an ordinary concept, asked


def test_a_strong_scoping_answer_is_credited_with_its_scope(library):
    text = ("Alive but no steps is a hang until proven otherwise. First, when was the last logged step and did anything "
            "change before it? Then scope: is every rank stuck, or one node? py-spy dump on a handful of ranks across "
            "nodes, the flight recorder dump, and dmesg on the odd node for Xids.")
    result = assess(library, FIRST_TEN, text)
    assert "scope-blast-radius" in result.shown and result.depth == "strong"


@pytest.mark.parametrize("text", [
    "Should I check whether other jobs are affected first? Or would you grab py-spy dumps?",
    "Do you want me to look at whether every rank is stuck, or just one?",
])
def test_a_question_handing_the_work_back_is_not_the_candidates_scope(library, text):
    assert "scope-blast-radius" not in shown(library, FIRST_TEN, text)


def test_closing_questions_that_leave_the_work_to_the_interviewer_are_not_the_scope(library):
    text = ("I'd take py-spy dumps and read dmesg on the odd node. Was there a deploy around then? Is every rank stuck, "
            "or are most of them waiting on one?")
    assert "scope-blast-radius" not in shown(library, FIRST_TEN, text)


# ------------------------------------------------------------------ paraphrase families (lexicon, round 26)

DECISION = "screen-recruiter/explain-a-decision"
AMBIGUOUS = "panel-postmortem/ambiguous-ask"
RING = "coding-interviewer/ring-allreduce-impl"
RACES = "coding-interviewer/concurrency-bugs"


@pytest.mark.parametrize("topic,signal,text", [
    # a choice's cost said as what it cost (tradeoff)
    (DECISION, "explicit-tradeoffs", "We went with local NVMe staging instead of writing straight to the filer; what it "
                                     "cost us was 40 GB of host memory per node."),
    (DECISION, "explicit-tradeoffs", "I picked bf16 autocast rather than fp16 with a loss scaler, and in exchange we gave "
                                     "the last bit of mantissa."),
    (DECISION, "explicit-tradeoffs", "Selective recomputation instead of full checkpointing costs about 8 percent more "
                                     "compute per step."),
    # a status update's dated commitment and its open item (decision-stated, open-item)
    (AMBIGUOUS, "summarise-decisions", "\"Throughput is 20% under last week's run; I'll send a breakdown by 4pm. Open risk: "
                                       "the new data mix.\""),
    (AMBIGUOUS, "summarise-decisions", "\"We moved eval off the training nodes; expect the fix by Thursday. Need: your "
                                       "target date.\""),
    # the chunk a rank owns after the first ring phase, said plainly (owned-sum-chunk)
    (RING, "ring-phases", "Pass one slice right and add what comes from the left; after n minus one passes each rank owns "
                          "one slice that has everybody's numbers in it. Then a second lap just hands the finished slices "
                          "around."),
    (RING, "ring-phases", "After n-1 steps rank r has the complete sum of chunk (r+1) mod n; a second round forwards the "
                          "finished chunks."),
    # a forced schedule in other words (forced-interleaving)
    (RACES, "testing-edge-cases", "In the test, a threading.Event parks the logger thread right between two micro-batches, "
                                  "then I assert the norm."),
    (RACES, "testing-edge-cases", "Two processes on gloo, force one rank down the odd branch with a flag, short timeout, "
                                  "and it hangs every run."),
])
def test_a_paraphrase_family_shows_its_signal(library, topic, signal, text):
    assert signal in shown(library, topic, text)


def test_a_seed_said_to_force_the_thread_order_is_not_a_forced_interleaving(library):
    text = "torch.use_deterministic_algorithms(True) and a fixed seed forces the thread order, so one pass proves it."
    assert "testing-edge-cases" not in shown(library, RACES, text)
