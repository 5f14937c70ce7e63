"""What LiteLLM's model table does not say, with where each fact comes from. Checked 2026-12-01.

- OpenAI reasoning families (o-series, gpt-5.x, gpt-6.x) accept only the default temperature/top_p
  and take ``max_completion_tokens`` (``max_tokens`` is rejected): OpenAI's reasoning guide and the
  400 ``unsupported_value``/``unsupported_parameter`` errors they return.
- OpenAI caches prompts of 1,024 tokens or more automatically (no markers to place).
- Shutdown dates: the ``Deprecated values`` list in openai-python 3.57's
  ``types/shared/chat_model.py`` and anthropic-sdk-python 2.14's ``_data/deprecated_models.py``.
- Models already retired that the table no longer lists (Anthropic's model deprecations page).
"""

from __future__ import annotations

CHECKED = "2026-12-01"

OPENAI_REASONING_FAMILIES = r"^(o\d|gpt-5|gpt-6)"
OPENAI_CACHE_MIN_TOKENS = 1024
ANTHROPIC_UNKNOWN_CACHE_MIN_TOKENS = 4096
"""The largest minimum any Claude model has (Opus 4.5/4.6, Haiku 4.5): safe for one we do not know."""

DEFAULT_MODELS = {"openai": "gpt-5.4", "anthropic": "claude-sonnet-5-5"}
"""Current, not scheduled for shutdown within six months of CHECKED, native structured output
(see README "Picking a model" for why these two)."""

RETIREMENTS: dict[str, str] = {
    # openai-python 3.57 ChatModel "Deprecated values" (announced shutdown dates).
    "openai:gpt-4.1": "2027-01-14", "openai:gpt-4.1-mini": "2027-01-14", "openai:gpt-4o": "2027-01-14",
    "openai:gpt-4o-mini": "2027-01-14", "openai:gpt-4.1-nano": "2026-10-23", "openai:o4-mini": "2026-10-23",
    "openai:o3-mini": "2026-10-23", "openai:o1": "2026-10-23", "openai:gpt-4-turbo": "2026-10-23",
    "openai:gpt-5": "2026-12-11", "openai:gpt-5-mini": "2026-12-11", "openai:gpt-5-nano": "2026-12-11",
    "openai:o3": "2026-12-11", "openai:gpt-5.1": "2027-04-01", "openai:gpt-5.4-nano": "2027-04-01",
    "openai:gpt-5-chat-latest": "2026-07-23", "openai:gpt-5.1-chat-latest": "2026-07-23",
    "openai:gpt-5.2-chat-latest": "2026-08-10", "openai:gpt-5.3-chat-latest": "2026-08-10",
    # anthropic-sdk-python 2.14 DEPRECATED_MODELS (end-of-life dates).
    "anthropic:claude-sonnet-4-5": "2026-11-30", "anthropic:claude-opus-4-5": "2027-01-22",
    "anthropic:claude-mythos-preview": "2026-06-30",
    # Retired before this table's snapshot, so LiteLLM no longer lists them: Opus 4.1 on 2026-08-05,
    # Sonnet 4 and Opus 4 on 2026-06-15 (Anthropic release notes, as reported by the sources cited in
    # the #18 note).
    "anthropic:claude-opus-4-1": "2026-08-05", "anthropic:claude-opus-4-0": "2026-06-15",
    "anthropic:claude-sonnet-4-0": "2026-06-15",
}


def retirement(provider: str, model: str) -> str | None:
    """The shutdown date for ``provider:model`` or its undated base name, if one is announced."""
    key = f"{provider}:{model}"
    if key in RETIREMENTS:
        return RETIREMENTS[key]
    import re

    base = re.sub(r"-\d{4}-?\d{2}-?\d{2}$", "", model)
    return RETIREMENTS.get(f"{provider}:{base}")


def listed(provider: str) -> list[str]:
    """Models this file names for ``provider`` (retired ones included), for ``list models``."""
    prefix = f"{provider}:"
    return [k[len(prefix):] for k in RETIREMENTS if k.startswith(prefix)]
