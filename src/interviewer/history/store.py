"""Recording score results in the history database and reading them back."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from pydantic import ValidationError

from .. import paths
from ..results import ScoreResult
from .db import HistoryError, connect


@dataclass(frozen=True)
class Recorded:
    """What ``record_result`` did."""

    id: int
    """Row id of the result in the history."""
    created: bool
    """False when a result with the same (session, transcript hash, model) was already there and was replaced."""


@dataclass(frozen=True)
class DimensionPoint:
    """One dimension's score in one recorded result."""

    dimension: str
    score: int | None
    """1–4, or None when unscored / not assessed."""
    status: str
    level_label: str = ""
    agreement: float | None = None
    flagged: bool = False


@dataclass(frozen=True)
class HistoryEntry:
    """One recorded result, as the progress views need it."""

    id: int
    session_id: str
    transcript_sha256: str
    model: str
    method: str
    """``llm`` or ``offline-estimate``."""
    loop_id: str | None
    candidate: str
    scored_at: datetime
    recorded_at: datetime
    weighted_score: float | None
    recommendation: str
    """The judge's call; '' for offline estimates (which make none)."""
    level_band: str
    """'' for offline estimates."""
    dimensions: dict[str, DimensionPoint] = field(default_factory=dict)


def result_method(result: ScoreResult) -> str:
    """``offline-estimate`` when any dimension (or the whole result) came from the lexical scorer."""
    if result.model == "offline" or any(d.method == "offline-estimate" for d in result.dimensions):
        return "offline-estimate"
    return "llm"


def _where(db_path: str | Path | None) -> Path:
    return Path(db_path) if db_path is not None else paths.history_db()


def _utc_text(moment: datetime) -> str:
    # Stored as ISO text in UTC so that ORDER BY on the column is chronological.
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).isoformat()


def record_result(result: ScoreResult, db_path: str | Path | None = None) -> Recorded:
    """Store one score result; recording the same (session, transcript hash, model) again replaces it."""
    db = connect(db_path)
    try:
        return _record(db, result)
    except sqlite3.Error as exc:
        raise HistoryError(f"{_where(db_path)}: cannot record the result ({exc})") from None
    finally:
        db.close()


def _record(db: sqlite3.Connection, result: ScoreResult) -> Recorded:
    key = (result.session_id, result.transcript_sha256, result.model)
    row = {
        "method": result_method(result),
        "loop_id": result.loop_id,
        "candidate": result.candidate,
        "transcript_path": result.transcript_path,
        "scored_at": _utc_text(result.scored_at),
        "weighted_score": result.rollup.weighted_score,
        # Offline estimates carry no recommendation or band; the NOT NULL columns keep '' for them.
        "recommendation": "" if result_method(result) == "offline-estimate" else result.rollup.recommendation or "",
        "level_band": "" if result_method(result) == "offline-estimate" else result.rollup.level_band or "",
        "result_json": result.model_dump_json(),
    }
    db.execute("BEGIN IMMEDIATE")
    try:
        found = db.execute("SELECT id FROM results WHERE session_id = ? AND transcript_sha256 = ? AND model = ?",
                           key).fetchone()
        if found:
            result_id, created = int(found[0]), False
            sets = ", ".join(f"{k} = ?" for k in row)
            db.execute(f"UPDATE results SET {sets} WHERE id = ?", (*row.values(), result_id))
            db.execute("DELETE FROM dimension_scores WHERE result_id = ?", (result_id,))
        else:
            row = {"session_id": key[0], "transcript_sha256": key[1], "model": key[2], **row,
                   "recorded_at": _utc_text(datetime.now(timezone.utc))}
            cols = ", ".join(row)
            marks = ", ".join("?" for _ in row)
            cur = db.execute(f"INSERT INTO results ({cols}) VALUES ({marks})", tuple(row.values()))
            result_id, created = int(cur.lastrowid or 0), True
        db.executemany(
            "INSERT OR REPLACE INTO dimension_scores (result_id, dimension, dimension_version, score, level_label,"
            " status, method, agreement, flagged) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(result_id, d.dimension, d.dimension_version, d.score if d.status == "scored" else None,
              d.level_label, d.status, d.method, d.agreement, int(d.flagged)) for d in result.dimensions])
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return Recorded(result_id, created)


def list_results(db_path: str | Path | None = None, *, loop_id: str | None = None,
                 model: str | None = None, candidate: str | None = None) -> list[HistoryEntry]:
    """Recorded results, oldest first, optionally only one loop's, one judge model's or one candidate's."""
    where, params = [], []
    for column, value in (("loop_id", loop_id), ("model", model), ("candidate", candidate)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    sql = "SELECT * FROM results" + (f" WHERE {' AND '.join(where)}" if where else "") + " ORDER BY scored_at, id"
    if not _where(db_path).exists():
        return []  # reading must not create an empty database as a side effect
    db = connect(db_path)
    try:
        rows = db.execute(sql, params).fetchall()
        dims: dict[int, dict[str, DimensionPoint]] = {}
        for d in db.execute("SELECT * FROM dimension_scores ORDER BY result_id, rowid"):
            dims.setdefault(d["result_id"], {})[d["dimension"]] = DimensionPoint(
                d["dimension"], d["score"], d["status"], d["level_label"], d["agreement"], bool(d["flagged"]))
    except sqlite3.Error as exc:
        raise HistoryError(f"{_where(db_path)}: cannot read the history ({exc})") from None
    finally:
        db.close()
    return [HistoryEntry(
        id=r["id"], session_id=r["session_id"], transcript_sha256=r["transcript_sha256"], model=r["model"],
        method=r["method"], loop_id=r["loop_id"], candidate=r["candidate"],
        scored_at=datetime.fromisoformat(r["scored_at"]), recorded_at=datetime.fromisoformat(r["recorded_at"]),
        weighted_score=r["weighted_score"],
        # Rows an older version stored for an offline estimate may hold a verdict; an estimate shows none.
        recommendation="" if r["method"] == "offline-estimate" else r["recommendation"],
        level_band="" if r["method"] == "offline-estimate" else r["level_band"],
        dimensions=dims.get(r["id"], {})) for r in rows]


def load_result(result_id: int, db_path: str | Path | None = None) -> ScoreResult:
    """The full ScoreResult stored under ``result_id`` (e.g. to re-render its report)."""
    db = connect(db_path)
    try:
        row = db.execute("SELECT result_json FROM results WHERE id = ?", (result_id,)).fetchone()
    finally:
        db.close()
    if row is None:
        raise HistoryError(f"no result with id {result_id} in the history")
    try:
        return ScoreResult.model_validate(json.loads(row[0]))
    except (ValueError, ValidationError) as exc:
        raise HistoryError(f"result {result_id} in the history is damaged ({exc})") from None
