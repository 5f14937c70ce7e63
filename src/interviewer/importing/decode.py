"""Bytes to text: UTF-8 with or without a BOM, UTF-16 LE/BE with a BOM (as some exporters write it).

A file in any other encoding is refused with the fix named, rather than guessed at: a wrong
guess would change the candidate's words, and the words are the evidence.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from .errors import ImportFileError

_BOMS = [(codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be")]


def decode(raw: bytes, path: Path) -> tuple[str, str]:
    """The text and the encoding it was read with; line ends are left as they are."""
    for bom, encoding in _BOMS:
        if raw.startswith(bom):
            try:
                return raw[len(bom):].decode(encoding.replace("-sig", "")), encoding
            except UnicodeDecodeError as exc:
                raise ImportFileError(path, f"starts with a {encoding} byte-order mark but byte {exc.start} is not "
                                      f"valid {encoding}; re-save it as UTF-8") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        hint = " (it looks like UTF-16 without a byte-order mark)" if b"\x00" in raw[:64] else ""
        raise ImportFileError(path, f"byte {exc.start} is not valid UTF-8{hint}; re-save the file as UTF-8") from None
    if "\x00" in text:
        # ASCII in UTF-16 without a BOM is "valid" UTF-8 with a NUL after every letter.
        raise ImportFileError(path, f"byte {text.index(chr(0))} is a NUL; it looks like UTF-16 without a byte-order "
                              "mark; re-save the file as UTF-8")
    return text, "utf-8"
