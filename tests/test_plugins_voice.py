"""The voice session in the core, driven by a fake provider registered as an in-process plugin.

No cassettes: nothing here speaks HTTP, and the fake's wording is the point (the real engines are
tested in plugins/interviewer-voice/tests).
"""

from __future__ import annotations

import array
from collections.abc import AsyncIterator

import pytest

from interviewer import plugins
from interviewer.plugins import hookimpl
from interviewer.ui.io import Answer, AnswerSource, Speaker
from interviewer.voice import STT, TTS, AudioDevice, Heard, ListenOptions, VoiceCapabilities, VoiceError, VoiceProvider
from interviewer.voice.audio import pcm_to_wav, read_wav, to_mono16k, wav_duration
from interviewer.voice.session import find_provider, open_voice_io
from interviewer.voice.timing import speech_timing


class EchoSTT(STT):
    """"Recognises" a WAV as the text stored beside it (answer.wav → answer.txt)."""

    model_name = "fake:echo"

    async def transcribe(self, audio) -> str:
        from pathlib import Path

        return Path(audio).with_suffix(".txt").read_text() + "  "


class BeepTTS(TTS):
    voice_name, sample_rate = "fake:beep", 8000

    async def synthesize(self, text: str) -> AsyncIterator[bytes]:
        for _word in text.split():
            yield bytes(2 * 800)  # 0.1 s of silence per word


class FakeDevice(AudioDevice):
    def __init__(self, heard: list[Heard]):
        self.heard, self.played, self.options = heard, [], []

    def listen(self, options: ListenOptions, stt=None, interrupt=None) -> Heard:
        self.options.append(options)
        return self.heard.pop(0)

    def play(self, wav: bytes) -> None:
        self.played.append(wav)


class FakeProvider(VoiceProvider):
    description = "test double"

    def __init__(self, name="fake", offline=True, device: AudioDevice | None = None):
        self.name, self.offline, self.device = name, offline, device

    def capabilities(self):
        return VoiceCapabilities(offline=self.offline)

    def stt(self, model=None):
        return EchoSTT()

    def tts(self, voice=None):
        return BeepTTS()

    def audio_device(self):
        if self.device is None:
            raise VoiceError("no microphone found", hint="plug one in, or pass --audio-in DIR")
        return self.device


@pytest.fixture
def register_voice():
    """Register providers as a plugin for one test (try/finally, as plugins should be in tests)."""
    names = []

    def add(*providers):
        module = type("M", (), {})()
        module.register_voice = hookimpl(lambda register: [register(p) for p in providers])
        name = f"voice-test-{len(names)}"
        plugins.get_plugin_manager().register(module, name=name)
        names.append(name)

    plugins.reset()
    try:
        yield add
    finally:
        for name in names:
            plugins.get_plugin_manager().unregister(name)
        plugins.reset()


def write_answers(folder, texts):
    folder.mkdir()
    for i, text in reversed(list(enumerate(texts))):  # written out of order: name order must win
        (folder / f"answer-{i:02d}.wav").write_bytes(pcm_to_wav(bytes(3200), 16000))
        (folder / f"answer-{i:02d}.txt").write_text(text)


async def test_audio_in_gives_answers_in_name_order_then_none(tmp_path, register_voice):
    register_voice(FakeProvider())
    write_answers(tmp_path / "in", ["first answer", "second answer"])
    source, speaker = open_voice_io(audio_in=tmp_path / "in")
    assert isinstance(source, AnswerSource) and isinstance(speaker, Speaker)
    answers = [await source.next_answer() for _ in range(3)]
    assert answers == [
        Answer("first answer", "voice", str(tmp_path / "in" / "answer-00.wav"), "fake:echo",
               speech=speech_timing(tmp_path / "in" / "answer-00.wav")),
        Answer("second answer", "voice", str(tmp_path / "in" / "answer-01.wav"), "fake:echo",
               speech=speech_timing(tmp_path / "in" / "answer-01.wav")),
        None,
    ]
    # The fake answers are silence: their timing is measured, and holds no speech.
    assert answers[0].speech.voiced_s == 0.0 and answers[0].speech.pauses == []
    assert await speaker.say("not saved, not played") is None


