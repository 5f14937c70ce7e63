"""anthropic: adapter against handmade cassettes.

No server here speaks the Messages API, so its cassettes (``*.handmade.yaml``) were written
from Anthropic's documentation: JSON response shape, the ``anthropic-version`` header (the
fixture checks it is sent), SSE event order, ``tool_use`` blocks and cache usage fields.
"""

from __future__ import annotations

import json
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from interviewer.llm import (
    AssistantText,
    Done,
    ModelSettings,
    SystemMessage,
    TextDelta,
    ToolCall,
    ToolCallDelta,
    ToolDef,
    ToolResult,
    Usage,
    UserMessage,
)
from interviewer.llm.anthropic import AnthropicModel
from interviewer.llm.errors import AuthError

WEATHER = ToolDef(name="get_weather", description="Get the current weather for a city",
                  parameters={"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]})
TRANSCRIPT = ("Interviewer: How would you shard a 70B model over 64 GPUs?\n"
              "Candidate: FSDP across nodes, tensor parallel within a node.")
# Long enough (about 1,200 tokens) to pass Sonnet 4.6's 1,024-token minimum cacheable prefix.
LONG_TRANSCRIPT = "\n".join([
    "Interviewer: How would you shard a 70B model over 64 GPUs, eight nodes of eight H100s?",
    "Candidate: so um the weights alone in bf16 are 140 gigs, and with Adam states in fp32 you are at about 16 "
    "bytes a parameter, so over a terabyte before activations. That does not fit on one node, so I'd keep "
    "tensor parallel inside a node where NVLink gives you something like 900 gigs a second, degree eight, and "
    "then FSDP across the eight nodes so the optimizer state and the fp32 master weights get sharded over "
    "InfiniBand. Pipeline parallel I'd only add if the activations still don't fit after checkpointing.",
    "Interviewer: Why not tensor parallel across nodes as well?",
    "Candidate: because tensor parallel does an all-reduce inside every layer, forward and backward, and those "
    "are small latency-bound messages. Over NVLink that's fine. Over the network each one waits on the slowest "
    "link and you'd spend more time in communication than in the matmuls. FSDP's all-gather and reduce-scatter "
    "happen once per layer per step, they're bigger, and you can overlap them with compute by prefetching the "
    "next layer's parameters while the current one runs.",
    "Interviewer: Your step time doubles after you move from 32 to 64 GPUs. Where do you look first?",
    "Candidate: first I'd check whether it's compute or communication. I'd take a profiler trace on one rank "
    "and see if the NCCL kernels are overlapping with the GEMMs or sitting on the critical path. Then I'd run "
    "nccl-tests all_reduce_perf across the nodes to get the bus bandwidth, and compare it with what the fabric "
    "should give. If one node pair is slow I'd look at that node's HCA counters and whether GPUDirect RDMA is "
    "actually on, NCCL_DEBUG=INFO tells you the transport it picked, and if it says it fell back to sockets "
    "that's your answer.",
    "Interviewer: Suppose the transport is fine and bandwidth matches. What next?",
    "Candidate: then it's probably the overlap or the bucket sizes. With FSDP I'd check the prefetch settings and "
    "whether the reduce-scatter of the last layer is exposed at the end of backward. I'd also check the global "
    "batch: if they kept the per-GPU batch the same, the all-gathers are the same size but there are twice as "
    "many ranks in the ring, so the latency term grows. Hierarchical collectives help there, reduce inside "
    "the node first over NVLink and only send one eighth across the network.",
    "Interviewer: How often would you checkpoint this job, and how?",
    "Candidate: I'd size it from the failure rate. If a node fails about once a week, 64 GPUs on eight nodes "
    "gives you roughly one failure a day, and with a checkpoint write of say two minutes the Young-Daly "
    "interval is the square root of two times the write time times the MTBF, so about the square root of two "
    "times two minutes times 1,440 minutes, around 76 minutes, call it every hour. I'd write sharded, each "
    "rank its own shard with the distributed checkpoint API, and asynchronously so training continues while "
    "the copy to the parallel file system happens from pinned host memory.",
    "Interviewer: A restart after a failure takes forty minutes before the first step. What is in those forty minutes?",
    "Candidate: honestly it's usually not the checkpoint read. It's the scheduler finding a replacement node, the "
    "container pull, then every rank importing the framework and building the process group, and then torch "
    "compile warming up again if you use it. I'd time each phase from the logs. The fixes are different for "
    "each: keep a hot spare node, cache the image on local disk, and save the compile cache next to the "
    "checkpoint. For the load itself, each rank reads only its own shard, so it's parallel and should be a "
    "couple of minutes for a terabyte on a decent file system.",
    "Interviewer: One rank is consistently slower than the others. How do you find out why?",
    "Candidate: I'd look at per-rank step times first to make sure it's always the same rank and not random. "
    "If it's the same GPU every time, nvidia-smi for its clocks and temperature, maybe it's thermally "
    "throttling or stuck at a lower power cap, and dmesg for Xid errors. If the GPU is fine I'd check the "
    "data loader on that host, a slow local disk or too few workers shows up as the GPU waiting on input. "
    "Because everyone waits for the slowest rank at every collective, one slow rank sets the step time for "
    "all 64, so it's worth draining that node until it's fixed.",
])


class CityRating(BaseModel):
    city: str
    depth: Literal["weak", "partial", "strong"]


@pytest.fixture
def model(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "mock-api-key")
    return AnthropicModel("claude-sonnet-4-6")


async def test_chat_with_prompt_cache(cassette, model):
    response = await model.request(
        [SystemMessage(text="You are a strict interview judge.", cache=True),
         UserMessage(text=LONG_TRANSCRIPT, cache=True),
         UserMessage(text="Name the strongest signal in one sentence.")],
        ModelSettings(temperature=0, max_tokens=256))
    assert response.parts == [AssistantText(text="The candidate separates intra-node tensor parallelism from "
                                                 "inter-node FSDP, matching parallelism to bandwidth.")]
    assert response.finish_reason == "stop"
    assert response.response_id == "msg_01XFDUDYJgAACzvnptvVoYEL"
    # input_tokens counts every prompt token; cache reads are billed at a tenth of the input price.
    assert response.usage == Usage(requests=1, input_tokens=11 + 1187, output_tokens=38, cached_tokens=1187,
                                   cache_write_tokens=0,
                                   cost_usd=round((11 * 3.0 + 1187 * 0.30 + 38 * 15.0) / 1e6, 8))
    sent = json.loads(cassette.requests[0].body)
    # The system prompt alone is below the 1,024-token minimum: only the breakpoint after the transcript is sent.
    assert "cache_control" not in sent["system"][0]
    assert sent["messages"][0]["content"][0]["cache_control"] == {"type": "ephemeral"}
    assert sent["temperature"] == 0  # Sonnet 4.6 still takes sampling parameters


def test_short_prompts_carry_no_cache_marker(model):
    # Why not a cassette: this checks the request body alone, before anything is sent.
    params = model._request_params([SystemMessage(text="You are a strict interview judge.", cache=True),
                                    UserMessage(text=TRANSCRIPT, cache=True)], ModelSettings(), None, None)
    assert "cache_control" not in params["system"][0]
    assert "cache_control" not in params["messages"][0]["content"][0]


async def test_stream_text_then_tool_use(cassette, model):
    events = [e async for e in model.request_stream([UserMessage(text="What is the weather in Paris?")],
                                                    ModelSettings(tool_choice="auto"), tools=[WEATHER])]
    assert events[:-1] == [
        TextDelta(text="Let me check"),
        TextDelta(text=" the weather."),
        ToolCallDelta(index=0, id="toolu_01T1x1fJ34qAmk2tNTrN7Up6", name="get_weather"),
        ToolCallDelta(index=0, arguments_delta='{"city": "Pa'),
        ToolCallDelta(index=0, arguments_delta='ris"}'),
    ]
    done = events[-1]
    assert isinstance(done, Done)
    assert done.response.parts == [
        AssistantText(text="Let me check the weather."),
        ToolCall(id="toolu_01T1x1fJ34qAmk2tNTrN7Up6", name="get_weather", arguments={"city": "Paris"}),
    ]
    assert done.response.finish_reason == "tool_calls"
    assert (done.response.usage.input_tokens, done.response.usage.output_tokens) == (402, 54)


async def test_structured_output_forced_tool(cassette, model, monkeypatch):
    # Every Claude model in the table has native structured output; the forced tool stays the path
    # for one that does not (as the table would say), shown here by overriding its row.
    from dataclasses import replace

    forced = replace(model.info, structured="forced_tool")
    monkeypatch.setattr(AnthropicModel, "info", property(lambda self: forced))
    response = await model.request([UserMessage(text="Name a city in France and rate how well it is known.")],
                                   output_schema=CityRating)
    assert response.output == CityRating(city="Paris", depth="strong")
    assert response.parts == [AssistantText(text='{"city": "Paris", "depth": "strong"}')]


async def test_tool_result_round_trip(cassette, model):
    response = await model.request(
        [UserMessage(text="What is the weather in Paris?"),
         AssistantText(text="Let me check the weather."),
         ToolCall(id="toolu_01T1x1fJ34qAmk2tNTrN7Up6", name="get_weather", arguments={"city": "Paris"}),
         ToolResult(call_id="toolu_01T1x1fJ34qAmk2tNTrN7Up6", name="get_weather", content="18 C and cloudy")],
        tools=[WEATHER])
    assert response.text == "It is 18 C and cloudy in Paris."
    # No cache_control was sent, so nothing was written to the cache.
    assert response.usage.cache_write_tokens == 0
    assert response.usage.input_tokens == 480


async def test_missing_key_is_an_auth_error():
    with pytest.raises(AuthError, match="ANTHROPIC_API_KEY is not set"):
        await AnthropicModel("claude-sonnet-4-6").request([UserMessage(text="hi")])


# -- Claude 5.x: native structured output, thinking on, no sampling parameters ----------------------------
@pytest.fixture
def claude5(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "mock-api-key")
    return AnthropicModel("claude-sonnet-5-5")


ASK = [UserMessage(text="Name a city in France and rate how well it is known.")]


async def test_claude5_native_structured_output_with_thinking(cassette, claude5):
    response = await claude5.request(ASK, ModelSettings(temperature=0, max_tokens=400), output_schema=CityRating)
    assert response.output == CityRating(city="Paris", depth="strong")
    # The thinking block is the model's own; only the answer becomes a part.
    assert response.parts == [AssistantText(text='{"city": "Paris", "depth": "strong"}')]
    assert response.usage == Usage(requests=1, input_tokens=148, output_tokens=131, reasoning_tokens=117,
                                   cost_usd=round((148 * 2.0 + 131 * 10.0) / 1e6, 8))
    sent = json.loads(cassette.requests[0].body)
    assert "temperature" not in sent and "tools" not in sent and "tool_choice" not in sent
    assert sent["output_config"]["format"]["type"] == "json_schema"
    assert sent["max_tokens"] == 400 + 4096, "the cap leaves room for thinking"


async def test_claude5_refusal_is_typed_and_not_retried(cassette, claude5):
    from interviewer.llm.errors import Refused
    from interviewer.llm.retry import RetryingModel

    model = RetryingModel(claude5, sleep=lambda _s: None)
    with pytest.raises(Refused, match="declined by the safety system") as caught:
        await model.request(ASK, ModelSettings(temperature=0, max_tokens=400), output_schema=CityRating)
    assert not caught.value.retryable and len(model.attempts_log) == 1


async def test_claude5_context_window_exceeded_marks_json_truncated(cassette, claude5):
    from interviewer.llm.errors import BadOutput

    with pytest.raises(BadOutput) as caught:
        await claude5.request(ASK, ModelSettings(temperature=0, max_tokens=400), output_schema=CityRating)
    assert caught.value.truncated and caught.value.raw == '{"city": "Par'


@pytest.mark.parametrize("stop_reason, finish", [
    ("end_turn", "stop"), ("stop_sequence", "stop"), ("tool_use", "tool_calls"), ("max_tokens", "length"),
    ("model_context_window_exceeded", "length"), ("pause_turn", "length")])
def test_every_sdk_stop_reason_is_mapped(claude5, stop_reason, finish):
    # Why not a cassette: parsing one response object; the wire shape is covered above.
    from typing import get_args

    from anthropic.types import StopReason

    assert set(get_args(StopReason)) == {"end_turn", "max_tokens", "stop_sequence", "tool_use", "pause_turn",
                                         "refusal", "model_context_window_exceeded"}
    message = {"id": "msg_1", "content": [{"type": "text", "text": "ok"}], "stop_reason": stop_reason,
               "usage": {"input_tokens": 1, "output_tokens": 1}}
    assert claude5._process_response(message, None).finish_reason == finish


class BoundedIds(BaseModel):
    """Like the utterance classifier's output: a bounded list of enum ids (maxItems bounds a local grammar)."""

    ids: list[Literal["answer", "question", "meta"]] = Field(description="every class that applies",
                                                             min_length=1, max_length=2)
    note: str = Field(description="why", max_length=40)


def test_claude_native_schema_stays_within_its_subset(claude5):
    """Claude's structured outputs reject maxItems, minItems > 1 and string/numeric bounds with a 400.

    The bound is moved into the description, the request keeps the enum and minItems 1, and the
    reply is still validated against the full model (a reply over the bound is unusable output).
    """
    from interviewer.llm.base import parse_output
    from interviewer.llm.errors import BadOutput

    params = claude5._request_params([UserMessage(text="classify")], ModelSettings(max_tokens=50), None, BoundedIds)
    sent = params["output_config"]["format"]["schema"]

    def keys(node):
        if isinstance(node, dict):
            for key, value in node.items():
                yield key
                yield from keys(value)
        elif isinstance(node, list):
            for value in node:
                yield from keys(value)

    assert not {"maxItems", "maxLength"} & set(keys(sent))
    ids = sent["properties"]["ids"]
    assert ids["minItems"] == 1 and ids["items"]["enum"] == ["answer", "question", "meta"]
    assert ids["description"] == "every class that applies (at most 2 items)"
    assert sent["properties"]["note"]["description"] == "why (at most 40 characters)"
    assert sent["additionalProperties"] is False and sent["required"] == ["ids", "note"]
    with pytest.raises(BadOutput):
        parse_output(BoundedIds, '{"ids": ["answer", "question", "meta"], "note": "x"}')


def test_the_forced_tool_keeps_the_full_schema(model, monkeypatch):
    """A forced tool's input_schema is not a structured-outputs grammar: bounds are valid JSON Schema there."""
    from dataclasses import replace

    forced = replace(model.info, structured="forced_tool")
    monkeypatch.setattr(AnthropicModel, "info", property(lambda self: forced))
    params = model._request_params([UserMessage(text="classify")], ModelSettings(max_tokens=50), None, BoundedIds)
    assert "output_config" not in params
    tool = params["tools"][-1]
    assert tool["input_schema"]["properties"]["ids"]["maxItems"] == 2
