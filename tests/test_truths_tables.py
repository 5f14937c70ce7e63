"""The sourced truths' tables, one row per claim and near case. Round 25, truths lane: sourced truths for fluent confident-wrong answers. A small model on the same data and
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
Megatron sequence parallelism nor a fully_shard option.

Round 26, truths lane: truths planned per topic from the docs, for fluent confident-wrong answers. Each names a
fact; its vocabulary carries the wordings; a correct answer, a denial, a hedge or someone else's belief does not fire.
Ray's object store holds objects in each node's shared memory, and spilling moves them out of it to disk; data-parallel
replicas hold identical parameters; a ring all-reduce runs its reduce-scatter before its all-gather; HYBRID_SHARD shards
inside a node and replicates across nodes; limit_all_gathers caps the all-gathers in flight; 989 TFLOP/s is the H100's
peak, not an achievable rate; Nsight Systems is the timeline and Nsight Compute the kernel profiler; NCCL's LL protocols
are low-latency; a checkpoint holds no gradients or activations; MinHash finds near-duplicates; torch.compile fuses
groups of ops, never the whole model into one kernel. And the NCCL and Ray
settings the dev pool's confident-wrong answers misread again and again: NCCL_SOCKET_IFNAME is the IP interface and
NCCL_IB_HCA the RDMA adapters; NCCL_DEBUG=INFO prints setup, not per-collective timing, and WARN is not its verbose
level; a tensor-parallel engine's GPUs are packed on one node, not spread with STRICT_SPREAD.

Round 27, truths lane: sourced truths for the topics that had none.
NCCL's INFO log names its transports: P2P and SHM join GPUs of one node (SHM through host memory, not NVLink), and
NET/IB is the RDMA network transport, not a fallback (that is NET/Socket). Data-parallel ranks each train on their own
slice of the batch. The ranks of one communicator call the same collectives in the same order (no tags). ECC covers
memory, not the arithmetic, so silent corruption exists on data-centre GPUs. FSDP overlaps the next all-gather with
compute. GPUs reach their NICs over PCIe, not NVLink. Uncorrectable Xids are no corrected single-bit errors, and a
plural code ("a burst of 95s") names the Xid. A straggler does not show a lower GPU-Util, and MinHash is a text
method. Each row's near cases are the correct statement, a denial, a hedge or someone else's claim: none fires. The
unit check reads a rate restated with its link named between the figures, and not a sum of several links."""

import pytest

from interviewer.interview.truth_claims import contradictions

