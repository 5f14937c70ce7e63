"""Round 44, confident-wrong lane: the facts the dev pool's confidently wrong answers rated strong contradict most
often, each a sourced truth read by its structure, with near cases (the right statement, a denial, a hedge, a claim
the speaker reverses or asks) that do not fire.

NCCL chooses its algorithm and protocol per call, and its forcing variables are for debugging, not production. In a
2-D FSDP2 + TP setup the TP plan goes first and on the inner (intra-node) mesh dimension. A byte hash catches no
near-duplicates, and MinHash with LSH is not quadratic. Neither the sampler, its seed nor a state dict keeps a loader's
position. MFU divides the time at peak. The optimal checkpoint interval is no fixed fraction of the MTBF. A Ray
placement group is all or nothing; an HGX node's GPUs meet through NVSwitch; Ray Train's failure policy is RunConfig's.
Data-parallel ranks' losses differ. Large GEMMs are compute-bound; busbw is algbw times 2(n-1)/n, not scaled by the rank
count; raising beta2 toward 1 is no stabiliser; GPU-Util's idle share is not the input wait nor its value a share of the
SMs; 1F1B keeps GPipe's bubble; Ray actors pass data through the object store; torchrun's elastic restart hot-swaps no
rank; DCP writes no consolidated copy and is bound to no layout; pipeline stages send activations, not weights; a
bigger batch does not feed a starved GPU; FSDP2 prefetches; the GIL (by its full name too) orders nothing; Adam keeps two moments; Ray Train runs torch.distributed and restarts the
whole group; TP talks every layer, not once at the start of a step; Ray has a memory monitor that kills workers; the
longest time inside a collective marks a waiter, not the straggler. And a piece that reverses the one before it ("hang on, no, the other way round")
takes it back; a clause put as a question without its mark ("hmm, or is it ...") asserts nothing.
"""

import pytest

from interviewer.interview.claim_clauses import clauses
from interviewer.interview.truth_claims import contradictions

PER_CALL = "NCCL's tuning model chooses the algorithm"
DEBUG_VARS = "NCCL_ALGO, NCCL_PROTO and the channel counts force choices"
TP_FIRST = "In a 2-D FSDP2 + TP setup the tensor-parallel plan"
TP_INNER = "init_device_mesh lays ranks out row-major"
HASH = "A hash of a document's bytes"
MINHASH = "MinHash estimates the Jaccard similarity"
POSITION = "DistributedSampler's order is a function of its seed"
MFU = "MFU is the fraction of peak a run achieves"
INTERVAL = "lost time is minimised at an interval of about sqrt(2dM)"
GROUP = "A Ray placement group is created atomically"
NVSWITCH = "In an HGX/DGX H100 node the eight GPUs reach each other through NVSwitch"
TRAIN = "Ray Train's ScalingConfig takes the workers' shape"
DPDATA = "Data-parallel ranks each train on their own"
GEMM = "A large matrix multiply (a training GEMM"
BUSBW = "nccl-tests' busbw for all-reduce is algbw times 2(n-1)/n"
BETA2 = "Raising Adam's beta2 toward 0.999"
UTIL = "nvidia-smi's GPU utilisation (NVML utilization.gpu)"
ONEF = "1F1B reorders a pipeline's forwards and backwards"
ACTOR = "A Ray actor's method arguments and return values"
RESTART = "On a worker failure, torchrun (with --max-restarts)"
DCP = "PyTorch Distributed Checkpoint (DCP) handles load-time resharding"
BOUNDARY = "Pipeline parallelism keeps each stage's weights on its own GPUs"
BATCH = "A data loader's work per step grows with the batch"
PREFETCH = "FSDP (FSDP1 and FSDP2's fully_shard) overlaps"
GIL = "GIL"
ADAM = "Adam keeps two running moments per parameter"
RAYTRAIN = "Ray Train's TorchTrainer starts one actor per worker"
OOM = "Ray has its own memory monitor"
WAITER = "A rank's time inside a collective is mostly waiting"
TPSTEP = "Tensor parallelism exchanges activations inside every layer, in the forward and the backward pass (Megatron"


