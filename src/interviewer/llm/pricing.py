"""Per-call cost estimates from per-1M-token list prices.

These are ESTIMATES copied from the providers' public price pages as of 2025-08 (USD per
1M tokens). Prices change; a model missing here gets ``cost_usd = None`` ("unknown"),
never 0, so reports do not claim a free call.
"""

from __future__ import annotations

from dataclasses import dataclass

from .messages import Usage

PRICES_AS_OF = "2025-08"


@dataclass(frozen=True)
class Price:
    """USD per 1M tokens."""

    input: float
    output: float
    cached_input: float | None = None
    """Price of prompt tokens read from the cache; None means billed as plain input."""
    cache_write: float | None = None
    """Price of prompt tokens written to the cache (Anthropic); None means billed as plain input."""


PRICES: dict[str, Price] = {
    "openai:gpt-4.1": Price(2.00, 8.00, cached_input=0.50),
    "openai:gpt-4.1-mini": Price(0.40, 1.60, cached_input=0.10),
    "openai:gpt-4.1-nano": Price(0.10, 0.40, cached_input=0.025),
    "openai:gpt-4o": Price(2.50, 10.00, cached_input=1.25),
    "openai:gpt-4o-mini": Price(0.15, 0.60, cached_input=0.075),
    "anthropic:claude-sonnet-4-5": Price(3.00, 15.00, cached_input=0.30, cache_write=3.75),
    # Checked 2026-11 against the provider's model pages (5-minute cache writes).
    "anthropic:claude-sonnet-4-6": Price(3.00, 15.00, cached_input=0.30, cache_write=3.75),
    "anthropic:claude-sonnet-5": Price(2.00, 10.00, cached_input=0.20, cache_write=2.50),
    "anthropic:claude-sonnet-5-5": Price(2.00, 10.00, cached_input=0.20, cache_write=2.50),
    "anthropic:claude-sonnet-4-0": Price(3.00, 15.00, cached_input=0.30, cache_write=3.75),
    "anthropic:claude-opus-4-1": Price(15.00, 75.00, cached_input=1.50, cache_write=18.75),
    "anthropic:claude-haiku-4-5": Price(1.00, 5.00, cached_input=0.10, cache_write=1.25),
    "local:smollm2": Price(0.0, 0.0, cached_input=0.0, cache_write=0.0),
}

# litellm routes that name a model priced above, e.g. "openai/gpt-4.1" or "anthropic/claude-sonnet-4-5".
_LITELLM_PREFIXES = {"openai/": "openai:", "anthropic/": "anthropic:"}


def price_for(provider: str, model: str) -> Price | None:
    """The price of ``provider:model``; dated snapshots (``-2025-04-14``) fall back to their base name."""
    if provider == "litellm":
        for prefix, ours in _LITELLM_PREFIXES.items():
            if model.startswith(prefix):
                return price_for(ours[:-1], model[len(prefix):])
        return None
    key = f"{provider}:{model}"
    if key in PRICES:
        return PRICES[key]
    base = key
    while "-" in base:
        base = base.rsplit("-", 1)[0]
        if base in PRICES:
            return PRICES[base]
    return None


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
