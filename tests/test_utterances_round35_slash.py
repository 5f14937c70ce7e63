"""Round 35: fast typed chat joins two or three messages into one turn with a single " / " (splitting.SLASH_BREAK).
Wordings written for these tests (none is copied from a labelled set), read with the rules alone.

A slash between spaces is a break when the word after it opens a clause of its own: a question form with its subject,
a wh-word, a conjunction, a chat interjection or "I" with a verb of stance or intent. Between alternatives
("torchrun / the scheduler", "8-bit / bf16", "4,096 / 32") the word after it continues the phrase and the slash stays,
so a question, a request about the interview or an aside typed as the next message is read on its own.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.answer_form import answer_form
from interviewer.interview.splitting import broken, sentences

TOPIC = "design-architect/run-layout"


@pytest.mark.parametrize("text,want", [
    ("keep TP inside the node / do we get NVSwitch on these boxes", ["keep TP inside the node", "do we get NVSwitch on these boxes"]),
    ("pipeline over 4 stages / how long is the sequence", ["pipeline over 4 stages", "how long is the sequence"]),
    ("no clue on the exact flag / i guess it defaults to ring", ["no clue on the exact flag", "i guess it defaults to ring"]),
    ("grab the stack from rank 3 / and show me its dmesg", ["grab the stack from rank 3", "show me its dmesg"]),  # "and" dropped
    ("ok that is my layout / sorry my neighbour is drilling", ["ok that is my layout", "sorry my neighbour is drilling"]),
])
def test_a_slash_between_messages_ends_a_sentence(text, want):
    assert [s for s, _ in sentences(text)] == want


@pytest.mark.parametrize("text", [
    "the launcher / the scheduler notices the exit first",  # alternatives
    "moments in 8-bit / bf16 are fine for this size",
    "data parallel is 2,048 / 16 = 128 way",  # division
    "the rank that never arrived / is late is the suspect",  # a verb phrase, not a question
    "we ran 40 nodes for a month / i was the one on call lol",  # the story goes on: one sentence, as before
])
def test_a_slash_inside_a_phrase_stays(text):
    assert [s for s, _ in sentences(text)] == [text]


def test_a_break_keeps_the_turn_the_same_length():
    text = "fsdp full shard / is the optimizer state in fp32 // thanks"
    assert len(broken(text)) == len(text)


@pytest.mark.parametrize("text,want", [
    ("should i also go over the failure budget", True),  # an offer to lengthen the answer, put as leave
    ("shall we walk through the pipeline bubble next", True),
    ("should i use fp8 for the matmuls", False),  # a question about the design itself
    ("should i go through the nccl logs first", False),  # a step of the work, not an offer to say more
    ("shall i go over how i'd roll it out", True),
    ("should i walk the incident hour by hour, or just give you the three causes", True),  # the other option is a telling
])
def test_an_offer_to_go_on_is_about_the_answer(text, want):
    assert answer_form(text) is want


@pytest.mark.parametrize("text,want", [
    # a question typed as the next message, no question mark
    ("tp 8 inside each node and pipeline across nodes, dp over the rest / what global batch are we allowed",
     ["answer", "question"]),
    # a request about the interview typed as the next message
    ("tp 8 inside each node, pipeline across nodes so activations stay small, dp over the rest / can we move on, i think that covers it",
     ["answer", "meta"]),
    # a pass, then a guess typed as the next message
    ("no idea honestly / i guess tensor parallel inside the node because the traffic is per layer",
     ["answer", "dont-know"]),
])
def test_merged_messages_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]
