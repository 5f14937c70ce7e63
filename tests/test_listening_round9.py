"""Round 9: concept families the shared lexicon missed on several dev sources, and how a confident claim sounds.

- a before/after story told with its time frame and result in plain words ("when I joined it was 48%", "over three
  quarters we got it to 71%", "by March it was 70%");
- prevention named as what was added afterwards ("Afterwards: an alert on ..., a check in the prologue");
- fleet arithmetic with thousands grouped by a space ("12 000 dollars") and the ten points' hourly value;
- utilization defined as a ratio of GPU-hours, with what does not count;
- scoping by where it broke first ("one replica went bad first", "all ranks failed together", "always the same node",
  "line the crashes up against host and rack") and what changed asked as "whether anything changed";
- the ring and the tree told in plain words (two copies of one's own data, levels as many as the halvings) and the
  utilization levers said plainly (jobs starving for input, hung runs, filling the holes, idle allocations);
- the three kinds of parallelism described by what they split (an assembly line of layers, each layer's maths split,
  copies on different data), fast detection (a heartbeat, a shorter timeout) with a spare or an automatic restart,
  and Ray's object store read in place without copying;
- plain-English accounts of dedup (overlapping runs of words, signatures in the same bucket), safe
  reductions (gradient sums in 32-bit, the gradient's size scaled down), follow-through (action items with dates,
  tracked), mitigation (restart with the suspect node excluded), cross-replica fingerprints, and Young/Daly with its
  figures put in;
- targeted evidence for a divergence (gradient norms per layer, loss by data source), sharding every kind of state
  said as "a slice of the weights, of the gradients and of the optimizer's copies", a checkpoint's cost in gigs a
  second;
- two hypotheses laid out as "First: ... Second: ..." or "X versus the Y" with the stacks that separate the two, and
  resuming by loading onto fewer ranks;
- a post-mortem's detection gap ("the alert only looked at total loss", "no per-node alert"), its cost as hours of
  GPUs sitting idle, and its timeline in bare hours ("we saw it at 9 and rolled back by 11");
- prefetch said as "fetch the next layer's weights while this one computes", and tensor parallelism kept "inside one
  machine" because it talks "inside every layer";
- keeping work off Ray's head node said as "submit it as a job rather than run it on the head";
- Ray Train's API as spoken ("a torch trainer with a scaling config"), in-memory copies of each machine's slice on
  another machine, and the flight recorder described ("a log on each process of every group operation, dumped when the
  timeout fires");
- pipeline schedules as spoken ("one F one B keeps the memory bounded", "the bubble is the same as GPipe"), DCP's
  "global metadata" and "metadata file", and a node "taken out of the pool" for diagnostics;
- the ring alone explained with its volume or as reduce-scatter then all-gather (what a "how do they all-reduce"
  question asks), Young/Daly's "time between crashes", the last step logged, days and parts of days as a timeline,
  the loss split by source with a rewind, a ring loop as "send a chunk, add what you get", weights over a NCCL group;
- more catalogued misconceptions said another way (a ring sending n times its data, "NCCL always uses tree", a
  driver difference that "proves the cause", Adam state "one extra value", FSDP2 "just FSDP1", a checkpoint of weights
  and gradients, a head "automatically replicated"), and two new ones: weights through the object store being free
  because it is zero-copy (C, G, H), and contiguous chunks being balanced under a causal mask (E, H);
- transcribed speech's spelled-out names ("nickel debug equals info", "fall back to net socket", "torch run"), a bare
  Xid followed by its meaning ("79 fallen off the bus"), PFC/ECN in plain words (switches not allowed to drop
  packets, marking packets), restart state checked against the uninterrupted run, a spare copying the state from its
  neighbour's memory, a heartbeat with aborted communicators, a restart without the suspicious machine;
- "the 13 one is the kind a program causes" as an Xid with its meaning, and "pass the pieces round and add" as the
  reduce-scatter phase;
- a copy "in a neighbour's CPU memory", a job that "fails about every twelve hours", saving "not so often that saving
  eats the run", and Ray's memory monitor said as "Ray kills a worker past a threshold of memory usage";
- a reward model served "like any other service", and verifiers run in a "locked-down box";
- confidently wrong claims said another way: the checkpoint interval set to the MTBF itself, "the bubble is gone" with
  1F1B, SHARD_GRAD_OP (ZeRO-2) keeping gradients whole or being the most memory-efficient strategy;
- gaps admitted as "I did not compute it" or "I'll have to work it out" (beside "I'd have to");
- dismissals as unhedged certainty ("nothing else to change", "no restart needed", "effectively free", "strictly
  better", "not worth it"), which the CV-chosen confident rule reads like "always".

Plain data and the concept matcher: no model, so no cassettes. The sentences are this file's own.
"""

