"""Which files are transcripts: our own JSONL, or another tool's file worth importing, and in which format."""

from __future__ import annotations

import json
import re
from pathlib import Path

from .cues import Format

MAX_BYTES = 200_000_000
_SRT_START = re.compile(r"\A\s*\d+\s*\r?\n\s*\d+:\d{2}:\d{2}[,.]\d+\s*-->")


def is_native(path: Path) -> bool:
    """True when ``path`` is (or claims to be) one of our own JSONL transcripts."""
    if path.suffix == ".jsonl":
        return True
    try:
        with open(path, "rb") as fh:
            first = fh.readline(4096).strip()
    except OSError:
        return False
    try:
        data = json.loads(first)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("type") == "header"


_IMPORT_SUFFIXES = {".vtt", ".srt", ".txt", ".text", ".md"}


def is_importable(path: Path) -> bool:
    """True when ``path`` looks like another tool's transcript: WebVTT, SRT, text, or a chat log as JSON.

    JSON counts only in a chat log's shape (a list of ``{role, ...}`` messages or an object with
    ``messages``), so a damaged score result still gets the score-result reader's error.
    """
    if is_native(path):
        return False
    if path.suffix.lower() in _IMPORT_SUFFIXES:
        return True
    try:
        raw = path.read_bytes()[:MAX_BYTES]
    except OSError:
        return False
    head = raw.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if raw.startswith(b"WEBVTT") or raw[3:9] == b"WEBVTT":
        return True
    if head not in (b"[", b"{"):
        return path.suffix.lower() != ".json"
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return False
    if isinstance(data, dict):
        return isinstance(data.get("messages"), list)
    return isinstance(data, list) and bool(data) and isinstance(data[0], dict) and "role" in data[0]


def sniff_format(text: str, path: Path) -> Format:
    """The format of ``text``: the content's own marks first, then the file extension."""
    suffix = path.suffix.lower()
    if text.startswith("WEBVTT") or suffix == ".vtt":
        return "vtt"
    if suffix == ".srt" or _SRT_START.match(text):
        return "srt"
    if suffix == ".json":
        return "chat-json"
    if text.lstrip()[:1] in ("[", "{"):
        try:
            json.loads(text)
            return "chat-json"
        except (ValueError, RecursionError):
            pass  # "[00:01:02] Alex: ..." notes start with a bracket too
    return "text"


FOLDER_SUFFIXES = (".jsonl", ".vtt", ".srt", ".json", ".txt")
"""What a folder given to ``score`` is searched for (other files in it are not transcripts)."""
_SNIFF_BYTES = 65_536


def in_folder(path: Path) -> bool:
    """Whether a file found in a folder is a transcript to score: our JSONL, WebVTT, SRT, a chat log as JSON,
    or plain text whose first 64 KB label at least two speakers (a README or notes file is not a conversation).

    Named explicitly, any file is tried (and a bad one gets its one-line error); this only decides what a
    folder search picks up.
    """
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".vtt", ".srt"):
        return True
    if suffix == ".json":
        return is_importable(path)
    if suffix != ".txt":
        return False
    from .decode import decode
    from .errors import ImportFileError
    from .text import parse_text

    try:
        with open(path, "rb") as fh:
            head = fh.read(_SNIFF_BYTES)
    except OSError:
        return False
    # The cut may fall inside a character: drop up to three bytes of it.
    for cut in range(4 if len(head) == _SNIFF_BYTES else 1):
        try:
            text, _ = decode(head[:len(head) - cut], path)
            cues = parse_text(text, path)
        except ImportFileError:
            continue
        return len({c.speaker for c in cues if c.speaker}) >= 2
    return False
