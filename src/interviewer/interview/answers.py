"""What the engine reads from a candidate and how a front end voices the interviewer, whatever the front end.

The engine knows no screen or device; front ends (keyboard, answers file, voice plugin, simulator)
implement these protocols.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..transcript.delivery import SpeechTiming


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
    speech: SpeechTiming | None = None
    """For spoken answers: speech and pauses measured from the audio."""


@runtime_checkable
class AnswerSource(Protocol):
    async def next_answer(self) -> Answer | None:
        """The next answer, or None when the source is exhausted (answers file ran out)."""
        ...


@runtime_checkable
class Speaker(Protocol):
    async def say(self, text: str) -> str | None:
        """Speak (or save) the interviewer's words; return the audio file path if one was written."""
        ...
