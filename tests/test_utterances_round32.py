"""Round 32: structural readings that held across voices, in wordings written for these tests (none is copied from a
labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- A read-back said aloud: speech-to-text writes figures as words ("step time six point two, then eight point one");
  they count as figures, so the turn is an answer, not a stated diagnosis (readback.figures over spoken.written).
- A command line run as the turn's move (typed with flags, said with "dash", or narrated as typing) asks for its output:
  an artifact request (command_line.runs_command); a command inside a fix is part of the fix.
- A want or need of a thing said by the candidate, subject dropped or not ("need the kernel log on node 7", "want the
  per-step timings"), on a scenario page asks for that output (requests.wants_output); a need to do something does not.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.command_line import runs_command
from interviewer.interview.readback import figures, reads_back
from interviewer.interview.requests import wants_output
from interviewer.interview.stance import read_sentences

SCENARIO = "straggler-pcie-downtrained"


@pytest.mark.parametrize("text,count", [
    ("step time six point two, then eight point one", 2),  # spoken decimals: 6.2 and 8.1
    ("node one forty two logged three hundred retries", 2),
    ("Step time 6.2, then 8.1.", 2),  # typed figures as before
    ("one rank is slower than the rest", 0),  # a lone "one" is a word, not a figure
])
def test_spoken_figures_count_as_figures(text, count):
    assert len(figures(text)) == count


@pytest.mark.parametrize("text,read_out", [
    ("ok reading it. step time six point two, six point one, then eight point three from the ninth. "
     "utilisation zero point four seven down to zero point three five.", True),
    ("step time six point two then eight point three, so one node drags the whole ring every step.", False),  # drawn
])
def test_a_read_back_said_aloud(text, read_out):
    assert reads_back(read_sentences(text, "", split_tails=False)) is read_out


@pytest.mark.parametrize("text,want", [
    ("typing squeue dash u trainer dash dash states running", True),  # narrated, flags spoken
    ("I'm typing journalctl on node nine now", True),  # narrated as typing, no flags
    ("sudo ethtool dash S eth two, grep drops.", True),  # program, argument, spoken flag
    ("then nvme list -o json on the checkpoint host", True),  # typed flags
    ("`kubectl get pods -A` first, then the events for the head pod", True),  # opens with a backticked command
    ("requeue the job with --exclude=node09 and resume from the last save", False),  # a fix, "with" before the flag
    ("so we restart --from-scratch tomorrow", False),  # a sentence about a command, not the command
    ("The loss went from 2.1 - 3.4 in one step", False),  # a dash between figures
    ("drain node dash nine and reboot it", False),  # "dash nine" is a name, not a flag
])
def test_a_command_line_run_as_the_move(text, want):
    assert runs_command(text) is want


@pytest.mark.parametrize("text,want", [
    ("typing lspci dash vv dash s three b colon zero zero, grep LnkSta.", ["artifact-request"]),
    ("Typing ibstat on the slow node.", ["artifact-request"]),  # narrated: was an answer
    ("sudo nvidia-smi -q -d PCIE on the slow node, and the same on a healthy one to compare.", ["artifact-request"]),
    # figures said as words, no cause drawn ("since the ninth" dates a reading): was a diagnosis
    ("step time six point two, six point one until the ninth, and eight point three since the ninth. "
     "utilisation zero point four seven down to zero point three five.", ["answer"]),
])
def test_commands_are_requests_and_spoken_read_backs_answers(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [want]


@pytest.mark.parametrize("text,want", [
    ("need the kernel log on node 7 around the crash", True),  # subject dropped
    ("want the per-step timings for rank 12", True),
    ("I want a rerun of that batch on a spare GPU", True),
    ("I need to think about the allreduce first", False),  # a need to do something
    ("I need a moment", False),  # a moment, not an output
    ("I want to know which node went first", False),  # a fact asked, read elsewhere
    ("we need better alerting on this", False),  # said of the team, not asked of the interviewer
])
def test_a_want_or_need_of_a_thing(text, want):
    assert wants_output(text) is want


@pytest.mark.parametrize("text,want", [
    ("need the kernel log on node 7 around the crash", ["artifact-request"]),
    ("Maybe the link on node 7 trained down after the reboot. Want the link width for every GPU to check.",
     ["hypothesis", "artifact-request"]),  # was a hypothesis only
])
def test_a_wanted_output_is_a_request(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [want]
