"""Round 47, mechanism lane: false mechanisms read against sourced truths, and three structural readings of the claim.

Truths: FSDP's FULL_SHARD keeps one copy of each shard (no neighbour holds a replica); NVLink and NVSwitch join GPUs
only, the NICs hang off PCIe; FlashAttention is exact; NCCL's Ring and Tree need no in-network reduction (SHARP is
CollNet's and NVLS's); DataLoader workers are processes and prefetch_factor counts per worker; torchrun's c10d
rendezvous runs through one store, not peer to peer.

Readings: a rule's consequent is measured from the condition's end ("if iperf shows line rate across the spine, the
fabric is fine"), a pronoun after a connective takes the subject up again ("tree doesn't get full bandwidth because it
needs SHARP": the negation is the other verb's), and a "non-" before a subject sets it aside ("the non-matmul kernel").
Each with near cases: the right statement phrased like the wrong one, a denial, a hedge, a question, a withdrawn claim.
"""

import pytest

from interviewer.interview.truth_claims import contradictions

SHARD = "FSDP's FULL_SHARD (ZeRO-3"
NVLINK = "In an HGX/DGX node NVLink and the NVSwitches connect GPUs to GPUs only"
FLASH = "FlashAttention computes exact attention"
SHARP = "NCCL's Ring and Tree algorithms are built from ordinary point-to-point sends"
WORKERS = "A DataLoader's workers (num_workers > 0) are separate processes"
PREFETCH = "DataLoader's prefetch_factor is the number of batches each worker"
RDZV = "torchrun's c10d rendezvous keeps its state in one c10d store"
IPERF = "A clean iperf/iperf3 run shows only that TCP"
GEMM = "A large matrix multiply (a training GEMM"


