"""The real-time voice path with recorded speech: answers replayed at the speed of speech through the
microphone's listening path, speech out a sentence at a time, and barge-in cutting the interviewer off."""

from __future__ import annotations

import asyncio
import json
import threading

import numpy as np
import pytest

from interviewer.cli.main import main
from interviewer.transcript.store import read_transcript
from interviewer.voice import TTS, ListenOptions
from interviewer.voice.audio import pcm_to_wav
from interviewer.voice.session import VoiceSpeaker, _Numbering, sentences
from interviewer_voice.replay import ReplayAudio
from interviewer_voice.spoken import RATE


class ToneTTS(TTS):
    """One second of a quiet tone per sentence, and a log of what it was asked to say (wording does not matter)."""

    voice_name = "tone"
    sample_rate = RATE

    def __init__(self):
        self.said: list[str] = []

    async def synthesize(self, text):
        self.said.append(text)
        t = np.arange(RATE) / RATE
        yield (np.sin(2 * np.pi * 220 * t) * 2000).astype("<i2").tobytes()


class Echo:
    model_name = "echo"

    def transcribe_sync(self, wav):
        return "heard"


def _wav(path, samples):
    path.write_bytes(pcm_to_wav(samples.astype("<i2").tobytes(), RATE))


def test_sentences_split_where_a_sentence_ends_and_nowhere_else():
    assert sentences("Okay. Walk me through it: what do you check first? Take NCCL 2.21.5 as given.") == \
        ["Okay.", "Walk me through it: what do you check first?", "Take NCCL 2.21.5 as given."]
    assert sentences("  ") == []


def test_speech_goes_out_a_sentence_at_a_time(tmp_path):
    device = ReplayAudio([], realtime=False)
    tts = ToneTTS()
    speaker = VoiceSpeaker(tts, tmp_path, _Numbering(), device)
    path = asyncio.run(speaker.say("First we check the logs. Then the counters. Then the fabric."))
    speaker.close()
    assert tts.said == ["First we check the logs.", "Then the counters.", "Then the fabric."]
    assert [seconds for _, seconds, _ in device.played] == [1.0, 1.0, 1.0]  # played as each was ready
    assert path.endswith("001-interviewer.wav")


def test_a_candidate_who_cuts_in_stops_the_interviewer_and_it_is_recorded(tmp_path, clips):
    answer = tmp_path / "001.bargein-1.2.wav"
    _wav(answer, clips["short"])
    device = ReplayAudio([answer])
    tts = ToneTTS()
    speaker = VoiceSpeaker(tts, None, _Numbering(), device)
    asyncio.run(speaker.say("One. Two. Three. Four. Five. Six."))  # six seconds of speech queued
    heard = device.listen(ListenOptions(patience_s=1.0), Echo(), speaker.interrupt)
    speaker.close(timeout=5)
    assert heard.barged_in and heard.text == "heard"
    played = sum(seconds for _, seconds, cut in device.played if not cut)
    assert any(cut for *_, cut in device.played)  # the sentence playing was cut short
    assert played < 4.0  # and the rest was never played


def test_an_answer_after_the_interviewer_has_finished_is_not_a_barge_in(tmp_path, clips):
    answer = tmp_path / "001.wav"
    _wav(answer, clips["short"])
    device = ReplayAudio([answer])
    speaker = VoiceSpeaker(ToneTTS(), None, _Numbering(), device)
    asyncio.run(speaker.say("One. Two."))
    heard = device.listen(ListenOptions(patience_s=1.0), Echo(), speaker.interrupt)
    speaker.close(timeout=5)
    assert not heard.barged_in and not any(cut for *_, cut in device.played)


def test_chat_in_real_time_recognises_in_segments_and_records_timings_and_barge_in(tmp_path, clips, capsys):
    audio_in, audio_out, transcripts = tmp_path / "in", tmp_path / "out", tmp_path / "t"
    audio_in.mkdir()
    _wav(audio_in / "01.wav", np.concatenate([clips["short"], np.zeros(RATE, np.int16), clips["second"]]))
    _wav(audio_in / "02.bargein-0.8.wav", clips["short"])
    code = main(["chat", "--stage", "training-engineer/screen", "--model", "offline", "--voice", "--audio-in",
                 str(audio_in), "--realtime", "--audio-out", str(audio_out), "--transcript-dir", str(transcripts)])
    assert code == 0
    events = read_transcript(next(transcripts.glob("*.jsonl"))).events
    answers = [e for e in events if getattr(e, "role", "") == "candidate"]
    assert [a.source for a in answers] == ["voice", "voice"]
    assert "NCCL" in answers[0].text and "node" in answers[0].text
    assert [a.barged_in for a in answers] == [False, True]
    # Each answer's speech timing is measured from what was heard (room noise included), for the delivery report.
    assert all(a.speech is not None and a.speech.voiced_s > 0.5 for a in answers)
    timings = [json.loads(line) for line in (audio_out / "timings.jsonl").read_text().splitlines()]
    heard = [t for t in timings if t["kind"] == "answer"]
    assert len(heard) == 2 and heard[0]["segments"] >= 2 and heard[1]["barged_in"]
    assert all(t["recognised_at"] >= t["ended_at"] for t in heard)
    spoken_after = [t for t in timings if t["kind"] == "speech" and t["first_audio_at"] > heard[0]["ended_at"]]
    assert spoken_after  # the reply was spoken after the answer


def test_a_replayed_answer_waits_out_a_stalled_listener_instead_of_talking_over_the_interviewer():
    # The listening thread stalls for 0.6 s while the interviewer is mid-sentence (on a loaded machine, a model
    # loading in the background can hold the interpreter that long). The stall is not silence: the replayed
    # candidate still waits until the voice has stopped for the turn gap.
    import time

    from interviewer_voice.replay import TURN_GAP_S

    offset = [0.0]
    stalled = []

    def clock():
        return time.perf_counter() + offset[0]

    device = ReplayAudio([], clock=clock)

    def sleep(seconds):
        if device.playing and not stalled:
            stalled.append(True)
            offset[0] += 0.6  # the stall, seen by this thread's clock as 0.6 s gone by
        time.sleep(seconds)

    device.sleep = sleep
    tone = (np.sin(2 * np.pi * 220 * np.arange(RATE) / RATE) * 2000).astype("<i2").tobytes()
    player = threading.Thread(target=device.play, args=(pcm_to_wav(tone, RATE),))
    player.start()
    while not device.playing:
        time.sleep(0.001)
    device.wait_for_quiet()
    assert stalled and not player.is_alive() and len(device.played) == 1
    assert clock() - device.played[0][0] >= 1.0 + TURN_GAP_S - 0.05
    player.join()
