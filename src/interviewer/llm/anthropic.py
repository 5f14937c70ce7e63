"""``anthropic:`` — the official SDK's Messages API.

System prompt as system blocks; tool use as ``tool_use``/``tool_result`` blocks; structured
output natively (``output_config: {"format": {"type": "json_schema", "schema": ...}}``, GA, no beta
header) on models that have it, else as a forced tool whose ``input_schema`` is the output model's
schema; prompt caching by ``cache_control: {"type": "ephemeral"}`` on the block of a message marked
``cache=True`` when the prefix up to it reaches the model's minimum cacheable length. What each
model accepts (sampling parameters, thinking, limits) comes from ``capabilities.model_info``.
The SDK's own retries are off (``max_retries=0``): ``llm.retry`` is the one retry layer.
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from .base import Capabilities, Model, output_json_schema, parse_output
from .errmap import map_exception
from .errors import AuthError, BadOutput, MissingExtra, ProviderDown, Refused
from .messages import (
    AssistantText,
    Done,
    Message,
    ModelResponse,
    ModelSettings,
    StreamEvent,
    SystemMessage,
    TextDelta,
    ToolCall,
    ToolCallDelta,
    ToolDef,
    ToolResult,
    Usage,
    UserMessage,
)
from .openai_format import get
from .pricing import cost_usd

if TYPE_CHECKING:  # pragma: no cover
    from .capabilities import ModelInfo

API_VERSION = "2023-06-01"
"""The Messages API version this adapter is written (and its cassettes made) against; pinned so an
SDK upgrade that moves its default version cannot change the wire format underneath us."""
OUTPUT_TOOL = "final_result"
"""Name of the forced tool that carries structured output."""
DEFAULT_MAX_TOKENS = 4096
"""The Messages API requires max_tokens on every request."""
_STOP = {"end_turn": "stop", "stop_sequence": "stop", "tool_use": "tool_calls", "refusal": "content_filter",
         # Output cut short: by max_tokens, by the context window, or a paused long-running turn.
         "max_tokens": "length", "model_context_window_exceeded": "length", "pause_turn": "length"}
"""Every ``StopReason`` in anthropic-sdk-python 2.14 (``types/stop_reason.py``)."""
CHARS_PER_TOKEN = 4
"""For the cacheable-length check: an estimate, erring towards not marking a prefix that is too short."""
_EPHEMERAL = {"type": "ephemeral"}


class AnthropicModel(Model):
    provider = "anthropic"
    capabilities = Capabilities(streaming=True, tools=True, structured_output=True, prompt_caching=True)

    def __init__(self, model_name: str, *, base_url: str | None = None, api_key: str | None = None,
                 settings: ModelSettings | None = None, client: Any = None):
        super().__init__(model_name, settings=settings)
        # --base-url is for openai: models; ANTHROPIC_BASE_URL is the SDK's own switch.
        self.base_url = os.environ.get("ANTHROPIC_BASE_URL") or None
        self._api_key = api_key
        self._client = client

    async def _get_client(self) -> Any:
        if self._client is None:
            try:
                import anthropic
            except ImportError:  # pragma: no cover - anthropic is a core dependency
                raise MissingExtra("anthropic", "anthropic") from None
            key = self._api_key or os.environ.get("ANTHROPIC_API_KEY")
            if not key:
                raise AuthError("ANTHROPIC_API_KEY is not set", provider=self.provider,
                                hint="export ANTHROPIC_API_KEY")
            self._client = anthropic.AsyncAnthropic(api_key=key, base_url=self.base_url, max_retries=0,
                                                    timeout=120.0,
                                                    default_headers={"anthropic-version": API_VERSION})
        return self._client

    async def aclose(self) -> None:
        client, self._client = self._client, None
        if client is not None:
            await client.close()

    @property
    def info(self) -> ModelInfo:
        from .capabilities import model_info, notice_unknown

        info = model_info(self.provider, self.model_name)
        notice_unknown(info)
        return info

    # -- mapping ---------------------------------------------------------------------------------
    def _map_messages(self, messages: Sequence[Message]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """Flat items → (system blocks, alternating user/assistant messages of content blocks)."""
        system: list[dict[str, Any]] = []
        out: list[dict[str, Any]] = []

        def add(role: str, block: dict[str, Any]) -> None:
            # Consecutive blocks of one role share a message: tool results and the user's
            # next words travel together, as the API's strict alternation requires.
            if out and out[-1]["role"] == role:
                out[-1]["content"].append(block)
            else:
                out.append({"role": role, "content": [block]})

        for item in messages:
            if isinstance(item, SystemMessage):
                block: dict[str, Any] = {"type": "text", "text": item.text}
                if item.cache:
                    block["cache_control"] = dict(_EPHEMERAL)
                system.append(block)
            elif isinstance(item, UserMessage):
                block = {"type": "text", "text": item.text}
                if item.cache:
                    block["cache_control"] = dict(_EPHEMERAL)
                add("user", block)
            elif isinstance(item, AssistantText):
                add("assistant", {"type": "text", "text": item.text})
            elif isinstance(item, ToolCall):
                add("assistant", {"type": "tool_use", "id": item.id, "name": item.name, "input": item.arguments})
            elif isinstance(item, ToolResult):
                result: dict[str, Any] = {"type": "tool_result", "tool_use_id": item.call_id, "content": item.content}
                if item.is_error:
                    result["is_error"] = True
                add("user", result)
        return system, out

    def _request_params(self, messages: Sequence[Message], settings: ModelSettings,
                        tools: Sequence[ToolDef] | None, output_schema: type[BaseModel] | None) -> dict[str, Any]:
        info = self.info
        system, mapped = self._map_messages(messages)
        # Thinking tokens count against max_tokens: a thinking model's cap leaves room for them.
        params: dict[str, Any] = {"model": self.model_name,
                                  "max_tokens": info.output_budget(settings.max_tokens or DEFAULT_MAX_TOKENS),
                                  "messages": mapped}
        if system:
            params["system"] = system
        extra: dict[str, Any] = {}
        if settings.temperature is not None and info.sampling:
            # Newer SDKs dropped `temperature` from create()'s signature; models that still take it
            # (Claude 4.6 and earlier) get it in the body. Claude 4.7+/5.x reject it: not sent.
            extra["temperature"] = settings.temperature
        tool_params = [{"name": t.name, "description": t.description, "input_schema": t.parameters}
                       for t in tools or ()]
        choice = settings.tool_choice
        if output_schema is not None and info.structured == "native":
            params["output_config"] = {"format": {"type": "json_schema", "schema": _native_schema(output_schema)}}
        elif output_schema is not None:
            tool_params.append({"name": OUTPUT_TOOL, "description": f"Return the final {output_schema.__name__}.",
                                "input_schema": output_json_schema(output_schema)})
            choice = OUTPUT_TOOL
        _drop_short_cache_marks(params, tool_params, info.cache_min_tokens)
        if tool_params:
            params["tools"] = tool_params
            if choice is not None:
                params["tool_choice"] = {"auto": {"type": "auto"}, "required": {"type": "any"},
                                         "none": {"type": "none"}}.get(choice, {"type": "tool", "name": choice})
        if settings.timeout is not None:
            params["timeout"] = settings.timeout
        extra.update(settings.extra)
        if extra:
            params["extra_body"] = extra
        return params

    def _usage(self, raw: Any) -> Usage:
        plain = int(get(raw, "input_tokens", 0) or 0)
        read = int(get(raw, "cache_read_input_tokens", 0) or 0)
        written = int(get(raw, "cache_creation_input_tokens", 0) or 0)
        # Anthropic's input_tokens counts only uncached tokens; ours counts every prompt token.
        thinking = int(get(get(raw, "output_tokens_details"), "thinking_tokens", 0) or 0)
        usage = Usage(requests=1, input_tokens=plain + read + written, output_tokens=int(get(raw, "output_tokens", 0) or 0),
                      cached_tokens=read, cache_write_tokens=written, reasoning_tokens=thinking)
        usage.cost_usd = cost_usd(self.provider, self.model_name, usage)
        return usage

    def _parts(self, blocks: list[tuple[str, Any]], output_schema: type[BaseModel] | None) -> list[AssistantText | ToolCall]:
        parts: list[AssistantText | ToolCall] = []
        for kind, block in blocks:
            if kind == "text" and get(block, "text"):
                parts.append(AssistantText(text=get(block, "text")))
            elif kind == "tool_use":
                name, args = get(block, "name"), get(block, "input") or {}
                if output_schema is not None and name == OUTPUT_TOOL:
                    # The forced tool's input *is* the answer: keep it as text, as other providers return it.
                    parts.append(AssistantText(text=json.dumps(args)))
                else:
                    parts.append(ToolCall(id=get(block, "id"), name=name, arguments=dict(args)))
        return parts

    def _finish(self, response: ModelResponse, output_schema: type[BaseModel] | None,
                stop_reason: str | None = None, refusal: str = "") -> ModelResponse:
        if stop_reason == "refusal":
            raise Refused(refusal or response.text, provider=self.provider)
        if output_schema is not None:
            response.output = parse_output(output_schema, response.text,
                                           truncated=response.finish_reason == "length", provider=self.provider)
        return response

    # -- calls -------------------------------------------------------------------------------------
    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        params = self._request_params(messages, self.settings.merged(settings), tools, output_schema)
        client = await self._get_client()
        try:
            message = await client.messages.create(**params)
        except Exception as exc:  # noqa: BLE001 - every failure becomes a typed error
            mapped = map_exception(exc, self.provider, model=self.model_name)
            raise (exc if mapped is None else mapped) from exc
        return self._process_response(message, output_schema)

    def _process_response(self, message: Any, output_schema: type[BaseModel] | None) -> ModelResponse:
        blocks = [(get(b, "type"), b) for b in get(message, "content") or []]
        stop_reason = get(message, "stop_reason")
        response = ModelResponse(parts=self._parts(blocks, output_schema), usage=self._usage(get(message, "usage")),
                                 model_name=self.name, finish_reason=_STOP.get(stop_reason, "unknown"),
                                 response_id=get(message, "id"))
        details = get(message, "stop_details")
        refusal = get(details, "explanation") or (f"refused ({get(details, 'category')})" if details else "")
        return self._finish(response, output_schema, stop_reason, refusal)

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        params = self._request_params(messages, self.settings.merged(settings), tools, None)
        client = await self._get_client()
        try:
            stream = await client.messages.create(stream=True, **params)
        except Exception as exc:  # noqa: BLE001
            mapped = map_exception(exc, self.provider, model=self.model_name)
            raise (exc if mapped is None else mapped) from exc
        async for event in self._process_streamed_response(stream):
            yield event

    async def _process_streamed_response(self, stream: Any) -> AsyncIterator[StreamEvent]:
        blocks: dict[int, dict[str, Any]] = {}
        usage: dict[str, Any] = {}
        stop_reason = None
        message_id = None
        stopped = False
        tool_index: dict[int, int] = {}
        try:
            async for event in stream:
                kind = get(event, "type")
                if kind == "message_start":
                    message = get(event, "message")
                    message_id = get(message, "id")
                    usage.update(_usage_dict(get(message, "usage")))
                elif kind == "content_block_start":
                    index, block = get(event, "index"), get(event, "content_block")
                    btype = get(block, "type")
                    blocks[index] = {"type": btype, "text": get(block, "text", ""), "id": get(block, "id"),
                                     "name": get(block, "name"), "json": ""}
                    if btype == "tool_use":
                        tool_index[index] = len(tool_index)
                        yield ToolCallDelta(index=tool_index[index], id=get(block, "id"), name=get(block, "name"))
                elif kind == "content_block_delta":
                    index, delta = get(event, "index"), get(event, "delta")
                    dtype = get(delta, "type")
                    if dtype == "text_delta":
                        blocks[index]["text"] += get(delta, "text", "")
                        yield TextDelta(text=get(delta, "text", ""))
                    elif dtype == "input_json_delta":
                        piece = get(delta, "partial_json", "")
                        blocks[index]["json"] += piece
                        if piece:
                            yield ToolCallDelta(index=tool_index[index], arguments_delta=piece)
                elif kind == "message_delta":
                    stop_reason = get(get(event, "delta"), "stop_reason") or stop_reason
                    usage.update({k: v for k, v in _usage_dict(get(event, "usage")).items() if v is not None})
                elif kind == "message_stop":
                    stopped = True
        except Exception as exc:  # noqa: BLE001 - a cut connection or an SSE error event
            mapped = map_exception(exc, self.provider, model=self.model_name)
            raise (exc if mapped is None else mapped) from exc
        if not stopped:
            raise ProviderDown("the stream ended before message_stop", provider=self.provider)
        parsed: list[tuple[str, Any]] = []
        for index in sorted(blocks):
            block = blocks[index]
            if block["type"] == "tool_use":
                try:
                    block["input"] = json.loads(block["json"]) if block["json"].strip() else {}
                except json.JSONDecodeError:
                    raise BadOutput(f"the input of tool call '{block['name']}' is not JSON", raw=block["json"],
                                    provider=self.provider) from None
            parsed.append((block["type"], block))
        response = ModelResponse(parts=self._parts(parsed, None), usage=self._usage(usage), model_name=self.name,
                                 finish_reason=_STOP.get(stop_reason, "unknown"), response_id=message_id)
        yield Done(response=self._finish(response, None, stop_reason))


_UNSUPPORTED = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
                "minLength", "maxLength", "maxItems")
"""Keywords Claude's structured outputs reject with a 400 (its documented JSON Schema subset): numeric and
string bounds, ``maxItems``, and ``minItems`` other than 0 or 1."""


_BOUND_WORDS = {"maxItems": "at most {} items", "minItems": "at least {} items", "maxLength": "at most {} characters",
                "minLength": "at least {} characters", "minimum": "at least {}", "maximum": "at most {}"}


def _native_schema(schema: type[BaseModel]) -> dict[str, Any]:
    """The closed output schema, as sent for structured outputs, within Claude's JSON Schema subset.

    Not the SDK's ``transform_schema``: its output differs between SDK versions (1.0 keeps ``type``
    beside ``enum``, 2.14 drops it), and the request must not change with the installed SDK. Bounds the
    subset rejects (a list's ``maxItems``, which bounds a grammar-constrained local model) are moved
    into the field's description, as words the model reads; the reply is still validated against the
    full pydantic model, so a reply over a bound is unusable output and goes through the retry layer.
    """
    return _within_subset(output_json_schema(schema))


def _within_subset(node: Any) -> Any:
    if isinstance(node, list):
        return [_within_subset(v) for v in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    bounds: list[str] = []
    for key, value in node.items():
        if key in ("properties", "$defs", "definitions") and isinstance(value, dict):
            out[key] = {name: _within_subset(sub) for name, sub in value.items()}
        elif key in _UNSUPPORTED or (key == "minItems" and isinstance(value, int) and value > 1):
            words = _BOUND_WORDS.get(key, key + " {}").format(value)
            bounds.append(words[:-1] if value == 1 and words.endswith("s") else words)
        else:
            out[key] = _within_subset(value)
    if bounds:
        note = f"({', '.join(bounds)})"
        out["description"] = f"{out['description']} {note}" if out.get("description") else note
    return out


def _block_chars(block: dict[str, Any]) -> int:
    return len(json.dumps(block, ensure_ascii=False))


def _drop_short_cache_marks(params: dict[str, Any], tools: list[dict[str, Any]], minimum: int) -> None:
    """Remove cache breakpoints whose prefix (tools, system, messages, in that order) is below ``minimum`` tokens.

    The API caches nothing shorter than the model's minimum (1,024-4,096 tokens by model), so a
    marker there only misleads whoever reads the request.
    """
    seen = sum(_block_chars(t) for t in tools)
    blocks = list(params.get("system") or []) + [b for m in params["messages"] for b in m["content"]]
    for block in blocks:
        seen += _block_chars(block)
        if "cache_control" in block and seen // CHARS_PER_TOKEN < minimum:
            del block["cache_control"]


def _usage_dict(raw: Any) -> dict[str, Any]:
    keys = ("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens",
            "output_tokens_details")
    return {k: get(raw, k) for k in keys if get(raw, k) is not None}
