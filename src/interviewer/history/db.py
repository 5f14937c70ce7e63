"""The history database: connection and numbered migrations.

Every schema change is one small function appended to ``MIGRATIONS`` with ``@migration``;
``_migrations`` records which ran, so each applies exactly once per database, in order.
Never edit a migration that has shipped: add the next one.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path

from .. import paths

MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = []

BUSY_TIMEOUT_S = 30.0
"""How long a writer waits for another process's lock (batch scoring may record in parallel)."""


class HistoryError(Exception):
    """The history database cannot be opened or read; ``str()`` is one line naming the file."""


def migration(fn: Callable[[sqlite3.Connection], None]) -> Callable[[sqlite3.Connection], None]:
    """Register ``fn`` as the next migration; its name (``m001_…``) is its identity."""
    MIGRATIONS.append(fn)
    return fn


@migration
def m001_initial(db: sqlite3.Connection) -> None:
    db.execute("""
        CREATE TABLE results (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            transcript_sha256 TEXT NOT NULL DEFAULT '',
            model TEXT NOT NULL,
            method TEXT NOT NULL,
            loop_id TEXT,
            candidate TEXT NOT NULL DEFAULT '',
            transcript_path TEXT NOT NULL DEFAULT '',
            scored_at TEXT NOT NULL,
            recorded_at TEXT NOT NULL,
            weighted_score REAL,
            recommendation TEXT NOT NULL,
            level_band TEXT NOT NULL DEFAULT '',
            result_json TEXT NOT NULL,
            UNIQUE (session_id, transcript_sha256, model)
        )""")
    db.execute("""
        CREATE TABLE dimension_scores (
            result_id INTEGER NOT NULL REFERENCES results(id) ON DELETE CASCADE,
            dimension TEXT NOT NULL,
            dimension_version TEXT NOT NULL DEFAULT '',
            score INTEGER,
            level_label TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL,
            method TEXT NOT NULL,
            agreement REAL,
            flagged INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (result_id, dimension)
        )""")
    db.execute("CREATE INDEX results_scored_at ON results (scored_at)")
    db.execute("CREATE INDEX dimension_scores_dimension ON dimension_scores (dimension)")


def connect(db_path: str | Path | None = None) -> sqlite3.Connection:
    """Open (creating if needed) the history database and bring its schema up to date.

    The connection is in autocommit mode; callers group writes with ``transaction()``.
    """
    path = Path(db_path) if db_path is not None else paths.history_db()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        raise HistoryError(f"{path}: cannot open the history database ({exc})") from None
    try:
        db.row_factory = sqlite3.Row
        db.execute("PRAGMA foreign_keys = ON")
        migrate(db)
    except sqlite3.DatabaseError as exc:
        db.close()
        raise HistoryError(f"{path}: not a usable history database ({exc})") from None
    return db


def migrate(db: sqlite3.Connection) -> list[str]:
    """Apply the migrations this database has not had yet; returns their names."""
    db.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    done: list[str] = []
    if set(applied_migrations(db)) >= {fn.__name__ for fn in MIGRATIONS}:
        return done
    for fn in MIGRATIONS:
        # BEGIN IMMEDIATE takes the write lock first, so two processes opening a fresh
        # database cannot both decide a migration is missing and both run it.
        db.execute("BEGIN IMMEDIATE")
        try:
            if db.execute("SELECT 1 FROM _migrations WHERE name = ?", (fn.__name__,)).fetchone():
                db.execute("COMMIT")
                continue
            fn(db)
            db.execute("INSERT INTO _migrations (name, applied_at) VALUES (?, ?)",
                       (fn.__name__, datetime.now(timezone.utc).isoformat()))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        done.append(fn.__name__)
    return done


def applied_migrations(db: sqlite3.Connection) -> list[str]:
    """Names of the migrations recorded in this database, in the order they ran."""
    return [r[0] for r in db.execute("SELECT name FROM _migrations ORDER BY rowid")]
