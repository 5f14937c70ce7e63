"""Answer sources for the chat: the keyboard (multi-line) and an answers file.

An answers file holds answers separated by blank lines, or, when an answer needs blank lines of
its own, by lines with only ``---`` on them (see ``split_answers``).

Both hand the engine plain text; slash commands pass through as text (``/hint``), except that
``/code FILE`` and ``/code`` with ``$EDITOR`` are resolved here into ``/code`` plus the code,
because reading files and opening editors is front-end work.
"""

from __future__ import annotations

import asyncio
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, TextIO

from rich.console import Console
from rich.text import Text

from .io import Answer

SUBMIT = "."
"""A line with only this on it sends the answer; pasted logs and code (blank lines included) stay intact."""


SEPARATOR = "---"
"""In an answers file, a line with only this on it (outside a code fence) ends an answer.

A file that uses it anywhere is split only there, so an answer may hold blank lines (a list,
paragraphs, a pasted log); a file that never uses it is split at blank lines, as before.
"""


def _fence(line: str) -> bool:
    """Whether a line opens or closes a ``` fence (CommonMark): three backticks first and no backtick after them.

    A line with inline code at its start (```` ```x = 1``` then prose ````) is no fence: read as one, it would swallow
    every answer after it into one.
    """
    stripped = line.strip()
    return stripped.startswith("```") and "`" not in stripped.lstrip("`")


def _blocks(text: str, *, at_separator: bool) -> list[str]:
    answers: list[str] = []
    block: list[str] = []
    in_fence = False
    for line in text.splitlines():
        if _fence(line):
            in_fence = not in_fence
        ends = (line.strip() == SEPARATOR) if at_separator else not line.strip()
        if ends and not in_fence:
            if block:
                answers.append("\n".join(block).strip("\n"))
                block = []
            continue
        block.append(line)
    if block:
        answers.append("\n".join(block).strip("\n"))
    return [a for a in answers if a.strip()]


def uses_separator(text: str) -> bool:
    """Whether a line with only ``---`` appears outside every ``` fence."""
    in_fence = False
    for line in text.splitlines():
        if _fence(line):
            in_fence = not in_fence
        elif not in_fence and line.strip() == SEPARATOR:
            return True
    return False


def split_answers(text: str) -> list[str]:
    """Answers from a file: separated by ``---`` lines when the file uses them, else by blank lines.

    Either way a ``` fence stays whole, blank lines and ``---`` lines inside it included.
    """
    return _blocks(text, at_separator=uses_separator(text))


def _resolve_code(text: str, base: Path) -> str:
    """``/code PATH`` → ``/code`` + the file's contents; anything else unchanged."""
    stripped = text.strip()
    if not stripped.startswith("/code"):
        return text
    head, _, rest = stripped.partition("\n")
    arg = head[len("/code"):].strip()
    if arg and not rest:
        path = (base / Path(arg).expanduser()) if not Path(arg).expanduser().is_absolute() else Path(arg)
        if path.is_file():
            return "/code\n" + path.read_text(encoding="utf-8", errors="replace")
    return text


class AnswersFileError(ValueError):
    """An answers file that cannot be used; ``str()`` is one line naming the file and the fix."""


class AnswersFile:
    """Answers read from a file; ``None`` when they run out (the session is saved for resume)."""

    source = "answers-file"

    def __init__(self, path: str | Path, *, skip: int = 0):
        self.path = Path(path)
        try:
            raw = self.path.read_bytes()
        except OSError as exc:
            raise AnswersFileError(f"{path}: cannot read answers file ({exc.strerror or exc})") from None
        try:
            if b"\x00" in raw:
                raise UnicodeDecodeError("utf-8", raw, raw.index(b"\x00"), raw.index(b"\x00") + 1, "NUL byte")
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise AnswersFileError(f"{path}: not a text file (not UTF-8 text); --answers takes plain-text answers "
                                   "separated by blank lines") from None
        self._answers = split_answers(text)[skip:]
        self.used = 0

    def __len__(self) -> int:
        return len(self._answers)

    async def next_answer(self) -> Answer | None:
        if self.used >= len(self._answers):
            return None
        text = self._answers[self.used]
        self.used += 1
        return Answer(text=_resolve_code(text, self.path.parent), source=self.source)


@contextmanager
def ctrl_c_interrupts() -> Iterator[None]:
    """While a read blocks, Ctrl-C raises KeyboardInterrupt at once.

    ``asyncio.run`` turns the first Ctrl-C into a cancellation of the main task and lets the interrupted system call
    resume, so a candidate blocked at the prompt saw nothing happen until a second Ctrl-C (or Enter). Here the
    default handler is back for the read; an ignored SIGINT stays ignored."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        if _cancel_pending():
            # A Ctrl-C that came just before the read (while the question was printed) was taken by asyncio.run as a
            # cancellation, which a blocking read never sees: it is the interrupt, now, not after the next Enter.
            raise KeyboardInterrupt
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _cancel_pending() -> bool:
    """Whether the running task has been asked to cancel (asyncio.run's first Ctrl-C) and has not yet seen it."""
    try:
        task = asyncio.current_task()
    except RuntimeError:  # no running loop: a plain read
        return False
    return task is not None and task.cancelling() > 0


class Keyboard:
    """Multi-line answers typed (or pasted) at the terminal; a line with only ``.`` sends.

    A line starting with ``/`` as the first line is a command and is sent at once. End of
    input (Ctrl-D, or a closed pipe) sends what was typed, then ends the session (resumable).
    """

    source = "keyboard"

    def __init__(self, console: Console, stream: TextIO | None = None):
        self.console = console
        self.stream = stream or sys.stdin
        self._eof = False

    def _readline(self) -> str | None:
        with ctrl_c_interrupts():
            line = self.stream.readline()
        if line == "":
            return None
        return line.rstrip("\n")

    async def next_answer(self) -> Answer | None:
        # Reading blocks the event loop on purpose: nothing else runs while the candidate
        # types, and a blocking read lets Ctrl-C raise KeyboardInterrupt right here.
        if self._eof:
            return None
        self.console.print(Text("You (end with a line containing only '.'):", style="bold green"))
        lines: list[str] = []
        while True:
            line = self._readline()
            if line is None:
                self._eof = True
                break
            if line.strip() == SUBMIT:
                break
            if not lines and line.strip().startswith("/"):
                return self._command(line.strip())
            lines.append(line)
        text = "\n".join(lines).strip("\n")
        if not text and self._eof:
            return None
        return Answer(text=text, source=self.source)

    def _command(self, line: str) -> Answer:
        if line == "/code":
            code = self._edit_code()
            if code is None:
                self.console.print(Text("Paste your code, then a line with only '.':", style="dim"))
                body = []
                while (nxt := self._readline()) is not None and nxt.strip() != SUBMIT:
                    body.append(nxt)
                code = "\n".join(body)
            return Answer(text="/code\n" + code, source=self.source)
        return Answer(text=_resolve_code(line, Path.cwd()), source=self.source)

    def _edit_code(self) -> str | None:
        editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
        if not editor or not self.stream.isatty():
            return None
        with tempfile.NamedTemporaryFile("w+", suffix=".py", delete=False) as fh:
            path = fh.name
        try:
            subprocess.run([*shlex.split(editor), path], check=False)
            return Path(path).read_text(encoding="utf-8")
        finally:
            os.unlink(path)
