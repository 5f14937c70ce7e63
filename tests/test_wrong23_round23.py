"""Round 23's domain truths (``truths/domain.yaml``), one or more per shipped topic's likeliest documented misconception,
and the conditional reading of ``truth_claims``: a rule of thumb put as a condition ("if iperf shows line rate, the
fabric is fine") asserts its consequent; a hedged hypothesis about the incident ("if it's the NIC, I'd expect ...")
does not. Each wrong claim is caught in any wording; the near case (the right value, a denial, a neighbour, a hedge)
is not."""

from __future__ import annotations

import pytest

from interviewer.interview.truth_claims import contradicted

WRONG = {
    "tp-stays-in-the-nvlink-domain": [
        "Tensor parallelism goes across nodes over the InfiniBand fabric, pipeline stays in the node.",
        "TP all-reduces can run over the network; they overlap with the matmuls anyway.",
    ],
    "ring-chunk-moves-each-step": [
        "Rank 1 sends chunk 1 at every step of the reduce-scatter.",
        "Each rank keeps its own chunk throughout, so there is no index arithmetic.",
        "At step 2 rank 1 sends chunk 1, it always sends its own chunk index.",
    ],
    "ring-sends-one-chunk-a-step": [
        "Every rank passes the full running sum to its right neighbour, which adds its own values.",
        "Rank 3 adds its values and forwards the entire buffer on to rank 4.",
        "Each rank adds its own values to what it received and forwards the full running sum on.",
    ],
    "job-fails-at-the-sum-of-gpu-rates": [
        "Each GPU fails once per 50,000 hours, so the job fails once per 50,000 hours as well.",
        "The job's MTBF is basically the MTBF of one GPU, failures don't add up.",
    ],
    "optimal-checkpoint-interval": [
        "The optimal checkpoint interval is equal to the MTBF, twelve hours here.",
        "With a 2-second write the optimum is to save every single step.",
    ],
    "row-remapping-on-ampere-and-later": [
        "Row remapping is an old Volta mechanism; Hopper retires pages.",
        "Row remapping is applied on the fly, so the GPU needs no reset.",
    ],
    "causal-load-on-late-tokens": [
        "With a causal mask the first ranks get more work than the later ones.",
        "The early chunks do the most work, so give rank 0 fewer tokens.",
    ],
    "backward-post-prefetches-after": [
        "BACKWARD_POST gathers the next layer before the current gradient is computed.",
        "Use BACKWARD_POST, it prefetches earlier than BACKWARD_PRE.",
    ],
    "algbw-is-not-the-link-figure": [
        "Read algbw from all_reduce_perf and compare it to the NIC line rate.",
        "algbw is the per-link bandwidth, so 50 GB/s on a 400 Gb/s port is line rate.",
    ],
    "busbw-is-the-hardware-figure": [
        "busbw is an inflated number, ignore it.",
        "The bus bandwidth column double-counts traffic, so I read the other one.",
    ],
    "gpu-util-is-kernel-time": [
        "GPU utilization at 100% during the all-reduce means it runs at line rate.",
        "If GPU-Util is at 80 percent, the gap is exactly the input wait.",
    ],
    "iperf-clears-no-fabric": [
        "If iperf3 reaches line rate between every pair, the fabric is fine.",
        "Once iperf shows 400 Gb/s then NCCL gets 400 Gb/s too.",
    ],
    "ray-object-store-per-node": [
        "The plasma store lives on the head node for the whole cluster, so give the head more RAM.",
        "The object store always grows to fill available RAM, that's by design.",
    ],
    "dcp-reshards-on-load": [
        "A distributed checkpoint is tied to the world size it was saved with.",
        "DCP can only change the data-parallel degree; TP changes need a conversion script.",
    ],
    "bf16-needs-no-loss-scaling": [
        "bf16 needs dynamic loss scaling just like fp16 or the gradients underflow.",
    ],
    "shuffle-buffer-is-no-dedup": [
        "Deduplication is taken care of by the shuffle buffer at load time.",
    ],
    "node-gpus-reach-nics-unequally": [
        "Every GPU reaches every NIC at the same speed, so placement inside the box is moot.",
        "The topology inside a node is uniform on HGX.",
    ],
    "training-flops-are-6nd": [
        "Training FLOPs are 2 x N x D, so about 2.1e24.",
    ],
    "ray-objects-are-copied-between-nodes": [
        "Push the weights with ray.put: the object store uses RDMA between nodes, so it costs nothing.",
        "The object store is zero-copy, so it's free for a 140 GB state dict.",
    ],
    "stale-samples-bias-on-policy-rl": [
        "Run generation fully async; staleness doesn't matter because PPO clips the ratio.",
        "Samples from an older policy are as good as fresh ones.",
    ],
    "fp8-scales-follow-amax": [
        "The fp8 scaling factors are fixed at initialisation, so they can't cause a spike.",
    ],
    "e5m2-holds-gradients": [
        "E5M2 goes in the forward pass for the weights and activations.",
    ],
    "collective-waits-for-every-rank": [
        "If a rank dies, the remaining ranks continue the all-reduce without it.",
    ],
}

