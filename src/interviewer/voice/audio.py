"""WAV helpers on the standard library only (the core has no numpy)."""

from __future__ import annotations

import array
import io
import sys
import wave
from pathlib import Path


def pcm_to_wav(pcm: bytes, sample_rate: int, channels: int = 1) -> bytes:
    """Wrap 16-bit PCM in a WAV container."""
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(sample_rate)
        w.writeframes(pcm)
    return buf.getvalue()


def read_wav(source: bytes | str | Path) -> tuple[bytes, int, int]:
    """``(pcm16, sample_rate, channels)`` of a 16-bit WAV given as bytes or a path."""
    handle = io.BytesIO(source) if isinstance(source, bytes) else open(source, "rb")
    with handle, wave.open(handle, "rb") as w:
        if w.getsampwidth() != 2:
            raise ValueError(f"expected 16-bit PCM WAV, got {8 * w.getsampwidth()}-bit")
        return w.readframes(w.getnframes()), w.getframerate(), w.getnchannels()


def wav_duration(source: bytes | str | Path) -> float:
    """Length of a WAV in seconds."""
    handle = io.BytesIO(source) if isinstance(source, bytes) else open(source, "rb")
    with handle, wave.open(handle, "rb") as w:
        return w.getnframes() / float(w.getframerate() or 1)


def pcm_duration(pcm: bytes, sample_rate: int, channels: int = 1) -> float:
    return len(pcm) / (2.0 * channels * sample_rate)


def to_mono16k(pcm: bytes, sample_rate: int, channels: int = 1) -> bytes:
    """Mix down to mono and resample (linear) to 16 kHz, the rate speech recognisers expect."""
    samples = array.array("h")
    samples.frombytes(pcm)
    if sys.byteorder == "big":
        samples.byteswap()
    if channels > 1:
        samples = array.array("h", (sum(samples[i:i + channels]) // channels
                                    for i in range(0, len(samples) - channels + 1, channels)))
    if sample_rate != 16000 and samples:
        n_out = int(len(samples) * 16000 / sample_rate)
        step = sample_rate / 16000
        out = array.array("h", bytes(2 * n_out))
        last = len(samples) - 1
        for j in range(n_out):
            x = j * step
            i = int(x)
            frac = x - i
            nxt = samples[min(i + 1, last)]
            out[j] = int(samples[i] + (nxt - samples[i]) * frac)
        samples = out
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()
