"""Models wrapped, not patched: a base that forwards everything, and the metering wrapper.

``WrapperModel`` forwards ``name``, ``provider``, ``capabilities``, ``info``, ``context_window``,
``settings`` and ``aclose`` to the model it wraps, so retry, concurrency limits and metering
compose in any order and callers never walk ``.inner`` to learn what the model is.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable, Sequence
from typing import TYPE_CHECKING

from pydantic import BaseModel

from .base import Capabilities, Model
from .messages import Done, Message, ModelResponse, ModelSettings, StreamEvent, ToolDef

if TYPE_CHECKING:  # pragma: no cover
    from .capabilities import ModelInfo


class WrapperModel(Model):
    """A model that adds behaviour around ``inner`` and forwards everything else to it."""

    def __init__(self, inner: Model):
        # No Model.__init__: name, settings and capabilities are the inner model's, read live.
        self.inner = inner

    @property
    def provider(self) -> str:  # type: ignore[override]
        return self.inner.provider

    @property
    def model_name(self) -> str:  # type: ignore[override]
        return self.inner.model_name

    @property
    def settings(self) -> ModelSettings:  # type: ignore[override]
        return self.inner.settings

    @property
    def capabilities(self) -> Capabilities:  # type: ignore[override]
        return self.inner.capabilities

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def info(self) -> ModelInfo:
        return self.inner.info

    @property
    def context_window(self) -> int:
        return self.inner.context_window

    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        return await self.inner.request(messages, settings, tools, output_schema)

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        async for event in self.inner.request_stream(messages, settings, tools):
            yield event

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.inner!r}>"


CallRecord = Callable[[str, ModelResponse, float], None]
"""``(role, response, seconds)`` after each finished call."""


class Meter:
    """Where metered calls report: one listener (usually the engine's ``record_call``), set once."""

    def __init__(self, listener: CallRecord | None = None):
        self._listener = listener
        self.calls: list[tuple[str, ModelResponse, float]] = []
        """Calls finished before a listener was attached, replayed to it when it is."""

    def attach(self, listener: CallRecord) -> None:
        self._listener = listener
        for call in self.calls:
            listener(*call)
        self.calls.clear()

    def record(self, role: str, response: ModelResponse, seconds: float) -> None:
        if self._listener is None:
            self.calls.append((role, response, seconds))
        else:
            self._listener(role, response, seconds)

    def wrap(self, model: Model | None, role: str) -> Model | None:
        """``model`` with its calls reported under ``role`` (None stays None)."""
        return None if model is None else MeteredModel(model, self, role)


class MeteredModel(WrapperModel):
    """Reports usage, cost and time of every finished call to a ``Meter`` under one role."""

    def __init__(self, inner: Model, meter: Meter, role: str):
        super().__init__(inner)
        self.meter = meter
        self.role = role

    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        started = time.perf_counter()
        response = await self.inner.request(messages, settings, tools, output_schema)
        self.meter.record(self.role, response, time.perf_counter() - started)
        return response

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        started = time.perf_counter()
        async for event in self.inner.request_stream(messages, settings, tools):
            if isinstance(event, Done):
                self.meter.record(self.role, event.response, time.perf_counter() - started)
            yield event
