"""anthropic: adapter against handmade cassettes.

No server here speaks the Messages API, so its cassettes (``*.handmade.yaml``) were written
from Anthropic's documentation: JSON response shape, the ``anthropic-version`` header (the
fixture checks it is sent), SSE event order, ``tool_use`` blocks and cache usage fields.
"""

from __future__ import annotations

import json
from typing import Literal

import pytest
from pydantic import BaseModel

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


class CityRating(BaseModel):
    city: str
    depth: Literal["weak", "partial", "strong"]


@pytest.fixture
def model(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "mock-api-key")
    return AnthropicModel("claude-sonnet-4-5")


async def test_chat_with_prompt_cache(cassette, model):
    response = await model.request(
        [SystemMessage(text="You are a strict interview judge.", cache=True),
         UserMessage(text=TRANSCRIPT, cache=True),
         UserMessage(text="Name the strongest signal in one sentence.")],
        ModelSettings(temperature=0, max_tokens=256))
    assert response.parts == [AssistantText(text="The candidate separates intra-node tensor parallelism from "
                                                 "inter-node FSDP, matching parallelism to bandwidth.")]
    assert response.finish_reason == "stop"
    assert response.response_id == "msg_01XFDUDYJgAACzvnptvVoYEL"
    # input_tokens counts every prompt token; cache reads are billed at a tenth of the input price.
    assert response.usage == Usage(requests=1, input_tokens=21 + 1843, output_tokens=38, cached_tokens=1843,
                                   cache_write_tokens=0,
                                   cost_usd=round((21 * 3.0 + 1843 * 0.30 + 38 * 15.0) / 1e6, 8))
    sent = json.loads(cassette.requests[0].body)
    assert sent["system"][0]["cache_control"] == {"type": "ephemeral"}


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


async def test_structured_output_forced_tool(cassette, model):
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
    assert response.usage.cache_write_tokens == 1024
    assert response.usage.input_tokens == 480 + 1024


async def test_missing_key_is_an_auth_error():
    with pytest.raises(AuthError, match="ANTHROPIC_API_KEY is not set"):
        await AnthropicModel("claude-sonnet-4-5").request([UserMessage(text="hi")])
