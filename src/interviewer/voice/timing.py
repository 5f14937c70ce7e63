"""Speech and silence in a recorded answer, on the standard library only (the core has no numpy).

Frames of 30 ms are speech when their energy stands well above the recording's own noise floor
(its quietest frames); short gaps are bridged and blips dropped, so a stop consonant is not a
pause and a click is not speech. What comes out is a ``SpeechTiming`` for the transcript.
"""

from __future__ import annotations

import array
import math
import sys
from pathlib import Path

from ..transcript.delivery import Pause, SpeechTiming
from .audio import read_wav, to_mono16k

FRAME_S = 0.03
FLOOR_PERCENTILE = 0.10
"""The noise floor: this quantile of frame energies (an answer is never all speech)."""
FLOOR_FACTOR = 4.0
"""Speech is this many times the floor's RMS..."""
MIN_SPEECH_RMS = 200.0
"""...and at least this loud (int16 units, about -44 dBFS), so digital silence has a threshold."""
BRIDGE_S = 0.3
"""Silences shorter than this inside speech are part of it (stops, breaths between words)."""
MIN_RUN_S = 0.09
"""Speech runs shorter than this are clicks or noise."""
PAUSE_RECORDED_S = 1.0
"""Silences at least this long are recorded as pauses (the report calls those over 3 s long)."""


def _frames(pcm16k: bytes) -> list[float]:
    samples = array.array("h")
    samples.frombytes(pcm16k)
    if sys.byteorder == "big":
        samples.byteswap()
    size = int(16000 * FRAME_S)
    out = []
    for i in range(0, len(samples) - size + 1, size):
        chunk = samples[i:i + size]
        out.append(math.sqrt(sum(x * x for x in chunk) / size))
    return out


def speech_timing(source: bytes | str | Path) -> SpeechTiming:
    """The timing of speech in a 16-bit WAV (bytes or a path)."""
    pcm, rate, channels = read_wav(source)
    energies = _frames(to_mono16k(pcm, rate, channels))
    audio_s = round(len(pcm) / (2.0 * channels * rate), 3) if rate else 0.0
    if not energies:
        return SpeechTiming(audio_s=audio_s)
    floor = sorted(energies)[int(FLOOR_PERCENTILE * (len(energies) - 1))]
    threshold = max(FLOOR_FACTOR * floor, MIN_SPEECH_RMS)
    voiced = [e >= threshold for e in energies]
    runs: list[list[int]] = []
    for i, v in enumerate(voiced):
        if not v:
            continue
        if runs and (i - runs[-1][1]) * FRAME_S <= BRIDGE_S:
            runs[-1][1] = i + 1
        else:
            runs.append([i, i + 1])
    runs = [r for r in runs if (r[1] - r[0]) * FRAME_S >= MIN_RUN_S]
    if not runs:
        return SpeechTiming(audio_s=audio_s)
    pauses = [Pause(at_s=round(a[1] * FRAME_S, 2), length_s=round((b[0] - a[1]) * FRAME_S, 2))
              for a, b in zip(runs, runs[1:]) if (b[0] - a[1]) * FRAME_S >= PAUSE_RECORDED_S]
    return SpeechTiming(audio_s=audio_s, speech_start_s=round(runs[0][0] * FRAME_S, 2),
                        speech_end_s=round(runs[-1][1] * FRAME_S, 2),
                        voiced_s=round(sum(b - a for a, b in runs) * FRAME_S, 2), pauses=pauses)
