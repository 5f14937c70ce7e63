"""What the mock provider (``mockserver.py``) answers: a judge verdict that quotes a real candidate turn,
schema-shaped filler for any other structured request, and the token counts its ``usage`` reports."""

from __future__ import annotations

import hashlib
import re

_TOKEN = re.compile(r"\w+|[^\w\s]")
_TURN = re.compile(r'<turn seq="(\d+)" speaker="candidate"[^>]*>\n(.*?)\n</turn>', re.S)
_DIM = re.compile(r'Score the dimension "([^"]+)" only')


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def prompt_text(messages: list[dict]) -> str:
    parts = []
    for m in messages:
        content = m.get("content")
        if isinstance(content, list):
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
        parts.append(f"<{m.get('role')}>{content or ''}")
    return "\n".join(parts)


def judge_answer(prompt: str) -> dict | None:
    """A valid judge verdict for the prompt, quoting a candidate turn verbatim; None if not a judge prompt."""
    dims = _DIM.findall(prompt)
    if not dims:
        return None
    dim = dims[-1]
    turns = _TURN.findall(prompt)
    if not turns:
        return {"dimension": dim, "evidence": [], "rationale": "No candidate turns.", "score": "not_assessed"}
    digest = int(hashlib.sha256(prompt.encode()).hexdigest(), 16)
    seq, body = turns[digest % len(turns)]
    sentence = re.split(r"(?<=[.!?])\s", body.strip())[0]
    quote = re.split(r"[‹<]", sentence)[0].strip()[:100] or body.strip()[:40]
    return {"dimension": dim, "evidence": [{"turn": int(seq), "quote": quote}],
            "rationale": "The quoted answer matches this level's anchor.", "score": str(1 + digest % 4)}


def fill_schema(schema: dict, defs: dict) -> object:
    if "$ref" in schema:
        return fill_schema(defs[schema["$ref"].split("/")[-1]], defs)
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    if kind == "object":
        return {k: fill_schema(v, defs) for k, v in schema.get("properties", {}).items()}
    if kind == "array":
        return []
    return {"integer": 1, "number": 1.0, "boolean": False, "null": None}.get(kind, "ok")
