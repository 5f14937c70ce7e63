"""Bad input never crashes the tool: the score-result readers and the CLI, fed garbage.

test_fuzz_readers.py covers the transcript reader and the content loader, and
test_report_input.py feeds arbitrary bytes to ``read_report_input``. This file extends that
to the other readers of score results (the batch ``--out`` file a re-run reads back, the
scoring cache) and to the whole ``interviewer report`` command on results that parse as JSON
but are broken deep inside (nested wrong types, huge or non-finite numbers, invalid UTF-8
inside strings, truncation at any byte): the only outcomes allowed are a rendered report
(exit 0) or one ``interviewer: FILE: …`` line with exit 2 — never a traceback or "internal error".
Every case runs under a time bound.
"""

from __future__ import annotations

import contextlib
import io
import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interviewer.cli.main import main
from interviewer.scoring.batch import ResultsFile
from interviewer.scoring.batch.cache import ScoreCache
from interviewer.results import DimensionScore
from test_report_data import result

FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TIME_BOUND_S = 3.0
"""A guard against runaway work (an expansion or a loop that never ends), not a speed test: it counts this
process's CPU time, so other load on the machine cannot fail it. Speed is measured in bench/."""
GOOD = json.loads(result().model_dump_json())

weird = st.one_of(
    st.none(), st.booleans(), st.text(max_size=30),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.sampled_from([0, -1, 5, 99, 10**18, 2**63, -(2**63) - 1, 1e308, -1e308, 0.5, 3.999]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)
PATHS = [("rollup", "weighted_score"), ("rollup", "recommendation"), ("rollup", "dimensions_scored"),
         ("rollup", "rule"), ("rollup",), ("dimensions",), ("dimensions", 0), ("dimensions", 0, "score"),
         ("dimensions", 1, "score"), ("dimensions", 0, "samples"), ("dimensions", 1, "samples", 0),
         ("dimensions", 1, "agreement"), ("dimensions", 0, "evidence"), ("dimensions", 0, "evidence", 0),
         ("dimensions", 0, "evidence", 0, "turn"), ("dimensions", 0, "evidence", 0, "quote"),
         ("dimensions", 0, "status"), ("dimensions", 0, "level_label"), ("dimensions", 0, "red_flags"),
         ("dimensions", 2, "reason"), ("usage",), ("usage", "cost_usd"), ("scored_at",), ("transcript_path",),
         ("schema_version",), ("session_id",), ("model",)]


def _set(data, path, value):
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def _assert_report_handles(path: Path) -> None:
    started = time.process_time()
    code, out, err = _run(["report", str(path), "--model", "offline"])
    assert time.process_time() - started < TIME_BOUND_S
    assert "Traceback" not in err and "internal error" not in err, err
    if code == 0:
        assert out.strip(), "a report was rendered"
        return
    assert code == 2, (code, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"interviewer: {path}"), lines


@FAST
@given(st.sampled_from(PATHS), weird)
def test_report_on_a_result_broken_deep_inside(tmp_path_factory, path, value):
    target = tmp_path_factory.mktemp("rb") / "result.json"
    target.write_text(json.dumps(_set(GOOD, path, value), allow_nan=True))
    _assert_report_handles(target)


@FAST
@given(st.integers(min_value=0, max_value=10_000), st.binary(min_size=1, max_size=4))
def test_report_on_a_result_truncated_or_with_invalid_utf8_spliced_in(tmp_path_factory, at, junk):
    body = json.dumps(GOOD).encode()
    at = at % len(body)
    target = tmp_path_factory.mktemp("rb") / "result.json"
    target.write_bytes(body[:at] if junk[0] % 2 else body[:at] + b"\xff" + junk + body[at:])
    _assert_report_handles(target)


def test_report_on_huge_numbers_and_deep_nesting_inside_a_result(tmp_path):
    cases = {
        "bigint.json": json.dumps(GOOD).replace('"score": 3', '"score": ' + "9" * 5000),
        "inf.json": json.dumps(_set(GOOD, ("rollup", "weighted_score"), float("inf")), allow_nan=True),
        "nan.json": json.dumps(_set(GOOD, ("dimensions", 1, "agreement"), float("nan")), allow_nan=True),
        "deep.json": json.dumps(GOOD)[:-1] + ', "extra": ' + "[" * 50_000 + "]" * 50_000 + "}",
        "deep-in-dims.json": json.dumps(GOOD).replace('"samples": []', '"samples": ' + "[" * 3000 + "]" * 3000, 1),
        "list-of-two.json": json.dumps([GOOD, GOOD]),
        "jsonl-torn.jsonl": json.dumps(GOOD) + "\n" + json.dumps(GOOD)[:100],
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text)
        _assert_report_handles(path)


@FAST
@given(st.binary(max_size=3000))
def test_the_results_file_a_rerun_reads_back_never_crashes_and_ends_whole(tmp_path_factory, payload):
    path = tmp_path_factory.mktemp("rf") / "r.jsonl"
    path.write_bytes(payload)
    started = time.process_time()
    rf = ResultsFile(path)
    assert time.process_time() - started < TIME_BOUND_S
    data = path.read_bytes()
    assert data == b"" or data.endswith(b"\n"), "a torn last line is cut off"
    assert payload.startswith(data), "only a torn tail is ever removed"
    assert isinstance(rf.seen, set)


@FAST
@given(st.lists(st.sampled_from(PATHS), min_size=1, max_size=3), weird, st.booleans())
def test_the_results_file_tolerates_results_with_wrong_types(tmp_path_factory, paths, value, torn):
    lines = [json.dumps(_set(GOOD, p, value), allow_nan=True) for p in paths]
    body = ("\n".join(lines) + "\n").encode()
    path = tmp_path_factory.mktemp("rf") / "r.jsonl"
    path.write_bytes(body[:-5] if torn else body)
    ResultsFile(path)
    assert path.read_bytes().endswith(b"\n") or path.read_bytes() == b""


@FAST
@given(st.binary(max_size=1500) | st.sampled_from(PATHS).map(lambda p: json.dumps(
    {"score": _set(GOOD, p, None)["dimensions"][0] if p[0] == "dimensions" and len(p) > 2 else 7}).encode()))
def test_a_damaged_cache_entry_is_a_miss_never_a_crash(tmp_path_factory, payload):
    cache = ScoreCache(tmp_path_factory.mktemp("cache"))
    key = "ab" + "0" * 62
    path = cache._path(key)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(payload)
    got = cache.get(key)
    assert got is None or isinstance(got[0], DimensionScore)


# ------------------------------------------------------------------------------------------ CLI


def _bad_files(folder: Path) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "empty": b"",
        "binary": bytes(range(256)) * 3,
        "invalid-utf8": b'{"type":"header","schema_version":1,"session_id":"x"}\n{"type":"turn","text":"\xff\xfe"}\n',
        "truncated-json": json.dumps(GOOD).encode()[:200],
        "deep": b"[" * 100_000 + b"]" * 100_000,
        "huge-number": b'{"kind":"score-result","session_id":"a","score":' + b"9" * 100_000 + b"}",
        "alias-bomb": b"kind: rubric\na: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
                      b"c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n",
        "wrong-schema": b'{"type":"header","schema_version":99,"session_id":"x"}\n',
    }
    out = {}
    for name, data in files.items():
        suffix = ".yaml" if name == "alias-bomb" else ".jsonl"
        path = folder / f"{name}{suffix}"
        path.write_bytes(data)
        out[name] = path
    out["missing"] = folder / "missing.jsonl"
    return out


