"""End-of-answer detection on synthetic audio: thinking pauses survive, 2.5 s of quiet after speech ends it."""

from __future__ import annotations

import numpy as np

from interviewer_voice.vad import EnergyVAD

RATE, FRAME = 16000, 480
rng = np.random.default_rng(7)


def noise(seconds, level=0.002):
    return (rng.standard_normal(int(seconds * RATE)) * level * 32767).astype(np.int16)


def speech(seconds, level=0.2):
    t = np.arange(int(seconds * RATE)) / RATE
    wave = np.sin(2 * np.pi * 180 * t) * (0.6 + 0.4 * np.sin(2 * np.pi * 3 * t))
    return (wave * level * 32767).astype(np.int16) + noise(seconds)


def feed(vad, audio):
    """Push frame by frame; return the time (s) at which the VAD said the answer was over, or None."""
    for i in range(0, len(audio) - FRAME + 1, FRAME):
        if vad.push(audio[i:i + FRAME]):
            return (i + FRAME) / RATE
    return None


def test_a_thinking_pause_shorter_than_the_patience_stays_inside_the_answer():
    audio = np.concatenate([noise(1.0), speech(1.0), noise(2.0), speech(1.0), noise(4.0)])
    vad = EnergyVAD(RATE, patience_s=2.5)
    ended = feed(vad, audio)
    assert vad.reason == "silence"
    assert abs(ended - (5.0 + 2.5)) < 0.05  # 2.5 s after the *second* stretch of speech
    kept = vad.audio()
    assert 4.0 <= len(kept) / RATE <= 4.7  # both answers and the pause between, plus short pre/post roll


def test_silence_before_the_first_word_never_ends_the_answer():
    vad = EnergyVAD(RATE, patience_s=2.5)
    assert feed(vad, noise(10.0)) is None
    assert not vad.started and vad.audio().size == 0
    assert feed(vad, np.concatenate([speech(0.5), noise(3.0)])) is not None


def test_patience_is_configurable():
    audio = np.concatenate([noise(0.6), speech(1.0), noise(2.0), speech(1.0), noise(6.0)])
    impatient, patient = EnergyVAD(RATE, patience_s=1.0), EnergyVAD(RATE, patience_s=5.0)
    assert abs(feed(impatient, audio) - 2.6) < 0.05  # cut off in the pause
    assert abs(feed(patient, audio) - 9.6) < 0.05


def test_a_click_does_not_start_an_answer_and_max_length_caps_it():
    click = np.concatenate([noise(1.0), speech(0.06, level=0.9), noise(4.0)])
    vad = EnergyVAD(RATE, patience_s=2.5)
    assert feed(vad, click) is None and not vad.started
    capped = EnergyVAD(RATE, patience_s=2.5, max_s=3.0)
    assert abs(feed(capped, np.concatenate([noise(0.6), speech(5.0)])) - 3.0) < 0.05
    assert capped.reason == "max-length"


def test_calibration_adapts_to_a_noisy_room_and_a_fixed_threshold_can_be_given():
    loud_room = np.concatenate([noise(1.0, level=0.03), speech(1.0, level=0.4), noise(3.0, level=0.03)])
    vad = EnergyVAD(RATE, patience_s=2.5)
    assert abs(feed(vad, loud_room) - 4.5) < 0.05
    assert 0.05 < vad.threshold < 0.2
    fixed = EnergyVAD(RATE, patience_s=2.5, threshold=0.5)
    assert feed(fixed, loud_room) is None  # the speech never reaches 0.5 RMS