@pytest.mark.parametrize("fact,text,fires", [
    (PER_CALL, "NCCL decides once at init by benchmarking ring and tree and caches the winner.", True),
    (PER_CALL, "At init NCCL runs a short micro-benchmark of ring and tree on the communicator.", True),
    (PER_CALL, "NCCL picks one algorithm for the whole job, from the node count.", True),
    # near cases: the per-call choice stated, a communicator created once (no choice of algorithm)
    (PER_CALL, "NCCL picks the algorithm per call from the message size with its tuning model.", False),
    (PER_CALL, "Create a plain NCCL group once at startup for the weight sync.", False),
    (DEBUG_VARS, "Put NCCL_ALGO=Tree in the launch script for anything above 64 GPUs.", True),
    (DEBUG_VARS, "Set NCCL_PROTO=Simple and leave it set in production.", True),
    # near cases: the variable set for an experiment, or kept out of production
    (DEBUG_VARS, "Set NCCL_ALGO=Tree for one experiment to test the hypothesis, then unset it.", False),
    (DEBUG_VARS, "Never leave NCCL_ALGO in the production launch script.", False),
    (TP_FIRST, "fully_shard goes first, over the whole world, then the TP plan.", True),
    (TP_FIRST, "FSDP has to go first so TP sees the small shards.", True),
    # near cases: the right order, the order of fully_shard's own calls, a reversed claim, a question
    (TP_FIRST, "parallelize_module on the tp mesh first, then fully_shard on the dp mesh.", False),
    (TP_FIRST, "Call fully_shard on each transformer block first, then on the root.", False),
    (TP_FIRST, "fully_shard first, then TP - hang on, no, the other way round.", False),
    (TP_FIRST, "Hmm, or is it fully_shard first and then TP.", False),
    (TP_INNER, "TP goes on the inter-node dimension, because TP traffic is small.", True),
    (TP_INNER, "Put TP on the outer dimension of the mesh so it spans nodes.", True),
    # near cases: TP inner and FSDP outer; an NVL72 rack's multi-node NVLink
    (TP_INNER, "TP takes the innermost dimension inside the node and FSDP the outer dimension across nodes.", False),
    (TP_INNER, "On a GB200 NVL72 rack TP can take the outer dimension spanning two nodes.", False),
    (HASH, "A Bloom filter keyed on the SHA-256 of each document handles near-duplicates as well.", True),
    (HASH, "Hash every document with MD5 and near-duplicates get close hashes.", True),
    # near cases: exact duplicates stated; MinHash named for the near ones
    (HASH, "A Bloom filter on the SHA-256 catches exact duplicates only.", False),
    (HASH, "SHA-256 for exact copies, MinHash with LSH for the near-duplicates.", False),
    (MINHASH, "MinHash compares every document against every other document, so it's quadratic.", True),
    (MINHASH, "MinHash with LSH finds candidate pairs without comparing every pair.", False),
    (POSITION, "After the restart it continues exactly where it was, because the DistributedSampler remembers its position.", True),
    (POSITION, "The model and optimizer state dict includes the sampler position, so the loader picks up at the same index.", True),
    # near cases: the loader's own state saved, the consumed samples skipped
    (POSITION, "Save the StatefulDataLoader's state dict so the loader resumes where it was.", False),
    (POSITION, "With the same seed the order repeats, so skip the samples consumed before the crash.", False),
    (MFU, "MFU 40 percent means we only need 40 percent of that compute time.", True),
    (MFU, "Then you apply the MFU: eighteen days times 0.4 is 7.2 days.", True),
    # near cases: dividing by it, the inverse stated
    (MFU, "Then divide by the MFU: 6.4e9 GPU-seconds over 0.4 is 1.6e10.", False),
    (MFU, "GPU-hours go as one over MFU, so 40 to 45 percent multiplies the hours by 40 over 45.", False),
    (INTERVAL, "The interval that minimises lost time is half the MTBF.", True),
    (INTERVAL, "You set the interval equal to the MTBF divided by two.", True),
    (INTERVAL, "The optimal interval is sqrt(2 x 2.5 s x 12 h), about eight minutes.", False),
    (GROUP, "If a group can't be fully placed, Ray places the bundles that fit and adds the rest as nodes free up.", True),
    (GROUP, "STRICT_PACK is best-effort: it splits them across nodes when one node is full.", True),
    # near cases: the group pending, PACK named as the best-effort one
    (GROUP, "If a group can't be placed it stays pending: Ray reserves all bundles atomically or none.", False),
    (GROUP, "PACK is best-effort and STRICT_PACK is a hard constraint.", False),
    (NVSWITCH, "Inside a node the GPUs talk to each other over PCIe Gen5 through the CPU.", True),
    (NVSWITCH, "The eight GPUs are wired in a ring with NVLink, so GPU 0 to GPU 4 is four hops.", True),
    # near cases: NVSwitch stated, the NIC path over PCIe, a PCIe-only card
    (NVSWITCH, "The GPUs reach each other through NVSwitch and the NICs over PCIe.", False),
    (NVSWITCH, "On L40S nodes the GPUs talk to each other over PCIe through the CPU.", False),
    (TRAIN, "ScalingConfig(num_gpus=32, num_nodes=4, max_retries=3) sets everything.", True),
    (TRAIN, "ScalingConfig(num_workers=32, use_gpu=True), and FailureConfig(max_failures=3) in RunConfig.", False),
    (DPDATA, "In data parallel every rank computes the same loss, so compare it across ranks.", True),
    (DPDATA, "All the DP replicas run the same model, so they must report the same loss.", True),
    # near cases: identical after the all-reduce
    (DPDATA, "Every rank's gradients must be identical after the all-reduce, so compare a checksum.", False),
    (GEMM, "The hottest kernel was the big GEMM in the MLP, and it was memory-bound.", True),
    (GEMM, "Matmuls are always memory-bound because they read two whole matrices.", True),
    # near cases: compute-bound stated, batch-1 decoding
    (GEMM, "The GEMMs are compute-bound and the softmax is memory-bound.", False),
    (GEMM, "Decode GEMMs at batch 1 are memory-bound.", False),
    (BUSBW, "Bus bandwidth is just algorithm bandwidth times the number of ranks, so it grows with the job.", True),
    (BUSBW, "Bus bandwidth should equal the NIC line rate times the number of GPUs.", True),
    (BUSBW, "busbw is algbw times 2(n-1)/n, so compare it with one link's speed.", False),
    (BETA2, "Raise Adam's beta2 from 0.95 to 0.9999 so one large gradient gets averaged out.", True),
    # near cases: the change that made it worse, lowering it
    (BETA2, "Raising beta2 to 0.999 made it worse, so we lowered it to 0.95.", False),
    (BETA2, "Lower beta2 to 0.95 so the second moment reacts to the spike.", False),
    (UTIL, "If GPU-Util sits at 100% on every GPU, the input side is keeping up.", True),
    (UTIL, "GPU-Util is the fraction of the GPU's streaming multiprocessors doing work.", True),
    (UTIL, "GPU-Util is the share of time a kernel was running, so it can't show the input wait.", False),
    (ONEF, "With 1F1B the idle time is effectively zero.", True),
    (ONEF, "1F1B interleaves one forward with one backward, so after warm-up every stage is busy all the time.", True),
    # near cases: the same bubble stated, a zero-bubble schedule named, a denial
    (ONEF, "1F1B has the same bubble as GPipe; it only lowers the activation memory.", False),
    (ONEF, "1F1B doesn't remove the bubble; zero-bubble schedules split the backward to fill it.", False),
    (ACTOR, "Actors can't use the shared-memory object store - their arguments go through a mailbox.", True),
    (ACTOR, "Actors take ObjectRefs by reference like tasks, and read large arrays zero-copy.", False),
    (RESTART, "With torchrun elastic, the replacement node takes over the dead rank's number and the others never notice.", True),
    (RESTART, "torchrun restarts every worker and they rendezvous again from the last checkpoint.", False),
    (DCP, "DCP always writes a consolidated, unsharded copy of the model into rank 0's file.", True),
    (DCP, "DCP's world size must match, so a different layout can't load it.", True),
    (DCP, "DCP writes each rank's shards in parallel and reshards them on load.", False),
    (BOUNDARY, "Each boundary ships the stage's weights on to the next stage with every micro-batch.", True),
    (BOUNDARY, "The whole stage's weights cross the boundary every micro-batch, 35 GB.", True),
    (BOUNDARY, "Each boundary sends the activations forward, micro-batch x sequence x hidden values.", False),
    (BATCH, "Raise the batch size - a bigger batch means the loader has more time to catch up and the wait disappears.", True),
    (BATCH, "Double the batch size: a bigger batch keeps the GPU busy longer, so the time spent waiting becomes a smaller share of the step.", True),
    # near case: a bigger batch named with what it costs the loader
    (BATCH, "Doubling the batch size makes the loader read twice as many samples a step, so it doesn't fix starvation.", False),
    (PREFETCH, "FSDP2 is synchronous by design: the next all-gather is issued only once this block has finished.", True),
    (PREFETCH, "FSDP2 prefetches the next block's all-gather on a separate stream while this block computes.", False),
    (GIL, "CPython's global interpreter lock guarantees only one thread touches a tensor at a time.", True),
    (GIL, "The GIL lets only one thread run bytecode at a time, but the threads interleave between bytecodes.", False),
    (ADAM, "Adam keeps one running moment per parameter, that's the whole point.", True),
    (ADAM, "Adam keeps one moment for the mean and one for the variance.", False),
    (RAYTRAIN, "Ray Train swaps out NCCL and does the gradient all-reduce through the object store.", True),
    (RAYTRAIN, "Ray Train sets up torch.distributed with NCCL and restarts the whole worker group.", False),
    (ONEF, "With 1F1B the bubble is half of GPipe's.", True),
    (TPSTEP, "Tensor parallel only swaps weight shards once at the start of the step.", True),
    (OOM, "Ray's memory monitor only logs warnings; it has no authority to kill processes.", True),
    (OOM, "Ray's memory monitor kills the newest retriable task when the node passes 95 percent.", False),
    (WAITER, "The straggler is whichever rank shows the longest all-reduce time.", True),
    (WAITER, "The straggler is the rank with the least time in the all-reduce; the others wait for it.", False),
])
def test_a_claim_contradicts_the_truth_and_its_near_cases_do_not(fact, text, fires):
    assert any(fact in c for c in contradictions(text)) is fires


@pytest.mark.parametrize("text,kept", [
    ("fully_shard first, then TP - hang on, no, the other way round.", 1),
    ("Apply fully_shard first, then the TP plan. Hmm, no, I think it's the other way.", 1),
    ("Sharding first, on the full mesh. Hmm, or the other way.", 1),
    # near case: a piece that goes on the other way ("the other way to see it") is no reversal of a claim unless it opens
    ("Ring is bandwidth-optimal. Tree has lower latency at scale.", 2),
])
def test_a_piece_that_reverses_the_one_before_takes_it_back(text, kept):
    assert len(clauses(text)) == kept
