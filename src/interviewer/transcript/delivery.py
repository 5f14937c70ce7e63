"""How a spoken answer was delivered, as measured from its audio: the typed data the delivery report reads.

Recorded on the candidate's voice turn (``Turn.speech``) so a report can be rebuilt from the
transcript alone: pace, fillers and talk share are computed from these timings and the turn's text.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Pause(BaseModel):
    """A silence inside an answer: between two stretches of speech, never before the first or after the last."""

    model_config = ConfigDict(extra="forbid")

    at_s: float
    """Where it starts, in seconds from the start of the answer's audio."""
    length_s: float
    """How long it lasts, in seconds."""


class SpeechTiming(BaseModel):
    """Speech and silence in one answer's audio, found by the voice-activity pass (``voice.timing``)."""

    model_config = ConfigDict(extra="forbid")

    audio_s: float
    """Length of the answer's audio."""
    speech_start_s: float = 0.0
    """Where the first speech begins."""
    speech_end_s: float = 0.0
    """Where the last speech ends."""
    voiced_s: float = 0.0
    """Seconds of audio that hold speech."""
    pauses: list[Pause] = Field(default_factory=list)
    """Silences of at least ``voice.timing.PAUSE_RECORDED_S`` between stretches of speech."""
    method: str = "energy"
    """How speech was told from silence (frame energy against the recording's noise floor)."""
