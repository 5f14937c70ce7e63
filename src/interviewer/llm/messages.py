"""Message, part, usage and stream-event types shared by every provider.

A conversation is a flat list of items told apart by ``kind``. Adapters group
consecutive assistant items (text and tool calls) into one provider message, so
the core never has to know how a provider nests them.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Item(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SystemMessage(_Item):
    kind: Literal["system"] = "system"
    text: str
    """Instructions for the model."""
    cache: bool = False
    """End of a cacheable prefix: providers that support prompt caching put a breakpoint after this item."""


class UserMessage(_Item):
    kind: Literal["user"] = "user"
    text: str
    """What the user (candidate, or the engine speaking for them) said."""
    cache: bool = False
    """End of a cacheable prefix: providers that support prompt caching put a breakpoint after this item."""


class AssistantText(_Item):
    kind: Literal["assistant"] = "assistant"
    text: str
    """Text the model produced."""


class ToolCall(_Item):
    kind: Literal["tool_call"] = "tool_call"
    id: str
    """Provider-assigned call id, echoed back in the matching ToolResult."""
    name: str
    """Name of the tool the model called."""
    arguments: dict[str, Any] = Field(default_factory=dict)
    """Parsed JSON arguments."""


class ToolResult(_Item):
    kind: Literal["tool_result"] = "tool_result"
    call_id: str
    """Id of the ToolCall this answers."""
    name: str
    """Name of the tool that ran."""
    content: str
    """What the tool returned, as text."""
    is_error: bool = False
    """True when the tool failed; the text says why."""


Message = Annotated[
    Union[SystemMessage, UserMessage, AssistantText, ToolCall, ToolResult],
    Field(discriminator="kind"),
]
MessageList = TypeAdapter(list[Message])
ResponsePart = Annotated[Union[AssistantText, ToolCall], Field(discriminator="kind")]


class ToolDef(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    """Name the model calls the tool by."""
    description: str
    """One or two sentences telling the model when to use it."""
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})
    """JSON schema of the arguments object."""


class ModelSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    temperature: float | None = None
    """Sampling temperature; None leaves the provider's default."""
    max_tokens: int | None = None
    """Upper bound on generated tokens."""
    timeout: float | None = None
    """Seconds before one HTTP attempt is abandoned."""
    seed: int | None = None
    """Sampling seed where the provider honours one."""
    prompt_cache_key: str | None = None
    """Routing hint for providers that cache prompt prefixes by key (OpenAI)."""
    tool_choice: Literal["auto", "required", "none"] | str | None = None
    """auto/required/none, or the name of one tool to force."""
    extra: dict[str, Any] = Field(default_factory=dict)
    """Provider-specific request fields passed through unchanged."""

    def merged(self, other: "ModelSettings | None") -> "ModelSettings":
        """Return these settings overridden by the fields ``other`` sets to a value.

        A field left None in ``other`` means "no preference", so a model-wide default (such as
        the timeout from --timeout) survives a caller that builds settings with timeout=None.
        """
        if other is None:
            return self
        data = self.model_dump()
        for key, value in other.model_dump(exclude_unset=True, exclude_none=True).items():
            data[key] = value
        if other.extra:
            data["extra"] = {**self.extra, **other.extra}
        return ModelSettings(**data)


class Usage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    requests: int = 0
    """HTTP requests made, retries included."""
    input_tokens: int = 0
    """Prompt tokens billed, cached ones included."""
    output_tokens: int = 0
    """Generated tokens."""
    cached_tokens: int = 0
    """Prompt tokens served from the provider's prompt cache."""
    cache_write_tokens: int = 0
    """Prompt tokens written to the provider's prompt cache (Anthropic bills these)."""
    reasoning_tokens: int = 0
    """Output tokens the model spent thinking (already counted in output_tokens)."""
    cost_usd: float | None = None
    """Estimated cost; None when the model's price is unknown."""

    def __add__(self, other: "Usage") -> "Usage":
        cost = None
        if self.cost_usd is not None or other.cost_usd is not None:
            cost = (self.cost_usd or 0.0) + (other.cost_usd or 0.0)
        return Usage(
            requests=self.requests + other.requests,
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cached_tokens=self.cached_tokens + other.cached_tokens,
            cache_write_tokens=self.cache_write_tokens + other.cache_write_tokens,
            reasoning_tokens=self.reasoning_tokens + other.reasoning_tokens,
            cost_usd=cost,
        )


FinishReason = Literal["stop", "length", "tool_calls", "content_filter", "error", "unknown"]


class ModelResponse(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    parts: list[ResponsePart] = Field(default_factory=list)
    """Text and tool calls, in the order the model produced them."""
    usage: Usage = Field(default_factory=Usage)
    """Tokens and cost of this call."""
    model_name: str = ""
    """``provider:model`` that answered."""
    finish_reason: FinishReason = "unknown"
    """Why generation stopped, normalised across providers."""
    output: Any = None
    """The validated pydantic instance when ``output_schema`` was given."""
    response_id: str | None = None
    """Provider's id for the response, for support requests."""

    @property
    def text(self) -> str:
        """All text parts joined."""
        return "".join(p.text for p in self.parts if isinstance(p, AssistantText))

    @property
    def tool_calls(self) -> list[ToolCall]:
        return [p for p in self.parts if isinstance(p, ToolCall)]


class TextDelta(BaseModel):
    kind: Literal["text_delta"] = "text_delta"
    text: str
    """A piece of streamed text."""


class ToolCallDelta(BaseModel):
    kind: Literal["tool_call_delta"] = "tool_call_delta"
    index: int
    """Position of the call among this response's tool calls."""
    id: str | None = None
    """Call id, on the first delta of a call."""
    name: str | None = None
    """Tool name, on the first delta of a call."""
    arguments_delta: str = ""
    """A piece of the JSON arguments string."""


class Done(BaseModel):
    kind: Literal["done"] = "done"
    response: ModelResponse
    """The whole response assembled from the stream, usage included."""


StreamEvent = Union[TextDelta, ToolCallDelta, Done]
