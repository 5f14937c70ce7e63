"""A voice session: answers come from speech (WAV files or a microphone), questions go out as speech.

``open_voice_io`` is the one call a front end makes; it returns the ``AnswerSource`` and ``Speaker``
that the chat uses exactly as it uses the keyboard or an answers file::

    answers, speaker = open_voice_io(audio_in=args.audio_in, audio_out=args.audio_out)

With ``audio_in`` every answer is the next ``*.wav`` of that folder in name order, so voice runs
are scriptable; without it the microphone listens, and a line typed at the terminal (then Enter)
is taken as the answer instead, so typing keeps working in voice mode.
"""

from __future__ import annotations

import asyncio
import os
from datetime import datetime
from pathlib import Path

from .. import paths
from ..interview.answers import Answer, AnswerSource, Speaker
from .audio import pcm_to_wav
from .base import STT, TTS, AudioDevice, ListenOptions, VoiceError, VoiceProvider

VOICE_ENV = "INTERVIEWER_VOICE"
INSTALL_HINT = "pip install 'interviewer[voice]' (from a clone: pip install ./plugins/interviewer-voice)"


def find_provider(name: str | None = None) -> VoiceProvider:
    """The provider named (or ``$INTERVIEWER_VOICE``), else the first offline one a plugin registered."""
    from ..plugins import ENV, voice_providers

    name = name or os.environ.get(VOICE_ENV) or None
    providers = voice_providers()
    if not providers:
        if os.environ.get(ENV) == "":
            raise VoiceError("plugins are switched off, so no voice plugin is loaded", hint=f"unset {ENV}")
        raise VoiceError("no voice plugin is installed", hint=INSTALL_HINT)
    if name:
        for provider in providers:
            if provider.name == name:
                return provider
        known = ", ".join(p.name for p in providers)
        raise VoiceError(f"no voice provider named '{name}'", hint=f"choose one of: {known}")
    offline = [p for p in providers if p.capabilities().offline]
    return (offline or providers)[0]


class _Numbering:
    """Shared file numbering so the interviewer's and the candidate's audio files sort in speaking order."""

    def __init__(self) -> None:
        self.n = 0

    def next_path(self, folder: Path, who: str) -> Path:
        self.n += 1
        return folder / f"{self.n:03d}-{who}.wav"


def _wav_files(folder: str | Path) -> list[Path]:
    path = Path(folder)
    if not path.is_dir():
        raise VoiceError(f"--audio-in {folder}: no such folder", hint="give a folder of .wav files, one per answer")
    files = sorted(p for p in path.iterdir() if p.suffix.lower() == ".wav")
    if not files:
        raise VoiceError(f"--audio-in {folder}: no .wav files", hint="record one WAV per answer, named in order")
    return files


class FileAnswerSource(AnswerSource):
    """Each answer is the next WAV of a folder, in name order, recognised by ``stt``."""

    def __init__(self, folder: str | Path, stt: STT):
        self.files = _wav_files(folder)
        self.stt = stt
        self._next = 0

    async def next_answer(self) -> Answer | None:
        if self._next >= len(self.files):
            return None
        path = self.files[self._next]
        self._next += 1
        text = await self.stt.transcribe(path)
        return Answer(text=text.strip(), source="voice", audio=str(path), stt_model=self.stt.model_name)


class MicAnswerSource(AnswerSource):
    """Answers spoken into the microphone (or typed at the terminal instead); each recording is saved."""

    def __init__(self, device: AudioDevice, stt: STT, options: ListenOptions, folder: Path, numbering: _Numbering):
        self.device, self.stt, self.options = device, stt, options
        self.folder, self.numbering = folder, numbering

    async def next_answer(self) -> Answer | None:
        heard = await asyncio.to_thread(self.device.listen, self.options)
        if heard.typed is not None:
            return Answer(text=heard.typed.strip(), source="keyboard")
        if not heard.wav:
            return Answer(text="", source="voice", stt_model=self.stt.model_name)
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.numbering.next_path(self.folder, "candidate")
        path.write_bytes(heard.wav)
        text = await self.stt.transcribe(path)
        return Answer(text=text.strip(), source="voice", audio=str(path), stt_model=self.stt.model_name)


class VoiceSpeaker(Speaker):
    """Speaks the interviewer's words: saves a WAV per utterance and/or plays it."""

    def __init__(self, tts: TTS, folder: Path | None, numbering: _Numbering, device: AudioDevice | None = None):
        self.tts, self.folder, self.numbering, self.device = tts, folder, numbering, device

    async def say(self, text: str) -> str | None:
        if not text.strip() or (self.folder is None and self.device is None):
            return None
        pcm = b"".join([chunk async for chunk in self.tts.synthesize(text)])
        wav = pcm_to_wav(pcm, self.tts.sample_rate)
        path = None
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
            path = self.numbering.next_path(self.folder, "interviewer")
            path.write_bytes(wav)
        if self.device is not None:
            await asyncio.to_thread(self.device.play, wav)
        return str(path) if path else None


def open_voice_io(audio_in: str | Path | None = None, audio_out: str | Path | None = None, *,
                  provider: str | VoiceProvider | None = None, stt_model: str | None = None,
                  voice: str | None = None, play: bool | None = None,
                  listen: ListenOptions | None = None) -> tuple[AnswerSource, Speaker]:
    """The answer source and speaker for ``chat --voice``; raises VoiceError (one line, names the fix).

    ``play`` defaults to True only for a live microphone session (no ``audio_in``), so scripted runs stay silent.
    """
    chosen = provider if isinstance(provider, VoiceProvider) else find_provider(provider)
    if audio_in is not None:
        _wav_files(audio_in)  # a bad folder fails before any model loads
    stt = chosen.stt(stt_model)
    tts = chosen.tts(voice)
    numbering = _Numbering()
    out = Path(audio_out) if audio_out else None
    device = None
    if audio_in is None or play:
        device = chosen.audio_device()
    if audio_in is not None:
        source: AnswerSource = FileAnswerSource(audio_in, stt)
    else:
        folder = out or paths.home() / "audio" / datetime.now().strftime("%Y%m%d-%H%M%S")
        source = MicAnswerSource(device, stt, listen or ListenOptions(), folder, numbering)  # type: ignore[arg-type]
    speaker_device = device if (play if play is not None else audio_in is None) else None
    return source, VoiceSpeaker(tts, out, numbering, speaker_device)
