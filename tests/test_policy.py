"""The follow-up policy as plain code: no model, no transcript; state built by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from interviewer.content import load_library
from interviewer.interview.plan import Segment, build_plan
from interviewer.interview.policy import (
    MAX_CODE_RUNS, MAX_SCENARIO_TURNS, REMEDIATION, Clock, decide_scenario, decide_task, decide_topic,
)
from interviewer.interview.state import TopicState
from interviewer.interview.steps import AskCandidate, CheckNumbers, EndStage, NextTopic, RevealArtifact, RunCode
from interviewer.transcript import NumberCheck

FIXTURES = Path(__file__).parent / "fixtures" / "engine"
ZERO = Clock(stage_s=0, topic_s=0)


@pytest.fixture(scope="module")
def plan():
    return build_plan(load_library([FIXTURES], include_builtin=False), loop_id="fx-loop")


@pytest.fixture
def screen(plan):
    return plan.stages[0]


def topic_state(sp, topic_id="nccl-hang", **kw):
    return TopicState(Segment("topic", topic_id, "fx-collectives"), **kw)


def test_weak_answer_probes_the_first_missing_signal_in_ladder_order(screen):
    topic = screen.topic("nccl-hang")
    step = decide_topic(topic, topic_state(screen), "weak", ["debug-output", "hang-rank", "versions"], ZERO,
                        plan=screen)
    assert step == AskCandidate("probe", "What would NCCL's own logging tell you?", signal="debug-output",
                                probe_index=0)


def test_partial_answer_is_probed_for_exactly_what_it_lacked(screen):
    topic = screen.topic("nccl-hang")
    ts = topic_state(screen, shown={"debug-output": "q", "hang-rank": "q"})
    step = decide_topic(topic, ts, "partial", ["versions"], ZERO, plan=screen)
    assert step == AskCandidate("probe", "Could anything differ between the nodes?", signal="versions",
                                probe_index=2)


def test_strong_answer_that_left_nothing_open_moves_on(screen):
    ts = topic_state(screen, shown={"debug-output": "q", "hang-rank": "q", "versions": "q"})
    step = decide_topic(screen.topic("nccl-hang"), ts, "strong", [], ZERO, plan=screen)
    assert step == NextTopic("strong")


def test_strong_answer_is_deepened_once_with_the_next_rung_it_has_not_shown(screen):
    # Rewritten: a strong answer used to move on at once; now it raises the bar once per topic.
    topic = screen.topic("nccl-hang")
    ts = topic_state(screen, shown={"debug-output": "q"})
    step = decide_topic(topic, ts, "strong", [], ZERO, plan=screen)
    assert step == AskCandidate("deepen", "How do you find the rank that is stuck?", signal="hang-rank",
                                probe_index=1)
    ts = topic_state(screen, shown={"debug-output": "q", "hang-rank": "q"}, asked_probes=[1], probes=1, deepened=1)
    assert decide_topic(topic, ts, "strong", [], ZERO, plan=screen) == NextTopic("strong")


def test_no_follow_up_ever_asks_for_a_signal_the_topic_has_shown(screen):
    topic = screen.topic("nccl-hang")
    for depth in ("weak", "partial", "strong"):
        ts = topic_state(screen, shown={"debug-output": "q", "versions": "q"})
        step = decide_topic(topic, ts, depth, ["debug-output", "versions"], ZERO, plan=screen)
        assert step.act in ("probe", "deepen") and step.signal == "hang-rank"


def test_an_asked_probe_is_not_asked_again_and_a_spent_ladder_moves_on(screen):
    topic = screen.topic("nccl-hang")
    ts = topic_state(screen, asked_probes=[0, 1, 2], probes=3)
    assert decide_topic(topic, ts, "weak", ["debug-output"], ZERO, plan=screen) == NextTopic("ladder-spent")
    ts = topic_state(screen, asked_probes=[0], probes=1)
    step = decide_topic(topic, ts, "weak", ["debug-output", "versions"], ZERO, plan=screen)
    assert step.signal == "versions"


def test_max_probes_bounds_the_topic(screen):
    topic = screen.topic("ring-math")  # max_probes: 1
    ts = topic_state(screen, "ring-math", asked_probes=[0], probes=1)
    assert decide_topic(topic, ts, "weak", ["debug-output"], ZERO, plan=screen) == NextTopic("ladder-spent")


def test_topic_time_moves_on_and_stage_time_closes_the_stage(screen):
    topic = screen.topic("nccl-hang")
    assert decide_topic(topic, topic_state(screen), "weak", ["versions"], Clock(stage_s=60, topic_s=8 * 60),
                        plan=screen) == NextTopic("time")
    assert decide_topic(topic, topic_state(screen), "weak", ["versions"], Clock(stage_s=30 * 60, topic_s=0),
                        plan=screen) == EndStage("time")


def test_numbers_are_checked_once_per_answer_and_a_wrong_one_is_probed(screen):
    topic = screen.topic("nccl-hang")
    ts = topic_state(screen)
    assert decide_topic(topic, ts, "weak", [], ZERO, plan=screen, answer_seq=7, check_numbers=True) == CheckNumbers(7)
    ts.numbers_checked_seq = 7
    ts.numbers_off = [NumberCheck(claim="140 GB per GPU", ok=False)]
    step = decide_topic(topic, ts, "strong", [], ZERO, plan=screen, answer_seq=7, check_numbers=True)
    assert step.act == "numbers-probe" and "140 GB per GPU" in step.text


def test_scenario_rules(plan):
    sp = plan.stages[1]
    seg = Segment("scenario", "fx-hang", "fx-debugging")
    assert decide_scenario(TopicState(seg, requested=["smi"]), ZERO, plan=sp) == RevealArtifact(("smi",))
    step = decide_scenario(TopicState(seg, requested=["smi"], revealed=["smi"]), ZERO, plan=sp)
    assert step.act == "reply" and "already" in step.text
    assert decide_scenario(TopicState(seg, diagnosis="driver-skew"), ZERO, plan=sp) == AskCandidate(
        "remediation", REMEDIATION)
    assert decide_scenario(TopicState(seg, diagnosis="d", remediation_asked=True), ZERO, plan=sp) == NextTopic(
        "diagnosed")
    assert decide_scenario(TopicState(seg, answers=MAX_SCENARIO_TURNS), ZERO, plan=sp) == NextTopic("turn-budget")


def test_task_rules(plan):
    sp = plan.stages[0]
    seg = Segment("task", "t", "fx-collectives")
    follow = ["What is the bandwidth cost?"]
    kw = dict(plan=sp, answer_seq=5, can_run=True)
    assert decide_task(TopicState(seg), follow, ZERO, answer_is_code=True, **kw) == RunCode(5)
    assert decide_task(TopicState(seg), follow, ZERO, answer_is_code=False, **kw).act == "reply"
    failed = TopicState(seg, ran_seq=5, code_runs=1, last_verdict="FAIL — wrong sum")
    step = decide_task(failed, follow, ZERO, answer_is_code=True, **kw)
    assert step.act == "retry-code" and "FAIL — wrong sum" in step.text
    passed = TopicState(seg, ran_seq=5, code_runs=1, code_passed=True, last_verdict="PASS")
    step = decide_task(passed, follow, ZERO, answer_is_code=True, **kw)
    assert step.act == "follow-up" and step.text.endswith("What is the bandwidth cost?")
    spent = TopicState(seg, ran_seq=5, code_runs=MAX_CODE_RUNS, followups=1, last_verdict="FAIL")
    assert decide_task(spent, follow, ZERO, answer_is_code=True, **kw) == NextTopic("runs-spent")
