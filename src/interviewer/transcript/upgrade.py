"""Reading schema-1 transcripts: their dict payloads, turned into the typed fields of schema 2.

Schema 1 kept tool results in ``arguments``/``result`` dicts, a decision's step as a class
name plus a ``detail`` dict, a note's extras in ``data`` and the header's flags as a free
dict. Each function here takes one parsed line and returns it in schema-2 shape. A line
already in schema-2 shape passes through unchanged, so a schema-1 file that a newer
interviewer resumed (and appended to) reads whole.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from . import decisions
from .events import HeaderOptions
from .tool_events import CheckerReport, DesignFacts, NumberCheck

JSON = dict[str, Any]
"""A parsed JSON object, before validation."""


def upgrade_header(data: JSON) -> JSON:
    options = data.get("options")
    if isinstance(options, dict):
        known = HeaderOptions.model_fields
        data = {**data, "options": {k: v for k, v in options.items() if k in known and v is not None}}
    return data


def upgrade_event(data: JSON) -> JSON:
    kind = data.get("type")
    if kind == "tool" and ("result" in data or "arguments" in data):
        return _tool(data)
    if kind == "decision" and isinstance(data.get("step"), str):
        return _decision(data)
    if kind == "note" and "data" in data:
        return _note(data)
    return data


def _tool(data: JSON) -> JSON:
    out = {k: v for k, v in data.items() if k not in ("arguments", "result")}
    arguments = _dict(data.get("arguments"))
    result = _dict(data.get("result"))
    name = data.get("name")
    if name == "reveal_artifact":
        out.update(artifact_ids=list(arguments.get("artifact_ids") or []), titles=list(result.get("titles") or []),
                   at_start=bool(result.get("at_start", False)))
    elif name == "match_request":
        out.update(turn_seq=arguments.get("turn_seq", -1), artifacts=list(result.get("artifacts") or []),
                   diagnosis=result.get("diagnosis"), classifier=result.get("classifier", "lexical"),
                   fallback_reason=result.get("fallback_reason"))
    elif name == "run_code":
        details = _dict(result.get("details"))
        report = {k: v for k, v in details.items() if k in CheckerReport.model_fields}
        out.update(turn_seq=arguments.get("turn_seq", -1), passed=bool(result.get("passed")),
                   summary=str(result.get("summary", "")), report=report if "status" in report else None)
    elif name == "check_numbers":
        context = {k: v for k, v in _dict(result.get("context")).items() if k in DesignFacts.model_fields}
        checks = [{k: v for k, v in c.items() if k in NumberCheck.model_fields}
                  for c in result.get("checks") or [] if isinstance(c, dict)]
        out.update(turn_seq=arguments.get("turn_seq", -1), context=context, checks=checks)
    return out


def _decision(data: JSON) -> JSON:
    out = {k: v for k, v in data.items() if k != "detail"}
    name = data["step"]
    detail = _dict(data.get("detail"))
    cls = getattr(decisions, name, None) if name in decisions.V1_STEP_KINDS else None
    # Schema 1 ignored unknown detail keys when it rebuilt a step; so does this.
    known = {f.name for f in fields(cls)} if cls is not None else set(detail)
    out["step"] = {**{k: v for k, v in detail.items() if k in known}, "kind": decisions.V1_STEP_KINDS.get(name, name)}
    return out


def _note(data: JSON) -> JSON:
    out = {k: v for k, v in data.items() if k != "data"}
    extra = _dict(data.get("data"))
    if extra.get("command") in ("skip", "quit"):
        out["command"] = extra["command"]
    if isinstance(extra.get("topic_id"), str):
        out["topic_id"] = extra["topic_id"]
    return out


def _dict(value: Any) -> JSON:
    return value if isinstance(value, dict) else {}
