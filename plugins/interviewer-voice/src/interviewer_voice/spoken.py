"""Spoken answer sets: render each entry to 16 kHz speech with the voice, rate and noise it names.

Used by the accuracy bench and tests (``data/spoken_dev.yaml`` to tune on, ``data/spoken_test.yaml``
held out) and by the real-time voice bench. Rendering is deterministic: Piper runs with its noise
switched off and added background noise comes from a seeded generator.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from importlib import resources

import numpy as np

RATE = 16000


@dataclass(frozen=True)
class SpokenEntry:
    text: str
    """What is said (the reference spelling)."""
    voice: str = "piper"
    """piper or espeak-ng."""
    rate: float = 1.0
    """Piper: speed factor (1.1 = 10% faster); espeak-ng: words per minute."""
    noise_db: float | None = None
    """Signal-to-noise ratio of added white noise, in dB (None: clean)."""


def load_set(name: str) -> list[SpokenEntry]:
    """``dev`` or ``test``."""
    import yaml

    raw = resources.files("interviewer_voice").joinpath(f"data/spoken_{name}.yaml").read_text()
    return [SpokenEntry(**entry) for entry in yaml.safe_load(raw)["answers"]]


def resample(pcm: bytes, rate: int, to: int = RATE) -> np.ndarray:
    """int16 PCM bytes at ``rate`` → int16 samples at ``to`` (linear interpolation; fine for speech)."""
    x = np.frombuffer(pcm, dtype="<i2").astype(np.float32)
    if rate == to or not x.size:
        return x.astype(np.int16)
    n = int(len(x) * to / rate)
    return np.interp(np.linspace(0, len(x) - 1, n), np.arange(len(x)), x).astype(np.int16)


def add_noise(samples: np.ndarray, snr_db: float, seed: int = 0) -> np.ndarray:
    x = samples.astype(np.float32)
    power = float(np.mean(x * x)) or 1.0
    noise = np.random.default_rng(seed).standard_normal(len(x)).astype(np.float32)
    noise *= np.sqrt(power / 10 ** (snr_db / 10))
    return np.clip(x + noise, -32768, 32767).astype(np.int16)


class Renderer:
    """Speaks entries; keeps one Piper voice per rate so a set renders quickly."""

    def __init__(self) -> None:
        self._piper: dict[float, object] = {}

    def _tts(self, entry: SpokenEntry):
        if entry.voice == "espeak-ng":
            from .espeak_tts import EspeakTTS

            return EspeakTTS(words_per_minute=int(entry.rate))
        if entry.rate not in self._piper:
            from .piper_tts import PiperTTS

            self._piper[entry.rate] = PiperTTS(length_scale=1.15 / entry.rate, noise_scale=0.0, noise_w_scale=0.0)
        return self._piper[entry.rate]

    def render(self, entry: SpokenEntry, seed: int = 0) -> np.ndarray:
        tts = self._tts(entry)

        async def speak() -> bytes:
            return b"".join([chunk async for chunk in tts.synthesize(entry.text)])

        samples = resample(asyncio.run(speak()), tts.sample_rate)
        return add_noise(samples, entry.noise_db, seed) if entry.noise_db is not None else samples
