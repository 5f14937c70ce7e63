"""Computations an answer states outright, evaluated against their own operands (``interview.computations``).

Unit tests over the reader (no model, no cassette: nothing here is worded by a model), then the assessor through the
public seam: a wrong product makes the answer weak and says so in the evidence; a right or rounded one changes nothing.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library
from interviewer.interview.computations import arithmetic_errors, checked_arithmetic, computations


@pytest.mark.parametrize("text", [
    "1,200 nodes x 8 GPUs = 960 GPUs in the cluster.",                          # 9,600
    "A 13B model in bf16: 13B x 2 bytes ≈ 2.6 GB of weights.",                  # 26 GB
    "Compute is 6 × 7e9 × 2e12 ≈ 8.4e21 FLOPs.",                                 # 8.4e22
    "So 2,048 GPUs times 720 hours comes to about 150k GPU-hours.",              # 1.47M
    "Interval: sqrt(2 x 45 s x 6 h) ≈ 3 hours, so checkpoint three times a shift.",  # ~23 min
    "Thirteen billion times sixteen bytes is about twenty gigabytes of state.",  # 208 GB
    "256 GPUs at $4 an hour for 10 days comes to about $2,500.",                 # $245,760
    "Eight hundred GB / 20 GB/s is about 4 s per save.",                         # 40 s
])
def test_a_stated_result_its_operands_contradict_is_flagged(text):
    assert arithmetic_errors(text)


@pytest.mark.parametrize("text", [
    "1,200 nodes x 8 GPUs = 9,600 GPUs in the cluster.",
    "13B x 2 bytes ≈ 25 GB of weights, so it fits on one card.",          # rounded
    "6 × 7e9 × 2e12 is about 8e22 FLOPs.",                                  # rounded
    "2,048 GPUs times 720 hours comes to about 1.5 million GPU-hours.",
    "sqrt(2 x 45 s x 6 h) ≈ 23 minutes.",
    "forty-eight times twenty is nine hundred and sixty",
    "800 GB / 20 GB/s = 40 s, well under a minute.",
    "That is 0.45 x 989 = 445 TFLOP/s per card.",                          # bare operands, prefixed result
    "20 min x 1,024 GPUs ≈ 340 GPU-hours of lost work.",                   # time in hours
    "Writing it takes 1.6 TB / 400 Gb/s = 32 s.",                          # bits as bytes
    "256 GPUs at $4 an hour for 10 days comes to about $250k.",
    "Goodput of 35% x 989 TFLOPs is roughly 350 TFLOPs.",                  # percent as a fraction
])
def test_a_right_or_rounded_result_is_not(text):
    found = computations(text)
    assert found and all(c.ok for c in found), [c.describe() for c in found]


@pytest.mark.parametrize("text", [
    "We moved from 8x A100 boxes to 16 GPUs, so 2 nodes.",                  # "8x" is a count, not a product
    "1 + 7 x 4 = 29 if you count the head node.",                           # a sum beside the product: precedence
    "N params x 2 bytes = 140 GB for the weights.",                         # a symbol operand
    "8 x 4 = 2 x 16 either way you lay it out.",                            # an expression on the right
    "Seven times nine is six point three times ten to the one.",            # a spoken number that goes on
    "Four point two million times five sixths is about three million.",     # a spoken fraction
    "16 GPUs x 80 GB, so 3 racks.",                                         # a weak join to a unit the operands cannot make
    "4 x (n - 1) = 12 for n = 4.",                                          # a bracket
    "It was 3.5 million GPU-hours last year on 4,000 GPUs.",                # no computation stated at all
    "13B x 2 bytes = 2.6 GB, wait, 26 GB, I dropped a zero.",               # taken back at once
])
def test_what_is_not_read_cleanly_is_left_alone(text):
    assert arithmetic_errors(text) == []


def test_an_answer_built_on_a_wrong_product_is_weak_and_says_why():
    library = load_library()
    ref = "infra-capacity-planner/price-a-run"
    right = ("Training FLOPs are six times parameters times tokens: 6 × 70e9 × 15e12 = 6.3e24. At 40% MFU an H100 "
             "sustains 989 × 0.4 ≈ 396 TFLOP/s, so 6.3e24 / 3.96e14 ≈ 1.6e10 GPU-seconds, which is about 4.4M "
             "GPU-hours. Spread over 4,096 GPUs that is roughly 1,080 hours, around 45 days, and at $3.50 an hour "
             "the bill is 4.4M × 3.5 ≈ $15.4M.")
    wrong = right.replace("6 × 70e9 × 15e12 = 6.3e24", "6 × 70e9 × 15e12 = 6.3e22")
    good = listening_helpers.assess(library, ref, right)
    assert good.depth != "weak"
    assert any(line.startswith("arithmetic checked (") for line in good.evidence)
    bad = listening_helpers.assess(library, ref, wrong)
    assert bad.depth == "weak"
    assert any("own arithmetic is off" in line and "6.3e22" in line for line in bad.evidence)
    assert not set(bad.shown) & set(bad.targets)


def test_the_check_is_in_the_json_report(capsys, tmp_path):
    wrong = "Fleet hours: 3,000 GPUs x 8,760 h is about 2.6 million GPU-hours a year, so roughly $9M at $3.50."
    report, = listening_helpers.topic_reports(capsys, tmp_path, "infra-capacity-planner/price-a-run", [wrong])
    assert any("own arithmetic is off" in line for line in report["evidence"])


def test_a_right_computation_is_recorded_not_judged():
    assert checked_arithmetic("Per GPU: 70B x 16 bytes / 512 = 2.2 GB.") == [
        "arithmetic checked (1): 70B x 16 bytes / 512 = 2.2 GB (the operands give 2.19B)"]
    assert checked_arithmetic("Per GPU it is small.") == []


def test_every_scale_word_the_reader_accepts_has_a_value():
    # Round 47: the number pattern read "grand" as a scale word and the table had no value for it, so an answer
    # pricing something in "grand" crashed `interviewer assess` (KeyError) instead of being read.
    import re

    from interviewer.interview import computations as c

    words = re.search(r"\(\?P<scale>\\s\*\(\?i:([a-z|]+)\)", c.NUMBER.pattern).group(1).split("|")
    assert words and all(w in c.SCALE_WORDS for w in words), set(words) - set(c.SCALE_WORDS)
    assert arithmetic_errors("Spares: 30 grand x 12 = 360 grand a year.") == []
    assert arithmetic_errors("Spares: 30 grand x 12 = 36 grand a year.")  # 360 grand
