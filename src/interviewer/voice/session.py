"""A voice session: answers come from speech (WAV files or a microphone), questions go out as speech.

``open_voice_io`` is the one call a front end makes; it returns the ``AnswerSource`` and speaker
that the chat uses exactly as it uses the keyboard or an answers file::

    answers, speaker = open_voice_io(audio_in=args.audio_in, audio_out=args.audio_out)

With ``audio_in`` every answer is the next ``*.wav`` of that folder in name order, so voice runs
are scriptable; ``realtime=True`` plays those files into the listening path at the speed of speech,
exactly as a microphone would (segments recognised while "spoken", patience, barge-in). Without
``audio_in`` the microphone listens, and a line typed at the terminal (then Enter) is taken as the
answer instead, so typing keeps working in voice mode.

Speech goes out a sentence at a time: the first sentence plays while the next is synthesised, and
listening starts while the interviewer is still talking, so the candidate can cut in (barge-in).
Each session writes ``timings.jsonl`` beside its audio: when each answer's patience window closed,
when its words were ready, and when the reply's first audio went out (`bench/voice_turn.py` reads it).
"""

from __future__ import annotations

import asyncio
import json
import os
import queue
import threading
import time
from datetime import datetime
from pathlib import Path

from .. import paths
from ..interview.answers import Answer, AnswerSource, Speaker
from ..text.sentences import sentences as split_sentences
from .audio import pcm_to_wav, wav_duration
from .base import STT, TTS, AudioDevice, Heard, ListenOptions, VoiceError, VoiceProvider

VOICE_ENV = "INTERVIEWER_VOICE"
INSTALL_HINT = "pip install 'interviewer[voice]' (from a clone: pip install ./plugins/interviewer-voice)"
TIMINGS_FILE = "timings.jsonl"


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


class Timings:
    """Appends one JSON line per answer heard and per utterance spoken (seconds since the session began)."""

    def __init__(self, folder: Path | None, clock=time.perf_counter):
        self.path = folder / TIMINGS_FILE if folder else None
        self.clock = clock
        self.t0 = clock()

    def rel(self, t: float | None) -> float | None:
        return None if t is None else round(t - self.t0, 4)

    def write(self, **event) -> None:
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(event) + "\n")


def _wav_files(folder: str | Path) -> list[Path]:
    path = Path(folder)
    if not path.is_dir():
        raise VoiceError(f"--audio-in {folder}: no such folder", hint="give a folder of .wav files, one per answer")
    files = sorted(p for p in path.iterdir() if p.suffix.lower() == ".wav")
    if not files:
        raise VoiceError(f"--audio-in {folder}: no .wav files", hint="record one WAV per answer, named in order")
    return files


class FileAnswerSource(AnswerSource):
    """Each answer is the next WAV of a folder, in name order, recognised whole by ``stt``."""

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
        return Answer(text=text.strip(), source="voice", audio=str(path), stt_model=self.stt.model_name,
                      speech=_timing(path))


def _timing(source):
    """Speech and pauses in the answer's audio, for the delivery report (None if the audio cannot be read)."""
    import wave

    from .timing import speech_timing

    try:
        return speech_timing(source)
    except (OSError, ValueError, EOFError, wave.Error):
        return None


