"""Round 35: a colleague's account named with its author, and an output's line pasted after its label, through
`interviewer assess --scenario`.

Two forms of a claim that is not the candidate's own reach the credit as if it were: a colleague's account introduced
by what they wrote or how they raised it ("Kenji's PR says X", "the junior suggested X", "Dana flagged X"), and a line
of an output pasted after a label naming its source, with no quotation marks or with single ones ("kernel log on b06:
NVRM: Xid …", "dmesg on b06: 'NVRM: …'"). Each wording here is written for these tests (none is taken from a labelled
set), and each sits beside the same account stated by the candidate, which must still be credited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("text", "expected"), [
    ("Kenji's PR says the router collapsed onto a few experts because the balancing loss is off, but I don't buy it.",
     False),
    ("The junior suggested the router collapsed onto a few experts since balancing was switched off; I doubt it.", False),
    ("Kenji flagged that the router collapsed onto a few experts once balancing was off, and we closed the ticket.",
     False),
    ("Kenji argued the router collapsed onto a few experts after balancing was switched off.", False),
    ("As Kenji flagged, the router collapsed onto a few experts once the balancing loss was turned off, so the GPU "
     "holding them runs out of memory.", True),
    ("The router collapsed onto a few experts once the balancing loss was turned off, so the GPU holding them runs out "
     "of memory.", True),
])
def test_a_colleagues_account_named_by_its_author_is_theirs(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("kernel log on gpu-b06: NVRM: Xid (PCI:0000:8a:00): 79, pid=<unknown>, name=<unknown>, GPU has fallen off the bus",
     False),
    ("kernel log from gpu-b06: 'NVRM: Xid (PCI:0000:8a:00): 79, pid=<unknown>, name=<unknown>, GPU has fallen off the "
     "bus.'", False),
    ("dmesg on gpu-b06: GPU 4 fell off the bus (Xid 79), so every restart gets only seven GPUs and dies.", True),
    ("From dmesg on gpu-b06: 'NVRM: Xid (PCI:0000:8a:00): 79, pid=<unknown>, name=<unknown>, GPU has fallen off the "
     "bus.' So GPU 4 fell off the bus and every restart lands on that seven-GPU node.", True),
])
def test_an_outputs_line_pasted_after_its_label_is_read_out(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [text]) == [expected]