from __future__ import annotations

import pytest

import listening_helpers
from listening_helpers import shown
from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.gaps import disclaims
from interviewer.interview.substance import read_substance


@pytest.fixture(scope="module")
def library():
    return load_library()


STORY = "infra-hiring-manager/utilization-story"
POSTMORTEM = "panel-postmortem/run-postmortem"
FLEET = "infra-hiring-manager/pricing-the-fleet"


def test_halving_something_is_not_a_time_frame(library):
    text = "We cut the failed-job waste roughly in half with 2 health checks."
    assert "before-after-story" not in shown(library, STORY, text)


@pytest.mark.parametrize("ref,probe,text,flag", [
    ("infra-capacity-planner/failure-budget", "interval-from-mtbf", "Simple: checkpoint at the job MTBF, every 9 "
     "hours here, so each failure costs one interval on average.", "interval-ignores-mtbf"),
    ("design-architect/run-layout", "pipeline-bubble", "Use 1F1B: with 16 micro-batches per step the bubble is gone, "
     "so the schedule keeps every stage busy.", "1f1b-removes-bubble"),
    ("design-architect/memory-and-sharding", "sharding-strategies", "SHARD_GRAD_OP splits the weights across ranks "
     "but keeps the gradients whole, which is why it saves the most.", "shard-grad-op-roles"),
    ("design-architect/memory-and-sharding", "sharding-strategies", "Pick ZeRO-2, it's the most memory-efficient of "
     "the FSDP modes with 16 bytes per parameter.", "shard-grad-op-roles"),
])
def test_confidently_wrong_claims_said_another_way_are_caught_and_rated_weak(library, ref, probe, text, flag):
    result = listening_helpers.assess(library, ref, text, probe=probe)
    assert (result.depth, result.red_flags) == ("weak", [flag])


@pytest.mark.parametrize("ref,probe,text", [
    ("infra-capacity-planner/failure-budget", "interval-from-mtbf", "Young/Daly: checkpoint every sqrt(2 x 2 minutes x "
     "MTBF); with a 9-hour MTBF that is about 33 minutes, far shorter than the MTBF itself."),
    ("design-architect/memory-and-sharding", "sharding-strategies", "SHARD_GRAD_OP shards gradients and optimizer "
     "state but keeps each unit's parameters gathered through the backward; FULL_SHARD frees them and saves most."),
])
def test_the_right_account_is_not_read_as_the_misconception(library, ref, probe, text):
    assert listening_helpers.assess(library, ref, text, probe=probe).red_flags == []


@pytest.mark.parametrize("text", [
    "Nothing else to change: the loader reshuffles after a restart.",
    "No restart needed, the survivors carry on.",
    "The object store is effectively free for this.",
    "More frequent saves are strictly better.",
    "Two weeks of work for that is not worth it.",
])
def test_dismissals_are_unhedged_certainty(library, text):
    dim = library.rubric("fault-tolerance-checkpointing")
    assert read_substance(default_lexicon().read(text), default_lexicon(), dim).absolutes


def test_a_plain_account_carries_no_certainty_marker(library):
    dim = library.rubric("fault-tolerance-checkpointing")
    text = "Save every half hour; each save takes a minute and a failure costs the work since the last one."
    assert read_substance(default_lexicon().read(text), default_lexicon(), dim).absolutes == ()


