"""Round 10: concept families widened with exact, general paraphrases (written for this file, not copied from any
labelled answer).

Rewinding a loss spike is said as rolling back: "roll back to the checkpoint from before the change", "go back to the
save before the spike", "roll back to before it"; removing the source as "drop or down-weight that source". Each
wording shows the spike-triage signal together with a per-source loss; the rewind alone does not. Later families are
named beside their tests, and so is the disclaimer rule: only the speaker's own gap caps a strong answer.
"""

from __future__ import annotations

import pytest

import listening_helpers
from listening_helpers import shown
from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import LexicalAssessor, Target
from interviewer.interview.gaps import disclaims
from interviewer.interview.spoken import spelled

SPIKE = "oncall-lead/loss-spike"


@pytest.fixture(scope="module")
def library():
    return load_library()


SPIKE_WORDINGS = [
    "Break the loss down by data source; if the new one spikes, roll back to the checkpoint from before the change.",
    "Per-source loss first. If one source jumps, go back to the save before the spike and leave that data out.",
    "I'd split the loss by source, and if it is the new mix I'd roll back to before it and rerun without it.",
    "Loss per data source around each spike; if one source is the culprit, drop or down-weight that source.",
]
SHOWN = [
    # rolling back is the rewind, beside a per-source loss
    *((SPIKE, "spike-triage", text) for text in SPIKE_WORDINGS),
    # the transport NCCL reports, said as the choice between the fabric and sockets (NET/IB versus NET/Socket), with
    # the version line beside it: the debug output read
    ("oncall-lead/collective-hang", "nccl-debug-output",
     "With NCCL_DEBUG=INFO I read the NCCL version line, then whether each rank went over IB or sockets."),
    ("oncall-lead/collective-hang", "nccl-debug-output",
     "The log gives the NCCL version and whether it picked InfiniBand or plain sockets for the network."),
    # the composition order said without the API names: tensor parallel first, then FSDP over the data part
    ("design-scale-architect/fsdp2-mesh", "device-mesh-composition",
     "Tensor parallel is applied first, then fully_shard wraps the block on the data-parallel sub-mesh."),
    ("design-scale-architect/fsdp2-mesh", "device-mesh-composition",
     "Build a mesh with two dimensions; TP runs along the tensor dimension and FSDP over the data dimension."),
    # the benchmark named by who ships it rather than by its repository's name is nccl-tests
    ("infra-network/fabric-regression", "bandwidth-measurement",
     "I'd run the NCCL bandwidth test on 16 and on 32 nodes and compare the two."),
    ("infra-network/fabric-regression", "bandwidth-measurement",
     "Run the standard NVIDIA benchmark for all-reduce at a range of message sizes, before and after."),
    # the three kinds of state named and then said to be split: full sharding
    ("design-scale-architect/fsdp2-mesh", "sharding-strategies",
     "The weights, the gradients and the optimizer moments are all split across the data-parallel ranks."),
    ("design-scale-architect/fsdp2-mesh", "sharding-strategies",
     "Parameters plus their gradients plus the optimizer state get sharded over every GPU in the group."),
    # spoken and singular forms: "ray dot put" is ray.put; passing "the reference" instead of the data
    ("infra-ray/large-payloads", "object-store",
     "You ray dot put the array once and pass the reference around instead of the array itself."),
    # step time collected for every rank and the late one compared against its group
    ("infra-reliability/silent-corruption", "straggler-telemetry",
     "Log the step time for every rank and compare within the group; the one that is always late is the straggler."),
    # a profiler showing the GPU idle at the start of each step is the data wait measured
    ("infra-hiring-manager/starving-gpus", "loader-throughput",
     "The profiler shows gaps at the start of every step, so I'd add num_workers."),
    # figures spoken as words, and a result dated by how long after: a before-and-after story; a checkpoint's size
    ("infra-hiring-manager/utilization-story", "before-after-story",
     "We took the cluster from about forty percent to around sixty-five, mostly with backfill."),
    ("infra-hiring-manager/utilization-story", "before-after-story",
     "Busy hours were about 45% of what we paid for. Nine months later it was about 70%, after fixing the loaders."),
    ("infra-capacity-planner/failure-budget", "checkpoint-cost-math",
     "twelve bytes a parameter so about nine hundred gigs and at two hundred gigs a second that's under five seconds"),
    # plain-English strong answers (families seen after set I's unseen run; the wordings are this file's own):
    # resuming from the last saved point, with the bad machine marked unusable
    ("infra-cluster-ops/ecc-mid-training", "mid-training-recovery",
     "Mark that machine as unusable and bring the run back on spares from the last saved point."),
    # the gradient's overall size and a loss split by where the data came from, every step
    ("oncall-lead/diverging-run", "targeted-evidence",
     "Every step: the size of the overall gradient, and the loss split by which dataset each batch came from."),
    # a pre-flight check and an alert on a trend, as prevention
    ("panel-postmortem/run-postmortem", "prevention",
     "We added a pre-flight driver diff to every launch and a throughput-drop alert on the dashboard."),
    # a deliberate delay injected, or one rank made to take the rare branch, forces the interleaving
    ("coding-interviewer/concurrency-bugs", "testing-edge-cases",
     "Insert a deliberate delay in the reader so the race shows on every run."),
    ("coding-interviewer/concurrency-bugs", "testing-edge-cases",
     "Run two ranks on CPU where one takes the rare branch each time, with a short timeout."),
    # replicas fingerprinting their numbers and comparing
    ("infra-reliability/silent-corruption", "sdc-detection",
     "Now and then every replica computes a fingerprint of its numbers, and the odd one out has the bad GPU."),
    # a typeset minus sign in the bubble formula
    ("design-architect/run-layout", "pipeline-bubble", "The idle share is (p\u22121)/(m+p\u22121) with 1F1B."),
    # anything that changed before the last good step
    ("oncall-lead/first-ten-minutes", "timeline-first", "The last good step, and anything that changed before it."),
    # fixed once it gets past where it stopped, and an alert when no step is logged
    ("oncall-lead/first-ten-minutes", "verify-the-fix",
     "It's fixed when the run gets well past where it stopped; then an alert when no step lands for ten minutes."),
    # a labelled before and after
    ("infra-hiring-manager/utilization-story", "before-after-story",
     "Before: 38 percent SM activity, averaged over the whole of February on the big pool. After: 61 percent."),
    # the resume check against the original run
    ("design-architect/failure-and-checkpointing", "complete-restart-state",
     "Save the optimizer, the scheduler and the RNG states, and check the loss after resuming is the same as the "
     "original run."),
    # an array read zero-copy from the shared-memory store
    ("infra-ray/head-node-memory", "object-store",
     "Large arrays sit in the node's shared-memory object store and numpy reads them zero-copy from there."),
    # step time per rank, and the others waiting in the collective
    ("infra-reliability/silent-corruption", "straggler-telemetry",
     "Per-rank step time: a slow GPU shows as its own long compute while the others wait in the all-reduce."),
    # one option picked over another, with what it cost, is the trade-off
    ("screen-recruiter/explain-a-decision", "explicit-tradeoffs",
     "We chose Kubernetes over Slurm for the inference fleet and gave up native gang scheduling."),
    # the square-root rule with spoken figures
    ("infra-capacity-planner/failure-budget", "interval-from-mtbf",
     "so the square root of two times three seconds times ten hours, about eight minutes"),
    # what was different, anything anyone changed: the timeline
    ("oncall-lead/first-ten-minutes", "timeline-first", "I'd ask what was different on Tuesday, anything anyone changed."),
    # loss for each source, and the bad source removed
    ("oncall-lead/loss-spike", "spike-triage", "Look at the loss for each source; if one source is bad, drop it."),
]
"""Round 10's wordings, each with the topic it answers and the signal it must show (read as the assessor reads it:
spelled-out speech written as the content writes it)."""


