"""Round 27, truths lane: sourced truths for the topics that had none, for fluent confident-wrong answers.

NCCL's INFO log names its transports: P2P and SHM join GPUs of one node (SHM through host memory, not NVLink), and
NET/IB is the RDMA network transport, not a fallback (that is NET/Socket). Data-parallel ranks each train on their own
slice of the batch. The ranks of one communicator call the same collectives in the same order (no tags). ECC covers
memory, not the arithmetic, so silent corruption exists on data-centre GPUs. FSDP overlaps the next all-gather with
compute. GPUs reach their NICs over PCIe, not NVLink. Uncorrectable Xids are no corrected single-bit errors, and a
plural code ("a burst of 95s") names the Xid. A straggler does not show a lower GPU-Util, and MinHash is a text
method. Each row's near cases are the correct statement, a denial, a hedge or someone else's claim: none fires. The
unit check reads a rate restated with its link named between the figures, and not a sum of several links.
"""

import pytest

from interviewer.interview.truth_claims import contradictions
from interviewer.interview.unit_claims import bits_as_bytes

P2P = "NCCL's P2P transport ('via P2P/IPC'"
SHM = "NCCL's SHM transport ('via SHM'"
NETIB = "'via NET/IB' in NCCL's INFO log"
DPDATA = "Data-parallel ranks each train on their own"
ORDER = "The ranks of one communicator must call the same collectives"
ECC = "ECC protects data held in memory"
OVERLAP = "FSDP (FSDP1 and FSDP2's fully_shard) overlaps"
NICPATH = "Inside an H100 node the GPUs reach the NICs over PCIe"
XID95 = "Xid 94 and 95 are uncorrectable ECC errors"
XID48 = "Xid 48 is a double-bit"
UTIL = "nvidia-smi's GPU utilisation (NVML utilization.gpu)"
MINHASH = "MinHash estimates the Jaccard similarity"
INTERLEAVE = "The interleaved 1F1B schedule gives each device v model chunks"
RESUME = "A collective that lost a rank never resumes"
ADAM = "Adam's two moments are running averages"
IBROCE = "NCCL's IB transport runs RDMA verbs over InfiniBand and RoCE alike"


