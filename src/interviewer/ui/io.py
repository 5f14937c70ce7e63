"""How the chat reads answers and speaks questions: keyboard, answers file, or voice.

The engine knows none of these; the chat front end picks an AnswerSource and a Speaker.
The voice plugin provides implementations of both (see interviewer.voice).
"""

from __future__ import annotations

from ..interview.answers import Answer, AnswerSource, Speaker

__all__ = ["Answer", "AnswerSource", "Speaker"]
