"""Round 32: diagnoses credited only when stated, through `interviewer assess --scenario` (issue #11).

The silent-nan-cascade scenario's mechanism family (scenarios/silent-nan-cascade.yaml 1.13), in wordings written for
these tests (none is taken from a labelled set): the count of loss tokens written as a comparison with zero in code
("mask.sum() == 0", "the denominator = 0"), where the pattern used to need a word boundary before '=' and so never
read the operator; and a micro-batch said to have no trainable or labelled tokens. Each credit row has a near-miss
counterpart that must stay uncredited: the same words as a question, a hypothesis among others, a readback, a
negation, or someone else's rejected view.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

SCENARIO = "silent-nan-cascade"


@pytest.mark.parametrize(("text", "expected"), [
    # a count of loss tokens compared with zero in code, the operator read as 'is'
    ("Rank 611 drew a fully truncated row, so mask.sum() == 0 in compute_loss and the loss came out NaN.", True),
    ("The denominator = 0 for rank 611's only sequence, so its masked mean is NaN and the all-reduce spreads it.",
     True),
    ("On rank 611 the loss mask sum=0 after right truncation, hence NaN loss and NaN gradients everywhere.", True),
    # a micro-batch with no trainable or labelled tokens
    ("Rank 611's micro-batch had no trainable tokens, so its loss was NaN and the gradient "
     "average poisoned every rank.", True),
    ("An instruct-synth-03 row cut at 8192 left zero labelled tokens on rank 611, and the NaN loss went global.",
     True),
    # near misses with the same words: not asserted, or not the speaker's
    ("Could mask.sum() == 0 on rank 611 explain the NaN? I'd check the dump first.", False),
    ("Maybe the denominator = 0 on rank 611, maybe it's bf16 overflow, maybe a bad kernel; can't tell which yet.",
     False),
    ("If rank 611's micro-batch had no trainable tokens, the loss would be NaN; I haven't verified that.", False),
    ("Rank 611's batch did not have zero labelled tokens; the NaN came from an overflow in layer 31.", False),
])
def test_a_zero_loss_token_count_written_as_code_or_as_no_trainable_tokens_is_credited_only_when_asserted(
        capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]


def test_the_count_compared_with_a_nonzero_number_is_not_the_mechanism(capsys, tmp_path):
    # '= 0' is the mechanism; '= 0.5' or '== 07' is not a zero count
    text = "Rank 611's loss mask sum = 512 tokens, so its loss is normal and the NaN must come from elsewhere."
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [False]
