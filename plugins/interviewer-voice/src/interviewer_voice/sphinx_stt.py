"""Fallback speech-to-text: PocketSphinx with its bundled US English model.

Much less accurate than Whisper (no domain vocabulary, older acoustic model); used only when no
Whisper model package is installed, and labelled ``(less accurate)`` wherever it is named.
"""

from __future__ import annotations

import asyncio

from interviewer.voice import STT, AudioInput, VoiceError
from interviewer.voice.audio import read_wav, to_mono16k

LABEL = "pocketsphinx:en-us (less accurate)"


class PocketSphinxSTT(STT):
    model_name = LABEL

    def __init__(self) -> None:
        try:
            import pocketsphinx  # noqa: F401
        except ImportError:
            raise VoiceError("no speech-to-text engine is installed",
                             hint="pip install interviewer-voice (brings faster-whisper and a Whisper model)") from None
        self._decoder = None

    def transcribe_sync(self, audio: AudioInput) -> str:
        from pocketsphinx import Decoder

        pcm, rate, channels = read_wav(audio)
        pcm = to_mono16k(pcm, rate, channels)
        if self._decoder is None:
            self._decoder = Decoder(samprate=16000, loglevel="FATAL")
        decoder = self._decoder
        decoder.start_utt()
        decoder.process_raw(pcm, full_utt=True)
        decoder.end_utt()
        hyp = decoder.hyp()
        return hyp.hypstr if hyp is not None else ""

    async def transcribe(self, audio: AudioInput) -> str:
        return await asyncio.to_thread(self.transcribe_sync, audio)
