"""Round 15: signals recognised when said differently (issue #12), in wordings written for these tests (none is copied
from a labelled set).

Each family is one a domain engineer would list for the concept: an Xid code said as words or heard as "x id"; the
benchmark called "nccl test"; a checkpoint marker checked on load, and a ``.tmp`` directory as the place written first;
"all ranks or only some" as the scope question; a smaller slice of GPUs with the same data as the repro; comparing
fingerprints or losses across replicas for silent corruption; keeping the head node free of compute; spare memory rows
as the remap; a background writer while training carries on; "the one everyone waits on" as the straggler; experts
that get too many tokens; switches that do the adding; a grid of cards as the device mesh; actors that hold a model;
"investigate afterwards" as mitigation first; spoken before/after figures with "like"; the resume check said as losses that
must match or compared against the logged run; lossless Ethernet said plainly; the ring as a bucket
brigade. Beside them, wordings that must
stay unmatched: a blanket ``torch.cuda.synchronize()`` is not a race fix, and a downtrained PCIe link alone is not
topology awareness.
"""

from __future__ import annotations

import pytest

from listening_helpers import shown
from interviewer.content import load_library


@pytest.fixture(scope="module")
def library():
    return load_library()


SHOWN = [
    # Xid codes said as words, and "x id" as speech-to-text hears it
    ("infra-cluster-ops/xid-triage", "xid-literacy",
     "The node logged x id seventy nine, which means the card fell off the bus, so that one gets drained."),
    ("infra-cluster-ops/xid-triage", "xid-literacy",
     "Forty-eight is the double-bit ECC error, a hardware fault, so that host comes out of the pool."),
    # the standard benchmark said in the singular
    ("infra-cluster-ops/xid-triage", "health-checks",
     "Before it rejoins I'd run a dcgm diag and an nccl test between that host and a known good one."),
    # the marker checked on load
    ("design-architect/failure-and-checkpointing", "atomic-commit",
     "Rank zero writes a done marker after every shard is flushed; on restart, if the marker is missing we fall back "
     "one step."),
    ("design-architect/failure-and-checkpointing", "atomic-commit",
     "Shards go into ckpt_1200.tmp first and the directory is renamed once all ranks have finished writing."),
    # the scope question with "only some"
    ("oncall-lead/first-ten-minutes", "scope-blast-radius",
     "First I'd see whether all nodes are idle or only some of them, since that separates the job from one host."),
    # a smaller slice with the same data
    ("oncall-lead/diverging-run", "minimal-reproduction",
     "Load the last good checkpoint and rerun those steps on a smaller number of GPUs with the exact data order."),
    # replicas compared for silent corruption
    ("infra-reliability/silent-corruption", "sdc-detection",
     "Every few hundred steps, compare a hash of the weights between data-parallel replicas; they should be "
     "bit-identical."),
    # the head node kept free of compute
    ("infra-ray/head-node-memory", "head-node-hygiene",
     "The head machine shouldn't run work at all; give it zero CPUs for tasks so only the GCS and dashboard live there."),
    # spare rows as the remap
    ("infra-cluster-ops/ecc-mid-training", "ecc-and-row-remap",
     "The card swaps a bad row for one of its spare rows at the next reset; if it has none left we RMA it."),
    # the straggler as the one everyone waits on
    ("infra-reliability/silent-corruption", "straggler-telemetry",
     "Log per-rank step time every step; the slow GPU is the one everyone else waits on in the all-reduce."),
    # experts that get too many tokens
    ("design-architect/run-layout", "expert-parallelism",
     "Tokens are routed to experts with an all-to-all, and the risk is that a few experts get far more tokens than "
     "the rest."),
    # switches that do the adding, and where
    ("infra-network/nccl-tuning-fabrics", "in-network-reduction",
     "On the InfiniBand side the switches can do the summing, so each GPU sends its gradients up once."),
    # actors that hold a model, tasks for the stateless steps
    ("infra-ray/large-payloads", "actor-model",
     "Use actors that hold the model so it loads once; plain tasks are fine for stateless preprocessing."),
    # the restart list with its check said as losses that must match, or compared against the logged run
    ("design-architect/failure-and-checkpointing", "complete-restart-state",
     "Weights, Adam moments, the LR scheduler, per-rank RNG and the sampler offset; after resuming I verify the loss "
     "and grad norm match the logged values for that step."),
    ("design-architect/failure-and-checkpointing", "complete-restart-state",
     "Optimizer state, scheduler, step and RNG go in; then I compare the first few losses after resuming against the "
     "original run's log."),
    # lossless Ethernet said plainly, with the pause that keeps it so
    ("infra-network/fabric-regression", "transport-and-fabric",
     "That Ethernet is configured so the switch never drops anything; it tells senders to pause when a queue fills."),
    # the ring said as a bucket brigade
    ("screen-recruiter/collectives-literacy", "ring-vs-tree",
     "It's a bucket brigade: each GPU adds its piece and hands it on, and each sends about twice its data regardless "
     "of how many GPUs there are."),
    # spoken before/after figures with "like"
    ("infra-hiring-manager/utilization-story", "before-after-story",
     "We went from like forty percent to around seventy over two quarters, mostly by fixing the scheduler."),
]


@pytest.mark.parametrize("ref,signal,text", SHOWN)
def test_round15_family_is_shown(library, ref, signal, text):
    assert signal in shown(library, ref, text)


NOT_SHOWN = [
    # a blanket synchronize does not order a logging thread's read of the gradients
    ("coding-interviewer/concurrency-bugs", "race-fixing",
     "Just put torch.cuda.synchronize() at the top of the logging thread and the problem goes away."),
    # a downtrained link is a fault, not the placement inside the node
    ("infra-reliability/silent-corruption", "topology-awareness",
     "A slow link shows as a PCIe link downtrained to x8 and low NIC counters on that host."),
]


@pytest.mark.parametrize("ref,signal,text", NOT_SHOWN)
def test_round15_near_miss_is_not_shown(library, ref, signal, text):
    assert signal not in shown(library, ref, text)
