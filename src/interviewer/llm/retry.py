"""The one retry layer. SDK-level retries are switched off in every adapter."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Sequence

from pydantic import BaseModel

from .errors import BadOutput, ModelError, RateLimited
from .messages import Done, Message, ModelResponse, ModelSettings, StreamEvent, ToolDef, Usage
from .wrapper import WrapperModel


def backoff(attempt: int, exc: ModelError, base_delay: float, max_delay: float) -> float:
    """Seconds to wait before retry ``attempt`` (0-based): the provider's ``retry-after`` on a 429, else
    jittered exponential backoff, never more than ``max_delay``. Shared by model calls and batch polls."""
    if isinstance(exc, RateLimited) and exc.retry_after is not None:
        return min(max(exc.retry_after, 0.0), max_delay)
    return min(max_delay, base_delay * (2 ** attempt)) * (0.5 + random.random() / 2)


class RetryingModel(WrapperModel):
    """Wraps a model: retries retryable failures with jittered backoff, honouring ``retry-after``.

    ``BadOutput`` (schema mismatch, truncated JSON) is retried too, but only
    ``max_bad_output`` times: a model that cannot produce the schema rarely learns on try five.
    Failed attempts raise before a response exists, so their tokens are not in the final
    response's usage; ``attempts_log`` records them so reports can say how many there were.
    """

    def __init__(self, inner: Model, *, max_attempts: int = 4, max_bad_output: int = 2,
                 base_delay: float = 0.5, max_delay: float = 30.0, sleep=asyncio.sleep):
        super().__init__(inner)
        self.max_attempts = max(1, max_attempts)
        self.max_bad_output = max(1, max_bad_output)
        self.base_delay = base_delay
        self.max_delay = max_delay
        self._sleep = sleep
        self.attempts_log: list[str] = []
        """One entry per failed attempt (error class and message), for reports and tests."""

    def _delay(self, attempt: int, exc: ModelError) -> float:
        return backoff(attempt, exc, self.base_delay, self.max_delay)

    async def request(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                      tools: Sequence[ToolDef] | None = None,
                      output_schema: type[BaseModel] | None = None) -> ModelResponse:
        bad_outputs = 0
        attempt = 0
        while True:
            try:
                return await self.inner.request(messages, settings, tools, output_schema)
            except ModelError as exc:
                self.attempts_log.append(f"{type(exc).__name__}: {exc}")
                if isinstance(exc, BadOutput):
                    bad_outputs += 1
                    if bad_outputs >= self.max_bad_output:
                        raise
                attempt += 1
                if not exc.retryable or attempt >= self.max_attempts:
                    raise
                await self._sleep(self._delay(attempt - 1, exc))

    async def request_stream(self, messages: Sequence[Message], settings: ModelSettings | None = None,
                             tools: Sequence[ToolDef] | None = None) -> AsyncIterator[StreamEvent]:
        # A stream can only be retried before its first event reached the caller; after
        # that, replaying would duplicate text on screen, so the error propagates.
        attempt = 0
        while True:
            started = False
            try:
                async for event in self.inner.request_stream(messages, settings, tools):
                    started = True
                    yield event
                return
            except ModelError as exc:
                self.attempts_log.append(f"{type(exc).__name__}: {exc}")
                attempt += 1
                if started or not exc.retryable or attempt >= self.max_attempts:
                    raise
                await self._sleep(self._delay(attempt - 1, exc))

    def single_attempt(self) -> Model:
        """The same model with no retries: for best-effort calls (a speculative phrasing) whose failure
        costs nothing, so a failing provider is not hit harder than the calls that matter."""
        return self.inner


class RetryPolicy:
    """The same backoff as ``RetryingModel``, for calls that are not model requests (batch API polls)."""

    def __init__(self, *, max_attempts: int = 6, base_delay: float = 1.0, max_delay: float = 60.0,
                 sleep=asyncio.sleep):
        self.max_attempts = max(1, max_attempts)
        self.base_delay = base_delay
        self.max_delay = max_delay
        self._sleep = sleep
        self.attempts_log: list[str] = []

    def _delay(self, attempt: int, exc: ModelError) -> float:
        return backoff(attempt, exc, self.base_delay, self.max_delay)

    async def call(self, operation, what: str = "call"):
        """``await operation()``, retrying retryable typed errors (429 honouring retry-after, 5xx, 529, drops)."""
        attempt = 0
        while True:
            try:
                return await operation()
            except ModelError as exc:
                self.attempts_log.append(f"{what}: {type(exc).__name__}: {exc}")
                attempt += 1
                if not exc.retryable or attempt >= self.max_attempts:
                    raise
                await self._sleep(self._delay(attempt - 1, exc))


__all__ = ["RetryPolicy", "RetryingModel", "Done", "Usage"]
