"""litellm: adapter against cassettes recorded from the real xllamacpp server serving SmolLM2.

The route is ``openai/smollm2`` with ``api_base`` at the server, so litellm speaks the OpenAI
protocol to it. Re-record: delete the cassette, then
``INTERVIEWER_RECORD=1 pytest tests/test_llm_litellm.py`` (after ``interviewer models pull smollm2``).
"""

from __future__ import annotations

import json
from typing import Literal

from dirty_equals import IsPositiveInt, IsStr
from pydantic import BaseModel

from interviewer.llm import AssistantText, Done, ModelSettings, TextDelta, ToolDef, UserMessage
from interviewer.llm.litellm import LiteLLMModel

WEATHER = ToolDef(name="get_weather", description="Get the current weather for a city",
                  parameters={"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]})
GREEDY = ModelSettings(temperature=0, seed=7)


class CityRating(BaseModel):
    city: str
    depth: Literal["weak", "partial", "strong"]


def model(url: str) -> LiteLLMModel:
    return LiteLLMModel("openai/smollm2", base_url=url, api_key="mock-api-key")


async def test_chat(cassette, local_llm_url):
    response = await model(local_llm_url).request([UserMessage(text="Ask me one question about GPUs.")],
                                                  GREEDY.merged(ModelSettings(max_tokens=40)))
    assert response.model_name == "litellm:openai/smollm2"
    assert [p.model_dump() for p in response.parts] == [{"kind": "assistant", "text": IsStr(min_length=10)}]
    assert response.usage.input_tokens == IsPositiveInt
    assert response.usage.output_tokens == IsPositiveInt
    assert response.finish_reason in ("stop", "length")
    # The fake key went out as a bearer token, and the cassette never stored it.
    assert "authorization" not in {k.lower() for k in cassette.requests[0].headers}


async def test_stream(cassette, local_llm_url):
    events = [e async for e in model(local_llm_url).request_stream(
        [UserMessage(text="Say hello in five words.")], GREEDY.merged(ModelSettings(max_tokens=16)))]
    done = events[-1]
    assert isinstance(done, Done)
    assert all(isinstance(e, TextDelta) for e in events[:-1]) and len(events) > 2
    assert "".join(e.text for e in events[:-1]) == done.response.text
    assert done.response.usage.output_tokens == IsPositiveInt


async def test_structured_output(cassette, local_llm_url):
    response = await model(local_llm_url).request(
        [UserMessage(text="Name a city in France and rate how well it is known.")],
        GREEDY.merged(ModelSettings(max_tokens=60)), output_schema=CityRating)
    assert isinstance(response.output, CityRating)
    sent = json.loads(cassette.requests[0].body)
    assert sent["response_format"]["type"] == "json_schema"
    assert sent["response_format"]["json_schema"]["schema"]["properties"]["depth"]["enum"] == [
        "weak", "partial", "strong"]


async def test_tool_call(cassette, local_llm_url):
    # Forced the SmolLM2 way (see tests/test_llm_openai.py): required + <tool_call> prefill + stop.
    response = await model(local_llm_url).request(
        [UserMessage(text="What is the weather in Paris?"), AssistantText(text="<tool_call>\n")],
        ModelSettings(temperature=0, seed=7, max_tokens=60, tool_choice="required", extra={"stop": ["</tool_call>"]}),
        tools=[WEATHER])
    assert [p.model_dump() for p in response.parts] == [
        {"kind": "tool_call", "id": IsStr(min_length=8), "name": "get_weather", "arguments": {"city": "Paris"}}]
    assert response.finish_reason == "tool_calls"


def test_missing_litellm_names_the_install_line(monkeypatch):
    # Why not a cassette: nothing is sent; LiteLLM is an optional extra and its absence is found at construction.
    import importlib.util

    import pytest

    from interviewer.llm.errors import MissingExtra
    from interviewer.llm.registry import get_model

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "litellm" else real(name, *a))
    with pytest.raises(MissingExtra) as caught:
        get_model("litellm:openai/gpt-5.5")
    assert caught.value.one_line() == "the 'litellm' package is not installed — pip install 'interviewer[litellm]'"
