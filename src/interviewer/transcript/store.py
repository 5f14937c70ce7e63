"""JSONL transcript files: appended, flushed and fsynced per event; never rewritten."""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .events import READABLE_VERSIONS, SCHEMA_VERSION, End, Event, EventAdapter, Header, Turn
from .upgrade import upgrade_event, upgrade_header

MAX_LINE_BYTES = 4_000_000


class TranscriptError(Exception):
    """A transcript cannot be read; ``str()`` reads ``file:line: what is wrong``."""

    def __init__(self, path: Path | str, line: int | None, message: str):
        self.path = Path(path)
        self.line = line
        self.message = " ".join(str(message).split())  # always one line
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else str(self.path)
        return f"{where}: {self.message}"


@dataclass
class Transcript:
    """A transcript as read from disk."""

    path: Path | None
    header: Header
    events: list[Event] = field(default_factory=list)
    torn_tail: bool = False
    """True when the last line was cut off by a crash and ignored."""

    @property
    def session_id(self) -> str:
        return self.header.session_id

    @property
    def ended(self) -> bool:
        return any(isinstance(e, End) for e in self.events)

    def turns(self, role: str | None = None) -> list[Turn]:
        return [e for e in self.events if isinstance(e, Turn) and (role is None or e.role == role)]

    def next_seq(self) -> int:
        return (self.events[-1].seq if self.events else self.header.seq) + 1

    def turns_sha256(self) -> str:
        """Hash of the turns alone (seq, role, speaker, time, text): what a quote's turn number points into."""
        digest = hashlib.sha256()
        for turn in self.turns():
            digest.update(json.dumps([turn.seq, turn.role, turn.speaker, turn.offset_s, turn.text]).encode())
        return digest.hexdigest()


def _dump(event: Any) -> bytes:
    return (json.dumps(event.model_dump(mode="json"), ensure_ascii=False, separators=(",", ":")) + "\n").encode()


_sync = getattr(os, "fdatasync", os.fsync)


