"""What both batch clients share: HTTP errors → typed errors, JSONL parsing."""

from __future__ import annotations

import json
from typing import Any

from ..errmap import from_status
from ..errors import ModelError, ProviderDown


async def call(http, method: str, url: str, *, provider: str, **kw) -> Any:
    """One HTTP call; a non-2xx answer or a dropped connection becomes the matching typed error."""
    import httpx

    try:
        response = await http.request(method, url, **kw)
    except httpx.HTTPError as exc:
        raise ProviderDown(f"batch API unreachable: {type(exc).__name__}: {exc}", provider=provider) from None
    if response.status_code >= 400:
        raise error_for(response.status_code, _message(response), provider=provider, headers=response.headers)
    return response


def error_for(status: int, message: str, *, provider: str, headers: Any = None) -> ModelError:
    return from_status(status, message, provider=provider, headers=headers)


def _message(response) -> str:
    try:
        data = response.json()
    except ValueError:
        return response.text[:200]
    err = data.get("error") if isinstance(data, dict) else None
    if isinstance(err, dict):
        return str(err.get("message") or err)
    return str(data)[:200]


def jsonl(text: str) -> list[dict]:
    """Lines of a results file; a blank or damaged line is skipped (its item then counts as missing)."""
    rows = []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if isinstance(row, dict):
            rows.append(row)
    return rows
