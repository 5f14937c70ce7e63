"""Round 23 (utt23): turns that are not answers must not be read as answers.

- A turn the candidate disowns as sent to the wrong chat or window is off-topic, however technical what they pasted is
  (fresh16, fresh19: "sent to wrong chat sorry: '…'", "sorry [typing in wrong window] git push …").
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


def test_a_wrong_technical_thing_is_not_a_wrong_window(capsys, tmp_path):
    text = "NCCL picked the wrong NIC on two nodes, so the ring fell back to sockets and every step waited on them."
    assert "off-topic" not in classes_of(capsys, tmp_path, [text], "infra-network/debug-during-hang")[0]


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