BAD = ["empty", "binary", "invalid-utf8", "truncated-json", "deep", "huge-number", "alias-bomb", "wrong-schema",
       "missing"]


@pytest.mark.parametrize("command", ["report", "resume", "score"])
@pytest.mark.parametrize("name", BAD)
def test_cli_on_a_bad_file_is_one_line_naming_it_exit_2(tmp_path, command, name):
    path = _bad_files(tmp_path / "bad")[name]
    argv = [command, str(path)] + (["--model", "offline", "--no-history"] if command == "score" else [])
    started = time.process_time()
    code, out, err = _run(argv)
    assert time.process_time() - started < TIME_BOUND_S
    assert code == 2, (code, err)
    assert "Traceback" not in err and "internal error" not in err
    lines = err.strip().splitlines()
    assert lines and all(line.startswith("interviewer: ") for line in lines), lines
    assert str(path) in lines[0]
    if command != "score":
        assert len(lines) == 1, lines
    else:  # one line per skipped file, then the verdict
        assert lines[1:] in ([f"interviewer: no transcript{'s found' if name == 'missing' else ' could be read'}"],)


@pytest.mark.parametrize("name", BAD)
def test_validate_on_a_bad_file_names_it_and_exits_2(tmp_path, name, monkeypatch):
    # `validate` is a linter: its problems go to stdout as FILE[:LINE]: message, one per problem.
    path = _bad_files(tmp_path / "bad")[name]
    monkeypatch.chdir(tmp_path)
    started = time.process_time()
    code, out, err = _run(["validate", str(path)])
    assert time.process_time() - started < TIME_BOUND_S
    assert code == 2 and err == "", (code, err)
    first = out.splitlines()[0]
    assert first.startswith(("bad/" + path.name, str(path))), first
    assert out.rstrip().endswith("1 problem found.")