@pytest.mark.parametrize("ref,signal,text", SHOWN)
def test_each_wording_shows_its_signal(library, ref, signal, text):
    assert signal in shown(library, ref, spelled(text))


def test_rolling_back_without_evidence_is_not_the_triage(library):
    assert "spike-triage" not in shown(library, SPIKE, "I'd roll back to the checkpoint from before the change.")


@pytest.mark.parametrize("text,admits", [
    ("I don't remember the flag that turns it on.", True),
    ("No idea which variable it is.", True),
    ("We've never run it at that scale.", True),
    ("ray memory shows the spill totals. Didn't use it much.", True),
    ("4,000 GPUs at 3 dollars is 12,000 an hour; for the year I need to multiply it out.", True),
    ("Those are the four strategies; I always have to check the docs for which is which.", True),
    ("We switched on torch.compile and FlashAttention; I didn't write any kernels myself.", True),
    # a condition, a state being worked out, and someone or something else are not the speaker admitting a gap
    ("If I don't know which node it is yet, the flight recorder dump from any rank tells me.", False),
    ("I don't know yet whether it's the code or the fabric, so I bisect the nodes first.", False),
    ("The other ranks have no idea, they sit in the next all-reduce waiting for the dead one.", False),
    ("The training job should never run a tokenizer; the loader just slices packed shards.", False),
])
def test_only_the_speakers_own_gap_is_a_disclaimer(text, admits):
    lex = default_lexicon()
    assert disclaims(lex.read(text), lex) is admits



