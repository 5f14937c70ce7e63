"""Provider faults during a chat, through the real ``openai:`` adapter, the retry layer and the CLI.

Not a cassette test: a cassette cannot replay a reset connection, a stalled or cut stream, or a
429 that clears on retry. ``bench/mockserver.py`` sends those bytes on 127.0.0.1, and
``bench/faults.py`` (the same harness the fault report uses) runs ``interviewer chat --answers``
in-process under each fault, then reads the transcript back. Every case must end either finished
(the retries absorbed the fault) or with one ``interviewer:`` line, exit 1 and a transcript that
``interviewer resume`` finishes — with every answer recorded once and no question asked twice.
"""

from __future__ import annotations

import pytest

from scoring_helpers import import_bench

faults = import_bench("faults")

ONCE_RECOVERED = ["429", "500", "reset", "stall", "nonjson", "truncated"]
"""Faults the retry layer (or a fallback) absorbs when they hit once."""


def _assert_clean(row):
    assert not row.traceback, row.traceback_text
    assert row.lost == [] and row.duplicated == [], (row.lost, row.duplicated)
    assert row.clean, row


@pytest.mark.parametrize("fault", ONCE_RECOVERED)
@pytest.mark.parametrize("where", ["phrasing", "assessor"])
def test_a_fault_that_clears_is_absorbed_and_the_stage_finishes(tmp_path, fault, where):
    row = faults.run_chat(fault, where, "once", tmp_path)
    _assert_clean(row)
    assert row.faults_hit == 1
    assert row.exit_code == 0 and row.outcome.startswith("finished"), row
    assert row.stderr_lines == []
    if fault == "truncated" and where == "phrasing":
        assert row.notes == "cut reply replaced by the authored line"
    if fault in ("nonjson", "truncated") and where == "assessor":
        # One unusable reply is retried; the second reply is good, so no fallback is needed.
        assert "fell back" not in row.notes


@pytest.mark.parametrize("fault, message", [
    ("cut", "cannot reach the provider"),
    ("midstall", "no answer in time"),
])
def test_a_stream_that_breaks_after_text_was_shown_stops_with_one_line_and_resumes(tmp_path, fault, message):
    # Once the first words are on screen a stream is not replayed (that would show them twice):
    # the turn is not recorded, the command says so in one line, and resume asks it again.
    row = faults.run_chat(fault, "phrasing", "once", tmp_path)
    _assert_clean(row)
    assert row.exit_code == 1 and row.requests == 1
    assert row.stderr_lines[0].startswith("interviewer: openai: ") and message in row.stderr_lines[0]
    assert row.stderr_lines[1].startswith("Your answers so far are saved. Retry the turn with: interviewer resume ")
    assert row.resumable == "yes"


@pytest.mark.parametrize("fault, where, message, kept", [
    ("429", "phrasing", "rate limited (HTTP 429)", 0),
    ("500", "assessor", "provider error (HTTP 500)", 1),
    ("reset", "assessor", "cannot reach the provider", 1),
    ("stall", "phrasing", "no answer in time", 0),
    ("401", "assessor", "authentication failed (HTTP 401)", 1),
])
def test_a_fault_that_outlasts_the_retries_is_one_line_exit_1_and_resume_finishes(tmp_path, fault, where, message,
                                                                                   kept):
    row = faults.run_chat(fault, where, "persistent", tmp_path)
    _assert_clean(row)
    assert row.exit_code == 1
    assert message in row.stderr_lines[0] and row.stderr_lines[0].startswith("interviewer: openai: ")
    assert len(row.stderr_lines) == 2, row.stderr_lines
    if fault != "401":
        # The one retry layer makes four attempts. Where the assessor fails, the follow-up that is
        # phrased alongside it (speculatively, one attempt and no retries) meets the fault once too.
        assert row.faults_hit == (5 if where == "assessor" else 4), "one retry layer: four attempts per call"
    assert row.notes == f"resumed with {kept} answer(s) kept" and row.resumable == "yes"


@pytest.mark.parametrize("fault", ["nonjson", "truncated"])
def test_an_assessor_that_never_returns_usable_json_falls_back_to_lexical_and_says_so(tmp_path, fault):
    row = faults.run_chat(fault, "assessor", "persistent", tmp_path)
    _assert_clean(row)
    assert row.exit_code == 0 and row.outcome.startswith("finished")
    assert "assessor fell back to lexical" in row.notes
