"""`interviewer score` from the command line: exit codes, one-line errors, formats, kill and resume."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from interviewer.cli.main import main
from interviewer.scoring.batch.cache import ScoreCache
from scoring_helpers import import_bench, read_jsonl, write_content, write_transcript

mockserver = import_bench("mockserver")


@pytest.fixture
def content(tmp_path):
    return write_content(tmp_path / "content")


def folder_of(tmp_path, n, name="t"):
    folder = tmp_path / name
    folder.mkdir()
    for i in range(n):
        write_transcript(folder / f"s{i:02d}.jsonl", session_id=f"s{i:02d}", extra_turns=[
            ("candidate", "ckpt", f"Run {i}: the MTBF was {i + 3} hours and we saved every {i + 9} minutes.")])
    return folder


def test_offline_scores_a_folder_and_reports_bad_files_in_one_line_each(tmp_path, content, capsys):
    folder = folder_of(tmp_path, 2)
    (folder / "broken.jsonl").write_text('{"type": "header"')
    (folder / "empty.jsonl").write_text("")
    code = main(["score", str(folder), str(tmp_path / "missing"), "--content-dir", str(content),
                 "--model", "offline", "--out", str(tmp_path / "r.jsonl"), "--no-history"])
    err = capsys.readouterr().err
    assert code == 2
    skipped = [line for line in err.splitlines() if line.startswith("interviewer: skipped")]
    assert len(skipped) == 3
    assert any("missing: no such file or folder" in line for line in skipped)
    assert any("empty.jsonl:1: the file is empty" in line for line in skipped)
    assert "Traceback" not in err
    rows = read_jsonl(tmp_path / "r.jsonl")
    assert [r["session_id"] for r in rows] == ["s00", "s01"]
    assert {d["method"] for r in rows for d in r["dimensions"]} == {"offline-estimate"}


@pytest.mark.parametrize("argv, message", [
    (["--concurrency", "0"], "--concurrency must be at least 1"),
    (["--samples", "0"], "--samples must be at least 1"),
    (["--rubric", "nope"], "unknown rubric 'nope'"),
    (["--model", "madeup:x"], "unknown model 'madeup:x'"),
])
def test_usage_errors_exit_2_with_one_line(tmp_path, content, capsys, argv, message):
    folder = folder_of(tmp_path, 1)
    code = main(["score", str(folder), "--content-dir", str(content), "--no-history", *argv])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and message in err[0] and err[0].startswith("interviewer: ")


def test_nothing_readable_is_a_usage_error(tmp_path, content, capsys):
    (tmp_path / "x.jsonl").write_text("garbage\n")
    assert main(["score", str(tmp_path / "x.jsonl"), "--content-dir", str(content), "--model", "offline",
                 "--no-history"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == "interviewer: no transcript could be read"


def test_csv_and_json_formats(tmp_path, content, capsys):
    folder = folder_of(tmp_path, 2)
    base = ["score", str(folder), "--content-dir", str(content), "--model", "offline", "--no-history"]
    assert main([*base, "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert len(rows) == 6 and rows[0]["dimension"] == "parallelism" and rows[0]["method"] == "offline-estimate"
    assert main([*base, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["session_id"] for r in data] == ["s00", "s01"]


def test_provider_failure_after_retries_exits_1_with_one_line_and_nothing_cached(tmp_path, content, capsys):
    folder = folder_of(tmp_path, 1)
    with mockserver.MockServer(fault_rates={"429": 1.0}, retry_after=0.001) as server:
        code = main(["score", str(folder), "--content-dir", str(content), "--model", "openai:m",
                     "--base-url", server.base_url, "--no-history", "--rubric", "parallelism"])
    err = capsys.readouterr().err
    assert code == 1
    assert "1 dimensions failed at the provider after retries" in err.splitlines()[-1]
    assert "Traceback" not in err
    assert ScoreCache().count() == 0


def test_results_go_to_history_unless_no_history(tmp_path, content):
    from interviewer.history import list_results

    folder = folder_of(tmp_path, 1)
    assert main(["score", str(folder), "--content-dir", str(content), "--model", "offline", "--no-history"]) == 0
    assert list_results() == []
    assert main(["score", str(folder), "--content-dir", str(content), "--model", "offline"]) == 0
    assert [e.session_id for e in list_results()] == ["s00"]


def test_a_killed_batch_rerun_redoes_only_what_is_missing(tmp_path, content):
    folder = folder_of(tmp_path, 20)
    out = tmp_path / "r.jsonl"
    env = {**os.environ, "INTERVIEWER_HOME": os.environ["INTERVIEWER_HOME"], "PYTHONUNBUFFERED": "1"}
    with mockserver.MockServer(latency=0.15) as server:
        argv = [sys.executable, "-m", "interviewer.cli.main", "score", str(folder), "--content-dir", str(content),
                "--model", "openai:m", "--base-url", server.base_url, "--concurrency", "4", "--out", str(out),
                "--no-history"]
        proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        cache = ScoreCache()
        deadline = time.monotonic() + 60
        while cache.count() < 20 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        time.sleep(0.3)  # let requests the dead client left in flight finish on the server
        done_before = cache.count()
        assert 20 <= done_before < 60, "the kill must land mid-batch"
        if out.exists():  # results are appended per finished transcript; there may be none yet
            for line in out.read_text().splitlines()[:-1]:
                json.loads(line)  # every complete line parses; only a torn last line may not
        server.reset_stats()

        rerun = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
        assert rerun.returncode == 0, rerun.stderr
        assert server.stats.ok == 60 - done_before, "only the missing dimensions are judged again"
    rows = read_jsonl(out)
    assert sorted(r["session_id"] for r in rows) == [f"s{i:02d}" for i in range(20)]
    assert all(d["status"] == "scored" for r in rows for d in r["dimensions"])
