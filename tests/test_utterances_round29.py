"""Round 29: who a stretch of speech is addressed to and what it does, in wordings written for these tests (none is copied
from a labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- A question carried on into the next sentence ("… every node? And the driver too.", "… on Tuesday? On the switches I
  mean.") stays a question: the fragment adds to it or repairs it, it does not answer it (interview/continued.py).
- A yes/no question followed by what a yes would mean ("… the first to fail? Because then it's that node's GPU.") asks
  for the fact that settles a guess: a question, and the guess after it a hypothesis (interview/continued.py).
- A question about what the interviewer is ("are you a real person or an AI?", "which company made you?") is off-topic
  (interview/about_you.py).
- What the candidate apologises for right afterwards ("…, ask Tomasz. sorry, that was my other phone") was said to
  someone else: off-topic, beside whatever else the turn does (interview/apologised.py).
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.about_you import about_the_interviewer
from interviewer.interview.continued import continues_question, settles_a_guess
from interviewer.interview.stance import read_sentences


@pytest.mark.parametrize("following,continues", [
    ("and the kernel version too", True),  # an item added to the question
    ("or the storage nodes as well", True),
    ("on the leaf switches I mean", True),  # the question narrowed after the fact
    ("I mean the spine layer", True),
    ("Memory.", False),  # a fragment answering the question
    ("and then I'd restart it too", False),  # a clause of its own, not a fragment
    ("I mean, we restarted it twice already", False),
])
def test_a_fragment_that_adds_to_or_repairs_a_question(following, continues):
    assert continues_question(following) is continues


@pytest.mark.parametrize("text,stances", [
    ("what firmware do the NICs run. and the switch OS too", ["question"]),
    ("when did the slowdown begin? on the big jobs I mean", ["question"]),
    ("What's the limit here? Memory.", ["rhetorical", "assert"]),  # asked and answered by the candidate
])
def test_a_question_and_its_continuation_are_read_as_one(text, stances):
    assert [s.stance for s in read_sentences(text)] == stances


@pytest.mark.parametrize("text,want", [
    ("tell me whether every node has the same NCCL build. and the firmware too", ["question"]),
    ("what was changed last week. on the storage side I mean", ["question"]),
])
def test_a_continued_question_stays_a_question_on_a_scenario_page(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, "roce-pfc-ecn-regression", [text]) == [want]


@pytest.mark.parametrize("question,following,testing", [
    ("Is the same node always the first to fail?", "Because then it's that node's GPU, I'd say.", True),
    ("Did the job get new nodes at the restart?", "If it did then the slow one is one of the new nodes", True),
    ("Was the driver upgraded last week?", "That would explain the hang after the reboot.", True),
    ("Was the driver upgraded last week?", "Then we roll it back.", False),  # the candidate's own next step
    ("Is the ring optimal here?", "Yes, each rank sends 2(n-1)/n of the buffer.", False),  # answered
    ("What changed last week?", "Because then it's the driver.", False),  # not a yes/no question
])
def test_a_yes_no_question_that_settles_a_guess(question, following, testing):
    assert settles_a_guess(question, following) is testing


@pytest.mark.parametrize("text,stances", [
    ("Is the same node always the first to fail? Because then it's that node's GPU, I'd say.", ["question", "hedge"]),
    ("Was the driver upgraded last week? That would explain the hang after the reboot.", ["question", "hedge"]),
])
def test_the_question_is_put_to_the_interviewer_and_the_guess_stays_a_guess(text, stances):
    assert [s.stance for s in read_sentences(text)] == stances


@pytest.mark.parametrize("text,about_you", [
    ("hang on, am I speaking with a bot right now?", True),
    ("are u a real person or a recording", True),
    ("which model are you, if you can say", True),
    ("who built you, an outside vendor?", True),
    ("will a human read this later, or only the algorithm?", True),  # a person set against a machine as the judge
    ("is it human error or a flaky GPU?", False),  # 'human error' names a cause
    ("are you a machine learning person by background?", False),
    ("is this a new model or a retrain of the old one?", False),  # a model in the setup, not the speaker
    ("which model is this job training?", False),
])
def test_a_question_about_what_the_interviewer_is(text, about_you):
    assert about_the_interviewer(text) is about_you


@pytest.mark.parametrize("text,want", [
    ("sorry to interrupt, is this a person typing or an AI? curious", ["off-topic"]),
    ("before the next one, who made you? which company", ["off-topic"]),
    ("Is the NCCL version the same on every node?", ["question"]),
])
def test_asking_what_the_interviewer_is_is_off_topic(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], "oncall-lead/first-ten-minutes") == [want]


@pytest.mark.parametrize("text,want", [
    # the stretch before the apology is said to someone else, in any language, whoever it names
    ("no, the blue bag is in the car, take the keys. sorry, that was my daughter", ["off-topic"]),
    ("[crosstalk] >> yes put it on my desk Marta. sorry about that", ["off-topic"]),
    ("first I'd check which ranks stopped logging, then py-spy on two of them - Tomas, ne, dej to sem - sorry. "
     "then the NCCL logs of the ranks that stopped", ["answer", "off-topic"]),
    # an apology after an answer or a pass is the candidate's own
    ("I'd drain the node and restart from the last checkpoint. sorry, that was short", ["answer"]),
    ("I'm blanking on this one, no idea. Sorry about that.", ["dont-know"]),
    ("I'd start with the slowest rank. sorry", ["answer"]),
    ("I've never tuned the collectives myself, I only used the defaults. Sorry.", ["dont-know"]),  # sorry for passing
    # an apology that names what interrupted is an aside itself; one that corrects the answer is not
    ("the slow rank holds everyone at the barrier. sorry, my doorbell, one second. then I'd pull its step times",
     ["answer", "off-topic"]),
    ("sorry, my mistake, the slow rank is the one on node 12", ["answer"]),
    ("sorry the line [inaudible] could you say the last part again", ["meta"]),  # a request, not an aside
])
def test_what_the_candidate_apologises_for_was_said_to_someone_else(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], "oncall-lead/first-ten-minutes") == [want]
