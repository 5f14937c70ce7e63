"""Round 27, truths lane: the unit check reads a rate restated in the other unit with its link named between the
figures ("a 100 Gb NIC to storage, so that's 100 GB/s"), and not a sum of several links. The round's sourced truths'
rows are in tests/test_truths_tables.py with rounds 25 and 26.
"""

import pytest

from interviewer.interview.unit_claims import bits_as_bytes


@pytest.mark.parametrize("text,fires", [
    ("Each host has one 200 Gb NIC on the storage VLAN, so that's 200 GB/s per host.", True),
    ("A 400 Gb/s port is 400 GB/s.", True),
    # near cases: the right conversion, a sum of several links
    ("One 400 Gb NIC per GPU, so that's 50 GB/s.", False),
    ("Eight 400 Gb NICs per node, so that's 400 GB/s per node.", False),
    ("Each NIC is 400 Gb/s, so that's 400 GB/s per node with eight of them.", False),
    ("The node has 8 x 400 Gb NICs, which is 400 GB/s.", False),
])
def test_a_rate_restated_in_the_other_unit_with_its_link_named(text, fires):
    assert bool(bits_as_bytes(text)) is fires
