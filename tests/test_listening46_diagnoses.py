"""Round 46: near misses the diagnosis reader credited, through `interviewer assess --scenario`.

- **a claim waiting on its check**: "without doubt X, pending the field diag", "certainly X; subject to the nvidia-smi
  check", "Definitely X. Assuming the BMC log is complete, which we're checking.": a hypothesis, however sure its words.
  A fix waiting for review or a confirmation of the fix hangs nothing on the cause.
- **withdrawn in a label or a bare word**: "Retracting: …", "Withdrawing; …", "Withdrawn after …", "Retracting my
  earlier note that X; …" (what the note said is what is taken back), "I had pinned it on X, but …".
- **someone else's view, rejected**: "Your on-call has suggested that X. We do not agree.", "Lena told the researcher
  that X. He did not buy it."
- **a suspect list under a heading with a qualifier**: "Suspects, in no particular order: …".
- **a fix announced with no cause**: "Marco: today I'm adding a health check that drains …"; with its reason
  ("…, because X") it states the cause.

Each wording here is written for these tests (none is taken from a labelled set). Each family sits beside a statement
that must still be credited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

SCENARIO = "xid79-fallen-off-bus"


@pytest.mark.parametrize(("text", "expected"), [
    ("Root cause: without doubt GPU 4 on gpu-b06 fell off the bus with Xid 79, pending the vendor's field diag.", False),
    ("It's certainly gpu-b06's GPU 4 dropping off the bus (Xid 79); subject to the nvidia-smi check on the rebuilt "
     "node.", False),
    ("Definitely gpu-b06 lost GPU 4 to an Xid 79 fall off the bus. Assuming the BMC log is complete, which we're "
     "checking.", False),
    ("gpu-b06 lost GPU 4 to an Xid 79 fall off the bus; we'll confirm the fix once the node is back.", True),
    ("gpu-b06 lost GPU 4 to an Xid 79 fall off the bus, and the fix is pending review.", True),
])
def test_a_claim_hung_on_a_check_still_to_come_is_a_hypothesis(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("I mentioned earlier that GPU 4 on gpu-b06 fell off the bus. Withdrawn after the vendor showed all 8 GPUs in "
     "nvidia-smi.", False),
    ("Retracting my earlier note that gpu-b06's GPU 4 fell off the bus; the BMC shows all eight GPUs present.", False),
    ("GPU 4 on gpu-b06 fell off the bus with Xid 79. Withdrawing; back to the fabric.", False),
    ("I had pinned it on GPU 4 on gpu-b06 falling off the bus, but that Xid 79 line is from March.", False),
    ("Retracting the fabric theory: GPU 4 on gpu-b06 fell off the bus with Xid 79.", True),
    ("GPU 4 on gpu-b06 fell off the bus with Xid 79. Withdrawing the reboot request, the node is already drained.", True),
])
def test_a_claim_withdrawn_by_a_label_or_a_bare_word(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Your on-call has suggested that GPU 4 on gpu-b06 fell off the bus with Xid 79. We do not agree with that.", False),
    ("Lena told the researcher that GPU 4 on gpu-b06 fell off the bus with Xid 79. He did not buy it.", False),
    ("Suspects, in no particular order: the fabric, the driver, or GPU 4 on gpu-b06 falling off the bus with Xid 79.",
     False),
    ("Marco: today I'm adding a health check that drains any node whose GPU fell off the bus.", False),
    ("Marco: today I'm adding a drain, because GPU 4 on gpu-b06 fell off the bus with Xid 79 and torchrun keeps "
     "restarting there.", True),
])
def test_reported_views_suspect_lists_and_bare_fixes(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]
