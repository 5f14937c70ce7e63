"""What every parser returns: the file's cues in order, each with a speaker (or none) and a start time."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

Format = Literal["vtt", "srt", "text", "chat-json"]
FORMATS: tuple[Format, ...] = ("vtt", "srt", "text", "chat-json")


@dataclass
class Cue:
    """One piece of speech as the source file gave it."""

    text: str
    speaker: str | None = None
    """The label as written (``None``: the file did not say who spoke)."""
    start: float | None = None
    """Seconds from the start of the recording (``None``: the format has no times)."""
    end: float | None = None
    line: int = 0
    """Line in the source file where the cue starts (for error messages)."""


@dataclass
class Parsed:
    """A source file read into cues."""

    format: Format
    cues: list[Cue]
    encoding: str = "utf-8"
    sha256: str = ""
    notes: list[str] = field(default_factory=list)
    """Things worth telling the user (e.g. a system prompt left out of a chat log)."""


_SPACE = re.compile(r"\s+")


def words(text: str) -> int:
    return len(text.split())


def squash(text: str) -> str:
    """Whitespace (caption line wraps included) folded to single spaces."""
    return _SPACE.sub(" ", text).strip()


_LABEL = re.compile(r"^(?P<name>[^\s:\d<>\[\](){}\"'][^:<>\[\]{}\"\n]{0,47}?)\s*:\s+(?P<text>\S.*)$", re.DOTALL)
_NOT_NAMES = {"note", "notes", "http", "https", "warning", "error", "info", "todo", "edit", "update", "re", "q", "a",
              "answer", "question", "step", "example", "e.g", "i.e", "ps", "p.s"}


def split_label(text: str, *, relaxed: bool = False) -> tuple[str | None, str]:
    """``Alex Kim: text`` → (``Alex Kim``, ``text``); text without a speaker label → (None, text).

    A label starts with a capital letter, is at most five words and 48 characters, so
    "12:30 works" or "the point is: ..." are not taken for speakers (``settle_labels`` then
    drops labels seen only once). ``relaxed`` (caption exports, whose labels are display
    names such as "iPhone") accepts any case; ``settle_caption_labels`` then checks the file
    really is labelled.
    """
    match = _LABEL.match(text)
    if not match:
        return None, text
    name = match.group("name").strip()
    if not (relaxed or name[:1].isupper()) or len(name.split()) > 5 or name.casefold() in _NOT_NAMES:
        return None, text
    return name, match.group("text")


def settle_labels(cues: list[Cue], labelled: set[int]) -> None:
    """Undo speaker labels seen only once when others recur: "So the answer is: ..." is speech, not a speaker.

    ``labelled`` holds the indexes of cues whose speaker came from a ``Name:`` prefix; an undone
    label goes back into the text, so no word is lost.
    """
    counts: dict[str, int] = {}
    for i in labelled:
        if cues[i].speaker is None:
            continue
        name = cues[i].speaker or ""
        counts[name] = counts.get(name, 0) + 1
    if sum(1 for n in counts.values() if n >= 2) < 2:
        return  # the speakers are not established yet: a short exchange keeps every label
    for i in labelled:
        cue = cues[i]
        if cue.speaker is not None and counts.get(cue.speaker, 0) < 2:
            cue.text = f"{cue.speaker}: {cue.text}"
            cue.speaker = None


def settle_caption_labels(cues: list[Cue], labelled: set[int]) -> None:
    """Caption files: a ``name:`` prefix in lower case counts as a speaker only in a file where most cues
    carry a label (a labelled export); elsewhere it is speech and goes back into the text."""
    spoken = [c for c in cues if c.text.strip() or c.speaker]
    if spoken and len(labelled) * 2 >= len(spoken):
        return
    for i in labelled:
        cue = cues[i]
        if cue.speaker is not None and not cue.speaker[:1].isupper():
            cue.text = f"{cue.speaker}: {cue.text}"
            cue.speaker = None
