"""How the chat reads answers and speaks questions: keyboard, answers file, or voice.

The engine knows none of these; the chat front end picks an AnswerSource and a Speaker.
The voice plugin provides implementations of both (see interviewer.voice).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..interview.answers import Answer, AnswerSource

__all__ = ["Answer", "AnswerSource", "Speaker"]


@runtime_checkable
class Speaker(Protocol):
    async def say(self, text: str) -> str | None:
        """Speak (or save) the interviewer's words; return the audio file path if one was written."""
        ...
