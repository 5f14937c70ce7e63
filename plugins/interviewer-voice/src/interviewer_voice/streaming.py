"""Listening that recognises while the candidate speaks.

Silero's voice-activity model (the one faster-whisper ships, so nothing is downloaded) scores every
32 ms window. A short pause after speech (``segment_pause_s``) closes a *segment*, which goes to the
recogniser at once, on a worker thread, while the candidate goes on talking; only ``patience_s`` of
quiet after speech ends the *answer*. So when the patience window closes, every segment but the last
has long been recognised, and the last one was handed over ``patience_s - segment_pause_s`` earlier:
the wait after the answer no longer grows with the answer's length.

The patience rules are the energy detector's: silence before the first word never ends an answer,
and a thinking pause shorter than the patience stays inside it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

RATE = 16000
WINDOW = 512
"""Silero's window at 16 kHz (32 ms)."""
_CONTEXT = 64
WINDOW_S = WINDOW / RATE


class SileroVAD:
    """Speech probability per 32 ms window, streaming (the recurrent state carries across calls)."""

    def __init__(self) -> None:
        from faster_whisper.vad import get_vad_model

        self._session = get_vad_model().session
        self.reset()

    def reset(self) -> None:
        self._h = np.zeros((1, 1, 128), dtype=np.float32)
        self._c = np.zeros((1, 1, 128), dtype=np.float32)
        self._context = np.zeros(_CONTEXT, dtype=np.float32)

    def __call__(self, window: np.ndarray) -> float:
        """``window``: 512 float32 samples in [-1, 1]."""
        x = np.concatenate([self._context, window]).reshape(1, -1).astype(np.float32)
        out, self._h, self._c = self._session.run(None, {"input": x, "h": self._h, "c": self._c})
        self._context = window[-_CONTEXT:].astype(np.float32)
        return float(out[0])


@dataclass
class Segment:
    """One stretch of speech between pauses, and what the recogniser made of it."""

    start: int
    """First sample (of the whole recording)."""
    end: int
    """One past the last sample."""
    future: Future | None = None

    @property
    def seconds(self) -> float:
        return (self.end - self.start) / RATE


@dataclass
class Listened:
    """The answer: its words, its audio, and when things happened (``time.perf_counter`` seconds)."""

    text: str
    pcm: np.ndarray
    """16 kHz int16 mono, from just before the first word to a little after the last."""
    segments: int
    ended_at: float
    """When the patience window closed (or the cap was reached)."""
    recognised_at: float
    """When the last segment's words were ready."""
    reason: str
    """silence, max-length, or stopped."""
    speech_started_at: float | None = None
    """When speech was first heard (for barge-in and pace)."""


