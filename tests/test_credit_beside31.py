"""Round 31: what an answer shows beside the question, when it shows nothing that was asked.

An answer rated weak that shows nothing asked is not credited with the neighbouring signals it names: that is name-
dropping on the way past the question (on the dev sources C..AC, 3 such credits labelled to 98 not). An answer the
verdict reads as partial or strong has reached what was asked in its own words; what it shows concretely beside the
question is credited like any other signal, once the other gates (the topic never asks it, another question of the
topic asks it, its concepts pieced across sentences) have passed it (37 labelled to 9 not). The depth does not change,
and a signal so credited is one a follow-up does not ask for again.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from listening_helpers import engine_assess

NOTHING_ASKED = "nothing asked shown; not credited beside it"


@pytest.fixture(scope="module")
def library():
    return load_library()


def assess(library, ref: str, text: str, probe: str = ""):
    """The engine's own target for the question: targets, what other questions ask, what the topic asks at all."""
    return engine_assess(library, ref, text, probe)


@pytest.mark.parametrize("ref, text, depth, neighbour", [
    ("oncall-lead/first-ten-minutes",
     "First thing I'd look at is what changed: any deploy, driver update or config push around the last step that "
     "logged, because a hang that starts right after a rollout is usually the rollout.", "partial", "timeline-first"),
    ("infra-reliability/silent-corruption",
     "Before a node goes back into the pool it has to pass DCGM diagnostics at level 3 and a burn-in, and we run "
     "single-node nccl-tests in the Slurm prologue so a bad box is caught before the job lands on it.", "partial",
     "health-checks"),
    ("infra-hiring-manager/utilization-story",
     "We first had to agree what utilization meant: allocated GPU-hours were 90% but SM activity from DCGM averaged "
     "41%, so we tracked productive hours, jobs that finished or checkpointed, as the metric.", "partial",
     "metric-definition"),
])
def test_an_answer_reaching_the_question_keeps_what_it_shows_beside_it(library, ref, text, depth, neighbour):
    result = assess(library, ref, text)
    assert result.depth == depth
    assert not set(result.shown) & set(result.targets)  # nothing asked shown ...
    assert neighbour in result.shown  # ... and the neighbour it shows concretely is credited
    assert neighbour not in result.missing and neighbour not in result.approached
    assert not any(line.startswith(NOTHING_ASKED) for line in result.evidence)


@pytest.mark.parametrize("ref, text, neighbour", [
    ("oncall-lead/first-ten-minutes",
     "Honestly I have never been on call for a training cluster. I'd look at what changed, any deploy or config push "
     "around the last logged step.", "timeline-first"),
    ("oncall-lead/first-ten-minutes",
     "It's always the last deploy. Roll it back, done: what changed around the last logged step is the cause every "
     "time.", "timeline-first"),
])
def test_a_weak_answer_is_not_credited_beside_the_question(library, ref, text, neighbour):
    result = assess(library, ref, text)
    assert result.depth == "weak"
    assert result.shown == {}
    assert neighbour in result.approached  # not asked for first by the next follow-up
    assert any(line.startswith(f"{NOTHING_ASKED}: {neighbour}") for line in result.evidence)
