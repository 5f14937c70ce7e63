"""Follow-ups over the whole labelled dev set: every dev source (A and B dev, and the retired held-out sets C, D, E, F,
G and H), not only A and B. The interviewer must not ask for a signal the answer showed: never by the assessor's own
reading, and rarely by the human labels (a signal said in words the matcher misses can still be asked for). Answers to
probes are checked on their own, since most of a real interview's answers are to probes.

Plain code, no model. Only dev files are read; the held-out test splits are never opened here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))
from assessor_cv import load_sources  # noqa: E402
import assessor as bench  # noqa: E402

pytestmark = pytest.mark.timeout(900)
"""The module fixture reads every dev answer through the assessor (over 19,000 since round 40, ~600 more each round a
blind set is retired): its own bound, not the suite's 300 s per test, which a loaded machine exceeded in round 40."""

MAX_REDUNDANT = 0.02
"""Issue #12's target for follow-ups that ask for a signal the answer showed, by the labels."""


@pytest.fixture(scope="module")
def dev():
    items = load_sources()
    return items, bench.run_direct(items)


def follow_ups(items, verdicts, *, to_probes: bool = False):
    return [(it, v) for it, v in zip(items, verdicts) if v.next_act in ("probe", "deepen")
            and (not to_probes or it.probe_signal)]


def test_every_dev_source_is_read(dev):
    items, _ = dev
    assert {bench.source_of(it) for it in items} == set(bench.SOURCES)


def test_no_follow_up_asks_for_a_signal_the_assessor_saw(dev):
    assert not [it.id for it, v in follow_ups(*dev) if v.next_signal in v.shown]


@pytest.mark.parametrize("to_probes", [False, True], ids=["every-answer", "answers-to-probes"])
def test_follow_ups_rarely_ask_for_a_signal_the_labels_say_was_shown(dev, to_probes):
    asked = follow_ups(*dev, to_probes=to_probes)
    redundant = [it.id for it, v in asked if v.next_signal in it.signals]
    assert len(asked) > 500
    assert len(redundant) <= MAX_REDUNDANT * len(asked), f"{len(redundant)} of {len(asked)}"
