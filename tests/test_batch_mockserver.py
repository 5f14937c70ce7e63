"""Batch scoring against the mock OpenAI-compatible server: faults, exactly-once, AIMD, prefix caching."""

from __future__ import annotations

import json

import pytest

from interviewer.scoring.batch import BatchOptions, judge_model, load_transcripts, score_batch
from scoring_helpers import import_bench, make_library, write_transcript

mockserver = import_bench("mockserver")


@pytest.fixture
def library(tmp_path):
    return make_library(tmp_path / "content")


def make_transcripts(folder, n):
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        write_transcript(folder / f"s{i:03d}.jsonl", session_id=f"s{i:03d}", extra_turns=[
            ("candidate", "ckpt", f"On cluster {i} the MTBF was {i + 5} hours, so we saved every {i + 20} minutes.")])
    transcripts, bad = load_transcripts(sorted(folder.glob("*.jsonl")))
    assert bad == []
    return transcripts


async def test_100_transcripts_with_429s_and_500s_score_every_dimension_exactly_once(library, tmp_path):
    transcripts = make_transcripts(tmp_path / "t", 100)
    with mockserver.MockServer(latency=0.01, fault_rates={"429": 0.10, "500": 0.05}, retry_after=0.02,
                               seed=7) as server:
        model = judge_model("openai:mock-judge", base_url=server.base_url)
        report = await score_batch(transcripts, library, model, BatchOptions(concurrency=16, out=tmp_path / "r.jsonl"))
        stats = server.stats
    assert stats.faults["429"] > 10 and stats.faults["500"] > 5
    dims = [d for r in report.results for d in r.dimensions]
    assert len(report.results) == 100 and len(dims) == 300
    assert {d.status for d in dims} == {"scored"}
    assert stats.ok == 300 and len(stats.completions) == 300
    assert set(stats.completions.values()) == {1}, "no dimension may be judged twice"
    assert report.rate_limit_decreases > 0 and 1 <= report.peak_concurrency <= 16
    assert report.appended == 100


async def test_prefix_is_cached_across_dimensions(library, tmp_path):
    transcripts = make_transcripts(tmp_path / "t", 4)
    with mockserver.MockServer(latency=0.005) as server:
        report = await score_batch(transcripts, library, judge_model("openai:m", base_url=server.base_url),
                                   BatchOptions(concurrency=4, use_cache=False))
    u = report.usage
    assert u.requests == 12 and u.cached_tokens > 0.5 * u.input_tokens


@pytest.mark.parametrize("fault", ["429", "500", "stall", "reset", "nonjson", "truncated"])
async def test_each_provider_fault_ends_in_a_correct_score_after_retries(library, tmp_path, fault):
    transcripts = make_transcripts(tmp_path / "t", 1)
    with mockserver.MockServer(faults=[fault], retry_after=0.01, stall_seconds=3) as server:
        model = judge_model("openai:m", base_url=server.base_url)
        model.base_delay = 0.01
        report = await score_batch(transcripts, library, model,
                                   BatchOptions(rubrics=["parallelism"], timeout=1.0, out=tmp_path / "r.jsonl"))
        answered_badly = fault in ("nonjson", "truncated")  # a 200 whose body is unusable, then a good one
        assert server.stats.faults[fault] == 1 and server.stats.ok == (2 if answered_badly else 1)
    (dim,) = report.results[0].dimensions
    assert (dim.status, dim.score) == ("scored", int(dim.score)) and dim.evidence


async def test_a_fault_that_never_clears_is_one_line_unscored_and_nothing_is_written_half(library, tmp_path):
    transcripts = make_transcripts(tmp_path / "t", 1)
    with mockserver.MockServer(fault_rates={"nonjson": 1.0}) as server:
        report = await score_batch(transcripts, library, judge_model("openai:m", base_url=server.base_url),
                                   BatchOptions(rubrics=["parallelism"], out=tmp_path / "r.jsonl"))
    (dim,) = report.results[0].dimensions
    assert dim.status == "unscored" and dim.score is None
    assert dim.reason.startswith("judge failed: ") and "\n" not in dim.reason
    rows = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert len(rows) == 1 and rows[0]["dimensions"][0]["status"] == "unscored"
