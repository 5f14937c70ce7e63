"""Round 23 (utt23): turns that are not answers must not be read as answers.

- A turn the candidate disowns as sent to the wrong chat or window is off-topic, however technical what they pasted is
  (fresh16, fresh19: "sent to wrong chat sorry: '…'", "sorry [typing in wrong window] git push …").
- "Do you want me to go through / show the working / break it down": an offer to lengthen the answer,
  asked of the interviewer, is meta (fresh17, fresh18, fresh19). ("Do you want me to go into X" is labelled question in
  dev and fresh7 but meta in fresh13 and fresh16: left alone.)
- "Did every restart land on the same nodes? Or did Slurm give new ones", "what shipped? code only or config
  too": the other half of an alternative question (led by "or", or a bare "X or Y") keeps the question asked; it is
  no answer to it (fresh15, fresh16, fresh19). A "so X or Y" conclusion after uptalk stays an answer.
- "Should I <do X> or just <describe / tell / explain it>": the other option is only a way of telling the answer, so
  the question is about the answer's form (meta), not about the problem (fresh17, fresh18). "Should I include the
  restarts, or just the ideal compute?" chooses between two things of the problem and stays a question.
"""

from __future__ import annotations

import pytest

from listening_helpers import classes_of

TOPIC = "panel-postmortem/ambiguous-ask"


@pytest.mark.parametrize("text", [
    'wrong chat, sorry: "can someone restart the staging runner before the demo"',
    "oops [pasted into the wrong window] kubectl rollout restart deploy/trainer -n ml",
])
def test_text_sent_to_the_wrong_window_is_off_topic(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["off-topic"]]


@pytest.mark.parametrize("text", [
    "should i draft the actual reply to her or just describe it",
    "Can I write out the whole postmortem doc, or only summarize it?",
])
def test_a_choice_of_ways_to_tell_it_is_meta(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["meta"]]


@pytest.mark.parametrize("text", [
    "Should I include the cost of restarts and lost work, or just the ideal compute?",
    "should i assume the research lead means the 70B run or just the latest one",
])
def test_a_choice_between_things_of_the_problem_stays_a_question(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["question"]]


@pytest.mark.parametrize("text", [
    "We cut step time by a third by fixing the bucket sizes and overlapping comms. Do you want me to go through the traces?",
    "about 4.4 million GPU hours and 15 million dollars, roughly. do you want me to show the working",
])
def test_an_offer_to_lengthen_the_answer_is_meta(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], "panel-postmortem/performance-story") == [["answer", "meta"]]


@pytest.mark.parametrize("text", [
    "Did every rank restart on the same eight nodes? Or did the scheduler hand out new ones",
    "so what exactly changed in the last driver rollout? firmware only or the kernel too",
])
def test_the_other_half_of_an_alternative_question_keeps_it_asked(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], "infra-network/debug-during-hang") == [["question"]]


def test_a_conclusion_after_uptalk_is_no_other_option(capsys, tmp_path):
    text = "you'd need a barrier there? because the reader can run before the writer finished? so an event or a lock"
    assert classes_of(capsys, tmp_path, [text], "coding-interviewer/concurrency-bugs") == [["answer"]]


@pytest.mark.parametrize("text, never", [
    # a wrong technical thing is not a wrong window
    ("NCCL picked the wrong NIC on two nodes, so the ring fell back to sockets and every step waited on them.",
     "off-topic"),
    # asking whether to look through an output is no offer to lengthen the answer
    ("Should I go through the NCCL logs first?", "meta"),
])
def test_near_cases_keep_their_class(capsys, tmp_path, text, never):
    assert never not in classes_of(capsys, tmp_path, [text], "infra-network/debug-during-hang")[0]
