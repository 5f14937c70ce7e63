"""Hosted speech through the OpenAI SDK, replayed from handmade cassettes of the documented wire format."""

from __future__ import annotations

import base64

import pytest

from interviewer.llm.errors import AuthError
from interviewer.voice import VoiceError
from interviewer.voice.audio import pcm_to_wav
from interviewer_voice.openai_voice import OpenAISTT, OpenAITTS, OpenAIVoice

from voice_cassettes import handmade

PCM = base64.b64decode("AACXAyIHlQrlDQUR6xOOFuQY5RqMHNEdsh4qHzgf3R4ZHu4cYht5GTkXqhTVEcQO")


@pytest.fixture
def key(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "mock-api-key")


async def test_transcribe_sends_model_prompt_and_wav(key, tmp_path):
    wav = tmp_path / "answer-01.wav"
    wav.write_bytes(pcm_to_wav(bytes(3200), 16000))
    stt = OpenAIVoice().stt()
    assert stt.model_name == "openai:gpt-4o-mini-transcribe"
    with handmade("openai_transcribe"):
        assert await stt.transcribe(wav) == "I would set NCCL_DEBUG=INFO and check which rank stalls in the all-reduce."


async def test_speech_streams_pcm_at_24khz(key):
    tts = OpenAITTS()
    with handmade("openai_speech"):
        chunks = [chunk async for chunk in tts.synthesize("Walk me through an all-reduce.")]
    assert (b"".join(chunks), tts.sample_rate, tts.voice_name) == (PCM, 24000, "openai:gpt-4o-mini-tts/alloy")


async def test_a_rejected_key_is_an_auth_error(key):
    with handmade("openai_bad_key"):
        with pytest.raises(AuthError) as exc:
            [chunk async for chunk in OpenAITTS().synthesize("Hello.")]
    assert exc.value.one_line().startswith("openai: Error code: 401") and exc.value.hint == "check OPENAI_API_KEY"


def test_no_key_is_one_line_naming_the_fix():
    with pytest.raises(VoiceError) as exc:
        OpenAISTT()
    assert exc.value.one_line() == ("voice: OPENAI_API_KEY is not set — export OPENAI_API_KEY=… "
                                    "or use the offline 'local' voice")


async def test_segments_are_sent_from_the_listening_thread_on_the_sessions_loop(key):
    # The listening path recognises segments on a worker thread; the SDK's async client stays on
    # the session's event loop, and the thread waits for the result there.
    import asyncio

    from interviewer.voice.session import LoopBoundSTT
    from interviewer_voice.replay import ReplayAudio

    stt = LoopBoundSTT(OpenAIVoice().stt(), asyncio.get_running_loop())
    with handmade("openai_transcribe_segment"):
        text = await asyncio.to_thread(stt.transcribe_sync, pcm_to_wav(bytes(3200), 16000))
    assert text == "I would set NCCL_DEBUG=INFO and check which rank stalls in the all-reduce."
    assert isinstance(OpenAIVoice().replay_device([]), ReplayAudio)


def test_a_whole_voice_session_on_openai_recognises_while_speaking_and_speaks_a_sentence_at_a_time(
        key, tmp_path, clips, monkeypatch):
    # The hosted path runs the same pipeline as the local one: Silero segments sent for recognition while
    # the candidate is still talking (from the listening thread, on the session's loop), then speech out a
    # sentence at a time. The SDK's real HTTP requests are replayed from the documented wire format.
    import json

    import numpy as np

    from interviewer.cli.main import main
    from interviewer.transcript.store import read_transcript
    from interviewer.ui.render import spoken_part
    from interviewer.voice.session import sentences
    from interviewer_voice.spoken import RATE

    monkeypatch.setenv("INTERVIEWER_VOICE", "openai")
    audio_in, audio_out, transcripts = tmp_path / "in", tmp_path / "out", tmp_path / "t"
    audio_in.mkdir()
    pause = np.zeros(RATE // 2, np.int16)
    speech = np.concatenate([clips["long"], pause, clips["second"]]).astype("<i2")
    (audio_in / "01.wav").write_bytes(pcm_to_wav(speech.tobytes(), RATE))
    with handmade("openai_voice_session", repeats=True) as cassette:
        code = main(["chat", "--stage", "training-engineer/screen", "--model", "offline", "--voice", "--audio-in",
                     str(audio_in), "--realtime", "--audio-out", str(audio_out), "--transcript-dir", str(transcripts)])
    assert code == 0
    plays = {cassette.requests[i].uri.rsplit("/", 1)[-1]: n for i, n in cassette.play_counts.items()}
    heard = [json.loads(line) for line in (audio_out / "timings.jsonl").read_text().splitlines()]
    answer = next(t for t in heard if t["kind"] == "answer")
    assert answer["segments"] >= 2 and plays["transcriptions"] == answer["segments"]
    events = read_transcript(next(transcripts.glob("*.jsonl"))).events
    candidate = [e for e in events if getattr(e, "role", "") == "candidate"]
    assert len(candidate) == 1 and candidate[0].stt_model == "openai:gpt-4o-mini-transcribe"
    assert candidate[0].text == " ".join(["I would check the NCCL logs first."] * answer["segments"])
    spoken = [e.text for e in events if getattr(e, "role", "") == "interviewer"]
    assert plays["speech"] == sum(len(sentences(spoken_part(text))) for text in spoken) > len(spoken)
