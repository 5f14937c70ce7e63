"""Round 28: who a turn speaks to and what about, in wordings written for these tests (none is copied from a labelled set). Read with
the rules alone (the learned tie-breaker is refit on them later).

- Off-topic: a question put to someone in the room by name ("Joanna, is this scored?"), the floor handed over ("go ahead
  Hana"); an interjection opening a sentence ("Sure, …") names nobody.
- Meta: questions about the rules of the exercise (what may be used, how the answer may be put, what costs points).
- Artifact request: an output asked of the interviewer named first ("Marcus, show me …") or under a heading ("One
  artifact: …").
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.crosstalk import to_someone_else


@pytest.mark.parametrize("text,said_to_someone", [
    ("Joanna, is this part of the score or just practice?", True),  # a question put to someone in the room by name
    ("Kwame, how long have I been talking?", True),
    ("okay go ahead Hana", True),  # the floor handed to someone else
    ("Sure, is that per node or per GPU?", False),  # an interjection, not a name
    ("Great, how many nodes does the job span?", False),
    ("Ray, is that what schedules the actors here?", False),  # software, not a person
])
def test_a_question_put_to_someone_by_name(text, said_to_someone):
    assert to_someone_else(text) is said_to_someone


@pytest.mark.parametrize("text,want", [
    ("Marcus, show me the NCCL debug log from the rank that stopped first.", ["artifact-request"]),  # the persona
    ("One artifact: the per-rank step times for the last hour.", ["artifact-request"]),
    ("Oksana, give me my charger please", ["off-topic"]),  # someone in the room, not the interviewer
    ("I'd give more weight to the flight recorder than to the logs.", ["answer"]),
])
def test_an_output_asked_of_the_interviewer_by_name_or_heading(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], "oncall-lead/first-ten-minutes") == [want]


@pytest.mark.parametrize("text,want", [
    ("Can I do this in pseudo-code? And am I allowed numpy, or only the standard library?", ["meta"]),
    ("Do I lose points if I ask for too many outputs?", ["meta"]),
    ("Can I skip the arithmetic and just give the order of magnitude?", ["meta"]),
    ("Can I round 312 to 300 to keep it simple?", ["meta"]),
    ("Can the ring all-reduce be written in Python without NCCL?", ["question"]),  # about the domain, not the rules
])
def test_questions_about_the_rules_of_the_exercise(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], "coding-interviewer/ring-allreduce-impl") == [want]
