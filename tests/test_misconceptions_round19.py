"""Round 19's misconceptions: confidently wrong claims engineers make about NCCL, cluster operations, fault
tolerance, parallelism, cost, Ray and RL infrastructure are caught, and the correct statement that uses the same
terms is not.

Every sentence here is written afresh for its family, not copied from a bench answer. Plain data, the shipped
lexicon and the lexical assessor; no model.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library

assess = listening_helpers.assess


@pytest.fixture(scope="module")
def library():
    return load_library()


@pytest.mark.parametrize("ref,text,flag", [
    # NCCL
    ("screen-recruiter/collectives-literacy",
     "When GPU utilization sits at 100 percent during the step, the all-reduce is already at full bandwidth.",
     "gpu-util-shows-link-speed"),
    ("infra-network/nccl-tuning-fabrics", "We confirmed the tuning worked by watching GPU-Util in nvidia-smi.",
     "gpu-util-shows-link-speed"),
    ("infra-network/debug-during-hang", "Set NCCL_DEBUG to WARN, which is the most detailed setting it has.",
     "nccl-debug-levels-reversed"),
    ("infra-network/debug-during-hang", "At INFO it only prints the errors, so it won't help here.",
     "nccl-debug-levels-reversed"),
    ("screen-recruiter/collectives-literacy",
     "Every worker pushes its local gradients to GPU 0, which sums them and broadcasts the result back.",
     "allreduce-is-reduce-broadcast"),
    ("oncall-lead/collective-hang", "The bad rank is the one that reported the NCCL timeout first.",
     "timed-out-rank-is-culprit"),
    ("infra-network/nccl-tuning-fabrics", "Ethernet headers add about 30 percent overhead, so that's what we lose.",
     "roce-gap-is-protocol"),
    # cluster operations
    ("infra-reliability/silent-corruption",
     "The straggler is the GPU with the most time spent in NCCL, since it's stuck there.",
     "straggler-waits-longest"),
    ("infra-reliability/silent-corruption", "Our DP workers all train on the same micro-batch, so any drift is a bad GPU.",
     "dp-replicas-see-the-same-batch"),
    ("infra-cluster-ops/xid-triage", "If the driver can see the GPU, it's healthy and goes back in the pool.",
     "visible-gpu-is-healthy"),
    ("infra-cluster-ops/xid-triage", "Xids below 40 are application errors, the rest are hardware.", "xid-number-ranges"),
    ("infra-cluster-ops/xid-triage", "Xid codes are only reported for hardware, so the node goes out.",
     "xid-number-ranges"),
    ("infra-cluster-ops/topology-placement", "More racks means more uplink bandwidth, so scatter the job.",
     "spread-for-bandwidth"),
    # round 20: busbw waved off, the node's links misdrawn, fp8's scale frozen
    ("infra-network/fabric-regression", "busbw is only a derived figure; algbw is the real one.", "busbw-misread"),
    ("infra-network/fabric-regression", "Check algbw against the NIC speed: 400 Gb/s should read 50 GB/s.",
     "busbw-misread"),
    ("infra-cluster-ops/topology-placement", "NVLink connects GPUs in pairs, so a collective over eight crosses PCIe.",
     "node-topology-misread"),
    ("oncall-lead/loss-spike", "The fp8 scales are computed once from the first few batches and stay fixed for the "
     "rest of the run.", "fp8-needs-no-scaling"),
    # round 20: data pipelines: memory occupancy as starvation, the shared filesystem over local NVMe
    ("infra-hiring-manager/starving-gpus", "When GPU memory sits below 70 percent the card is starved, so add workers.",
     "memory-use-measures-starvation"),
    ("infra-hiring-manager/starving-gpus", "A busy GPU fills all its memory, so half-empty memory is your loader gap.",
     "memory-use-measures-starvation"),
    ("infra-hiring-manager/starving-gpus", "Lustre is faster than local SSDs for this, it stripes over every server.",
     "shared-storage-beats-local"),
    ("infra-hiring-manager/starving-gpus", "Each node gets the full aggregate bandwidth of the filer, so reads are fine.",
     "shared-storage-beats-local"),
    # round 20: GCS fault tolerance said to keep nothing that matters
    ("infra-reliability/ray-placement-and-ft", "GCS fault tolerance just restores the job history in the dashboard.",
     "gcs-ft-keeps-nothing"),
    ("infra-reliability/ray-placement-and-ft", "Even with GCS FT the actors on the workers are killed when the head goes.",
     "gcs-ft-keeps-nothing"),
    # round 20: Ray's tasks and actors given each other's limits
    ("infra-ray/large-payloads", "Use actors here: remote functions cannot return big arrays.",
     "ray-get-or-actor-semantics"),
    ("infra-ray/large-payloads", "Task results are capped to 50 MB, so split the output.", "ray-get-or-actor-semantics"),
    # round 20: the kernel log said to miss GPU errors
    ("infra-cluster-ops/ecc-mid-training", "On the host, dmesg can't see GPU errors; they go to the job's stderr.",
     "xids-live-in-the-app-log"),
    ("infra-cluster-ops/xid-triage", "The NVIDIA driver writes its errors to the process that owns the GPU, so read the "
     "pod log.", "xids-live-in-the-app-log"),
    # round 20: the belief's reason, and a separate-leaves wording
    ("infra-cluster-ops/topology-placement",
     "Spreading the ranks over many leaf switches balances the traffic, so the ring runs faster.", "spread-for-bandwidth"),
    ("infra-cluster-ops/topology-placement",
     "Spread the nodes out across as many separate racks as possible for the all-reduce.", "spread-for-bandwidth"),
    ("infra-cluster-ops/ecc-mid-training", "NCCL works around the dead GPU and the step still finishes.",
     "peers-fail-fast"),
    ("infra-cluster-ops/ecc-mid-training", "The surviving ranks get an immediate error and exit.", "peers-fail-fast"),
    # fault tolerance
    ("infra-reliability/elastic-recovery", "The new node connects to the existing process group and picks up at once.",
     "replacement-joins-live-communicator"),
    ("infra-reliability/elastic-recovery", "Rendezvous is only done once, when the job launches.",
     "replacement-joins-live-communicator"),
    ("design-scale-architect/checkpoint-resharding",
     "Each rank reads the whole state dict and slices out its own part.", "dcp-keeps-a-full-copy"),
    ("design-architect/failure-and-checkpointing",
     "Consolidate the model onto rank 0 first - that's fastest - then write it out.", "single-writer-is-faster"),
    # parallelism, cost, concurrency
    ("design-scale-architect/mesh-and-schedules",
     "The early chunks carry most of the compute, because every later token looks back at them.",
     "causal-context-parallel-loads-the-front"),
    ("design-scale-architect/mesh-and-schedules", "Going from 1F1B to interleaved makes the bubble larger.",
     "schedule-bubbles-swapped"),
    ("infra-capacity-planner/price-a-run", "Cost scales linearly with MFU, so three more points is three percent.",
     "mfu-points-are-cost-percent"),
    ("infra-capacity-planner/price-a-run", "Goodput is basically MFU at the fleet level.", "goodput-is-mfu"),
    ("coding-interviewer/concurrency-bugs", "The GIL makes the updates safe, the logger can't interfere.",
     "gil-makes-updates-atomic"),
    # debugging, RL, Ray
    ("oncall-lead/first-ten-minutes", "If no process has crashed, it's a slow collective, not a hang.",
     "alive-means-not-hung"),
    ("oncall-lead/diverging-run", "A small model will spike at the same step regardless of size.",
     "small-model-reproduces-divergence"),
    ("panel-postmortem/rl-infrastructure", "Generation is negligible next to the backward pass.", "generation-is-cheap"),
    ("infra-ray/large-payloads", "The arrays live in the driver's heap and get copied to each task.",
     "ray-objects-live-in-heaps"),
    ("infra-ray/ray-train-wrap", "You configure the worker count in ray.init and Ray Train picks it up.",
     "ray-train-config-in-decorator"),
    # second pass: NCCL transports and tuning, cluster health, recovery, FSDP
    ("infra-network/debug-during-hang", "NET/Socket in the log shows it's using InfiniBand, so the transport is fine.",
     "transport-lines-misread"),
    ("infra-network/nccl-tuning-fabrics", "Every extra channel adds bandwidth linearly, so max them out.",
     "channels-misread"),
    ("infra-network/nccl-tuning-fabrics", "ACS is required for GPUDirect, so enable it on the switches.",
     "acs-needed-for-gpudirect"),
    ("screen-recruiter/collectives-literacy", "iperf tests the RDMA path between the nodes, so that's my number.",
     "iperf-measures-rdma"),
    ("infra-cluster-ops/xid-triage", "A GPU reset heals the memory, then it can rejoin.", "reset-repairs-memory"),
    ("infra-cluster-ops/xid-triage", "Uncorrectable ECC errors are mostly caused by high temperatures.",
     "ecc-errors-from-heat"),
    ("infra-cluster-ops/ecc-mid-training", "The Xid codes show up in the application's stdout, so grep the job log.",
     "xids-live-in-the-app-log"),
    ("infra-reliability/elastic-recovery",
     "Set TORCH_NCCL_ASYNC_ERROR_HANDLING=0 so failures get detected faster.", "async-error-handling-off"),
    ("infra-reliability/elastic-recovery", "Increase the process group timeout to two hours and it rides through.",
     "timeout-is-the-cause"),
    ("design-architect/memory-and-sharding", "Raise the shard degree across nodes so each rank sends less.",
     "wider-sharding-sends-less"),
    ("design-scale-architect/fsdp2-mesh", "BACKWARD_POST is the more aggressive prefetch, so use that.",
     "backward-prefetch-swapped"),
    ("design-scale-architect/fsdp2-mesh", "FSDP goes on the tensor-parallel dimension inside the node.",
     "mesh-dimensions-swapped"),
    # third pass: cost, data, parallelism, debugging, Ray, RL, ring cost
    ("infra-hiring-manager/pricing-the-fleet", "Idle GPUs get billed at a discount, so the waste is small.",
     "idle-hours-cost-nothing"),
    ("infra-hiring-manager/starving-gpus", "Loading in the main process avoids the pickling, so drop the workers.",
     "zero-workers-is-faster"),
    ("design-architect/data-to-gpu", "On restart it reshuffles with a different seed, which is better for the model.",
     "reshuffle-on-restart-is-fine"),
    ("design-architect/run-layout", "Gradient sync can't overlap with the backward, so it's all exposed.",
     "no-overlap-in-data-parallel"),
    ("design-scale-architect/mesh-and-schedules", "Pipeline parallelism splits the sequence, so 128k is easy.",
     "pipeline-splits-the-sequence"),
    ("oncall-lead/diverging-run", "bf16 needs dynamic loss scaling too, so the scaler probably overflowed.",
     "bf16-needs-loss-scaling"),
    ("infra-ray/rl-on-ray", "The object store runs over RDMA, so weight sync costs about what NCCL does.",
     "object-store-transfer-is-free"),
    ("infra-ray/large-payloads", "Actors cannot accept object refs, so every stage has to be a task.",
     "actor-and-task-roles-confused"),
    ("coding-interviewer/ring-allreduce-impl", "The more ranks you have, the less each rank sends, so it scales.",
     "ring-bytes-shrink-with-ranks"),
    ("panel-postmortem/run-postmortem", "Every incident has one root cause, and ours was the switch.", "single-root-cause"),
    # fourth pass
    ("infra-cluster-ops/topology-placement", "Every GPU is connected only to its neighbours via NVLink, so far pairs are slow.",
     "node-topology-misread"),
    ("infra-reliability/elastic-recovery", "The other 63 ranks keep training while the new node catches up.",
     "torchrun-restarts-only-the-failed-rank"),
])
def test_a_confidently_wrong_claim_is_caught(library, ref, text, flag):
    assert flag in assess(library, ref, text).red_flags


@pytest.mark.parametrize("ref,text,flag", [
    ("screen-recruiter/collectives-literacy",
     "GPU-Util reads 100 percent even when the all-reduce is stalled, so I time it with nccl-tests and compare busbw "
     "to the link rate.", "gpu-util-shows-link-speed"),
    ("infra-network/debug-during-hang", "NCCL_DEBUG=WARN only prints problems; INFO is the verbose one I use.",
     "nccl-debug-levels-reversed"),
    ("screen-recruiter/collectives-literacy",
     "The naive version sends every gradient to rank 0, which sums and sends it back; that root is the bottleneck, "
     "so NCCL uses a ring.", "allreduce-is-reduce-broadcast"),
    ("oncall-lead/collective-hang", "The rank that times out first is usually a victim, not the culprit.",
     "timed-out-rank-is-culprit"),
    ("infra-reliability/silent-corruption",
     "The straggler waits least in the all-reduce, because everyone else is waiting for it.",
     "straggler-waits-longest"),
    ("infra-reliability/silent-corruption",
     "Each DP rank reads its own shard, so losses differ, but the reduced gradients must match bit for bit.",
     "dp-replicas-see-the-same-batch"),
    ("infra-cluster-ops/xid-triage",
     "Seeing the GPU in nvidia-smi proves nothing; it goes back after dcgmi diag -r 3 passes.", "visible-gpu-is-healthy"),
    ("infra-cluster-ops/xid-triage", "Xid 13 and 31 are usually the application; 48 and 94 are memory.",
     "xid-number-ranges"),
    ("infra-cluster-ops/topology-placement",
     "Pack the job under as few leaves as you can, so the collectives stay off the oversubscribed spine.",
     "spread-for-bandwidth"),
    ("infra-reliability/ray-placement-and-ft", "With GCS FT backed by Redis, running actors on the workers stay alive "
     "while the head restarts; only new actor creation waits.", "gcs-ft-keeps-nothing"),
    ("infra-hiring-manager/starving-gpus", "Memory use tells you nothing about starvation; I time how long each step "
     "waits for the next batch.", "memory-use-measures-starvation"),
    ("infra-hiring-manager/starving-gpus", "The filer's 1 TB/s is shared by every node; each one gets its NIC's share, "
     "so we stage shards on local NVMe.", "shared-storage-beats-local"),
    ("infra-network/fabric-regression", "Don't compare algbw to the link speed; busbw folds in the 2(n-1)/n factor, so "
     "it is the number to hold against 50 GB/s.", "busbw-misread"),
    ("oncall-lead/loss-spike", "Delayed scaling recomputes each tensor's scale every step from the amax history, so a "
     "sudden outlier is scaled with a stale amax.", "fp8-needs-no-scaling"),
    ("infra-ray/large-payloads", "Tasks can return large arrays; they go to the object store and the caller gets a "
     "reference.", "ray-get-or-actor-semantics"),
    ("infra-cluster-ops/ecc-mid-training",
     "dmesg on the host has it: the driver logs 'NVRM: Xid 48' to the kernel log, so journalctl -k shows it too.",
     "xids-live-in-the-app-log"),
    ("infra-cluster-ops/topology-placement",
     "Spreading the job over many leaves only adds bandwidth if the spine isn't oversubscribed, and ours is 2:1.",
     "spread-for-bandwidth"),
    ("infra-cluster-ops/ecc-mid-training",
     "The other ranks block in the next collective until the watchdog timeout aborts them.", "peers-fail-fast"),
    ("infra-reliability/elastic-recovery",
     "On a failure torchrun stops every worker, re-rendezvouses and builds a new process group.",
     "replacement-joins-live-communicator"),
    ("design-scale-architect/checkpoint-resharding",
     "DCP writes each rank's shards and a metadata file; on load each rank reads only the pieces it needs.",
     "dcp-keeps-a-full-copy"),
    ("design-scale-architect/mesh-and-schedules",
     "With a causal mask the later chunks do more work, so a zigzag split pairs an early and a late chunk.",
     "causal-context-parallel-loads-the-front"),
    ("design-scale-architect/mesh-and-schedules",
     "GPipe and 1F1B have the same bubble; interleaving shrinks it, and so do more micro-batches.",
     "schedule-bubbles-swapped"),
    ("infra-capacity-planner/price-a-run", "Cost goes as one over MFU, so 40 to 45 percent saves about 11 percent.",
     "mfu-points-are-cost-percent"),
    ("oncall-lead/first-ten-minutes", "Every process being alive doesn't rule out a hang; they can all be blocked in "
     "one collective.", "alive-means-not-hung"),
    ("panel-postmortem/rl-infrastructure", "Generation usually dominates, since decoding is token by token.",
     "generation-is-cheap"),
    ("infra-ray/ray-train-wrap", "ScalingConfig sets num_workers and use_gpu; FailureConfig in RunConfig sets "
     "max_failures.", "ray-train-config-in-decorator"),
    ("infra-network/debug-during-hang", "NET/Socket means it fell back to TCP; I want NET/IB with GDRDMA on every node.",
     "transport-lines-misread"),
    ("infra-network/nccl-tuning-fabrics", "ACS has to be disabled on the PCIe switches for GPUDirect to work well.",
     "acs-needed-for-gpudirect"),
    ("infra-cluster-ops/xid-triage", "A reset applies the pending row remaps; then dcgmi diag decides if it goes back.",
     "reset-repairs-memory"),
    ("infra-cluster-ops/ecc-mid-training", "The Xid is in the kernel log, dmesg shows NVRM: Xid 48.",
     "xids-live-in-the-app-log"),
    ("infra-reliability/elastic-recovery", "Keep TORCH_NCCL_ASYNC_ERROR_HANDLING on so the watchdog aborts a hung rank.",
     "async-error-handling-off"),
    # what =0 really does (review of round 19's flags): handling off, the survivors hang, nothing aborts them
    ("infra-reliability/elastic-recovery", "With TORCH_NCCL_ASYNC_ERROR_HANDLING=0 the surviving ranks just hang.",
     "async-error-handling-off"),
    ("infra-reliability/elastic-recovery", "TORCH_NCCL_ASYNC_ERROR_HANDLING=0 disables the abort, so survivors wait "
     "forever.", "async-error-handling-off"),
    ("infra-reliability/elastic-recovery", "TORCH_NCCL_ASYNC_ERROR_HANDLING=0 turns off the watchdog's abort.",
     "async-error-handling-off"),
    ("design-scale-architect/fsdp2-mesh", "TP takes the inner mesh dimension on NVLink and FSDP shards across nodes.",
     "mesh-dimensions-swapped"),
    ("panel-postmortem/run-postmortem", "The root cause was that someone had raised the NCCL timeout to two hours and we "
     "had no progress alert.", "timeout-is-the-root-cause"),
    ("infra-hiring-manager/pricing-the-fleet", "An owned GPU costs all 8,760 hours a year, idle or busy.",
     "idle-hours-cost-nothing"),
    ("infra-hiring-manager/starving-gpus", "With num_workers=0 the GPU waits while every batch loads, so add workers.",
     "zero-workers-is-faster"),
    ("design-architect/run-layout", "DDP all-reduces each bucket as soon as its gradients are ready, overlapping "
     "with the rest of backward.", "no-overlap-in-data-parallel"),
    ("infra-ray/rl-on-ray", "The object store is host memory, so weights sync over NCCL broadcasts instead.",
     "object-store-transfer-is-free"),
    ("coding-interviewer/ring-allreduce-impl", "Each rank sends 2(n-1)/n of the buffer, which rises toward twice the "
     "buffer as ranks are added.", "ring-bytes-shrink-with-ranks"),
    ("design-architect/data-to-gpu", "Hash with SHA-256 to drop exact repeats, and for near duplicates use MinHash "
     "with LSH.", "exact-hash-finds-near-dups"),
    ("infra-cluster-ops/topology-placement", "The GPUs are all-to-all through NVSwitch, and PIX to the NIC is the path I "
     "want.", "node-topology-misread"),
    ("design-architect/memory-and-sharding", "The all-gathers are fully hidden as long as each block's compute outlasts "
     "its gather.", "overlap-hides-all-communication"),
])
def test_the_correct_counterpart_is_not_flagged(library, ref, text, flag):
    assert flag not in assess(library, ref, text).red_flags


def test_a_fluent_answer_carrying_one_of_them_about_the_asked_signal_is_weak(library):
    right = ("Each rank writes its own shard with torch.distributed.checkpoint plus the metadata, so a new layout "
             "loads by reading the overlapping pieces; I'd verify the reshard on a small job first.")
    wrong = right + " Each rank reads the whole state dict and slices out its own part."
    assert assess(library, "design-scale-architect/checkpoint-resharding", wrong,
                  probe="dcp-resharding").depth == "weak"
