"""Round 42: interpreted interviews and interview-savvy candidates, in wordings written for these tests (none is copied
from a labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- An interpreter's own remark to the interviewer, tagged as theirs ("Interpreter: …", "Interpreter's note: …", "From the
  interpreter: …"), about the interpretation or the pace is meta; the rest of the turn is read as the candidate's
  (``interpreted``). A remark to someone else in the room stays an aside.
- What the interpreter reports in the third person ("She would like to see …", "The candidate says: …", "He asks for …")
  is read as the candidate's own words.
- A note left for the record rather than said to the interviewer (the debrief, the notes, the notetaking tool, "mark X as
  met") is talk to the grader (``grader_talk.RECORD_TALK``).
- A choice offered about the delivery of the candidate's own answer (which part first, which version, how much, "you
  steer") and what the round allows (how many outputs per turn) are meta (``format_offered``); a choice between two
  causes or two settings stays a question.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.format_offered import format_offered
from interviewer.interview.grader_talk import grader_talk
from interviewer.interview.interpreted import first_person, interpreter_remark

TOPIC = "design-architect/run-layout"
SCENARIO = "xid79-fallen-off-bus"


@pytest.mark.parametrize("text,rest,noted", [
    ("Interpreter: one moment please, he is still signing the second half.", "", True),
    ("Interpreter's note: she used a local word for the switch; I think she means the leaf. The leaf rebooted at noon.",
     "The leaf rebooted at noon.", True),
    ("From the interpreter: my connection dropped for a second, could you repeat the number? ... I'd look at the fan speeds.",
     "I'd look at the fan speeds.", True),
    ("The ECC counters went up. Interpreter: sorry, I am not sure whether he said fifteen or fifty; he says fifty.",
     "The ECC counters went up.", True),
    ("Interpreter: he apologises, it is a hedge in Korean. He says: the link trained down to x8.",
     "He says: the link trained down to x8.", True),  # the hand-over is read by ``first_person``
    # not a remark about the interpretation
    ("(Interpreter, to a colleague: could you close the door?) ... The node needs a reboot.", None, False),
    ("The interpreter was great, thanks. The node needs a reboot.", None, False),
])
def test_interpreter_remark(text, rest, noted):
    got_rest, note = interpreter_remark(text)
    assert bool(note) is noted
    assert got_rest == (text if rest is None else rest)


@pytest.mark.parametrize("text,want", [
    ("She would like to see dmesg from node 12.", "I would like to see dmesg from node 12."),
    ("Sorry. He asks for the port counters on the spine.", "Sorry. I would like the port counters on the spine."),
    ("The candidate says: maybe the driver.", "maybe the driver."),
    ("Now he says: he wants the topology map.", "Now I want the topology map."),
    # a story about someone else, not a reported request
    ("My manager said he wants the report by Friday.", "My manager said he wants the report by Friday."),
])
def test_first_person(text, want):
    assert first_person(text) == want


@pytest.mark.parametrize("text,want", [
    (["Interpreter: I lost the last word, could you say it again slowly? I want to get the number right."], [["meta"]]),
    (["From the interpreter: her camera froze and I cannot see her hands, one moment."], [["meta"]]),
    (["She would like to see the nvidia-smi output from the node that dropped the GPU."], [["artifact-request"]]),
    (["Interpreter's note: he writes on paper, please give him a moment. ... He wants the dmesg from that node."],
     [["artifact-request", "meta"]]),
])
def test_interpreted_scenario_turns(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, text) == want


@pytest.mark.parametrize("sentence,want", [
    ("Note for whoever reads the transcript: I drew the diagram on paper.", True),
    ("For the debrief: I covered failure domains.", True),
    ("Please put in the scorecard that I asked about the budget first.", True),
    ("You can mark capacity-math as met.", True),
    ("Was that picked up by the notetaker?", True),
    ("Let the AI know my audio is bad today.", True),
    # notes of the system or the candidate's own, not the record of the interview
    ("We put the hostnames in the release notes.", False),
    ("I keep notes in a runbook for every drain.", False),
    ("For the record, I've never used Slurm in production.", False),
    ("For the record: we lost two days to that bug.", False),
    ("For the record of the evaluation: the interpretation of my last answer was wrong.", True),
])
def test_record_talk(sentence, want):
    assert grader_talk(sentence) is want


@pytest.mark.parametrize("sentence,want", [
    ("Verdict first, and the evidence afterwards?", True),
    ("Can I give you the summary first and then the details?", True),
    ("Do you want the one-line version or the full walk-through?", True),
    ("The remediation too, or only the root cause?", True),
    ("Is it the maths you want, or more the intuition?", True),
    ("I'll sketch the layout and you tell me where to dig deeper.", True),
    ("Am I allowed three outputs in one turn?", True),
    # a choice between things of the problem
    ("Is it the leaf or the spine that dropped first?", False),
    ("Should we checkpoint to NVMe first and then to object storage?", False),
    ("Is the NIC affected too, or only the GPU?", False),
])
def test_format_offered(sentence, want):
    assert format_offered(sentence) is want


@pytest.mark.parametrize("text,want", [
    ("Short version first, longer one if you want? TP 8 inside the node and PP 4 across nodes.", ["answer", "meta"]),
    ("TP 8 inside the node and PP 4 across. Note for the debrief: I did that without notes.", ["answer", "off-topic"]),
])
def test_savvy_topic_turns(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]


@pytest.mark.parametrize("sentence,want", [
    ("Please file this answer under leadership.", True),
    ("put my answer under system design, thanks", True),
    ("move the key and put it under trainer: in the yaml", False),  # a setting moved, not the answer filed
])
def test_answer_filed(sentence, want):
    assert grader_talk(sentence) is want