def test_a_bare_restart_and_a_bare_figure_reach_for_no_mitigation_or_interval(library):
    said = shown(library, "oncall-lead/diverging-run", "Halve the LR and restart from the latest checkpoint.")
    assert "mitigate-then-fix" not in said
    assert "interval-from-mtbf" not in shown(library, "infra-capacity-planner/failure-budget",
                                             "Save every 1,000 steps, about 40 minutes.")


def test_a_bare_number_after_at_is_no_clock_time(library):
    assert "timeline" not in shown(library, POSTMORTEM, "We ran at 8 nodes for a week and it held at 40%.")


ASSESSED_SHOWN = [
    # prefetch and TP placement in plain words
    ("design-architect/memory-and-sharding", "overlap-and-prefetch", "Gather the next layer's weights while the current "
     "layer is still running, so the wait hides under the compute.", "overlap-and-prefetch"),
    ("design-architect/run-layout", "tp-inside-node", "Splitting every matrix multiply across GPUs means they talk in "
     "the middle of every layer, so that group stays within one server.", "tp-inside-node"),
    # APIs as spoken, and mechanisms described without their names
    ("infra-ray/ray-train-wrap", "", "You hand your loop to a torch trainer with a scaling config of eight workers, and "
     "it sets up the process group for you.", "ray-train"),
    ("infra-reliability/elastic-recovery", "in-job-recovery", "Keep a copy of each node's slice of the state in the "
     "memory of a neighbouring node, so a replacement copies it in seconds.", "in-job-recovery"),
    ("infra-network/debug-during-hang", "hang-localisation", "PyTorch keeps a log on each rank of every collective "
     "operation and can dump it when the watchdog fires; line them up and find the rank that never started it.",
     "hang-localisation"),
    # spoken names, bare codes and plain mechanisms
    ("infra-network/debug-during-hang", "nccl-debug-output", "set nickel debug equals info and see if one node fell "
     "back to net socket instead of the IB cards", "nccl-debug-output"),
    ("infra-cluster-ops/xid-triage", "", "dmesg first: 79 fallen off the bus, 48 double-bit ECC.", "xid-literacy"),
    ("infra-network/fabric-regression", "transport-and-fabric", "On RoCE the switches are not allowed to drop packets, "
     "so PFC pauses senders and ECN starts marking packets early when queues build.", "transport-and-fabric"),
    ("design-architect/failure-and-checkpointing", "complete-restart-state", "Optimizer state, LR scheduler, RNG "
     "state and the sampler offset; then resume from step N and check the loss against the uninterrupted run.",
     "complete-restart-state"),
    ("infra-reliability/elastic-recovery", "detection-and-recovery", "A per-rank heartbeat every few seconds, and on a "
     "miss abort the communicators instead of waiting out the timeout.", "detection-and-recovery"),
    ("oncall-lead/first-ten-minutes", "mitigate-then-fix", "Take the stacks, then restart from the last save without "
     "the suspicious machine and debug it on the side.", "mitigate-then-fix"),
]
"""Answers to a topic's question (probe "") or to one probe, each with the signal the assessor must find in it."""


@pytest.mark.parametrize("ref,probe,text,signal", ASSESSED_SHOWN)
def test_each_answer_shows_its_signal_to_the_assessor(library, ref, probe, text, signal):
    assert signal in listening_helpers.assess(library, ref, text, probe=probe).shown


@pytest.mark.parametrize("ref,probe,text,flag", [
    ("infra-network/ring-and-tree", "", "In a ring each rank transmits n times its gradient over the step, so NCCL always "
     "uses tree once you leave the node.", "ring-tree-roles-swapped"),
    ("oncall-lead/collective-hang", "version-consistency", "One node runs a different driver, so NCCL can't talk to it; "
     "that mismatch proves the cause.", "nccl-needs-identical-drivers"),
    ("design-architect/memory-and-sharding", "memory-arithmetic", "Adam's state is just one extra fp32 number, and with "
     "bf16 mixed precision everything halves, so it's small.", "optimizer-state-is-small"),
    ("design-architect/memory-and-sharding", "fsdp2-dtensor", "FSDP2 is just FSDP1 with a bigger FlatParameter; it "
     "flattens the whole model into one buffer.", "fsdp2-flat-parameter"),
    ("infra-capacity-planner/failure-budget", "checkpoint-cost-math", "The checkpoint is the bf16 weights plus the bf16 "
     "gradients, 280 GB, because you need the gradients to redo the step.", "checkpoint-is-just-weights"),
])
def test_more_catalogued_claims_said_another_way_are_rated_weak(library, ref, probe, text, flag):
    result = listening_helpers.assess(library, ref, text, probe=probe)
    assert result.depth == "weak" and flag in result.red_flags


