"""The OpenAI chat-completions wire shape, shared by the openai, local and litellm adapters.

litellm answers in the same shape (its objects allow both attribute and key access), so
mapping and parsing live here once. Nothing here imports an SDK.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any

from pydantic import BaseModel

from .base import output_json_schema, parse_output
from .errors import BadOutput, ProviderDown, Refused
from .messages import (
    AssistantText,
    Done,
    Message,
    ModelResponse,
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
from .pricing import cost_usd

_FINISH = {"stop": "stop", "length": "length", "tool_calls": "tool_calls", "function_call": "tool_calls",
           "content_filter": "content_filter"}


def get(obj: Any, key: str, default: Any = None) -> Any:
    """``obj.key`` or ``obj[key]``: SDK objects, litellm objects and plain dicts alike."""
    if obj is None:
        return default
    if isinstance(obj, dict):
        return obj.get(key, default)
    value = getattr(obj, key, default)
    return default if value is None else value


def map_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """Flat items → OpenAI messages; consecutive assistant text and tool calls become one message."""
    out: list[dict[str, Any]] = []
    for item in messages:
        if isinstance(item, SystemMessage):
            out.append({"role": "system", "content": item.text})
        elif isinstance(item, UserMessage):
            out.append({"role": "user", "content": item.text})
        elif isinstance(item, ToolResult):
            out.append({"role": "tool", "tool_call_id": item.call_id, "content": item.content})
        elif isinstance(item, (AssistantText, ToolCall)):
            if not out or out[-1]["role"] != "assistant":
                out.append({"role": "assistant", "content": None})
            current = out[-1]
            if isinstance(item, AssistantText):
                current["content"] = (current["content"] or "") + item.text
            else:
                current.setdefault("tool_calls", []).append({
                    "id": item.id, "type": "function",
                    "function": {"name": item.name, "arguments": json.dumps(item.arguments)},
                })
    for message in out:
        if message["role"] == "assistant" and message["content"] is None and "tool_calls" not in message:
            message["content"] = ""
    return out


LONG_TEXT = 4096
"""Message texts at least this long are JSON-encoded once and reused by every request that sends them."""
_ENCODED: OrderedDict[str, bytes] = OrderedDict()
_ENCODED_MAX = 256


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


def _encoded_text(text: str) -> bytes:
    # The judge sends one transcript with every dimension of it; encoding 170 KB of JSON per
    # call was most of the client's CPU. Keyed by the string itself (its hash is cached on it).
    hit = _ENCODED.get(text)
    if hit is None:
        hit = _ENCODED[text] = _dumps(text)
        if len(_ENCODED) > _ENCODED_MAX:
            _ENCODED.popitem(last=False)
    else:
        _ENCODED.move_to_end(text)
    return hit


def encode_body(body: dict[str, Any]) -> bytes:
    """A chat-completions request body as JSON bytes, long message texts encoded once across requests."""
    messages = []
    for message in body.get("messages", []):
        fields = [_dumps(key) + b":" + (_encoded_text(value) if key == "content" and isinstance(value, str)
                                        and len(value) >= LONG_TEXT else _dumps(value))
                  for key, value in message.items()]
        messages.append(b"{" + b",".join(fields) + b"}")
    rest = [_dumps(key) + b":" + _dumps(value) for key, value in body.items() if key != "messages"]
    return b"{" + b",".join([b'"messages":[' + b",".join(messages) + b"]", *rest]) + b"}"


def map_tools(tools: Sequence[ToolDef]) -> list[dict[str, Any]]:
    return [{"type": "function", "function": {"name": t.name, "description": t.description,
                                              "parameters": t.parameters}} for t in tools]


def tool_choice(choice: str | None) -> Any:
    """auto/required/none pass through; any other string forces the tool of that name."""
    if choice is None or choice in ("auto", "required", "none"):
        return choice
    return {"type": "function", "function": {"name": choice}}


def response_format(schema: type[BaseModel]) -> dict[str, Any]:
    return {"type": "json_schema",
            "json_schema": {"name": schema.__name__, "schema": output_json_schema(schema), "strict": True}}


def usage_from(raw: Any, provider: str, model: str) -> Usage:
    """Usage from an OpenAI-shaped ``usage`` object; cached tokens from ``prompt_tokens_details``."""
    if raw is None:
        return Usage(requests=1)
    details = get(raw, "prompt_tokens_details")
    usage = Usage(
        requests=1,
        input_tokens=int(get(raw, "prompt_tokens", 0) or 0),
        output_tokens=int(get(raw, "completion_tokens", 0) or 0),
        cached_tokens=int(get(details, "cached_tokens", 0) or 0),
        reasoning_tokens=int(get(get(raw, "completion_tokens_details"), "reasoning_tokens", 0) or 0),
    )
    usage.cost_usd = cost_usd(provider, model, usage)
    return usage


def finish_reason(raw: Any) -> str:
    return _FINISH.get(str(raw), "unknown") if raw else "unknown"


def _tool_call(call_id: str, name: str, arguments: str, provider: str) -> ToolCall:
    try:
        parsed = json.loads(arguments) if arguments and arguments.strip() else {}
    except json.JSONDecodeError:
        raise BadOutput(f"the arguments of tool call '{name}' are not JSON", raw=arguments,
                        provider=provider) from None
    if not isinstance(parsed, dict):
        raise BadOutput(f"the arguments of tool call '{name}' are not a JSON object", raw=arguments,
                        provider=provider)
    return ToolCall(id=call_id, name=name, arguments=parsed)


def finish_response(response: ModelResponse, output_schema: type[BaseModel] | None, provider: str,
                    refusal: str | None = None) -> ModelResponse:
    """Validate structured output; a refusal raises ``Refused``, a cut-off one ``BadOutput(truncated=True)``.

    A strict-output refusal arrives as ``message.refusal`` with ``content: null``: it is the
    model's answer, not malformed JSON, so it is reported (and not retried) as such.
    """
    if refusal and not response.text:
        raise Refused(refusal, provider=provider)
    if response.finish_reason == "content_filter" and not response.text and not response.tool_calls:
        raise Refused("the provider's content filter withheld the output", provider=provider)
    if output_schema is not None:
        response.output = parse_output(output_schema, response.text,
                                       truncated=response.finish_reason == "length", provider=provider)
    return response


def process_response(completion: Any, *, provider: str, model: str,
                     output_schema: type[BaseModel] | None = None) -> ModelResponse:
    """One chat completion → ModelResponse (text first, then tool calls, as the API orders them)."""
    choices = get(completion, "choices") or []
    if not choices:
        raise ProviderDown("the response has no choices", provider=provider)
    choice = choices[0]
    message = get(choice, "message")
    parts: list[AssistantText | ToolCall] = []
    content = get(message, "content")
    if content:
        parts.append(AssistantText(text=content))
    for call in get(message, "tool_calls") or []:
        fn = get(call, "function")
        parts.append(_tool_call(get(call, "id", ""), get(fn, "name", ""), get(fn, "arguments", ""), provider))
    response = ModelResponse(
        parts=parts,
        usage=usage_from(get(completion, "usage"), provider, model),
        model_name=f"{provider}:{model}",
        finish_reason=finish_reason(get(choice, "finish_reason")),
        response_id=get(completion, "id"),
    )
    return finish_response(response, output_schema, provider, refusal=get(message, "refusal"))


class StreamAssembler:
    """Turns OpenAI-shaped stream chunks into events, and the whole stream into a ModelResponse.

    A stream that ends without a finish_reason was cut (connection dropped before ``[DONE]``):
    ``finish()`` raises ``ProviderDown`` rather than returning half an answer as if complete.
    """

    def __init__(self, *, provider: str, model: str):
        self.provider = provider
        self.model = model
        self.text: list[str] = []
        self.refusal: list[str] = []
        self.calls: dict[int, dict[str, str]] = {}
        self.finish: str | None = None
        self.usage: Any = None
        self.response_id: str | None = None

    def feed(self, chunk: Any) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        self.response_id = self.response_id or get(chunk, "id")
        if get(chunk, "usage") is not None:
            self.usage = get(chunk, "usage")
        for choice in get(chunk, "choices") or []:
            delta = get(choice, "delta")
            content = get(delta, "content")
            if content:
                self.text.append(content)
                events.append(TextDelta(text=content))
            if get(delta, "refusal"):
                self.refusal.append(get(delta, "refusal"))
            for call in get(delta, "tool_calls") or []:
                index = int(get(call, "index", 0) or 0)
                fn = get(call, "function")
                slot = self.calls.setdefault(index, {"id": "", "name": "", "arguments": ""})
                call_id, name, args = get(call, "id"), get(fn, "name"), get(fn, "arguments") or ""
                slot["id"] = call_id or slot["id"]
                slot["name"] = name or slot["name"]
                slot["arguments"] += args
                events.append(ToolCallDelta(index=index, id=call_id, name=name, arguments_delta=args))
            if get(choice, "finish_reason"):
                self.finish = get(choice, "finish_reason")
        return events

    def result(self) -> ModelResponse:
        if self.finish is None:
            raise ProviderDown("the stream ended before the response was complete", provider=self.provider)
        parts: list[AssistantText | ToolCall] = []
        if self.text:
            parts.append(AssistantText(text="".join(self.text)))
        for index in sorted(self.calls):
            slot = self.calls[index]
            parts.append(_tool_call(slot["id"], slot["name"], slot["arguments"], self.provider))
        response = ModelResponse(parts=parts, usage=usage_from(self.usage, self.provider, self.model),
                                 model_name=f"{self.provider}:{self.model}", finish_reason=finish_reason(self.finish),
                                 response_id=self.response_id)
        return finish_response(response, None, self.provider, refusal="".join(self.refusal))


async def stream_events(stream: Any, *, provider: str, model: str,
                        map_error: Callable[[BaseException], BaseException]) -> AsyncIterator[StreamEvent]:
    """Typed events from an OpenAI-shaped chunk stream (the SDK's or litellm's), ending in Done.

    A cut connection surfaces mid-iteration, so errors are mapped here, not at the call;
    the stream is closed whatever happens so its connection goes back to the pool.
    """
    assembler = StreamAssembler(provider=provider, model=model)
    try:
        async for chunk in stream:
            for event in assembler.feed(chunk):
                yield event
    except Exception as exc:  # noqa: BLE001 - every failure becomes a typed error
        raise map_error(exc) from exc
    finally:
        close = getattr(stream, "close", None) or getattr(stream, "aclose", None)
        if close is not None:
            result = close()
            if hasattr(result, "__await__"):
                await result
    yield Done(response=assembler.result())
