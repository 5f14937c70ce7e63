"""No giveaways: what a candidate sees before asking never states a scenario's accepted diagnosis.

Three patterns are checked across every shipped scenario, persona and loop:
- a ladder line (or a topic's opening question) that names the cause: no probe text, in any persona,
  may match any scenario's accepted-diagnosis evidence;
- an artifact shown at the start (or the situation) that already points at the culprit: none may match
  its own scenario's diagnosis evidence;
- a reveal rule so loose that a passing mention releases an artifact: a hypothesis or a guess that asks
  for nothing ("maybe it's the driver", "I suspect the network") releases no artifact at all.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.matching import matches_any

LIB = load_library([])
SCENARIOS = sorted(LIB.scenarios)

# Guesses and hypotheses that name a suspect without asking to see anything. Written the way people talk.
GUESSES = [
    "maybe it's a driver problem",
    "i suspect the network honestly",
    "could be a hardware fault on one of the gpus",
    "my gut says its the data",
    "sounds like a memory leak to me",
    "probably one bad node",
    "I think the NCCL version is wrong",
    "it's the firmware update, has to be",
    "some kind of race condition maybe",
    "feels like a config problem",
    "i'd guess the storage is slow",
    "the checkpoint is probably corrupt",
    "uh it could be the fabric or the switches i guess",
    "thermal throttling probably",
    "definitely the learning rate",
    "the scheduler did something weird",
    "the nodes are probably fine",
    "we should make some changes to the timeout",
    "the new node is broken probably",
    "i bet it's the placement group",
    "it's the replica",
    "could be the rendezvous",
    "i reckon the checksum is just flaky",
]


def _ladder_lines() -> list[tuple[str, str]]:
    out = []
    for pid, persona in sorted(LIB.personas.items()):
        for topic in persona.topics:
            out.append((f"{pid}/{topic.id}:question", topic.question))
            for k, probe in enumerate(topic.ladder):
                out.append((f"{pid}/{topic.id}:ladder[{k}]", probe.text))
    return out


LADDER = _ladder_lines()


@pytest.mark.parametrize("sid", SCENARIOS)
def test_no_ladder_line_states_a_diagnosis(sid: str) -> None:
    sc = LIB.scenarios[sid]
    for where, text in LADDER:
        for diag in sc.accepted_diagnoses:
            assert not matches_any(text, diag.evidence), f"{where} states {sid}'s diagnosis '{diag.id}': {text!r}"


@pytest.mark.parametrize("sid", SCENARIOS)
def test_nothing_shown_at_start_states_the_diagnosis(sid: str) -> None:
    sc = LIB.scenarios[sid]
    shown = [("situation", sc.situation)] + [(f"artifact {a.id}", a.title + "\n" + a.content)
                                            for a in sc.artifacts if a.shown_at_start]
    for where, text in shown:
        for diag in sc.accepted_diagnoses:
            assert not matches_any(text, diag.evidence), f"{sid}: the {where} already states '{diag.id}'"


@pytest.mark.parametrize("sid", SCENARIOS)
def test_a_guess_releases_nothing(sid: str) -> None:
    sc = LIB.scenarios[sid]
    for art in sc.artifacts:
        if art.shown_at_start:
            continue
        for guess in GUESSES:
            assert not matches_any(guess, art.reveal_on), f"{sid}/{art.id} is released by the guess {guess!r}"


def test_every_scenario_and_task_is_drawn_by_a_shipped_loop() -> None:
    scenarios = {s for lp in LIB.loops.values() for st in lp.stages for s in st.scenario_pool()}
    tasks = {t for lp in LIB.loops.values() for st in lp.stages for t in st.task_pool()}
    assert scenarios == set(LIB.scenarios), f"unreachable scenarios: {sorted(set(LIB.scenarios) - scenarios)}"
    assert tasks == set(LIB.tasks), f"unreachable tasks: {sorted(set(LIB.tasks) - tasks)}"


def test_both_loops_have_hands_on_stages() -> None:
    for lid, loop in LIB.loops.items():
        assert any(st.scenario_pool() for st in loop.stages), f"{lid} has no incident stage"
        hands_on = [st for st in loop.stages if st.task_pool() or LIB.personas[st.persona].stage == "system_design"]
        assert hands_on, f"{lid} has no hands-on exercise"
    infra = LIB.loops["ai-infra-engineer"]
    incident = [s for st in infra.stages for s in st.scenario_pool()]
    assert {"xid79-fallen-off-bus", "roce-pfc-ecn-regression", "ray-head-oom", "ray-placement-group-pending"} <= set(incident)


@pytest.mark.parametrize("sid", SCENARIOS)
def test_every_scenario_has_facts_and_no_fact_states_the_diagnosis(sid: str) -> None:
    facts = LIB.facts_for(f"scenario:{sid}")
    assert facts, f"{sid} has no facts sheet (facts/scenario.{sid}.yaml)"
    assert len(facts) >= 4, f"{sid}: an on-call lead knows more than {len(facts)} facts"
    for fact in facts:
        for diag in LIB.scenarios[sid].accepted_diagnoses:
            assert not matches_any(fact.text, diag.evidence), f"{sid}: fact '{fact.id}' states '{diag.id}'"


@pytest.mark.parametrize("stage", ["capacity-exercise", "reliability", "incident", "training-systems"])
def test_the_new_ai_infra_stages_have_facts(stage: str) -> None:
    facts = LIB.facts_for(f"stage:ai-infra-engineer/{stage}")
    assert len(facts) >= 2, f"stage {stage} has no facts sheet"
