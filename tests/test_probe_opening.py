"""The answer to a probe is heard as an answer to the probe: what the topic's opening asked for and the probe did not
is the opening answer's to show, so naming it again while answering the probe credits nothing new (it is approached,
so a follow-up does not ask for it first). Plain code, no model."""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, opening_targets, question_targets

ANSWER = ("Shard inside the node and replicate across nodes with HYBRID_SHARD, so only the gradient all-reduce goes over "
          "the slow network.")


@pytest.fixture(scope="module")
def topic():
    return load_library().persona("design-architect").topic("memory-and-sharding")


def _assess(topic, act, signal, question):
    rubric = load_library().rubric(topic.dimension)
    target = Target(rubric, question_targets(topic, act, signal), frozenset(), question, opening_targets(topic, act, signal))
    return LexicalAssessor().assess_sync(ANSWER, target)


def test_a_probe_answer_is_not_credited_with_the_openings_other_signals(topic):
    probe = next(p for p in topic.ladder if p.signal == "topology-aware-layout")
    assert "sharding-strategies" in topic.targets and "topology-aware-layout" not in topic.targets
    result = _assess(topic, "probe", probe.signal, probe.text)
    assert set(result.shown) == {"topology-aware-layout"}
    assert "sharding-strategies" in result.approached


def test_the_opening_answer_and_a_probe_for_that_signal_still_credit_it(topic):
    assert opening_targets(topic) == ()
    assert "sharding-strategies" in _assess(topic, "question", "", topic.question).shown
    probe = next(p for p in topic.ladder if p.signal == "sharding-strategies")
    assert "sharding-strategies" in _assess(topic, "probe", probe.signal, probe.text).shown
