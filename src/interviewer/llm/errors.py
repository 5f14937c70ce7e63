"""Typed model failures. The CLI turns each into one line and exit code 1."""

from __future__ import annotations


class ModelError(Exception):
    """Base of every provider failure; ``str()`` is the one line shown to users."""

    retryable: bool = False

    def __init__(self, message: str, *, provider: str = "", hint: str = ""):
        self.provider = provider
        self.hint = hint
        super().__init__(message)

    def one_line(self) -> str:
        text = str(self).splitlines()[0] if str(self) else type(self).__name__
        prefix = f"{self.provider}: " if self.provider and not text.startswith(self.provider) else ""
        return f"{prefix}{text}" + (f" — {self.hint}" if self.hint else "")


class AuthError(ModelError):
    """The key is missing, wrong or lacks permission."""


class RateLimited(ModelError):
    """HTTP 429; ``retry_after`` is the server's wait in seconds when it gave one."""

    retryable = True

    def __init__(self, message: str, *, retry_after: float | None = None, **kw):
        super().__init__(message, **kw)
        self.retry_after = retry_after


class ProviderDown(ModelError):
    """5xx, connection refused or reset, or a stream cut before its end."""

    retryable = True


class ContextTooLong(ModelError):
    """The prompt does not fit the model's context window."""


class BadOutput(ModelError):
    """The model's output did not match the requested schema, or was cut by max_tokens."""

    retryable = True

    def __init__(self, message: str, *, raw: str = "", truncated: bool = False, **kw):
        super().__init__(message, **kw)
        self.raw = raw
        self.truncated = truncated


class Timeout(ModelError):
    """No answer (or no progress on a stream) within the time allowed."""

    retryable = True


class ConfigError(ModelError):
    """Unknown provider or model name, bad base URL, or a missing optional install."""


class MissingExtra(ConfigError):
    """An optional dependency is not installed; the message names the extra."""

    def __init__(self, module: str, extra: str):
        super().__init__(
            f"the '{module}' package is not installed",
            hint=f"pip install 'interviewer[{extra}]'",
        )
        self.module = module
        self.extra = extra


class Refused(ModelError):
    """The model declined to answer (OpenAI ``message.refusal``, Anthropic ``stop_reason: refusal``).

    Not retried: asking again gets the same refusal. ``refusal`` is the model's own text.
    """

    def __init__(self, refusal: str, **kw):
        text = " ".join(refusal.split()) or "no explanation given"
        super().__init__(f"the model refused: {text[:300]}", **kw)
        self.refusal = refusal


class UnsupportedParameter(ModelError):
    """HTTP 400 for a request field this model rejects; the message names the field and the model."""

    def __init__(self, message: str, *, parameter: str = "", model: str = "", **kw):
        super().__init__(message, **kw)
        self.parameter = parameter
        self.model = model
