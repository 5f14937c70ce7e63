"""Round 32: a turn read against the question it answers (``interview.asked_back``), through the public seam
(`interviewer assess --topic --asked --json`), in wordings written for these tests (none is copied from a labelled set).

- The question said back before the answer ("How does NCCL decide which to use… it looks at the size") asks nothing:
  the turn is an answer, assessed, not a question for the interviewer to answer.
- A probe that asks for the candidate's questions ("What do you ask before doing anything?") is answered with
  questions: they are the answer, assessed against the probe's signal.
- A question with words of its own beside the asked question's stays a clarifying question.
Read with the rules alone (the learned tie-breaker is refit on them later).
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.asked_back import asks_for_questions, echoes, read_against
from interviewer.interview.asking import reason_given
from interviewer.interview.sentence import Sentence

RING = "infra-network/ring-and-tree"
ASK = "panel-postmortem/ambiguous-ask"


@pytest.fixture(autouse=True)
def _rules_only(monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")


@pytest.mark.parametrize("text", [
    # said back word for word, trailing off, then answered
    "How does NCCL decide which one to use... it decides from the message size and how many ranks there are, "
    "and NCCL_ALGO=Tree or Ring forces one for a test.",
    # said back in the first person, then answered in a fragment
    "How could I override it? NCCL_ALGO, set to Ring or Tree, for that one experiment.",
    # a rising "so …?" echo before the answer
    "So how does it decide which to use for a call? It has a cost model per algorithm and protocol and picks the "
    "cheapest for that size; NCCL_PROTO pins the protocol.",
])
def test_the_question_said_back_then_answered_is_an_answer(text, capsys, tmp_path):
    [report] = listening_helpers.topic_reports(capsys, tmp_path, RING, [text], "probe:protocols-and-tuning")
    assert "answer" in report["classes"] and "question" not in report["classes"], report["classes"]
    assert report["depth"] is not None  # assessed, not answered as a question
    assert report["next"]["act"] != "clarify"


def test_the_question_said_back_then_passed_is_a_pass(capsys, tmp_path):
    [report] = listening_helpers.topic_reports(capsys, tmp_path, RING, ["How could you override it for an experiment? No "
                                                                        "idea, honestly."], "probe:protocols-and-tuning")
    assert report["classes"] == ["dont-know"]


@pytest.mark.parametrize("text", [
    "Override it for which experiment - the 512-GPU one from earlier, or a fresh one?",
    "Do you mean between nodes only, or inside the NVLink domain as well?",
])
def test_a_question_of_its_own_stays_a_clarifying_question(text, capsys, tmp_path):
    [report] = listening_helpers.topic_reports(capsys, tmp_path, RING, [text], "probe:protocols-and-tuning")
    assert report["classes"] == ["question"]


@pytest.mark.parametrize("text", [
    "What's the target.",
    "Slower than what? Which run, and what number do they look at - tokens per second or wall clock?",
    "uh, what changed since it was last fast? and is there a deadline",
])
def test_questions_asked_for_are_the_answer(text, capsys, tmp_path):
    [report] = listening_helpers.topic_reports(capsys, tmp_path, ASK, [text], "probe:clarify-and-assume")
    assert report["classes"] == ["answer"], report["classes"]
    assert report["depth"] is not None


def test_the_same_questions_to_an_open_question_are_put_to_the_interviewer(capsys, tmp_path):
    # "How do you proceed?" does not ask for questions: a bare question is put to the interviewer, who answers it
    [report] = listening_helpers.topic_reports(capsys, tmp_path, ASK, ["Slower than what? Which run?"])
    assert "question" in report["classes"]
    assert report["next"]["act"] == "clarify"


@pytest.mark.parametrize("asked,want", [
    ("What do you ask before doing anything?", True),
    ("Before you touch anything, what do you ask?", True),
    ("Which questions would you put to the research lead?", True),
    ("What would you want to know first?", True),
    ("Who do you ask about the switch change?", True),
    ("How do you proceed?", False),
    ("What do you check first on the node?", False),
    ("Ask yourself what changed. Where do you look?", False),
])
def test_which_questions_ask_for_questions(asked, want):
    assert asks_for_questions(asked) is want


def test_an_aside_stays_a_question_when_questions_are_asked_for():
    read = [Sentence("What's the deadline?", "question", 0), Sentence("Are you hiring, by the way?", "question", 21)]
    got = read_against(read, "What do you ask before doing anything?", lambda s: "assert", lambda s: "hiring" in s)
    assert [s.stance for s in got] == ["rhetorical", "question"]


@pytest.mark.parametrize("sentence,asked,want", [
    ("How does NCCL decide which to use?", "How does NCCL decide which to use for a given call?", True),
    ("How could I override it?", "and how could you override it for an experiment?", True),
    ("Does NCCL decide per call or per communicator?", "How does NCCL decide which to use for a given call?", False),
    ("What's the target?", "How does NCCL decide which to use for a given call?", False),
])
def test_echoes(sentence, asked, want):
    assert echoes(sentence, asked) is want


@pytest.mark.parametrize("question,following,want", [
    ("Is this InfiniBand or RoCE?", "It decides which GID index I'd set.", True),  # why it is asked
    ("Is this InfiniBand or RoCE?", "It changes the answer a lot.", True),
    ("How does NCCL pick?", "It decides based on the message size and the rank count.", False),  # the answer itself
    ("How is the algorithm chosen?", "It determines it from the topology and a cost model.", False),
])
def test_the_answers_own_mechanism_is_no_reason_for_asking(question, following, want):
    assert reason_given(question, following) is want


@pytest.mark.parametrize("text,want", [
    # the problem said in pieces before the gap: a list of parts, plain fragments
    ("So there's PFC, the pause frame stuff, and ECN, and the QoS settings they changed that week. Something in "
     "that lot on the spine switches. I couldn't tell you which setting does what.", True),
    ("Smaller steps, or cap how big any one update can get, and warm the rate up slower after a restart. There are "
     "tricks for the attention logits too, I couldn't tell you what each one fixes.", True),
    # the speaker's own doings before the gap are no answer
    ("I was on the user side, we had a platform team, they ran the NCCL stuff, so I couldn't tell you.", False),
    ("Sorry, honestly, I never ran one of these, I couldn't tell you.", False),
])
def test_said_in_pieces_before_the_gap(text, want):
    from interviewer.interview.pass_turn import said_before_gap
    assert said_before_gap(text) is want


def test_a_question_about_a_fact_on_the_page_is_no_echo():
    from interviewer.interview.asked_back import put
    page = ("Step 5120 resumed from the checkpoint at 03:20 after gpu-037 was replaced at 03:14. Loss jumped from 2.1 "
            "to 7.8. What do you look at first?")
    assert put(page) == "What do you look at first?"
    assert not echoes("was gpu-037 the node that got replaced at 03:14?", put(page))
    assert echoes("What do I look at first?", put(page))
    asked = "Explain how ring all-reduce moves data. Keep it short."
    assert put(asked) == asked  # no question mark: all of it is the question
