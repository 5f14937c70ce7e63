"""Turn SDK and HTTP-client exceptions into the typed errors of ``llm.errors``.

The openai, anthropic and litellm SDKs raise look-alike classes (``APIStatusError`` with
``status_code``/``response``/``body``, ``APIConnectionError``, ``APITimeoutError``); litellm's
subclass openai's. Matching on class names and attributes keeps this module free of SDK
imports, so it costs nothing at startup and serves all three adapters.
"""

from __future__ import annotations

import email.utils
import re
import time
from typing import Any

from ..redact import redact
from .errors import (AuthError, ConfigError, ContextTooLong, ModelError, ProviderDown, RateLimited, Timeout,
                     UnsupportedParameter)

_CONTEXT_MARKERS = (
    "context_length_exceeded", "exceed_context_size", "exceeds the available context", "context length",
    "context window", "maximum context", "prompt is too long", "too many tokens", "input is too long",
)
_KEY_ENV = {"openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY", "local": "", "litellm": ""}


def _class_names(exc: BaseException) -> set[str]:
    return {cls.__name__ for cls in type(exc).__mro__}


def _is_httpx(exc: BaseException) -> bool:
    return any(cls.__module__.split(".")[0] in ("httpx", "httpx2", "httpcore", "aiohttp")
               for cls in type(exc).__mro__)


def error_message(exc: BaseException) -> str:
    """The provider's own error text when the body carries one, else the exception's; redacted, one line."""
    body: Any = getattr(exc, "body", None)
    text = ""
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict):
            text = str(err.get("message") or "")
        elif isinstance(err, str):
            text = err
    if not text:
        text = str(getattr(exc, "message", "") or exc) or type(exc).__name__
    text = " ".join(text.split())
    return redact(text[:300])


def _error_param(exc: BaseException) -> str:
    """The request field a 400 names: OpenAI's ``error.param``, else the quoted name in the message."""
    body: Any = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("param"):
            return str(err["param"])
    return ""


_UNSUPPORTED = re.compile(
    r"(?:unsupported (?:parameter|value)|not supported|does not support|is deprecated for this model|"
    r"unknown parameter|extra inputs are not permitted)", re.I)
_QUOTED = re.compile(r"[`'\"]([a-z_][a-z0-9_.]*)[`'\"]")


def _error_type(exc: BaseException) -> str:
    body: Any = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict):
            return str(err.get("type") or err.get("code") or "")
    return ""


def retry_after_seconds(headers: Any) -> float | None:
    """Seconds to wait from ``retry-after-ms`` / ``retry-after`` (seconds or an HTTP date); None when absent."""
    if headers is None:
        return None
    try:
        ms = headers.get("retry-after-ms")
        if ms is not None:
            return max(float(ms) / 1000.0, 0.0)
        value = headers.get("retry-after")
    except AttributeError:
        return None
    if value is None:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        pass
    parsed = email.utils.parsedate_to_datetime(value) if value else None
    if parsed is None:
        return None
    return max(parsed.timestamp() - time.time(), 0.0)


def from_status(status: int, message: str, *, provider: str, headers: Any = None,
                error_type: str = "", model: str = "", param: str = "") -> ModelError:
    """The typed error for an HTTP status and the provider's message."""
    lowered = f"{error_type} {message}".lower()
    if status == 400 and _UNSUPPORTED.search(message) and not any(m in lowered for m in _CONTEXT_MARKERS):
        quoted = _QUOTED.search(message)
        field = param or (quoted.group(1) if quoted else "")
        who = f"{provider}:{model}" if model else provider
        what = f"'{field}'" if field else "a request parameter"
        return UnsupportedParameter(f"{who} does not accept {what} (HTTP 400): {message}", provider=provider,
                                    parameter=field, model=model,
                                    hint="the capability table (llm/model_table.json) is out of date for it")
    if status in (401, 403):
        env = _KEY_ENV.get(provider, "")
        hint = f"check {env}" if env else "check the provider's API key"
        return AuthError(f"authentication failed (HTTP {status}): {message}", provider=provider, hint=hint)
    if status == 429 or "rate_limit" in lowered:
        return RateLimited(f"rate limited (HTTP {status}): {message}", provider=provider,
                           retry_after=retry_after_seconds(headers))
    if status in (400, 413, 422) and any(m in lowered for m in _CONTEXT_MARKERS):
        return ContextTooLong(f"the prompt does not fit the model's context window: {message}", provider=provider)
    if status == 404:
        return ConfigError(f"not found (HTTP 404): {message}", provider=provider,
                           hint="check the model name and --base-url")
    if status in (408, 504):
        return Timeout(f"the provider timed out (HTTP {status}): {message}", provider=provider)
    if status >= 500 or "overloaded" in lowered:
        return ProviderDown(f"provider error (HTTP {status}): {message}", provider=provider)
    return ModelError(f"request rejected (HTTP {status}): {message}", provider=provider)


def map_exception(exc: BaseException, provider: str, *, model: str = "") -> ModelError | None:
    """The typed error for ``exc``, or None when it is not a provider or transport failure."""
    if isinstance(exc, ModelError):
        return exc
    if isinstance(exc, TypeError) and "unexpected keyword argument" in str(exc):
        # An SDK older than the arguments the adapter passes (below the floor in pyproject.toml).
        return ConfigError(f"the installed SDK is too old for this request: {exc}", provider=provider,
                           hint="pip install -U 'interviewer' to get the SDK versions it requires")
    names = _class_names(exc)
    message = error_message(exc)
    if "ContextWindowExceededError" in names:  # litellm's own class, whatever the status
        return ContextTooLong(f"the prompt does not fit the model's context window: {message}", provider=provider)
    if names & {"APITimeoutError", "TimeoutException", "Timeout", "ReadTimeout", "ConnectTimeout",
                "ServerTimeoutError"} and "APIStatusError" not in names:
        return Timeout(f"no answer in time: {message}", provider=provider)
    status = getattr(exc, "status_code", None)
    if isinstance(status, int) and status >= 400:
        response = getattr(exc, "response", None)
        headers = getattr(response, "headers", None)
        return from_status(status, message, provider=provider, headers=headers, error_type=_error_type(exc),
                           model=model, param=_error_param(exc))
    if names & {"APIStatusError", "APIError"} and _error_type(exc):
        # An error event inside a 200 stream (Anthropic sends overloaded_error this way).
        return from_status(500 if "overloaded" in _error_type(exc) else 400, message, provider=provider,
                           error_type=_error_type(exc))
    if names & {"APIConnectionError", "ServiceUnavailableError", "InternalServerError"} or _is_httpx(exc):
        return ProviderDown(f"cannot reach the provider: {message}", provider=provider)
    return None
