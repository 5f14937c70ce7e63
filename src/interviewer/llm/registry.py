"""``provider:model`` names → Model instances, importing each adapter only when used."""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import ConfigError
from .model_overrides import DEFAULT_MODELS

if TYPE_CHECKING:  # the Model ABC pulls in pydantic; the registry is imported while --help is built
    from .base import Model

OFFLINE = "offline"
"""The structured engine with no LLM: authored questions, lexical assessment."""


@dataclass(frozen=True)
class ProviderInfo:
    """How to build one provider's models and how to tell whether it is usable here."""

    name: str
    target: str
    """``module:Class`` of the adapter, imported on first use."""
    description: str
    key_env: tuple[str, ...] = ()
    """Environment variables the SDK reads its key from (any one is enough)."""
    default_model: str = ""
    module: str = ""
    """The SDK's import name, to report whether it is installed."""
    extra: str = ""
    """The pip extra that installs the SDK, when it is optional."""


PROVIDERS: dict[str, ProviderInfo] = {
    "openai": ProviderInfo("openai", "interviewer.llm.openai:OpenAIModel",
                           "OpenAI, or any OpenAI-compatible server via --base-url / OPENAI_BASE_URL",
                           key_env=("OPENAI_API_KEY",), default_model=DEFAULT_MODELS["openai"], module="openai"),
    "anthropic": ProviderInfo("anthropic", "interviewer.llm.anthropic:AnthropicModel",
                              "Anthropic Messages API", key_env=("ANTHROPIC_API_KEY",),
                              default_model=DEFAULT_MODELS["anthropic"], module="anthropic"),
    "litellm": ProviderInfo("litellm", "interviewer.llm.litellm:LiteLLMModel",
                            "any LiteLLM route, e.g. litellm:gemini/gemini-2.5-pro", module="litellm",
                            extra="litellm"),
    "local": ProviderInfo("local", "interviewer.llm.local:LocalModel",
                          "embedded llama.cpp server with SmolLM2-135M-Instruct (no key, no network)",
                          default_model="smollm2", module="xllamacpp", extra="local"),
}

_plugin_factories: dict[str, Callable[..., Model]] = {}


def register_provider(info: ProviderInfo, factory: Callable[..., Model] | None = None) -> None:
    """Add a provider (plugins call this through the ``register_models`` hook)."""
    PROVIDERS[info.name] = info
    if factory is not None:
        _plugin_factories[info.name] = factory


def split_name(name: str) -> tuple[str, str]:
    """``"openai:gpt-4.1"`` → ``("openai", "gpt-4.1")``; a bare provider gets its default model."""
    provider, sep, model = name.partition(":")
    if provider not in PROVIDERS:
        known = ", ".join(sorted(PROVIDERS)) + f", {OFFLINE}"
        raise ConfigError(f"unknown model '{name}'", hint=f"use provider:model with a provider among {known}")
    if not sep or not model:
        model = PROVIDERS[provider].default_model
        if not model:
            raise ConfigError(f"'{name}' needs a model after the colon", hint=f"e.g. {provider}:<model>")
    return provider, model


def default_model_name(env: dict[str, str] | None = None) -> str:
    """``INTERVIEWER_MODEL``, else the first provider whose key is set, else ``offline``."""
    env = os.environ if env is None else env
    if env.get("INTERVIEWER_MODEL"):
        return env["INTERVIEWER_MODEL"]
    for provider in ("openai", "anthropic"):
        info = PROVIDERS[provider]
        if any(env.get(k) for k in info.key_env):
            return f"{provider}:{info.default_model}"
    return OFFLINE


def get_model(name: str, *, base_url: str | None = None, retries: int | None = None,
              timeout: float | None = None, **kwargs) -> Model | None:
    """Build the model ``name`` names, wrapped in the one retry layer; ``offline`` gives None.

    ``timeout`` (else ``INTERVIEWER_TIMEOUT``) bounds each attempt, including the wait
    between two pieces of a stream, so a stalled provider costs seconds, not minutes.
    """
    if name == OFFLINE:
        return None
    provider, model_name = split_name(name)
    if timeout is None and os.environ.get("INTERVIEWER_TIMEOUT"):
        try:
            timeout = float(os.environ["INTERVIEWER_TIMEOUT"])
        except ValueError:
            raise ConfigError(f"INTERVIEWER_TIMEOUT={os.environ['INTERVIEWER_TIMEOUT']!r} is not a number",
                              hint="give seconds, e.g. 30") from None
    if timeout is not None and "settings" not in kwargs:
        from .messages import ModelSettings

        kwargs["settings"] = ModelSettings(timeout=timeout)
    if provider in _plugin_factories:
        model = _plugin_factories[provider](model_name, base_url=base_url, **kwargs)
    else:
        module_name, _, cls_name = PROVIDERS[provider].target.partition(":")
        cls = getattr(importlib.import_module(module_name), cls_name)
        model = cls(model_name, base_url=base_url, **kwargs)
    from .retry import RetryingModel

    return RetryingModel(model, **({} if retries is None else {"max_attempts": retries}))
