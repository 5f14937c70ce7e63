"""The microphone path with a fake ``sounddevice``: VAD ends the answer, typing wins, push-to-talk, no device."""

from __future__ import annotations

import numpy as np
import pytest

from interviewer.voice import Heard, ListenOptions, VoiceError
from interviewer.voice.audio import read_wav, wav_duration
from interviewer_voice import mic

RATE, FRAME = mic.RATE, mic.FRAME


def quiet(seconds):
    return np.zeros(int(seconds * RATE), dtype=np.int16)


class FakeSD:
    """Stands in for the sounddevice module: an input stream that plays back a prepared signal."""

    class PortAudioError(Exception):
        pass

    def __init__(self, signal=None, *, devices=True):
        self.signal, self.devices, self.played = signal, devices, []

    def query_devices(self, kind=None):
        if not self.devices:
            raise self.PortAudioError("Error querying device -1")
        return {"name": "fake mic"}

    def InputStream(self, **kw):  # noqa: N802 - mirrors sounddevice
        sd = self

        class Stream:
            pos = 0

            def __enter__(self):
                return self

            def __exit__(self, *a):
                return False

            def read(self, n):
                block = sd.signal[self.pos:self.pos + n]
                if len(block) < n:
                    block = np.concatenate([block, np.zeros(n - len(block), dtype=np.int16)])
                self.pos += n
                return block.reshape(-1, 1), False
        return Stream()

    def play(self, samples, rate, device=None):
        self.played.append((samples.shape, rate))

    def wait(self):
        pass


def typed_at(frames: dict[int, str]):
    """A fake terminal: returns a typed line at the given frame numbers."""
    count = {"n": 0}

    def poll():
        count["n"] += 1
        return frames.get(count["n"])
    return poll


def test_speech_then_patience_ends_the_recording(clips):
    speech = np.concatenate([clips["short"], quiet(1.5), clips["second"]])
    sd = FakeSD(np.concatenate([quiet(1.0), speech, quiet(5.0)]))
    heard = mic.SoundDeviceAudio(sd).listen(ListenOptions(patience_s=2.5), typed=lambda: None)
    assert heard.typed is None and heard.text is None  # no recogniser given: the caller recognises the WAV
    assert len(speech) / RATE <= wav_duration(heard.wav) <= len(speech) / RATE + 0.8
    assert read_wav(heard.wav)[1:] == (16000, 1)


def test_with_a_recogniser_the_words_arrive_with_the_audio(clips):
    sd = FakeSD(np.concatenate([quiet(0.5), clips["short"], quiet(1.0), clips["second"], quiet(4.0)]))

    class Echo:
        model_name = "echo"

        def transcribe_sync(self, wav):
            return f"[{wav_duration(wav):.0f}s]"

    heard = mic.SoundDeviceAudio(sd).listen(ListenOptions(patience_s=2.5), Echo(), typed=lambda: None)
    assert heard.segments >= 2 and heard.text.startswith("[") and heard.ended_at <= heard.recognised_at


def test_a_typed_line_is_taken_instead_of_speech(clips):
    sd = FakeSD(np.concatenate([quiet(0.5), clips["long"]]))
    heard = mic.SoundDeviceAudio(sd).listen(ListenOptions(), typed=typed_at({40: "I'd check NCCL_DEBUG"}))
    assert heard == Heard(typed="I'd check NCCL_DEBUG")


def test_push_to_talk_records_between_two_enters_whatever_the_silence(clips):
    sd = FakeSD(np.concatenate([quiet(0.3), clips["short"], quiet(4.0), clips["second"], quiet(2.0)]))
    audio = mic.SoundDeviceAudio(sd)
    enter_again = int((0.3 * RATE + len(clips["short"]) + 4.0 * RATE + len(clips["second"]) + RATE) / FRAME)
    heard = audio.listen(ListenOptions(push_to_talk=True, patience_s=1.0), typed=typed_at({2: "", enter_again: ""}))
    # Both sentences and the 4 s pause between them: silence never ended it, the second Enter did.
    assert wav_duration(heard.wav) >= (len(clips["short"]) + len(clips["second"])) / RATE + 4.0


def test_playback_goes_to_the_device():
    sd = FakeSD()
    from interviewer.voice.audio import pcm_to_wav

    mic.SoundDeviceAudio(sd).play(pcm_to_wav(bytes(2 * 2205), 22050))
    assert sd.played == [((2205, 1), 22050)]


def test_no_device_is_one_line(monkeypatch):
    monkeypatch.setattr(mic, "_import_sounddevice", lambda: FakeSD(devices=False))
    with pytest.raises(VoiceError) as exc:
        mic.SoundDeviceAudio.open()
    assert exc.value.one_line() == ("voice: no microphone found — plug one in, or pass --audio-in DIR "
                                    "with one WAV per answer")


def test_no_portaudio_is_one_line(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def fake_import(name, *a, **kw):
        if name == "sounddevice":
            raise OSError("PortAudio library not found")
        return real_import(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", fake_import)
    with pytest.raises(VoiceError) as exc:
        mic.SoundDeviceAudio.open()
    assert exc.value.one_line() == ("voice: no audio system: the PortAudio library is not installed — "
                                    "apt-get install libportaudio2, or use --audio-in DIR")
