"""``local:smollm2`` — the embedded model, reached through the openai adapter.

On first use the GGUF (from ``interviewer models pull smollm2``) is loaded into an
xllamacpp server on 127.0.0.1 and a free port; after that it is an OpenAI-compatible
endpoint like any other. What differs is how a 135M model and llama.cpp must be asked:

- SmolLM2 ignores ``tool_choice=auto`` and llama.cpp neither honours ``required`` by itself
  nor accepts a named tool choice for this template (HTTP 500). A forced tool is therefore
  asked for by offering only that tool, ``tool_choice=required``, an assistant turn
  pre-filled with ``<tool_call>`` (which triggers llama.cpp's tool-call grammar), and a stop
  at ``</tool_call>`` so the model emits exactly one call.
- llama.cpp's JSON-schema grammar ignores integer ``minimum``/``maximum``: schemas meant for
  it should use enums (``output_json_schema`` keeps enums as they are).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from .base import Capabilities
from .catalog import LocalModelSpec, get_spec, require_pulled
from .messages import AssistantText, Message, ModelSettings, ToolDef
from .openai import OpenAIModel

TOOL_PREFILL = "<tool_call>\n"
DEFAULT_MAX_TOKENS = 512
"""A tiny model rambles; bound every call unless the caller asks for more."""


class LocalModel(OpenAIModel):
    """A catalog model served by an in-process llama.cpp server.

    ``base_url`` skips starting a server and talks to one already running (tests replay
    cassettes recorded that way).
    """

    provider = "local"
    capabilities = Capabilities(streaming=True, tools=True, structured_output=True, prompt_caching=False,
                                faithful_phrasing=False)

    def __init__(self, model_name: str, *, base_url: str | None = None, settings: ModelSettings | None = None,
                 **kwargs: Any):
        self.spec: LocalModelSpec = get_spec(model_name)
        super().__init__(model_name, base_url=base_url or "http://127.0.0.1:0/v1", api_key="not-needed",
                         settings=settings, **kwargs)
        self._fixed_url = base_url is not None

    @property
    def context_window(self) -> int:
        """The window the embedded server is started with (its ``n_ctx``), not the model's training length."""
        return self.spec.n_ctx

    async def _get_client(self) -> Any:
        if self._client is None and not self._fixed_url:
            from .local_server import ensure_server

            path = require_pulled(self.spec)
            running = await ensure_server(path, alias=self.spec.name, n_ctx=self.spec.n_ctx)
            self.base_url = running.base_url
        return await super()._get_client()

    def _request_params(self, messages: Sequence[Message], settings: ModelSettings,
                        tools: Sequence[ToolDef] | None, output_schema: type[BaseModel] | None) -> dict[str, Any]:
        if settings.max_tokens is None:
            settings = settings.merged(ModelSettings(max_tokens=DEFAULT_MAX_TOKENS))
        choice = settings.tool_choice
        forced = bool(tools) and choice not in (None, "auto", "none")
        if forced:
            if choice != "required":
                tools = [t for t in tools or () if t.name == choice] or list(tools or ())
            messages = [*messages, AssistantText(text=TOOL_PREFILL)]
            extra = dict(settings.extra)
            extra.setdefault("stop", ["</tool_call>"])
            settings = settings.merged(ModelSettings(tool_choice="required", extra=extra))
        return super()._request_params(messages, settings, tools, output_schema)
