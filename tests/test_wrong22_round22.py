"""Round 22's domain truths (``truths/domain.yaml``): what a setting, a call, a parallelism or a checkpoint does, read
as (subject, relation, value) by ``truth_claims``. Each wrong claim is caught in any wording; the near case (the right
value, a denial, a neighbour, an experiment) is not."""

from __future__ import annotations

import pytest

from interviewer.interview.truth_claims import contradicted

WRONG = {
    "nccl-buffsize-is-a-buffer": [
        "NCCL_BUFFSIZE is the one that spreads traffic: set it to 64 MB.",
        "NCCL_BUFFSIZE is what you raise: set it to 1 GB and NCCL will stripe traffic over every spine link.",
    ],
    "nccl-proto-is-a-protocol": [
        "To force the algorithm you set NCCL_PROTO=Tree.",
        "It uses whatever NCCL_PROTO says, NCCL_PROTO=Ring by default.",
    ],
    "ray-init-sets-no-retries": [
        "It's all configured up front: ray.init(num_gpus=64, max_restarts=3).",
        "Call ray.init(max_retries=5) and the trainer retries failed workers.",
    ],
    "optimizer-state-is-stored": [
        "The checkpoint is just the weights; the optimizer state can be rebuilt from them on restart.",
        "Adam's moments are recomputable from the gradients, so you don't save them.",
        "Skip loading the optimizer state - it rebuilds itself within a few hundred steps.",
    ],
    "tp-communicates-every-layer": [
        "Put TP across nodes: TP only communicates once per step, like data parallelism.",
        "Tensor parallel only syncs at the end of each step, so InfiniBand is fine for it.",
    ],
    "iperf-measures-tcp": [
        "Run iperf between two nodes: iperf measures the same path NCCL uses.",
    ],
    "loader-workers-overlap": [
        "Set num_workers to zero so the main process loads the data without inter-process overhead.",
        "The fix is num_workers=0; worker processes just fight each other.",
    ],
    "async-error-handling-off": [
        "Set NCCL_ASYNC_ERROR_HANDLING=0 so that errors are raised synchronously on the next call.",
        "Use TORCH_NCCL_ASYNC_ERROR_HANDLING=0 - that's what makes NCCL report errors immediately.",
    ],
    "ray-objects-not-in-gcs": [
        "Ray pickles every argument and sends it through the GCS on the head node.",
        "Compiled graphs put the weights into a shared object in the GCS that every engine maps.",
    ],
    "ray-train-workers-are-actors": [
        "A training worker is a Ray task, which is why it is stateless between epochs.",
    ],
    "torchrun-restarts-every-worker": [
        "Set --max-restarts on torchrun; torchrun keeps the model in GPU memory on the surviving nodes.",
    ],
    "rdma-nic-queue-pairs": [
        "RoCE has a hard limit of 32 queue pairs per subnet, so NCCL falls back to sockets.",
        "The connection table on the NIC only holds 32 peers.",
    ],
    "gradient-reduction-not-fp8": [
        "The reduce-scatter runs in fp8 by default in FSDP2, which halves the traffic.",
        "The gradient all-reduce can run in fp8 safely since it's just a sum.",
    ],
}

ORDERS = {
    "compute-fabric-above-storage": [
        "Sync through shared storage: the file system has more aggregate bandwidth than NCCL between the groups.",
        "Poll a checkpoint path, since storage bandwidth is higher than NCCL.",
    ],
}

RIGHT = [
    # the setting's own role, and the knobs that do spread traffic
    "NCCL_BUFFSIZE sets the per-channel buffer; to spread traffic over more paths raise NCCL_IB_QPS_PER_CONNECTION.",
    # an algorithm given to NCCL_ALGO, a protocol to NCCL_PROTO
    "For the experiment pin NCCL_ALGO=Ring and NCCL_PROTO=Simple, then take both pins out.",
    "NCCL_PROTO=LL128 with NCCL_ALGO=Tree is one combination the tuner may pick.",
    # what ray.init takes, and where Ray Train's retries go
    "ray.init(address='auto'), then ScalingConfig(num_workers=64, use_gpu=True) and "
    "RunConfig(failure_config=FailureConfig(max_failures=3)).",
    # the optimizer state denied to be remade, and another thing recomputed
    "The optimizer state can't be rebuilt from the weights, so it goes into every checkpoint.",
    "Activation checkpointing recomputes the activations; the optimizer state is saved as it is.",
    "Adam's moments go in the checkpoint: re-initialised, they take hundreds of steps to settle and the loss jumps.",
    # TP's frequency said right, and data parallelism's once per step
    "TP communicates in every layer, unlike data parallelism, which syncs once per step.",
    "Data parallelism only all-reduces once per step, so it can cross nodes; TP stays on NVLink.",
    # iperf said to measure TCP
    "iperf only measures TCP, not the RDMA path NCCL uses, so use ib_write_bw and nccl-tests.",
    # zero workers as an experiment or a starting point to raise from
    "Compare step time against num_workers=0 as a baseline, then raise it.",
    "Raise num_workers from 0 to 8 so loading overlaps the step.",
    "With num_workers=0 the GPU waits while every batch loads, so add workers.",
    # the right setting, and what 0 really does
    "TORCH_NCCL_ASYNC_ERROR_HANDLING=1 makes the watchdog abort the communicator immediately.",
    "With NCCL_ASYNC_ERROR_HANDLING=0 the ranks just hang after the timeout.",
    # the GCS holds metadata; objects live in the object stores
    "The GCS only keeps metadata; objects move between the nodes' object stores directly.",
    "Object locations are tracked by the owner, not in the GCS.",
    # a worker said to be an actor
    "A Ray Train worker is an actor, so it keeps the model between steps.",
    # what torchrun does on a failure
    "On a failure torchrun restarts every worker and each one reloads the checkpoint.",
    # a count that is not a cap
    "NCCL opens 2 queue pairs per peer by default; NCCL_IB_QPS_PER_CONNECTION raises that.",
    # NCCL above storage, and a comparison between storage tiers
    "NCCL over the compute fabric has more aggregate bandwidth than the file system, so broadcast the weights.",
    "Local NVMe is faster than the parallel file system for the first read.",
    # fp8 said of the all-gather, and the reduction kept wide
    "With torchao the all-gather runs in fp8, while the reduce-scatter stays in bf16.",
    "The reduce-scatter can't run in fp8 safely, so keep reduce_dtype at fp32.",
]

ROUND22 = set(WRONG) | set(ORDERS)


def _ids(text: str) -> set[str]:
    from interviewer.content.truths import load_truths

    facts = {t.fact: t.id for book in load_truths() for t in [*book.truths, *book.orders]}
    return {facts.get(message.split("': ", 1)[1], "") for message, _ in contradicted(text)}


@pytest.mark.parametrize("truth,text", [(t, x) for t, xs in WRONG.items() for x in xs])
def test_wrong_claim_is_caught(truth: str, text: str) -> None:
    assert truth in _ids(text)


@pytest.mark.parametrize("truth,text", [(t, x) for t, xs in ORDERS.items() for x in xs])
def test_misordered_claim_is_caught(truth: str, text: str) -> None:
    assert truth in _ids(text)


@pytest.mark.parametrize("text", RIGHT)
def test_near_case_is_not_caught(text: str) -> None:
    assert not _ids(text) & ROUND22


def test_a_supposition_is_not_a_claim() -> None:
    assert not _ids("If you set num_workers to zero, the main process does all the loading.") & ROUND22
