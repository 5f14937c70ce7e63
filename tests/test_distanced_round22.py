"""A cause held at a distance is not a stated diagnosis (issue #11: not a negation, not a hedge, not another
incident's cause). Round 22: frames that deny, doubt, set up a foil, give odds or tell another job's incident govern
their own clause; what follows 'but' or "it's" is asserted."""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.interview.understand import understand

CLAIM = "num_workers is effectively 2 now, the old key is ignored"
"""A correct statement of dataloader-starvation's root cause (the renamed config key falls back to 2 workers)."""


@pytest.fixture(scope="module")
def read():
    library = load_library([])
    scenario = library.scenario("dataloader-starvation")
    shown = "\n".join([scenario.situation] + [a.content for a in scenario.artifacts if a.shown_at_start])
    return lambda text: bool(understand(text, scenario=scenario, shown=shown).diagnosis)


def test_the_plain_claim_is_credited(read):
    assert read(CLAIM)


@pytest.mark.parametrize("frame", ["I doubt that ", "It isn't that ", "it's not that ", "Nobody thinks ",
                                   "It's tempting to say ", "At first glance ", "On the surface ",
                                   "One could argue ", "The obvious answer would be that ", "I'd say it's 70/30 that ",
                                   "Odds are ", "In a past incident at my last job, "])
def test_a_distancing_frame_keeps_the_claim_from_being_credited(read, frame):
    assert not read(frame + CLAIM)


@pytest.mark.parametrize("text", [
    "It's tempting to blame the disks, but " + CLAIM,
    "It isn't the disks, it's that " + CLAIM,
    "At first glance it looked like storage. " + CLAIM[0].upper() + CLAIM[1:],
    "I doubt the disks matter; " + CLAIM,
])
def test_the_frame_governs_only_its_own_clause(read, text):
    assert read(text)
