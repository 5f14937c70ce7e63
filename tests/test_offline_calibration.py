"""Honest offline estimates, calibrated on simulated and scripted candidates run through the real loop.

The strong profile (``interviewer simulate --profile strong``), a scripted mid-level candidate
and a scripted buzzword bluffer each play the whole training-engineer loop offline; the offline
estimate must rank them, never make a hiring call, and count a wrong number against its
dimension. No model is involved (the offline engine and the concept matcher), so no cassettes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from interviewer.calc.change import check_changes
from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.interview.launch import SessionOptions
from interviewer.results import LevelEstimate
from interviewer.scoring.judge.offline import offline_score
from interviewer.testing.scripted import CandidateScript, run_keyed
from interviewer.transcript.events import Turn

CANDIDATES = Path(__file__).parent / "data" / "candidates"
LOOP = dict(loop_id="training-engineer", seed=1, task_id="ring-allreduce", scenario_id="nccl-driver-mismatch-hang")
SAME_ANSWERS = {"collective-implementation"}
"""Dimensions where the mid-level script answered like the strong profile: both wrote the same passing
ring all-reduce and named the same phases, edge cases, race and deadlock (the checker's verdict as
coding evidence is #19 item 3's work)."""


def _offline_json(capsys, transcript: Path, tmp_path: Path, name: str) -> dict:
    out = tmp_path / f"{name}.json"
    assert main(["score", str(transcript), "--model", "offline", "--no-cache", "--out", str(out),
                 "--format", "json"]) == 0
    capsys.readouterr()
    return json.loads(out.read_text().splitlines()[0])


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Transcripts of the three candidates (one loop each), by name."""
    base = tmp_path_factory.mktemp("calibration")
    library = load_library([])
    found = {}
    assert main(["simulate", "--loop", LOOP["loop_id"], "--profile", "strong", "--seed", "1", "--task",
                 LOOP["task_id"], "--scenario", LOOP["scenario_id"], "--transcript-dir", str(base / "strong"),
                 "--quiet"]) == 0
    found["strong"] = next((base / "strong").glob("*.jsonl"))
    for name in ("mid-level", "bluffer"):
        script = CandidateScript.load(CANDIDATES / f"{name}-training-engineer.yaml")
        options = SessionOptions(transcript_dir=str(base / name), simulated=True, **LOOP)
        engine, _ = run_keyed(options, script, library=library)
        found[name] = engine.writer.path
    return found


@pytest.fixture(scope="module")
def scores(runs, tmp_path_factory):
    out = tmp_path_factory.mktemp("scores")
    results = {}
    for name, path in runs.items():
        target = out / f"{name}.json"
        assert main(["score", str(path), "--model", "offline", "--no-cache", "--out", str(target),
                     "--format", "json"]) == 0
        results[name] = json.loads(target.read_text().splitlines()[0])
    return results


def _levels(result: dict) -> dict[str, int]:
    return {d["dimension"]: d["score"] for d in result["dimensions"] if d["status"] == "scored"}


def test_strong_and_mid_level_differ_by_a_level_where_they_answered_differently(scores):
    strong, mid = _levels(scores["strong"]), _levels(scores["mid-level"])
    shared = sorted(set(strong) & set(mid))
    assert len(shared) >= 10
    for dim in shared:
        assert strong[dim] >= mid[dim], (dim, strong[dim], mid[dim])
        if dim not in SAME_ANSWERS:
            assert strong[dim] >= mid[dim] + 1, (dim, strong[dim], mid[dim])


def test_a_buzzword_bluffer_is_never_above_level_two(scores):
    bluffer = _levels(scores["bluffer"])
    assert len(bluffer) >= 10
    assert {dim: level for dim, level in bluffer.items() if level > 2} == {}
    # and never level with the strong candidate where the strong one reached 3 or more
    strong = _levels(scores["strong"])
    assert all(bluffer[d] < strong[d] for d in bluffer if strong.get(d, 0) >= 3)


def test_an_estimate_makes_no_hiring_call_anywhere(scores, runs, tmp_path, capsys):
    for result in scores.values():
        assert result["rollup"]["recommendation"] is None
        assert result["rollup"]["level_band"] is None
        assert result["rollup"]["weighted_score"] is None
        assert result["rollup"]["method"] == "offline-estimate"
        for d in result["dimensions"]:
            if d["status"] == "scored":
                est = LevelEstimate.model_validate(d["estimate"])
                assert est.low <= d["score"] <= est.high
    path = runs["mid-level"]
    assert main(["score", str(path), "--model", "offline", "--no-cache"]) == 0
    table = capsys.readouterr().out
    assert main(["report", str(path), "--model", "offline"]) == 0
    markdown = capsys.readouterr().out
    html_out = tmp_path / "card.html"
    assert main(["report", str(path), "--model", "offline", "--out", str(html_out)]) == 0
    capsys.readouterr()
    html = re.sub(r"<style>.*?</style>", "", html_out.read_text(), flags=re.S)  # CSS names every chip colour
    assert main(["score", str(path), "--model", "offline", "--no-cache", "--format", "csv"]) == 0
    csv_text = capsys.readouterr().out
    for text in (table, markdown, html, csv_text):
        low = text.lower()
        assert "hire" not in low and "level band:" not in low and "staff" not in low
        assert "senior" not in low and "below bar" not in low
    assert "## Offline estimate: no recommendation" in markdown
    assert "level 2" in markdown  # each dimension as a level (range) with what it rests on
    assert main(["progress"]) == 0
    assert "hire" not in capsys.readouterr().out.lower()


def test_the_history_keeps_no_recommendation_for_an_estimate(runs, capsys):
    from interviewer.history.store import list_results

    assert main(["score", str(runs["bluffer"]), "--model", "offline", "--no-cache"]) == 0
    capsys.readouterr()
    entries = [e for e in list_results() if e.method == "offline-estimate"]
    assert entries and all(e.recommendation == "" and e.level_band == "" for e in entries)


PERFORMANCE = ("We sped up a 7B training job by switching on FlashAttention and fixing the data loader. "
               "I measured MFU from tokens per second times 6N FLOPs per token against the A100's peak, and "
               "profiled with torch.profiler and Nsight Systems: attention was memory-bound. MFU went from 32% "
               "to 39%, {claim}.")


def _performance_level(claim: str) -> tuple[int, list[str]]:
    library = load_library([])
    dim = library.rubrics["performance-engineering"]
    question = Turn(seq=1, role="interviewer", act="question", topic_id="performance-story", stage_id="panel",
                    text="Tell me about the biggest speed-up you've delivered on a training job.")
    answer = Turn(seq=2, role="candidate", act="answer", topic_id="performance-story", stage_id="panel",
                  text=PERFORMANCE.format(claim=claim))
    score = offline_score(dim, [question, answer], library=library)
    return score.score, score.wrong_numbers


def test_a_wrong_number_lowers_its_dimension_and_never_raises_it():
    wrong, found = _performance_level("which is a 25% speedup")
    right, none_found = _performance_level("which is about a 22% speedup")
    unsaid, _ = _performance_level("and we kept it")
    assert found == ["from 32% to 39%, which is a 25% speedup"] and none_found == []
    assert wrong < right
    assert wrong <= unsaid


def test_the_wrong_sum_in_the_mid_level_script_is_counted_against_performance(scores):
    perf = next(d for d in scores["mid-level"]["dimensions"] if d["dimension"] == "performance-engineering")
    assert perf["wrong_numbers"] == ["from 32% to 39%, which is a 25% speedup"]
    assert all("25% speedup" not in ev["quote"] for ev in perf["evidence"])


@pytest.mark.parametrize("text, ok, expected", [
    ("MFU went from 32% to 39%, which is a 25% speedup.", False, 21.875),
    ("we went from 32% to 39% MFU, about a 22% speedup", True, 21.875),
    ("throughput went from 100 to 150 tokens/s, a 2x speedup", False, 1.5),
    ("from 100 to 150 tokens per second, 1.5x faster", True, 1.5),
])
def test_stated_changes_are_recomputed(text, ok, expected):
    (check,) = check_changes(text)
    assert check.ok is ok and check.expected == pytest.approx(expected, abs=1e-3)


@pytest.mark.parametrize("text", [
    "step time went from 1.5 to 1.2 seconds, a 25% speedup",  # a falling time: another formula, skipped
    "we moved from 38 to 52 percent MFU on a 30B run",  # no claimed change
    "it fell from 40% to 30%, a 25% drop",
])
def test_changes_it_cannot_read_exactly_are_skipped(text):
    assert check_changes(text) == []


def test_the_estimate_says_how_sure_it_is():
    assert LevelEstimate(low=2, high=3, answers=2, basis="few answers").text == "level 2–3 (few answers)"
    assert LevelEstimate(low=3, high=3, answers=6, basis="6 answers").text == "level 3 (6 answers)"