@dataclass
class SegmentListener:
    """Feed it audio with ``push``; it says when the answer is over; ``finish`` returns the words.

    ``recognise`` turns WAV bytes into text; it runs on one worker thread, in segment order.
    """

    recognise: Callable[[bytes], str]
    patience_s: float = 2.5
    segment_pause_s: float = 0.45
    """A pause this long after speech closes a segment."""
    long_segment_s: float = 3.0
    """Past this length, a segment closes at the shorter ``quick_pause_s`` (a breath between sentences)."""
    quick_pause_s: float = 0.09
    max_segment_s: float = 10.0
    """Speech longer than this with no pause is cut anyway (at its quietest recent window)."""
    min_segment_s: float = 0.6
    """Shorter speech ("um") waits to join the next segment: Whisper invents words on scraps."""
    max_s: float = 300.0
    threshold: float = 0.5
    pre_roll_s: float = 0.25
    vad: SileroVAD | None = None
    clock: Callable[[], float] = time.perf_counter
    started: bool = False
    ended: bool = False
    reason: str = ""
    _pending: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int16))
    _buf: np.ndarray = field(default_factory=lambda: np.zeros(RATE * 30, dtype=np.int16))
    _len: int = 0
    _n: int = 0
    _in_speech: bool = False
    _seg_start: int | None = None
    _last_voiced_end: int = 0
    _silent_s: float = 0.0
    _segments: list[Segment] = field(default_factory=list)
    voiced_run_s: float = 0.0
    """Length of the speech heard without a break, up to now (barge-in waits for a real utterance)."""
    _recent: list[tuple[int, float]] = field(default_factory=list)
    _first_speech: int | None = None
    _speech_started_at: float | None = None
    _ended_at: float = 0.0

    def __post_init__(self) -> None:
        self.vad = self.vad or SileroVAD()
        self.vad.reset()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stt-segment")

    # ------------------------------------------------------------------ feeding

    def push(self, frame: np.ndarray) -> bool:
        """Feed int16 mono samples at 16 kHz (any length); True once the answer is over."""
        if self.ended:
            return True
        frame = np.asarray(frame, dtype=np.int16).reshape(-1)
        if self._len + len(frame) > len(self._buf):
            grown = np.zeros(max(2 * len(self._buf), self._len + len(frame)), dtype=np.int16)
            grown[:self._len] = self._buf[:self._len]
            self._buf = grown
        self._buf[self._len:self._len + len(frame)] = frame
        self._len += len(frame)
        pending = np.concatenate([self._pending, frame]) if self._pending.size else frame
        usable = len(pending) - len(pending) % WINDOW
        for i in range(0, usable, WINDOW):
            self._window(pending[i:i + WINDOW])
            if self.ended:
                break
        self._pending = pending[usable:].copy()
        return self.ended

    def _window(self, window: np.ndarray) -> None:
        start = self._n
        self._n += WINDOW
        p = self.vad(window.astype(np.float32) / 32768.0)
        # Hysteresis as in Silero's own segmenter: once speaking, only a clearly lower score is silence.
        voiced = p >= self.threshold or (self._in_speech and p >= self.threshold - 0.15)
        if voiced:
            if self._seg_start is None:
                self._seg_start = max(self._last_voiced_end if self._segments else 0,
                                      start - int(self.pre_roll_s * RATE), 0)
            if self._first_speech is None:
                self._first_speech = start
                self._speech_started_at = self.clock()
            self.started = True
            self._in_speech = True
            self.voiced_run_s += WINDOW_S
            self._silent_s = 0.0
            self._last_voiced_end = self._n
            self._recent.append((self._n, p))
            if self._seg_start is not None and (self._n - self._seg_start) / RATE >= self.max_segment_s:
                # No pause at all: cut at the least speech-like window of the last two seconds.
                candidates = [(q, end) for end, q in self._recent[-int(2 / WINDOW_S):-int(0.3 / WINDOW_S)]]
                cut = min(candidates)[1] if candidates else self._n
                self._close(cut, final=True)
                self._seg_start = cut
        else:
            self._recent.clear()
            self._in_speech = False
            self.voiced_run_s = 0.0
            if self.started:
                self._silent_s += WINDOW_S
                if self._seg_start is not None:
                    long = (self._last_voiced_end - self._seg_start) / RATE >= self.long_segment_s
                    pause = self.quick_pause_s if long else self.segment_pause_s
                    if self._silent_s >= pause - 1e-9:
                        self._close(self._last_voiced_end + int(0.1 * RATE), final=False)
                if self._silent_s >= self.patience_s - 1e-9:
                    self._end("silence")
        if self._n / RATE >= self.max_s - 1e-9 and not self.ended:
            self._end("max-length")

    def _close(self, end: int, *, final: bool = False) -> None:
        start = self._seg_start
        if start is None:
            return
        end = min(end, self._n)
        if not final and (self._last_voiced_end - start) / RATE < self.min_segment_s:
            return  # keep it open: it joins what comes next (or is flushed at the end)
        self._seg_start = None
        self._recent.clear()
        segment = Segment(start, end)
        segment.future = self._pool.submit(self._recognise, self._audio(start, end))
        self._segments.append(segment)

    def _end(self, reason: str) -> None:
        self._close(self._last_voiced_end + int(0.15 * RATE), final=True)
        self.ended, self.reason = True, reason
        self._ended_at = self.clock()

    def stop(self) -> None:
        """End now (push-to-talk released, playback cut, or the caller gave up)."""
        if not self.ended:
            self._end("stopped")

    # ------------------------------------------------------------------ results

    def _audio(self, start: int, end: int) -> np.ndarray:
        return self._buf[start:min(end, self._len)].copy()

    def _recognise(self, pcm: np.ndarray) -> str:
        from interviewer.voice.audio import pcm_to_wav

        return self.recognise(pcm_to_wav(pcm.astype("<i2").tobytes(), RATE)).strip()

    def finish(self) -> Listened:
        """Wait for the segments still being recognised and return the whole answer."""
        if not self.ended:
            self.stop()
        texts = [s.future.result() for s in self._segments if s.future is not None]
        recognised_at = self.clock()
        self._pool.shutdown(wait=True)
        if self._first_speech is None:
            pcm = np.zeros(0, dtype=np.int16)
        else:
            start = max(0, self._first_speech - int(self.pre_roll_s * RATE))
            pcm = self._audio(start, min(self._n, self._last_voiced_end + int(self.pre_roll_s * RATE)))
        return Listened(text=" ".join(t for t in texts if t), pcm=pcm, segments=len(self._segments),
                        ended_at=self._ended_at, recognised_at=recognised_at, reason=self.reason,
                        speech_started_at=self._speech_started_at)


def recogniser_for(stt) -> Callable[[bytes], str]:
    """A blocking ``wav -> text`` for a worker thread, from any ``STT`` (sync path when it has one)."""
    sync = getattr(stt, "transcribe_sync", None)
    if sync is not None:
        return sync
    import asyncio

    return lambda wav: asyncio.run(stt.transcribe(wav))
