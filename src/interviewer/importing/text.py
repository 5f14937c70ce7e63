"""Plain-text transcripts in the shapes note-takers and people write.

- ``Name: text`` lines; unlabelled lines continue the last speaker's turn.
- ``[00:01:02] Name: text`` (also ``(00:01:02)`` or a bare ``00:01:02`` before the name).
- ``Name  0:42`` (or ``1:02:03``) alone on a line with the text on the lines below, up to a
  blank line (the Otter-style export).

Text before the first speaker label belongs to no one (kept, as ``other``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .cues import Cue, settle_labels, split_label
from .errors import ImportFileError

_STAMP = r"\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?"
_STAMPED = re.compile(rf"^\s*[\[(]?(?P<ts>{_STAMP})[\])]?\s*[-–—]?\s*(?P<rest>.*)$")
_HEADING = re.compile(rf"^(?P<name>[^\s\d:\[\](){{}}][^:\[\]{{}}]{{0,47}}?)(?:\s{{2,}}|\t|\s+(?=[\[(]))"
                      rf"[\[(]?(?P<ts>{_STAMP})[\])]?\s*$")


def _seconds(stamp: str) -> float:
    parts = stamp.replace(",", ".").split(":")
    total = 0.0
    for part in parts:
        total = total * 60 + float(part)
    return total


def parse_text(text: str, path: Path) -> list[Cue]:
    """Cues of a plain-text transcript."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    cues: list[Cue] = []
    labelled: set[int] = set()
    current: Cue | None = None
    heading_open = False
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            heading_open = False
            continue
        heading = _HEADING.match(line)
        if heading and len(heading.group("name").split()) <= 5 and heading.group("name")[:1].isupper():
            current = Cue(text="", speaker=heading.group("name").strip(), start=_seconds(heading.group("ts")),
                          line=number)
            cues.append(current)
            labelled.add(len(cues) - 1)
            heading_open = True
            continue
        if heading_open and current is not None:
            current.text = f"{current.text}\n{line}" if current.text else line
            continue
        start = None
        speaker, body = split_label(line)
        stamped = _STAMPED.match(line) if speaker is None else None
        if stamped:
            # A time before a label ("[00:01:02] Alex: ..."); a line that merely starts with a
            # time ("12:30 works for me") stays as it is.
            speaker, body = split_label(stamped.group("rest"))
            if speaker is not None:
                start = _seconds(stamped.group("ts"))
        if speaker is not None:
            current = Cue(text=body, speaker=speaker, start=start, line=number)
            cues.append(current)
            labelled.add(len(cues) - 1)
        elif current is not None and start is None:
            current.text = f"{current.text}\n{line}" if current.text else line
        else:
            current = Cue(text=line, speaker=current.speaker if current else None, start=start, line=number)
            cues.append(current)
    if not cues:
        raise ImportFileError(path, "holds no text")
    settle_labels(cues, labelled)
    # An undone label was speech by whoever spoke before it.
    for i in range(1, len(cues)):
        if cues[i].speaker is None and cues[i - 1].speaker is not None and i in labelled:
            cues[i].speaker = cues[i - 1].speaker
    if not any(c.speaker for c in cues):
        raise ImportFileError(path, "no speaker labels found; expected lines like 'Alex Kim: ...', "
                              "'[00:01:02] Alex Kim: ...', or a name and a time ('Alex Kim  0:42') on a line of their own with the text below")
    return cues
