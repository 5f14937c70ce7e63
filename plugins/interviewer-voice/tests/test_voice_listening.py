"""Listening on real speech: Silero marks it, pauses close segments that are recognised while the candidate
goes on, and only the patience window ends the answer (thinking pauses survive; silence before the first
word never ends it)."""

from __future__ import annotations

import numpy as np

from interviewer_voice.streaming import RATE, SegmentListener

rng = np.random.default_rng(7)


def room(seconds, level=30.0):
    return (rng.standard_normal(int(seconds * RATE)) * level).astype(np.int16)


def feed(listener, audio, frame=480):
    """Push 30 ms frames; return the time (s) at which the answer was over, or None."""
    for i in range(0, len(audio) - frame + 1, frame):
        if listener.push(audio[i:i + frame]):
            return (i + frame) / RATE
    return None


class Recorder:
    """A recogniser that remembers what it was given (seconds of audio per call) and says which call it was."""

    def __init__(self):
        self.calls: list[float] = []

    def __call__(self, wav: bytes) -> str:
        self.calls.append((len(wav) - 44) / 2 / RATE)
        return f"<segment {len(self.calls)}>"


def test_a_thinking_pause_shorter_than_the_patience_stays_inside_the_answer(clips):
    short, second = clips["short"], clips["second"]
    audio = np.concatenate([room(1.0), short, room(1.5), second, room(4.0)])
    recogniser = Recorder()
    listener = SegmentListener(recogniser, patience_s=2.5)
    ended = feed(listener, audio)
    speech_end = (RATE + len(short) + int(1.5 * RATE) + len(second)) / RATE
    assert listener.reason == "silence"
    assert speech_end + 2.2 < ended < speech_end + 2.9  # patience counted from the *second* sentence
    result = listener.finish()
    assert result.text == "<segment 1> <segment 2>"  # the pause closed a segment; both were recognised
    assert len(recogniser.calls) == 2
    kept = len(result.pcm) / RATE
    assert (len(short) + len(second)) / RATE + 1.2 < kept < (len(short) + len(second)) / RATE + 2.3


def test_silence_before_the_first_word_never_ends_the_answer(clips):
    listener = SegmentListener(Recorder(), patience_s=2.5)
    assert feed(listener, room(10.0)) is None
    assert not listener.started
    assert feed(listener, np.concatenate([clips["short"], room(3.0)])) is not None


def test_patience_is_configurable(clips):
    audio = np.concatenate([room(0.6), clips["short"], room(2.0), clips["second"], room(6.0)])
    impatient = SegmentListener(Recorder(), patience_s=1.0)
    patient = SegmentListener(Recorder(), patience_s=5.0)
    first_end = (int(0.6 * RATE) + len(clips["short"])) / RATE
    assert first_end + 0.7 < feed(impatient, audio) < first_end + 1.4  # cut off in the pause
    total = (len(audio) - 6 * RATE) / RATE
    assert total + 4.6 < feed(patient, audio) < total + 5.4


def test_noise_is_not_speech_and_max_length_caps_an_answer(clips):
    listener = SegmentListener(Recorder(), patience_s=2.5)
    assert feed(listener, room(5.0, level=600.0)) is None  # a loud fan is not a candidate
    capped = SegmentListener(Recorder(), patience_s=2.5, max_s=3.0)
    assert abs(feed(capped, np.concatenate([room(0.6), clips["long"]])) - 3.0) < 0.05
    assert capped.reason == "max-length"


def test_long_speech_is_recognised_in_segments_so_the_last_one_is_short(clips):
    recogniser = Recorder()
    listener = SegmentListener(recogniser, patience_s=2.5)
    feed(listener, np.concatenate([room(0.5), clips["long"], room(3.0)]))
    listener.finish()
    assert len(recogniser.calls) >= 2
    assert max(recogniser.calls) <= 10.5
    assert abs(sum(recogniser.calls) - len(clips["long"]) / RATE) < 1.5  # nothing dropped between segments


def test_segments_are_recognised_while_the_candidate_is_still_speaking(clips):
    recogniser = Recorder()
    listener = SegmentListener(recogniser, patience_s=2.5)
    assert feed(listener, np.concatenate([room(0.5), clips["short"], room(1.0)])) is None  # still answering
    # The first sentence went to the recogniser at the pause, before anything more was said.
    assert len(listener._segments) == 1
    assert listener._segments[0].future.result(timeout=10) == "<segment 1>"
    feed(listener, np.concatenate([clips["second"], room(3.0)]))
    result = listener.finish()
    assert result.segments >= 2 and result.text.startswith("<segment 1> <segment 2>")
