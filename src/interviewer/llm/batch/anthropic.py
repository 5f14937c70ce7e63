"""Anthropic Message Batches: POST /v1/messages/batches with ``requests: [{custom_id, params}]``, poll
``processing_status`` until ``ended``, then read ``results_url``: JSONL of ``{custom_id, result}`` where
``result.type`` is ``succeeded`` (with ``message``), ``errored`` (with ``error``), ``expired`` or ``canceled``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ..errors import AuthError, ModelError, ProviderDown
from ..messages import ModelResponse
from . import BatchClient, BatchItem, BatchStatus, live_body
from .common import call, error_for, jsonl

API_VERSION = "2023-06-01"


class AnthropicBatch(BatchClient):
    provider = "anthropic"
    max_requests = 100_000
    max_bytes = 250 * 1024 * 1024
    """A Message Batch may hold 100,000 requests or 256 MB, whichever comes first (Anthropic's batch docs)."""

    def _root(self) -> str:
        return (self.base_url or "https://api.anthropic.com").rstrip("/")

    def _headers(self) -> dict[str, str]:
        key = self._api_key or os.environ.get("ANTHROPIC_API_KEY")
        if not key:
            raise AuthError("ANTHROPIC_API_KEY is not set", provider=self.provider, hint="export ANTHROPIC_API_KEY")
        return {"x-api-key": key, "anthropic-version": API_VERSION}

    def _live(self):
        from ..anthropic import AnthropicModel

        return AnthropicModel(self.model_name)

    def params(self, item: BatchItem) -> dict[str, Any]:
        """The Messages request the live adapter would send (cache_control on the breakpoint included)."""
        live = self._live()
        return live_body(live._request_params(item.messages, live.settings.merged(item.settings), None,
                                              item.output_schema))

    def item_size(self, item: BatchItem) -> int:
        return len(json.dumps({"custom_id": item.custom_id, "params": self.params(item)}).encode()) + 2

    async def _submit_one(self, items: Sequence[BatchItem]) -> str:
        body = {"requests": [{"custom_id": it.custom_id, "params": self.params(it)} for it in items]}
        response = await call(self._client(), "POST", f"{self._root()}/v1/messages/batches", provider=self.provider,
                              headers=self._headers(), json=body)
        return response.json()["id"]

    async def _status_one(self, batch_id: str) -> BatchStatus:
        response = await call(self._client(), "GET", f"{self._root()}/v1/messages/batches/{batch_id}",
                              provider=self.provider, headers=self._headers())
        data = response.json()
        raw = data.get("processing_status", "")
        counts = data.get("request_counts") or {}
        detail = f"{raw} (" + ", ".join(f"{k} {v}" for k, v in counts.items()) + ")"
        return BatchStatus(batch_id, "ended" if raw == "ended" else "in_progress", detail, data)

    async def _results_one(self, batch_id: str, schemas: dict[str, type[BaseModel] | None]) -> dict[str, ModelResponse | ModelError]:
        status = await self._status_one(batch_id)
        url = status.raw.get("results_url")
        if not url:
            raise ProviderDown(f"batch {batch_id} has no results_url yet ({status.detail})", provider=self.provider)
        response = await call(self._client(), "GET", url, provider=self.provider, headers=self._headers())
        live = self._live()
        out: dict[str, ModelResponse | ModelError] = {}
        for row in jsonl(response.text):
            cid = row.get("custom_id")
            if cid not in schemas:
                continue
            result = row.get("result") or {}
            kind = result.get("type")
            if kind == "succeeded":
                try:
                    out[cid] = live._process_response(result.get("message") or {}, schemas[cid])
                except ModelError as exc:
                    out[cid] = exc
            elif kind == "errored":
                err = (result.get("error") or {}).get("error") or result.get("error") or {}
                status_code = {"rate_limit_error": 429, "overloaded_error": 529, "api_error": 500,
                               "invalid_request_error": 400}.get(err.get("type"), 500)
                out[cid] = error_for(status_code, err.get("message") or "errored", provider=self.provider)
            else:
                out[cid] = ModelError(f"request {kind or 'missing'} in the batch", provider=self.provider)
        return out
