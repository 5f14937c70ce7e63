"""Speak domain answers with the offline TTS, feed them to `interviewer chat --voice --audio-in`, measure WER.

Piper runs with its noise switched off so the audio, and therefore the WER, is the same every run.
Measured here (12 answers, Whisper base int8): 0.049 with the domain prompt, 0.141 without. With
Piper's default noise, three runs gave 0.060/0.130, 0.087/0.168 and 0.077/0.148.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from interviewer.cli.main import main
from interviewer.voice.audio import pcm_to_wav
from interviewer_voice.piper_tts import PiperTTS
from interviewer_voice.samples import DOMAIN_ANSWERS
from interviewer_voice.whisper_stt import FasterWhisperSTT
from interviewer_voice.wer import wer

WER_WITH_PROMPT_MAX = 0.15
PROMPT_GAIN_MIN = 0.05


@pytest.fixture(scope="module")
def spoken(tmp_path_factory):
    """The domain answers as WAV files, one per answer, named in order."""
    folder = tmp_path_factory.mktemp("answers")
    tts = PiperTTS(noise_scale=0.0, noise_w_scale=0.0)

    async def speak_all():
        for i, text in enumerate(DOMAIN_ANSWERS):
            pcm = b"".join([chunk async for chunk in tts.synthesize(text)])
            (folder / f"answer-{i:02d}.wav").write_bytes(pcm_to_wav(pcm, tts.sample_rate))

    asyncio.run(speak_all())
    return folder


@pytest.fixture(scope="module")
def recognised(spoken, tmp_path_factory):
    """Each file transcribed with and without the domain prompt."""
    stt = FasterWhisperSTT("base", models_dir=tmp_path_factory.mktemp("whisper"))
    files = sorted(spoken.glob("*.wav"))
    return {"with": [stt.transcribe_sync(f) for f in files], "without": [stt.transcribe_sync(f, prompt=None)
                                                                         for f in files]}


def test_at_least_ten_domain_answers_are_spoken(spoken):
    assert len(list(spoken.glob("*.wav"))) == len(DOMAIN_ANSWERS) >= 10


def test_domain_prompt_keeps_wer_low_and_measurably_lowers_it(recognised, record_property):
    with_prompt = wer(list(DOMAIN_ANSWERS), recognised["with"])
    without_prompt = wer(list(DOMAIN_ANSWERS), recognised["without"])
    record_property("wer_with_prompt", round(with_prompt, 3))
    record_property("wer_without_prompt", round(without_prompt, 3))
    print(f"\nWER with domain prompt {with_prompt:.3f}, without {without_prompt:.3f}")
    assert with_prompt <= WER_WITH_PROMPT_MAX
    assert without_prompt - with_prompt >= PROMPT_GAIN_MIN


def test_chat_with_audio_in_records_text_audio_file_and_model(spoken, recognised, tmp_path, capsys):
    """The whole chat on the first four answers (the rest only cost time): it pauses when they run out."""
    (tmp_path / "in").mkdir()
    files = sorted(spoken.glob("*.wav"))[:4]
    for f in files:
        (tmp_path / "in" / f.name).write_bytes(f.read_bytes())
    code = main(["chat", "--stage", "ai-infra-engineer/nccl-network", "--model", "offline", "--voice",
                 "--audio-in", str(tmp_path / "in"), "--audio-out", str(tmp_path / "spoken"),
                 "--transcript-dir", str(tmp_path / "transcripts")])
    assert code == 0, capsys.readouterr().err
    [transcript] = (tmp_path / "transcripts").glob("*.jsonl")
    events = [json.loads(line) for line in transcript.read_text().splitlines()]
    answers = [e for e in events if e["type"] == "turn" and e["role"] == "candidate"]
    assert [(a["text"], a["audio"], a["source"], a["stt_model"]) for a in answers] == [
        (recognised["with"][i], str(tmp_path / "in" / f.name), "voice", "faster-whisper:base")
        for i, f in enumerate(files)]
    assert "interviewer resume" in capsys.readouterr().out  # the answers ran out: paused, resumable
    questions = [e for e in events if e["type"] == "turn" and e["role"] == "interviewer"]
    saved = sorted((tmp_path / "spoken").glob("*-interviewer.wav"))
    assert saved and len(saved) <= len(questions)