async def test_audio_out_saves_each_utterance_as_a_wav(tmp_path, register_voice):
    register_voice(FakeProvider())
    write_answers(tmp_path / "in", ["x"])
    _, speaker = open_voice_io(audio_in=tmp_path / "in", audio_out=tmp_path / "out")
    first = await speaker.say("Tell me about all-reduce.")
    second = await speaker.say("Why?")
    assert (first, second) == (str(tmp_path / "out" / "001-interviewer.wav"),
                               str(tmp_path / "out" / "002-interviewer.wav"))
    assert wav_duration(first) == pytest.approx(0.4)
    assert read_wav(second)[1:] == (8000, 1)


async def test_microphone_answers_are_saved_and_typing_still_works(tmp_path, register_voice):
    spoken = pcm_to_wav(bytes(3200), 16000)
    device = FakeDevice([Heard(wav=spoken), Heard(typed="typed instead  ")])
    register_voice(FakeProvider(device=device))
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "002-candidate.txt").write_text("spoken answer")
    source, speaker = open_voice_io(audio_out=tmp_path / "out", listen=ListenOptions(patience_s=4.0))
    assert await speaker.say("Question one?") == str(tmp_path / "out" / "001-interviewer.wav")
    assert await source.next_answer() == Answer("spoken answer", "voice", str(tmp_path / "out" / "002-candidate.wav"),
                                                "fake:echo", speech=speech_timing(spoken))
    assert await source.next_answer() == Answer("typed instead", "keyboard")
    assert (tmp_path / "out" / "002-candidate.wav").read_bytes() == spoken
    speaker.close()  # playback runs on its own thread, a sentence at a time
    assert len(device.played) == 1 and [o.patience_s for o in device.options] == [4.0, 4.0]


def test_no_microphone_is_one_line_naming_the_fix(register_voice):
    register_voice(FakeProvider())
    with pytest.raises(VoiceError) as exc:
        open_voice_io()
    assert exc.value.one_line() == "voice: no microphone found — plug one in, or pass --audio-in DIR"


def test_audio_in_must_be_a_folder_of_wavs(tmp_path, register_voice):
    register_voice(FakeProvider())
    with pytest.raises(VoiceError) as exc:
        open_voice_io(audio_in=tmp_path / "missing")
    assert exc.value.one_line() == (f"voice: --audio-in {tmp_path / 'missing'}: no such folder — "
                                    "give a folder of .wav files, one per answer")
    (tmp_path / "empty").mkdir()
    with pytest.raises(VoiceError, match="no .wav files"):
        open_voice_io(audio_in=tmp_path / "empty")


def test_no_voice_plugin_names_the_install(monkeypatch):
    with pytest.raises(VoiceError) as exc:
        find_provider()
    assert exc.value.one_line() == ("voice: plugins are switched off, so no voice plugin is loaded — "
                                    "unset INTERVIEWER_PLUGINS")
    monkeypatch.setenv("INTERVIEWER_PLUGINS", "nothing-installed-by-this-name")
    with pytest.raises(VoiceError) as exc:
        find_provider()
    assert exc.value.one_line() == ("voice: no voice plugin is installed — pip install "
                                    "'interviewer[voice]' (from a clone: pip install ./plugins/interviewer-voice)")


def test_provider_choice_prefers_offline_and_honours_the_name(register_voice, monkeypatch):
    register_voice(FakeProvider("hosted", offline=False), FakeProvider("local"))
    assert find_provider().name == "local"
    assert find_provider("hosted").name == "hosted"
    monkeypatch.setenv("INTERVIEWER_VOICE", "hosted")
    assert find_provider().name == "hosted"
    with pytest.raises(VoiceError) as exc:
        find_provider("nope")
    assert exc.value.one_line() == "voice: no voice provider named 'nope' — choose one of: hosted, local"


def test_to_mono16k_mixes_and_resamples():
    stereo = array.array("h", [1000, 3000] * 8000).tobytes()  # 0.5 s at 16 kHz... as 32 kHz stereo: 0.25 s
    out = array.array("h")
    out.frombytes(to_mono16k(stereo, 32000, channels=2))
    assert len(out) == 4000 and set(out) == {2000}
