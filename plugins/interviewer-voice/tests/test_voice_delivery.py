"""Voice delivery feedback from recorded answers: real speech (Piper), real recognition (Whisper), real chat.

One answer is two spoken sentences with a four-second silence between them; another is spoken
with fillers. The transcript records each answer's speech timing, and the report's "Voice delivery"
section is rebuilt from the transcript alone.
"""

from __future__ import annotations

import asyncio

import numpy as np
import pytest

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.scoring.batch import score_transcript
from interviewer.scoring.delivery import delivery
from interviewer.scoring.reports.html import render_html
from interviewer.scoring.reports.markdown import render_markdown
from interviewer.transcript import read_transcript
from interviewer.voice.audio import pcm_to_wav
from interviewer.voice.timing import speech_timing
from interviewer_voice.spoken import Renderer, SpokenEntry

RATE = 16000
SILENCE_S = 4.0


@pytest.fixture(scope="module")
def answers(tmp_path_factory):
    renderer = Renderer()
    first = renderer.render(SpokenEntry("I would check the NCCL logs first."))
    second = renderer.render(SpokenEntry("Then I would drain that node and restart from the last checkpoint."))
    filled = renderer.render(SpokenEntry("Um, so, like, the ring, you know, sends each chunk twice, uh, I mean "
                                         "two times n minus one over n of the buffer."))
    folder = tmp_path_factory.mktemp("answers")
    gap = np.zeros(int(SILENCE_S * RATE), dtype=np.int16)
    (folder / "01.wav").write_bytes(pcm_to_wav(np.concatenate([first, gap, second]).tobytes(), RATE))
    (folder / "02.wav").write_bytes(pcm_to_wav(filled.tobytes(), RATE))
    return folder, {"first": len(first) / RATE, "second": len(second) / RATE}


def test_the_timing_pass_finds_the_pause_between_two_spoken_sentences(answers):
    folder, lengths = answers
    timing = speech_timing(folder / "01.wav")
    assert timing.audio_s == pytest.approx(lengths["first"] + SILENCE_S + lengths["second"], abs=0.01)
    [pause] = [p for p in timing.pauses if p.length_s > 3.0]
    # Piper leaves a little silence at the ends of each sentence: the pause is the gap plus that.
    assert SILENCE_S <= pause.length_s <= SILENCE_S + 0.6
    assert lengths["first"] - 0.6 <= pause.at_s <= lengths["first"]
    assert timing.voiced_s < timing.speech_end_s - timing.speech_start_s - SILENCE_S + 0.1


def test_a_voice_session_records_timing_and_the_report_shows_delivery(answers, tmp_path, capsys):
    folder, _ = answers
    code = main(["chat", "--stage", "ai-infra-engineer/nccl-network", "--model", "offline", "--voice",
                 "--audio-in", str(folder), "--transcript-dir", str(tmp_path / "t")])
    assert code == 0, capsys.readouterr().err
    capsys.readouterr()
    [path] = (tmp_path / "t").glob("*.jsonl")
    transcript = read_transcript(path)
    spoken = [t for t in transcript.turns("candidate")]
    assert [t.speech is not None for t in spoken] == [True, True]
    assert spoken[0].speech == speech_timing(folder / "01.wav")  # typed data in the transcript, as measured

    [stage] = delivery(transcript.turns())
    first, filled = stage.answers
    assert [p.length_s > 3.0 for p in first.long_pauses] == [True]
    assert first.speech_s < spoken[0].speech.speech_end_s - spoken[0].speech.speech_start_s - 3.0
    assert 100 <= first.wpm <= 260
    # Fillers are counted in what the recogniser wrote: whatever it kept of "um", "uh", "like", "you know", "I mean".
    assert filled.filler_count >= 2 and set(filled.fillers) <= {"um", "uh", "like", "you know", "i mean"}
    assert 0 < first.share < stage.share < 1

    library = load_library(strict=False)
    result = asyncio.run(score_transcript(transcript, library, None))
    md = render_markdown(result, library, transcript)
    section = md[md.index("## Voice delivery"):]
    assert f"| {first.turn} | {first.words} | {first.wpm:.0f}" in section
    assert f"{first.long_pauses[0].length_s:.1f} s at" in section
    assert f"{stage.share:.0%} of the stage's talk time" in section
    html = render_html(result, library, transcript)
    assert '<section class="card" id="delivery"><h2>Voice delivery</h2>' in html


def test_typed_sessions_have_no_delivery_section(tmp_path, capsys):
    answers = tmp_path / "a.txt"
    answers.write_text("I'd check the NCCL logs first.\n")
    assert main(["chat", "--stage", "ai-infra-engineer/nccl-network", "--model", "offline", "--answers", str(answers),
                 "--transcript-dir", str(tmp_path / "t")]) == 0
    capsys.readouterr()
    transcript = read_transcript(next((tmp_path / "t").glob("*.jsonl")))
    library = load_library(strict=False)
    result = asyncio.run(score_transcript(transcript, library, None))
    assert "Voice delivery" not in render_markdown(result, library, transcript)
    assert all(t.speech is None for t in transcript.turns("candidate"))
