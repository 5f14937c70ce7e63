"""The shipped debugging scenarios: they load, release artifacts only when asked, and keep the cause hidden.

These are content tests, not engine tests: they use the same phrase matcher the engine uses
(``content.matching``) with fixed candidate requests, so no model and no cassette is involved.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interviewer.content import Scenario, load_file
from interviewer.content.matching import matches_any

SCENARIO_DIR = Path(__file__).resolve().parents[1] / "scenarios"

EXPECTED_IDS = {
    "nccl-driver-mismatch-hang",
    "silent-nan-cascade",
    "xid79-fallen-off-bus",
    "straggler-pcie-downtrained",
    "roce-pfc-ecn-regression",
    "partial-checkpoint-resume",
    "dataloader-starvation",
    "ray-head-oom",
    "moe-expert-imbalance-oom",
    "loss-spike-data-mix",
    "sdc-cross-replica-checksum",
    "elastic-rendezvous-timeout",
    "ray-placement-group-pending",
}

KNOWN_DIMENSIONS = {
    "nccl-collectives", "fsdp-sharding", "parallelism-strategy", "fault-tolerance-checkpointing",
    "gpu-cluster-operations", "performance-engineering", "data-pipelines", "post-training-rl-infra",
    "ray-orchestration", "cost-utilization", "debugging-method", "structured-communication",
    "collective-implementation", "postmortem-ownership", "training-stability",
}

# Things a candidate might say that ask for no evidence at all.
UNRELATED_REQUESTS = [
    "Can you tell me about the team?",
    "What is the on-call rotation like here?",
    "Could you repeat the question?",
    "What does success look like in the first six months?",
    "How many people work on training infrastructure?",
    "I'd like to take a minute to think out loud before I ask for anything.",
    "What's the company culture like?",
    "Do you have any questions for me before we start?",
    "Is there a hiring freeze at the moment?",
    "What programming languages does your team use day to day?",
]

# One natural request per artifact, phrased the way a candidate would ask for it.
REQUESTS: dict[str, dict[str, str]] = {
    "nccl-driver-mismatch-hang": {
        "stderr-tail": "Can I see the full stderr from the job?",
        "flight-recorder": "Do we have a flight recorder dump? I want to know which collective each rank was in.",
        "nccl-init": "Can I look at the NCCL_DEBUG=INFO output from a couple of nodes?",
        "driver-inventory": "What driver version is every node running? Let's compare the nodes.",
        "nvidia-smi-frozen": "Show me nvidia-smi on one of the nodes while it's frozen.",
        "job-history": "Which nodes is the job on? Show me the Slurm history, was it requeued?",
        "nccl-tests": "I'd drain a node or two and run nccl-tests, all_reduce_perf on a single node.",
        "change-log": "What changed over the weekend? Is there a change log for the maintenance?",
    },
    "silent-nan-cascade": {
        "train-log-tail": "Let me see the training log around where it went bad.",
        "loss-history": "Can I see the loss curve and grad norm history for the last few thousand steps?",
        "per-rank-debug": "Is there per-rank information for that step? Which rank went non-finite first?",
        "sample-manifest": "What did that rank's data loader feed it at that step? Which documents?",
        "mixture-diff": "Did the data mixture change recently?",
        "loss-code": "How is the loss computed? Can I read the loss function?",
        "layer-stats": "Do we have per-layer activation statistics? I want to rule out a bf16 overflow.",
    },
    "xid79-fallen-off-bus": {
        "restart-summary": "Can I see what torchrun printed for the last restart?",
        "first-failure": "Forget the restarts for a second, what did the original failure look like in attempt 0?",
        "dmesg-b06": "Let's check dmesg on gpu-b06.",
        "nvidia-smi-b06": "What does nvidia-smi say on gpu-b06 right now?",
        "lspci-b06": "Can you run lspci on that bus address?",
        "node-history": "What does Slurm think of that node? Has the health check flagged it?",
        "ib-port": "Let me look at ibstat on one of the nodes that logged the network errors.",
    },
    "straggler-pcie-downtrained": {
        "step-time": "Can I see the step time history?",
        "per-rank-wait": "Do we have a profiler capture across ranks? I'm looking for a straggler.",
        "clocks": "Is anything throttling? Show me clocks and temperature on all the GPUs.",
        "gpu-link": "Can I see the PCIe link width of every GPU in the job?",
        "lspci": "Check the PCIe link width with lspci on gpu-c09.",
        "gdr-bandwidth": "Run ib_write_bw with GPUDirect on each GPU and NIC pair of that node.",
        "nccl-tests": "Let's run nccl-tests between pairs of nodes, with and without gpu-c09.",
    },
    "roce-pfc-ecn-regression": {
        "job-throughput": "Can I see job throughput broken down by job size?",
        "nccl-tests": "Run all_reduce_perf at different node counts and show me busbw.",
        "nccl-init": "What do the NCCL logs say at init for a big job?",
        "ethtool": "Can I see ethtool -S counters on a host NIC during a large job?",
        "roce-counters": "What do the RoCE congestion counters look like, CNPs and ECN marks?",
        "host-qos": "Show me mlnx_qos on a host so I can check the PFC config.",
        "network-changes": "What changed on the switches this week? Any network change?",
    },
    "partial-checkpoint-resume": {
        "resume-error": "Can I see the traceback from the resume?",
        "ckpt-listing": "Let's list the files in the checkpoint directory.",
        "save-code": "How is the checkpoint written? Can I read the save code?",
        "upload-log-000": "Is there a log from the uploader on node 0?",
        "upload-log-037": "Who owns ranks 296 to 303? I want the upload logs from that node.",
        "node-events": "What happened to the node that was replaced? Any scheduler events?",
        "lustre-df": "Is the storage healthy? Run lfs df on Lustre.",
    },
    "dataloader-starvation": {
        "step-log": "Let me see the training log for a few steps.",
        "dmon": "What does GPU utilization look like second by second?",
        "profiler": "Can we take a torch.profiler trace of a few steps?",
        "top": "What does CPU usage look like on the host? Show me top.",
        "effective-config": "Can I see the effective config the job actually started with?",
        "release-diff": "What changed in Monday's release?",
        "storage": "How is the object store doing? Read throughput and latency?",
    },
    "ray-head-oom": {
        "driver-output": "Can I see the driver output?",
        "ray-status": "Run ray status for me.",
        "raylet-top": "What does raylet.out on the head say about the top memory users?",
        "list-actors": "Which actors are running on the head node? Use ray list actors.",
        "memory-timeline": "How has the head's memory grown over time?",
        "object-store": "Is the object store spilling? Show me ray memory.",
        "code-and-config": "Can I see the RayCluster head spec and the buffer code?",
    },
    "loss-spike-data-mix": {
        "spike-log": "Can I see the training log with loss and grad norm?",
        "per-source-loss": "Can you break the loss down per source for the spike steps?",
        "batch-manifest": "Which documents were in the batches at the spike steps?",
        "mixture-diff": "What changed in the data mixture at the restart?",
        "pipeline-docs": "How is the corpus laid out, raw vs filtered? What does the quality filter do?",
        "fp8-stats": "Show me the fp8 amax and overflow stats from Transformer Engine.",
    },
    "sdc-cross-replica-checksum": {
        "checksum-alert": "Can I see the alert exactly as it was logged?",
        "checksum-history": "What did the earlier checksum checks for shard 37 show?",
        "replica-loss": "Show me the per-replica loss and grad norm.",
        "node-health": "Any ECC errors, Xids or DCGM health incidents on that host?",
        "replay": "Can we replay that step with the same inputs on that GPU and on a spare?",
        "stress": "Drain it and run dcgmi diag level 3 on that GPU.",
        "other-node": "Any Xids across the fleet this week? I want to see the other nodes.",
    },
    "elastic-rendezvous-timeout": {
        "agent-log": "Can I see the torchrun agent log from a surviving node?",
        "launch-script": "How is it launched? Show me the sbatch script and the rendezvous config.",
        "node-state": "Which node failed? What do sinfo and the BMC say?",
        "spare-log": "What did the hot spares log?",
        "network-check": "Can the surviving nodes still reach each other? Check ping and the firewall.",
        "change-log": "What changed in the last two weeks?",
    },
    "ray-placement-group-pending": {
        "driver-log": "Can I see the driver log?",
        "ray-status": "Run ray status on the head.",
        "placement-groups": "What state are the engines' placement groups in?",
        "nodes": "Show me ray list nodes with resources per node.",
        "rayjob-diff": "Did anything change in the RayCluster worker group spec?",
        "engine-code": "How are the engines created? Show me rollout.py.",
        "gcs-log": "What does the gcs_server log on the head say?",
    },
    "moe-expert-imbalance-oom": {
        "oom-trace": "Can I see the full traceback of the OOM?",
        "peak-memory": "What does peak memory per rank look like over time?",
        "tokens-per-expert": "Can I see tokens per expert from the router?",
        "loss-metrics": "What does the aux loss do across the restart?",
        "config-diff": "What changed in the config at the restart?",
        "allocator-try": "Did anyone actually try expandable_segments?",
    },
}

# Terms that name the hidden cause; none may appear in what the candidate sees at the start.
GIVEAWAYS: dict[str, list[str]] = {
    "nccl-driver-mismatch-hang": ["560.35.03", "12060", "h100-023", "re-imaged", "golden image", "P2P_DISABLE"],
    "silent-nan-cascade": ["instruct-synth-03", "loss_tokens", "assistant_only", "0/0", "mask.sum", "truncat"],
    "xid79-fallen-off-bus": ["Xid", "fallen off", "8a:00", "AER", "NHC_DRAIN"],
    "straggler-pcie-downtrained": ["x8", "8x", "downgraded", "rank 67", "5d:00", "GPUDirect"],
    "roce-pfc-ecn-regression": ["ECN", "CNP", "DCQCN", "NET-2291", "v2.4"],
    "partial-checkpoint-resume": ["gpu-037", "ckpt-upload", "latest", "upload", "PSU"],
    "dataloader-starvation": ["num_workers", "ignored", "pin_memory", "schema", "PIL"],
    "ray-head-oom": ["RolloutBuffer", "num-cpus", "self.items", "302 GB"],
    "loss-spike-data-mix": ["raw/forum-v2", "base64", "part-01193", "DATA-2215"],
    "sdc-cross-replica-checksum": ["gpu-d092", "rank 741", "bitwise", "GEMM"],
    "elastic-rendezvous-timeout": ["RDZV_HOST=$(hostname)", "AC lost", "BatchHost"],
    "ray-placement-group-pending": ["num-cpus: \"48\"", "RESCHEDULING", "48.0"],
    "moe-expert-imbalance-oom": ["aux_loss_coeff", "expert_bias", "collapse", "e45", "experts 40-47"],
}

# Per accepted diagnosis: a sentence a candidate who solved it would say.
CORRECT: dict[str, dict[str, str]] = {
    "nccl-driver-mismatch-hang": {
        "driver-mismatch-node-023": "One node came back from maintenance with a different driver, 560.35.03 instead of 550.90.07, and NCCL never checks that across ranks.",
        "node-023-p2p-hang": "The problem is h100-023: its single-node all-reduce hangs unless P2P is disabled, so the re-imaged node stalls the ring.",
    },
    "silent-nan-cascade": {
        "zero-loss-token-microbatch": "Rank 611 got a micro-batch with zero loss tokens because truncation removed the whole assistant span, so the masked mean is 0/0.",
        "nan-allreduce-spread": "That one rank's NaN gradient gets spread to every rank by the reduce-scatter, then clipping and AdamW write NaN into all the weights.",
    },
    "xid79-fallen-off-bus": {
        "xid79-gpu-lost": "GPU 4 on gpu-b06 hit Xid 79 and fell off the bus after a run of PCIe AER errors.",
        "restart-same-node": "torchrun restarts in place, so every restart landed on the same node with only 7 GPUs; we need to drain gpu-b06.",
    },
    "straggler-pcie-downtrained": {
        "pcie-x8": "GPU 3 on gpu-c09 trained its PCIe link at x8 instead of x16, so its GPUDirect bandwidth to the NIC is halved.",
        "straggler-rank": "Rank 67 is the straggler; everyone else waits on it in every collective.",
    },
    "roce-pfc-ecn-regression": {
        "ecn-disabled-spine": "The spine template change disabled ECN marking on the RoCE class, so no CNPs are generated at all.",
        "pfc-only-brake": "Without DCQCN reacting, PFC is the only brake across the spine and we get pause storms and head-of-line blocking.",
    },
    "partial-checkpoint-resume": {
        "latest-before-all-uploads": "Rank 0 writes latest as soon as node 0's upload finishes, without waiting for the other nodes, so the commit is not atomic.",
        "node-037-upload-killed": "gpu-037 was drained and shut down mid-upload, and its uploader was killed, so ranks 296-303 never reached Lustre.",
    },
    "dataloader-starvation": {
        "workers-reset": "The run config's data.num_workers is ignored after the refactor, so num_workers falls back to 2 per rank.",
        "cpu-bound-decode": "JPEG decode and resize in PIL is CPU-bound on just two workers per rank, and the GPUs starve waiting for batches.",
    },
    "ray-head-oom": {
        "buffer-actor-leak": "The RolloutBuffer actor is a leak: it keeps every rollout in an unbounded list and grows 30 GB an hour.",
        "work-on-head": "The head was started without num-cpus=0, so actors and tasks are scheduled on the head next to GCS.",
    },
    "loss-spike-data-mix": {
        "unfiltered-source": "forum-v2 is being read from the raw path, unfiltered, so junk gets into training.",
        "blob-batches-spike": "The batches with base64 image blobs have loss around 9 and those drive the grad-norm spikes.",
    },
    "sdc-cross-replica-checksum": {
        "sdc-gpu-d092-5": "GPU 5 on gpu-d092 is silently corrupting its matmuls, no ECC error, just wrong numbers.",
        "replica-drift": "Replica 11's copy of shard 37 drifts because HSDP only averages gradients, so nothing resyncs its own copy.",
    },
    "elastic-rendezvous-timeout": {
        "store-on-failed-node": "The rendezvous store was hosted on gpu-e17, the node that lost power, so nobody could rendezvous again.",
        "single-point-of-failure": "The c10d endpoint is a single point of failure inside the allocation.",
    },
    "ray-placement-group-pending": {
        "bundle-does-not-fit": "The new node only has 48 CPUs, so after engine 6 there's no room for engine 7's 32-CPU bundle.",
        "spec-change-on-new-pods": "The num-cpus change only applied to the replacement pod, so that node is smaller than the rest.",
    },
    "moe-expert-imbalance-oom": {
        "router-collapse": "The aux loss was set to zero and the expert bias is disabled, so there is router collapse onto a few experts.",
        "hot-ep-rank": "The hot experts 40 to 47 sit on EP rank 5, and because it's dropless with no capacity factor that rank runs out of memory.",
    },
}

# Per scenario: a plausible but wrong diagnosis, which must match none of the accepted ones.
WRONG: dict[str, str] = {
    "nccl-driver-mismatch-hang": "It's a collective desync from the new eval hook; one rank skipped an all_reduce, so raise the NCCL timeout to 30 minutes.",
    "silent-nan-cascade": "This is a bf16 overflow in layer 31's attention logits; we should lower the learning rate and add a loss scaler.",
    "xid79-fallen-off-bus": "The InfiniBand network is flaky; the status 12 completions mean a bad cable, so resubmit and open a ticket with the network team.",
    "straggler-pcie-downtrained": "gpu-c21 GPU 6 is thermally throttling at 81 C under the power cap, that is what slows the whole job.",
    "roce-pfc-ecn-regression": "The NCCL 2.21.5 upgrade changed the algorithm selection for large jobs; pin the old container.",
    "partial-checkpoint-resume": "Lustre is almost full and corrupted the checkpoint; we need to clean up old data and run fsck.",
    "dataloader-starvation": "The object store is too slow for us; we should move the dataset to local NVMe or a faster tier.",
    "ray-head-oom": "Object spilling is filling the head node; give the head pod 1 TiB and raise RAY_memory_usage_threshold.",
    "loss-spike-data-mix": "It's fp8 overflow in the MLP; roll back to bf16 matmuls and lower the learning rate.",
    "sdc-cross-replica-checksum": "It's bf16 nondeterminism in the all-reduce; widen the checksum tolerance and carry on.",
    "elastic-rendezvous-timeout": "The firewall change blocked port 29500; open the port and restart.",
    "ray-placement-group-pending": "The GCS lost state when the node died; restart the head node.",
    "moe-expert-imbalance-oom": "It's allocator fragmentation; set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True and halve the micro-batch.",
}


def _files() -> list[Path]:
    return sorted(SCENARIO_DIR.glob("*.yaml"))


def _load(path: Path) -> Scenario:
    item, _ = load_file(path, "scenario")
    assert isinstance(item, Scenario)
    return item


@pytest.fixture(scope="module")
def scenarios() -> dict[str, Scenario]:
    return {p.stem: _load(p) for p in _files()}


def _contains(text: str, term: str) -> bool:
    return re.search(re.escape(term), text, re.IGNORECASE) is not None


def test_every_expected_scenario_ships() -> None:
    stems = {p.stem for p in _files()}
    assert len(stems) >= 9
    assert EXPECTED_IDS <= stems


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.stem)
def test_scenario_loads_and_is_complete(path: Path) -> None:
    sc = _load(path)
    assert sc.id == path.stem
    assert len(sc.artifacts) >= 4
    assert 1 <= sum(a.shown_at_start for a in sc.artifacts) <= 2
    assert "debugging-method" in sc.dimensions
    assert set(sc.dimensions) <= KNOWN_DIMENSIONS
    assert len(sc.dimensions) >= 2
    assert 2 <= len(sc.accepted_diagnoses) <= 3
    assert len(sc.diagnostic_steps) >= 4
    assert sc.red_herrings and sc.remediation
    assert sc.situation.strip() and sc.root_cause.strip()


def test_tables_cover_every_scenario_and_artifact(scenarios: dict[str, Scenario]) -> None:
    for table in (REQUESTS, GIVEAWAYS, CORRECT, WRONG):
        assert set(table) == set(scenarios), "every shipped scenario needs an entry in every test table"
    for sid, sc in scenarios.items():
        assert set(REQUESTS[sid]) == {a.id for a in sc.artifacts}, sid
        assert set(CORRECT[sid]) == {d.id for d in sc.accepted_diagnoses}, sid


@pytest.mark.parametrize("sid", sorted(EXPECTED_IDS))
def test_unrelated_requests_release_nothing(scenarios: dict[str, Scenario], sid: str) -> None:
    for art in scenarios[sid].artifacts:
        for question in UNRELATED_REQUESTS:
            assert not matches_any(question, art.reveal_on), f"{sid}/{art.id} released by {question!r}"


@pytest.mark.parametrize("sid", sorted(EXPECTED_IDS))
def test_natural_request_releases_each_artifact(scenarios: dict[str, Scenario], sid: str) -> None:
    for art in scenarios[sid].artifacts:
        request = REQUESTS[sid][art.id]
        assert matches_any(request, art.reveal_on), f"{sid}/{art.id} not released by {request!r}"


@pytest.mark.parametrize("sid", sorted(EXPECTED_IDS))
def test_root_cause_is_hidden_at_start(scenarios: dict[str, Scenario], sid: str) -> None:
    sc = scenarios[sid]
    visible = "\n".join([sc.situation, *(a.content + "\n" + a.title for a in sc.artifacts if a.shown_at_start)])
    hidden = "\n".join([sc.root_cause, *(a.content for a in sc.artifacts if not a.shown_at_start)])
    for term in GIVEAWAYS[sid]:
        assert _contains(hidden, term), f"giveaway {term!r} should name something in the hidden material"
        assert not _contains(visible, term), f"{sid}: {term!r} is visible before the candidate asks"


@pytest.mark.parametrize("sid", sorted(EXPECTED_IDS))
def test_root_cause_is_discoverable_from_artifacts(scenarios: dict[str, Scenario], sid: str) -> None:
    # Every giveaway term shows up in some artifact the candidate can request: the cause is reachable by asking.
    sc = scenarios[sid]
    requestable = "\n".join(a.content for a in sc.artifacts if not a.shown_at_start)
    found = [t for t in GIVEAWAYS[sid] if _contains(requestable, t)]
    assert len(found) >= 2, f"{sid}: the artifacts barely mention the cause ({found})"


@pytest.mark.parametrize("sid", sorted(EXPECTED_IDS))
def test_diagnosis_evidence_separates_right_from_wrong(scenarios: dict[str, Scenario], sid: str) -> None:
    sc = scenarios[sid]
    for diag in sc.accepted_diagnoses:
        right = CORRECT[sid][diag.id]
        assert matches_any(right, diag.evidence), f"{sid}/{diag.id} misses {right!r}"
        assert not matches_any(WRONG[sid], diag.evidence), f"{sid}/{diag.id} accepts the wrong answer"


@pytest.mark.parametrize("sid", sorted(EXPECTED_IDS))
def test_diagnosis_evidence_is_not_triggered_by_the_situation(scenarios: dict[str, Scenario], sid: str) -> None:
    # Repeating the page back to the interviewer must not count as solving it.
    sc = scenarios[sid]
    for diag in sc.accepted_diagnoses:
        assert not matches_any(sc.situation, diag.evidence), f"{sid}/{diag.id} matches the situation text"


def test_no_links_anywhere() -> None:
    for path in _files():
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"https?://", text, re.IGNORECASE), f"{path.name} contains a link"
        assert "www." not in text.lower(), f"{path.name} contains a web address"


@pytest.mark.parametrize("sid", sorted(EXPECTED_IDS))
def test_every_accepted_diagnosis_names_its_culprit_and_mechanism(scenarios: dict[str, Scenario], sid: str) -> None:
    # A stated diagnosis is credited on its culprit and its mechanism (the evidence phrases are only a fallback
    # for a diagnosis without them): every scenario says both, and the wrong answer names no pair.
    from interviewer.interview.credit import diagnosis_match

    sc = scenarios[sid]
    for diag in sc.accepted_diagnoses:
        assert diag.culprit and diag.mechanism, f"{sid}/{diag.id} has no culprit or mechanism list"
        right = CORRECT[sid][diag.id]
        assert diagnosis_match(right, diag)[0], f"{sid}/{diag.id} does not credit {right!r}"
        assert not diagnosis_match(WRONG[sid], diag)[0], f"{sid}/{diag.id} credits the wrong answer"
