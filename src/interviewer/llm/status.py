"""Which providers and extras are usable on this machine — without importing any SDK.

``interviewer list models`` and ``interviewer doctor`` render these; nothing here touches
the network or needs a key.
"""

from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass

from .catalog import CATALOG, is_pulled, model_path
from .registry import OFFLINE, PROVIDERS


@dataclass(frozen=True)
class ProviderStatus:
    name: str
    description: str
    default_model: str
    sdk_installed: bool
    key_present: bool | None
    """None when the provider needs no key of ours (litellm reads its routes' own variables)."""
    usable: bool
    note: str
    """Why it is or is not usable, in a few words."""


def installed(module: str) -> bool:
    """True when ``module`` can be imported (checked without importing it)."""
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def provider_statuses(env: dict[str, str] | None = None) -> list[ProviderStatus]:
    """One row per provider, the built-in five first."""
    env = dict(os.environ) if env is None else env
    rows: list[ProviderStatus] = []
    for name, info in PROVIDERS.items():
        sdk = installed(info.module) if info.module else True
        key = any(env.get(k) for k in info.key_env) if info.key_env else None
        if not sdk:
            extra = f" (pip install 'interviewer[{info.extra}]')" if info.extra else ""
            usable, note = False, f"{info.module} not installed{extra}"
        elif name == "local":
            spec = CATALOG.get(info.default_model)
            pulled = spec is not None and is_pulled(spec)
            usable = pulled
            note = f"model file at {model_path(spec)}" if pulled else \
                f"run `interviewer models pull {info.default_model}`"
        elif name == "openai" and not key and env.get("OPENAI_BASE_URL"):
            usable, note = True, f"compatible server at {env['OPENAI_BASE_URL']}"
        elif key is False:
            usable, note = False, f"set {' or '.join(info.key_env)}"
        elif name == "litellm":
            usable, note = True, "SDK installed; each route reads its own key variable"
        else:
            usable, note = True, f"{info.key_env[0]} set" if info.key_env else "ready"
        rows.append(ProviderStatus(name, info.description, info.default_model or "-", sdk, key, usable, note))
    rows.append(ProviderStatus(OFFLINE, "no LLM: authored questions, lexical assessment", "-", True, None, True,
                               "always available"))
    return rows


EXTRAS: dict[str, tuple[str, ...]] = {
    "litellm": ("litellm",),
    "local": ("xllamacpp",),
    "voice": ("interviewer_voice",),
    "ray": ("ray",),
    "dev": ("pytest", "pytest_asyncio", "vcr", "hypothesis", "dirty_equals"),
}


def extras_status() -> dict[str, tuple[bool, list[str]]]:
    """``extra -> (all installed, missing modules)``."""
    out: dict[str, tuple[bool, list[str]]] = {}
    for extra, modules in EXTRAS.items():
        missing = [m for m in modules if not installed(m)]
        out[extra] = (not missing, missing)
    return out
