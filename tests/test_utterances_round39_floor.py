"""Round 39: a panel's turn-taking and a call's channel, in wordings written for these tests (none is copied from a
labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- Managing the interview's turns is a request about the interview (meta) (``floor``): who goes or asks next, an
  apology for talking over someone, whether an order of answering suits everyone, a question parked or taken up again
  ("I'll get back to the budget part once we finish this", "can I park that?"), the channel and the form ("can we move to
  a call?", "pseudocode ok?"), the interview's own limits ("time limit for this page?"), the note-taker asked to write
  something down, an answer restarted. The problem's own order of steps ("restart the ranks first, then the
  launcher") is not one of these.
- A question put to someone by name is put to the panel, not said to someone in the room, when it asks about the job
  or the problem ("Priyanka, how many nodes does this job use?", "Marco, can you share that dmesg?"); "Kofi, can
  you close the door?" stays an aside.
- A turn that says it has nothing to do with the question is an aside ("sorry, nothing to do with the interview"), and so
  is a short wait asked for something outside the interview ("teams message from my boss, 2 mins") (``called_away``);
  the wait alone ("give me 2 min to think") is still a moment asked (meta).
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.called_away import called_away
from interviewer.interview.chit_chat import aside
from interviewer.interview.crosstalk import to_someone_else
from interviewer.interview.floor import floor_managed, put_to_panel

TOPIC = "design-architect/run-layout"
SCENARIO = "xid79-fallen-off-bus"


@pytest.mark.parametrize("sentence,want", [
    # who goes or asks next
    ("you both started talking at once, who would like to go first?", True),
    ("which of you wants the memory part?", True),
    ("who should I talk to about the storage bit?", True),
    ("sorry, who's up next?", True),
    # the floor handed over, an order agreed
    ("sorry, I think I talked over you there", True),
    ("I didn't mean to cut in", True),
    ("I'll take the latency part first and the cost after, would that be fine with both of you?", True),
    # parked or taken up again
    ("the budget side - I'll get back to that once we finish the failure part", True),
    ("I can come back to the second question in a few minutes", True),
    ("can we park the pricing until the end?", True),
    ("I'd like to return to the point I left earlier", True),
    ("can I go back to the scaling question we skipped?", True),
    ("I'll answer the sharding part now and then come back to the comms cost", True),
    ("I'll give you the totals after we're done with the topology", True),
    # the channel and the form
    ("could we switch this to a voice call? typing is slow", True),
    ("mind if I turn my camera off, the upload is bad", True),
    ("pseudocode fine for this?", True),
    ("bullet points instead of prose, is that ok", True),
    ("is there a time limit for this scenario?", True),
    ("how many hints can I get?", True),
    # the note-taker, the question lost, an answer restarted
    ("could you note down that B is bytes per rank?", True),
    ("I lost it around the part about replicas", True),
    ("hmm, I answered the wrong question, let me start that over", True),
    # the problem's own order and channels are not turn-taking
    ("restart the ranks first, then the launcher after the health check", False),
    ("switch the traffic to the other rail and come back to the old one later", False),
    ("the Slurm time limit for this job is four hours", False),
    ("I'll come back to the node after the drain finishes", False),
    ("who owns the scheduler in this team?", False),
])
def test_floor_managed(sentence, want):
    assert floor_managed(sentence) is want


@pytest.mark.parametrize("sentence,want", [
    ("Priyanka, how many nodes does this job use?", True),
    ("Marco, can you share that dmesg from the bad host?", True),
    ("Jonas, does the team here own the scheduler?", True),
    ("Kofi, can you close the door?", False),
    ("Lucia, did you feed the cat?", False),
    ("Marco, the node is gone", False),  # not a question
])
def test_put_to_panel(sentence, want):
    assert put_to_panel(sentence) is want


def test_named_questions_about_the_problem_are_not_asides():
    assert not to_someone_else("Priyanka, how many nodes does this job use?")
    assert to_someone_else("Kofi, can you close the door?")


def test_nothing_to_do_with_the_question_is_an_aside():
    assert aside("sorry, nothing to do with the interview - is that a Gibson behind you")
    assert not aside("the scheduler has nothing to do with the hang")


@pytest.mark.parametrize("text,want", [
    ("Sorry, you both asked at once - who would like to go first?", ["meta"]),
    ("Can we park the cost question until the end?", ["meta"]),
    ("TP 8 inside a node and PP across nodes, because NVLink carries the tensor-parallel traffic. "
     "The budget side, I'll get back to that once we finish the layout.", ["answer", "meta"]),
    ("Hira, could you note down that I'm using P for parameter count, so the later numbers line up?", ["meta"]),
    ("could we switch this to a voice call?", ["meta"]),
    ("Ilse, what does this team own - the launcher too, or only the cluster?", ["question"]),
])
def test_panel_turns_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]


@pytest.mark.parametrize("text,want", [
    ("Ravi, how long is each step on this run?", ["question"]),
    ("time limit on this page?", ["meta"]),
    ("Kofi, can you close the door?", ["off-topic"]),
])
def test_panel_scenario_turns_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [want]


@pytest.mark.parametrize("sentence,want", [
    ("sorry, teams message from my boss, 2 mins", True),
    ("pager just went off from my day job, be right back", True),
    ("the courier is at the door, one moment", True),
    ("one moment", False),  # a wait with nothing outside: a moment asked (meta)
    ("the battery backup on rack 4 is what tripped the node", False),  # no wait asked
    ("my manager asked us to cut GPU spend by a third, so the reserved base went from 80% to 60% of the fleet", False),
])
def test_called_away(sentence, want):
    assert called_away(sentence) is want


@pytest.mark.parametrize("text,want", [
    ("sorry, teams message from my boss, 2 mins", ["off-topic"]),
    ("give me 2 min to think", ["meta"]),
])
def test_called_away_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]
