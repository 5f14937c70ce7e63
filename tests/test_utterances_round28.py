"""Round 28: observations read back from a scenario's page are answers, not diagnoses, in wordings written for these
tests (none is copied from a labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- Answer: figures, values and a timeline read out ("So it says …", "Throughput 1,200 then 640 …") with no cause drawn.
- Diagnosis still: the same figures with a cause drawn from them ("…, so the ring waits on it", "it's the …").
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.readback import reads_back
from interviewer.interview.stance import read_sentences

SCENARIO = "straggler-pcie-downtrained"


@pytest.mark.parametrize("text,read_out", [
    ("So it says, step 1,200 took 4.8 seconds, step 1,201 took 4.9, and then 6.7 from step 1,300 on.", True),
    ("Throughput 3,100 samples a second on Monday, 2,050 today. Utilisation 0.38 against 0.52.", True),
    ("Okay, reading it, node 14 logged 212 retries at 09:41 and 0 on every other node.", True),
    ("Throughput 3,100 on Monday and 2,050 today, so the ring waits on node 14 every step.", False),  # a cause drawn
    ("It's the link on node 14: 212 retries at 09:41, 0 anywhere else, 16 lanes down to 4.", False),  # a verdict
    ("Node 14 has a bad link, it trains at half speed.", False),  # too few figures to be a read-back
])
def test_figures_read_out_with_no_cause(text, read_out):
    assert reads_back(read_sentences(text, "", split_tails=False)) is read_out


@pytest.mark.parametrize("text,want", [
    ("So it says step time 5.2, 5.3, 5.2 until the 9th, then 6.6, 6.7, 6.6 after it. MFU 0.44 then 0.35.", ["answer"]),
    ("Samples per second 14,900 before the reboot, 11,800 after, and all 24 nodes came back at 06:40.", ["answer"]),
    ("Step time 5.2 until the 9th and 6.6 after, so one slow node drags all 24 nodes at every all-reduce.",
     ["diagnosis"]),
])
def test_read_back_is_an_answer_and_a_drawn_cause_a_diagnosis(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [want]

