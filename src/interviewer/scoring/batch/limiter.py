"""An adaptive concurrency limit (AIMD): halve on 429, grow back by one per window of successes.

It sits *under* the retry layer, around each HTTP attempt, so it sees every 429 and a
task waiting out ``retry-after`` does not hold a slot while it sleeps.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Protocol

from pydantic import BaseModel

from ...llm.base import Model
from ...llm.errors import RateLimited
from ...llm.messages import Message, ModelResponse, ModelSettings, StreamEvent, ToolDef
from ...llm.retry import RetryingModel
from ...llm.wrapper import WrapperModel


class AIMDLimiter:
    """At most ``limit`` holders at once; ``limit`` moves between ``minimum`` and ``maximum``.

    Waiters queue FIFO and a release wakes only as many as there are free slots: with
    hundreds of queued calls, waking all of them on every release costs more than the calls.
    """

    def __init__(self, maximum: int = 16, *, minimum: int = 1):
        self.maximum = max(1, maximum)
        self.minimum = max(1, min(minimum, self.maximum))
        self.limit = self.maximum
        self.in_flight = 0
        self.peak = 0
        self.decreases = 0
        self._successes = 0
        self._waiters: deque[asyncio.Future] = deque()

    def _wake(self) -> None:
        while self._waiters and self.in_flight < self.limit:
            fut = self._waiters.popleft()
            if not fut.done():
                self.in_flight += 1  # the slot is handed over before the waiter runs
                fut.set_result(None)

    async def acquire(self) -> None:
        """Wait for a slot (pair with ``release``; ``slot()`` does both)."""
        if self.in_flight < self.limit and not self._waiters:
            self.in_flight += 1
        else:
            fut = asyncio.get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
            except asyncio.CancelledError:
                if fut.done() and not fut.cancelled():
                    self.release()
                raise
        self.peak = max(self.peak, self.in_flight)

    def release(self) -> None:
        self.in_flight -= 1
        self._wake()

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        await self.acquire()
        try:
            yield
        finally:
            self.release()

    def on_rate_limited(self) -> None:
        """Multiplicative decrease."""
        self.limit = max(self.minimum, self.limit // 2)
        self._successes = 0
        self.decreases += 1

    def on_success(self) -> None:
        """Additive increase: one more slot after ``limit`` successes in a row (about one round trip)."""
        if self.limit >= self.maximum:
            return
        self._successes += 1
        if self._successes >= self.limit:
            self._successes = 0
            self.limit += 1
            self._wake()


class SlotPool(Protocol):
    """What ``LimitedModel`` needs of a limiter: this process's ``AIMDLimiter``, or one shared by Ray workers."""

    def slot(self) -> AbstractAsyncContextManager[None]:
        """Hold one of the run's request slots for the block."""
        ...

    def on_rate_limited(self) -> None:
        """A request got a 429."""
        ...

    def on_success(self) -> None:
        """A request succeeded."""
        ...


class LimitedModel(WrapperModel):
    """Each request takes a limiter slot; 429s shrink the limit, successes grow it back."""

    def __init__(self, inner: Model, limiter: SlotPool):
        super().__init__(inner)
        self.limiter = limiter

    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        async with self.limiter.slot():
            try:
                response = await self.inner.request(messages, settings, tools, output_schema)
            except RateLimited:
                self.limiter.on_rate_limited()
                raise
        self.limiter.on_success()
        return response

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        async with self.limiter.slot():
            async for event in self.inner.request_stream(messages, settings, tools):
                yield event


def with_limiter(model: Model, limiter: SlotPool) -> Model:
    """Put ``limiter`` around each attempt: inside the retry layer when there is one."""
    if isinstance(model, RetryingModel):
        wrapped = RetryingModel(LimitedModel(model.inner, limiter), max_attempts=model.max_attempts,
                                max_bad_output=model.max_bad_output, base_delay=model.base_delay,
                                max_delay=model.max_delay, sleep=model._sleep)
        return wrapped
    return LimitedModel(model, limiter)
