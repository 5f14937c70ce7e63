"""Batch API clients: bodies identical to live requests, splitting at limits, polls that survive errors."""

from __future__ import annotations

import json
from collections.abc import Sequence

import httpx
import pytest
from pydantic import BaseModel

from interviewer.llm import ModelSettings, SystemMessage, UserMessage
from interviewer.llm.batch import BatchClient, BatchItem, BatchStatus, split
from interviewer.llm.batch.anthropic import AnthropicBatch
from interviewer.llm.batch.openai import OpenAIBatch
from interviewer.llm.errors import ModelError, ProviderDown
from interviewer.llm.messages import ModelResponse
from interviewer.llm.retry import RetryPolicy


class Verdict(BaseModel):
    score: int
    title: str
    """A property named like a JSON-schema keyword must survive the strict schema."""


ITEM = BatchItem(custom_id="t1-dim1", messages=[SystemMessage(text="You grade interviews."),
                                                  UserMessage(text="Transcript: ...")],
                 settings=ModelSettings(max_tokens=1200, temperature=0, prompt_cache_key="k1",
                                        extra={"service_tier": "flex", "metadata": {"run": "r1"}}),
                 output_schema=Verdict)


def _sent_body(sdk_call, http_module=httpx) -> dict:
    """The JSON body the real SDK puts on the wire for one call (captured by an httpx transport)."""
    seen: list = []

    def handler(request):
        seen.append(request)
        return http_module.Response(500, json={"error": {"type": "api_error", "message": "captured"}})

    import asyncio

    async def run():
        http = http_module.AsyncClient(transport=http_module.MockTransport(handler))
        try:
            await sdk_call(http)
        except Exception:  # noqa: BLE001 - the 500 above; only the request matters
            pass
        finally:
            await http.aclose()

    asyncio.run(run())
    return json.loads(seen[0].content)


@pytest.mark.parametrize("model", ["gpt-4.1", "gpt-5.5"])
def test_openai_batch_body_is_the_live_request_body(model, monkeypatch):
    # Why not a cassette: this compares two of our own outputs (batch line vs the SDK's live body).
    import openai

    from interviewer.llm.openai import OpenAIModel

    live = OpenAIModel(model)
    params = live._request_params(ITEM.messages, live.settings.merged(ITEM.settings), None, ITEM.output_schema)

    async def call(http):
        client = openai.AsyncOpenAI(api_key="mock-api-key", http_client=http, max_retries=0)
        await client.chat.completions.create(**params)

    assert OpenAIBatch(model).body(ITEM) == _sent_body(call)
    body = OpenAIBatch(model).body(ITEM)
    assert body["service_tier"] == "flex" and body["metadata"] == {"run": "r1"}
    assert "title" in body["response_format"]["json_schema"]["schema"]["properties"]


@pytest.mark.parametrize("model", ["claude-sonnet-4-6", "claude-sonnet-5-5"])
def test_anthropic_batch_params_are_the_live_request_body(model):
    import anthropic

    from interviewer.llm.anthropic import AnthropicModel

    live = AnthropicModel(model)
    params = live._request_params(ITEM.messages, live.settings.merged(ITEM.settings), None, ITEM.output_schema)

    async def call(http):
        client = anthropic.AsyncAnthropic(api_key="mock-api-key", http_client=http, max_retries=0)
        await client.messages.create(**params)

    import httpx2  # the anthropic SDK's HTTP client

    assert AnthropicBatch(model).params(ITEM) == _sent_body(call, httpx2)


def test_split_respects_request_and_byte_limits():
    items = [BatchItem(custom_id=f"i{n}", messages=[]) for n in range(7)]
    assert [[i.custom_id for i in g] for g in split(items, [10] * 7, max_requests=3, max_bytes=1000)] == [
        ["i0", "i1", "i2"], ["i3", "i4", "i5"], ["i6"]]
    assert [len(g) for g in split(items, [400, 400, 400, 900, 50, 50, 50], max_requests=100, max_bytes=1000)] == [
        2, 1, 3, 1]


