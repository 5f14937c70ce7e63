"""One capability table: per model, what a request may carry and what the model costs.

Fed from ``model_table.json`` (a trimmed snapshot of LiteLLM's bundled model table, refreshed
by ``tools/refresh_model_table.py``) and, for routes it lacks, from the installed LiteLLM's own
file; ``model_overrides`` adds what LiteLLM does not say (sampling rules for OpenAI reasoning
models, retired models, the SDKs' shutdown dates). Adapters ask ``model_info`` and send only
what the model accepts; nothing else in the code special-cases a model name.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

from . import model_overrides as overrides

StructuredMode = Literal["json_schema", "native", "forced_tool"]
"""How structured output is asked for: OpenAI ``response_format`` json_schema (also llama.cpp and
LiteLLM), Anthropic ``output_config.format`` (native), or a forced tool whose input is the answer."""
MaxTokensParam = Literal["max_tokens", "max_completion_tokens"]

DEFAULT_CONTEXT = 128_000
"""Context window assumed for a model the table does not know."""
REASONING_SCALE = 4
"""A thinking model's token cap is the caller's cap times this (thinking counts against it) ..."""
REASONING_FLOOR = 4096
"""... and never less than the caller's cap plus this many thinking tokens."""


@dataclass(frozen=True)
class Price:
    """USD per 1M tokens (``pricing`` turns a call's usage into a cost with it)."""

    input: float
    output: float
    cached_input: float | None = None
    """Price of prompt tokens read from the cache; None means billed as plain input."""
    cache_write: float | None = None
    """Price of prompt tokens written to the cache (Anthropic); None means billed as plain input."""


@dataclass(frozen=True)
class ModelInfo:
    """What one ``provider:model`` accepts and costs; ``known`` is False for safe defaults."""

    provider: str
    model: str
    known: bool
    structured: StructuredMode
    sampling: bool
    """False when the model rejects non-default temperature/top_p (reasoning models)."""
    max_tokens_param: MaxTokensParam
    thinks: bool
    """True when the model reasons by default, so its thinking tokens count against the cap."""
    context_window: int
    max_output: int
    cache_min_tokens: int
    """Shortest prefix the provider caches; a cache marker on a shorter one is not sent."""
    price: Price | None
    retires: str | None
    """ISO date the provider shuts the model down (past: already retired)."""
    successor: str | None = None

    @property
    def name(self) -> str:
        return f"{self.provider}:{self.model}"

    def output_budget(self, requested: int) -> int:
        """The cap to send for a caller's ``requested`` visible tokens, leaving room for thinking."""
        budget = max(requested * REASONING_SCALE, requested + REASONING_FLOOR) if self.thinks else requested
        return min(budget, self.max_output) if self.max_output else budget

    def retired(self, today: str) -> bool:
        return self.retires is not None and self.retires <= today

    def notice(self) -> str:
        """One line for a model the table does not know; empty otherwise."""
        if self.known:
            return ""
        return (f"{self.name} is not in the model table (checked {table_checked()}): assuming a "
                f"{self.context_window:,}-token context, no sampling parameters, {self.structured} output")


def _table_path() -> Path:
    return Path(__file__).with_name("model_table.json")


@lru_cache(maxsize=1)
def _table() -> dict[str, dict]:
    return json.loads(_table_path().read_text())["models"]


@lru_cache(maxsize=1)
def table_checked() -> str:
    return json.loads(_table_path().read_text())["checked"]


@lru_cache(maxsize=1)
def _litellm_table() -> dict[str, dict]:
    """The installed LiteLLM's own table, read as a file (importing litellm costs seconds)."""
    try:
        spec = importlib.util.find_spec("litellm")
    except (ImportError, ValueError):
        return {}
    if spec is None or not spec.submodule_search_locations:
        return {}
    path = Path(list(spec.submodule_search_locations)[0]) / "model_prices_and_context_window_backup.json"
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return {}


def _row(provider: str, model: str) -> dict | None:
    table = _table()
    key = f"{provider}:{model}"
    if key in table:
        return table[key]
    # Dated snapshots (claude-sonnet-4-5-20250929, gpt-4.1-2025-04-14) fall back to their base name.
    base = re.sub(r"-\d{4}-?\d{2}-?\d{2}$", "", model)
    return table.get(f"{provider}:{base}")


def _price(row: dict) -> Price | None:
    if "input" not in row or "output" not in row:
        return None
    return Price(row["input"], row["output"], cached_input=row.get("cache_read"), cache_write=row.get("cache_write"))


