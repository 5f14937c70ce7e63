"""`interviewer report`: results and transcripts in, scorecards out, one-line errors for bad files."""

from __future__ import annotations

import json

import pytest

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.scoring.reports import render_html, render_markdown
from test_report_data import library, result, write_content, write_transcript


@pytest.fixture
def content(tmp_path):
    return write_content(tmp_path / "content")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["report", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_result_json_renders_markdown_to_stdout(tmp_path, capsys, content):
    path = tmp_path / "r.json"
    path.write_text(result().model_dump_json(indent=2))
    code, out, err = _run(capsys, str(path), "--content-dir", str(content))
    assert (code, err) == (0, "")
    assert out == render_markdown(result(), load_library([content]))
    assert "3 · Deep: Reasons about bandwidth" in out


def test_html_out_file_is_written_atomically_and_links_the_transcript(tmp_path, capsys, content):
    transcript, sha = write_transcript(tmp_path / "t.jsonl")
    res = result(sha=sha, transcript_path="t.jsonl")  # relative: found next to the result file
    (tmp_path / "r.json").write_text(res.model_dump_json())
    out_file = tmp_path / "reports" / "card.html"
    code, out, err = _run(capsys, str(tmp_path / "r.json"), "--out", str(out_file), "--content-dir", str(content))
    assert (code, out, err) == (0, "", f"wrote {out_file}\n")
    html = out_file.read_text()
    assert html == render_html(res, load_library([content]), transcript)
    assert 'href="#turn-4"' in html and 'id="turn-4"' in html
    assert [p.name for p in out_file.parent.iterdir()] == ["card.html"]  # no temp file left behind


def test_changed_transcript_is_left_out_with_a_note(tmp_path, capsys, content):
    _, sha = write_transcript(tmp_path / "t.jsonl")
    (tmp_path / "r.json").write_text(result(sha=sha, transcript_path=str(tmp_path / "t.jsonl")).model_dump_json())
    with open(tmp_path / "t.jsonl", "a") as fh:
        fh.write('{"type":"end"}\n')
    code, out, err = _run(capsys, str(tmp_path / "r.json"), "--format", "html", "--content-dir", str(content))
    assert code == 0 and out.startswith("<!doctype html>")
    assert err == f"interviewer: note: {tmp_path / 't.jsonl'}: transcript changed since it was scored; not included\n"
    assert 'id="transcript"' not in out and "#turn-" not in out


def test_transcript_is_scored_offline_first(tmp_path, capsys, content):
    write_transcript(tmp_path / "t.jsonl", candidate_text="plain words")
    code, out, err = _run(capsys, str(tmp_path / "t.jsonl"), "--content-dir", str(content))
    assert (code, err) == (0, "")
    assert out.startswith("# Interview scorecard: s-2026-01-05-a\n\n> **Offline estimate:**")
    assert "- **Judge model:** `offline` (offline estimate)" in out
    assert "### 1. Collective communication (`nccl-collectives`)" in out
    assert "### 2. FSDP and sharding (`fsdp-sharding`)" in out
    assert "Judge usage" not in out


def test_open_writes_a_file_and_hands_it_to_the_browser(tmp_path, capsys, content, monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr("webbrowser.open", lambda url: opened.append(url) or True)
    (tmp_path / "r.json").write_text(result().model_dump_json())
    out_file = tmp_path / "card.html"
    code, _, _ = _run(capsys, str(tmp_path / "r.json"), "--out", str(out_file), "--open",
                      "--content-dir", str(content))
    assert code == 0 and opened == [out_file.resolve().as_uri()]
    assert out_file.read_text().startswith("<!doctype html>")  # format taken from the .html extension


def test_open_without_out_uses_the_cache_folder(tmp_path, capsys, content, monkeypatch, _isolated_user_state):
    opened: list[str] = []
    monkeypatch.setattr("webbrowser.open", lambda url: opened.append(url) or True)
    (tmp_path / "r.json").write_text(result().model_dump_json())
    code, _, _ = _run(capsys, str(tmp_path / "r.json"), "--format", "html", "--open", "--content-dir", str(content))
    expected = _isolated_user_state / "cache" / "reports" / "s-2026-01-05-a.html"
    assert code == 0 and opened == [expected.resolve().as_uri()] and expected.is_file()


def _bad(tmp_path, name: str, body: bytes | str) -> str:
    path = tmp_path / name
    path.write_bytes(body if isinstance(body, bytes) else body.encode())
    return str(path)


@pytest.mark.parametrize("name, body, message", [
    ("r.json", '{"kind": "score-result", "session_id": "x",', "not valid JSON (Expecting property name enclosed "
     "in double quotes at line 1 column 44)"),
    ("r.json", '{\n  "kind": "score-result",\n  "model": \n}', "not valid JSON (Expecting value at line 4 column 1)"),
    ("r.json", '{"kind": "rubric", "id": "x"}', "not a score result (kind is 'rubric', expected 'score-result')"),
    ("r.json", "[1, 2]", "item 1: not a score result (kind is 'int', expected 'score-result')"),
    ("r.json", "42", "not a score result or a transcript (expected a JSON object)"),
    ("r.json", "", "the file is empty"),
    ("r.json", b"\xff\xfe{", "not valid UTF-8; not a score result or a transcript"),
    ("r.json", '{"kind": "score-result", "session_id": "x"}', "bad score result: model: Field required"),
    ("r.jsonl", '{"kind": "score-result"}\n{oops\n', "line 2 is not valid JSON"),
    ("t.jsonl", '{"type":"header","schema_version":1,"session_id":"s"}\n{"type":"turn","role":"cat","text":"x"}\n'
                '{"type":"end"}\n', "2: bad event: turn.role: Input should be 'interviewer', 'candidate' or 'other'"),
    ("t.jsonl", '{"type":"header","schema_version":1,"session_id":"s"}\nnot json\n{"type":"end"}\n',
     "2: not a JSON object (Expecting value: line 1 column 1 (char 0)); the transcript is damaged at this line"),
    ("t.jsonl", '{"type":"header","schema_version":99,"session_id":"s"}\n',
     "1: schema_version 99 is not supported (this interviewer reads 1 to 2); upgrade interviewer"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys, name, body, message):
    path = _bad(tmp_path, name, body)
    code, out, err = _run(capsys, path)
    assert (code, out) == (2, "")
    sep = ":" if message[0].isdigit() else ": "
    assert err == f"interviewer: {path}{sep}{message}\n"


def test_missing_file_and_folder(tmp_path, capsys):
    missing = tmp_path / "nope.json"
    assert _run(capsys, str(missing)) == (2, "", f"interviewer: {missing}: no such file\n")
    assert _run(capsys, str(tmp_path)) == (
        2, "", f"interviewer: {tmp_path}: is a folder; pass one score result or transcript file\n")


def test_several_results_in_one_file_are_refused(tmp_path, capsys):
    path = tmp_path / "results.jsonl"
    path.write_text("".join(result(session_id=f"s{i}").model_dump_json() + "\n" for i in range(2)))
    assert _run(capsys, str(path)) == (
        2, "", f"interviewer: {path}: holds 2 score results (s0, s1…); pass a file with one\n")
    path.write_text(json.dumps([json.loads(result().model_dump_json())]))
    code, out, _ = _run(capsys, str(path))
    assert code == 0 and out.startswith("# Interview scorecard: s-2026-01-05-a")


def test_unwritable_out_is_a_usage_error(tmp_path, capsys):
    (tmp_path / "r.json").write_text(result().model_dump_json())
    (tmp_path / "file").write_text("x")
    code, out, err = _run(capsys, str(tmp_path / "r.json"), "--out", str(tmp_path / "file" / "card.md"))
    assert (code, out) == (2, "") and err.startswith(f"interviewer: {tmp_path / 'file' / 'card.md'}: cannot write")
    assert err.count("\n") == 1


def test_content_fixture_round_trips(tmp_path):
    # Guard for the tests above: the YAML that write_content writes loads back to the same rubrics.
    assert load_library([write_content(tmp_path)], include_builtin=False).rubrics == library().rubrics
