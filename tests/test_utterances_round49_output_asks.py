"""Round 49: an output asked for as a ticket, a plan or a wish (``output_asks``), in wordings written for these tests
(none is copied from a labelled set). Read with the rules alone (the learned tie-breaker is not refit this round).

- A ticket's ask ("kindly share …", "can you attach / send over …", "grab me …", "can I get …") or the request verb of a
  code-switching speaker's other language (Hindi "dikhao", Spanish "muéstrame", Tagalog "patingin", Pidgin "make I
  see") asks to see an output when its object names one.
- A first-person plan to pull, read or run a named output, on a scenario page, asks to see it; a past account, a test
  run to measure something, or a plan with no output in it is not. On a topic's question it is part of the answer only
  (round 51: nobody holds outputs there; round 49's reading contradicted tests/test_listen_families.py).
- A wish for an output ("it would help to see …"), or the output named as what would decide ("… should settle it").
- Near misses: a question about a fact, a request about the interview, an action on the system and a claim that
  mentions a log ask to see nothing.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.output_asks import asks_for_output, plan_to_read, ticket_ask, wish_to_see

TOPIC = "oncall-lead/collective-hang"
SCENARIO = "xid79-fallen-off-bus"


@pytest.mark.parametrize("sentence", [
    "Kindly share the ibstat output from node 14.",
    "Please attach the kernel log from that host.",
    "Could you send over the nvidia-smi -q output for GPU 2?",
    "Can you paste the last hundred lines of the launcher log?",
    "Also send over the switch config from before the window.",
    "Grab me the raylet logs from the worker that died.",
    "Could I get the per-node step times for the last hour?",
    "Would you mind sharing the job's env vars as the launcher printed them?",
    "Node 9 ka dmesg dikhao.",
    "Mujhe rank 3 ka stack trace dekhna hai.",
    "Muéstrame el log del launcher, please.",
    "Patingin ng dmesg sa node 9.",
    "Make I see the dcgm health output for that box.",
])
def test_ticket_ask(sentence):
    assert ticket_ask(sentence)


@pytest.mark.parametrize("sentence", [
    "Was the driver upgraded on node 9?",           # a question about a fact
    "Can you confirm whether the node was drained?",
    "Can you repeat the question?",                  # a request about the interview
    "Can you share your screen for a second?",
    "Could you send me the job description afterwards?",
    "Restart the job from the last checkpoint.",     # an action on the system
    "Kindly drain the node and open a ticket.",
    "The log shows the GPU fell off the bus.",       # a claim that mentions a log
    "Dikhao mat, I know what the trace says.",
])
def test_not_a_ticket_ask(sentence):
    assert not ticket_ask(sentence)


@pytest.mark.parametrize("sentence", [
    "I'd pull the per-rank timing logs for the stalled step.",
    "Then I'd grab a py-spy dump from the rank that never entered.",
    "First thing I'd check is the dmesg output on that host.",
    "The first thing I would run is ray status on the head.",
    "So first I will take the flight recorder dumps from every rank.",
    "Afterwards I run nvidia-smi -q on the GPU that threw it.",
    "I go read the raylet.out on the head.",
])
def test_plan_to_read(sentence):
    assert plan_to_read(sentence)


@pytest.mark.parametrize("sentence", [
    "I looked at dmesg and saw the Xid.",                      # a past account
    "We ran nvidia-smi every minute from a cron.",
    "I'd run nccl-tests on the same nodes and compare.",       # a test run to measure something
    "I'd run a DCGM diag before it goes back.",
    "I'd check whether the node was drained first.",           # a plan with no output in it
    "I'd drain the node and restart the job.",
    "I'd take the node out of the pool.",
    "I'm going to take ten seconds to reread the code.",
])
def test_not_a_plan_to_read(sentence):
    assert not plan_to_read(sentence)


@pytest.mark.parametrize("sentence,want", [
    ("It would help to see the per-rank step times around the stall.", True),
    ("I'd want to see the launcher log from the first attempt.", True),
    ("The optimizer stats for the bad step should settle it.", True),
    ("A stack trace from rank 5 would tell us which side it is.", True),
    # near misses: a condition, a claim, a wish with no output
    ("It would help if you repeated the numbers.", False),
    ("The logs showed nothing unusual.", False),
    ("That should settle it, the node is bad.", False),
    ("I'd want to rule that out first.", False),
])
def test_wish_to_see(sentence, want):
    assert wish_to_see(sentence) is want


def test_any_reading():
    assert asks_for_output("Kindly share the ibstat output from node 14.")
    assert not asks_for_output("Was anything pushed to the spine on Tuesday?")


@pytest.mark.parametrize("text,want", [
    ("Kindly share the dmesg from gpu-b06 around the failure.", ["artifact-request"]),
    ("Node b06 ka dmesg dikhao, around 04:12.", ["artifact-request"]),
    ("Was the node drained after the first failure?", ["question"]),
    ("The log shows the GPU dropped off the bus, so the node needs to come out.", ["diagnosis"]),
    # a plan to read a named output on a scenario page asks for it (round 51: only there; see test_topic_turns)
    ("I'd pull the dmesg from gpu-b06 and compare it with a healthy node.", ["artifact-request"]),
])
def test_scenario_turns(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [want]


@pytest.mark.parametrize("text,want", [
    # On a topic's question nobody holds outputs: a plan to read one is how the answer works, not a request (round 51;
    # round 49's lane called it both and contradicted tests/test_listen_families.py and test_listen_round9.py).
    ("The missing rank is the culprit. I'd pull the flight recorder dumps from every rank and compare the last "
     "sequence number each one entered.", ["answer"]),
    ("The missing rank is the culprit, so I'd find which one never entered and restart the job without that node.",
     ["answer"]),
])
def test_topic_turns(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]
