"""`interviewer list` and `interviewer show` for content kinds.

Plain-data tests (no model involved), so no cassettes.
"""

from __future__ import annotations

import shutil

import pytest

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.content.paths import builtin_root


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch):
    # rich reads COLUMNS; a wide table keeps ids on one line so the assertions stay simple.
    monkeypatch.setenv("COLUMNS", "250")


@pytest.fixture(scope="module")
def lib():
    return load_library()


@pytest.mark.parametrize("kind", ["loops", "personas", "rubrics", "scenarios", "tasks"])
def test_list_shows_every_item(capsys, lib, kind):
    assert main(["list", kind]) == 0
    out = capsys.readouterr().out
    singular = kind[:-1]
    items = lib.table(singular)
    assert out.splitlines()[0].strip() == f"{kind} ({len(items)})"
    for item_id in items:
        assert item_id in out
    assert "shipped" in out


def test_list_scenarios_hides_titles_and_root_causes(capsys, lib):
    assert main(["list", "scenarios"]) == 0
    out = capsys.readouterr().out
    for scenario in lib.scenarios.values():
        assert scenario.root_cause.split("\n")[0][:60] not in out
        assert scenario.title not in out


def test_show_rubric(capsys, lib):
    assert main(["show", "rubric", "nccl-collectives"]) == 0
    out = capsys.readouterr().out
    rubric = lib.rubric("nccl-collectives")
    assert rubric.title in out
    for signal in rubric.signals:
        assert signal.id in out
    for level in rubric.levels:
        assert level.label in out
    for flag in rubric.red_flags:
        assert flag.id in out
    assert out.rstrip().endswith("rubric nccl-collectives · shipped")


def test_show_persona_lists_topics_and_probes(capsys, lib):
    assert main(["show", "persona", "infra-network"]) == 0
    out = capsys.readouterr().out
    persona = lib.persona("infra-network")
    assert persona.name in out
    for topic in persona.topics:
        assert f"Topic {topic.id}: {topic.title}" in out
        for probe in topic.ladder:
            assert f"({probe.signal})" in out


def test_show_loop(capsys):
    assert main(["show", "loop", "training-engineer"]) == 0
    out = capsys.readouterr().out
    for text in ("screen-recruiter", "coding-interviewer", "design-architect", "oncall-lead", "panel-postmortem",
                 "task ring-allreduce", "scenario nccl-driver-mismatch-hang"):
        assert text in out


def _first_line(text: str) -> str:
    return " ".join(text.split())[:50]


def test_show_scenario_hides_the_answer_unless_revealed(capsys, lib):
    scenario_id = "nccl-driver-mismatch-hang"
    scenario = lib.scenario(scenario_id)
    hidden_artifacts = [a for a in scenario.artifacts if not a.shown_at_start]

    assert main(["show", "scenario", scenario_id]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "The root cause, accepted diagnoses, diagnostic steps, red herrings and remediation are hidden." in out
    assert _first_line(scenario.situation) in out
    assert _first_line(scenario.root_cause) not in out
    assert scenario.title not in out
    for diagnosis in scenario.accepted_diagnoses:
        assert _first_line(diagnosis.description) not in out
    for step in scenario.diagnostic_steps:
        assert _first_line(step) not in out
    for artifact in hidden_artifacts:
        assert artifact.title not in out
    assert f"{len(hidden_artifacts)} more artifacts are released on request during the stage." in out

    assert main(["show", "scenario", scenario_id, "--reveal"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "hidden" not in out.split("Situation")[0]
    assert _first_line(scenario.root_cause) in out
    assert scenario.title in out
    for diagnosis in scenario.accepted_diagnoses:
        assert _first_line(diagnosis.description) in out
    for step in scenario.diagnostic_steps:
        assert _first_line(step) in out


def test_show_task_hides_hints_unless_revealed(capsys, lib):
    task = lib.task("ring-allreduce")
    assert main(["show", "task", "ring-allreduce"]) == 0
    out = capsys.readouterr().out
    assert task.title in out and task.entrypoint in out
    if task.hints:
        assert f"{len(task.hints)} hints are hidden" in out
        assert main(["show", "task", "ring-allreduce", "--reveal"]) == 0
        revealed = " ".join(capsys.readouterr().out.split())
        assert _first_line(task.hints[0]) in revealed


def test_show_unknown_id_is_a_usage_error(capsys):
    assert main(["show", "rubric", "no-such-rubric"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("interviewer: no rubric 'no-such-rubric' (known: collective-implementation, ")


def test_show_and_list_use_the_users_copy(capsys, tmp_path):
    folder = tmp_path / "mine" / "rubrics"
    folder.mkdir(parents=True)
    dest = folder / "cost-utilization.yaml"
    shutil.copy(builtin_root() / "rubrics" / "cost-utilization.yaml", dest)
    dest.write_text(dest.read_text().replace("title: Cost and utilization ownership",
                                             "title: Cost, utilization and capacity ownership"))

    assert main(["show", "rubric", "cost-utilization", "--content-dir", str(tmp_path / "mine")]) == 0
    out = capsys.readouterr().out
    assert "Cost, utilization and capacity ownership" in out
    assert out.rstrip().endswith(f"rubric cost-utilization · user file {dest}")

    assert main(["list", "rubrics", "--content-dir", str(tmp_path / "mine")]) == 0
    out = capsys.readouterr().out
    assert "Cost, utilization and capacity ownership" in out
    assert "user:" in out


def test_a_broken_user_file_stops_list_with_one_line(capsys, tmp_path):
    folder = tmp_path / "rubrics"
    folder.mkdir()
    (folder / "x.yaml").write_text("kind: rubric\nid: x\nversion: '1'\ntitle: [unclosed\n")
    assert main(["list", "rubrics", "--content-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"interviewer: {folder / 'x.yaml'}:")
