"""Scenario and task pools: every session draws one per stage, seeded, recorded, overridable, resumable."""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import pytest
import yaml

from interviewer.cli.list_content import drawn_by
from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.content.models import Stage
from interviewer.content.validate import validate
from interviewer.interview.launch import SessionOptions, plan_from_header, start
from interviewer.interview.plan import PlanError, build_plan, draw_stage
from interviewer.scoring.judge.select import referenced_dimensions
from interviewer.transcript import read_transcript
from interviewer.transcript.events import Draw, Header, Turn

LIB = load_library([])
DEBUG = next(s for s in LIB.loop("training-engineer").stages if s.id == "debugging")
CODING = next(s for s in LIB.loop("training-engineer").stages if s.id == "coding")
CLOCK = lambda: datetime(2026, 1, 5, 9, 0, tzinfo=timezone.utc)  # noqa: E731


def pool_part(draw: Draw) -> Draw:
    """A stage's draw without its wording (opening variants and probe phrasings, see test_variety.py)."""
    return draw.model_copy(update={"opening": 0, "closing": 0, "topics": []})


def test_the_same_seed_draws_the_same_scenario_and_seeds_cover_the_pool() -> None:
    assert draw_stage(LIB, DEBUG, 7) == draw_stage(LIB, DEBUG, 7)
    seen = Counter(draw_stage(LIB, DEBUG, seed).scenario for seed in range(200))
    assert set(seen) == set(DEBUG.scenario_pool())
    tasks = {draw_stage(LIB, CODING, seed).task for seed in range(200)}
    assert tasks == set(CODING.task_pool())


def test_a_stage_draws_the_same_whether_run_alone_or_in_its_loop() -> None:
    whole = build_plan(LIB, loop_id="training-engineer", seed=11)
    alone = build_plan(LIB, stage_ref="training-engineer/debugging", seed=11)
    assert whole.stages[3].scenario.id == alone.stages[0].scenario.id
    assert [d.stage_id for d in whole.draws if d.scenario or d.task] == ["coding", "debugging"]
    assert [d.stage_id for d in whole.draws] == [s.id for s in LIB.loop("training-engineer").stages]  # wording


def test_override_names_the_scenario_and_is_recorded_as_such() -> None:
    plan = build_plan(LIB, stage_ref="training-engineer/debugging", seed=1, scenario_id="ray-head-oom")
    assert plan.stages[0].scenario.id == "ray-head-oom"
    assert [pool_part(d) for d in plan.draws] == [Draw(stage_id="debugging", scenario="ray-head-oom", chosen="override")]
    with pytest.raises(PlanError, match="no-such-scenario"):
        build_plan(LIB, stage_ref="training-engineer/debugging", scenario_id="no-such-scenario")
    with pytest.raises(PlanError, match="none of the stages .* runs a debugging scenario"):
        build_plan(LIB, stage_ref="training-engineer/screen", scenario_id="ray-head-oom")
    with pytest.raises(PlanError, match="runs a coding task"):
        build_plan(LIB, stage_ref="training-engineer/panel", task_id="grad-accum-race")


def test_the_header_records_seed_and_draws_and_a_reopen_runs_the_same_scenario(tmp_path: Path) -> None:
    opts = SessionOptions(stage_ref="training-engineer/debugging", seed=5, transcript_dir=str(tmp_path))
    session, writer = start(opts, library=LIB, clock=CLOCK, session_id="pool-1", fsync=False)
    writer.close()
    header = read_transcript(tmp_path / "pool-1.jsonl").header
    assert header.seed == 5
    assert [pool_part(d) for d in header.draws] == [draw_stage(LIB, DEBUG, 5)]
    assert f"scenario:{header.draws[0].scenario}" in header.content_versions
    # The header is the source of truth on resume, even if the pool changes or the seed would draw otherwise.
    plan = plan_from_header(LIB, header)
    assert plan.stages[0].scenario.id == session.plan.stages[0].scenario.id


def test_a_transcript_written_before_pools_resumes_with_the_scenario_it_ran() -> None:
    header = Header(session_id="old", loop_id="training-engineer", stage_ids=["debugging"],
                    persona_ids=["oncall-lead"], content_versions={"scenario:silent-nan-cascade": "1.0"})
    assert plan_from_header(LIB, header).stages[0].scenario.id == "silent-nan-cascade"


