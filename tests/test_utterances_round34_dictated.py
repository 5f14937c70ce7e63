"""Round 34: punctuation said aloud to dictation software, written back before the turn is read (interview/dictated.py).
Wordings written for these tests (none is copied from a labelled set), read with the rules alone.

A speech-to-text box writes the word for each mark the speaker says ("comma", "full stop", "period", "question mark",
"new line", "colon"). Such a turn has no stops of its own, so it was read as one run-on sentence: a question said at
its end was lost inside a statement, and a pass and the try after it were one clause. Written back (same length, so
every offset still holds), each sentence is read on its own, as when typed.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.dictated import dictating, written_back
from interviewer.interview.splitting import sentences

TOPIC = "design-architect/run-layout"


@pytest.mark.parametrize("text,want", [
    ("we shard the optimizer state comma keep the weights whole full stop", True),  # two marks
    ("is the budget per GPU hour question mark", True),  # only ever dictated
    ("first the topology new line then the failure plan", True),  # only ever dictated
    ("the reserved period ends in March and the spot nodes go", False),  # a single 'period' is a word
    ("the comma in the config broke the YAML parser", False),  # a word about a comma, not a mark
    ("ring all-reduce, then tree for small messages.", False),  # typed punctuation
])
def test_a_turn_that_dictates(text, want):
    assert dictating(text) is want


@pytest.mark.parametrize("text,want", [
    ("we shard the optimizer state comma keep the weights whole full stop is the budget per GPU hour question mark",
     ["we shard the optimizer state, keep the weights whole.", "is the budget per GPU hour?"]),
    ("I would check the links period then the switch logs period",
     ["I would check the links.", "then the switch logs."]),
    ("two options colon ring or tree comma it depends on the size", ["two options: ring or tree, it depends on the size"]),
])
def test_spoken_marks_written_back(text, want):
    back = written_back(text)
    assert len(back) == len(text)  # offsets into the turn still hold
    assert [" ".join(s.split()) for s, _ in sentences(text)] == want  # the padding is spaces


def test_an_undictated_turn_is_unchanged():
    text = "the reserved period ends in March, so the comma question is moot"
    assert written_back(text) == text


@pytest.mark.parametrize("text,want", [
    # a question said at the end of a dictated answer is asked
    ("I would keep tensor parallel inside the node comma eight way comma and data parallel across nodes full stop "
     "are the nodes all on one rail optimised fabric question mark", ["answer", "question"]),
    # a pass said as its own clause, then a try
    ("I am not sure comma but my guess is the slowest rank holds the all reduce comma because its input pipeline "
     "starves full stop", ["answer", "dont-know"]),
    # a request to hear part of the question again, said after the answer
    ("ring for big messages comma tree for small ones because the latency is log n full stop sorry comma could you "
     "repeat the second part question mark", ["answer", "meta"]),
])
def test_dictated_turns_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]
