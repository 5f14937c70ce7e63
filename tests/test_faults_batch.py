"""Provider faults during batch scoring, through the real ``openai:`` adapter and ``interviewer score``.

Not a cassette test (see test_faults_chat.py for why). The 100-transcript exactly-once run at
10% 429s and 5% 500s lives in test_batch_mockserver.py; here each fault is driven once and
persistently through the CLI with ``--out``, and the results file is read back: every line
parses, the last line for each transcript has every dimension scored, and after a failure a
re-run judges exactly the dimensions that were missing, none twice.
"""

from __future__ import annotations

import json

import pytest

from interviewer.cli.main import main
from scoring_helpers import import_bench, write_content, write_transcript

faults = import_bench("faults")
mockserver = import_bench("mockserver")


def _assert_clean(row):
    assert not row.traceback, row.traceback_text
    assert row.lost == [] and row.duplicated == [], (row.lost, row.duplicated)
    assert row.clean, row


@pytest.mark.parametrize("fault", ["429", "500", "reset", "stall", "nonjson", "truncated"])
def test_a_fault_that_clears_costs_one_retry_and_every_dimension_is_scored(tmp_path, fault):
    row = faults.run_batch(fault, "once", tmp_path)
    _assert_clean(row)
    assert row.exit_code == 0 and row.faults_hit == 1
    assert row.requests == 13, "12 dimensions plus the one retried request"
    assert row.stderr_lines == []


@pytest.mark.parametrize("fault, message", [
    ("500", "provider error (HTTP 500)"),
    ("nonjson", "does not match"),
    ("401", "authentication failed (HTTP 401)"),
])
def test_a_fault_that_outlasts_the_retries_exits_1_and_a_rerun_judges_only_what_is_missing(tmp_path, fault, message):
    row = faults.run_batch(fault, "persistent", tmp_path)
    _assert_clean(row)
    assert row.exit_code == 1
    assert row.stderr_lines[-1].startswith("interviewer: 12 dimensions failed at the provider after retries")
    assert row.resumable == "yes" and row.notes == "re-run judged 12 (the 12 missing)"
    rows = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    failed = [d for r in rows[:4] for d in r["dimensions"]]
    assert all(d["status"] == "unscored" and message in d["reason"] and "\n" not in d["reason"] for d in failed)


def test_a_rerun_after_a_partial_failure_appends_the_completed_result(tmp_path):
    # One dimension of one transcript fails (401 once), the rest are scored and cached. The
    # re-run judges that one dimension, and the results file's last line for that transcript
    # is complete; before the fix the re-run's result was dropped as "already written".
    content = write_content(tmp_path / "content")
    folder = tmp_path / "t"
    folder.mkdir()
    for i in range(3):
        write_transcript(folder / f"s{i}.jsonl", session_id=f"s{i}",
                         extra_turns=[("candidate", "ckpt", f"Run {i}: the MTBF was {i + 3} hours.")])
    out = tmp_path / "r.jsonl"
    argv = ["score", str(folder), "--content-dir", str(content), "--model", "openai:m", "--out", str(out),
            "--no-history", "--concurrency", "1"]
    with mockserver.MockServer(faults=["401"]) as server:
        assert main([*argv, "--base-url", server.base_url]) == 1
    first = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(first) == 3
    with mockserver.MockServer() as server:
        assert main([*argv, "--base-url", server.base_url]) == 0
        assert server.stats.ok == 1
    again = [json.loads(line) for line in out.read_text().splitlines()]
    assert again[:3] == first, "lines already written are never rewritten"
    assert len(again) == 4
    last = {r["session_id"]: r for r in again}
    assert all(d["status"] == "scored" for r in last.values() for d in r["dimensions"])
    with mockserver.MockServer() as server:  # a third run has nothing to do and writes nothing
        assert main([*argv, "--base-url", server.base_url]) == 0
        assert server.stats.requests == 0
    assert len(out.read_text().splitlines()) == 4

