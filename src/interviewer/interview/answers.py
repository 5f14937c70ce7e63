"""What the engine reads from a candidate, whatever the front end (keyboard, file, voice, simulator)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@dataclass
class Answer:
    """One candidate answer as the front end received it."""

    text: str
    source: str
    """keyboard, answers-file, voice, simulated."""
    audio: str | None = None
    """Path of the audio file the text was recognised from."""
    stt_model: str | None = None
    """Speech-to-text model that recognised it."""
    barged_in: bool = False
    """Spoken while the interviewer was still talking (their speech was cut)."""


@runtime_checkable
class AnswerSource(Protocol):
    async def next_answer(self) -> Answer | None:
        """The next answer, or None when the source is exhausted (answers file ran out)."""
        ...
