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
