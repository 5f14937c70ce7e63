"""Round 24 (utt24): requests about the interview and remarks about the tool must not be read as answers or questions.

- "Do you want the exact numbers or is rough fine": what the interviewer wants, then a looser form of the answer
  judged acceptable, is about the answer's form (meta), not a question for facts (fresh18, fresh19, fresh20). A choice
  whose second half is about the problem ("does the reward model need gpus or is it small enough for cpu") or is
  judged by someone else ("… or is bf16 acceptable to the researchers") stays a question.
- "this AI voice is so robotic", "this app drains my battery", "the voice mode keeps cutting me off": the practice
  product as the subject, judged with an intensifier or doing something over and over, is an aside (fresh17,
  fresh18, fresh20). "The platform keeps restarting the pods" is about the incident's platform, not the tool.
- "can i have a 5 min break", "can we take a pause of two minutes", "two minutes pls, let me organise my thoughts":
  a stretch of time asked for is meta (fresh17, fresh18). "the hosts get a pause frame storm" is about the network.
- "First I ask: which run …", "First I'd ask them what too slow means, …. And what changed.", "what do i ask first? which
  run …": questions reported as what the candidate would ask someone else, with no colon after "ask" too, are the
  answer (fresh10, fresh15, fresh18, fresh19, fresh20). "Can I ask what the deadline is?" asks the interviewer.
"""

from __future__ import annotations

import pytest

from interviewer.interview.remarks import TOOL_GRIPE
from listening_helpers import classes_of

TOPIC = "coding-interviewer/ring-allreduce-impl"



@pytest.mark.parametrize("text", [
    # what the interviewer wants, or a looser form
    "do you want the step times in milliseconds or is a rough percentage okay",
    "do i need the exact figures or is a ballpark fine, it was a while ago",
    "would you prefer the full derivation or is the final number enough?",
    # a stretch of time asked for
    "can i have a 10 min break please, i need some water",
    "could we take a pause of five minutes",
    "two minutes please, let me sort my notes",
])
def test_a_request_about_the_interview_is_meta(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["meta"]]


def test_an_answer_then_the_form_asked_is_answer_and_meta(capsys, tmp_path):
    text = "About 30 days and 10 million dollars. I rounded hard, do you want the exact numbers or is rough fine"
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["answer", "meta"]]


@pytest.mark.parametrize("text", [
    "does the reward model need gpus or is it small enough for cpu",
    "do you insist on Adam in fp32 or is an 8-bit variant acceptable to the researchers",
])
def test_a_choice_about_the_problem_stays_a_question(capsys, tmp_path, text):
    got = classes_of(capsys, tmp_path, [text], TOPIC)[0]
    assert "question" in got and "meta" not in got


@pytest.mark.parametrize("text", [
    "this AI voice is so robotic, it throws me off",
    "this bot is really impatient",
    "honestly this app drains my battery",
    "the voice mode keeps mishearing me",
])
def test_the_practice_tool_judged_is_off_topic(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["off-topic"]]


def test_an_answer_beside_a_gripe_about_the_tool_is_both(capsys, tmp_path):
    text = ("each rank sends one chunk to its right neighbour and adds what it gets from the left, n minus one times. "
            "ugh this bot voice is so robotic lol")
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["answer", "off-topic"]]


@pytest.mark.parametrize("text", [
    "the platform keeps restarting the head pod",
    "the tool is really useful for reading the traces",
])
def test_the_incident_platform_is_not_the_tool(text):
    assert not TOOL_GRIPE.search(text)  # "the platform"/"the tool" may be the incident's; "this app"/"the app" is the tool


def test_pause_frames_are_the_network(capsys, tmp_path):
    text = "the hosts get a pause frame storm from the switch and every rank stalls on the next all-reduce"
    assert "meta" not in classes_of(capsys, tmp_path, [text], TOPIC)[0]


ASK_TOPIC = "panel-postmortem/ambiguous-ask"


@pytest.mark.parametrize("text", [
    "First I ask: which job, slower than what? the last run? Then I'd pull the step time breakdown myself.",
    "First I'd ask them what slow means here, slower than what, the last run or the estimate. And what changed.",
    "what do i ask first? which run and compared to what, because slow means nothing without a baseline.",
])
def test_questions_reported_as_what_the_candidate_would_ask_are_the_answer(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], ASK_TOPIC) == [["answer"]]


def test_asking_leave_to_ask_the_interviewer_stays_a_question(capsys, tmp_path):
    assert "question" in classes_of(capsys, tmp_path, ["Can I ask what the deadline is?"], ASK_TOPIC)[0]