@pytest.mark.parametrize("fact,text,fires", [
    (SHARD, "With FSDP every shard is replicated on the neighbouring rank, so a lost GPU costs nothing.", True),
    (SHARD, "FULL_SHARD survives a lost GPU because the shards are mirrored.", True),
    # near cases: HSDP / HYBRID_SHARD do replicate; the only copy stated; a denial; a question; data shards
    (SHARD, "With HYBRID_SHARD each FSDP shard is replicated across nodes, so a node can be lost.", False),
    (SHARD, "With FSDP each rank holds the only copy of its shard, so a lost rank means reloading a checkpoint.", False),
    (SHARD, "FSDP shards aren't replicated on the neighbouring rank.", False),
    (SHARD, "Is every FSDP shard replicated on the neighbouring rank?", False),
    (SHARD, "Each data shard is replicated on three storage nodes, which FSDP never sees.", False),
    (NVLINK, "The NVSwitch connects the NICs too, so every GPU reaches every NIC at full speed.", True),
    (NVLINK, "The NICs are attached over NVLink, same as the GPUs.", True),
    (NVLINK, "The GPUs and the NICs are all on the NVLink fabric.", True),
    # near cases: NVLink joins GPUs, the NICs on PCIe; a denial; a hedge
    (NVLINK, "NVLink connects the GPUs, and the NICs hang off the PCIe switches.", False),
    (NVLINK, "The NICs are attached over PCIe, not NVLink.", False),
    (NVLINK, "The NICs don't sit on NVLink; they go through the PCIe switch.", False),
    (NVLINK, "Maybe the NICs are on the NVLink fabric? I'd check nvidia-smi topo -m.", False),
    (FLASH, "FlashAttention is faster because it uses an approximate softmax.", True),
    (FLASH, "The big one was FlashAttention. It's faster because it approximates the attention scores.", True),
    # near cases: exact stated, approximation denied, the block-sparse variant, other methods approximate
    (FLASH, "FlashAttention is exact; it is faster because it never writes the score matrix to HBM.", False),
    (FLASH, "FlashAttention doesn't approximate anything, it tiles through SRAM.", False),
    (FLASH, "Block-sparse FlashAttention approximates attention by skipping blocks.", False),
    (FLASH, "Unlike FlashAttention, Performer approximates the softmax with random features.", False),
    (SHARP, "Tree doesn't get full bandwidth on RoCE because it needs in-network SHARP support.", True),
    (SHARP, "NCCL's tree algorithm requires SHARP in the switches.", True),
    # near cases: CollNet needs SHARP; tree needs none; a question
    (SHARP, "CollNet needs SHARP in the switches; tree doesn't.", False),
    (SHARP, "The tree algorithm runs over ordinary point-to-point sends and needs no switch support.", False),
    (SHARP, "Does the tree algorithm need SHARP?", False),
    (WORKERS, "DataLoader workers are lightweight threads, so you can run sixty-four of them.", True),
    # near cases: processes stated; threads inside a worker
    (WORKERS, "DataLoader workers are separate processes, not threads, so each costs a core.", False),
    (WORKERS, "The loader workers each decode with a few threads inside each worker.", False),
    (PREFETCH, "prefetch_factor is the total number of batches buffered across all workers.", True),
    # near cases: per worker; the total as a product
    (PREFETCH, "prefetch_factor is per worker, so the total is num_workers times it.", False),
    (PREFETCH, "prefetch_factor is the batches each worker loads ahead.", False),
    (RDZV, "The c10d backend is peer-to-peer: every agent gossips with the others.", True),
    # near cases: the store stated; etcd; a denial
    (RDZV, "The c10d backend runs a TCPStore on the rdzv endpoint host; it isn't peer-to-peer.", False),
    (RDZV, "The c10d rendezvous is not peer-to-peer, every agent talks to one store.", False),
    (IPERF, "If iperf shows you close to 400 gigabits across the spine, the fabric is fine.", True),
    (IPERF, "And if iperf shows line rate between the two racks under load, the network is fine.", True),
    # near cases: a hedged consequent; the right reading
    (IPERF, "If iperf shows close to 400 gigabits across the spine, I'd guess the fabric is fine, but ib_write_bw decides.", False),
    (IPERF, "If iperf shows line rate, that only clears TCP; the RDMA path needs ib_write_bw.", False),
    (GEMM, "The hottest non-matmul kernel was the norm, and it was limited by memory, not maths.", False),
])
def test_a_mechanism_claim_contradicts_its_truth_and_near_cases_do_not(fact, text, fires):
    assert any(fact in c for c in contradictions(text)) is fires


QPS = "An InfiniBand or RoCE NIC (a ConnectX HCA) supports at least tens of thousands of queue pairs"


@pytest.mark.parametrize("text,fires", [
    ("Each ConnectX port can only hold 32 reliable-connected peers in hardware.", True),
    ("The NIC can only support 64 RC queue pairs, so NCCL falls back to sockets.", True),
    # near cases: the real capacity; a per-connection setting; a link speed
    ("The NIC holds thousands of queue pairs; max_qp in ibv_devinfo says so.", False),
    ("NCCL opens only 2 queue pairs per connection by default on the NIC.", False),
    ("Each ConnectX-7 port supports at most 400 Gb/s.", False),
])
def test_an_rdma_nic_holds_more_than_a_few_dozen_peers(text, fires):
    assert any(QPS in c for c in contradictions(text)) is fires


SPILL = "When a node's object store is full, Ray spills objects"


@pytest.mark.parametrize("text,fires", [
    ("When the object store is full, Ray spills the overflow to the GCS on the head node.", True),
    ("Spilled objects go into Redis on the head node.", True),
    ("Ray spills objects to the head node's GCS when memory runs out.", True),
    # near cases: local disk; metadata in the GCS; a denial
    ("Ray spills objects to local disk under /tmp/ray, and the GCS only tracks nodes.", False),
    ("Spilled objects' locations are recorded in the GCS.", False),
    ("Ray never spills to the GCS; it spills to the local filesystem.", False),
])
def test_ray_spills_to_local_storage_not_the_gcs(text, fires):
    assert any(SPILL in c for c in contradictions(text)) is fires
