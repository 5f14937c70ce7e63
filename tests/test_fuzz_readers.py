"""Property tests: arbitrary bytes into the transcript reader and the content loader.

The only outcomes allowed are a parsed object or a one-line error naming the file; each
case must finish quickly (an alias bomb or deep nesting must not hang or blow the stack).
"""

from __future__ import annotations

import json
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interviewer.content import ContentError, load_file
from interviewer.transcript import TranscriptError, read_transcript

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TIME_BOUND_S = 2.0
"""A guard against runaway work (an expansion or a loop that never ends), not a speed test: it counts this
process's CPU time, so other load on the machine cannot fail it. Speed is measured in bench/."""

HEADER = json.dumps({"type": "header", "schema_version": 1, "session_id": "fuzz"}).encode() + b"\n"

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30) | st.floats(allow_nan=True)
    | st.text(max_size=40),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=30,
)
event_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["turn", "assessment", "end", "stage", "tool", "header", "nope"])},
    optional={"role": st.sampled_from(["candidate", "interviewer", "x"]) | json_values, "text": json_values,
              "seq": json_values, "depth": json_values, "turn_seq": json_values, "action": json_values},
)


def _check_transcript(tmp_path, payload: bytes) -> None:
    path = tmp_path / "t.jsonl"
    path.write_bytes(payload)
    started = time.process_time()
    try:
        t = read_transcript(path)
        assert t.header.session_id
    except TranscriptError as exc:
        text = str(exc)
        assert "\n" not in text and text.startswith(str(path))
    assert time.process_time() - started < TIME_BOUND_S


@FAST
@given(st.binary(max_size=2000))
def test_transcript_reader_arbitrary_bytes(tmp_path_factory, payload):
    _check_transcript(tmp_path_factory.mktemp("fz"), payload)


@FAST
@given(st.binary(max_size=500))
def test_transcript_reader_garbage_after_a_valid_header(tmp_path_factory, payload):
    _check_transcript(tmp_path_factory.mktemp("fz"), HEADER + payload)


@FAST
@given(st.lists(event_like, max_size=6), st.booleans())
def test_transcript_reader_wrong_types_and_huge_numbers(tmp_path_factory, events, truncate):
    body = HEADER + b"".join(json.dumps(e).encode() + b"\n" for e in events)
    if truncate and len(body) > len(HEADER) + 3:
        body = body[:-3]
    _check_transcript(tmp_path_factory.mktemp("fz"), body)


def test_transcript_reader_deep_nesting_and_invalid_utf8(tmp_path):
    deep = b'{"type":"note","text":"x","data":' + b'{"a":' * 5000 + b"1" + b"}" * 5000 + b"}\n"
    _check_transcript(tmp_path, HEADER + deep)
    _check_transcript(tmp_path, HEADER + b'{"type":"end","reason":"\xff\xfe"}\n{"type":"end"}\n')


def _check_content(tmp_path, payload: bytes, kind: str = "") -> None:
    path = tmp_path / "c.yaml"
    path.write_bytes(payload)
    started = time.process_time()
    try:
        load_file(path, kind)
    except ContentError as exc:
        text = str(exc)
        assert "\n" not in text and text.startswith(str(path))
    assert time.process_time() - started < TIME_BOUND_S


@FAST
@given(st.binary(max_size=1500), st.sampled_from(["", "rubric", "persona", "scenario", "loop", "task"]))
def test_content_loader_arbitrary_bytes(tmp_path_factory, payload, kind):
    _check_content(tmp_path_factory.mktemp("fz"), payload, kind)


yaml_scalars = st.sampled_from(["1", "-1e999", "99999999999999999999999999", "null", "~", "true", "'x'",
                                "[]", "{}", "&a x", "*a", "!!python/object:os.system x", "|", ">", "'"])


@FAST
@given(st.lists(st.tuples(st.sampled_from(["kind", "id", "version", "title", "levels", "signals", "measures",
                                             "zzz", "ladder", "artifacts"]), yaml_scalars), max_size=8))
def test_content_loader_yaml_shaped_garbage(tmp_path_factory, pairs):
    text = "\n".join(f"{k}: {v}" for k, v in pairs).encode()
    _check_content(tmp_path_factory.mktemp("fz"), text, "rubric")


def test_alias_bomb_is_refused_quickly_with_a_line(tmp_path):
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[i]
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    path = tmp_path / "bomb.yaml"
    path.write_text("kind: rubric\n" + "\n".join(lines) + "\n")
    started = time.process_time()
    try:
        load_file(path, "rubric")
        raise AssertionError("alias bomb was accepted")
    except ContentError as exc:
        assert str(exc).startswith(f"{path}:3: YAML: YAML aliases")
    assert time.process_time() - started < 0.5


def test_python_object_tags_are_not_executed(tmp_path):
    path = tmp_path / "evil.yaml"
    path.write_text("kind: rubric\nid: !!python/object/apply:os.system ['touch pwned']\n")
    try:
        load_file(path, "rubric")
        raise AssertionError("python tag accepted")
    except ContentError as exc:
        assert str(exc).startswith(f"{path}:2: YAML:")
    assert not (tmp_path / "pwned").exists()