SMALL = "no faithful reproduction of a large run's divergence"
TESTS = "nccl-tests runs across nodes as well as within one"
HANG = "never makes the hung ranks complete it"
RING = "no rank sends its full gradient to every other rank"
STORE = "Storage has a finite read throughput"
FSDP2 = "FlatParameter, which flattens"
CP = "Context parallelism (CP) partitions"
RAYSTORE = "Ray's object store (Plasma) holds objects in shared memory"
SPILL = "Ray's object spilling moves objects from the object store's shared memory"
REPLICA = "healthy replicas hold bitwise-identical parameters"
PHASES = "A ring all-reduce runs a reduce-scatter first"
HSDP = "HYBRID_SHARD (HSDP) applies FULL_SHARD within a node"
LIMIT = "limit_all_gathers=True (the default) rate-limits"
PEAK = "989 TFLOP/s is the H100 SXM's peak"
NCU = "Nsight Compute (ncu) is NVIDIA's interactive kernel profiler"
NSYS = "Nsight Systems (nsys) gives a system-wide timeline"
LL = "NCCL's LL and LL128 are low-latency protocols"
CKPT = "A training checkpoint that resumes exactly holds"
MINHASH = "MinHash estimates the Jaccard similarity"
COMPILE = "torch.compile (TorchInductor) fuses groups"
IFNAME = "NCCL_SOCKET_IFNAME selects the IP interfaces"
HCA = "NCCL_IB_HCA selects which RDMA adapters"
INFO = "NCCL_DEBUG=INFO prints NCCL's version"
WARN = "NCCL_DEBUG's levels grow in detail"
PACK = "A tensor-parallel inference engine"
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
INTERLEAVE = "The interleaved 1F1B schedule gives each device v model chunks"
RESUME = "A collective that lost a rank never resumes"
ADAM = "Adam's two moments are running averages"
IBROCE = "NCCL's IB transport runs RDMA verbs over InfiniBand and RoCE alike"


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
    # round 26
    (RAYSTORE, "Ray keeps the object store on local disk by default, so it doesn't eat the node's RAM.", True),
    (RAYSTORE, "The plasma store is stored on disk by default under the session directory.", True),
    # near cases: the store in shared memory, spilled objects on disk, a denial
    (RAYSTORE, "The object store lives in shared memory, /dev/shm, and counts against the node's RAM.", False),
    (RAYSTORE, "When the object store is full, the objects that are spilled are kept on disk under /tmp/ray.", False),
    (RAYSTORE, "The object store is not on disk; it's shared memory sized at 30% of RAM by default.", False),
    (SPILL, "Spilling is Ray loading objects from disk into memory when a task needs them.", True),
    (SPILL, "Object spilling means moving objects off the disk into the object store.", True),
    # near cases: the right direction, restoring named apart
    (SPILL, "Spilling moves objects from shared memory to local disk once the store is full.", False),
    (SPILL, "Spilling writes objects out to disk, and restoring reads them from disk into memory again.", False),
    (REPLICA, "A cross-replica checksum can't work: replicas never hold identical weights in practice.", True),
    (REPLICA, "Data-parallel replicas are never bitwise identical, the reductions are nondeterministic.", True),
    # near cases: the replicas stated identical, runs (not replicas) differing, a hedge
    (REPLICA, "Healthy replicas stay bitwise identical after every step, so a checksum mismatch names the bad GPU.", False),
    (REPLICA, "Floating-point results are never bit-identical across runs on different hardware.", False),
    (REPLICA, "I'd guess the replicas might never be exactly the same if someone enabled stochastic rounding.", False),
    (PHASES, "Ring all-reduce is an all-gather followed by a reduce-scatter.", True),
    (PHASES, "There are two phases: all-gather first, then the reduce-scatter adds everything up.", True),
    # near cases: the right order, FSDP's gather in forward and scatter in backward
    (PHASES, "Ring all-reduce is a reduce-scatter followed by an all-gather, 2(n-1) steps in all.", False),
    (PHASES, "FSDP has two phases per layer: all-gather the parameters first, then reduce-scatter the gradients in backward.", False),
    (HSDP, "HYBRID_SHARD shards the parameters across nodes and replicates them inside each node.", True),
    (HSDP, "With HSDP you replicate the model within a node and shard between nodes.", True),
    # near cases: the right axes, a denial
    (HSDP, "HYBRID_SHARD shards within a node and replicates across nodes, so only the all-reduce crosses the network.", False),
    (HSDP, "HSDP doesn't shard across nodes; it shards inside the node over NVLink.", False),
    (LIMIT, "Turn on limit_all_gathers, which lets FSDP issue as many all-gathers as it wants.", True),
    (LIMIT, "limit_all_gathers=True removes the cap on in-flight all-gathers so you get more overlap.", True),
    # near cases: the rate limit stated, the flag switched off
    (LIMIT, "limit_all_gathers=True rate-limits the all-gathers so at most two layers are unsharded at once.", False),
    (LIMIT, "With limit_all_gathers=False there is no limit, and the CPU can run far ahead of the GPU.", False),
    (PEAK, "The 989 TFLOP/s already includes the MFU, so don't scale it down.", True),
    (PEAK, "Use 989 TFLOP/s per GPU, that's the achievable rate for bf16.", True),
    # near cases: the peak stated, the achieved rate worked out from it
    (PEAK, "989 TFLOP/s is the dense bf16 peak, so at 40% MFU you get about 400.", False),
    (PEAK, "989 times 0.4 gives about 396 TFLOP/s achievable per GPU.", False),
    (NCU, "Open Nsight Compute for the timeline of the whole step.", True),
    (NCU, "ncu gives the system-wide view of CPU and GPU activity.", True),
    # near cases: the kernel profiler stated, the tools named apart
    (NCU, "Nsight Compute for a single kernel's memory throughput, after nsys shows which kernel matters.", False),
    (NCU, "Use Nsight Systems for the timeline and then Nsight Compute on the slow kernels.", False),
    (NSYS, "Skip Nsight Systems, it's only for graphics workloads.", True),
    # near cases: the timeline stated
    (NSYS, "Nsight Systems gives the timeline with NCCL kernels and the gaps between them.", False),
    (LL, "LL is the low-bandwidth protocol NCCL uses when the fabric is degraded.", True),
    (LL, "LL128 is the 128-GPU-limited variant of LL.", True),
    # near cases: low latency stated, LL128 on NVLink
    (LL, "LL is the low-latency protocol for small messages and Simple is for bandwidth.", False),
    (LL, "LL128 is what NCCL picks on NVLink for mid-sized messages.", False),
    (CKPT, "The checkpoint has to include the gradients too, or the resume won't be exact.", True),
    (CKPT, "You have to save the activations as well, otherwise the restart diverges.", True),
    # near cases: the right contents, activation checkpointing, memory arithmetic, a denial
    (CKPT, "The checkpoint has to include the weights and the optimizer state; gradients get recomputed.", False),
    (CKPT, "You don't need to save the gradients, they're zeroed after every step anyway.", False),
    (CKPT, "With activation checkpointing you have to save the activations only at block boundaries.", False),
    (CKPT, "Per GPU you need to store the gradients in bf16, 2 bytes each, plus 12 for Adam.", False),
    (MINHASH, "MinHash is only for exact duplicates, so it misses paraphrased boilerplate.", True),
    (MINHASH, "MinHash handles exact duplicates only; near-duplicates need embeddings.", True),
    # near cases: near-duplicates stated, exact hashing named apart
    (MINHASH, "MinHash with LSH finds near-duplicates above a Jaccard threshold without pairwise comparison.", False),
    (MINHASH, "An exact hash catches exact duplicates only, and MinHash catches the near ones.", False),
    (COMPILE, "torch.compile fuses every operation in the model into one kernel.", True),
    (COMPILE, "With compile the whole forward pass runs as a single kernel launch.", True),
    # near cases: a group of ops fused into one kernel, several kernels stated
    (COMPILE, "torch.compile fuses the softmax, scale and dropout into one kernel.", False),
    (COMPILE, "compile turns the pointwise ops into a few Triton kernels; the matmuls stay in cuBLAS.", False),
    (IFNAME, "NCCL_SOCKET_IFNAME tells NCCL which InfiniBand adapter to do RDMA on, so set it to mlx5_0.", True),
    (IFNAME, "Point NCCL_SOCKET_IFNAME at ib0; it picks the HCA that carries the gradients.", True),
    # near cases: the IP interface stated, the two variables listed side by side
    (IFNAME, "NCCL_SOCKET_IFNAME picks the IP interface for bootstrap; the HCAs are NCCL_IB_HCA's job.", False),
    (IFNAME, "I'd check NCCL_SOCKET_IFNAME and then the HCA one, NCCL_IB_HCA, on the bad node.", False),
    (HCA, "NCCL_IB_HCA only sets the TCP interface used for bootstrap.", True),
    # near cases: the adapters stated
    (HCA, "NCCL_IB_HCA=mlx5_0,mlx5_1 restricts the IB transport to those two adapters.", False),
    (INFO, "With NCCL_DEBUG=INFO every all-reduce logs its duration, so the slowest one names the rank.", True),
    (INFO, "NCCL_DEBUG=INFO shows the bandwidth each collective achieved per rank.", True),
    # near cases: the setup stated, timing denied
    (INFO, "NCCL_DEBUG=INFO prints the topology, the rings and the transport per peer, NET/IB or NET/Socket.", False),
    (INFO, "NCCL_DEBUG=INFO won't give you any timing, only init-time setup and warnings.", False),
    (WARN, "Set NCCL_DEBUG=WARN, the most verbose level, to see every collective.", True),
    # near cases: WARN stated as terse
    (WARN, "NCCL_DEBUG=WARN only prints warnings and errors, so use INFO for the transports.", False),
    (PACK, "STRICT_SPREAD for each engine so its 8 GPUs are on 8 different nodes.", True),
    (PACK, "I'd use STRICT_SPREAD, one GPU per node, to give every rank the full NIC.", True),
    # near cases: spread across engines, packing within one
    (PACK, "STRICT_PACK each engine's 4 GPUs onto one node, and STRICT_SPREAD the engines across nodes for isolation.", False),
    (PACK, "Not STRICT_SPREAD: an engine's GPUs need the same node for NVLink.", False),
    # round 27
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
