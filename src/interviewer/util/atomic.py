"""Atomic file replacement: readers see the old file or the new one, never half of either.

Write to a temporary file in the same folder (so the rename stays on one filesystem),
fsync it, rename it over the target, then fsync the folder so the rename itself survives
a power cut. A kill at any point leaves at most a stray ``.NAME.*.tmp`` file behind.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, mode: int | None = None) -> Path:
    """Replace ``path`` with ``data`` atomically; creates parent folders. Returns the path.

    ``mode`` sets the file's permissions; by default an existing file keeps its mode and a
    new one gets 0o666 less the umask, as ``open()`` would (mkstemp alone makes 0o600).
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    if mode is None:
        mode = _default_mode(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise
    _fsync_dir(folder)
    return target


def atomic_write_text(path: str | os.PathLike[str], text: str, *, encoding: str = "utf-8",
                      mode: int | None = None) -> Path:
    """Replace ``path`` with ``text`` atomically (UTF-8 by default, newlines written as given)."""
    return atomic_write_bytes(path, text.encode(encoding), mode=mode)


def _read_umask() -> int:
    # Read once at import: os.umask() can only be read by setting it, which would race
    # with other threads creating files if done per write.
    umask = os.umask(0o022)
    os.umask(umask)
    return umask


_UMASK = _read_umask()


def _default_mode(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o7777
    except FileNotFoundError:
        return 0o666 & ~_UMASK


def _fsync_dir(folder: Path) -> None:
    # Directories cannot be opened for fsync on Windows; there the rename is durable enough.
    if os.name != "posix":
        return
    try:
        dfd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


__all__ = ["atomic_write_bytes", "atomic_write_text"]
