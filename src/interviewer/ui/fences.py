"""Markdown code fences in text the chat shows: split prose from code, and shorten long blocks.

Front-end work only: the echo of a candidate's code answer shows prose and code differently,
and a resumed session shows long artifacts (an 80-line ``nvidia-smi``) as a short excerpt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_OPEN = re.compile(r"^\s*(?P<fence>`{3,}|~{3,})\s*(?P<language>[\w+.-]*)[^`]*$")
"""An opening fence; as in CommonMark, a backtick fence's info string holds no backtick (```x``` is inline)."""

SUMMARY_OVER = 15
"""A fenced block longer than this many lines is shortened when a resume shows it again."""
SUMMARY_KEEP = 6
"""Lines of a shortened block that are still shown."""


@dataclass(frozen=True)
class Segment:
    """A run of prose, or the inside of one fenced code block."""

    text: str
    code: bool = False
    language: str = ""
    fence: str = ""
    """The fence that opened the block (```, ````, ~~~ …); empty for prose."""


def _closes(line: str, fence: str) -> bool:
    stripped = line.strip()
    return len(stripped) >= len(fence) and set(stripped) == {fence[0]}


def split_fences(text: str) -> list[Segment]:
    """``text`` as prose and code segments, in order; an unclosed fence runs to the end."""
    segments: list[Segment] = []
    prose: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        match = _OPEN.match(lines[i])
        if not match:
            prose.append(lines[i])
            i += 1
            continue
        if prose:
            segments.append(Segment("\n".join(prose)))
            prose = []
        fence, body = match.group("fence"), []
        i += 1
        while i < len(lines) and not _closes(lines[i], fence):
            body.append(lines[i])
            i += 1
        i += 1  # the closing fence
        segments.append(Segment("\n".join(body), code=True, language=match.group("language"), fence=fence))
    if prose:
        segments.append(Segment("\n".join(prose)))
    return segments


def summarise_fences(text: str, *, over: int = SUMMARY_OVER, keep: int = SUMMARY_KEEP) -> str:
    """``text`` with every fenced block longer than ``over`` lines cut to its first ``keep`` lines.

    The prose (an artifact's title, the question) is kept whole; after a cut block, a line says how
    many lines were left out and that ``/repeat`` shows it all again.
    """
    out: list[str] = []
    for part in split_fences(text):
        if not part.code:
            out.append(part.text)
            continue
        body = part.text.split("\n")
        note = []
        if len(body) > over:
            note = [f"*… {len(body) - keep} more lines not shown; /repeat to see it again*"]
            body = body[:keep]
        out.append("\n".join([part.fence + part.language, *body, part.fence, *note]))
    return "\n".join(out)
