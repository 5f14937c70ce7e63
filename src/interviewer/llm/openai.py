"""``openai:`` — the official SDK's chat completions, against OpenAI or any compatible server.

The SDK's own retries are off (``max_retries=0``): ``llm.retry`` is the one retry layer.
"""

from __future__ import annotations

import functools
import inspect
import os
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from pydantic import BaseModel

from . import openai_format as fmt
from .base import Capabilities, Model
from .errmap import map_exception
from .errors import AuthError, ConfigError, MissingExtra
from .messages import Message, ModelResponse, ModelSettings, StreamEvent, ToolDef

if TYPE_CHECKING:  # pragma: no cover
    from .capabilities import ModelInfo

DEFAULT_TIMEOUT = 120.0
OPENAI_HOSTS = ("api.openai.com",)
"""Hosts that serve OpenAI's own models (Azure's ``*.openai.azure.com`` too): the capability table applies."""


@functools.cache
def _post_takes_content(post_type: type) -> bool:
    return "content" in inspect.signature(post_type.post).parameters


def _posts_raw_content(client: Any) -> bool:
    return _post_takes_content(type(client))


class OpenAIModel(Model):
    """Chat completions through ``openai.AsyncOpenAI``.

    ``base_url`` (``--base-url``, else ``OPENAI_BASE_URL``) points it at any OpenAI-compatible
    server; such servers often need no key, so a placeholder is sent when none is set.
    """

    provider = "openai"
    capabilities = Capabilities(streaming=True, tools=True, structured_output=True, prompt_caching=True)

    def __init__(self, model_name: str, *, base_url: str | None = None, api_key: str | None = None,
                 settings: ModelSettings | None = None, client: Any = None):
        super().__init__(model_name, settings=settings)
        self.base_url = base_url or os.environ.get("OPENAI_BASE_URL") or None
        if self.base_url and not self.base_url.startswith(("http://", "https://")):
            raise ConfigError(f"bad base URL '{self.base_url}'", hint="it must start with http:// or https://")
        self._api_key = api_key
        self._client = client

    # -- client -----------------------------------------------------------------------------
    async def _get_client(self) -> Any:
        if self._client is None:
            try:
                import openai
            except ImportError:  # pragma: no cover - openai is a core dependency
                raise MissingExtra("openai", "openai") from None
            key = self._api_key or os.environ.get("OPENAI_API_KEY")
            if not key:
                if not self.base_url:
                    raise AuthError("OPENAI_API_KEY is not set", provider=self.provider,
                                    hint="export OPENAI_API_KEY, or pass --base-url for a compatible server")
                key = "not-needed"
            self._client = openai.AsyncOpenAI(api_key=key, base_url=self.base_url, max_retries=0,
                                              timeout=DEFAULT_TIMEOUT)
        return self._client

    async def aclose(self) -> None:
        client, self._client = self._client, None
        if client is not None:
            await client.close()

    @property
    def info(self) -> ModelInfo:
        """The table's row; a model it does not know behind another server is a plain compatible one."""
        from .capabilities import compatible_info, model_info, notice_unknown

        info = model_info(self.provider, self.model_name)
        if not info.known and self.base_url:
            host = urlparse(self.base_url).hostname or ""
            if host not in OPENAI_HOSTS and not host.endswith(".openai.azure.com"):
                return compatible_info(self.provider, self.model_name)
        notice_unknown(info)
        return info

    # -- request building ---------------------------------------------------------------------
    def _map_messages(self, messages: Sequence[Message]) -> list[dict[str, Any]]:
        return fmt.map_messages(messages)

    def _request_params(self, messages: Sequence[Message], settings: ModelSettings,
                        tools: Sequence[ToolDef] | None, output_schema: type[BaseModel] | None) -> dict[str, Any]:
        info = self.info
        params: dict[str, Any] = {"model": self.model_name, "messages": self._map_messages(messages)}
        if settings.temperature is not None and info.sampling:
            # Reasoning models reject any temperature but the default: determinism for assessment
            # comes from the schema and the policy, not from temperature 0.
            params["temperature"] = settings.temperature
        if settings.max_tokens is not None:
            # OpenAI's models take max_completion_tokens (reasoning ones reject max_tokens); compatible
            # servers know max_tokens. A thinking model's cap leaves room for its reasoning tokens.
            params[info.max_tokens_param] = info.output_budget(settings.max_tokens)
        if settings.seed is not None:
            params["seed"] = settings.seed
        if settings.prompt_cache_key:
            params["prompt_cache_key"] = settings.prompt_cache_key
        if tools:
            params["tools"] = fmt.map_tools(tools)
            if settings.tool_choice is not None:
                params["tool_choice"] = fmt.tool_choice(settings.tool_choice)
        if output_schema is not None:
            params["response_format"] = fmt.response_format(output_schema)
        if settings.timeout is not None:
            params["timeout"] = settings.timeout
        if settings.extra:
            params["extra_body"] = dict(settings.extra)
        return params

    def _map_error(self, exc: BaseException) -> BaseException:
        mapped = map_exception(exc, self.provider, model=self.model_name)
        return exc if mapped is None else mapped

    # -- calls -----------------------------------------------------------------------------------
    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        merged = self.settings.merged(settings)
        params = self._request_params(messages, merged, tools, output_schema)
        client = await self._get_client()
        try:
            completion = await self._create(client, params)
        except Exception as exc:  # noqa: BLE001 - every failure becomes a typed error
            raise self._map_error(exc) from exc
        return self._process_response(completion, output_schema)

    async def _create(self, client: Any, params: dict[str, Any]) -> Any:
        """``chat.completions.create`` with the body encoded here: the judge repeats one long transcript
        across a transcript's dimensions, and the SDK's per-call transform and encoding of it cost
        more CPU than the call's I/O. Same request, same headers and auth; the SDK parses the reply."""
        from openai.types.chat import ChatCompletion

        body = {k: v for k, v in params.items() if k not in ("timeout", "extra_body")}
        body.update(params.get("extra_body") or {})
        options: dict[str, Any] = {"security": {"bearer_auth": True}}
        if "timeout" in params:
            options["timeout"] = params["timeout"]
        raw = fmt.encode_body(body)
        # Newer SDKs take raw bytes as ``content`` (``body=bytes`` is deprecated there); older ones as ``body``.
        payload = {"content": raw} if _posts_raw_content(client) else {"body": raw}
        return await client.post("/chat/completions", cast_to=ChatCompletion, options=options, **payload)

    def _process_response(self, completion: Any, output_schema: type[BaseModel] | None) -> ModelResponse:
        return fmt.process_response(completion, provider=self.provider, model=self.model_name,
                                    output_schema=output_schema)

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        merged = self.settings.merged(settings)
        params = self._request_params(messages, merged, tools, None)
        params.update(stream=True, stream_options={"include_usage": True})
        client = await self._get_client()
        try:
            stream = await client.chat.completions.create(**params)
        except Exception as exc:  # noqa: BLE001
            raise self._map_error(exc) from exc
        async for event in self._process_streamed_response(stream):
            yield event

    async def _process_streamed_response(self, stream: Any) -> AsyncIterator[StreamEvent]:
        async for event in fmt.stream_events(stream, provider=self.provider, model=self.model_name,
                                             map_error=self._map_error):
            yield event
