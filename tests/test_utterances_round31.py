"""Round 31: a conclusion that rules a cause out states none, in wordings written for these tests (none is copied from a
labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- A turn that concludes "so it's not X", "X is innocent", "the X theory doesn't hold" eliminates a cause: it is an
  answer, not a stated diagnosis, unless it names what it is instead (readback.ruled_out).
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.readback import ruled_out


@pytest.mark.parametrize("text,want", [
    ("So it's not the kernel upgrade.", True),  # elimination: a cause denied, none named in its place
    ("so the new switch firmware is innocent", True),
    ("the checksum theory doesn't hold, both copies match", True),
    ("So not thermal.", True),
    ("That's not a dead link, that's a link running at half width.", False),  # denied, then what it is instead
    ("so it's not the node count, it's crossing the spine", False),
    ("It's the loader, not the storage.", False),
    ("it's not clear yet which rank goes first", False),
    ("the NIC is fine now but its firmware is old", False),
    ("so the storage is healthy", True),  # "fine", "healthy" conclude only after "so"
    ("Jobs inside one rack are fine.", False),  # an observation, not a conclusion
    ("so it is not a bad disk it is the metadata server", False),  # a contrast said without a comma
])
def test_a_conclusion_that_denies_a_cause_rules_it_out(text, want):
    assert ruled_out(text) is want


@pytest.mark.parametrize("text,want", [
    ("Link width is x16 on every GPU and no AER errors in the log. So it's not the PCIe link.", ["answer"]),
    ("Temperatures sit at 60 to 65 on all nodes, nothing throttles. So the cooling is innocent.", ["answer"]),
    # the same readings concluding a cause stay a (wrong) diagnosis
    ("Temperatures sit at 60 to 65 on all nodes. So it's the cooling on c21 that slows the step.", ["diagnosis"]),
])
def test_a_turn_that_only_rules_a_cause_out_is_an_answer(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.scenario_classes(capsys, tmp_path, "straggler-pcie-downtrained", [text]) == [want]