def _openai(model: str, row: dict | None) -> ModelInfo:
    reasoning_family = bool(re.match(overrides.OPENAI_REASONING_FAMILIES, model))
    reasons = bool(row.get("reasoning")) if row else reasoning_family
    # An unknown model is assumed to think: a higher cap costs nothing unless it is used.
    thinks = row is None or (reasons and row.get("default_reasoning_effort") != "none")
    return ModelInfo(
        provider="openai", model=model, known=row is not None, structured="json_schema",
        # Reasoning models accept only the default temperature/top_p (HTTP 400 "Unsupported value");
        # a model we do not know gets none either (leaving the default is always accepted).
        sampling=row is not None and not (reasons or reasoning_family),
        max_tokens_param="max_completion_tokens", thinks=thinks,
        context_window=(row or {}).get("context_window", DEFAULT_CONTEXT),
        max_output=(row or {}).get("max_output", 0),
        cache_min_tokens=overrides.OPENAI_CACHE_MIN_TOKENS,
        price=_price(row) if row else None,
        retires=overrides.retirement("openai", model) or (row or {}).get("deprecation_date"),
        successor=(row or {}).get("successor_model"),
    )


def _anthropic(model: str, row: dict | None) -> ModelInfo:
    data = row or {}
    native = data.get("native_structured_output", row is None)
    forced_ok = data.get("forced_tool_use", True)
    return ModelInfo(
        provider="anthropic", model=model, known=row is not None,
        structured="native" if native or not forced_ok else "forced_tool",
        sampling=bool(data.get("sampling_params", row is not None)),
        max_tokens_param="max_tokens",
        thinks=bool(data.get("thinking_always_on") or data.get("thinking_on_by_default") or row is None),
        context_window=data.get("context_window", DEFAULT_CONTEXT),
        max_output=data.get("max_output", 0),
        cache_min_tokens=data.get("prompt_cache_min_tokens", overrides.ANTHROPIC_UNKNOWN_CACHE_MIN_TOKENS),
        price=_price(data) if row else None,
        retires=overrides.retirement("anthropic", model) or data.get("deprecation_date"),
        successor=data.get("successor_model"),
    )


def _local(model: str) -> ModelInfo:
    from .catalog import CATALOG

    spec = CATALOG.get(model)
    return ModelInfo(provider="local", model=model, known=spec is not None, structured="json_schema",
                     sampling=True, max_tokens_param="max_tokens", thinks=False,
                     context_window=spec.n_ctx if spec else 4096, max_output=spec.n_ctx if spec else 4096,
                     cache_min_tokens=0, price=Price(0.0, 0.0, cached_input=0.0, cache_write=0.0), retires=None)


def compatible_info(provider: str, model: str) -> ModelInfo:
    """An unknown model behind an OpenAI-compatible server or a LiteLLM route: plain chat completions."""
    entry = _litellm_table().get(model) or {}
    if not isinstance(entry, dict):
        entry = {}
    return ModelInfo(provider=provider, model=model, known=bool(entry), structured="json_schema",
                     sampling=entry.get("supports_sampling_params", True) is not False,
                     max_tokens_param="max_tokens", thinks=False,
                     context_window=entry.get("max_input_tokens") or DEFAULT_CONTEXT,
                     max_output=entry.get("max_output_tokens") or 0, cache_min_tokens=0,
                     price=_price({"input": entry["input_cost_per_token"] * 1e6,
                                   "output": entry["output_cost_per_token"] * 1e6})
                     if "input_cost_per_token" in entry and "output_cost_per_token" in entry else None,
                     retires=entry.get("deprecation_date"))


@lru_cache(maxsize=512)
def model_info(provider: str, model: str) -> ModelInfo:
    """The capability row for ``provider:model`` (safe defaults, ``known=False``, when unknown)."""
    if provider == "local":
        return _local(model)
    if provider == "litellm":
        route, _, rest = model.partition("/")
        if rest and route in ("openai", "anthropic"):
            inner = model_info(route, rest)
            return ModelInfo(**{**inner.__dict__, "provider": "litellm", "model": model})
        return compatible_info("litellm", model)
    if provider == "openai":
        return _openai(model, _row("openai", model))
    if provider == "anthropic":
        return _anthropic(model, _row("anthropic", model))
    return compatible_info(provider, model)


_noticed: set[str] = set()


def notice_unknown(info: ModelInfo) -> None:
    """Print the one-line notice for an unknown model once per process (to stderr)."""
    if info.known or info.name in _noticed:
        return
    _noticed.add(info.name)
    print(f"note: {info.notice()}", file=sys.stderr)


def table_rows(provider: str) -> list[ModelInfo]:
    """Every model the table knows for ``provider`` (for ``interviewer list models``)."""
    prefix = f"{provider}:"
    names = sorted({k[len(prefix):] for k in _table() if k.startswith(prefix)} | set(overrides.listed(provider)))
    return [model_info(provider, name) for name in names]
