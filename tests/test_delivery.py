"""Voice delivery feedback (issue #19, item 7): pace, fillers, talk share and long pauses per answer."""

from __future__ import annotations

import hashlib
from pathlib import Path

FILLERS = Path(__file__).parent / "data" / "fillers"
TEST_SHA256 = "0f7cfba5b3c78642253098bdbce24060c38912eff0dc9a20b441c9a665aad9f3"


def test_the_held_out_filler_split_is_the_one_committed_before_the_rules():
    assert hashlib.sha256((FILLERS / "test.yaml").read_bytes()).hexdigest() == TEST_SHA256
