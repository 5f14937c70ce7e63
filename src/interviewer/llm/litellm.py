"""``litellm:<route>`` — any LiteLLM route (``litellm:gemini/gemini-2.5-pro``, ``litellm:openai/gpt-4.1``...).

litellm answers in the OpenAI chat shape, so parsing is shared with the openai adapter.
Importing litellm costs seconds and, unless told otherwise, fetches its price list from the
network: it is imported on first use only, with ``LITELLM_LOCAL_MODEL_COST_MAP`` set first.
Its own retries are off (``num_retries=0``); ``llm.retry`` is the one retry layer.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from . import openai_format as fmt
from .base import Capabilities, Model
from .errmap import map_exception
from .errors import MissingExtra
from .messages import Message, ModelResponse, ModelSettings, StreamEvent, ToolDef

if TYPE_CHECKING:  # pragma: no cover
    from .capabilities import ModelInfo


def import_litellm() -> Any:
    """Import litellm offline-safe and quiet: it fetches nothing on its own (price list, beta-header config)."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("LITELLM_LOCAL_ANTHROPIC_BETA_HEADERS", "True")
    os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
    try:
        import litellm
    except ImportError:
        raise MissingExtra("litellm", "litellm") from None
    litellm.suppress_debug_info = True
    litellm.telemetry = False
    # httpx rather than aiohttp: one transport for every adapter, and the one cassettes record.
    litellm.disable_aiohttp_transport = True
    return litellm


class LiteLLMModel(Model):
    """``litellm.acompletion`` with our message, tool and schema mapping."""

    provider = "litellm"
    capabilities = Capabilities(streaming=True, tools=True, structured_output=True, prompt_caching=False)

    def __init__(self, model_name: str, *, base_url: str | None = None, api_key: str | None = None,
                 settings: ModelSettings | None = None):
        super().__init__(model_name, settings=settings)
        # LiteLLM is an optional extra: say how to install it before a session starts, not at its first call.
        if importlib.util.find_spec("litellm") is None:
            raise MissingExtra("litellm", "litellm")
        self.base_url = base_url
        self._api_key = api_key

    @property
    def info(self) -> ModelInfo:
        """The routed model's row (``openai/gpt-5.5`` is gpt-5.5); an unknown model behind ``api_base`` is plain."""
        from .capabilities import compatible_info, model_info, notice_unknown

        info = model_info(self.provider, self.model_name)
        if not info.known and self.base_url:
            return compatible_info(self.provider, self.model_name)
        notice_unknown(info)
        return info

    def _map_messages(self, messages: Sequence[Message]) -> list[dict[str, Any]]:
        return fmt.map_messages(messages)

    def _request_params(self, messages: Sequence[Message], settings: ModelSettings,
                        tools: Sequence[ToolDef] | None, output_schema: type[BaseModel] | None) -> dict[str, Any]:
        params: dict[str, Any] = {"model": self.model_name, "messages": self._map_messages(messages),
                                  "num_retries": 0, "max_retries": 0}
        if self.base_url:
            params["api_base"] = self.base_url
        if self._api_key:
            params["api_key"] = self._api_key
        info = self.info
        for name in ("seed", "timeout"):
            value = getattr(settings, name)
            if value is not None:
                params[name] = value
        if settings.temperature is not None and info.sampling:
            params["temperature"] = settings.temperature
        if settings.max_tokens is not None:
            # litellm renames max_tokens to what the route takes (max_completion_tokens for reasoning models).
            params["max_tokens"] = info.output_budget(settings.max_tokens)
        if tools:
            params["tools"] = fmt.map_tools(tools)
            if settings.tool_choice is not None:
                params["tool_choice"] = fmt.tool_choice(settings.tool_choice)
        if output_schema is not None:
            params["response_format"] = fmt.response_format(output_schema)
        params.update(settings.extra)
        return params

    def _map_error(self, exc: BaseException) -> BaseException:
        mapped = map_exception(exc, self.provider)
        return exc if mapped is None else mapped

    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        litellm = import_litellm()
        params = self._request_params(messages, self.settings.merged(settings), tools, output_schema)
        try:
            response = await litellm.acompletion(**params)
        except Exception as exc:  # noqa: BLE001 - every failure becomes a typed error
            raise self._map_error(exc) from exc
        return self._process_response(response, output_schema)

    def _process_response(self, response: Any, output_schema: type[BaseModel] | None) -> ModelResponse:
        return fmt.process_response(response, provider=self.provider, model=self.model_name,
                                    output_schema=output_schema)

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        litellm = import_litellm()
        params = self._request_params(messages, self.settings.merged(settings), tools, None)
        params.update(stream=True, stream_options={"include_usage": True})
        try:
            stream = await litellm.acompletion(**params)
        except Exception as exc:  # noqa: BLE001
            raise self._map_error(exc) from exc
        async for event in self._process_streamed_response(stream):
            yield event

    async def _process_streamed_response(self, stream: Any) -> AsyncIterator[StreamEvent]:
        async for event in fmt.stream_events(stream, provider=self.provider, model=self.model_name,
                                             map_error=self._map_error):
            yield event
