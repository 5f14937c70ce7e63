"""The capability table: what each model accepts, costs and when it retires; safe defaults for the rest.

Why not cassettes: these check the table and the request bodies the adapters build from it
before anything is sent; the wire shapes are covered by the provider cassette tests.
"""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel

from interviewer.llm import ModelSettings, SystemMessage, UserMessage, output_json_schema
from interviewer.llm.anthropic import AnthropicModel
from interviewer.llm.capabilities import model_info, table_checked
from interviewer.llm.errmap import map_exception
from interviewer.llm.errors import ConfigError
from interviewer.llm.openai import OpenAIModel
from interviewer.llm.pricing import price_for
from interviewer.llm.registry import PROVIDERS


def test_families_from_the_table():
    gpt41, gpt55 = model_info("openai", "gpt-4.1"), model_info("openai", "gpt-5.5")
    assert (gpt41.sampling, gpt41.thinks, gpt41.max_tokens_param) == (True, False, "max_completion_tokens")
    assert (gpt55.sampling, gpt55.thinks, gpt55.max_tokens_param) == (False, True, "max_completion_tokens")
    sonnet46, sonnet55 = model_info("anthropic", "claude-sonnet-4-6"), model_info("anthropic", "claude-sonnet-5-5")
    assert (sonnet46.structured, sonnet46.sampling, sonnet46.thinks, sonnet46.cache_min_tokens) == (
        "native", True, False, 1024)
    assert (sonnet55.structured, sonnet55.sampling, sonnet55.thinks, sonnet55.cache_min_tokens) == (
        "native", False, True, 512)
    assert model_info("anthropic", "claude-opus-4-7").sampling is False  # Claude 4.7+ reject sampling parameters
    assert model_info("anthropic", "claude-haiku-4-5").cache_min_tokens == 4096
    assert model_info("local", "smollm2").context_window == 4096
    # Dated snapshots read their base model's row.
    assert model_info("openai", "gpt-4.1-2025-04-14").context_window == gpt41.context_window == 1_047_576


def test_prices_and_retirements_are_current():
    assert price_for("anthropic", "claude-sonnet-5-5").cached_input == 0.10  # not $0.20
    assert model_info("openai", "gpt-4.1").retires == "2027-01-14"
    assert model_info("openai", "gpt-4.1-nano").retired("2026-12-01")
    assert model_info("anthropic", "claude-opus-4-1").retired("2026-12-01")
    assert model_info("anthropic", "claude-sonnet-4-5").retired("2026-12-01")
    assert table_checked() == "2026-12-01"


def test_defaults_are_current_for_six_months():
    for provider in ("openai", "anthropic"):
        info = model_info(provider, PROVIDERS[provider].default_model)
        assert info.known and (info.retires is None or info.retires > "2027-06-01"), info


def test_unknown_model_gets_safe_defaults_and_one_notice(capsys):
    info = model_info("openai", "gpt-9-preview")
    assert (info.known, info.sampling, info.context_window) == (False, False, 128_000)
    model = OpenAIModel("gpt-9-preview", api_key="mock-api-key")
    params = model._request_params([UserMessage(text="hi")], ModelSettings(temperature=0, max_tokens=50), None, None)
    model._request_params([UserMessage(text="hi")], ModelSettings(), None, None)
    assert "temperature" not in params and params["max_completion_tokens"] == 50 + 4096
    err = capsys.readouterr().err
    assert err.count("openai:gpt-9-preview is not in the model table") == 1 and len(err.splitlines()) == 1


def test_an_unknown_model_behind_a_compatible_server_is_plain_chat():
    model = OpenAIModel("qwen3-8b", base_url="http://127.0.0.1:8000/v1")
    params = model._request_params([UserMessage(text="hi")], ModelSettings(temperature=0, max_tokens=50), None, None)
    assert (params["temperature"], params["max_tokens"]) == (0, 50)


def test_openai_host_base_url_still_uses_the_table():
    model = OpenAIModel("gpt-5.5", base_url="https://api.openai.com/v1", api_key="mock-api-key")
    params = model._request_params([UserMessage(text="hi")], ModelSettings(temperature=0, max_tokens=50), None, None)
    assert "max_tokens" not in params and "temperature" not in params


class Page(BaseModel):
    title: str
    default: Literal["a", "b"] = "a"


def test_schema_keeps_properties_named_title_and_default():
    schema = output_json_schema(Page)
    assert list(schema["properties"]) == ["title", "default"] and schema["required"] == ["title", "default"]
    assert "title" not in schema and "default" not in schema["properties"]["default"]
    assert "title" not in schema["properties"]["title"]


def test_anthropic_thinking_model_gets_room_and_no_sampling(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "mock-api-key")
    params = AnthropicModel("claude-sonnet-5-5")._request_params(
        [SystemMessage(text="Judge."), UserMessage(text="Answer.")], ModelSettings(temperature=0, max_tokens=1200),
        None, Page)
    assert params["max_tokens"] == 1200 * 4 + 496 and "extra_body" not in params
    assert params["output_config"]["format"]["schema"]["required"] == ["title", "default"]


def test_an_sdk_below_the_floor_is_named_not_a_traceback():
    error = map_exception(TypeError("create() got an unexpected keyword argument 'prompt_cache_key'"), "openai")
    assert isinstance(error, ConfigError) and "too old" in error.one_line()


@pytest.mark.parametrize("message, parameter", [
    ("Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.",
     "temperature"),
    ("temperature: `temperature` is deprecated for this model.", "temperature"),
])
def test_unsupported_parameter_400s_name_the_parameter(message, parameter):
    from interviewer.llm.errmap import from_status

    error = from_status(400, message, provider="anthropic", model="claude-sonnet-5-5")
    assert error.parameter == parameter
    assert error.one_line().startswith(f"anthropic:claude-sonnet-5-5 does not accept '{parameter}' (HTTP 400)")
