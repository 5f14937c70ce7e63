"""The offline provider: Piper + faster-whisper, falling back to espeak-ng + PocketSphinx."""

from __future__ import annotations

import os
import shutil

from interviewer.voice import STT, TTS, VoiceCapabilities, VoiceProvider

from . import models, piper_tts
from .sphinx_stt import LABEL as SPHINX_LABEL

STT_ENV = "INTERVIEWER_STT_MODEL"


def _has(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is not None


class LocalVoice(VoiceProvider):
    name = "local"
    description = "offline: Piper TTS and faster-whisper STT, fallbacks espeak-ng and PocketSphinx"

    def capabilities(self) -> VoiceCapabilities:
        stt = [f"faster-whisper:{m}" for m in models.installed_models()] if _has("faster_whisper") else []
        if _has("pocketsphinx"):
            stt.append(SPHINX_LABEL)
        voices = [f"piper:{v}" for v in piper_tts.VOICES if piper_tts.voice_files(v)] if _has("piper") else []
        if shutil.which("espeak-ng"):
            voices.append("espeak-ng:en-us")
        notes = []
        if stt and stt[0] == SPHINX_LABEL:
            notes.append("no Whisper model installed: PocketSphinx is much less accurate")
        return VoiceCapabilities(stt=bool(stt), tts=bool(voices), offline=True, microphone=_has("sounddevice"),
                                 stt_models=tuple(stt), voices=tuple(voices), notes=tuple(notes))

    def stt(self, model: str | None = None) -> STT:
        """``base`` / ``tiny.en`` (Whisper), ``pocketsphinx``, or None for the best installed."""
        model = model or os.environ.get(STT_ENV) or None
        if model in (None, "") and _has("faster_whisper"):
            installed = models.installed_models()
            model = installed[0] if installed else None
        if model is None or model.startswith("pocketsphinx"):
            from .sphinx_stt import PocketSphinxSTT

            return PocketSphinxSTT()
        from .whisper_stt import FasterWhisperSTT

        return FasterWhisperSTT(model.removeprefix("faster-whisper:"))

    def tts(self, voice: str | None = None) -> TTS:
        """``joe`` (Piper) or ``espeak-ng``; None = Piper if installed, else espeak-ng."""
        if voice in (None, "") and _has("piper") and piper_tts.voice_files():
            voice = piper_tts.DEFAULT_VOICE
        if voice in (None, "", "espeak-ng", "espeak"):
            from .espeak_tts import EspeakTTS

            return EspeakTTS()
        return piper_tts.PiperTTS(voice.removeprefix("piper:"))

    def audio_device(self):
        from .mic import SoundDeviceAudio

        return SoundDeviceAudio.open()

    def replay_device(self, files):
        from .replay import ReplayAudio

        return ReplayAudio(files)
