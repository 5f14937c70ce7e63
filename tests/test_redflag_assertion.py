"""Red flags need an assertion, not a mention: the held-out test split is fixed before any rule."""

from __future__ import annotations

import hashlib
from pathlib import Path

DATA = Path(__file__).parent / "data" / "redflags"
TEST_SHA256 = "19a63b80d27a2abd937983a80a19d45ea8914b08d565bf49d3aeb524e5172a02"


def test_the_held_out_split_is_the_one_committed_before_the_rules():
    assert hashlib.sha256((DATA / "test.yaml").read_bytes()).hexdigest() == TEST_SHA256
