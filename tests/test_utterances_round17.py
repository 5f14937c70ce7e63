"""Round 17: a long apologetic pass read clause by clause, more requests about how the candidate may answer, and
questions the candidate answers in the next sentence, in wordings written for these tests (none is copied from a
labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- Dont-know: a pass of several clauses, each an admission, an apology, a refusal to guess or the speaker's own
  history ("I was always on the user side"); one clause that says something of the problem keeps it an answer.
- Meta: a tool to work the number out, one's own papers, the chat instead of speech, trying again, a longer or
  shorter version, what counts for the story, the format wanted, "is that enough", a long request led by its ask;
  not knowing how long is left is no pass, and moving on after "that's my answer" is no pass either.
- Answer: "What would I check first? I'd look at …", "Why does it stall? Because …", "Ring or tree here? Ring." are
  the candidate's own questions, answered at once.
"""

from __future__ import annotations

import pytest

import listening_helpers

TOPIC = "design-architect/failure-and-checkpointing"

PASSES = [
    "I'm sorry, I have never run a job that big, I only ever trained on one node at university, so I have no "
    "real figure to give you",
    "Honestly, checkpoint formats are something I've only seen the name of, I wouldn't know where to begin, sorry",
    "I have zero experience with elastic training, apologies, I'll pass on this one",
    "I was always the person submitting jobs, never the one keeping them alive, so I can't say how often they fail, "
    "sorry, maybe we can skip it",
    "I'm not able to work this one out, I'll skip it",
]
META = [
    "May I use a spreadsheet to calculate this?",
    "Would you mind if I glance at my notebook for the failure numbers?",
    "Can I type the layout into the chat instead of saying it out loud?",
    "Are pen and paper allowed here?",
    "Sorry, I need a pen and paper, one moment",
    "Can I try again more slowly?",
    "Should I go shorter?",
    "What format would you like, a list of steps or a paragraph?",
    "Does it count if the outage was on a cluster I only helped with?",
    "Let me think out loud, okay?",
    "Should I go deep on the restore path or keep it high level, I don't know how much time we have left",
]


@pytest.mark.parametrize("want,texts", [("dont-know", PASSES), ("meta", META)])
def test_round17_families(want, texts, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")  # the rules' reading
    assert listening_helpers.wrong_classes(capsys, tmp_path, texts, want, TOPIC) == []


@pytest.mark.parametrize("text", [
    "I don't know the exact MTBF, but at a few thousand GPUs I'd plan for a failure every few hours and save every 20 "
    "minutes",
    "I've never run one that big myself, I'd still checkpoint asynchronously to local disk and upload in the background",
])
def test_a_caveat_before_content_is_no_pass(text, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert "dont-know" not in listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC)[0]


@pytest.mark.parametrize("text", [
    "Save every 20 minutes to local NVMe and upload in the background. That's my answer, shall we move on",
    "Async saves to local disk, spares on standby, restart from the last save. Is that enough, or should I keep going?",
    "Async saves to local disk, spares on standby, restart from the last save. That's the outline, tell me if you want "
    "more.",
])
def test_an_answer_closed_by_a_request_about_the_interview_is_both(text, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["answer", "meta"]]


@pytest.mark.parametrize("text", [
    "What would I do first? I'd drain the node and restart from the last save, then look at why it died.",
    "So when do we save? Once the step finishes. Then the upload runs in the background while training goes on.",
    "Do we save synchronously or asynchronously here? Asynchronously. The write to local disk takes seconds and the "
    "upload overlaps the next steps.",
])
def test_a_question_answered_at_once_is_the_candidates_own(text, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [["answer"]]


def test_a_question_about_the_setup_stays_a_question(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    text = "How often do the nodes fail on this cluster? I'd size the save interval from that."
    assert "question" in listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC)[0]
