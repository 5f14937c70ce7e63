"""Round 27: spoken passes run into a guess, words to someone in the room, requests that steer the session or ask what
the answer should be, and questions about recording, in wordings written for these tests (none is copied from a
labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- Dont-know: speech runs "not sure" straight into "maybe …" with no comma; the pass still counts beside the guess.
- Off-topic: a person in the room is named and spoken to ("Kofi can you close the door"), run on after an answer or
  alone; whether the session is recorded and who reads it.
- Meta: "next", "pause please", switching or restarting a scenario, the last one, how many artifacts are left; the
  answer's length, a part wanted too, what the page wants, whether they may state an assumption and go on.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.crosstalk import addressed_at, to_someone_else
from interviewer.interview.session_talk import about_the_session, session_at

TOPIC = "design-architect/failure-and-checkpointing"
SCENARIO = "straggler-pcie-downtrained"


@pytest.mark.parametrize("text,said_to_someone", [
    ("Kofi can you close the door please", True),
    ("Anneke stop it, I'm on a call", True),
    ("hold on Tariq, I'm nearly done here", True),
    ("Mateus is asking me where the charger is", True),
    ("Ray can you spill objects to disk when the store is full", False),  # software, not a person
    ("Adam keeps two moments per parameter", False),
    ("Please stop the job before the next save", False),
    ("Otherwise you're checkpointing a corrupted state", False),  # a connective, not a name
    ("Ingrid, can you repeat the question?", False),  # a persona: the interviewer addressed by name
])
def test_words_to_someone_in_the_room(text, said_to_someone):
    assert to_someone_else(text) is said_to_someone


def test_crosstalk_run_on_after_an_answer_is_cut_before_the_name():
    text = "save every twenty minutes to local disk and upload in the background wait Kofi can you close the door"
    assert text[addressed_at(text):] == "wait Kofi can you close the door"


@pytest.mark.parametrize("text,want", [
    ("save every twenty minutes to local NVMe and upload in the background Kofi can you close the door", ["answer", "off-topic"]),
    ("spares on standby and restart from the last save. (sorry, Mateus is asking me for the car keys)", ["answer", "off-topic"]),
    ("Kofi you're in my camera again, move", ["off-topic"]),
    ("before I start, is this session recorded? who else can see it", ["off-topic"]),
    ("does this practice app store my answers somewhere", ["off-topic"]),
])
def test_off_topic_beside_or_instead_of_an_answer(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]


@pytest.mark.parametrize("text", [
    "next",
    "ok next",
    "pause please",
    "can we switch to the checkpoint one instead? I read up on that",
    "could I restart this scenario, I clicked something wrong",
    "is this the final question?",
    "how many more hints do I get",
    "is it ok if this answer is brief? I'm tight on time",
    "is there a limit on how long my answer can be",
    "should I give the mitigation too or only the cause",
    "what does the page want from me here, the root cause or the fix?",
    "can I just state an assumption for the link speed and keep going?",
    "am I supposed to answer for the whole fleet or just this cluster",
])
def test_requests_about_the_session_are_meta(text, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert "meta" in listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC)[0]


@pytest.mark.parametrize("text", [
    "can we move the checkpoint writes to one node per rack?",
    "does it have to be synchronous, or can the upload overlap the next steps?",
    "we could restart the job from the last save and skip the bad node",
    "how many more nodes would we need for a hot spare pool?",
])
def test_questions_about_the_problem_are_not_session_talk(text):
    assert not about_the_session(text)


def test_a_session_request_run_on_after_an_answer_is_cut_and_both_are_read(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    text = ("write to local NVMe first and copy to object storage in the background so the GPUs only wait for the local "
            "write can we go to the next one")
    assert text[session_at(text):] == "can we go to the next one"
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["answer", "meta"]]


@pytest.mark.parametrize("text", [
    "I'm not sure hmm maybe the new firmware lowered the link speed on one node",
    "no idea honestly maybe one GPU is throttling",
    "I don't know maybe a slow NIC on one of the hosts",
])
def test_a_spoken_pass_run_into_a_guess_keeps_the_pass(text, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [["hypothesis", "dont-know"]]


@pytest.mark.parametrize("text", [
    "I don't remember the exact failure rate hmm maybe one node a day at this size so save every half hour",
    "not sure maybe save to local disk every ten minutes",
])
def test_a_pass_then_a_guess_on_a_topic_is_an_answer_and_a_pass(text, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["answer", "dont-know"]]
