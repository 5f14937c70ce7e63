"""Chat logs as JSON: OpenAI-style and Anthropic-style message lists.

Accepted shapes: a JSON list of messages; an object with ``messages`` (and, Anthropic-style, a
top-level ``system``). A message is ``{role, content}`` (optionally ``name``) whose content is a
string or a list of parts: ``text``/``input_text``/``output_text`` parts give text, a
``tool_result`` part gives its content's text; images, tool calls and thinking are left out.
System and developer messages are instructions to a model, not speech: left out, and said so.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Union

from pydantic import BaseModel, ConfigDict, ValidationError

from .cues import Cue
from .errors import ImportFileError

_TEXT_PARTS = {"text", "input_text", "output_text"}
_INSTRUCTION_ROLES = {"system", "developer"}


class _Part(BaseModel):
    model_config = ConfigDict(extra="ignore")

    type: str = "text"
    """Part kind: text, input_text, output_text, tool_result, image_url, tool_use, thinking …"""
    text: str | None = None
    """The words, for text parts."""
    content: Union[str, list["_Part"], None] = None
    """For tool_result parts: what the tool returned."""


class _Message(BaseModel):
    model_config = ConfigDict(extra="ignore")

    role: str
    """user, assistant, system, developer, tool."""
    content: Union[str, list[_Part], None] = None
    """A string or a list of parts."""
    name: str | None = None
    """OpenAI's optional participant name."""


class _Conversation(BaseModel):
    model_config = ConfigDict(extra="ignore")

    messages: list[_Message]
    """The messages in order."""
    system: Union[str, list[_Part], None] = None
    """Anthropic's top-level system prompt."""


def _pieces(content: Union[str, list[_Part], None]) -> tuple[list[tuple[bool, str]], int]:
    """[(is_tool_output, text)] in order, consecutive pieces of one kind joined; and how many parts were left out.

    A ``tool_result`` sits in a user message (Anthropic) but is a tool's output, not the user's
    words: it comes back as its own piece so it is never taken as the candidate's.
    """
    if content is None:
        return [], 0
    if isinstance(content, str):
        return [(False, content)], 0
    pieces: list[tuple[bool, str]] = []
    skipped = 0
    for part in content:
        if part.type in _TEXT_PARTS and part.text is not None:
            piece = (False, part.text)
        elif part.type == "tool_result":
            inner, more = _pieces(part.content)
            skipped += more
            piece = (True, "\n".join(text for _, text in inner))
        else:
            skipped += 1
            continue
        if pieces and pieces[-1][0] == piece[0]:
            pieces[-1] = (piece[0], pieces[-1][1] + "\n" + piece[1])
        else:
            pieces.append(piece)
    return pieces, skipped


def parse_chat(text: str, path: Path) -> tuple[list[Cue], list[str]]:
    """Cues (speaker = ``name`` or role) and notes about what was left out."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        where = f" at line {exc.lineno} column {exc.colno}" if hasattr(exc, "lineno") else ""
        raise ImportFileError(path, f"not valid JSON ({getattr(exc, 'msg', exc)}{where})") from None
    except RecursionError:
        raise ImportFileError(path, "JSON nested too deeply") from None
    if isinstance(data, list):
        data = {"messages": data}
    if not isinstance(data, dict) or "messages" not in data:
        raise ImportFileError(path, "not a chat log: expected a list of {role, content} messages or an object "
                              "with 'messages'")
    try:
        conversation = _Conversation.model_validate(data)
    except RecursionError:
        raise ImportFileError(path, "JSON nested too deeply") from None
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(p) for p in err["loc"])
        raise ImportFileError(path, f"bad chat message at {loc}: {err['msg']}") from None
    notes: list[str] = []
    if conversation.system:
        notes.append("the system prompt is an instruction to a model, not speech: left out")
    cues: list[Cue] = []
    skipped = 0
    for index, message in enumerate(conversation.messages):
        role = message.role.strip().lower()
        pieces, more = _pieces(message.content)
        skipped += more
        if role in _INSTRUCTION_ROLES:
            notes.append(f"message {index + 1} ({role}) is an instruction to a model, not speech: left out")
            continue
        # A tool's output is no one's speech: kept, as "other".
        speaker = None if role in ("tool", "function") else (message.name or "").strip() or role
        for is_tool, body in pieces:
            cues.append(Cue(text=body, speaker=None if is_tool else speaker, line=index + 1))
    if skipped:
        notes.append(f"{skipped} non-text parts (images, tool calls, thinking) left out")
    if not any(c.text.strip() for c in cues):
        raise ImportFileError(path, "holds no messages with text")
    return cues, notes