class Player:
    """Plays WAVs one after another on a worker thread, so synthesis of the next sentence overlaps playback."""

    def __init__(self, device: AudioDevice):
        self.device = device
        self._queue: queue.Queue[bytes | None] = queue.Queue()
        self._busy = threading.Event()
        self._thread = threading.Thread(target=self._run, name="voice-playback", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while (wav := self._queue.get()) is not None:
            self._busy.set()
            try:
                self.device.play(wav)
            finally:
                if self._queue.empty():
                    self._busy.clear()

    def enqueue(self, wav: bytes) -> None:
        self._busy.set()
        self._queue.put(wav)

    @property
    def playing(self) -> bool:
        return self._busy.is_set()

    def interrupt(self) -> None:
        """Drop what is queued and cut what is playing (the candidate started talking)."""
        try:
            while True:
                self._queue.get_nowait()
        except queue.Empty:
            pass
        self.device.stop_playback()

    def wait(self, timeout: float | None = None) -> None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.playing and (deadline is None or time.monotonic() < deadline):
            time.sleep(0.01)

    def close(self) -> None:
        self._queue.put(None)


def sentences(text: str) -> list[str]:
    """``text`` split where a sentence ends (so speech can start on the first one); never empty pieces."""
    return split_sentences(text.strip(), capital=True)


class VoiceSpeaker(Speaker):
    """Speaks the interviewer's words a sentence at a time; saves a WAV per utterance and/or plays it."""

    def __init__(self, tts: TTS, folder: Path | None, numbering: _Numbering, device: AudioDevice | None = None,
                 timings: Timings | None = None):
        self.tts, self.folder, self.numbering, self.device = tts, folder, numbering, device
        self.player = Player(device) if device is not None else None
        self.timings = timings or Timings(None)
        self.spoken = 0

    async def say(self, text: str) -> str | None:
        if not text.strip() or (self.folder is None and self.device is None):
            return None
        pieces: list[bytes] = []
        first_audio_at = None
        for sentence in sentences(text):
            pcm = b"".join([chunk async for chunk in self.tts.synthesize(sentence)])
            if not pcm:
                continue
            if first_audio_at is None:
                first_audio_at = self.timings.clock()
            pieces.append(pcm)
            if self.player is not None:
                self.player.enqueue(pcm_to_wav(pcm, self.tts.sample_rate))
        self.spoken += 1
        self.timings.write(kind="speech", index=self.spoken, first_audio_at=self.timings.rel(first_audio_at),
                           sentences=len(pieces))
        path = None
        if self.folder is not None and pieces:
            self.folder.mkdir(parents=True, exist_ok=True)
            path = self.numbering.next_path(self.folder, "interviewer")
            path.write_bytes(pcm_to_wav(b"".join(pieces), self.tts.sample_rate))
        return str(path) if path else None

    def interrupt(self) -> None:
        if self.player is not None:
            self.player.interrupt()

    def close(self, timeout: float = 30.0) -> None:
        """Let the last words finish playing (the closing line), then stop the playback thread."""
        if self.player is not None:
            self.player.wait(timeout)
            self.player.close()


class LoopBoundSTT(STT):
    """An async-only recogniser made callable from the listening thread: each call runs on the session's
    event loop (where the SDK's HTTP client lives), and the thread waits for its result."""

    def __init__(self, stt: STT, loop: asyncio.AbstractEventLoop):
        self.stt, self.loop, self.model_name = stt, loop, stt.model_name

    def transcribe_sync(self, audio) -> str:
        return asyncio.run_coroutine_threadsafe(self.stt.transcribe(audio), self.loop).result()

    async def transcribe(self, audio) -> str:
        return await self.stt.transcribe(audio)


class DeviceAnswerSource(AnswerSource):
    """Answers spoken into a device (a microphone, or WAVs replayed in real time), recognised while spoken.

    A line typed at the terminal instead is taken as the answer. Each recording is saved.
    """

    def __init__(self, device: AudioDevice, stt: STT, options: ListenOptions, folder: Path, numbering: _Numbering,
                 speaker: VoiceSpeaker | None = None, timings: Timings | None = None, limit: int | None = None):
        self.device, self.stt, self.options = device, stt, options
        self.folder, self.numbering, self.speaker = folder, numbering, speaker
        self.timings = timings or Timings(None)
        self.limit = limit
        """Answers available (replayed files); None for a microphone."""
        self.heard = 0

    async def next_answer(self) -> Answer | None:
        if self.limit is not None and self.heard >= self.limit:
            return None
        self.heard += 1
        interrupt = self.speaker.interrupt if self.speaker is not None else None
        stt = self.stt if hasattr(self.stt, "transcribe_sync") else LoopBoundSTT(self.stt, asyncio.get_running_loop())
        heard: Heard = await asyncio.to_thread(self.device.listen, self.options, stt, interrupt)
        if heard.typed is not None:
            return Answer(text=heard.typed.strip(), source="keyboard")
        if not heard.wav:
            return Answer(text="", source="voice", stt_model=self.stt.model_name)
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.numbering.next_path(self.folder, "candidate")
        path.write_bytes(heard.wav)
        text = heard.text if heard.text is not None else await self.stt.transcribe(path)
        self.timings.write(kind="answer", index=self.heard, audio_s=round(wav_duration(heard.wav), 3),
                           segments=heard.segments, ended_at=self.timings.rel(heard.ended_at),
                           recognised_at=self.timings.rel(heard.recognised_at), barged_in=heard.barged_in)
        return Answer(text=text.strip(), source="voice", audio=str(path), stt_model=self.stt.model_name,
                      barged_in=heard.barged_in, speech=_timing(heard.wav))


# The name front ends and tests have used for the microphone path.
MicAnswerSource = DeviceAnswerSource


def open_voice_io(audio_in: str | Path | None = None, audio_out: str | Path | None = None, *,
                  provider: str | VoiceProvider | None = None, stt_model: str | None = None,
                  voice: str | None = None, play: bool | None = None, realtime: bool = False,
                  listen: ListenOptions | None = None) -> tuple[AnswerSource, VoiceSpeaker]:
    """The answer source and speaker for ``chat --voice``; raises VoiceError (one line, names the fix).

    ``play`` defaults to True only for a live microphone session (no ``audio_in``), so scripted runs stay
    silent. ``realtime`` (with ``audio_in``) replays the files at the speed of speech through the
    microphone's listening path.
    """
    chosen = provider if isinstance(provider, VoiceProvider) else find_provider(provider)
    files = _wav_files(audio_in) if audio_in is not None else []  # a bad folder fails before any model loads
    if realtime and audio_in is None:
        raise VoiceError("--realtime replays recorded answers", hint="add --audio-in DIR")
    stt = chosen.stt(stt_model)
    tts = chosen.tts(voice)
    warm = getattr(stt, "warm", None)
    if warm is not None:  # load the recogniser while the interviewer is still introducing themselves
        threading.Thread(target=warm, name="stt-warm", daemon=True).start()
    numbering = _Numbering()
    out = Path(audio_out) if audio_out else None
    folder = out or paths.home() / "audio" / datetime.now().strftime("%Y%m%d-%H%M%S")
    timings = Timings(folder if (out or audio_in is None or realtime) else None)
    options = listen or ListenOptions()
    if realtime:
        device = chosen.replay_device(files)
        speaker = VoiceSpeaker(tts, out, numbering, device, timings)
        return DeviceAnswerSource(device, stt, options, folder, numbering, speaker, timings, limit=len(files)), speaker
    if audio_in is not None:
        device = chosen.audio_device() if play else None
        return FileAnswerSource(audio_in, stt), VoiceSpeaker(tts, out, numbering, device, timings)
    device = chosen.audio_device()
    speaker = VoiceSpeaker(tts, out, numbering, device if play is not False else None, timings)
    return DeviceAnswerSource(device, stt, options, folder, numbering, speaker, timings), speaker
