"""Provider batch APIs (OpenAI Batch, Anthropic Message Batches): submit → poll → collect, at half price.

The scoring layer sees only ``BatchClient``; each provider's wire format lives in its own
module and reuses that provider's request mapping, so a batch request is byte-for-byte
the request the live adapter would send (``extra_body`` merged in, as the SDK merges it).

A batch can take up to 24 hours: every call to the batch API goes through the same retry
policy as live requests (429 with retry-after, 5xx, 529, dropped connections). Jobs larger
than a provider's limit (``max_requests``, ``max_bytes``) are split into several batches; the
id handed back joins theirs with ``+`` and ``status``/``results`` reassemble them.
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
from ..retry import RetryPolicy

ID_SEPARATOR = "+"


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


def live_body(params: dict[str, Any]) -> dict[str, Any]:
    """The JSON body the SDK would send for ``params``: ``extra_body`` merged in, client-only options dropped."""
    body = {k: v for k, v in params.items() if k not in ("timeout", "extra_body", "extra_headers")}
    body.update(params.get("extra_body") or {})
    return body


def split(items: Sequence[BatchItem], sizes: Sequence[int], *, max_requests: int, max_bytes: int) -> list[list[BatchItem]]:
    """Consecutive groups of ``items`` that each stay within ``max_requests`` and ``max_bytes`` (``sizes[i]`` is item i's bytes)."""
    groups: list[list[BatchItem]] = [[]]
    total = 0
    for item, size in zip(items, sizes):
        if groups[-1] and (len(groups[-1]) >= max_requests or total + size > max_bytes):
            groups.append([])
            total = 0
        groups[-1].append(item)
        total += size
    return [g for g in groups if g]


class BatchClient(ABC):
    """One provider's batch API."""

    provider: str = ""
    max_requests: int = 0
    """Requests one batch may hold (the provider's documented limit)."""
    max_bytes: int = 0
    """Bytes one batch may hold (input file or request body), kept a little under the limit."""

    def __init__(self, model_name: str, *, base_url: str | None = None, api_key: str | None = None,
                 http: Any = None, retry: RetryPolicy | None = None):
        self.model_name = model_name
        self.base_url = base_url
        self._api_key = api_key
        self._http = http
        self.retry = retry or RetryPolicy()

    def _client(self):
        if self._http is None:
            import httpx

            self._http = httpx.AsyncClient(timeout=120.0)
        return self._http

    async def aclose(self) -> None:
        http, self._http = self._http, None
        if http is not None:
            await http.aclose()

    # -- one provider batch ---------------------------------------------------------------------
    @abstractmethod
    def item_size(self, item: BatchItem) -> int:
        """Bytes ``item`` adds to a batch (its JSONL line or its entry in the request body)."""

    @abstractmethod
    async def _submit_one(self, items: Sequence[BatchItem]) -> str:
        """Create one provider batch; its id."""

    @abstractmethod
    async def _status_one(self, batch_id: str) -> BatchStatus:
        """Poll one provider batch once."""

    @abstractmethod
    async def _results_one(self, batch_id: str, schemas: dict[str, type[BaseModel] | None]) -> dict[str, ModelResponse | ModelError]:
        """The results one provider batch holds (items it lacks are filled in by ``results``)."""

    # -- a job: one or more provider batches ---------------------------------------------------
    def plan(self, items: Sequence[BatchItem]) -> list[list[BatchItem]]:
        """``items`` split at the provider's limits."""
        return split(items, [self.item_size(i) for i in items], max_requests=self.max_requests,
                     max_bytes=self.max_bytes)

    async def submit(self, items: Sequence[BatchItem]) -> str:
        """Create the batch (several, past the provider's limits); returns the job id to store."""
        ids = []
        for group in self.plan(items):
            ids.append(await self.retry.call(lambda g=group: self._submit_one(g), "batch submit"))
        return ID_SEPARATOR.join(ids)

    async def status(self, batch_id: str) -> BatchStatus:
        """Poll once (each part, retried); ``ended`` when every part has, ``failed`` when any failed."""
        parts = [await self.retry.call(lambda b=b: self._status_one(b), "batch status")
                 for b in batch_id.split(ID_SEPARATOR)]
        if len(parts) == 1:
            return parts[0]
        state = "failed" if any(p.state == "failed" for p in parts) else \
            "ended" if all(p.state == "ended" for p in parts) else "in_progress"
        detail = "; ".join(f"part {i + 1}/{len(parts)}: {p.detail}" for i, p in enumerate(parts))
        return BatchStatus(batch_id, state, detail, {"parts": [p.raw for p in parts]})

    async def results(self, batch_id: str, schemas: dict[str, type[BaseModel] | None]) -> dict[str, ModelResponse | ModelError]:
        """Every item's response, or the typed error it ended in (expired, cancelled and missing ones too)."""
        out: dict[str, ModelResponse | ModelError] = {}
        for part in batch_id.split(ID_SEPARATOR):
            out.update(await self.retry.call(lambda p=part: self._results_one(p, schemas), "batch results"))
        for cid in schemas:
            out.setdefault(cid, ModelError(f"no result for this request in batch {batch_id}", provider=self.provider))
        return out


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


__all__ = ["BatchClient", "BatchItem", "BatchStatus", "get_batch_client", "live_body", "split"]
