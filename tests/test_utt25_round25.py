"""Round 25 (utt25): requests about the interview and questions to the AI that read as questions or answers.

- "hint pls", "hint plz?": the bare request for a hint with a chat-style please is meta, as "hint please" already was
  (fresh16, fresh21). "there are no hints in the log" is about the incident.
- "how many min do we have left": the clock asked with the minute abbreviated is meta, as "how many minutes" was
  (fresh21; the same form spelled out in dev2, fresh2, fresh17).
- "can we switch to the pricing question instead?", "can we do this scenario next session?", "wait can we go back to the
  first bug and do the hang after, …": the interview's order asked to change (a request by we/I, an interview unit —
  question, scenario, part, bug — and when: instead, later, after, next session) is meta (fresh15, fresh21). "can we
  switch the ring to a tree instead" changes the design, not the interview.
- "are you running on h100s too lol", "what hardware is this bot on": what the AI runs on, compared with the candidate's
  own ("too") or asked of "this bot", is off-topic (missed in fresh21; fresh8
  and fresh17 labelled so). "are you running on H100s too, or A100s,
  for this job?" asks about the company's cluster.
- "(a) …, (b) …, (c) …", "One: … Two: …": causes set side by side under labels on a scenario page are options, a
  hypothesis, however plainly each is worded (missed in fresh21; fresh11's
  "One: … Two: …" labelled so too); one labelled cause with its mechanism is no list.
- "… wait can i assume the length is divisible by n? if not i'll pad …", "… — wait is the trainer FSDP? then i'd …": an
  answer broken off by "wait" to ask, then carried on under an assumption, still asks (missed in fresh21; the
  same form labelled so in fresh12, fresh16, fresh18); "wait, is that right? yes, …" and "…, wait, does it?" check the candidate's own step.
- "can I change my answer from before?", "can I go back to what I said", "can I restart my code": leave to take one's own
  answer again or change it is meta (fresh18, fresh19), as "can I restart" already was; "can I change the learning rate
  schedule" asks about the problem.

"""
from __future__ import annotations

import pytest

from interviewer.interview.asides import meta
from interviewer.interview.asking import broken_off
from interviewer.interview.housekeeping import ABOUT_THE_AI, unshouted
from interviewer.interview.neighbours import options_listed
from listening_helpers import classes_of, scenario_classes

TOPIC = "design-architect/failure-and-checkpointing"


@pytest.mark.parametrize("text", [
    "hint pls",
    "hint plz?",
    "how many min do we have left",
    "can we switch to the other question instead? this one is not my area",
    "could we do this scenario another time, my laptop is about to die",
    "wait can we go back to the first question and do this one after, i'm mixing them up in my head",
])
def test_a_request_about_the_interview_is_meta(capsys, tmp_path, text):
    assert "meta" in classes_of(capsys, tmp_path, [text], TOPIC)[0]


@pytest.mark.parametrize("text,about_the_ai", [
    ("are you running on h100s too lol", True),
    ("are you on A100s as well?", True),
    ("what hardware is this bot on btw?", True),
    # near cases: the company's cluster
    ("are you running on H100s too, or A100s, for this job?", False),
    ("what hardware is the cluster on?", False),
])
def test_what_the_ai_runs_on_is_about_the_ai(text, about_the_ai):
    assert bool(ABOUT_THE_AI.search(text)) is about_the_ai


def test_a_question_to_the_ai_about_its_hardware_is_off_topic(capsys, tmp_path):
    text = "what hardware is this bot on btw? are you running on h100s too lol"
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["off-topic"]]


@pytest.mark.parametrize("text,is_meta", [
    # leave to change one's own answer
    ("wait, can I change my answer from before?", True),
    ("ok can I restart my code, I messed up the indexing in the loop", True),
    ("can i go back to what i said before", True),
    # near cases: the problem itself, not a request about the interview or the answer
    ("there are no hints in the log", False),
    ("can we switch the ring to a tree instead for small messages", False),
    ("the job restarts ten min later from the last checkpoint", False),
    ("can i change the learning rate schedule from before the restart", False),
])
def test_a_request_about_ones_answer_is_meta_and_the_problem_is_not(text, is_meta):
    assert bool(meta(text)) is is_meta


RING = "coding-interviewer/ring-allreduce-impl"


@pytest.mark.parametrize("text", [
    "so chunk the buffer into n pieces... wait can i assume the length is divisible by n? if not i'll pad with zeros. "
    "then reduce-scatter n-1 steps and all-gather n-1 steps",
    "weights go out by nccl broadcast — wait is the trainer FSDP? then i'd all-gather one layer at a time and stream it",
])
def test_an_answer_broken_off_to_ask_is_answer_and_question(capsys, tmp_path, monkeypatch, text):
    # the rules' reading. The shipped tie-breaker, refit on these rules, still takes the question away here (its
    # p(question) is under the 0.25 removal threshold): the rule reaches users only where the model agrees
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert classes_of(capsys, tmp_path, [text], RING) == [["answer", "question"]]


@pytest.mark.parametrize("question, following", [
    ("wait, is that right?", "yes, each rank sends 2(n-1)/n of the buffer"),  # answered yes or no at once: a self-check
    ("the ring sends 2(n-1)/n, wait, does it?", "each step moves one chunk, so yes"),  # nothing asked but the tag
    ("is the trainer FSDP?", "then i'd all-gather one layer at a time"),  # no break in the answer
])
def test_a_self_check_is_not_broken_off(question, following):
    assert not broken_off(question, following)


@pytest.mark.parametrize("text", [
    "candidates: (a) a node that came in with the requeue, (b) an IB problem left over, (c) the eval change. (b) is out",
    "(1) a node with an older driver, (2) a flaky switch port, (3) the new NCCL version. the port looks clean",
    "Two theories. One: the shared storage is slow. Two: the fabric is flaky. The timing favours the first.",
])
def test_causes_under_labels_are_options_not_a_diagnosis(capsys, tmp_path, text):
    got = scenario_classes(capsys, tmp_path, "nccl-driver-mismatch-hang", [text])[0]
    assert "hypothesis" in got and "diagnosis" not in got


def test_a_cause_stated_with_its_mechanism_stays_a_diagnosis(capsys, tmp_path):
    text = "the requeue brought in a node with an older driver, so NCCL hangs at init on it"
    assert "diagnosis" in scenario_classes(capsys, tmp_path, "nccl-driver-mismatch-hang", [text])[0]


def test_one_labelled_item_is_no_list(capsys, tmp_path):
    assert not options_listed("(a) the new node has an older driver and that's why NCCL hangs")


@pytest.mark.parametrize("text", [
    "sorry, MOM I'M IN AN INTERVIEW",
    "eii sorry, AUNTIE I SAID I'M IN AN INTERVIEW",
])
def test_shouting_at_someone_in_the_room_is_off_topic(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["off-topic"]]


def test_acronyms_in_a_row_are_not_shouting():
    assert unshouted("set NCCL IB HCA per node") == "set NCCL IB HCA per node"
    assert "INTERVIEW" not in unshouted("MOM I'M IN AN INTERVIEW")
