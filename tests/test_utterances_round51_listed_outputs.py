"""Round 51: on a scenario page, outputs named as a list with no verb are asked for, not stated as a cause
(``output_asks.listed_outputs``). Until now "dmesg from gpu-b06, the whole thing around 04:12, and an nvidia-bug-report
from that node" was read as a diagnosis (it names the culprit node) and released nothing. Wordings written for these
tests; none is copied from a labelled set.

Near misses: a line read off the page ("dmesg on b06: Xid 79"), a quantity ("two workers per rank"), a guess put as a
noun phrase ("maybe the ECN config there?"), and a sentence with a verb ("the config diff explains it") say something;
they are not lists.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.output_asks import listed_outputs

SCENARIO = "xid79-fallen-off-bus"


@pytest.mark.parametrize("sentence", [
    "dmesg from gpu-b06, all of it between 03:50 and 04:20.",
    "Before anything else, the kernel log from b06 and an nvidia-bug-report before anyone power-cycles it.",
    "The launcher logs from every node, attempt 0 and attempt 1.",
    "Then lspci for the missing bus address.",
    "Router stats for one of the middle layers, tokens per expert since the restart.",
    "First thing, the flight recorder dumps from all ranks.",
])
def test_a_list_of_outputs_is_asked_for(sentence):
    assert listed_outputs(sentence)


@pytest.mark.parametrize("sentence", [
    "dmesg on b06: Xid 79, the GPU is off the bus.",
    "Two loader workers per rank, because the refactor dropped the setting.",
    "Maybe the ECN config on the spines?",
    "The config diff explains the whole thing.",
    "The upload log shows the node died mid-write.",
    "Xid 79 on gpu-b06 at 04:12.",
    "The new config set the aux loss to zero.",
    "Driver versions, all the same on every node.",
    "Fix the config key, restart.",
    "Roll back the spine config and rerun.",
])
def test_a_sentence_that_says_something_is_not_a_list(sentence):
    assert not listed_outputs(sentence)


@pytest.mark.parametrize("text, want", [
    ("Before anything else, dmesg from gpu-b06 around 04:12, and an nvidia-bug-report before somebody reboots it.",
     ["artifact-request"]),
    ("The GPU on b06 fell off the bus: dmesg has Xid 79 at 04:12:08, and every other node's errors are peers losing "
     "it.", ["diagnosis"]),
])
def test_on_the_scenario_page(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, SCENARIO, [text]) == [want]
