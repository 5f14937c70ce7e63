"""The scoring cache: one small JSON file per (transcript, dimension, judge) under the cache dir.

The key hashes the transcript bytes, the rubric id and version, the dimension, the model,
the prompt version and the sample count, so a re-run after a kill (or with one more
transcript in the folder) redoes only what is missing, and any change that could alter a
score misses the cache. Files are written atomically: a kill leaves the old file or none.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ... import paths
from ...results import DimensionScore
from ...util.atomic import atomic_write_bytes
from ..judge.prompt import PROMPT_VERSION


def score_key(transcript_sha: str, rubric_id: str, rubric_version: str, model: str, samples: int = 1, *,
              prompt_version: str = PROMPT_VERSION) -> str:
    """The one key of a scored dimension: everything that could change its score.

    Every backend reaches it through ``TranscriptPlan.key``; the batch API derives its request
    ids from it too (with an empty version and no sample count: one id per transcript and dimension).
    """
    raw = json.dumps([transcript_sha, rubric_id, rubric_version, model, prompt_version, samples])
    return hashlib.sha256(raw.encode()).hexdigest()


class ScoreCache:
    """Dimension results by key; ``None`` directory means the user cache dir."""

    def __init__(self, directory: Path | None = None):
        self.directory = Path(directory) if directory else paths.cache_dir() / "scores"
        self.hits = 0
        self.writes = 0

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> tuple[DimensionScore, dict] | None:
        """The cached score and its usage, or None (a damaged entry counts as missing)."""
        try:
            data = json.loads(self._path(key).read_bytes())
            score = DimensionScore.model_validate(data["score"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
        self.hits += 1
        return score, data.get("usage", {})

    def put(self, key: str, score: DimensionScore, usage: dict | None = None) -> None:
        payload = {"score": score.model_dump(mode="json"), "usage": usage or {}}
        atomic_write_bytes(self._path(key), json.dumps(payload, ensure_ascii=False).encode())
        self.writes += 1

    def count(self) -> int:
        return sum(1 for _ in self.directory.glob("*/*.json")) if self.directory.exists() else 0
