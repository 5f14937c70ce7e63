"""The answer to a probe is heard as an answer to the probe: what the topic asks with a question of its own (the
opening's targets, a later rung of the ladder) and the probe did not is not credited from a passing mention in it; it
is approached, so a follow-up asks elsewhere first. Plain code, no model."""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, elsewhere_targets, question_targets

ANSWER = ("Shard inside the node and replicate across nodes with HYBRID_SHARD, so only the gradient all-reduce goes over "
          "the slow network.")


@pytest.fixture(scope="module")
def topic():
    return load_library().persona("design-architect").topic("memory-and-sharding")


def _assess(topic, act, signal, question):
    rubric = load_library().rubric(topic.dimension)
    target = Target(rubric, question_targets(topic, act, signal), frozenset(), question,
                    elsewhere_targets(topic, act, signal))
    return LexicalAssessor().assess_sync(ANSWER, target)


def test_a_probe_answer_is_not_credited_with_the_openings_other_signals(topic):
    probe = next(p for p in topic.ladder if p.signal == "topology-aware-layout")
    assert "sharding-strategies" in topic.targets and "topology-aware-layout" not in topic.targets
    result = _assess(topic, "probe", probe.signal, probe.text)
    assert set(result.shown) == {"topology-aware-layout"}
    assert "sharding-strategies" in result.approached


def test_the_opening_answer_and_a_probe_for_that_signal_still_credit_it(topic):
    assert elsewhere_targets(topic) == ()
    assert "sharding-strategies" in _assess(topic, "question", "", topic.question).shown
    probe = next(p for p in topic.ladder if p.signal == "sharding-strategies")
    assert "sharding-strategies" in _assess(topic, "probe", probe.signal, probe.text).shown


def test_a_later_rung_named_in_passing_is_a_preview_not_its_answer():
    """The ladder's later rung has its own probe: a schedule named while answering how idle the pipeline is does not
    show the schedule signal (approached: the interviewer asks elsewhere first)."""
    library = load_library()
    layout = library.persona("design-architect").topic("run-layout")
    probe = next(p for p in layout.ladder if p.signal == "pipeline-bubble")
    assert "pipeline-schedules" in elsewhere_targets(layout, "probe", probe.signal)
    text = ("With p stages and m micro-batches the idle share is (p-1)/(m+p-1) for 1F1B, so 4 stages and 32 micro-batches "
            "is about 9 percent; more micro-batches shrink it.")
    target = Target(library.rubric(layout.dimension), question_targets(layout, "probe", probe.signal), frozenset(),
                    probe.text, elsewhere_targets(layout, "probe", probe.signal))
    result = LexicalAssessor().assess_sync(text, target)
    assert set(result.shown) == {"pipeline-bubble"} and result.depth == "strong"
    assert "pipeline-schedules" in result.approached