@pytest.mark.parametrize("text,admits", [
    ("It overlaps with the backward pass in buckets; I did not compute the exact time.", True),
    ("That's 12,000 dollars an hour; I'll have to multiply it out for the year.", True),
    ("It overlaps with the backward pass in buckets, about 2 seconds a step.", False),
])
def test_a_gap_admitted_in_the_past_or_future_tense_is_a_disclaimer(text, admits):
    assert disclaims(default_lexicon().read(text), default_lexicon()) is admits


@pytest.mark.parametrize("ref,probe,text,flag", [
    ("infra-reliability/ray-placement-and-ft", "gcs-fault-tolerance", "Nothing to set up: the head is automatically "
     "replicated, so a head failure is transparent.", "head-failure-handled-by-default"),
    ("infra-reliability/ray-placement-and-ft", "compiled-graphs-weight-sync", "ray.put the weights each step; the "
     "object store is zero-copy so the sync costs nothing even at 70B.", "object-store-transfer-is-free"),
    ("design-scale-architect/mesh-and-schedules", "context-parallel-balance", "Give each rank an equal contiguous "
     "chunk; with a causal mask every rank gets the same work, so there is no imbalance to fix.",
     "causal-context-parallel-is-balanced"),
])
def test_claims_seen_in_two_or_more_sources_are_caught_and_rated_weak(library, ref, probe, text, flag):
    result = listening_helpers.assess(library, ref, text, probe=probe)
    assert result.depth == "weak" and flag in result.red_flags


def test_zig_zag_balance_is_not_the_causal_misconception(library):
    text = ("Contiguous chunks are unbalanced under a causal mask, since later chunks see more keys; give each rank "
            "one early and one late chunk.")
    result = listening_helpers.assess(library, "design-scale-architect/mesh-and-schedules", text,
                                      probe="context-parallel-balance")
    assert "causal-context-parallel-is-balanced" not in result.red_flags


