"""Round 25, truths lane: sourced truths for fluent confident-wrong answers. A small model on the same data and
settings does not reproduce a large run's divergence (instabilities seen at scale appear in small models only at high
learning rates): a claim that a small model reproduces it, or is a faithful reproduction, contradicts it; the claim
put as a condition, hedged, denied, or limited to high learning rates does not. nccl-tests runs across nodes and
measures the collective over the fabric: a claim that it is single-node only, or measures the GPUs and not the
network, contradicts it; stating that it runs across nodes, or a finding about this incident, does not. The process
group's timeout only delays the abort of a hung collective: a claim that with a longer timeout the hung ranks catch up
or hangs resolve themselves contradicts it; raising the timeout as a stopgap, a slow rank catching up, or a denial
does not. A data-parallel all-reduce has each rank send 2(n-1)/n of the buffer: a claim that each GPU sends its full
gradient to every other GPU contradicts it; an all-gather's shards from every other rank, or the ring stated, does not.
Storage has a finite read throughput a job can saturate: a claim that storage is never the bottleneck, that Lustre is
always fast enough or that a parallel file system scales linearly contradicts it; a finding about one incident, a
denial, or someone else's belief does not. The depth lane's two: FSDP2 (fully_shard) shards each parameter as a
DTensor and the FlatParameter is FSDP1's; context parallelism splits every layer along the sequence and is neither
Megatron sequence parallelism nor a fully_shard option."""

import pytest

from interviewer.interview.truth_claims import contradictions

SMALL = "no faithful reproduction of a large run's divergence"
TESTS = "nccl-tests runs across nodes as well as within one"
HANG = "never makes the hung ranks complete it"
RING = "no rank sends its full gradient to every other rank"
STORE = "Storage has a finite read throughput"
FSDP2 = "FlatParameter, which flattens"
CP = "Context parallelism (CP) partitions"


@pytest.mark.parametrize("fact,text,fires", [
    (SMALL, "A small model reproduces every large-model instability, so the big checkpoint isn't needed.", True),
    (SMALL, "Divergence transfers across scale, so small models are a faithful reproduction.", True),
    (SMALL, "Train it again: a 125M model reproduces the spike at the same step.", True),
    # near cases: a denial, a condition, a hedge, the high-learning-rate regime, or the claim of someone else
    (SMALL, "A small model won't reproduce it: the instability only shows up at scale.", False),
    (SMALL, "If the small model reproduces the spike at the same token count, the data is a suspect.", False),
    (SMALL, "A small model might reproduce it, but only at a much higher learning rate.", False),
    (SMALL, "Small models reproduce these instabilities at high learning rates, per Wortsman et al.", False),
    (SMALL, "People assume a small model reproduces every large-model instability at the same step.", False),
    (TESTS, "nccl-tests measures the GPUs, not the network, so it's the wrong tool for this.", True),
    (TESTS, "nccl-tests measures something different, it's only for single-node.", True),
    # near cases: the multi-node run stated, a finding about this incident, a denial
    (TESTS, "Run nccl-tests across nodes with mpirun and compare busbw to the NIC line rate.", False),
    (TESTS, "nccl-tests showed the GPUs are fine and the drop is on the inter-node links.", False),
    (TESTS, "Some say nccl-tests measures the GPUs, not the network.", False),
    (TESTS, "nccl-tests is not only for a single node; build it with MPI=1 and run it across nodes.", False),
    (HANG, "Raise the NCCL timeout to an hour and the hung ranks will catch up.", True),
    (HANG, "We increased the NCCL timeout so hangs would resolve themselves in future.", True),
    (HANG, "Let it run: a hung NCCL collective often recovers on its own once the network settles.", True),
    # near cases: the timeout raised as a stopgap, a slow rank (not a hang) catching up, a denial, someone else's belief
    (HANG, "I'd raise the NCCL timeout so the job doesn't die while I take py-spy dumps of every rank.", False),
    (HANG, "A slow rank catches up at the next step; only a rank that never joins the collective hangs the job.", False),
    (HANG, "A longer timeout won't make the hang resolve itself; it only delays the abort.", False),
    (HANG, "People think hangs resolve themselves with a longer timeout.", False),
    (RING, "Each GPU broadcasts its full gradient to every other GPU at once.", True),
    (RING, "Each GPU sends the full 140 GB gradient to each of the other 511 peers, about 70 TB per step.", True),
    # near cases: an all-gather's shards from every rank, the ring stated, a denial, someone else's belief
    (RING, "In FSDP each GPU gathers the parameter shards from every other GPU before the layer runs.", False),
    (RING, "Each GPU sends 2(n-1)/n of its gradient in a ring, so the traffic is under twice the buffer.", False),
    (RING, "Each GPU does not send its full gradient to every other GPU; the ring splits it into chunks.", False),
    (RING, "People think each GPU sends its full gradient to every other GPU.", False),
    (STORE, "Storage is never the bottleneck for training, the data is cached after the first epoch.", True),
    (STORE, "Lustre is always fast enough for training, so it's always the CPU side.", True),
    (STORE, "A parallel file system scales linearly, so 512 clients read 512 times what one reads.", True),
    # near cases: a finding about this incident, a denial, the ceiling stated, someone else's belief
    (STORE, "In our case storage was never the bottleneck: GPU utilisation stayed flat while we read from Lustre.", False),
    (STORE, "Storage isn't always fast enough: 512 nodes reading at once saturate the Lustre servers.", False),
    (STORE, "The parallel file system saturates at its aggregate limit, so I'd stage the shards to local NVMe.", False),
    (STORE, "People think storage is never the bottleneck; measure the read rate against the servers' limit.", False),
    (FSDP2, "FSDP2 flattens every parameter of the model into one buffer and shards that buffer.", True),
    (FSDP2, "We moved to FSDP2, which keeps a single FlatParameter per wrapped block so each gather is one call.", True),
    (FSDP2, "FSDP 2 is the design that concatenates the whole layer into a flat param before sharding it.", True),
    # near cases: the FlatParameter named as FSDP1's, as what FSDP2 replaced, or denied of FSDP2
    (FSDP2, "FSDP2 replaced FSDP1's FlatParameter with per-parameter DTensors sharded on dim 0.", False),
    (FSDP2, "FSDP1 flattens each wrapped module into one FlatParameter; FSDP2 shards every parameter on its own.", False),
    (FSDP2, "FSDP2 doesn't flatten anything, each parameter is its own DTensor.", False),
    (FSDP2, "I'd pick FSDP2, mostly because the old one flattened everything into flat parameters.", False),
    (FSDP2, "With FSDP2 each parameter is a DTensor sharded on dim 0, so frozen layers are easy.", False),
    (CP, "Context parallelism is really the same thing as sequence parallelism in Megatron.", True),
    (CP, "CP is basically another fully_shard over a second mesh dimension.", True),
    (CP, "Context parallel is just a setting on fully_shard that you turn on for long inputs.", True),
    # near cases: the difference stated, a denial, or sequence parallelism described on its own
    (CP, "Context parallelism is not just sequence parallelism: it splits attention too, with ring attention.", False),
    (CP, "Unlike sequence parallelism, which only splits LayerNorm and dropout, context parallel splits every layer.",
     False),
    (CP, "Sequence parallelism is just the LayerNorm and dropout regions split along the sequence inside TP.", False),
    (CP, "I'd add context parallelism of 4 with ring attention and keep fully_shard on the data-parallel dimension.",
     False),
])
def test_a_claim_contradicts_the_truth_and_its_near_cases_do_not(fact, text, fires):
    assert any(fact in c for c in contradictions(text)) is fires
