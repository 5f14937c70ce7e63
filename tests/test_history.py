"""The SQLite history: numbered migrations, idempotent recording, reading back."""

from __future__ import annotations

import sqlite3
import threading
from datetime import datetime, timedelta, timezone

import pytest
from dirty_equals import IsDatetime

from interviewer import paths
from interviewer.history import (
    MIGRATIONS,
    DimensionPoint,
    HistoryEntry,
    HistoryError,
    Recorded,
    applied_migrations,
    connect,
    list_results,
    load_result,
    migration,
    record_result,
)
from test_report_data import result


def test_migrations_apply_once_and_are_recorded(tmp_path):
    db_path = tmp_path / "h.sqlite3"
    db = connect(db_path)
    assert applied_migrations(db) == ["m001_initial"]
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"_migrations", "results", "dimension_scores"}
    db.close()
    for _ in range(3):
        db = connect(db_path)
        assert [tuple(r) for r in db.execute("SELECT name FROM _migrations")] == [("m001_initial",)]
        db.close()


def test_a_new_migration_runs_once_on_an_existing_database(tmp_path):
    db_path = tmp_path / "h.sqlite3"
    record_result(result(), db_path)
    calls: list[int] = []

    @migration
    def m002_add_notes(db):
        calls.append(1)
        db.execute("ALTER TABLE results ADD COLUMN notes TEXT NOT NULL DEFAULT ''")

    try:
        for _ in range(2):
            db = connect(db_path)
            assert applied_migrations(db) == ["m001_initial", "m002_add_notes"]
            assert [tuple(r) for r in db.execute("SELECT session_id, notes FROM results")] == [("s-2026-01-05-a", "")]
            db.close()
        assert calls == [1]
    finally:
        MIGRATIONS.remove(m002_add_notes)


def test_a_failing_migration_leaves_nothing_half_done(tmp_path):
    db_path = tmp_path / "h.sqlite3"
    connect(db_path).close()

    @migration
    def m002_broken(db):
        db.execute("CREATE TABLE half (x)")
        raise RuntimeError("boom")

    try:
        with pytest.raises(RuntimeError):
            connect(db_path)
    finally:
        MIGRATIONS.remove(m002_broken)
    db = connect(db_path)
    assert applied_migrations(db) == ["m001_initial"]
    assert db.execute("SELECT count(*) FROM sqlite_master WHERE name = 'half'").fetchone()[0] == 0
    db.close()


def test_record_is_idempotent_per_session_hash_and_model(tmp_path):
    db_path = tmp_path / "h.sqlite3"
    first = record_result(result(), db_path)
    assert first == Recorded(id=1, created=True)
    assert record_result(result(), db_path) == Recorded(id=1, created=False)
    # Same key, new scores: the row is replaced, not duplicated.
    assert record_result(result(scores=(4, 4)), db_path) == Recorded(id=1, created=False)
    assert record_result(result(model="anthropic:claude-sonnet-4-5"), db_path) == Recorded(id=2, created=True)
    assert record_result(result(sha="cd" * 32), db_path) == Recorded(id=3, created=True)
    db = sqlite3.connect(db_path)
    assert db.execute("SELECT count(*) FROM results").fetchone()[0] == 3
    rows = db.execute("SELECT dimension, score, status FROM dimension_scores WHERE result_id = 1 ORDER BY rowid")
    assert rows.fetchall() == [
        ("nccl-collectives", 4, "scored"), ("fsdp-sharding", 4, "scored"),
        ("checkpointing", None, "unscored"), ("gpu-ops", None, "not_assessed")]
    db.close()


def test_list_results_reads_back_whole_entries_oldest_first(tmp_path):
    db_path = tmp_path / "h.sqlite3"
    t0 = datetime(2026, 1, 5, 14, 30, tzinfo=timezone.utc)
    record_result(result(session_id="later", scored_at=t0 + timedelta(days=7), scores=(4, None)), db_path)
    record_result(result(session_id="earlier", scored_at=t0, model="offline", method="offline-estimate"), db_path)
    entries = list_results(db_path)
    assert entries == [
        HistoryEntry(id=2, session_id="earlier", transcript_sha256="ab" * 32, model="offline",
                     method="offline-estimate", loop_id="training-infra", candidate="Ada Lovelace", scored_at=t0,
                     recorded_at=IsDatetime(approx=datetime.now(timezone.utc), delta=60), weighted_score=2.5,
                     # An offline estimate's row shows no verdict, even one an older version stored (#19).
                     recommendation="", level_band="",
                     dimensions={"nccl-collectives": DimensionPoint("nccl-collectives", 3, "scored", "Deep"),
                                 "fsdp-sharding": DimensionPoint("fsdp-sharding", 2, "scored", "Working", 1.0),
                                 "checkpointing": DimensionPoint("checkpointing", None, "unscored"),
                                 "gpu-ops": DimensionPoint("gpu-ops", None, "not_assessed")}),
        HistoryEntry(id=1, session_id="later", transcript_sha256="ab" * 32, model="openai:gpt-4.1", method="llm",
                     loop_id="training-infra", candidate="Ada Lovelace", scored_at=t0 + timedelta(days=7),
                     recorded_at=IsDatetime(approx=datetime.now(timezone.utc), delta=60), weighted_score=4.0,
                     recommendation="lean hire", level_band="mid",
                     dimensions={"nccl-collectives": DimensionPoint("nccl-collectives", 4, "scored", "Expert"),
                                 "fsdp-sharding": DimensionPoint("fsdp-sharding", None, "unscored", "", 1.0),
                                 "checkpointing": DimensionPoint("checkpointing", None, "unscored"),
                                 "gpu-ops": DimensionPoint("gpu-ops", None, "not_assessed")}),
    ]
    assert [e.session_id for e in list_results(db_path, model="offline")] == ["earlier"]
    assert list_results(db_path, loop_id="other") == []


def test_load_result_round_trips_the_whole_result(tmp_path):
    db_path = tmp_path / "h.sqlite3"
    rec = record_result(result(), db_path)
    assert load_result(rec.id, db_path) == result()
    with pytest.raises(HistoryError, match="no result with id 99"):
        load_result(99, db_path)


def test_default_location_is_the_user_data_dir():
    record_result(result())
    assert paths.history_db().is_file()
    assert [e.session_id for e in list_results()] == ["s-2026-01-05-a"]


def test_a_file_that_is_not_a_database_is_one_line(tmp_path):
    bad = tmp_path / "h.sqlite3"
    bad.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(HistoryError) as info:
        list_results(bad)
    assert str(info.value) == f"{bad}: not a usable history database (file is not a database)"


def test_parallel_writers_each_land_once(tmp_path):
    db_path = tmp_path / "h.sqlite3"
    connect(db_path).close()
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            for _ in range(2):  # the second record of each is a replace
                record_result(result(session_id=f"s{i}"), db_path)
        except BaseException as exc:  # noqa: BLE001 - surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(e.session_id for e in list_results(db_path)) == [f"s{i}" for i in range(6)]
