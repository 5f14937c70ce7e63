"""A claim that names the asked mechanism only to wave it away (``interview.dismissals``): "the flight recorder is
only for profiling" answers a question about localising a hang with the opposite of what the asked signal stands
for. The phrasings here are written for the test, not taken from a bench set."""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.dismissals import dismissed_asked, evidence_waved_off, made_absolute

LIB = load_library()
LEX = default_lexicon()


def _dismissed(text: str, rubric: str, asked: tuple[str, ...]) -> list[str]:
    return dismissed_asked(LEX.read(text), LEX, LIB.rubric(rubric), asked)


WAVED_AWAY = [
    ("nccl-collectives", ("hang-localisation",),
     "Honestly the flight recorder is just for perf tuning. For a hang I'd read the last line each rank logged."),
    ("nccl-collectives", ("hang-localisation",),
     "You don't need the flight recorder here: the timeout message names the stuck rank."),
    ("gpu-cluster-operations", ("health-checks",),
     "DCGM is purely for monitoring dashboards; a quick matrix multiply on each GPU is the real gate."),
    ("gpu-cluster-operations", ("health-checks",),
     "Health checks don't really catch anything; we let the job find the bad node and drain it after."),
    ("gpu-cluster-operations", ("health-checks",),
     "There's no need for a health check between jobs, the scheduler already knows which nodes are up."),
    # denied to exist at all (round 28): 'there's effectively no bubble'
    ("parallelism-strategy", ("pipeline-bubble",),
     "With 1F1B there's effectively no bubble: every stage is busy from the first micro-batch to the last."),
    ("fsdp-sharding", ("overlap-and-prefetch",),
     "FSDP gathers one unit at a time and there is no overlap, so prefetch settings only change memory."),
]

KEPT = [
    ("nccl-collectives", ("hang-localisation",),
     "I'd set TORCH_NCCL_DUMP_ON_TIMEOUT so the flight recorder dumps on every rank, then diff the last sequence "
     "numbers: the rank whose last collective is behind the others is the one to look at."),
    ("nccl-collectives", ("hang-localisation",),
     "Is the flight recorder only for profiling? I'd have thought it keeps the last collectives per rank."),
    ("nccl-collectives", ("hang-localisation",),
     "I was going to say the flight recorder is only for profiling, but it records every rank's recent collectives."),
    ("gpu-cluster-operations", ("health-checks",),
     "Run DCGM diag level 3 in the prologue; the short diag is only for a quick gate between jobs, and a node that "
     "fails either goes to the repair queue."),
    ("gpu-cluster-operations", ("health-checks",),
     "If health checks were only for dashboards you'd never drain a node before it failed a job."),
    # denied to exist, yet quantified, asked about or used beside the denial (round 28)
    ("parallelism-strategy", ("pipeline-bubble",),
     "The bubble is (p-1)/(m+p-1) of the step; with 64 micro-batches on 4 stages it is under 5%, and interleaving "
     "cuts it by the number of virtual stages."),
    ("parallelism-strategy", ("pipeline-bubble",),
     "Is there no bubble with 1F1B? There is: the same (p-1)/(m+p-1) as GPipe, 1F1B only cuts activation memory."),
    ("fsdp-sharding", ("overlap-and-prefetch",),
     "In the trace there was no overlap until we set backward_prefetch=BACKWARD_PRE; then the next all-gather ran "
     "under the current block's backward, at the cost of one more unsharded block in memory."),
]


@pytest.mark.parametrize("rubric,asked,text", WAVED_AWAY)
def test_an_asked_mechanism_waved_away_is_caught(rubric, asked, text):
    assert _dismissed(text, rubric, asked)


@pytest.mark.parametrize("rubric,asked,text", KEPT)
def test_a_mechanism_used_asked_about_or_taken_back_is_not(rubric, asked, text):
    assert not _dismissed(text, rubric, asked)


def test_only_what_was_asked_is_read():
    text = "DCGM is purely for monitoring dashboards; a quick matrix multiply on each GPU is the real gate."
    assert not _dismissed(text, "gpu-cluster-operations", ("ecc-and-row-remap",))


WAVED_OFF = [
    "It's the new data shard, so roll back the mixture and carry on. There's no need to dig into it further.",
    "That's a bad NIC, full stop; swap it and we don't even need to verify anything.",
    "Loss spikes at that step are always the warmup ending, there's nothing more to check.",
    "Just restart from the last checkpoint with a lower learning rate, no need to look at the logs.",
]

EVIDENCE_KEPT = [
    "No need to check every rank by hand: the flight recorder dump names the one that's behind.",
    "There's no need to bisect since the deploy log already shows the one change that went out at 02:00.",
    "Do we need to check the other nodes? I'd start with the ones under the same leaf switch.",
    "I was going to say there's nothing to check, but the ECC counters on that GPU are worth a look first.",
    "If the loss curve is flat after the restart, there's nothing more to investigate.",
]