SHOWN = [
    # a before after story in plain words is a before after story
    (STORY, "before-after-story",
     "Busy-GPU share was 48% when I joined. Over three quarters we got it to 71%, mostly with backfill."),
    (STORY, "before-after-story",
     "When we took it over the real number was about 45%; by March it was 70%, after we fixed the data loaders."),
    (STORY, "before-after-story",
     "It sat at 50 percent. It took us six months to bring SM activity up to 68 percent with gang scheduling."),
    # what was added afterwards is prevention
    (POSTMORTEM, "prevention",
     "Afterwards: a queue-depth alert at twice the daily median, and a link check in the prologue."),
    (POSTMORTEM, "prevention",
     "We added a time limit on every save that fails loudly, and a canary run for each config change."),
    # fleet arithmetic with spaced thousands or the hourly value counts
    (FLEET, "dollar-arithmetic",
     "4000 cards times 3 dollars gives 12 000 dollars per hour, so a tenth of that matters."),
    (FLEET, "dollar-arithmetic", "A tenth of the fleet is 400 GPUs, so 1,200 dollars an hour we stop wasting."),
    # utilization as a ratio of gpu hours with what does not count defines the metric
    (STORY, "metric-definition",
     "We measure GPU-hours of jobs whose progress we kept, divided by GPU-hours we pay for; restarted work "
     "doesn't count."),
    # a reward model served like any service with verifiers in locked down boxes is reward serving
    ("panel-postmortem/rl-infrastructure", "reward-serving",
     "Run the reward model as an ordinary inference service with replicas behind a queue; code answers get "
     "executed in locked-down containers with a timeout."),
    # scoping by where it broke first is scope
    ("oncall-lead/first-ten-minutes", "scope-blast-radius",
     "I'd find out whether one GPU produced the NaN first, from the per-rank logs."),
    ("oncall-lead/first-ten-minutes", "scope-blast-radius",
     "Here all ranks blew up together at the same batch, so it's the data."),
    ("oncall-lead/first-ten-minutes", "scope-blast-radius", "It's always the same node, so I'd pull that node."),
    ("oncall-lead/first-ten-minutes", "scope-blast-radius",
     "Line the crashes up against host and rack and software version."),
    # asking whether anything changed is the timeline
    ("oncall-lead/first-ten-minutes", "timeline-first",
     "First I'd check whether anything changed in the week before: a driver push or a new image."),
    # ring and tree in plain words is ring vs tree
    ("infra-network/ring-and-tree", "ring-vs-tree",
     "Everyone sits in a circle and passes slices on, so nobody sends more than two copies of their own data; "
     "the tree instead needs only as many levels as the times you can halve the group."),
    # utilization levers said plainly are levers
    (STORY, "utilization-levers", "Jobs starving for input, and hung runs nobody noticed for hours."),
    (STORY, "utilization-levers",
     "We filled the holes with short preemptible jobs and reclaimed idle allocations; data loaders were the "
     "rest."),
    # parallelism described by what each splits is the taxonomy
    ("design-architect/run-layout", "parallelism-taxonomy",
     "Copies of the whole model on different batches agree on the gradients once a step; splitting each layer's "
     "matrix across GPUs means swapping partial results inside every layer; and different layers on different "
     "GPUs form an assembly line that hands its outputs to the next stage."),
    # fast detection with a spare or a restart is detection and recovery
    ("infra-reliability/elastic-recovery", "detection-and-recovery",
     "A per-rank heartbeat catches the stall in seconds, and a hot spare takes the dead node's place."),
    ("infra-reliability/elastic-recovery", "detection-and-recovery",
     "Cut the collective timeout to a couple of minutes and let torchrun restart the job by itself."),
    # the object store read in place is the object store
    ("infra-ray/large-payloads", "object-store",
     "Each node has a shared memory object store; a worker on the same node reads the array without copying, so "
     "pass the ObjectRefs around instead of the arrays."),
    # plain english accounts show their signal
    ("design-architect/data-to-gpu", "deduplication",
     "Exact copies: fingerprint every page and keep one. Near copies: split pages into overlapping runs of words "
     "and only compare pages whose signatures land in the same bucket."),
    ("oncall-lead/loss-spike", "reductions-and-clipping",
     "Keep the gradient sums across ranks in 32-bit, and before each step measure the size of the whole gradient "
     "and scale it down past a cap."),
    (POSTMORTEM, "ownership-and-follow-through",
     "I took the alerting action item, put an owner and a date on each of the others, and I tracked them weekly "
     "until all four were closed."),
    ("oncall-lead/first-ten-minutes", "mitigate-then-fix",
     "Kill it now and bring it back with the suspect node excluded; read the logs offline."),
    ("infra-reliability/silent-corruption", "sdc-detection",
     "Each replica should hold exactly the same weights after the update, so have every copy take a fingerprint "
     "of its weights and compare."),
    ("infra-capacity-planner/failure-budget", "interval-from-mtbf",
     "sqrt(2 x 40 s x 6 h) is about 22 minutes between saves."),
    # targeted breakdowns state slices and spoken bandwidth show their signal
    ("oncall-lead/diverging-run", "targeted-evidence",
     "Pull the grad norm per layer and the loss split by source for every step around the jump."),
    ("design-architect/memory-and-sharding", "sharding-strategies",
     "Each GPU keeps only its slice of the weights, of the gradients and of the optimizer's copies, and gathers "
     "one layer's weights just before running it."),
    ("infra-capacity-planner/failure-budget", "checkpoint-cost-math",
     "Weights plus Adam state is around a terabyte, and at three hundred gigs a second the save takes a few "
     "seconds."),
    # hypotheses laid out and loading onto fewer ranks show their signal
    ("oncall-lead/first-ten-minutes", "hypotheses-and-discrimination",
     "First: one rank stuck in its data loader. Second: the storage hanging for everyone. A py-spy dump of a "
     "dozen ranks separates the two."),
    ("design-architect/failure-and-checkpointing", "reshard-on-resume",
     "With a distributed checkpoint we can load it onto fewer data-parallel ranks and keep the global batch with "
     "more accumulation."),
    # post mortem parts said plainly show their signal
    (POSTMORTEM, "detection-gap", "Our alerting only watched for crashes, so a slow node went unseen for half a day."),
    (POSTMORTEM, "blast-radius", "Six hours with two hundred GPUs sitting there, waiting on one stuck mount."),
    (POSTMORTEM, "timeline",
     "It started just after midnight, the on-call saw it at 7, and we had it running again by 10."),
    # keeping work off the head said plainly is head node hygiene
    ("infra-ray/head-node-memory", "head-node-hygiene",
     "Submit it as a job rather than running the driver in a notebook on the head, which only coordinates."),
    # schedules as spoken and dcp metadata show their signal
    ("design-scale-architect/mesh-and-schedules", "pipeline-schedules",
     "one F one B, because it keeps the activation memory bounded; the bubble is about the same as GPipe's, so "
     "you want many micro-batches."),
    ("design-scale-architect/checkpoint-resharding", "dcp-resharding",
     "DCP writes global metadata for every tensor and which chunk each file holds, so the load planner can map "
     "them onto the new layout."),
    # round9 set h families show their signal
    ("screen-recruiter/collectives-literacy", "ring-vs-tree",
     "They sit in a ring; each passes a slice on and adds what comes in, and nobody sends more than about twice "
     "its own data."),
    ("screen-recruiter/collectives-literacy", "ring-vs-tree",
     "A ring all-reduce: a reduce-scatter, then an all-gather."),
    ("infra-capacity-planner/failure-budget", "interval-from-mtbf",
     "Save at about the square root of two times the save time times the average time between crashes."),
    ("oncall-lead/first-ten-minutes", "timeline-first", "Last step logged, and anything rolled out since."),
    (POSTMORTEM, "timeline", "It broke Friday night and we only saw it Saturday morning."),
    ("oncall-lead/loss-spike", "spike-triage",
     "Split the loss by source; if one source blows up, go back to before the change and drop that source."),
    ("coding-interviewer/ring-allreduce-impl", "ring-phases",
     "Each rank sends a chunk to its right and adds what it gets from its left; then it passes the finished "
     "chunks round once more."),
    ("infra-ray/rl-on-ray", "weight-sync",
     "After each update the trainer broadcasts the new weights to the engines over a NCCL group."),
    # an xid named as the n one with its meaning is xid literacy
    ("infra-cluster-ops/xid-triage", "xid-literacy",
     "The 48 one is the memory error, so that card is at fault; the 13 one is usually a program bug."),
    # passing pieces round and adding then a second round is the ring phases
    ("coding-interviewer/ring-allreduce-impl", "ring-phases",
     "Everyone passes the pieces round and adds as they go; a second round hands the finished sums on."),
    # recovery interval and monitor said plainly show their signal
    ("infra-reliability/elastic-recovery", "in-job-recovery",
     "Keep a recent copy of each shard in a neighbour's CPU memory and restore from there, not from storage."),
    ("infra-capacity-planner/failure-budget", "interval-from-mtbf",
     "The job fails about every ten hours, so save often, but not so often that saving eats the run."),
    ("infra-ray/head-node-memory", "memory-monitor",
     "Ray kills a worker itself once the node passes a threshold of memory usage, 95 percent by default."),
]
"""(topic, signal, wording): each wording shows its signal to the matcher; the comment names the family."""


@pytest.mark.parametrize("ref,signal,text", SHOWN)
def test_each_wording_shows_its_signal(library, ref, signal, text):
    assert signal in shown(library, ref, text)