def test_spelled_acronyms_and_spoken_underscores_are_read_as_written(library):
    # Speech-to-text spells what a typist abbreviates: spaced capitals and "underscore" are the variable's name.
    text = ("load the peer mem module so G P U direct RDMA works and set N C C L underscore I B underscore H C A "
            "to the mlx five devices on every host")
    assert spelled(text).startswith("load the peer mem module so GPU direct RDMA") and "NCCL_IB_HCA" in spelled(text)
    rubric = library.rubric("nccl-collectives")
    target = Target(rubric, ("transport-and-fabric",), frozenset(), "How is each node wired to the fabric?")
    assert "transport-and-fabric" in LexicalAssessor().assess_sync(text, target).shown


@pytest.mark.parametrize("text", [
    "The store is highly optimized, so copies are not a concern.",
    "The other workers handle it gracefully and the job self-heals.",
    "It's all about a scalable, high-performance toolkit.",
    "We ran a utilization initiative that delivered significant value.",
])
def test_round10_buzzwords(text):
    lex = default_lexicon()
    assert lex.buzzwords(lex.read(text)) >= 1


@pytest.mark.parametrize("ref,probe,text,flag", [
    ("infra-network/ring-and-tree", "ring-vs-tree",
     "A ring's latency is constant in the rank count, which is why it scales.", "ring-tree-roles-swapped"),
    ("oncall-lead/collective-hang", "version-consistency",
     "NCCL hangs whenever the drivers differ, so the odd node is the root cause.", "nccl-needs-identical-drivers"),
    ("infra-capacity-planner/failure-budget", "checkpoint-cost-math",
     "Only the bf16 weights, 140 GB: the optimizer state can be rebuilt from the weights, so no need to save it.",
     "checkpoint-is-just-weights"),
    ("infra-cluster-ops/ecc-mid-training", "ecc-and-row-remap",
     "Any uncorrectable ECC error means RMA immediately; row remapping is only for correctable errors.",
     "uncorrectable-ecc-means-rma"),
])
def test_round10_misconceptions_about_what_was_asked_are_weak(library, ref, probe, text, flag):
    result = listening_helpers.assess(library, ref, text, probe=probe)
    assert flag in result.red_flags and result.depth == "weak"


def test_row_remapping_explained_right_is_not_the_misconception(library):
    text = ("An uncorrectable error marks the row for remapping at the next reset; after the reset and dcgmi diag it "
            "goes back unless the remap failed.")
    result = listening_helpers.assess(library, "infra-cluster-ops/ecc-mid-training", text, probe="ecc-and-row-remap")
    assert "uncorrectable-ecc-means-rma" not in result.red_flags


def test_which_data_was_in_the_spiking_batches_reaches_for_the_triage(library):
    # Per-source evidence named without the rewind: not the signal, but a reach for it (partial, not weak).
    text = "I'd look at the loss on those steps and work out which data was in those batches."
    result = listening_helpers.assess(library, "oncall-lead/loss-spike", text, probe="spike-triage")
    assert "spike-triage" not in result.shown and result.depth == "partial"
