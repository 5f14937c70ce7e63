"""Microphone and speakers through ``sounddevice`` (PortAudio).

While listening, the terminal stays live: a typed line followed by Enter becomes the answer instead
of the speech. With push-to-talk, an empty Enter starts recording and another empty Enter stops it.
"""

from __future__ import annotations

import select
import sys

import numpy as np

from interviewer.voice import AudioDevice, Heard, ListenOptions, VoiceError
from interviewer.voice.audio import pcm_to_wav, read_wav

from .vad import EnergyVAD

RATE = 16000
FRAME = 480  # 30 ms


def _import_sounddevice():
    try:
        import sounddevice as sd
    except ImportError:
        raise VoiceError("the microphone needs the 'sounddevice' package", hint="pip install sounddevice") from None
    except OSError:  # the wheel is present but libportaudio is not
        raise VoiceError("no audio system: the PortAudio library is not installed",
                         hint="apt-get install libportaudio2, or use --audio-in DIR") from None
    return sd


def _typed_line(stream=None) -> str | None:
    """A line the candidate typed, if one is waiting (POSIX terminals)."""
    stream = stream or sys.stdin
    try:
        ready, _, _ = select.select([stream], [], [], 0)
    except (OSError, ValueError):
        return None
    return stream.readline().rstrip("\n") if ready else None


class SoundDeviceAudio(AudioDevice):
    def __init__(self, sd, input_device=None, output_device=None):
        self.sd, self.input_device, self.output_device = sd, input_device, output_device

    @classmethod
    def open(cls) -> SoundDeviceAudio:
        """The default microphone and speakers; VoiceError (one line) when there are none."""
        sd = _import_sounddevice()
        try:
            sd.query_devices(kind="input")
        except Exception:  # noqa: BLE001 - PortAudioError / ValueError when there is no device
            raise VoiceError("no microphone found",
                             hint="plug one in, or pass --audio-in DIR with one WAV per answer") from None
        return cls(sd)

    def listen(self, options: ListenOptions, typed=_typed_line) -> Heard:
        vad = EnergyVAD(RATE, patience_s=options.patience_s, threshold=options.threshold, max_s=options.max_s)
        recording = not options.push_to_talk
        frames: list[np.ndarray] = []
        with self.sd.InputStream(samplerate=RATE, channels=1, dtype="int16", blocksize=FRAME,
                                 device=self.input_device) as stream:
            while True:
                block, _overflowed = stream.read(FRAME)
                line = typed()
                if line is not None:
                    if line.strip():
                        return Heard(typed=line)
                    if options.push_to_talk:
                        if recording:
                            break
                        recording = True
                        continue
                if not recording:
                    continue
                mono = np.asarray(block, dtype=np.int16).reshape(-1)
                if options.push_to_talk:
                    frames.append(mono)
                    if len(frames) * FRAME >= options.max_s * RATE:
                        break
                elif vad.push(mono):
                    break
        audio = np.concatenate(frames) if options.push_to_talk and frames else vad.audio()
        return Heard(wav=pcm_to_wav(audio.astype("<i2").tobytes(), RATE) if audio.size else None)

    def play(self, wav: bytes) -> None:
        pcm, rate, channels = read_wav(wav)
        samples = np.frombuffer(pcm, dtype="<i2").reshape(-1, channels)
        self.sd.play(samples, rate, device=self.output_device)
        self.sd.wait()
