"""Variety: opening variants and probe phrasings, drawn per session from the seed, recorded, replayed.

Offline through `interviewer chat --answers` (the loop a person uses) and the planner; the
content checks run over the shipped personas.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.content.validate import validate
from interviewer.interview.launch import plan_from_header
from interviewer.interview.plan import build_plan
from interviewer.interview.variety import role_phrase
from interviewer.transcript import read_transcript
from interviewer.transcript.events import Header

LIB = load_library([])
ASKING = ("question", "probe", "deepen", "rephrase")


def _norm(text: str) -> str:
    return " ".join(text.split()).lower()


def test_every_shipped_topic_has_three_openings_and_every_probe_two_phrasings() -> None:
    for persona in LIB.personas.values():
        for topic in persona.topics:
            openings = topic.openings()
            assert len(openings) >= 3, f"{persona.id}/{topic.id}"
            assert len({_norm(o.question) for o in openings}) == len(openings), f"{persona.id}/{topic.id}"
            # Variants are other angles on the same targets, so any draw is assessed alike.
            assert all(set(o.targets) == set(topic.targets) for o in openings), f"{persona.id}/{topic.id}"
            for probe in topic.ladder:
                phrasings = probe.phrasings()
                assert len(phrasings) >= 2 and len({_norm(p) for p in phrasings}) == len(phrasings), \
                    f"{persona.id}/{topic.id}/{probe.signal}"


def _chat(tmp_path: Path, name: str, args: list[str], answers: list[str]) -> Path:
    directory = tmp_path / name
    f = tmp_path / f"{name}.txt"
    f.write_text("\n\n".join(answers) + "\n")
    assert main(["chat", *args, "--model", "offline", "--answers", str(f), "--transcript-dir", str(directory)]) == 0
    return next(directory.glob("*.jsonl"))


SCREEN_ANSWERS = [
    "Yes, let's start.",
    "About 512 GPUs on 64 nodes for three weeks; mostly Xid 79s and a few NCCL hangs.",
    "InfiniBand, and we pinned jobs to a rail-aligned set of nodes.",
    "I don't know.",
    "Ring for big messages, tree when latency dominates.",
    "/skip",
    "/skip",
]


def _asked(path: Path) -> list[str]:
    return [t.text for t in read_transcript(path).turns("interviewer") if t.act in ASKING]


def test_two_seeds_ask_differently_and_the_same_seed_asks_the_same(tmp_path) -> None:
    stage = ["--stage", "training-engineer/screen"]
    one = _chat(tmp_path, "one", [*stage, "--seed", "1"], SCREEN_ANSWERS)
    again = _chat(tmp_path, "again", [*stage, "--seed", "1"], SCREEN_ANSWERS)
    other = _chat(tmp_path, "other", [*stage, "--seed", "2"], SCREEN_ANSWERS)
    assert _asked(one) == _asked(again)
    assert [t.text for t in read_transcript(one).turns("interviewer")] == \
        [t.text for t in read_transcript(again).turns("interviewer")]  # acknowledgements too
    assert _asked(one) != _asked(other)
    assert read_transcript(one).header.draws == read_transcript(again).header.draws
    assert read_transcript(one).header.draws != read_transcript(other).header.draws


def test_reruns_of_a_loop_differ_over_seeds() -> None:
    asked = set()
    for seed in range(6):
        plan = build_plan(LIB, loop_id="training-engineer", seed=seed)
        asked.add(tuple(sp.persona.topic(seg.id).question for sp in plan.stages for seg in sp.segments
                        if seg.kind == "topic"))
    assert len(asked) == 6


def test_the_header_records_each_topics_draw_and_the_plan_asks_it() -> None:
    plan = build_plan(LIB, stage_ref="training-engineer/screen", seed=4)
    (draw,) = plan.draws
    authored = LIB.persona("screen-recruiter")
    for drawn in draw.topics:
        topic = authored.topic(drawn.topic_id)
        asked = plan.stages[0].persona.topic(drawn.topic_id)
        opening = next(o for o in topic.openings() if o.id == drawn.opening)
        assert asked.question == opening.question and asked.targets == topic.targets
        assert [p.text for p in asked.ladder] == [p.phrasings()[i] for p, i in zip(topic.ladder, drawn.probes)]


def test_resume_keeps_the_draw(tmp_path) -> None:
    stage = ["--stage", "training-engineer/screen", "--seed", "7"]
    whole = _chat(tmp_path, "whole", stage, SCREEN_ANSWERS)
    part = _chat(tmp_path, "part", stage, SCREEN_ANSWERS[:3])
    rest = tmp_path / "rest.txt"
    rest.write_text("\n\n".join(SCREEN_ANSWERS[3:]) + "\n")
    assert main(["resume", str(part), "--answers", str(rest)]) == 0
    assert _asked(part) == _asked(whole)
    # A re-score rebuilds the same plan from the header: the drawn wording, not a new draw.
    header = read_transcript(part).header
    plan = plan_from_header(LIB, header)
    screen = build_plan(LIB, stage_ref="training-engineer/screen", seed=7).stages[0].persona
    assert plan.stages[0].persona == screen
    assert plan_from_header(LIB, header.model_copy(update={"seed": 8})).stages[0].persona == screen


def test_a_transcript_from_before_variants_resumes_with_the_authored_wording() -> None:
    header = Header(session_id="old", loop_id="training-engineer", stage_ids=["screen"],
                    persona_ids=["screen-recruiter"])
    persona = plan_from_header(LIB, header).stages[0].persona
    authored = LIB.persona("screen-recruiter")
    assert [t.question for t in persona.topics] == [t.question for t in authored.topics]
    assert [p.text for t in persona.topics for p in t.ladder] == [p.text for t in authored.topics for p in t.ladder]


def test_the_two_loops_never_open_with_the_same_screen(tmp_path) -> None:
    for seed in range(12):
        screens = []
        for loop in ("training-engineer", "ai-infra-engineer"):
            sp = build_plan(LIB, stage_ref=f"{loop}/screen", seed=seed).stages[0]
            first = sp.persona.topic(sp.segments[0].id).question
            screens.append((sp.persona.opening, first))
        assert screens[0][0] != screens[1][0], f"seed {seed}"
    assert "the frontier model training engineer role" in \
        build_plan(LIB, stage_ref="training-engineer/screen", seed=0).stages[0].persona.opening
    assert role_phrase("AI infrastructure engineer") == "AI infrastructure engineer"
    # Through the CLI, the first screen each loop shows differs word for word.
    firsts = []
    for loop in ("training-engineer", "ai-infra-engineer"):
        path = _chat(tmp_path, loop, ["--stage", f"{loop}/screen", "--seed", "3"], ["Yes."])
        firsts.append(read_transcript(path).turns("interviewer")[0].text)
    assert firsts[0] != firsts[1] and "{loop}" not in firsts[0] + firsts[1]


def test_assessment_targets_do_not_depend_on_the_drawn_opening(tmp_path) -> None:
    answer = "Each GPU sends its gradients around a ring; with few ranks and small messages a tree is faster."
    targets = set()
    for seed in range(5):
        path = _chat(tmp_path, f"s{seed}", ["--topic", "screen-recruiter/collectives-literacy", "--seed", str(seed)],
                     ["Ready.", answer])
        (assessment,) = [e for e in read_transcript(path).events if e.type == "assessment"]
        targets.add(tuple(assessment.targets))
    assert targets == {("ring-vs-tree",)}


def _persona_file(tmp_path: Path, **changes) -> Path:
    data = yaml.safe_load((Path(__file__).parents[1] / "personas" / "screen-recruiter.yaml").read_text())
    data["id"] = "fx-screen"
    topic = data["topics"][1]
    for key, value in changes.items():
        if key == "variant_targets":
            topic["variants"][0]["targets"] = value
        elif key == "probe_variant":
            topic["ladder"][0]["variants"] = [value]
        else:
            data[key] = value
    root = tmp_path / "content"
    (root / "personas").mkdir(parents=True)
    (root / "personas" / "fx-screen.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    return root


@pytest.mark.parametrize("changes, message", [
    ({"variant_targets": ["nccl-debug-output"]}, "a variant is another angle on the same targets"),
    ({"variant_targets": ["no-such-signal"]}, "targets signal 'no-such-signal'"),
    ({"probe_variant": "Is there more than one way to arrange that exchange? When would you prefer one "
                       "arrangement over another?"}, "repeats another one of the same probe"),
    ({"opening_waits": False}, "set 'opening_waits: true'"),
    ({"opening": "Hi, I'm {name}. Shall we start?"}, "only the placeholder {loop}"),
])
def test_validate_checks_variants_and_waiting_lines(tmp_path, changes, message) -> None:
    report = validate([_persona_file(tmp_path, **changes)])
    problems = [str(p) for p in report.problems]
    assert any(message in p and "fx-screen.yaml" in p for p in problems), problems


def test_validate_passes_the_shipped_content() -> None:
    assert validate([]).problems == []
