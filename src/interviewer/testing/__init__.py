"""Test doubles for the ``Model`` interface, for tests where a model's wording does not matter.

A test that needs the HTTP shape of a provider replays a cassette instead.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from ..llm.base import Capabilities, Model, parse_output
from ..llm.errors import ModelError
from ..llm.messages import (
    AssistantText,
    Done,
    Message,
    ModelResponse,
    ModelSettings,
    StreamEvent,
    TextDelta,
    ToolCall,
    ToolDef,
    Usage,
)


@dataclass
class Call:
    """One request a test double received."""

    messages: list[Message]
    settings: ModelSettings | None
    tools: list[ToolDef] | None
    output_schema: type[BaseModel] | None


@dataclass
class AgentInfo:
    """What a FunctionModel's function is told about the call."""

    tools: list[ToolDef] = field(default_factory=list)
    output_schema: type[BaseModel] | None = None
    settings: ModelSettings | None = None


Reply = str | BaseModel | dict | ModelResponse | ToolCall | list | ModelError


def _to_response(reply: Reply, output_schema: type[BaseModel] | None, name: str) -> ModelResponse:
    if isinstance(reply, ModelError):
        raise reply
    if isinstance(reply, ModelResponse):
        response = reply
    elif isinstance(reply, ToolCall):
        response = ModelResponse(parts=[reply], finish_reason="tool_calls")
    elif isinstance(reply, list):
        response = ModelResponse(parts=list(reply), finish_reason="stop")
    elif isinstance(reply, BaseModel):
        response = ModelResponse(parts=[AssistantText(text=reply.model_dump_json())], finish_reason="stop")
    elif isinstance(reply, dict):
        import json

        response = ModelResponse(parts=[AssistantText(text=json.dumps(reply))], finish_reason="stop")
    else:
        response = ModelResponse(parts=[AssistantText(text=str(reply))], finish_reason="stop")
    if not response.model_name:
        response.model_name = name
    if response.usage.requests == 0:
        words = sum(len(p.text.split()) for p in response.parts if isinstance(p, AssistantText))
        response.usage = Usage(requests=1, output_tokens=words)
    if output_schema is not None and response.output is None:
        response.output = parse_output(output_schema, response.text, truncated=response.finish_reason == "length",
                                       provider="test")
    return response


class FunctionModel(Model):
    """A model whose reply is computed by ``fn(messages, info)`` (sync or async).

    The function may return text, a pydantic instance or dict (sent as JSON), a ToolCall,
    a list of parts, a full ModelResponse, or a ModelError instance to raise.
    """

    provider = "function"
    capabilities = Capabilities(streaming=True, tools=True, structured_output=True, prompt_caching=False)

    def __init__(self, fn: Callable[..., Any], *, model_name: str = "fn"):
        super().__init__(model_name)
        self.fn = fn
        self.calls: list[Call] = []

    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        self.calls.append(Call(list(messages), settings, list(tools) if tools else None, output_schema))
        reply = self.fn(list(messages), AgentInfo(list(tools or []), output_schema, settings))
        if inspect.isawaitable(reply):
            reply = await reply
        return _to_response(reply, output_schema, self.name)

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        response = await self.request(messages, settings, tools)
        for part in response.parts:
            if isinstance(part, AssistantText):
                # Word-sized deltas so renderers see a real stream, not one chunk.
                words = part.text.split(" ")
                for i, word in enumerate(words):
                    yield TextDelta(text=word if i == len(words) - 1 else word + " ")
        yield Done(response=response)


class ScriptedModel(FunctionModel):
    """Replies from a queue, in order; ``assert_complete()`` fails if any were left unused."""

    provider = "scripted"

    def __init__(self, replies: Sequence[Reply] = (), *, model_name: str = "script"):
        self._queue: list[Reply] = list(replies)
        super().__init__(self._next, model_name=model_name)

    def enqueue(self, *replies: Reply) -> "ScriptedModel":
        self._queue.extend(replies)
        return self

    def _next(self, messages: list[Message], info: AgentInfo) -> Reply:
        if not self._queue:
            last = messages[-1] if messages else None
            raise AssertionError(f"ScriptedModel ran out of replies (call {len(self.calls)}; last message: {last!r})")
        return self._queue.pop(0)

    @property
    def remaining(self) -> int:
        return len(self._queue)

    def assert_complete(self) -> None:
        if self._queue:
            raise AssertionError(f"ScriptedModel has {len(self._queue)} unused replies: {self._queue!r}")


def __getattr__(name: str):
    # The judge doubles read rubrics (content/); imported only when a test asks for one.
    if name == "ObedientJudge":
        from .judges import ObedientJudge

        return ObedientJudge
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["AgentInfo", "Call", "FunctionModel", "ObedientJudge", "ScriptedModel"]
