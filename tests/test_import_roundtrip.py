"""Property tests: any valid WebVTT or SRT file we can write reads back without losing a word.

The writers below follow the formats: WebVTT escapes ``&``, ``<`` and ``>`` as character
references, may carry identifiers, cue settings, NOTE blocks, a BOM and CRLF line ends;
SRT has numbered cues with comma-millisecond timings. Speakers are written either as voice
spans or as "Name:" prefixes, as Teams and Zoom do.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interviewer.importing import read_source

NAMES = ["Alex Kim", "Sam Lee", "Priya Shah", "José Núñez", "李雷", "o'brien"]

_word = st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cs", "Zs", "Zl", "Zp", "Co", "Cn")),
                min_size=1, max_size=10).filter(lambda w: "-->" not in w and w.split() == [w])
_line = st.lists(_word, min_size=1, max_size=8).map(" ".join)
_cue = st.tuples(st.sampled_from(NAMES), st.lists(_line, min_size=1, max_size=3),
                 st.integers(min_value=0, max_value=50_000))
# SRT has no escaping: "<i>" or "{\an8}" there is markup, not speech, so SRT words avoid those marks.
_srt_word = _word.filter(lambda w: not any(ch in w for ch in "<{&"))
_srt_cue = st.tuples(st.sampled_from(NAMES), st.lists(st.lists(_srt_word, min_size=1, max_size=8).map(" ".join),
                                                      min_size=1, max_size=3),
                     st.integers(min_value=0, max_value=50_000))


def _stamp(ms: int, sep: str = ".") -> str:
    return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d}{sep}{ms % 1000:03d}"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _timeline(cues):
    start = 0
    for _, _, gap in cues:
        start += gap
        yield start, start + 500 + gap


@st.composite
def vtt_files(draw):
    cues = draw(st.lists(_cue, min_size=1, max_size=12))
    voice = draw(st.booleans())
    newline = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    lines = ["WEBVTT" + draw(st.sampled_from(["", " - exported", "\tKind: captions"])), ""]
    for i, ((name, body, _), (start, end)) in enumerate(zip(cues, _timeline(cues))):
        if draw(st.booleans()):
            lines += [f"NOTE cue {i} follows", ""]
        if draw(st.booleans()):
            lines.append(f"cue-{i}")
        settings_text = draw(st.sampled_from(["", " align:start", " position:10% line:0 size:80%"]))
        lines.append(f"{_stamp(start)} --> {_stamp(end)}{settings_text}")
        text = [_escape(part) for part in body]
        if voice:
            text[0] = f"<v {name}>{text[0]}"
            text[-1] += "</v>"
        else:
            text[0] = f"{name}: {text[0]}"
        lines += text + [""]
    data = newline.join(lines)
    encoding = draw(st.sampled_from(["utf-8", "utf-8-sig", "utf-16-le", "utf-16-be"]))
    bom = {"utf-16-le": codecs.BOM_UTF16_LE, "utf-16-be": codecs.BOM_UTF16_BE}.get(encoding, b"")
    return cues, bom + data.encode(encoding)


@st.composite
def srt_files(draw):
    cues = draw(st.lists(_srt_cue, min_size=1, max_size=12))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    lines = []
    for i, ((name, body, _), (start, end)) in enumerate(zip(cues, _timeline(cues)), 1):
        lines += [str(i), f"{_stamp(start, ',')} --> {_stamp(end, ',')}", f"{name}: {body[0]}", *body[1:], ""]
    return cues, newline.join(lines).encode(draw(st.sampled_from(["utf-8", "utf-8-sig"])))


def _read(tmp_path: Path, suffix: str, data: bytes):
    path = tmp_path / f"roundtrip{suffix}"
    path.write_bytes(data)
    return read_source(path).cues


_SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@_SETTINGS
@given(vtt_files())
def test_any_valid_vtt_reads_back_every_word_with_its_speaker_and_time(tmp_path, case):
    cues, data = case
    got = _read(tmp_path, ".vtt", data)
    assert [(c.speaker, c.text.split()) for c in got] == [(name, " ".join(body).split()) for name, body, _ in cues]
    assert [round(c.start * 1000) for c in got] == [start for start, _ in _timeline(cues)]


@_SETTINGS
@given(srt_files())
def test_any_valid_srt_reads_back_every_word_with_its_speaker_and_time(tmp_path, case):
    cues, data = case
    got = _read(tmp_path, ".srt", data)
    assert [(c.speaker, c.text.split()) for c in got] == [(name, " ".join(body).split()) for name, body, _ in cues]
    assert [round(c.start * 1000) for c in got] == [start for start, _ in _timeline(cues)]
