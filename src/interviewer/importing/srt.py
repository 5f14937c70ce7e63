"""SubRip (.srt): parsed by the ``srt`` package (index, timings, multi-line text, CRLF, BOM).

SRT has no speaker field; exporters that keep speakers write a ``Name:`` prefix on the cue
text, which is read here. Simple markup (``<i>``, ``<b>``, ``<font>``) is dropped.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from .cues import Cue, settle_caption_labels, split_label
from .errors import ImportFileError

_TAG = re.compile(r"</?(?:i|b|u|font)\b[^>]*>|\{\\[^}]*\}", re.IGNORECASE)


def parse_srt(text: str, path: Path) -> list[Cue]:
    """Cues of an SRT file, in start-time order."""
    import srt

    try:
        subtitles = list(srt.parse(text))
    except srt.SRTParseError as exc:
        start = exc.expected_start + len(text[exc.expected_start:]) - len(text[exc.expected_start:].lstrip())
        found = text[start:exc.actual_start].splitlines()
        # Point at the broken timing line when there is one, else at the first stray line.
        at = next((i for i, ln in enumerate(found) if "-->" in ln or ":" in ln), 0)
        line = text.count("\n", 0, start) + 1 + at
        what = f" near {found[at].strip()[:60]!r}" if found else ""
        raise ImportFileError(path, f"not valid SRT{what}: expected a cue number, a 'HH:MM:SS,mmm --> "
                              "HH:MM:SS,mmm' line and text", line) from None
    except ValueError as exc:
        raise ImportFileError(path, f"not valid SRT ({exc})") from None
    if not subtitles:
        raise ImportFileError(path, "holds no SRT cues")
    cues: list[Cue] = []
    labelled: set[int] = set()
    offsets = _cue_lines(text)
    for number, sub in enumerate(subtitles):
        body = html.unescape(_TAG.sub("", sub.content))
        speaker, body = split_label(body.strip(), relaxed=True)
        if speaker is not None:
            labelled.add(len(cues))
        cues.append(Cue(text=body, speaker=speaker, start=sub.start.total_seconds(), end=sub.end.total_seconds(),
                        line=offsets[number] if number < len(offsets) else 0))
    settle_caption_labels(cues, labelled)
    cues.sort(key=lambda c: c.start or 0.0)
    return cues


def _cue_lines(text: str) -> list[int]:
    return [n for n, line in enumerate(text.splitlines(), 1) if "-->" in line]
