"""Recorded answers spoken into the listening path at the speed of speech: a microphone without a person.

``chat --voice --audio-in DIR --realtime`` uses this, so the whole voice pipeline (segment recognition
while "speaking", patience, sentence-by-sentence speech out, barge-in) runs and can be measured with no
microphone. Each file is preceded by ``lead_in_s`` of room noise and followed by room noise until the
patience window closes, exactly as a person who stops talking.

A file whose name contains ``bargein-SECONDS`` (``003.bargein-1.5.wav``) starts that many seconds after the
interviewer's last utterance began playing, instead of after it finished: the candidate cuts in.
"""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path

import numpy as np

from interviewer.voice import AudioDevice, Heard, ListenOptions
from interviewer.voice.audio import read_wav, wav_duration

from .listening import listen_frames
from .spoken import RATE, resample

FRAME = 480  # 30 ms, as the microphone reads
TURN_GAP_S = 0.5
"""Silence after the interviewer's last sound before a replayed answer starts."""
_BARGE = re.compile(r"bargein-(\d+(?:\.\d+)?)")


class ReplayAudio(AudioDevice):
    def __init__(self, files: list[Path], *, realtime: bool = True, lead_in_s: float = 0.4, noise_level: float = 30.0,
                 clock=time.perf_counter, sleep=time.sleep):
        self.files = list(files)
        self.realtime, self.lead_in_s, self.noise_level = realtime, lead_in_s, noise_level
        self.clock, self.sleep = clock, sleep
        self._next = 0
        self._stop = threading.Event()
        self._playing = threading.Event()
        self._play_started: float | None = None
        self._played_idle = threading.Event()
        self._played_idle.set()
        self._idle_since = float("-inf")
        """When the last sound ended, stamped by the playing thread itself."""
        self.played: list[tuple[float, float, bool]] = []
        """(started, seconds, cut short) for every play() call."""
        self._rng = np.random.default_rng(0)

    # ------------------------------------------------------------------ speaker side

    def play(self, wav: bytes) -> None:
        seconds = wav_duration(wav)
        self._stop.clear()
        self._played_idle.clear()
        self._playing.set()
        started = self.clock()
        if self._play_started is None:
            self._play_started = started
        try:
            cut = self._stop.wait(seconds if self.realtime else 0)
        finally:
            self._idle_since = self.clock()  # stamped before playing clears, so a reader never sees a stale one
            self._playing.clear()
            self._played_idle.set()
        self.played.append((started, seconds, cut))

    def stop_playback(self) -> None:
        self._stop.set()

    @property
    def playing(self) -> bool:
        return self._playing.is_set()

    # ------------------------------------------------------------------ microphone side

    def _samples(self, path: Path) -> np.ndarray:
        pcm, rate, channels = read_wav(path.read_bytes())
        samples = np.frombuffer(pcm, dtype="<i2")
        if channels > 1:
            samples = samples.reshape(-1, channels).mean(axis=1).astype(np.int16)
        return resample(samples.astype("<i2").tobytes(), rate)

    def _room(self, n: int) -> np.ndarray:
        return (self._rng.standard_normal(n) * self.noise_level).astype(np.int16)

    def _frames(self, samples: np.ndarray, start_at: float | None):
        """Room noise, the answer, then room noise for ever; each 30 ms frame released on the clock."""
        t0 = self.clock() if start_at is None else start_at
        k = 0
        lead = int(self.lead_in_s * RATE)
        audio = np.concatenate([self._room(lead), samples])
        while True:
            if self.realtime:
                due = t0 + (k + 1) * FRAME / RATE
                wait = due - self.clock()
                if wait > 0:
                    self.sleep(wait)
            chunk = audio[k * FRAME:(k + 1) * FRAME]
            if len(chunk) < FRAME:
                chunk = np.concatenate([chunk, self._room(FRAME - len(chunk))])
            k += 1
            yield chunk

    def wait_for_quiet(self, gap_s: float = TURN_GAP_S) -> None:
        """Return once the interviewer's voice has been silent for ``gap_s`` (and at least ``gap_s`` from now).

        Silence is measured from the playing thread's own stamp of when the last sound ended, and ``playing`` is
        checked after every sleep: a listening thread that stalls (a model loading in the background holds the
        interpreter) must not take its own stall for the interviewer's silence and answer over them.
        """
        begun = self.clock()
        while True:
            if not self.playing:
                quiet = self.clock() - max(self._idle_since, begun)
                if quiet >= gap_s and not self.playing:
                    return
            self.sleep(0.005)

    def listen(self, options: ListenOptions, stt=None, interrupt=None) -> Heard:
        path = self.files[self._next]
        self._next += 1
        barge = _BARGE.search(path.name)
        start_at = None
        if barge and self.realtime:
            # Wait for the interviewer to start talking, then cut in after the given delay.
            deadline = self.clock() + 30
            while self._play_started is None and self.clock() < deadline:
                self.sleep(0.005)
            start_at = (self._play_started or self.clock()) + float(barge.group(1)) - self.lead_in_s
        elif self.realtime:
            self.wait_for_quiet()
        self._play_started = None
        return listen_frames(self._frames(self._samples(path), start_at), options, stt,
                             playing=lambda: self.playing, interrupt=interrupt)
