"""The entry point: registers the offline and the OpenAI voice providers."""

from __future__ import annotations

from interviewer.plugins import hookimpl


@hookimpl
def register_voice(register):
    from .local import LocalVoice
    from .openai_voice import OpenAIVoice

    register(LocalVoice())
    register(OpenAIVoice())
