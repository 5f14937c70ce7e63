"""Hosted speech through the official OpenAI SDK (imported lazily): transcriptions and speech.

Wire format: ``POST /v1/audio/transcriptions`` (multipart: file, model, prompt, language) answers
``{"text": …}``; ``POST /v1/audio/speech`` (JSON: model, voice, input, response_format) answers audio
bytes — here ``pcm``: 24 kHz 16-bit mono, streamed as it is generated.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

from interviewer.llm.errors import AuthError, ProviderDown
from interviewer.voice import STT, TTS, AudioInput, VoiceCapabilities, VoiceError, VoiceProvider

from .vocabulary import DOMAIN_PROMPT

STT_MODELS = ("gpt-4o-mini-transcribe", "gpt-4o-transcribe", "whisper-1")
TTS_MODEL = "gpt-4o-mini-tts"
VOICES = ("alloy", "ash", "coral", "echo", "sage", "verse")


def _client(api_key: str | None, base_url: str | None):
    try:
        import openai
    except ImportError:
        raise VoiceError("the 'openai' package is not installed", hint="pip install openai") from None
    key = api_key or os.environ.get("OPENAI_API_KEY")
    if not key:
        raise VoiceError("OPENAI_API_KEY is not set", hint="export OPENAI_API_KEY=… or use the offline 'local' voice")
    return openai.AsyncOpenAI(api_key=key, base_url=base_url or os.environ.get("OPENAI_BASE_URL") or None,
                              max_retries=2)


def _map_error(exc: Exception) -> Exception:
    import openai

    if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
        return AuthError(str(exc), provider="openai", hint="check OPENAI_API_KEY")
    if isinstance(exc, openai.APIError):
        return ProviderDown(str(exc), provider="openai")
    return exc


class OpenAISTT(STT):
    def __init__(self, model: str = STT_MODELS[0], *, api_key: str | None = None, base_url: str | None = None,
                 prompt: str | None = DOMAIN_PROMPT):
        self.client = _client(api_key, base_url)
        self.model, self.prompt = model, prompt
        self.model_name = f"openai:{model}"

    async def transcribe(self, audio: AudioInput) -> str:
        name, data = ("answer.wav", audio) if isinstance(audio, bytes) else (Path(audio).name, Path(audio).read_bytes())
        extra = {"prompt": self.prompt} if self.prompt else {}
        try:
            result = await self.client.audio.transcriptions.create(
                model=self.model, file=(name, data, "audio/wav"), language="en", response_format="json", **extra)
        except Exception as exc:  # noqa: BLE001 - mapped to the core's typed errors
            raise _map_error(exc) from exc
        return result.text.strip()


class OpenAITTS(TTS):
    sample_rate = 24000

    def __init__(self, voice: str = VOICES[0], *, model: str = TTS_MODEL, api_key: str | None = None,
                 base_url: str | None = None):
        self.client = _client(api_key, base_url)
        self.voice, self.model = voice, model
        self.voice_name = f"openai:{model}/{voice}"

    async def synthesize(self, text: str) -> AsyncIterator[bytes]:
        try:
            async with self.client.audio.speech.with_streaming_response.create(
                    model=self.model, voice=self.voice, input=text, response_format="pcm") as response:
                async for chunk in response.iter_bytes(8192):
                    yield chunk
        except Exception as exc:  # noqa: BLE001
            raise _map_error(exc) from exc


class OpenAIVoice(VoiceProvider):
    name = "openai"
    description = "OpenAI speech-to-text and text-to-speech (needs OPENAI_API_KEY)"

    def capabilities(self) -> VoiceCapabilities:
        return VoiceCapabilities(offline=False, stt_models=STT_MODELS, voices=VOICES,
                                 notes=("hosted; audio leaves this machine",))

    def stt(self, model: str | None = None) -> STT:
        return OpenAISTT(model or STT_MODELS[0])

    def tts(self, voice: str | None = None) -> TTS:
        return OpenAITTS(voice or VOICES[0])

    def audio_device(self):
        from .mic import SoundDeviceAudio

        return SoundDeviceAudio.open()

    def replay_device(self, files):
        from .replay import ReplayAudio

        return ReplayAudio(files)
