"""Round 13: talk about the candidate's own answer, passes by choice, asides about their day, indirect questions and
rising-voice links, in wordings written for these tests (none is copied from a labelled set).

- Meta: leave or direction for the candidate's own act of answering ("can I answer from …", "should I also say how
  I'd fix it"), whether the answer is what the interviewer wanted, a plan for the answer put up for approval, notes.
  A question about the problem itself ("can I assume …", "should I check dmesg first?") stays a question.
- Dont-know: declining on purpose rather than bluffing ("I'd rather not pretend", "this is a gap for me"), with the
  reasons for the gap; not when figures or a "but I'd …" attempt follow, nor "instead of guessing" as a method.
- Off-topic: the candidate's family, an apology for their own state, gripes about the tool, questions to the AI about its
  internet access; an answer and an interruption at home, each its own sentence, are both.
- Question: "first thing I'd ask is what …", "not clear to me yet whether …"; answered at once by a degree ("Rarely.")
  it is the candidate's own. A rising-voice chain may carry on with "when …?" without asking when.
"""

from __future__ import annotations

import pytest

import listening_helpers

TOPIC = "design-architect/failure-and-checkpointing"

META = [
    "Can I answer this from the storage angle, or would you rather hear about restarts?",
    "Should I also explain how I'd roll it out?",
    "Is it alright if I write the steps as a list instead of talking them through?",
    "Would it help if I went through it step by step?",
    "Is that what you had in mind?",
    "Is there a particular answer you're after here?",
    "I'll take a few notes while I think, is that fine?",
    "is it okay if my figures are ballpark?",
]
DONT_KNOW = [
    "Honestly this is a real gap for me. The storage team always handled checkpoints where I worked.",
    "I won't pretend here: I've never designed a checkpoint scheme, and I'd rather say so than make one up.",
    "I could speculate, but I'd prefer not to bluff. My teams always had a platform group for this.",
]
OFF_TOPIC = [
    "My son has a school concert tonight so apologies if I'm a bit distracted.",
    "This platform's UI is so slow, every panel takes forever to load.",
    "Can you browse the web? It'd be handy to check the docs together.",
]


@pytest.mark.parametrize("want,texts", [("meta", META), ("dont-know", DONT_KNOW), ("off-topic", OFF_TOPIC)])
def test_round13_families(want, texts, capsys, tmp_path):
    assert listening_helpers.wrong_classes(capsys, tmp_path, texts, want, TOPIC) == []


@pytest.mark.parametrize("text", [
    "Can I assume the nodes share one filesystem?",
    "Should I check the storage bandwidth first?",
    "Do you run on H100s or A100s here?",
])
def test_a_question_about_the_problem_is_no_meta(text, capsys, tmp_path):
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["question"]]


def test_not_guessing_as_a_method_is_an_answer(capsys, tmp_path):
    text = "I'd measure the save time on one node first instead of guessing, then size the interval from the MTBF."
    assert "dont-know" not in listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC)[0]


def test_a_decline_with_an_attempt_after_it_is_no_plain_pass(capsys, tmp_path):
    text = "I won't pretend I know the exact formula, but I'd checkpoint about every 30 minutes at 1,000 GPUs."
    assert "answer" in listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC)[0]


def test_an_answer_then_the_cat_on_the_keyboard_is_both(capsys, tmp_path):
    text = "Async saves to local NVMe, then copy to the bucket. Sorry, my cat just stepped on the keyboard."
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["answer", "off-topic"]]


@pytest.mark.parametrize("text", [
    "first thing I'd ask is how often the nodes fail",
    "not clear to me yet whether the checkpoints go to local disk or straight to the bucket",
])
def test_indirect_questions_are_questions(text, capsys, tmp_path):
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["question"]]


@pytest.mark.parametrize("text", [
    "Does the save stall every rank? Rarely, if it's async; only the snapshot to host memory blocks.",
    "the job restarts from the last save? when a node dies? so at most one interval is lost",
])
def test_a_question_answered_at_once_or_carried_on_is_an_answer(text, capsys, tmp_path):
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["answer"]]
