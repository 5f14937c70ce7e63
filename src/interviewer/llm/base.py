"""The one interface every provider implements."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from .errors import BadOutput
from .messages import Message, ModelResponse, ModelSettings, StreamEvent, ToolDef

if TYPE_CHECKING:  # pragma: no cover
    from .capabilities import ModelInfo


@dataclass(frozen=True)
class Capabilities:
    """What a provider can do natively; the engine never relies on more than this says."""

    streaming: bool = True
    tools: bool = True
    structured_output: bool = True
    prompt_caching: bool = False
    faithful_phrasing: bool = True
    """False for tiny local models that drift off what they were asked to say: callers check
    such a model's wording before showing it rather than streaming it straight to a user."""


class Model(ABC):
    """A chat model reached through one provider.

    ``request`` is the only required method. ``output_schema`` makes the call return a
    validated instance in ``ModelResponse.output`` or raise ``BadOutput``.
    """

    provider: str = ""
    capabilities: Capabilities = Capabilities()

    def __init__(self, model_name: str, *, settings: ModelSettings | None = None):
        self.model_name = model_name
        self.settings = settings or ModelSettings()

    @property
    def name(self) -> str:
        """``provider:model``, as users type it."""
        return f"{self.provider}:{self.model_name}" if self.provider else self.model_name

    @property
    def info(self) -> ModelInfo:
        """This model's row in the capability table (what a request may carry, limits, prices)."""
        from .capabilities import model_info

        return model_info(self.provider, self.model_name)

    @property
    def context_window(self) -> int:
        """Tokens the model reads per request (prompt and output), from the capability table."""
        return self.info.context_window

    @abstractmethod
    async def request(
        self,
        messages: Sequence[Message],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDef] | None = None,
        output_schema: type[BaseModel] | None = None,
    ) -> ModelResponse:
        """Send one request and return the whole response."""

    async def request_stream(
        self,
        messages: Sequence[Message],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDef] | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Yield TextDelta/ToolCallDelta events and a final Done."""
        raise NotImplementedError(f"{type(self).__name__} does not support streaming")
        yield  # pragma: no cover  (makes this an async generator)

    async def aclose(self) -> None:
        """Release connections; safe to call twice."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


@lru_cache(maxsize=256)
def output_json_schema(schema: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema sent to providers for ``schema``: closed objects, every field required.

    Strict modes (OpenAI json_schema strict, llama.cpp grammars) need
    ``additionalProperties: false`` and all properties listed as required. Cached per class
    (batch scoring builds thousands of requests with one schema): treat the result as read-only.
    """
    raw = schema.model_json_schema()

    def close(node: Any) -> Any:
        # ``node`` is a schema: drop its own ``title``/``default`` annotations (strict modes reject
        # defaults), but never a *property* that happens to be called ``title`` or ``default``.
        if isinstance(node, list):
            return [close(v) for v in node]
        if not isinstance(node, dict):
            return node
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key in ("title", "default"):
                continue
            if key in ("properties", "$defs", "definitions", "patternProperties") and isinstance(value, dict):
                out[key] = {name: close(sub) for name, sub in value.items()}
            else:
                out[key] = close(value)
        if out.get("type") == "object" and "properties" in out:
            out["additionalProperties"] = False
            out["required"] = list(out["properties"].keys())
        return out

    return close(raw)


def parse_output(schema: type[BaseModel], text: str, *, truncated: bool = False, provider: str = "") -> BaseModel:
    """Validate ``text`` as JSON for ``schema``; raise ``BadOutput`` naming what is wrong."""
    if truncated:
        raise BadOutput("the model's output was cut off by max_tokens before the JSON was complete",
                        raw=text, truncated=True, provider=provider)
    candidate = text.strip()
    if candidate.startswith("```"):
        # Some models wrap JSON in a fence even when asked for raw JSON.
        candidate = candidate.strip("`")
        candidate = candidate[candidate.find("{"):] if "{" in candidate else candidate
    try:
        return schema.model_validate_json(candidate)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "output"
        raise BadOutput(f"the model's output does not match {schema.__name__}: {where}: {first['msg']}",
                        raw=text, provider=provider) from None
    except json.JSONDecodeError as exc:  # pragma: no cover - pydantic wraps these
        raise BadOutput(f"the model's output is not JSON: {exc}", raw=text, provider=provider) from None