RIGHT = [
    "Keep tensor parallelism inside the node on NVLink; data parallelism goes across nodes over InfiniBand.",
    "TP across nodes would crawl, because every layer all-reduces activations.",
    "On an NVL72 rack tensor parallelism goes across trays over the NVLink switch.",
    "At step s rank r sends chunk (r - s) mod n, so the index shifts by one every step.",
    "Each rank sends one chunk to its neighbour per step, 2(n-1) steps in all.",
    "A parameter server design has each worker send its full buffer to the server.",
    "Per GPU one in 50,000 GPU-hours; the job fails 4,096 times as often, every 50,000/4,096 hours, about 12 hours.",
    "The job fails about every 12 hours, far more often than any single GPU.",
    "The optimal interval is the square root of twice the write time times the MTBF, about eight minutes.",
    "Row remapping is what H100s use, not the page retirement of Volta; it is pending until the next GPU reset.",
    "The last ranks get more work under the causal mask, so zigzag gives each rank an early and a late chunk.",
    "BACKWARD_POST issues the next all-gather after the current gradient computation; BACKWARD_PRE before it.",
    "Compare busbw, not algbw, with the link speed: busbw is algbw times 2(n-1)/n.",
    "Run nccl-tests and compare algbw against the link speed - hmm, actually it's busbw you compare.",
    "GPU utilization shows 100% even when the all-reduce is slow, because a waiting NCCL kernel still counts.",
    "GPU-Util below 100% says some time had no kernel; to get the input wait, time the loader's next() each step.",
    "iperf only tests TCP; if iperf is fine, I'd still run ib_write_bw before saying the fabric is fine.",
    "If the fabric is fine on ib_write_bw, the job should be too.",
    "If node 7's NIC is flapping, the fabric would look fine on most pairs.",
    "If a port other nodes can't reach is picked, everyone waits at init.",
    "Read busbw, not algbw, and compare it to the NIC line rate.",
    "Each node runs its own object store, 30% of its memory by default, and spills to disk beyond it.",
    "DCP reshards at load time, so TP 4 on 384 GPUs just reads the pieces it needs.",
    "fp16 needs loss scaling; bf16 doesn't need loss scaling because it has fp32's range.",
    "Dedup with MinHash before the shuffle buffer; the shuffle only reorders.",
    "Each GPU reaches its nearest NIC through a PCIe switch, the far ones through the CPU.",
    "The forward pass is 2 x N x D and training is 6 x N x D, about 6.3e24 FLOPs.",
    "Within a node ray.get is zero-copy from shared memory; across nodes the object is copied.",
    "Staleness doesn't matter much at one step of lag, but beyond that you need an importance correction.",
    "DelayedScaling updates each scale every step from the amax history.",
    "E4M3 for the forward pass and E5M2 for the gradients.",
]

ROUND23 = set(WRONG) - {"collective-waits-for-every-rank"}


def _ids(text: str) -> set[str]:
    from interviewer.content.truths import load_truths

    facts = {t.fact: t.id for book in load_truths() for t in [*book.truths, *book.directions, *book.orders]}
    return {facts.get(message.split("': ", 1)[1], "") for message, _ in contradicted(text)}


@pytest.mark.parametrize("truth,text", [(t, x) for t, xs in WRONG.items() for x in xs])
def test_wrong_claim_is_caught(truth: str, text: str) -> None:
    assert truth in _ids(text)


@pytest.mark.parametrize("text", RIGHT)
def test_near_case_is_not_caught(text: str) -> None:
    assert not _ids(text) & (ROUND23 | {"collective-waits-for-every-rank", "iperf-measures-tcp"})


def test_a_rule_of_thumb_asserts_its_consequent_a_hedge_does_not() -> None:
    rule = "If iperf shows line rate, the fabric is fine."
    assert "iperf-clears-no-fabric" in _ids(rule)
    assert "iperf-clears-no-fabric" not in _ids("If iperf shows line rate, I'd guess the fabric is fine.")
    assert "iperf-clears-no-fabric" not in _ids("If iperf shows line rate, would the fabric be fine? Not for RDMA.")


def test_a_condition_that_holds_the_value_is_still_a_supposition() -> None:
    assert not _ids("If you set num_workers to zero, the main process does all the loading.")
    assert not _ids("If the job used 50,000 hours of GPU time, it would fail once.")


def test_a_wrong_answer_on_a_round23_truth_is_assessed_weak() -> None:
    from interviewer.content import load_library
    from interviewer.interview.assess import LexicalAssessor, Target, elsewhere_targets, question_targets, topic_signals

    library = load_library()
    topic = library.persona("infra-capacity-planner").topic("failure-budget")
    target = Target(library.rubric(topic.dimension), question_targets(topic, "question", ""), frozenset(),
                    topic.question, elsewhere_targets(topic, "question", ""), topic_signals(topic))
    answer = ("A GPU fails once per 50,000 GPU-hours, so the job fails once per 50,000 hours too, failures don't "
              "add up. A checkpoint is 70B times 16 bytes, 1.1 TB, under three seconds at 400 GB/s, and the optimal "
              "interval is the MTBF itself, so checkpoint every few days with async writes and restart from the last.")
    assert LexicalAssessor().assess_sync(answer, target).depth == "weak"
