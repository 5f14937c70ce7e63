"""The one error an import raises: ``str()`` reads ``file: what is wrong (and the fix)``."""

from __future__ import annotations

from pathlib import Path


class ImportFileError(Exception):
    """A file cannot be imported; printed as one line, exit code 2."""

    def __init__(self, path: Path | str, message: str, line: int | None = None):
        self.path = Path(path)
        self.line = line
        self.message = " ".join(str(message).split())
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else str(self.path)
        return f"{where}: {self.message}"
