"""The voice interfaces. Plugins implement them; the core only calls them.

Audio crosses these interfaces as WAV bytes or a WAV path (speech-to-text) and as 16-bit mono PCM
chunks at ``TTS.sample_rate`` (text-to-speech), so no vendor type leaks into the core.
"""

from __future__ import annotations

import abc
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

from ..llm.errors import ConfigError

AudioInput = bytes | str | Path
"""WAV bytes, or the path of a WAV file."""


class VoiceError(ConfigError):
    """A voice piece is missing or unusable (no plugin, no model, no audio device); one line names the fix."""

    def __init__(self, message: str, *, hint: str = ""):
        super().__init__(message, provider="voice", hint=hint)


@dataclass(frozen=True)
class VoiceCapabilities:
    """What a provider can do here, so the front end can pick one and say why."""

    stt: bool = True
    """Offers speech-to-text."""
    tts: bool = True
    """Offers text-to-speech."""
    offline: bool = True
    """Runs with no network and no key."""
    microphone: bool = False
    """Can capture from a microphone and play through speakers on this machine."""
    stt_models: tuple[str, ...] = ()
    """Speech-to-text models it can load, best first."""
    voices: tuple[str, ...] = ()
    """Text-to-speech voices it can speak with, best first."""
    notes: tuple[str, ...] = ()
    """Caveats a user should see (e.g. a fallback that is less accurate)."""


class STT(abc.ABC):
    """Speech-to-text."""

    model_name: str = ""
    """``engine:model`` recorded in the transcript with each recognised answer."""

    @abc.abstractmethod
    async def transcribe(self, audio: AudioInput) -> str:
        """The words spoken in ``audio``."""


class TTS(abc.ABC):
    """Text-to-speech."""

    voice_name: str = ""
    """``engine:voice``."""
    sample_rate: int = 22050
    """Rate of the PCM that ``synthesize`` yields."""

    @abc.abstractmethod
    def synthesize(self, text: str) -> AsyncIterator[bytes]:
        """16-bit little-endian mono PCM at ``sample_rate``, in chunks as they are ready (often one per sentence)."""


@dataclass
class ListenOptions:
    """How a microphone decides an answer is over. Thinking pauses must not cut a candidate off."""

    patience_s: float = 2.5
    """Silence that ends an answer, counted only once speech has started."""
    push_to_talk: bool = False
    """Enter starts and Enter stops recording; silence never ends the answer."""
    max_s: float = 300.0
    """Hard cap on one answer's length."""
    threshold: float | None = None
    """RMS level that counts as speech; None = calibrate from the first half second of room noise."""


@dataclass
class Heard:
    """What a microphone turn produced: speech as WAV, or a line the candidate typed instead."""

    wav: bytes | None = None
    typed: str | None = None


class AudioDevice(abc.ABC):
    """Microphone and speakers."""

    @abc.abstractmethod
    def listen(self, options: ListenOptions) -> Heard:
        """Block until one answer is spoken (or typed at the terminal) and return it."""

    @abc.abstractmethod
    def play(self, wav: bytes) -> None:
        """Play WAV bytes and return when done."""


class VoiceProvider(abc.ABC):
    """Hands out speech-to-text, text-to-speech and audio devices. Constructing one must be cheap."""

    name: str = ""
    """Short id users select with ``INTERVIEWER_VOICE`` (e.g. ``local``, ``openai``)."""
    description: str = ""

    @abc.abstractmethod
    def capabilities(self) -> VoiceCapabilities:
        """What works here; cheap (no model loads)."""

    @abc.abstractmethod
    def stt(self, model: str | None = None) -> STT:
        """A speech-to-text engine; raises VoiceError naming the fix when none can be had."""

    @abc.abstractmethod
    def tts(self, voice: str | None = None) -> TTS:
        """A text-to-speech engine; raises VoiceError naming the fix when none can be had."""

    def audio_device(self) -> AudioDevice:
        """Microphone and speakers; raises VoiceError when there are none."""
        raise VoiceError(f"voice provider '{self.name}' has no microphone support",
                         hint="use --audio-in DIR for recorded answers")
