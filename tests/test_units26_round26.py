"""Round 26, truths lane: a byte is eight bits, so a figure in Gb/s restated as the same figure in GB/s (or the
other way) confuses the units; the right conversion, one unit alone, a question or a denial does not fire. And an
aggregate of NICs said to have more total bandwidth than NVLink is misordered like any other network-above-NVLink claim."""

import pytest

from interviewer.interview.claim_checks import quantity_contradictions
from interviewer.interview.truth_claims import contradictions

UNITS = "a byte is eight bits"


@pytest.mark.parametrize("text,fires", [
    ("400 gigabit per second is 400 gigabytes a second, so 140 GB takes a third of a second.", True),
    ("The NIC does 400 Gb/s, which is 400 GB/s, so the gradients are negligible.", True),
    ("400 GB/s is 400 gigabits, so 50 gigabytes a second.", True),
    # near cases: the right conversion, one unit only, a question, a denial
    ("400 Gb/s is 50 GB/s, so 140 GB takes about three seconds.", False),
    ("The NIC is 400 Gb/s and NVLink is 900 GB/s.", False),
    ("Is 400 Gb/s the same as 400 GB/s?", False),
    ("400 Gb/s is not 400 GB/s: divide by eight.", False),
])
def test_a_figure_in_bits_restated_in_bytes(text, fires):
    assert any(UNITS in c for c in quantity_contradictions(text)) is fires


def test_an_aggregate_of_nics_is_still_below_nvlink():
    assert any("order of magnitude more than the network" in c for c in contradictions(
        "I put TP across nodes because InfiniBand has more total bandwidth than NVLink once you count every NIC."))
