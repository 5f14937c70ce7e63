"""User directories. ``INTERVIEWER_HOME`` moves all of them (tests point it at a temp dir)."""

from __future__ import annotations

import os
from pathlib import Path


def home() -> Path:
    """Root of the user's data: transcripts, history database, caches, downloaded models."""
    if os.environ.get("INTERVIEWER_HOME"):
        return Path(os.environ["INTERVIEWER_HOME"]).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "interviewer"


def transcripts_dir() -> Path:
    return Path(os.environ.get("INTERVIEWER_TRANSCRIPT_DIR") or home() / "transcripts")


def cache_dir() -> Path:
    if os.environ.get("INTERVIEWER_HOME"):
        return home() / "cache"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "interviewer"


def models_dir() -> Path:
    """Downloaded model files (GGUF, voice models)."""
    return Path(os.environ.get("INTERVIEWER_MODELS_DIR") or cache_dir() / "models")


def history_db() -> Path:
    return home() / "history.sqlite3"


def config_file() -> Path:
    if os.environ.get("INTERVIEWER_CONFIG"):
        return Path(os.environ["INTERVIEWER_CONFIG"]).expanduser()
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "interviewer" / "config.toml"