@pytest.mark.parametrize("fact,text,fires", [
    (P2P, "Lines saying via P2P/CUMEM are the cross-node connections over InfiniBand.", True),
    (P2P, "The P2P transport is what NCCL uses between nodes when GPUDirect is on.", True),
    # near cases: P2P inside a node, NET between nodes
    (P2P, "via P2P/IPC is GPU to GPU inside the node over NVLink; between nodes you want NET/IB.", False),
    (P2P, "If you see via P2P between two hosts something is badly wrong, P2P never leaves a node.", False),
    (SHM, "The via SHM lines mean the GPUs are talking over NVLink.", True),
    # near cases: host memory stated
    (SHM, "via SHM means NCCL couldn't do P2P and is copying through host shared memory, say across sockets.", False),
    (NETIB, "NET/IB in the log means NCCL fell back from GPUDirect to a plain TCP path.", True),
    # near cases: NET/IB stated as RDMA, NET/Socket named as the fallback
    (NETIB, "NET/IB is the verbs transport, so RDMA is working; the fallback shows up as NET/Socket.", False),
    (NETIB, "Each channel says NET/IB with GDRDMA, or it fell back to NET/Socket.", False),
    (NETIB, "NCCL_DEBUG=INFO tells me whether it went over NET/IB with GDRDMA or fell back to sockets.", False),
    (NETIB, "With the env fixed it goes over NET/IB instead of falling back to TCP.", False),
    (DPDATA, "Data-parallel replicas all process the same batch, that's why their gradients agree.", True),
    (DPDATA, "Every rank in the data-parallel group reads the identical minibatch each step.", True),
    # near cases: each rank's own shard; tensor-parallel ranks that do share the input
    (DPDATA, "Data-parallel ranks each get a different shard from the DistributedSampler.", False),
    (DPDATA, "All ranks in a tensor-parallel group see the same batch, that's expected.", False),
    (DPDATA, "Data-parallel ranks don't see the same data, so their losses differ slightly.", False),
    (ORDER, "It's fine for ranks to be in different collectives: NCCL matches every operation by a tag.", True),
    (ORDER, "NCCL identifies each collective, so an all-reduce and a broadcast can't block each other.", True),
    # near cases: the matching rule stated
    (ORDER, "NCCL has no tags, so an all-reduce on one rank and a broadcast on another deadlock.", False),
    (ORDER, "Two different collectives on the same communicator hang: every rank must issue them in the same order.", False),
    (ECC, "ECC catches every bit flip, so a data-centre GPU never corrupts silently.", True),
    (ECC, "Silent data corruption is already handled by ECC on the H100.", True),
    # near cases: memory-only coverage stated, a denial, someone else's belief
    (ECC, "ECC only protects memory, so a bad multiplier gives wrong values with no Xid at all.", False),
    (ECC, "Silent data corruption isn't caught by ECC; you need known-answer tests on the GPUs.", False),
    (ECC, "People assume ECC catches every bit flip, but the arithmetic units aren't covered.", False),
    (OVERLAP, "In FSDP2 prefetching has been removed, so every layer waits for its gather.", True),
    (OVERLAP, "fully_shard gathers strictly on demand and never overlaps anything.", True),
    # near cases: overlap stated, the first all-gather that has nothing to overlap
    (OVERLAP, "FSDP2 overlaps the next all-gather with the current layer's compute on a separate stream.", False),
    (OVERLAP, "FSDP can't overlap the first all-gather of the step with anything.", False),
    (OVERLAP, "With backward_prefetch=None FSDP doesn't prefetch in backward, so each gather is exposed.", False),
    (NICPATH, "The GPUs connect to the NICs via NVSwitch, so any GPU can use any NIC at full speed.", True),
    # near cases: PCIe stated
    (NICPATH, "Each GPU connects to its NIC through a shared PCIe switch, which is why affinity matters.", False),
    (XID95, "Xid 95 is a corrected single-bit error, the ECC logic fixed it.", True),
    (XID95, "The burst of 95s we got overnight is benign, just notifications.", True),
    # near cases: uncorrectable stated
    (XID95, "Xid 94 is an uncorrectable ECC error contained to the application that touched the memory.", False),
    (XID48, "Xid 48 is only a single-bit error, nothing to drain for.", True),
    (XID48, "Xid 48 is a double-bit ECC error that couldn't be corrected, so drain the node.", False),
    (UTIL, "GPU utilisation finds stragglers: a straggler shows lower utilisation than the rest.", True),
    # near cases: the waiting peers stated
    (UTIL, "A straggler shows up in step timings; its peers sit in NCCL, so their GPU utilisation stays high.", False),
    (MINHASH, "MinHash is only for images, it doesn't work on text.", True),
    (MINHASH, "MinHash over word shingles finds the near-duplicate documents.", False),
    (INTERLEAVE, "Interleaved schedules double the bubble, which is the price of their lower memory.", True),
    (INTERLEAVE, "Virtual pipeline stages add more bubbles because every chunk fills and drains.", True),
    # near cases: the bubble divided by v, the communication it costs
    (INTERLEAVE, "Interleaving shrinks the bubble by a factor of v but adds point-to-point traffic.", False),
    (INTERLEAVE, "Interleaving doesn't add bubbles, it cuts them.", False),
    (RESUME, "Turn the watchdog off and the healthy ranks just wait for the crashed node to come back.", True),
    (RESUME, "NCCL retries forever, so a flapping link never kills the job.", True),
    # near cases: the wait until the timeout and the abort; torchft's replica groups
    (RESUME, "The surviving ranks wait in the collective until the timeout, and then the watchdog aborts them.", False),
    (RESUME, "With torchft the healthy replica groups keep going and the replacement joins at the next quorum.", False),
    (ADAM, "Skip the optimizer state; Adam will re-warm in a few hundred steps.", True),
    (ADAM, "Save the optimizer state, otherwise Adam's moments start from zero and the loss spikes.", False),
    (IBROCE, "On the Ethernet cluster export NCCL_IB_DISABLE=1 so it takes the faster TCP path.", True),
    (IBROCE, "NCCL's IB transport is only for InfiniBand, so on RoCE it can't be used.", True),
    # near cases: sockets named as the slow fallback, the IB transport kept for RoCE
    (IBROCE, "NCCL_IB_DISABLE=1 forces sockets, which are much slower than RDMA on RoCE.", False),
    (IBROCE, "Check NCCL_IB_DISABLE isn't set: on RoCE the IB transport is what gives you RDMA.", False),
])
def test_a_claim_contradicts_the_truth_and_its_near_cases_do_not(fact, text, fires):
    assert any(fact in c for c in contradictions(text)) is fires


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