class _Memory(BatchClient):
    """A provider batch API kept in memory: checks the job logic (split, composite ids, reassembly)
    that sits above the HTTP calls the cassette tests already cover."""

    provider = "memory"
    max_requests = 2
    max_bytes = 10_000

    def __init__(self, flaky_polls: int = 0):
        super().__init__("m", retry=RetryPolicy(max_attempts=4, sleep=self._no_sleep))
        self.batches: dict[str, list[str]] = {}
        self.flaky_polls = flaky_polls

    @staticmethod
    async def _no_sleep(_seconds: float) -> None:
        return None

    def item_size(self, item: BatchItem) -> int:
        return 10

    async def _submit_one(self, items: Sequence[BatchItem]) -> str:
        batch_id = f"b{len(self.batches)}"
        self.batches[batch_id] = [i.custom_id for i in items]
        return batch_id

    async def _status_one(self, batch_id: str) -> BatchStatus:
        if self.flaky_polls:
            self.flaky_polls -= 1
            raise ProviderDown("overloaded (HTTP 529)", provider=self.provider)
        return BatchStatus(batch_id, "ended", "ended")

    async def _results_one(self, batch_id: str, schemas) -> dict[str, ModelResponse | ModelError]:
        return {cid: ModelResponse(model_name=f"memory:{batch_id}") for cid in self.batches[batch_id]
                if cid != "i3"}


async def test_a_job_past_the_limit_is_split_and_reassembled():
    client = _Memory()
    items = [BatchItem(custom_id=f"i{n}", messages=[]) for n in range(5)]
    job = await client.submit(items)
    assert job == "b0+b1+b2" and client.batches == {"b0": ["i0", "i1"], "b1": ["i2", "i3"], "b2": ["i4"]}
    assert (await client.status(job)).state == "ended"
    results = await client.results(job, {i.custom_id: None for i in items})
    assert {cid: getattr(r, "model_name", None) for cid, r in results.items()} == {
        "i0": "memory:b0", "i1": "memory:b0", "i2": "memory:b1", "i3": None, "i4": "memory:b2"}
    assert isinstance(results["i3"], ModelError) and "no result" in str(results["i3"])


async def test_status_polls_are_retried_through_the_retry_policy():
    client = _Memory(flaky_polls=2)
    assert (await client.status("b0")).state == "ended"
    assert len(client.retry.attempts_log) == 2 and "529" in client.retry.attempts_log[0]
    with pytest.raises(ProviderDown):
        await _Memory(flaky_polls=10).status("b0")


async def test_gpt5_batch_submit_poll_collect(cassette, tmp_path, monkeypatch):
    # The batch path for a reasoning model: the same bodies as live ones (max_completion_tokens raised for
    # reasoning, no temperature), reasoning tokens in each result's usage.
    from interviewer.scoring.batch import BatchOptions
    from interviewer.scoring.batch.batch_api import score_with_batch_api
    from test_batch_api import RUBRICS, setup

    monkeypatch.setenv("INTERVIEWER_BATCH_POLL_S", "0")
    monkeypatch.setenv("OPENAI_API_KEY", "mock-api-key")
    library, transcript = setup(tmp_path)
    report = await score_with_batch_api([transcript], library, "openai:gpt-5.5", BatchOptions(rubrics=RUBRICS),
                                        log=lambda *a: None)
    (result,) = report.results
    assert [(d.dimension, d.status, d.score) for d in result.dimensions] == [
        ("nccl-debugging", "scored", 3), ("checkpointing", "scored", 4)]
    assert report.usage.output_tokens == 2 * 160 and report.usage.reasoning_tokens == 2 * 64
    sent = cassette.requests[0].body.decode()
    assert '"max_completion_tokens":5296' in sent and '"temperature"' not in sent and '"max_tokens"' not in sent
