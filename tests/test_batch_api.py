"""`--batch-api`: OpenAI Batch and Anthropic Message Batches, replayed from handmade cassettes.

The cassettes (tests/cassettes/test_batch_api/*.handmade.yaml) hold the requests our clients
send and responses written from the providers' documented wire formats: file upload with
purpose=batch, /v1/batches create/retrieve, output_file_id content; /v1/messages/batches with
processing_status and a results_url of succeeded/errored lines.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import pytest

from interviewer import paths
from interviewer.scoring.batch import BatchOptions
from interviewer.scoring.batch.batch_api import score_with_batch_api
from interviewer.scoring.batch.cache import ScoreCache
from interviewer.transcript import read_transcript
from scoring_helpers import make_library

# Fixed bytes (timestamps included) so custom ids and request bodies match the cassettes.
TRANSCRIPT = "\n".join(json.dumps(e, separators=(",", ":")) for e in [
    {"seq": 0, "at": "2026-01-01T00:00:00Z", "type": "header", "schema_version": 1, "session_id": "batch-demo",
     "persona_ids": ["staff-infra"], "stage_ids": ["infra"], "started_at": "2026-01-01T00:00:00Z"},
    {"seq": 1, "at": "2026-01-01T00:00:05Z", "type": "turn", "role": "interviewer", "stage_id": "infra",
     "topic_id": "nccl", "act": "question", "text": "An all-reduce hangs at step 3000. What do you do?"},
    {"seq": 2, "at": "2026-01-01T00:01:05Z", "type": "turn", "role": "candidate", "stage_id": "infra",
     "topic_id": "nccl", "act": "answer", "text": "I set NCCL_DEBUG=INFO and find the rank that stops logging. "
                                                    "Then I run all_reduce_perf between node pairs."},
    {"seq": 3, "at": "2026-01-01T00:01:30Z", "type": "turn", "role": "interviewer", "stage_id": "infra",
     "topic_id": "ckpt", "act": "question", "text": "How often do you checkpoint?"},
    {"seq": 4, "at": "2026-01-01T00:02:30Z", "type": "turn", "role": "candidate", "stage_id": "infra",
     "topic_id": "ckpt", "act": "answer", "text": "I pick the interval from the MTBF and the write time, "
                                                   "with async checkpoint writes sharded per rank."},
]) + "\n"
VERDICTS = [
    {"dimension": "nccl-debugging", "evidence": [{"turn": 2, "quote": "I set NCCL_DEBUG=INFO and find the rank"}],
     "rationale": "Starts from the NCCL log and isolates links with nccl-tests.", "score": "3"},
    {"dimension": "checkpointing", "evidence": [{"turn": 4, "quote": "pick the interval from the MTBF"}],
     "rationale": "Derives the interval from MTBF and writes asynchronously.", "score": "4"},
]
RUBRICS = ["nccl-debugging", "checkpointing"]


def setup(root: Path):
    library = make_library(root / "content")
    path = root / "batch-demo.jsonl"
    path.write_text(TRANSCRIPT)
    return library, read_transcript(path)


class _Capture:
    """A BatchClient that only records what would be submitted (used to write the cassettes)."""

    provider = "capture"

    def __init__(self):
        self.items = []

    async def submit(self, items):
        self.items = list(items)
        raise RuntimeError("captured")

    async def aclose(self):
        pass


def _items(model_name: str):
    import asyncio

    with tempfile.TemporaryDirectory() as tmp:
        library, transcript = setup(Path(tmp))
        capture = _Capture()
        try:
            asyncio.run(score_with_batch_api([transcript], library, model_name,
                                             BatchOptions(rubrics=RUBRICS, use_cache=False), client=capture,
                                             log=lambda *a: None))
        except RuntimeError as exc:
            assert str(exc) == "captured"
    return capture.items, VERDICTS


def openai_items():
    return _items("openai:gpt-4.1-mini")


def anthropic_items():
    return _items("anthropic:claude-sonnet-4-6")


@pytest.fixture
def fast_poll(monkeypatch):
    monkeypatch.setenv("INTERVIEWER_BATCH_POLL_S", "0")


@pytest.fixture
def keys(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "mock-api-key")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "mock-api-key")


async def test_openai_batch_submit_poll_collect(cassette, tmp_path, fast_poll, keys):
    library, transcript = setup(tmp_path)
    logs = []
    report = await score_with_batch_api([transcript], library, "openai:gpt-4.1-mini",
                                        BatchOptions(rubrics=RUBRICS, out=tmp_path / "r.jsonl"), log=logs.append)
    (result,) = report.results
    assert [(d.dimension, d.status, d.score, d.level_label) for d in result.dimensions] == [
        ("nccl-debugging", "scored", 3, "Deep"), ("checkpointing", "scored", 4, "Expert")]
    assert result.dimensions[0].evidence[0].quote == "I set NCCL_DEBUG=INFO and find the rank"
    assert logs[0] == "submitted batch batch_6789abcd (2 requests)"
    assert any("in_progress (1/2 done, 0 failed)" in line for line in logs)
    assert report.usage.input_tokens == 2960 and report.usage.cached_tokens == 1280
    assert ScoreCache().count() == 2
    assert not list((paths.cache_dir() / "batches").glob("*.json")), "job file removed once collected"
    assert json.loads((tmp_path / "r.jsonl").read_text())["session_id"] == "batch-demo"


def test_openai_batch_resumes_by_stored_id(cassette, tmp_path, fast_poll, keys):
    """A run killed after submitting left its batch id: the re-run polls it and submits nothing."""
    import asyncio
    import hashlib

    library, transcript = setup(tmp_path)
    items, _ = openai_items()
    key = hashlib.sha256(json.dumps(["openai:gpt-4.1-mini", sorted(i.custom_id for i in items)]).encode()).hexdigest()
    job = paths.cache_dir() / "batches" / f"{key[:32]}.json"
    job.parent.mkdir(parents=True)
    job.write_text(json.dumps({"batch_id": "batch_6789abcd"}))
    logs = []
    report = asyncio.run(score_with_batch_api([transcript], library, "openai:gpt-4.1-mini",
                                              BatchOptions(rubrics=RUBRICS), log=logs.append))
    assert logs[0] == "resuming batch batch_6789abcd (2 requests)"
    assert [d.score for d in report.results[0].dimensions] == [3, 4]


async def test_anthropic_message_batch_with_an_errored_request(cassette, tmp_path, fast_poll, keys):
    library, transcript = setup(tmp_path)
    report = await score_with_batch_api([transcript], library, "anthropic:claude-sonnet-4-6",
                                        BatchOptions(rubrics=RUBRICS), log=lambda *a: None)
    nccl, ckpt = report.results[0].dimensions
    assert (nccl.status, nccl.score) == ("scored", 3)
    assert ckpt.status == "unscored" and ckpt.score is None
    assert ckpt.reason.startswith("batch request failed:") and "Overloaded" in ckpt.reason
    # The prompt (~900 tokens) is below Sonnet 4.6's 1,024-token cacheable minimum: nothing cached.
    assert report.usage.cached_tokens == 0 and report.usage.input_tokens == 912
    assert ScoreCache().count() == 1, "the errored request is not cached, so a re-run retries only it"


def test_request_bodies_put_the_cache_breakpoint_after_the_transcript(monkeypatch):
    from interviewer.llm.batch.anthropic import AnthropicBatch
    from interviewer.llm.batch.openai import OpenAIBatch

    # A transcript past the model's minimum cacheable length gets the breakpoint right after it ...
    here = sys.modules[__name__]
    short = TRANSCRIPT
    long_answer = "I set NCCL_DEBUG=INFO and find the rank that stops logging. " * 80
    monkeypatch.setattr(here, "TRANSCRIPT", short.replace(
        "I set NCCL_DEBUG=INFO and find the rank that stops logging. ", long_answer))
    items, _ = anthropic_items()
    params = AnthropicBatch("claude-sonnet-4-6").params(items[0])
    (user,) = params["messages"]
    assert user["content"][0]["cache_control"] == {"type": "ephemeral"}
    assert user["content"][0]["text"].startswith("<transcript>")
    assert "cache_control" not in user["content"][1]
    # ... native structured output, not a forced tool (Sonnet 4.6 has output_config.format).
    assert params["output_config"]["format"]["type"] == "json_schema" and "tool_choice" not in params
    # ... and a short one (below 1,024 tokens) carries no marker the API would ignore.
    monkeypatch.setattr(here, "TRANSCRIPT", short)
    items, _ = anthropic_items()
    params = AnthropicBatch("claude-sonnet-4-6").params(items[0])
    assert not any("cache_control" in block for block in params["messages"][0]["content"] + params["system"])

    items, _ = openai_items()
    bodies = [OpenAIBatch("gpt-4.1-mini").body(i) for i in items]
    assert bodies[0]["messages"][:2] == bodies[1]["messages"][:2]
    assert bodies[0]["prompt_cache_key"] == bodies[1]["prompt_cache_key"]
    assert bodies[0]["response_format"]["json_schema"]["name"] == "JudgeOutput"
    assert all(len(i.custom_id) <= 64 for i in items)


async def test_no_batch_api_for_other_providers():
    from interviewer.llm.batch import get_batch_client
    from interviewer.llm.errors import ConfigError

    with pytest.raises(ConfigError, match="has no batch API"):
        get_batch_client("local:smollm2")
