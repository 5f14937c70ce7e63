"""Microphone and speakers through ``sounddevice`` (PortAudio).

Listening goes through ``listening.listen_frames``: Silero marks speech, segments are recognised while
the candidate talks, and speech while the interviewer's voice plays cuts it off (barge-in; use
headphones, or the interviewer's own voice is heard at a higher bar). While listening, the terminal stays live: a typed line followed by Enter becomes the answer instead
of the speech. With push-to-talk, an empty Enter starts recording and another empty Enter stops it.
"""

from __future__ import annotations

import select
import sys
import threading

import numpy as np

from interviewer.voice import AudioDevice, Heard, ListenOptions, VoiceError
from interviewer.voice.audio import read_wav

from .listening import listen_frames

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
        self._playing = threading.Event()

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

    def _frames(self, options: ListenOptions, typed):
        """Microphone blocks as they arrive; a typed line instead (as a ``str``) ends the answer.

        With push-to-talk nothing is yielded before the first empty Enter, and the second one ends it.
        """
        recording = not options.push_to_talk
        with self.sd.InputStream(samplerate=RATE, channels=1, dtype="int16", blocksize=FRAME,
                                 device=self.input_device) as stream:
            while True:
                block, _overflowed = stream.read(FRAME)
                line = typed()
                if line is not None:
                    if line.strip():
                        yield line
                        return
                    if options.push_to_talk:
                        if recording:
                            return
                        recording = True
                        continue
                if recording:
                    yield np.asarray(block, dtype=np.int16).reshape(-1)

    def listen(self, options: ListenOptions, stt=None, interrupt=None, typed=_typed_line) -> Heard:
        return listen_frames(self._frames(options, typed), options, stt, playing=lambda: self.playing,
                             interrupt=interrupt)

    @property
    def playing(self) -> bool:
        return self._playing.is_set()

    def stop_playback(self) -> None:
        if self._playing.is_set():
            self.sd.stop()

    def play(self, wav: bytes) -> None:
        pcm, rate, channels = read_wav(wav)
        samples = np.frombuffer(pcm, dtype="<i2").reshape(-1, channels)
        self._playing.set()
        try:
            self.sd.play(samples, rate, device=self.output_device)
            self.sd.wait()
        finally:
            self._playing.clear()
