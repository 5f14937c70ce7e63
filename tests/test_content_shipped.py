"""The shipped loops, personas and rubrics: they validate, the counts hold, and the content keeps its promises.

These are plain-data tests (no model involved), so no cassettes.
"""

from __future__ import annotations

import re

import pytest

from interviewer.content import load_library
from interviewer.content.matching import compile_phrase, matches_any
from interviewer.content.models import FOLDERS
from interviewer.content.paths import builtin_root, content_files
from interviewer.content.validate import validate

RUBRIC_IDS = {
    "nccl-collectives", "fsdp-sharding", "parallelism-strategy", "fault-tolerance-checkpointing",
    "gpu-cluster-operations", "performance-engineering", "data-pipelines", "post-training-rl-infra",
    "ray-orchestration", "cost-utilization", "debugging-method", "structured-communication",
    "collective-implementation", "postmortem-ownership", "training-stability",
}


@pytest.fixture(scope="module")
def lib():
    return load_library()


def test_shipped_content_validates_with_no_problems():
    report = validate()
    assert [str(p) for p in report.problems] == []
    assert report.ok


def test_counts(lib):
    counts = lib.counts()
    assert counts["loops"] >= 2
    assert counts["personas"] >= 8
    assert counts["rubrics"] >= 12
    assert set(lib.rubrics) == RUBRIC_IDS


def test_every_file_is_named_after_its_id():
    for kind, path in content_files(builtin_root()):
        from interviewer.content import load_file

        item, _ = load_file(path, kind)
        assert path.stem == item.id, path


@pytest.mark.parametrize("rubric_id", sorted(RUBRIC_IDS))
def test_rubric_shape(lib, rubric_id):
    r = lib.rubric(rubric_id)
    assert [lv.score for lv in r.levels] == [1, 2, 3, 4]
    assert all(len(lv.anchor.split()) >= 25 for lv in r.levels), "anchors must describe behaviour concretely"
    assert len(r.signals) >= 5
    assert len(r.red_flags) >= 2
    for s in r.signals:
        assert 4 <= len(s.evidence) <= 10, s.id
        for phrase in s.evidence:
            compile_phrase(phrase)
    for f in r.red_flags:
        # A practice is found by its phrases; a misconception by the claim concepts of lexicon/misconceptions.yaml.
        assert (f.concepts and not f.evidence) if f.kind == "misconception" else f.evidence, f.id
    assert sum(f.kind == "misconception" for f in r.red_flags) >= 3, "every dimension catalogues its misconceptions"


@pytest.mark.parametrize("rubric_id", sorted(RUBRIC_IDS))
def test_reference_answers_show_several_signals(lib, rubric_id):
    """A model answer should light up a good part of its own rubric under the lexical assessor."""
    r = lib.rubric(rubric_id)
    assert r.reference_answers
    for answer in r.reference_answers:
        shown = [s.id for s in r.signals if matches_any(answer, s.evidence)]
        assert len(shown) >= 3, shown
        flagged = [f.id for f in r.red_flags if matches_any(answer, f.evidence)]
        assert flagged == []


WEAK_ANSWERS = [
    "I would restart the pod and check the network. Maybe the GPU ran out of memory, so add more memory "
    "and increase the timeout.",
    "Honestly I'd look at the logs and see what is going on, then fix the problem and move on.",
    "The model is big so we split it across GPUs. Training is slow because the network is slow.",
    "I'm a team player and I communicate well. I worked on machine learning projects with PyTorch.",
]


@pytest.mark.parametrize("answer", WEAK_ANSWERS)
def test_generic_answers_show_no_signal(lib, answer):
    """Evidence terms must be specific: vague answers that every candidate could give match nothing."""
    hits = {rid: [s.id for s in r.signals if matches_any(answer, s.evidence)] for rid, r in lib.rubrics.items()}
    assert {rid: ids for rid, ids in hits.items() if ids} == {}


def test_wrong_layer_answers_raise_red_flags(lib):
    answer = WEAK_ANSWERS[0]
    assert "wrong-layer-restart" in [f.id for f in lib.rubric("nccl-collectives").red_flags
                                     if matches_any(answer, f.evidence)]
    assert "add-more-memory" in [f.id for f in lib.rubric("ray-orchestration").red_flags
                                 if matches_any(answer, f.evidence)]


def test_personas_are_distinct_and_never_give_the_answer_away(lib):
    names = [p.name for p in lib.personas.values()]
    styles = [p.voice.style for p in lib.personas.values()]
    openings = [p.opening for p in lib.personas.values()]
    assert len(set(names)) == len(names) and len(set(styles)) == len(styles) and len(set(openings)) == len(openings)
    for p in lib.personas.values():
        assert any("answer away" in rule.lower() for rule in p.never), p.id


def test_persona_topics_and_ladders(lib):
    for p in lib.personas.values():
        assert 2 <= len(p.topics) <= 4, p.id
        for t in p.topics:
            assert 3 <= len(t.ladder) <= 6, (p.id, t.id)
            rubric = lib.rubric(t.dimension)
            for probe in t.ladder:
                # A probe must not contain its own answer: if its words matched the signal's evidence,
                # a candidate could score by repeating the question back.
                evidence = rubric.signal(probe.signal).evidence
                assert not matches_any(probe.text, evidence), (p.id, t.id, probe.text)


def test_training_engineer_loop_follows_the_five_stages(lib):
    loop = lib.loop("training-engineer")
    assert [s.id for s in loop.stages] == ["screen", "coding", "system-design", "debugging", "panel"]
    stages = {s.id: s for s in loop.stages}
    # The coding and debugging stages draw from pools now (each session draws one, seeded).
    assert "ring-allreduce" in stages["coding"].task_pool()
    assert "nccl-driver-mismatch-hang" in stages["debugging"].scenario_pool()
    assert lib.persona(stages["debugging"].persona).stage == "debugging"
    assert lib.persona(stages["system-design"].persona).stage == "system_design"
    assert "run-postmortem" in stages["panel"].topics


def test_ai_infra_loop_covers_the_four_signals(lib):
    loop = lib.loop("ai-infra-engineer")
    dims = {lib.persona(s.persona).topic(t).dimension for s in loop.stages for t in s.topics}
    assert {"gpu-cluster-operations", "nccl-collectives", "ray-orchestration", "cost-utilization"} <= dims


def test_scenarios_run_only_with_debugging_personas(lib):
    for loop in lib.loops.values():
        for stage in loop.stages:
            if stage.scenario_pool():
                assert lib.persona(stage.persona).stage == "debugging", (loop.id, stage.id)


def test_stage_topic_minutes_fit_the_stage(lib):
    for loop in lib.loops.values():
        for stage in loop.stages:
            persona = lib.persona(stage.persona)
            minutes = sum(persona.topic(t).minutes for t in stage.topics)
            assert minutes <= stage.minutes, (loop.id, stage.id, minutes)


_PROMO = re.compile(r"https?://|www\.|amazon\.|0-to-1|interview playbook|sirjohnnymai|B0H2CML9XD|tag=", re.I)


def test_no_links_or_promotion_in_shipped_content():
    root = builtin_root()
    checked = 0
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.is_file() and path.suffix in {".yaml", ".yml", ".py", ".md", ".txt"}:
                text = path.read_text(encoding="utf-8")
                match = _PROMO.search(text)
                assert match is None, f"{path}: {match.group(0) if match else ''}"
                checked += 1
    assert checked >= 25
