"""``--redact``: speaker names, e-mail addresses and phone numbers replaced by stable placeholders.

The mapping from placeholder back to the original stays on this machine, in a file beside
the stored transcript, readable by its owner only (0600).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(r"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}(?![\w])")


class Replacement(BaseModel):
    model_config = ConfigDict(extra="forbid")

    placeholder: str
    """What the stored transcript and reports show."""
    original: str
    """What the source said."""
    what: Literal["speaker", "name", "email", "phone", "file"]
    """What was replaced."""


class RedactionMap(BaseModel):
    """The mapping file written beside a redacted transcript."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["redaction-map"] = "redaction-map"
    session_id: str
    """The transcript it belongs to."""
    replacements: list[Replacement] = Field(default_factory=list)
    """Placeholder → original, in the order they were made."""


def _alternation(names: dict[str, str], flags: int) -> re.Pattern[str] | None:
    ordered = sorted(names, key=len, reverse=True)
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(n) for n in ordered) + r")(?!\w)", flags) if ordered else None


def _is_phone(text: str) -> bool:
    digits = sum(c.isdigit() for c in text)
    if digits < 9 or digits > 15:
        return False
    # Plain spaced numbers ("512 1024 2048") are not phone numbers; a phone number has a
    # country code, an area code in brackets, dash/dot separators, or a trunk 0 ("020 7946 0958").
    return (text.startswith(("+", "0")) and digits >= 10) or "(" in text or bool(re.search(r"\d[-.]\d", text))


class Redactor:
    """Replaces names (given up front) and contact details found in text, recording each replacement."""

    def __init__(self, speakers: dict[str, str], first_names: dict[str, str]):
        """Original spelling → placeholder, for speaker names and for the first names inside them."""
        self.replacements: list[Replacement] = []
        self._seen: dict[str, str] = {}
        for original, placeholder in speakers.items():
            self._record(placeholder, original, "speaker")
        for original, placeholder in first_names.items():
            self._record(placeholder, original, "name")
        # Full names match in any case; a first name only as written ("Will", not "will").
        self._full = _alternation(speakers, re.IGNORECASE)
        self._first = _alternation(first_names, 0)
        self._lower = {n.casefold(): p for n, p in speakers.items()}
        self._first_names = dict(first_names)

    def _record(self, placeholder: str, original: str, what: str) -> None:
        if original not in self._seen:
            self._seen[original] = placeholder
            self.replacements.append(Replacement(placeholder=placeholder, original=original, what=what))  # type: ignore[arg-type]

    def _contact(self, kind: Literal["email", "phone"], original: str) -> str:
        if original in self._seen:
            return self._seen[original]
        count = sum(1 for r in self.replacements if r.what == kind) + 1
        placeholder = f"[{kind} {count}]"
        self._record(placeholder, original, kind)
        return placeholder

    def text(self, text: str) -> str:
        text = _EMAIL.sub(lambda m: self._contact("email", m.group()), text)
        text = _PHONE.sub(lambda m: self._contact("phone", m.group()) if _is_phone(m.group()) else m.group(), text)
        if self._full is not None:
            text = self._full.sub(lambda m: self._lower[m.group().casefold()], text)
        if self._first is not None:
            text = self._first.sub(lambda m: self._first_names[m.group()], text)
        return text

    def mapping(self, session_id: str, source: Path) -> RedactionMap:
        self._record("(redacted)", str(source), "file")
        return RedactionMap(session_id=session_id, replacements=self.replacements)


def write_mapping(mapping: RedactionMap, path: Path) -> None:
    """Write the mapping file, owner-only from its first byte."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(mapping.model_dump_json(indent=2) + "\n")
    os.chmod(path, 0o600)