def test_scoring_reads_the_drawn_scenarios_dimensions() -> None:
    from interviewer.transcript.store import Transcript

    header = Header(session_id="x", loop_id="ai-infra-engineer", stage_ids=["incident"], persona_ids=["oncall-lead"],
                    draws=[Draw(stage_id="incident", scenario="ray-placement-group-pending")])
    turn = Turn(role="candidate", text="Can I see ray status?", stage_id="incident")
    dims = referenced_dimensions(Transcript(path=None, header=header, events=[turn]), LIB)
    assert "ray-orchestration" in dims and "post-training-rl-infra" in dims


def test_simulate_and_chat_take_seed_scenario_and_task(tmp_path: Path, capsys) -> None:
    assert main(["simulate", "--stage", "training-engineer/debugging", "--profile", "silent", "--seed", "3",
                 "--scenario", "elastic-rendezvous-timeout", "--transcript-dir", str(tmp_path / "a"),
                 "--quiet"]) == 0
    header = read_transcript(next((tmp_path / "a").glob("*.jsonl"))).header
    assert header.seed == 3 and header.draws[0].scenario == "elastic-rendezvous-timeout"
    assert header.draws[0].chosen == "override"
    answers = tmp_path / "answers.txt"
    answers.write_text("/skip\n\n/skip\n\n/skip\n\n/skip\n\n/skip\n\n/skip\n")
    assert main(["chat", "--stage", "training-engineer/coding", "--model", "offline", "--answers", str(answers),
                 "--task", "grad-accum-race", "--transcript-dir", str(tmp_path / "b")]) == 0
    header = read_transcript(next((tmp_path / "b").glob("*.jsonl"))).header
    assert header.draws[0].task == "grad-accum-race" and header.seed is not None
    capsys.readouterr()
    assert main(["chat", "--stage", "training-engineer/screen", "--model", "offline", "--scenario", "ray-head-oom",
                 "--answers", str(answers)]) == 2
    err = capsys.readouterr().err
    assert "runs a debugging scenario" in err and "Traceback" not in err


def test_list_scenarios_says_which_loops_draw_each(monkeypatch, capsys) -> None:
    assert drawn_by(LIB, "scenario", "xid79-fallen-off-bus") == ["ai-infra-engineer/incident"]
    assert drawn_by(LIB, "scenario", "nccl-driver-mismatch-hang") == ["ai-infra-engineer/incident",
                                                                      "training-engineer/debugging"]
    assert drawn_by(LIB, "task", "grad-accum-race") == ["training-engineer/coding"]
    monkeypatch.setenv("COLUMNS", "400")
    assert main(["list", "scenarios"]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if "ray-placement-group-pending" in line)
    assert "ai-infra-engineer/incident" in row


def test_a_stage_names_one_scenario_or_a_pool_not_both(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="both 'scenario' and 'scenarios'"):
        Stage(id="s", title="t", persona="p", minutes=10, scenario="a", scenarios=["b"])
    with pytest.raises(ValueError, match="duplicate"):
        Stage(id="s", title="t", persona="p", minutes=10, tasks=["a", "a"])
    single = Stage(id="s", title="t", persona="p", minutes=10, scenario="a")
    assert single.scenario_pool() == ["a"] and single.task_pool() == []


def test_validate_reports_an_unknown_pool_member_with_its_line(tmp_path: Path) -> None:
    loops = tmp_path / "loops"
    loops.mkdir()
    loop = {"kind": "loop", "id": "pool-loop", "version": "1.0", "title": "Pools", "description": "d",
            "stages": [{"id": "dbg", "title": "Debugging", "persona": "oncall-lead", "minutes": 30,
                        "scenarios": ["ray-head-oom", "no-such-scenario"]}]}
    (loops / "pool-loop.yaml").write_text(yaml.safe_dump(loop, sort_keys=False))
    report = validate([str(tmp_path)])
    problems = [str(p) for p in report.problems]
    assert len(problems) == 1
    assert "stage 'dbg' draws from unknown scenario 'no-such-scenario'" in problems[0]
    assert "pool-loop.yaml:" in problems[0]
