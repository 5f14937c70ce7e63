"""OpenAI Batch API: upload a JSONL file (purpose=batch), create a batch over it, poll, read output_file_id.

Wire format: each input line is ``{"custom_id", "method": "POST", "url": "/v1/chat/completions",
"body": <the chat completion request>}``; each output line is ``{"id", "custom_id", "response":
{"status_code", "request_id", "body"}, "error"}``; failed requests may land in ``error_file_id``
instead, and requests that never ran (expired, cancelled) in neither.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ..errors import AuthError, ModelError
from ..messages import ModelResponse
from . import BatchClient, BatchItem, BatchStatus, live_body
from .common import call, error_for, jsonl

ENDPOINT = "/v1/chat/completions"
_ENDED = {"completed", "expired", "cancelled"}
_FAILED = {"failed"}


class OpenAIBatch(BatchClient):
    provider = "openai"
    max_requests = 50_000
    max_bytes = 190 * 1024 * 1024
    """The input file may hold 50,000 requests and 200 MB (openai-python 3.57, ``batches.create``)."""

    def _root(self) -> str:
        return (self.base_url or "https://api.openai.com/v1").rstrip("/")

    def _headers(self) -> dict[str, str]:
        key = self._api_key or os.environ.get("OPENAI_API_KEY")
        if not key:
            if not self.base_url:
                raise AuthError("OPENAI_API_KEY is not set", provider=self.provider, hint="export OPENAI_API_KEY")
            key = "not-needed"
        return {"authorization": f"Bearer {key}"}

    def body(self, item: BatchItem) -> dict[str, Any]:
        """The chat completion request the live adapter would send for this item."""
        from ..openai import OpenAIModel

        live = OpenAIModel(self.model_name, base_url=self.base_url)
        return live_body(live._request_params(item.messages, live.settings.merged(item.settings), None,
                                              item.output_schema))

    def _line(self, item: BatchItem) -> str:
        return json.dumps({"custom_id": item.custom_id, "method": "POST", "url": ENDPOINT, "body": self.body(item)},
                          ensure_ascii=False, separators=(",", ":"))

    def item_size(self, item: BatchItem) -> int:
        return len(self._line(item).encode()) + 1

    def input_file(self, items: Sequence[BatchItem]) -> bytes:
        return ("\n".join(self._line(it) for it in items) + "\n").encode()

    @staticmethod
    def multipart(data: bytes) -> tuple[bytes, str]:
        # A boundary derived from the content keeps the upload byte-identical between runs
        # (cassettes match request bodies exactly).
        boundary = "interviewer-" + hashlib.sha256(data).hexdigest()[:24]
        head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n"
                f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"batch.jsonl\"\r\n"
                "Content-Type: application/jsonl\r\n\r\n").encode()
        return head + data + f"\r\n--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"

    async def _submit_one(self, items: Sequence[BatchItem]) -> str:
        http = self._client()
        body, content_type = self.multipart(self.input_file(items))
        uploaded = await call(http, "POST", f"{self._root()}/files", provider=self.provider, content=body,
                              headers={**self._headers(), "content-type": content_type})
        file_id = uploaded.json()["id"]
        created = await call(http, "POST", f"{self._root()}/batches", provider=self.provider, headers=self._headers(),
                             json={"input_file_id": file_id, "endpoint": ENDPOINT, "completion_window": "24h",
                                   "metadata": {"source": "interviewer score"}})
        return created.json()["id"]

    async def _status_one(self, batch_id: str) -> BatchStatus:
        response = await call(self._client(), "GET", f"{self._root()}/batches/{batch_id}", provider=self.provider,
                              headers=self._headers())
        data = response.json()
        raw = data.get("status", "")
        counts = data.get("request_counts") or {}
        state = "ended" if raw in _ENDED else "failed" if raw in _FAILED else "in_progress"
        detail = f"{raw} ({counts.get('completed', 0)}/{counts.get('total', 0)} done, {counts.get('failed', 0)} failed)"
        if raw in _FAILED:
            errors = (data.get("errors") or {}).get("data") or []
            detail += ": " + "; ".join(str(e.get("message", e)) for e in errors[:3])
        return BatchStatus(batch_id, state, detail, data)

    async def _file(self, file_id: str | None) -> list[dict]:
        if not file_id:
            return []
        response = await call(self._client(), "GET", f"{self._root()}/files/{file_id}/content",
                              provider=self.provider, headers=self._headers())
        return jsonl(response.text)

    async def _results_one(self, batch_id: str, schemas: dict[str, type[BaseModel] | None]) -> dict[str, ModelResponse | ModelError]:
        from ..openai_format import process_response

        status = await self._status_one(batch_id)
        rows = await self._file(status.raw.get("output_file_id")) + await self._file(status.raw.get("error_file_id"))
        out: dict[str, ModelResponse | ModelError] = {}
        for row in rows:
            cid = row.get("custom_id")
            if cid not in schemas:
                continue
            response, error = row.get("response") or {}, row.get("error")
            code = int(response.get("status_code") or 0)
            if error or code >= 400 or not response:
                message = (error or {}).get("message") or ((response.get("body") or {}).get("error") or {}).get(
                    "message") or "request failed in the batch"
                out[cid] = error_for(code or 500, message, provider=self.provider)
                continue
            try:
                out[cid] = process_response(response.get("body") or {}, provider=self.provider, model=self.model_name,
                                            output_schema=schemas[cid])
            except ModelError as exc:
                out[cid] = exc
        return out
