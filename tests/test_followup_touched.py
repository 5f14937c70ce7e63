"""Follow-ups (round 10): a signal the answer touched is asked for after the untouched ones.

An answer to a probe often says something about a later rung in words the matcher does not credit: it names the
rung's concept ("turn NCCL_DEBUG up and read it") without what the signal needs. That is ``touched``: not evidence,
so depth and the signals shown do not move, but the next probe asks elsewhere first rather than ask for what was just
said. Plain data and the lexical assessor and policy, no model. The wording is this file's own.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, question_targets
from interviewer.interview.plan import Segment
from interviewer.interview.policy import decide_topic_step
from interviewer.interview.state import TopicState

TOUCHING = "Honestly I'd turn NCCL_DEBUG up and rerun it, then see what the output says."
"""A partial answer to the collective-hang topic's first probe (which rank caused it) that names the debug variable."""


@pytest.fixture(scope="module")
def topic():
    return load_library().persona("oncall-lead").topic("collective-hang")


def after_first_probe(topic, text):
    probe = topic.ladder[0]
    rubric = load_library().rubric(topic.dimension)
    result = LexicalAssessor().assess_sync(text, Target(rubric, question_targets(topic, "probe", probe.signal),
                                                        frozenset(), probe.text))
    ts = TopicState(Segment("topic", topic.id, topic.dimension), shown=dict(result.shown), asked_probes=[0], probes=1)
    return result, ts


def test_a_named_concept_is_touched_not_shown(topic):
    result, _ = after_first_probe(topic, TOUCHING)
    assert "nccl-debug-output" not in result.shown and "nccl-debug-output" not in result.approached
    assert "nccl-debug-output" in result.touched


def test_the_next_probe_asks_for_an_untouched_rung_first(topic):
    result, ts = after_first_probe(topic, TOUCHING)
    step = decide_topic_step(topic, ts, result.depth, result.missing, result.approached, result.touched)
    assert step.act == "probe" and step.signal == topic.ladder[2].signal


def test_touched_orders_without_excluding(topic):
    # Every open rung touched: the first of them is still asked (touched is weaker than approached), and a deepen
    # still takes the next harder rung rather than move on.
    ts = TopicState(Segment("topic", topic.id, topic.dimension), asked_probes=[0], probes=1)
    every = [probe.signal for probe in topic.ladder]
    assert decide_topic_step(topic, ts, "partial", [], [], every).signal == every[1]
    assert decide_topic_step(topic, ts, "strong", [], [], every).signal == every[1]
    step = decide_topic_step(topic, ts, "strong", [], [], every[1:2])
    assert step.act == "deepen" and step.signal == every[2]
