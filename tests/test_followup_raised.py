"""Follow-ups (round 6): what a concrete answer raises as its own working question is not asked for next.

"Is every rank stuck, or are most of them waiting on one?" in the middle of a worked answer is the
candidate scoping the problem out loud. It is a question, so it shows nothing (the concept matcher
discounts questions and depth does not move), but the answer has gone there: a probe asks elsewhere
first. Plain data and the lexical assessor and policy: no model, so no cassettes. The wording is this
file's own.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, question_targets
from interviewer.interview.plan import Segment
from interviewer.interview.policy import decide_topic_step
from interviewer.interview.state import TopicState
from interviewer.interview.substance import read_substance

WORKED = ("First the timeline: when was the last step logged, and was there a deploy or a node swap around then? "
          "Then: is every rank stuck, or are most of them waiting on one? I'd take py-spy dumps on a dozen ranks "
          "across nodes and read dmesg on any node whose ranks are somewhere else.")
"""A worked answer to oncall-lead/first-ten-minutes that raises the scope as its own question."""


@pytest.fixture(scope="module")
def topic():
    return load_library().persona("oncall-lead").topic("first-ten-minutes")


def assess(topic, text):
    library = load_library()
    target = Target(library.rubric(topic.dimension), question_targets(topic), frozenset(), topic.question)
    return LexicalAssessor().assess_sync(text, target)


def test_a_scope_raised_as_a_working_question_and_worked_is_shown(topic):
    # Round 26: asking the scope is the skill (lexicon ``inquiry: true``); raised and then worked, it is shown (on the
    # dev sources 20 such credits the labels give to 1 they do not). Closing questions only, it is not (round 8).
    result = assess(topic, WORKED)
    assert "scope-blast-radius" in result.shown


def test_the_probe_after_it_asks_elsewhere_first(topic):
    result = assess(topic, WORKED)
    ts = TopicState(Segment("topic", topic.id, topic.dimension), shown=dict(result.shown))
    step = decide_topic_step(topic, ts, result.depth, result.missing, result.approached)
    assert getattr(step, "signal", "") != "scope-blast-radius"


def test_a_bare_question_back_raises_nothing(topic):
    # Not a concrete answer: a question back to the interviewer is not the candidate working the problem.
    result = assess(topic, "Is every rank stuck, or are most of them waiting on one?")
    assert result.approached == [] and "scope-blast-radius" not in result.shown


def test_a_strong_answer_that_went_everywhere_left_moves_on_rather_than_deepen(topic):
    # Round 9: every open rung approached (said in the answer's own words or raised as a working question), the deepen
    # would ask for what was just said; the interviewer moves on. One rung left unapproached is still the deepen.
    ts = TopicState(Segment("topic", topic.id, topic.dimension))
    every = [probe.signal for probe in topic.ladder]
    assert type(decide_topic_step(topic, ts, "strong", [], every)).__name__ == "NextTopic"
    step = decide_topic_step(topic, ts, "strong", [], every[:-1])
    assert step.act == "deepen" and step.signal == every[-1]


def test_a_worked_answer_that_ends_by_asking_back_still_raises_what_came_before(topic):
    # Round 10: a concrete answer that closes with a question to the interviewer ("do we keep ...?") is asking back
    # at the end only; the working questions before it still count for depth, as without the closing question.
    asked_back = WORKED + " Do we keep per-rank step logs somewhere?"
    library = load_library()
    target = Target(library.rubric(topic.dimension), question_targets(topic), frozenset(), topic.question)
    assessor = LexicalAssessor()
    reading = assessor.lexicon.read(asked_back, topic.question)
    raised = assessor.raised(reading, target, read_substance(reading, assessor.lexicon, target.dimension, topic.question))
    assert "scope-blast-radius" in raised
    assert assess(topic, asked_back).depth == assess(topic, WORKED).depth
