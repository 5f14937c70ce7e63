"""WebVTT: parsed by webvtt-py (blocks, timings, cue settings, NOTE/STYLE/REGION, BOM, CR/LF/CRLF).

Who spoke comes from voice spans (``<v Alex Kim>…</v>``, as Teams writes them; several in one
cue are split into several cues) or from a ``Name:`` prefix (as Zoom writes it). Cue text
markup (``<b>``, ``<c.x>``, ``<00:01.000>`` timestamps) is dropped and character references
(``&amp;``) decoded, as the W3C cue text rules do; the words themselves are kept exactly.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from .cues import Cue, settle_caption_labels, split_label
from .errors import ImportFileError

_VOICE = re.compile(r"<v(?:\.[^\s>]+)*(?:[ \t\f]+([^>]*))?>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")
_TIMING = re.compile(r"^\s*((?:\d+:)?\d{1,2}:\d{1,2}\.\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{1,2}\.\d{1,3})")


def _seconds(stamp: str) -> float:
    parts = stamp.split(":")
    seconds = float(parts[-1])
    minutes = int(parts[-2])
    hours = int(parts[-3]) if len(parts) == 3 else 0
    return hours * 3600 + minutes * 60 + seconds


def _plain(text: str) -> str:
    return html.unescape(_TAG.sub("", text))


def _voiced(raw: str) -> list[tuple[str | None, str]]:
    """Split cue text at voice spans: [(voice or None, text)], markup removed."""
    pieces: list[tuple[str | None, str]] = []
    pos, voice = 0, None
    for match in _VOICE.finditer(raw):
        before = raw[pos:match.start()]
        if _plain(before).strip():
            pieces.append((voice, _plain(before)))
        voice = html.unescape((match.group(1) or "").strip()) or None
        pos = match.end()
    rest = raw[pos:]
    if _plain(rest).strip() or not pieces:
        pieces.append((voice, _plain(rest)))
    return pieces


def _blocks(lines: list[str]) -> list[tuple[int, list[str]]]:
    """(first line number, lines) of each block, split as the WebVTT parser splits them: at an empty
    line, or at a "-->" line that cannot be the timing line of the block it is in."""
    blocks: list[tuple[int, list[str]]] = []
    block: list[str] = []
    start = 1
    for number, line in enumerate(lines, 1):
        starts_new = bool(block) and "-->" in line and (not blocks or len(block) > 1 or "-->" in block[0])
        if not line or starts_new:
            if block:
                blocks.append((start, block))
                block = []
        if line:
            if not block:
                start = number
            block.append(line)
    if block:
        blocks.append((start, block))
    return blocks


def _check_blocks(lines: list[str], path: Path) -> None:
    """Refuse text the WebVTT parser would skip without a word: a block that is no cue, note, style or region."""
    for number, block in _blocks(lines)[1:]:
        head = block[0]
        if head == "NOTE" or head.startswith(("NOTE ", "NOTE\t")) or head in ("STYLE", "REGION") or \
                head.startswith(("REGION ", "REGION\t")):
            continue
        if _TIMING.match(head) or (len(block) > 1 and _TIMING.match(block[1])):
            continue
        raise ImportFileError(path, f"text outside any cue ({head.strip()[:60]!r}); every cue needs a "
                              "'HH:MM:SS.mmm --> HH:MM:SS.mmm' line, and blocks are separated by an empty line",
                              number)


def parse_vtt(text: str, path: Path) -> list[Cue]:
    """Cues of a WebVTT file, in start-time order (ties keep file order)."""
    import webvtt
    from webvtt.errors import MalformedCaptionError, MalformedFileError

    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if not lines[0].startswith("WEBVTT") or lines[0][6:7] not in ("", " ", "\t"):
        raise ImportFileError(path, "not a WebVTT file: the first line must start with WEBVTT", 1)
    timing_lines = [n for n, line in enumerate(lines, 1) if "-->" in line]
    for number in timing_lines:
        if not _TIMING.match(lines[number - 1]):
            raise ImportFileError(path, f"bad cue timing {lines[number - 1].strip()[:60]!r}; expected "
                                  "HH:MM:SS.mmm --> HH:MM:SS.mmm", number)
    _check_blocks(lines, path)
    try:
        captions = webvtt.from_string(text).captions
    except (MalformedFileError, MalformedCaptionError) as exc:
        raise ImportFileError(path, f"not valid WebVTT ({exc})") from None
    cue_lines = iter(n for n in timing_lines if not lines[n - 1].lstrip().startswith("NOTE"))
    cues: list[Cue] = []
    labelled: set[int] = set()
    for caption in captions:
        line = next(cue_lines, 0)
        start, end = _seconds(caption.start), _seconds(caption.end)
        for voice, body in _voiced(caption.raw_text):
            speaker = voice
            if speaker is None:
                speaker, body = split_label(body.strip(), relaxed=True)
                if speaker is not None:
                    labelled.add(len(cues))
            cues.append(Cue(text=body, speaker=speaker, start=start, end=end, line=line))
    settle_caption_labels(cues, labelled)
    cues.sort(key=lambda c: c.start or 0.0)
    return cues