@pytest.mark.parametrize("text", WAVED_OFF)
def test_declaring_the_evidence_needless_is_caught(text):
    assert evidence_waved_off(text)


@pytest.mark.parametrize("text", EVIDENCE_KEPT)
def test_a_reason_a_narrower_scope_a_question_or_a_supposition_is_not(text):
    assert not evidence_waved_off(text)


ABSOLUTE = [
    "Turn on NCCL_IB_TIMEOUT=22 and the hangs go away; that's the complete fix.",
    "Switching to ZeRO-3 is strictly better than ZeRO-1, you only gain memory.",
    "We moved the loader to GPU decode and there was no downside at all.",
    "An Xid 79 invariably means the PSU failed, so we pull the power supply first.",
    "Step time is the only metric that matters for this.",
    # round 28: a mechanism declared free, instantaneous, infallible or needless
    "Turn on the flight recorder everywhere; the ring buffer is essentially free, so leave it on in production.",
    "Checkpointing to local NVMe is basically instant, so the interval doesn't matter much.",
    "With peer-to-peer copies the resharding is instantaneous, whatever the model size.",
    "Async checkpointing has no overhead because the copy happens on a side stream.",
    "A rank that misses the barrier by five seconds is dead by definition.",
    "Once the checksum differs we swap the node; there's no need for a second run to confirm it.",
    "Gradient clipping never hurts, so clip at 0.1 on every run.",
    "The scheduler never fails over silently, so a hang can't be the control plane.",
    "Slurm has no mechanism for noticing a dead GPU, so we wrote our own daemon.",
    # round 29: the fix declared finished
    "The odd node runs an older driver, so reimage it and you're done.",
    "Bump the timeout to an hour, restart the job, done.",
    "Peer copies make the resharding instantaneous, no matter how many ranks hold a shard.",
]

ABSOLUTE_KEPT = [
    "Xid 79 almost always points to the bus or power, but a PCIe riser or thermals can do it too.",
    "ZeRO-3 saves memory, but it isn't strictly better: every layer's parameters are all-gathered twice a step.",
    "Is step time the only metric that matters here, or do you also care about cost?",
    "If the retry had fixed it, that would have been the whole fix, but the node failed again an hour later.",
    "Some people think bf16 has no downside; it drops mantissa bits, so sums need fp32 accumulation.",
    # round 28: its cost named, asked about, supposed, reported or reasoned
    "The flight recorder is cheap but not free: a few MB of host memory per rank, so I'd size the ring buffer.",
    "Is the copy really instantaneous? On a 70B model I'd expect seconds over PCIe.",
    "If the overlap were perfect the all-gather would be essentially free, but at this size it is exposed.",
    "Async checkpointing isn't free: the snapshot to pinned memory still stalls the step for a second or two.",
    "We run on spot with checkpoints every ten minutes so preemption doesn't hurt much.",
    "People say clipping never hurts, but clipping at 0.1 stalls learning early in the run.",
    "Having a fallback never hurts? Maybe, but it hides the fabric problem.",
    "Async checkpointing has some overhead, a pinned-memory copy, so I'd measure the step time with it on.",
    # round 29: finished work reported, asked about, or taken back
    "Reimage the node and we're done - no, first I'd rerun the burn-in to see the fault follows it.",
    "Are we done once the driver matches, or should I also compare the NCCL builds?",
    "The follow-up tickets were all done by the next sprint.",
]


@pytest.mark.parametrize("text", ABSOLUTE)
def test_a_claim_made_absolute_is_caught(text):
    assert made_absolute(text)


@pytest.mark.parametrize("text", ABSOLUTE_KEPT)
def test_a_hedged_contrasted_asked_supposed_or_reported_absolute_is_not(text):
    assert not made_absolute(text), made_absolute(text)


COINCIDENCE = [
    "The kernel upgrade was a coincidence; the slowdown is the new tokenizer.",
    "That is NCCL picking tree at this size, the fabric migration is purely coincidental.",
    "It has nothing to do with the firmware rollout, it's the dataloader.",
]

COINCIDENCE_KEPT = [
    "The upgrade is probably a coincidence, but it went out an hour before, so I'd roll one rack back first.",
    "If the hang reproduces without the node, the upgrade was a coincidence.",
    "Is the maintenance a coincidence? Only a rerun on the old firmware tells.",
]


@pytest.mark.parametrize("text", COINCIDENCE)
def test_the_change_before_the_failure_declared_a_coincidence_is_caught(text):
    assert made_absolute(text)


@pytest.mark.parametrize("text", COINCIDENCE_KEPT)
def test_a_hedged_supposed_or_asked_coincidence_is_not(text):
    assert not made_absolute(text), made_absolute(text)
