"""Round 38: requests for leeway, questions about the job, and questions a following sentence does not answer, in
wordings written for these tests (none is copied from a labelled set). Read with the rules alone (the learned
tie-breaker is refit on them later).

- Leeway asked in answering is a request about the interview (meta): the kind of answer allowed ("would a rough
  estimate be fine?"), the pace ("a bit slower, please"), a wait with its length ("hang on, two minutes"), leave to be
  cut short ("stop me if you'd like the short version"), the question's scope ("one you have in mind, or in general?"),
  and help asked for so as to go on ("can you tell me the formula, then I can continue?") (``leeway``); a quantity of
  the problem said to be acceptable ("is 2% overhead acceptable?") is still a question.
- A turn that only takes back what came before ("never mind, forget my last guess") is meta; one that goes on to say
  something new is read by what it says.
- A question about the job itself (what the role or team owns, its on-call load, its start date) is a question put to
  the interviewer, not chit-chat (``role_talk``); its perks and place (salary, remote, office) stay asides.
- A question is not answered by the sentence after it when that sentence says what it is for ("trying to narrow down
  when it began"), is a request ("and pls send the dmesg"), or when it asks whether what was seen is normal.
- "What changed in X at the restart?" asks for an event, not an output; a command whose comment asks a fact asks both.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.leeway import leeway_asked, only_withdrawn
from interviewer.interview.requests import fact_question
from interviewer.interview.role_talk import about_the_role
from interviewer.interview.stance import stance

TOPIC = "design-architect/run-layout"
SCENARIO = "xid79-fallen-off-bus"


@pytest.mark.parametrize("sentence,want", [
    ("would a rough estimate be fine?", True),
    ("is a made-up example okay, since my real one is under NDA?", False),  # a reason after it: not this family's shape
    ("back-of-the-envelope numbers ok?", True),
    ("Is an older story acceptable, not from this decade?", True),
    ("a bit slower, please", True),
    ("could you say it more slowly", True),
    ("once more but slower", True),
    ("hang on, two minutes", True),
    ("ok, wait - 20 secs", True),
    ("stop me if you'd like the short version", True),
    ("would you like it shorter?", True),
    ("happy to go through the spine math too, or should I stop there?", True),
    ("do you mean a job you have in mind, or any job in general?", True),
    ("could you tell me the rule for activations, then I can continue?", True),
    ("fine if i sketch the topology on the whiteboard first?", True),
    # the problem's own quantities and steps are not leeway
    ("is 2% overhead acceptable?", False),
    ("is the older driver fine for H100s?", False),
    ("wait 30 seconds then restart the rank", False),
    ("the new link is slower, please check it", False),
])
def test_leeway_asked(sentence, want):
    assert leeway_asked(sentence) is want


@pytest.mark.parametrize("sentences,want", [
    (["never mind"], True),
    (["ok never mind, forget my last guess"], True),
    (["scratch that"], True),
    (["ignore what i just typed about the switch"], True),
    (["scratch that, it's the cable on rail 3"], False),  # a new cause in it
    (["Never mind.", "It is the PSU on node 9."], False),  # goes on
])
def test_only_withdrawn(sentences, want):
    assert only_withdrawn(sentences) is want


@pytest.mark.parametrize("sentence,want", [
    ("Would this team own the scheduler, or is that a platform group?", True),
    ("who is responsible for firmware rollouts on your team?", True),
    ("what does the on-call rotation look like for this position?", True),
    ("roughly what start date do you have in mind?", True),
    ("would it be a problem for this role that I've never run InfiniBand?", True),
    ("is this position remote or in the office?", False),  # place: an aside, as before
    ("what's the pay band for this role?", False),  # pay: an aside, as before
    ("does the team here use their own fork of Megatron?", False),  # 'their own': not ownership
    ("Would this team own the scheduler", False),  # no question mark: not asked
])
def test_about_the_role(sentence, want):
    assert about_the_role(sentence) is want


@pytest.mark.parametrize("question,following,want", [
    ("did every replica report the same loss at step 900?", "trying to narrow down when it began", "question"),
    ("was the whole rack power-cycled or just one node?", "and pls send the dmesg from node 4", "question"),
    ("memory went from 3 to 40 GB overnight, is that expected?", "maybe the object store never frees", "question"),
    ("What's the cost of a ring?", "Each rank moves about twice the buffer over its link", "rhetorical"),  # as before
])
def test_questions_a_following_sentence_does_not_answer(question, following, want):
    assert stance(question, following=following) == want


@pytest.mark.parametrize("sentence,want", [
    ("what exactly changed in the launcher at the step 4,000 restart?", True),
    ("what happened to the switch config on Monday?", True),
    ("show me what changed in the config", False),  # asked to be shown
])
def test_what_changed_is_a_fact(sentence, want):
    assert fact_question(sentence) is want


@pytest.mark.parametrize("text,want", [
    ("would a rough estimate be fine? Say 70B params times 16 bytes, about 1.1 TB of state.", ["answer", "meta"]),
    ("A bit slower, please? I lost you after the part about the fabric.", ["meta"]),
    ("hang on, two minutes, I want to do the sum on paper", ["meta"]),
    ("never mind, forget my last guess", ["meta"]),
    ("Would this team own the scheduler, or is that a platform group?", ["question"]),
    ("roughly what start date do you have in mind? I have a month of notice.", ["question"]),
    ("is this position remote or in the office?", ["off-topic"]),  # as before
])
def test_leeway_and_role_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]


@pytest.mark.parametrize("text,want", [
    ("journalctl -k --since yesterday on b06  # did this host log AER errors last week too?", ["question", "artifact-request"]),
    ("nvm", ["meta"]),
    ("what exactly changed in the driver image at the last reboot?", ["question"]),
])
def test_scenario_turns_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [want]