class TranscriptWriter:
    """Appends events to one transcript file. Safe to share between asyncio tasks and threads.

    Every event reaches the kernel with its own ``write`` as soon as it is appended, so a
    killed process never loses an appended event. ``fdatasync`` (which also guards against
    a machine crash) runs after each event, or once at the end of a ``batch()`` block: the
    engine wraps each step in one, because a step writes several events and a sync costs
    milliseconds on a real disk.
    """

    def __init__(self, path: Path, *, next_seq: int, fsync: bool = True):
        self.path = Path(path)
        self._seq = next_seq
        self._lock = threading.RLock()
        self._fsync = fsync
        self._batch_depth = 0
        self._dirty = False
        # O_APPEND: each write lands at the end even if another process appended meanwhile.
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)

    @classmethod
    def create(cls, path: Path, header: Header, *, fsync: bool = True) -> "TranscriptWriter":
        """Start a new transcript; refuses to overwrite an existing file."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            header.seq = 0
            os.write(fd, _dump(header))
            if fsync:
                os.fsync(fd)
        finally:
            os.close(fd)
        return cls(path, next_seq=1, fsync=fsync)

    @classmethod
    def reopen(cls, transcript: Transcript, *, fsync: bool = True) -> "TranscriptWriter":
        """Continue a transcript read from disk; a torn last line is first cut off with a newline."""
        assert transcript.path is not None
        if transcript.torn_tail:
            _terminate_torn_tail(transcript.path)
        return cls(transcript.path, next_seq=transcript.next_seq(), fsync=fsync)

    def append(self, event: Any) -> Any:
        """Write one event (assigning its ``seq``), flush and fsync; returns the event."""
        with self._lock:
            event.seq = self._seq
            os.write(self._fd, _dump(event))
            self._seq += 1
            if self._batch_depth:
                self._dirty = True
            elif self._fsync:
                _sync(self._fd)
        return event

    @contextmanager
    def batch(self) -> Iterator["TranscriptWriter"]:
        """Group the syncs of the events appended inside into one, at the end of the block."""
        with self._lock:
            self._batch_depth += 1
        try:
            yield self
        finally:
            with self._lock:
                self._batch_depth -= 1
                if not self._batch_depth and self._dirty:
                    self._dirty = False
                    if self._fsync and self._fd >= 0:
                        _sync(self._fd)

    def close(self) -> None:
        with self._lock:
            if self._fd >= 0:
                os.close(self._fd)
                self._fd = -1

    def __enter__(self) -> "TranscriptWriter":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _terminate_torn_tail(path: Path) -> None:
    # The torn fragment stays in the file (never rewrite in place); a newline after it
    # keeps the next event on a line of its own, and readers skip the fragment as torn.
    with open(path, "ab") as fh:
        fh.write(b"\n")
        fh.flush()
        os.fsync(fh.fileno())


def read_transcript(path: Path | str) -> Transcript:
    """Read and validate a transcript file.

    A last line without its newline that does not parse is a write cut short by a crash:
    it is dropped and ``torn_tail`` is set. Any other bad line raises TranscriptError.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise TranscriptError(path, None, "no such file") from None
    except IsADirectoryError:
        raise TranscriptError(path, None, "is a folder, not a transcript file") from None
    except OSError as exc:
        raise TranscriptError(path, None, f"cannot read: {exc.strerror or exc}") from None
    if not raw.strip():
        raise TranscriptError(path, 1, "the file is empty; a transcript starts with a header line")
    lines = raw.split(b"\n")
    ends_clean = raw.endswith(b"\n")
    if ends_clean:
        lines = lines[:-1]
    header: Header | None = None
    events: list[Event] = []
    torn = False
    torn_middle: set[int] = set()
    for index, line in enumerate(lines):
        number = index + 1
        is_last = index == len(lines) - 1
        if not line.strip():
            continue
        try:
            if len(line) > MAX_LINE_BYTES:
                raise ValueError(f"line is longer than {MAX_LINE_BYTES} bytes")
            data = json.loads(line.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("each line must be a JSON object")
        except (ValueError, UnicodeDecodeError, RecursionError) as exc:
            if is_last and not ends_clean:
                torn = True
                break
            # A fragment left by an earlier crash and closed off by a resume (see reopen)
            # is followed by a newline; it is recognised by what comes next being valid.
            if index + 1 < len(lines) and header is not None and _looks_torn(line):
                torn_middle.add(number)
                continue
            reason = "not valid UTF-8" if isinstance(exc, UnicodeDecodeError) else f"not a JSON object ({exc})"
            raise TranscriptError(path, number, f"{reason}; the transcript is damaged at this line") from None
        if header is None:
            if data.get("type") != "header":
                raise TranscriptError(path, number, "the first line must be the header (type: header)")
            version = data.get("schema_version")
            if version not in READABLE_VERSIONS or isinstance(version, bool):
                raise TranscriptError(path, number, f"schema_version {version!r} is not supported (this interviewer "
                                      f"reads {READABLE_VERSIONS[0]} to {SCHEMA_VERSION}); upgrade interviewer")
            old = version < SCHEMA_VERSION
            try:
                header = Header.model_validate(upgrade_header(data) if old else data)
            except ValidationError as exc:
                raise TranscriptError(path, number, f"bad header: {_first_error(exc)}") from None
            continue
        try:
            events.append(EventAdapter.validate_python(upgrade_event(data) if old else data))
        except ValidationError as exc:
            raise TranscriptError(path, number, f"bad event: {_first_error(exc)}") from None
    if header is None:
        raise TranscriptError(path, 1, "no header line; is this a transcript?")
    return Transcript(path=path, header=header, events=events, torn_tail=torn or bool(torn_middle))


def _looks_torn(line: bytes) -> bool:
    return line.lstrip().startswith(b"{") and not line.rstrip().endswith(b"}")


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err.get("loc", ())) or "(line)"
    return f"{loc}: {err['msg']}"


__all__ = ["Event", "Transcript", "TranscriptError", "TranscriptWriter", "read_transcript"]
