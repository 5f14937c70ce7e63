"""Slash commands a candidate can type in place of an answer, and telling code from prose.

They arrive through the same AnswerSource as answers (keyboard, answers file, voice), so a
scripted session can use them too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COMMANDS = ("hint", "repeat", "skip", "time", "code", "run", "quit", "help")
HELP = ("Commands: /hint (costs score), /repeat, /skip (next topic), /time (stage clock), "
        "/code [FILE] (submit code), /run + a ```python test script (run your own tests against your latest "
        "code; not graded), /quit (save and stop; resume later).")

_FENCE = re.compile(r"```[a-zA-Z0-9_+-]*\n(.*?)```", re.DOTALL)
_PYTHONISH = re.compile(r"^\s*(def|class|import|from)\s+\w", re.MULTILINE)


@dataclass(frozen=True)
class Command:
    name: str
    argument: str = ""
    """For /code: the code (the front end has already read a file or the editor); for /run: the test script."""


_COMMAND_HEAD = re.compile(r"/([A-Za-z]+)(?=\s|$)")
"""A slash and a bare word: "/var/log/syslog shows Xid 79" or "/2 of the ranks" is prose, not a command."""


def parse_command(text: str) -> Command | None:
    """A Command if ``text`` starts with a slash command (``unknown`` for a word that is none), else None (prose)."""
    stripped = text.lstrip()
    if not _COMMAND_HEAD.match(stripped):
        return None
    head, _, rest = stripped[1:].partition("\n")
    name, _, inline = head.strip().partition(" ")
    name = name.lower()
    if name not in COMMANDS:
        return Command("unknown", name)
    takes = name in ("code", "run")
    argument = (inline.strip() + ("\n" if inline.strip() and rest else "") + rest) if takes else ""
    return Command(name, argument.strip("\n") if takes else "")


def extract_code(text: str) -> str | None:
    """The code in an answer: a fenced block, or the whole text when it reads as Python."""
    fenced = _FENCE.findall(text)
    if fenced:
        return "\n".join(block.rstrip() for block in fenced) + "\n"
    if _PYTHONISH.search(text):
        return text if text.endswith("\n") else text + "\n"
    return None
