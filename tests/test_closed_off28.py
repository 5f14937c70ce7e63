"""Round 28 (lane cw28, issue #12: confident-wrong answers rated strong).

``dismissals.made_absolute`` reads more ways of closing off a mechanism's cost or failure: it is free or instantaneous,
has no overhead, never hurts or never fails, holds "by definition", needs no further check, or the system has no
mechanism at all for what it does. A question, a supposition, someone else's belief, a claim taken back or denied
abstains, as for every absolute. Its rows are in tests/test_dismissals.py (ABSOLUTE, ABSOLUTE_KEPT); here, what
it does to a whole assessment.
"""

from __future__ import annotations

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, question_targets, topic_signals
from interviewer.interview.depth_rules import default_rules


def _assess(text: str, persona: str, topic_id: str, probe: str, question: str = ""):
    lib = load_library()
    topic = lib.persona(persona).topic(topic_id)
    target = Target(lib.rubric(topic.dimension), question_targets(topic, "probe", probe), frozenset(),
                    question or topic.question, topic_signals=topic_signals(topic))
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
