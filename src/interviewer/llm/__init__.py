"""Provider-agnostic model layer: one ``Model`` interface, typed messages, a name registry.

Nothing here imports a provider SDK at module load; adapters import theirs lazily.
"""

import importlib
from typing import TYPE_CHECKING, Any

# Names load on first access (PEP 562): `import interviewer.llm.registry` (done by the plugin
# manager while the CLI builds its parser) then costs no pydantic model construction.
_EXPORTS = {
    "base": ("Capabilities", "Model", "output_json_schema", "parse_output"),
    "errors": ("AuthError", "BadOutput", "ConfigError", "ContextTooLong", "MissingExtra", "ModelError",
               "ProviderDown", "RateLimited", "Refused", "Timeout", "UnsupportedParameter"),
    "capabilities": ("ModelInfo", "model_info"),
    "wrapper": ("Meter", "MeteredModel", "WrapperModel"),
    "messages": ("AssistantText", "Done", "Message", "MessageList", "ModelResponse", "ModelSettings", "StreamEvent",
                 "SystemMessage", "TextDelta", "ToolCall", "ToolCallDelta", "ToolDef", "ToolResult", "Usage",
                 "UserMessage"),
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}

if TYPE_CHECKING:  # pragma: no cover
    from .base import Capabilities, Model, output_json_schema, parse_output  # noqa: F401
    from .errors import (AuthError, BadOutput, ConfigError, ContextTooLong, MissingExtra, ModelError,  # noqa: F401
                         ProviderDown, RateLimited, Refused, Timeout, UnsupportedParameter)
    from .capabilities import ModelInfo, model_info  # noqa: F401
    from .wrapper import Meter, MeteredModel, WrapperModel  # noqa: F401
    from .messages import (AssistantText, Done, Message, MessageList, ModelResponse, ModelSettings,  # noqa: F401
                           StreamEvent, SystemMessage, TextDelta, ToolCall, ToolCallDelta, ToolDef, ToolResult,
                           Usage, UserMessage)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "AssistantText", "AuthError", "BadOutput", "Capabilities", "ConfigError", "ContextTooLong", "Done",
    "Message", "MessageList", "Meter", "MeteredModel", "MissingExtra", "Model", "ModelError", "ModelInfo",
    "ModelResponse", "ModelSettings", "ProviderDown", "RateLimited", "Refused", "StreamEvent", "SystemMessage", "TextDelta", "Timeout", "ToolCall",
    "ToolCallDelta", "ToolDef", "ToolResult", "UnsupportedParameter", "Usage", "UserMessage", "WrapperModel",
    "model_info", "output_json_schema", "parse_output",
]
