"""openai: today's reasoning models (gpt-5.x) and an old-style one (gpt-4.1), from handmade cassettes.

No server here speaks OpenAI's own models, so these cassettes (``*.handmade.yaml``) follow the
chat-completions wire format as documented and as openai-python 3.57 types it: ``max_completion_tokens``,
``completion_tokens_details.reasoning_tokens``, ``message.refusal`` with ``content: null``, and the 400
``unsupported_parameter`` error body.
"""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel

from interviewer.llm import ModelSettings, SystemMessage, Usage, UserMessage
from interviewer.llm.errors import Refused, UnsupportedParameter
from interviewer.llm.openai import OpenAIModel
from interviewer.llm.retry import RetryingModel


class Verdict(BaseModel):
    score: int
    title: str
    """Named like a JSON-schema keyword: must stay a property of the strict schema."""


MESSAGES = [SystemMessage(text="You grade one interview answer. Return JSON."),
            UserMessage(text="Answer: I set NCCL_DEBUG=INFO and find the rank that stops logging.")]
SETTINGS = ModelSettings(temperature=0, max_tokens=1200, prompt_cache_key="interviewer-judge-demo")


@pytest.fixture(autouse=True)
def key(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "mock-api-key")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


async def test_gpt5_structured_output_with_reasoning_tokens(cassette):
    response = await OpenAIModel("gpt-5.5").request(MESSAGES, SETTINGS, output_schema=Verdict)
    assert response.output == Verdict(score=3, title="Isolates the failing rank")
    assert response.usage == Usage(requests=1, input_tokens=96, output_tokens=240, reasoning_tokens=192,
                                   cost_usd=round((96 * 5.0 + 240 * 30.0) / 1e6, 8))
    sent = json.loads(cassette.requests[0].body)
    assert "temperature" not in sent and "max_tokens" not in sent
    assert sent["max_completion_tokens"] == 1200 + 4096, "the cap leaves room for reasoning"
    assert sent["response_format"]["json_schema"]["schema"]["required"] == ["score", "title"]


async def test_gpt5_refusal_is_typed_and_not_retried(cassette):
    model = RetryingModel(OpenAIModel("gpt-5.5"))
    with pytest.raises(Refused, match="I can't help with grading that") as caught:
        await model.request(MESSAGES, SETTINGS, output_schema=Verdict)
    assert caught.value.refusal.startswith("I'm sorry") and len(model.attempts_log) == 1


@pytest.mark.record_errors  # the cassette's one interaction is the 400 itself
async def test_unsupported_parameter_names_it_and_the_model(cassette):
    with pytest.raises(UnsupportedParameter) as caught:
        await OpenAIModel("gpt-5.5").request(MESSAGES, SETTINGS.merged(ModelSettings(extra={"top_p": 0.5})),
                                             output_schema=Verdict)
    assert caught.value.parameter == "top_p" and caught.value.model == "gpt-5.5"
    line = caught.value.one_line()
    assert "\n" not in line and line.startswith("openai:gpt-5.5 does not accept 'top_p' (HTTP 400)")


async def test_gpt41_keeps_temperature_and_its_cap(cassette):
    response = await OpenAIModel("gpt-4.1").request(MESSAGES, SETTINGS, output_schema=Verdict)
    assert response.output == Verdict(score=3, title="Isolates the failing rank")
    sent = json.loads(cassette.requests[0].body)
    assert sent["temperature"] == 0 and sent["max_completion_tokens"] == 1200
