"""Provider batch APIs (OpenAI Batch, Anthropic Message Batches): submit → poll → collect, at half price.

The scoring layer sees only ``BatchClient``; each provider's wire format lives in its own
module and reuses that provider's request mapping, so a batch request is byte-for-byte
the request the live adapter would send.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from ..errors import ConfigError, ModelError
from ..messages import Message, ModelResponse, ModelSettings


@dataclass
class BatchItem:
    """One request in a batch."""

    custom_id: str
    """Unique within the batch; ``[A-Za-z0-9_-]{1,64}`` (Anthropic's rule, the stricter one)."""
    messages: Sequence[Message]
    settings: ModelSettings = field(default_factory=ModelSettings)
    output_schema: type[BaseModel] | None = None


@dataclass
class BatchStatus:
    """Where a submitted batch is."""

    id: str
    state: str
    """``in_progress``, ``ended`` (results can be collected) or ``failed`` (nothing to collect)."""
    detail: str = ""
    """The provider's own status word and counts, for the progress line."""
    raw: dict[str, Any] = field(default_factory=dict)


class BatchClient(ABC):
    """One provider's batch API."""

    provider: str = ""

    def __init__(self, model_name: str, *, base_url: str | None = None, api_key: str | None = None,
                 http: Any = None):
        self.model_name = model_name
        self.base_url = base_url
        self._api_key = api_key
        self._http = http

    def _client(self):
        if self._http is None:
            import httpx

            self._http = httpx.AsyncClient(timeout=120.0)
        return self._http

    async def aclose(self) -> None:
        http, self._http = self._http, None
        if http is not None:
            await http.aclose()

    @abstractmethod
    async def submit(self, items: Sequence[BatchItem]) -> str:
        """Create the batch; returns its id (store it: collecting needs nothing else)."""

    @abstractmethod
    async def status(self, batch_id: str) -> BatchStatus:
        """Poll once."""

    @abstractmethod
    async def results(self, batch_id: str, schemas: dict[str, type[BaseModel] | None]) -> dict[str, ModelResponse | ModelError]:
        """Every item's response, or the typed error it ended in (expired and cancelled ones too)."""


def get_batch_client(name: str, *, base_url: str | None = None, api_key: str | None = None,
                     http: Any = None) -> BatchClient:
    """The batch client for ``provider:model``; only openai and anthropic have batch APIs."""
    provider, _, model = name.partition(":")
    if provider == "openai":
        from .openai import OpenAIBatch

        return OpenAIBatch(model, base_url=base_url or os.environ.get("OPENAI_BASE_URL"), api_key=api_key, http=http)
    if provider == "anthropic":
        from .anthropic import AnthropicBatch

        return AnthropicBatch(model, base_url=base_url or os.environ.get("ANTHROPIC_BASE_URL"), api_key=api_key,
                              http=http)
    raise ConfigError(f"'{name}' has no batch API", hint="--batch-api works with openai: and anthropic: models")


__all__ = ["BatchClient", "BatchItem", "BatchStatus", "get_batch_client"]
