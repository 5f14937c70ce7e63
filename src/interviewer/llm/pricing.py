"""Per-call cost estimates from per-1M-token list prices.

Prices come from the capability table (``capabilities.model_info``), which reads LiteLLM's
model table snapshot (its date is ``capabilities.table_checked()``). A model without a known
price gets ``cost_usd = None`` ("unknown"), never 0, so reports do not claim a free call.
"""

from __future__ import annotations

from .capabilities import Price, model_info
from .messages import Usage

__all__ = ["Price", "cost_usd", "price_for"]


def price_for(provider: str, model: str) -> Price | None:
    """The list price of ``provider:model`` (dated snapshots fall back to their base name)."""
    return model_info(provider, model).price


def cost_usd(provider: str, model: str, usage: Usage) -> float | None:
    """Estimated USD cost of one call, or None when the model's price is unknown."""
    price = price_for(provider, model)
    if price is None:
        return None
    cached = usage.cached_tokens
    written = usage.cache_write_tokens
    plain = max(usage.input_tokens - cached - written, 0)
    total = plain * price.input + usage.output_tokens * price.output
    total += cached * (price.input if price.cached_input is None else price.cached_input)
    total += written * (price.input if price.cache_write is None else price.cache_write)
    return round(total / 1_000_000, 8)
