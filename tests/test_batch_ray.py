"""`--backend ray`: the same scoring as Ray tasks on a local Ray instance (one CPU, no dashboard, 127.0.0.1)."""

from __future__ import annotations

import pytest
import ray

from interviewer.scoring.batch import BatchOptions, judge_model, load_transcripts, score_batch
from interviewer.scoring.batch.ray_backend import score_with_ray
from scoring_helpers import import_bench, make_library, write_transcript

mockserver = import_bench("mockserver")

@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=1, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False)
    yield
    ray.shutdown()


@pytest.fixture
def library(tmp_path):
    return make_library(tmp_path / "content")


def test_ray_backend_scores_like_the_local_one_and_resumes_from_the_cache(local_ray, library, tmp_path):
    folder = tmp_path / "t"
    folder.mkdir()
    for i in range(4):
        write_transcript(folder / f"r{i}.jsonl", session_id=f"r{i}", extra_turns=[
            ("candidate", "ckpt", f"On run {i} the MTBF was {i + 6} hours, so we saved every {i + 11} minutes.")])
    transcripts, _ = load_transcripts(sorted(folder.glob("*.jsonl")))
    with mockserver.MockServer(latency=0.01) as server:
        report = score_with_ray(transcripts, library, "openai:m", BatchOptions(out=tmp_path / "r.jsonl"),
                                base_url=server.base_url, chunk_size=2)
        assert server.stats.ok == 12 and report.dimensions_fresh == 12
        again = score_with_ray(transcripts, library, "openai:m", BatchOptions(out=tmp_path / "r.jsonl"),
                               base_url=server.base_url)
        assert server.stats.ok == 12 and again.dimensions_cached == 12 and again.appended == 0

        import asyncio

        local = asyncio.run(score_batch(transcripts, library, judge_model("openai:m", base_url=server.base_url),
                                        BatchOptions(use_cache=False)))
    assert [r.session_id for r in report.results] == ["r0", "r1", "r2", "r3"]
    assert report.appended == 4
    by_ray = [[(d.dimension, d.status, d.score, d.evidence) for d in r.dimensions] for r in report.results]
    by_local = [[(d.dimension, d.status, d.score, d.evidence) for d in r.dimensions] for r in local.results]
    assert by_ray == by_local
    assert all(d.status == "scored" for r in report.results for d in r.dimensions)
    assert [r.transcript_path for r in report.results] == [str(t.path) for t in transcripts]


def test_concurrency_is_one_limit_for_the_whole_run_and_the_peak_is_reported(local_ray, library, tmp_path):
    # Four tasks at once (a quarter CPU each), each scoring two transcripts of three dimensions:
    # without one shared limit each task would send up to 3 requests, 12 in all.
    folder = tmp_path / "t"
    folder.mkdir()
    for i in range(8):
        write_transcript(folder / f"c{i}.jsonl", session_id=f"c{i}")
    transcripts, _ = load_transcripts(sorted(folder.glob("*.jsonl")))
    with mockserver.MockServer(latency=0.2) as server:
        report = score_with_ray(transcripts, library, "openai:m", BatchOptions(concurrency=3, use_cache=False),
                                base_url=server.base_url, chunk_size=2, task_cpus=0.25)
        at_server = server.stats.peak_concurrency
    assert server.stats.ok == 24 and report.dimensions_fresh == 24
    assert 2 <= at_server <= 3
    assert at_server <= report.peak_concurrency <= 3
