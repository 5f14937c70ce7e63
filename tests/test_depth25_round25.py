"""Round 25, depth lane: the schedule-cost term reads the interleaved bubble's cost after a bracket or a digit. The
lane's two truths (FSDP2's per-parameter sharding, context parallelism) are in tests/test_truths_tables.py, with
the truths lane's."""

import pytest

from interviewer.content.concepts import default_lexicon


@pytest.mark.parametrize("text,found", [
    ("with interleaving the bubble (3/19) / v shrinks by the number of chunks", True),
    ("the bubble drops to (p-1)/v of the step", True),
    ("the bubble is divided by v, the virtual stages per GPU", True),
    # near case: a '/v' that only starts a word is not the chunk count
    ("bubble of 3/19/vector units, no idea", False),
])
def test_the_interleaved_bubble_cost_is_read_after_a_bracket_or_digit(text, found):
    lex = default_lexicon()
    terms = lex.terms["schedule-cost"]
    assert any(lex.compile_term(t).search(text) for t in terms) is found
