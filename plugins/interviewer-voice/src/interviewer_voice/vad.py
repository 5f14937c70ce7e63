"""Energy-based end-of-answer detection that tolerates thinking pauses.

An answer starts after ``min_speech_s`` of frames louder than the threshold and ends only after
``patience_s`` of quiet *once speech has started*: silence before the first word never ends it,
and a pause shorter than the patience (the candidate thinking) is kept inside the answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

FLOOR = 0.01
"""Lowest RMS (of full scale) counted as speech, whatever the calibration says."""


@dataclass
class EnergyVAD:
    sample_rate: int = 16000
    patience_s: float = 2.5
    threshold: float | None = None
    """RMS level of speech; None = 3× the room noise measured over the first ``calibrate_s``."""
    calibrate_s: float = 0.5
    min_speech_s: float = 0.15
    max_s: float = 300.0
    pre_roll_s: float = 0.3
    """Audio kept from before speech was detected, so the first syllable is not clipped."""
    started: bool = False
    ended: bool = False
    reason: str = ""
    _frames: list[np.ndarray] = field(default_factory=list)
    _levels: list[float] = field(default_factory=list)
    _voiced_run: float = 0.0
    _silent_run: float = 0.0
    _start_index: int = 0
    _last_voiced_index: int = 0
    _elapsed: float = 0.0

    def level(self, frame: np.ndarray) -> float:
        x = frame.astype(np.float32)
        if frame.dtype == np.int16:
            x /= 32768.0
        return float(np.sqrt(np.mean(x * x))) if x.size else 0.0

    def _threshold(self) -> float | None:
        if self.threshold is not None:
            return self.threshold
        if self._elapsed < self.calibrate_s and not self.started:
            return None
        n = max(1, int(len(self._levels) * 0.2))
        noise = float(np.mean(sorted(self._levels)[:n]))
        self.threshold = max(3.0 * noise, FLOOR)
        return self.threshold

    def push(self, frame: np.ndarray) -> bool:
        """Feed one frame (int16 or float mono); True once the answer is over."""
        if self.ended:
            return True
        seconds = len(frame) / self.sample_rate
        self._frames.append(frame)
        self._levels.append(self.level(frame))
        self._elapsed += seconds
        threshold = self._threshold()
        voiced = threshold is not None and self._levels[-1] >= threshold
        if voiced:
            self._voiced_run += seconds
            self._silent_run = 0.0
            self._last_voiced_index = len(self._frames) - 1
            if not self.started and self._voiced_run >= self.min_speech_s - 1e-9:
                self.started = True
                back = int(self._voiced_run / seconds) + int(self.pre_roll_s / seconds)
                self._start_index = max(0, len(self._frames) - back)
        else:
            self._voiced_run = 0.0
            if self.started:
                self._silent_run += seconds
                if self._silent_run >= self.patience_s - 1e-9:
                    self.ended, self.reason = True, "silence"
        if self._elapsed >= self.max_s - 1e-9 and not self.ended:
            self.ended, self.reason = True, "max-length"
        return self.ended

    def audio(self) -> np.ndarray:
        """The answer: from just before speech began to a little after it last sounded."""
        if not self.started:
            return np.zeros(0, dtype=np.int16)
        tail = int(self.pre_roll_s * self.sample_rate / max(1, len(self._frames[-1])))
        end = min(len(self._frames), self._last_voiced_index + 1 + tail)
        return np.concatenate(self._frames[self._start_index:end])
