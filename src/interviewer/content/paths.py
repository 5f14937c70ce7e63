"""Where content lives: the shipped folders, then the user's ``--content-dir`` folders."""

from __future__ import annotations

import os
from pathlib import Path

from .models import FOLDERS


def builtin_root() -> Path:
    """The shipped content: ``interviewer/_content`` in a wheel, the repository's top level in a checkout."""
    packaged = Path(__file__).resolve().parent.parent / "_content"
    if packaged.is_dir():
        return packaged
    repo = Path(__file__).resolve().parents[3]
    return repo


def user_roots(extra: list[str | Path] | None = None) -> list[Path]:
    """``INTERVIEWER_CONTENT_DIRS`` (os.pathsep-separated), then ``extra`` (from --content-dir), in that order."""
    roots: list[Path] = []
    env = os.environ.get("INTERVIEWER_CONTENT_DIRS", "")
    roots += [Path(p).expanduser() for p in env.split(os.pathsep) if p.strip()]
    roots += [Path(p).expanduser() for p in (extra or [])]
    return roots


def content_files(root: Path) -> list[tuple[str, Path]]:
    """``(kind, path)`` for every YAML file under a root's content folders.

    A root may also be a folder that directly holds content files (e.g. a copy of one
    rubric): their kind is then read from the ``kind`` key in each file.
    """
    found: list[tuple[str, Path]] = []
    direct = True
    for folder, kind in FOLDERS.items():
        sub = root / folder
        if sub.is_dir():
            direct = False
            for path in sorted(sub.rglob("*.y*ml")):
                found.append((kind, path))
    if direct and root.is_dir():
        for path in sorted(root.glob("*.y*ml")):
            found.append(("", path))
    elif direct and root.is_file():
        found.append(("", root))
    return found
