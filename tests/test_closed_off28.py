"""Round 28 (lane cw28, issue #12: confident-wrong answers rated strong).

``dismissals.made_absolute`` reads more ways of closing off a mechanism's cost or failure: it is free or instantaneous,
has no overhead, never hurts or never fails, holds "by definition", needs no further check, or the system has no
mechanism at all for what it does. A question, a supposition, someone else's belief, a claim taken back or denied
abstains, as for every absolute.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, question_targets, topic_signals
from interviewer.interview.depth_rules import default_rules
from interviewer.interview.dismissals import made_absolute

CLOSED_OFF = [
    "Turn on the flight recorder everywhere; the ring buffer is essentially free, so leave it on in production.",
    "Checkpointing to local NVMe is basically instant, so the interval doesn't matter much.",
    "With peer-to-peer copies the resharding is instantaneous, whatever the model size.",
    "Async checkpointing has no overhead because the copy happens on a side stream.",
    "A rank that misses the barrier by five seconds is dead by definition.",
    "Once the checksum differs we swap the node; there's no need for a second run to confirm it.",
    "Gradient clipping never hurts, so clip at 0.1 on every run.",
    "The scheduler never fails over silently, so a hang can't be the control plane.",
    "Slurm has no mechanism for noticing a dead GPU, so we wrote our own daemon.",
]

KEPT = [
    "The flight recorder is cheap but not free: a few MB of host memory per rank, so I'd size the ring buffer.",
    "Is the copy really instantaneous? On a 70B model I'd expect seconds over PCIe.",
    "If the overlap were perfect the all-gather would be essentially free, but at this size it is exposed.",
    "Async checkpointing isn't free: the snapshot to pinned memory still stalls the step for a second or two.",
    "We run on spot with checkpoints every ten minutes so preemption doesn't hurt much.",
    "People say clipping never hurts, but clipping at 0.1 stalls learning early in the run.",
    "Having a fallback never hurts? Maybe, but it hides the fabric problem.",
    "Async checkpointing has some overhead, a pinned-memory copy, so I'd measure the step time with it on.",
]


@pytest.mark.parametrize("text", CLOSED_OFF)
def test_a_mechanism_declared_free_infallible_or_needless_is_caught(text):
    assert made_absolute(text)


@pytest.mark.parametrize("text", KEPT)
def test_a_cost_named_asked_supposed_reported_or_reasoned_is_not(text):
    assert not made_absolute(text), made_absolute(text)


def _assess(text: str, persona: str, topic_id: str, probe: str):
    lib = load_library()
    topic = lib.persona(persona).topic(topic_id)
    target = Target(lib.rubric(topic.dimension), question_targets(topic, "probe", probe), frozenset(), topic.question,
                    topic_signals=topic_signals(topic))
    return LexicalAssessor(rules=default_rules()).assess_sync(text, target)


FLUENT = ("Set TORCH_NCCL_TRACE_BUFFER_SIZE and TORCH_NCCL_DUMP_ON_TIMEOUT=1 so every rank dumps its flight recorder "
          "when the watchdog fires, then compare the last collective sequence number each rank entered: the rank "
          "that is behind the others is the one that never arrived. {claim}")


def test_a_fluent_answer_that_closes_off_the_cost_is_weak():
    honest = _assess(FLUENT.format(claim="The buffer costs a little host memory per rank, so I keep it small."),
                     "oncall-lead", "collective-hang", "hang-localisation")
    closed = _assess(FLUENT.format(claim="It's essentially free, so leave it on at full size in production."),
                     "oncall-lead", "collective-hang", "hang-localisation")
    assert honest.depth != "weak"
    assert closed.depth == "weak"
    assert any("made absolute" in line for line in closed.evidence)
