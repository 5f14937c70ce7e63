"""`interviewer report` on the result of a file scored on the fly (no transcript stored): the result records
the source file and its sha256, and report imports it again in memory to link the quotes, or says in one
line why it cannot."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from interviewer.cli.main import main

FIXTURES = Path(__file__).parent / "fixtures" / "imports"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def scored(tmp_path, capsys, monkeypatch):
    """meeting.vtt scored on the fly (the rule picks the candidate), its result in r.json; cwd is tmp_path."""
    monkeypatch.chdir(tmp_path)
    shutil.copy(FIXTURES / "meeting.vtt", tmp_path / "meeting.vtt")
    code, _, err = run(capsys, "score", "meeting.vtt", "--model", "offline", "--format", "json", "--out", "r.json",
                       "--no-history")
    assert code == 0, err
    return tmp_path


def test_the_result_names_its_source_file(scored):
    data = json.loads((scored / "r.json").read_text())
    ref = data["imported_from"]
    assert data["transcript_path"] == ""
    assert ref["file"] == str(scored / "meeting.vtt")  # absolute: report may run from anywhere
    assert ref["format"] == "vtt" and ref["candidate"] == ["Alex Kim"] and ref["interviewers"] == ["Sam Lee"]
    assert ref["candidate_rule"].startswith("candidate = the speaker with the most words in answers")
    assert re.fullmatch(r"[0-9a-f]{64}", ref["sha256"]) and re.fullmatch(r"[0-9a-f]{64}", ref["turns_sha256"])


def test_report_links_the_quotes_of_a_file_scored_on_the_fly(scored, capsys, monkeypatch, tmp_path_factory):
    monkeypatch.chdir(tmp_path_factory.mktemp("elsewhere"))
    code, md, err = run(capsys, "report", str(scored / "r.json"))
    assert (code, err) == (0, "")
    assert re.search(r"“For big buckets it's usually ring all-reduce[^”]*” \(turn 8, at 00:14:32\)", md)
    assert f"- **Imported from:** {scored / 'meeting.vtt'} (vtt, sha256 " in md
    # The rule as it was when scored, not the names the second import was given
    assert "- **Candidate is:** Alex Kim: candidate = the speaker with the most words" in md
    html_path = scored / "card.html"
    code, _, err = run(capsys, "report", str(scored / "r.json"), "--out", str(html_path))
    html = html_path.read_text()
    assert code == 0, err
    assert '<a href="#turn-8">turn 8 at 00:14:32</a>' in html and 'id="turn-8"' in html


def test_a_source_changed_since_it_was_scored_is_one_line_and_exit_2(scored, capsys):
    with open(scored / "meeting.vtt", "a", encoding="utf-8") as fh:
        fh.write("\nNOTE edited afterwards\n")
    code, out, err = run(capsys, "report", "r.json")
    assert (code, out) == (2, "")
    assert re.fullmatch(
        rf"interviewer: {re.escape(str(scored / 'meeting.vtt'))}: changed since it was scored \(sha256 [0-9a-f]{{12}}, "
        r"scored [0-9a-f]{12}\), so the quotes' turn numbers may point at other words; score it again: interviewer "
        rf'score {re.escape(str(scored / "meeting.vtt"))} --candidate "Alex Kim"\n', err)


def test_a_source_that_imports_to_other_turns_is_refused(scored, capsys):
    data = json.loads((scored / "r.json").read_text())
    data["imported_from"]["turns_sha256"] = "0" * 64  # as if this version split the cues differently
    (scored / "r.json").write_text(json.dumps(data))
    code, out, err = run(capsys, "report", "r.json")
    assert (code, out) == (2, "")
    assert err == (f"interviewer: {scored / 'meeting.vtt'}: imports to other turns than were scored (this version "
                   f'reads it differently); score it again: interviewer score {scored / "meeting.vtt"} --candidate '
                   '"Alex Kim"\n')


def test_a_source_moved_away_still_renders_the_scores_with_a_note(scored, capsys):
    (scored / "meeting.vtt").rename(scored / "moved.vtt")
    code, md, err = run(capsys, "report", "r.json")
    assert code == 0
    assert err == (f"interviewer: note: {scored / 'meeting.vtt'}: not found (the file this result was imported "
                   "from); quotes are not linked\n")
    assert "nccl-collectives" in md and "at 00:14:32" not in md


def test_a_redacted_result_names_no_file(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shutil.copy(FIXTURES / "meeting.vtt", tmp_path / "meeting.vtt")
    code, out, err = run(capsys, "score", "meeting.vtt", "--candidate", "Alex Kim", "--redact", "--model", "offline",
                         "--format", "json", "--no-history")
    assert code == 0, err
    data = json.loads(out)
    assert data["imported_from"] is None and "meeting" not in out


def test_a_stored_import_links_through_its_transcript_as_before(tmp_path, capsys):
    code, _, err = run(capsys, "import", str(FIXTURES / "meeting.vtt"), "--candidate", "Alex Kim", "--out",
                       str(tmp_path))
    stored = next(tmp_path.glob("*.jsonl"))
    code, out, err = run(capsys, "score", str(stored), "--model", "offline", "--format", "json", "--no-history")
    data = json.loads(out)
    assert (data["transcript_path"], data["imported_from"]) == (str(stored), None)


def test_score_md_and_html_quote_an_on_the_fly_import_with_its_timestamps_and_links(tmp_path, capsys, monkeypatch):
    """`score FILE --format md|html` renders the scorecard from the transcript it just imported, as `report`
    does: quotes say where in the recording they were said, and the page links them to the turn."""
    monkeypatch.chdir(tmp_path)
    shutil.copy(FIXTURES / "meeting.vtt", tmp_path / "meeting.vtt")
    code, md, err = run(capsys, "score", "meeting.vtt", "--model", "offline", "--format", "md", "--no-history")
    assert code == 0, err
    assert re.search(r"“For big buckets it's usually ring all-reduce[^”]*” \(turn 8, at 00:14:32\)", md)
    assert "- **Imported from:** meeting.vtt (vtt, sha256 " in md
    assert "- **Candidate is:** Alex Kim: candidate = the speaker with the most words" in md
    code, _, err = run(capsys, "score", "meeting.vtt", "--model", "offline", "--format", "html", "--out", "card.html",
                       "--no-history")
    html = (tmp_path / "card.html").read_text()
    assert code == 0, err
    assert '<a href="#turn-8">turn 8 at 00:14:32</a>' in html and 'id="turn-8"' in html


def test_score_md_of_several_files_quotes_each_import_from_its_own_turns(tmp_path, capsys, monkeypatch):
    """Two meeting exports in one Markdown rendering: each scorecard names its own source and timestamps; a native
    transcript beside them renders as before (no import rows)."""
    monkeypatch.chdir(tmp_path)
    for name in ("meeting.vtt", "teams-voice-tags.vtt"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    native = next(Path(__file__).parent.joinpath("fixtures").rglob("*.jsonl"))
    code, md, err = run(capsys, "score", "meeting.vtt", "teams-voice-tags.vtt", str(native), "--model", "offline",
                        "--format", "md", "--no-history")
    assert code == 0, err
    cards = md.split("\n\n---\n\n")
    assert len(cards) == 3
    zoom = [c for c in cards if "- **Imported from:** meeting.vtt (vtt" in c]
    teams = [c for c in cards if "- **Imported from:** teams-voice-tags.vtt (vtt" in c]
    assert len(zoom) == len(teams) == 1
    assert "at 00:14:32)" in zoom[0] and "at 00:14:32)" not in teams[0]
    assert re.search(r"\(turn \d+, at \d\d:\d\d:\d\d\)", teams[0])
    assert sum("Imported from" in c for c in cards) == 2  # the native transcript's card has no import rows
