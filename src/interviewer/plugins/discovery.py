"""Finding entry points in the ``interviewer`` group without importing ``importlib.metadata``.

``importlib.metadata`` costs 50–80 ms to import here (it pulls in email, zipfile, csv),
which doubled ``interviewer --help``. Entry points are plain INI files
(``*.dist-info/entry_points.txt``) next to each installed distribution, so reading the few
that mention our group directly is both faster and enough.
"""

from __future__ import annotations

import importlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Dist:
    name: str
    version: str


@dataclass(frozen=True)
class EntryPoint:
    """The parts of ``importlib.metadata.EntryPoint`` the plugin manager uses."""

    name: str
    value: str
    group: str
    dist: Dist | None = None

    def load(self):
        module_name, _, attr = self.value.partition(":")
        obj = importlib.import_module(module_name.strip())
        for part in filter(None, attr.strip().split(".")):
            obj = getattr(obj, part)
        return obj


def _parse(text: str, group: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            continue
        if current == group and "=" in line:
            name, _, value = line.partition("=")
            found.append((name.strip(), value.split("[")[0].strip()))
    return found


def _dist_from_folder(folder: str) -> Dist:
    stem = folder.rsplit(".", 1)[0]  # name-version.dist-info → name-version
    name, _, version = stem.partition("-")
    return Dist(name.replace("_", "-"), version)


def entry_points(group: str, path: list[str] | None = None) -> list[EntryPoint]:
    """Entry points in ``group`` from every distribution on ``path`` (default ``sys.path``), first one wins."""
    seen: set[str] = set()
    out: list[EntryPoint] = []
    for entry in sys.path if path is None else path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for folder in sorted(names):
            if not folder.endswith((".dist-info", ".egg-info")):
                continue
            try:
                text = (Path(entry) / folder / "entry_points.txt").read_text(encoding="utf-8")
            except OSError:
                continue
            if f"[{group}]" not in text:
                continue
            dist = _dist_from_folder(folder)
            for name, value in _parse(text, group):
                if name not in seen:
                    seen.add(name)
                    out.append(EntryPoint(name, value, group, dist))
    return out
