"""Keeping API keys out of everything written: transcripts, logs, reports, caches, errors."""

from __future__ import annotations

import os
import re

_KEY_PATTERNS = [
    re.compile(r"sk-ant-[A-Za-z0-9_\-]{8,}"),
    re.compile(r"sk-(?:proj-)?[A-Za-z0-9_\-]{16,}"),
    re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._\-]{16,}"),
    re.compile(r"(?i)((?:api[_-]?key|x-api-key|authorization)[\"']?\s*[:=]\s*[\"']?)[A-Za-z0-9._\-]{12,}"),
]
_ENV_KEYS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "LITELLM_API_KEY", "AZURE_API_KEY", "GEMINI_API_KEY",
             "GROQ_API_KEY", "MISTRAL_API_KEY", "TOGETHER_API_KEY", "OPENROUTER_API_KEY")


def _env_secrets() -> list[str]:
    values = [os.environ.get(k, "") for k in _ENV_KEYS]
    values += [v for k, v in os.environ.items() if k.endswith(("_API_KEY", "_TOKEN", "_SECRET")) and v]
    return sorted({v for v in values if len(v) >= 8}, key=len, reverse=True)


def redact(text: str) -> str:
    """Replace anything that looks like a key, and the exact value of every key in the environment."""
    if not text:
        return text
    for value in _env_secrets():
        text = text.replace(value, "[REDACTED]")
    for pattern in _KEY_PATTERNS:
        if pattern.groups:
            text = pattern.sub(lambda m: m.group(1) + "[REDACTED]", text)
        else:
            text = pattern.sub("[REDACTED]", text)
    return text
