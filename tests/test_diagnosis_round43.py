"""Round 43: a word a scenario lists as a wrong account, used in a sense that is not that account ("held back by too few
loader workers" is no storage throttle; a half-width link throttling the GPU's RDMA is no thermal throttle; "the batches
that over-sample those blobs" says what the spiking batches hold), and ways of writing a cause the scenarios already
name (a PCIe link width given as 8 lanes, "width 8" or "by-eight"; HSDP replicas sharing only the averaged gradient,
so a copy is never overwritten or re-broadcast; a Ray node that "can't hold two bundles" or "48 - 32 = 16"; the
rendezvous host named with a parenthesis before ", which lost power"), through `interviewer assess --scenario`.

Each wording here is written for these tests (none is taken from a labelled set). Each family sits beside a statement
that must still be refused.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("text", "expected"), [
    ("Since the config refactor each rank's loader has only 2 workers, and the step is throttled by those two workers "
     "doing all the JPEG decoding.", True),
    ("num_workers fell back to the default of 2, so the job is throttled by too few decode workers on every rank.", True),
    ("The bucket is throttling us: num_workers is 2 but the real wait is on S3.", False),
    ("num_workers is 2 now, and on top of that we're throttled by the storage backend returning 503s.", False),
])
def test_throttled_by_the_loaders_own_workers_is_not_a_storage_throttle(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "dataloader-starvation", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("GPU 3 on gpu-c09 came back at x8 after the reboot, which throttles its GPUDirect RDMA to half the rate and the "
     "rest of its FSDP group waits.", True),
    ("On gpu-c09 the x8 link of GPU 3 means that GPU's collective traffic is throttled by the narrow link.", True),
    ("GPU 3 on gpu-c09 is at x8, but the real problem is that it is thermal throttling.", False),
    ("gpu-c09's GPU 3 runs at x8 and throttles its clocks when it gets hot.", False),
])
def test_a_link_throttling_a_data_path_is_not_thermal_throttling(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("v9 reads the forum source from the raw crawl, so unfiltered base64 image blobs get in, and each spike lines up "
     "with batches that over-sample those blobs.", True),
    ("v9 reads forum-v2 from the raw crawl instead of the filtered copy, but the spikes come from the mixture "
     "over-sampling forum-v2 relative to v8.", False),
])
def test_batches_that_over_sample_the_blobs_say_what_the_batches_hold(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "loss-spike-data-mix", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("After the BIOS reboot gpu-c09's GPU 3 trained only 8 of its 16 PCIe Gen4 lanes, halving its path to the NIC, "
     "so its FSDP group is the slow one.", True),
    ("gpu-c09 GPU 3's PCIe width is 8 where the rest are at 16; its GDR to the NIC is halved and its FSDP group "
     "drags the job.", True),
    ("gpu-c09's GPU 3 link came up at by-eight after the reboot, so its RDMA runs at half rate and its group lags.", True),
    ("Is gpu-c09's GPU 3 at link width 8? Its RDMA looks halved.", False),
    ("If gpu-c09's GPU 3 had link width 8 its RDMA would be halved; let's check lspci.", False),
])
def test_a_link_width_of_eight_lanes_is_a_downtrained_link(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("The c10d store lived on gpu-e17 (our batch host), which lost both PSUs, so no agent could rendezvous again.",
     True),
    ("torchrun's rendezvous store sat on gpu-e17, the node without power, so nobody could rejoin.", True),
    ("The c10d store lived on gpu-e17 (our batch host), which is fine; the spares failed on a firewall rule.", False),
])
def test_the_store_host_named_with_a_parenthesis_then_its_loss(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Replica 11's shard 37 drifts further each step b/c the replicas only share the averaged gradient, never the "
     "weights.", True),
    ("Every replica adds the same reduced gradient to its own parameter copy, so shard 37 of replica 11 is never "
     "overwritten and stays off.", True),
    ("Replica 11's shard 37 keeps its bad values: HSDP has no param sync across replicas and nothing ever "
     "re-broadcasts them.", True),
    ("Replica 11's shard 37 differs by bf16 non-determinism; only the averaged gradient is shared.", False),
    ("Does replica 11's shard 37 drift b/c nothing ever re-broadcasts the weights?", False),
])
def test_the_replicas_share_only_the_gradient_however_it_is_written(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("The replacement node gives Ray 48 CPUs, so it can't hold two 32-CPU engine bundles and engine 7 stays pending.",
     True),
    ("After the node loss only 1 of the 2 lost engines fits on the replacement node (48 CPUs); engine 7's bundle waits.",
     True),
    ("new worker: 48 - 32 = 16 CPUs left once engine 6 lands, so engine 7's bundle has no home.", True),
    ("The replacement pod fits one 32-CPU engine bundle, not two, so engine 7 waits forever.", True),
    ("Engine 6's bundle can't be placed, because the replacement node can't hold two engine bundles.", False),
    ("Could it be that the replacement node can't hold two engine bundles? I'd check ray status first.", False),
])
def test_a_node_that_cannot_hold_two_bundles(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [text]) == [expected]
