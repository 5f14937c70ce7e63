"""Round 33: the right culprit with a wrong account of why, through `interviewer assess --scenario`.

Two wrong accounts recur, in other words, in writers' near misses of fresh28 and fresh29: the straggler GPU blamed on
its clocks or its compute ("it's clocking down", "the firmware lowered its clocks", "a slow-compute straggler",
"compute-bound", "its forward/backward is slow"), where its PCIe link trained to x8 slows its traffic; and the Xid 79 bus
drop blamed on the network ("fell off the bus because of the IB errors", "the fabric failure crashed the driver"),
where the network errors are what the drop did to the other ranks. Each wording here is written for these tests (none
is taken from a labelled set), and each sits beside a statement of the same culprit that must still be credited,
including one that names the wrong account only to dismiss it.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("text", "expected"), [
    ("gpu-c09's GPU 3 is the straggler: it's clocking down under load, so every step waits on its kernels.", False),
    ("GPU 3 on gpu-c09 holds everyone back because the firmware update lowered its clocks.", False),
    ("It's a slow-compute straggler, gpu-c09 GPU 3, and the other 255 GPUs wait for it each step.", False),
    ("gpu-c09 GPU 3 is compute-bound after the update, so it's the straggler the ring waits on.", False),
    ("gpu-c09 GPU 3 is the straggler, its forward/backward is slow and the whole ring waits for it.", False),
    ("gpu-c09 GPU 3's PCIe link trained down to x8 after the firmware reboot, so its traffic to the NIC takes twice "
     "as long and every step waits on that rank.", True),
    ("Not clocks and not compute: gpu-c09 GPU 3 sits on an x8 link, half its lanes, so its transfers run at half "
     "speed and everyone waits on it.", True),
])
def test_the_straggler_blamed_on_its_clocks_or_compute_is_a_wrong_account(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("GPU 4 on gpu-b06 fell off the bus because of the InfiniBand errors that started at 04:12.", False),
    ("The fabric failure at 04:12 crashed the driver on gpu-b06 and GPU 4 fell off the bus with it.", False),
    ("GPU 4 on gpu-b06 fell off the bus (Xid 79), and every restart lands on the same node with seven GPUs, so it "
     "dies again.", True),
    ("GPU 4 on gpu-b06 fell off the bus with an Xid 79; the IB errors on the other ranks are what that did to them, "
     "and every restart lands on the same seven-GPU node.", True),
])
def test_the_bus_drop_blamed_on_the_network_is_a_wrong_account(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    # the fabric blamed for the drop is a wrong account; the drop blamed for the fabric's errors is the diagnosis
    ("The IB errors crashed the driver and GPU 4 on gpu-b06 dropped off the bus.", False),
    ("The IB timeouts were caused by GPU 4 on gpu-b06 falling off the bus (Xid 79).", True),
    ("NCCL errors caused by GPU 4 on gpu-b06 dropping off the bus: an Xid 79, the card is gone.", True),
])
def test_a_fabric_error_caused_by_the_drop_is_not_the_fabric_causing_it(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [text]) == [expected]
