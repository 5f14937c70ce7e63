"""The answer's own rate arithmetic: a longer-period money figure far below the rate it was converted from."""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library
from interviewer.interview.arithmetic import fleet_contradictions, rate_contradictions


@pytest.mark.parametrize("text", [
    "That's $2,400 an hour of idle GPUs, call it $50k a year.",
    "About $40K a day wasted, so maybe $2M annually.",
    "At $2 an hour that's $900 a year per team.",
])
def test_a_conversion_far_below_the_rate_is_a_contradiction(text):
    assert rate_contradictions(text)


@pytest.mark.parametrize("text", [
    "That's $2,400 an hour of idle GPUs, so about $21M a year.",
    "$12k/h, ~$105M/yr, so 10 pts is about $10.5M/yr.",
    "$3 an hour per GPU, so 4,000 GPUs cost about $105M a year.",  # larger: a count the sentence names
    "It's $3 an hour per GPU. One idle GPU for a year costs about $26k, and we lose $5k a month on storage.",
])
def test_a_consistent_or_unrelated_figure_is_not(text):
    assert rate_contradictions(text) == []


def test_an_answer_whose_own_conversion_is_off_is_weak():
    library = load_library()
    right = ("4,000 GPUs at $3 is $12,000 an hour, so ten points of utilisation is $1,200 an hour, about $10M a year: "
             "worth a team.")
    wrong = ("4,000 GPUs at $3 is $12,000 an hour, so ten points of utilisation is $1,200 an hour, about $100k a "
             "year: not worth a team.")
    ref = "infra-hiring-manager/pricing-the-fleet"
    assert listening_helpers.assess(library, ref, right).depth != "weak"
    result = listening_helpers.assess(library, ref, wrong)
    assert result.depth == "weak"
    assert any("own arithmetic" in line for line in result.evidence)


def test_a_fleet_said_to_fail_far_less_often_than_its_units_mtbf_allows_is_a_contradiction():
    assert fleet_contradictions("A GPU's MTBF is about 50,000 hours, and 4,096 GPUs fail about once a month.")
    assert fleet_contradictions("Each H100 has an MTBF of around six years, so 2,048 of them fail once every three weeks.")
    assert not fleet_contradictions("Each GPU has an MTBF of 50,000 hours, so 4,096 GPUs fail about once every 12 hours.")
    # a job's MTBF is already the fleet's: nothing to divide
    assert not fleet_contradictions("The job MTBF is three hours there; 4,096 GPUs fail about every 12 hours.")
