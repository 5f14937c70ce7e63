"""Provider-agnostic model layer: one ``Model`` interface, typed messages, a name registry.

Nothing here imports a provider SDK at module load; adapters import theirs lazily.
"""

from .base import Capabilities, Model, output_json_schema, parse_output
from .errors import (
    AuthError,
    BadOutput,
    ConfigError,
    ContextTooLong,
    MissingExtra,
    ModelError,
    ProviderDown,
    RateLimited,
    Timeout,
)
from .messages import (
    AssistantText,
    Done,
    Message,
    MessageList,
    ModelResponse,
    ModelSettings,
    StreamEvent,
    SystemMessage,
    TextDelta,
    ToolCall,
    ToolCallDelta,
    ToolDef,
    ToolResult,
    Usage,
    UserMessage,
)

__all__ = [
    "AssistantText", "AuthError", "BadOutput", "Capabilities", "ConfigError", "ContextTooLong", "Done",
    "Message", "MessageList", "MissingExtra", "Model", "ModelError", "ModelResponse", "ModelSettings",
    "ProviderDown", "RateLimited", "StreamEvent", "SystemMessage", "TextDelta", "Timeout", "ToolCall",
    "ToolCallDelta", "ToolDef", "ToolResult", "Usage", "UserMessage", "output_json_schema", "parse_output",
]
