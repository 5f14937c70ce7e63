"""Property test: whatever bytes `interviewer report` is given, it parses them or says one line."""

from __future__ import annotations

import json
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interviewer.scoring.reports.input import ReportInputError, read_report_input
from interviewer.results import ScoreResult
from interviewer.transcript import Transcript
from test_report_data import result

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
GOOD = json.loads(result().model_dump_json())

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30) | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


def _check(tmp_path, payload: bytes) -> None:
    path = tmp_path / "in.json"
    path.write_bytes(payload)
    started = time.monotonic()
    try:
        got = read_report_input(path)
        assert isinstance(got, (ScoreResult, Transcript))
    except ReportInputError as exc:
        assert "\n" not in str(exc) and str(exc).startswith(str(path))
    assert time.monotonic() - started < 2.0


@FAST
@given(st.binary(max_size=1500))
def test_arbitrary_bytes(tmp_path_factory, payload):
    _check(tmp_path_factory.mktemp("ri"), payload)


@FAST
@given(st.sampled_from(sorted(GOOD)), json_values, st.booleans())
def test_a_valid_result_with_one_field_broken(tmp_path_factory, key, value, truncate):
    data = dict(GOOD, **{key: value})
    body = json.dumps(data).encode()
    _check(tmp_path_factory.mktemp("ri"), body[: len(body) // 2] if truncate else body)


def test_deep_nesting_and_a_valid_result(tmp_path):
    _check(tmp_path, b'{"kind":"score-result","usage":' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    (tmp_path / "ok.json").write_text(json.dumps(GOOD))
    assert read_report_input(tmp_path / "ok.json") == result()
