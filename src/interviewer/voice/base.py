"""The voice interfaces. Plugins implement them; the core only calls them.

Audio crosses these interfaces as WAV bytes or a WAV path (speech-to-text) and as 16-bit mono PCM
chunks at ``TTS.sample_rate`` (text-to-speech), so no vendor type leaks into the core.
"""

from __future__ import annotations

import abc
from collections.abc import AsyncIterator, Callable
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
    """Speech probability (0-1) from the voice-activity model that counts as speech; None = its default (0.5)."""
    segment_pause_s: float = 0.45
    """A pause this long closes a segment, which is recognised while the candidate goes on speaking."""


@dataclass
class Heard:
    """What a microphone turn produced: speech (as WAV, and its words when recognised while listening),
    or a line the candidate typed instead. Times are ``time.perf_counter()`` seconds."""

    wav: bytes | None = None
    typed: str | None = None
    text: str | None = None
    """The words, when the device recognised segments while the candidate spoke (None: not yet recognised)."""
    segments: int = 0
    """How many segments the answer was recognised in."""
    ended_at: float | None = None
    """When the patience window closed."""
    recognised_at: float | None = None
    """When the last segment's words were ready."""
    barged_in: bool = False
    """The candidate started speaking while the interviewer was still talking (playback was cut)."""


class AudioDevice(abc.ABC):
    """Microphone and speakers."""

    @abc.abstractmethod
    def listen(self, options: ListenOptions, stt: STT | None = None,
               interrupt: Callable[[], None] | None = None) -> Heard:
        """Block until one answer is spoken (or typed at the terminal) and return it.

        With ``stt`` the device recognises the answer in segments while it is spoken and returns
        ``Heard.text``; without, the caller recognises ``Heard.wav`` afterwards. ``interrupt`` is
        called once if the candidate starts speaking while the interviewer's voice is playing.
        """

    @abc.abstractmethod
    def play(self, wav: bytes) -> None:
        """Play WAV bytes and return when done (or when ``stop_playback`` cuts it short)."""

    def stop_playback(self) -> None:
        """Cut the sound that is playing now (barge-in); a device that cannot do this ignores it."""

    @property
    def playing(self) -> bool:
        """Whether the interviewer's voice is coming out right now."""
        return False


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

    def replay_device(self, files: list[Path]) -> AudioDevice:
        """A stand-in microphone that speaks ``files`` (one per answer) at the speed of speech, through the
        same listening path as a real one; its ``play`` takes as long as the sound would. For ``--realtime``."""
        raise VoiceError(f"voice provider '{self.name}' cannot replay audio in real time",
                         hint="drop --realtime, or use the 'local' voice provider")
