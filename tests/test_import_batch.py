"""`interviewer score DIR` on a folder of other tools' files: every importable file found, each imported on
the fly, the candidate rule applied per file; an ambiguous or unreadable file fails alone with one line,
the rest are scored, and the exit is 2 at the end."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from interviewer.cli.main import main
from interviewer.scoring.batch import discover

FIXTURES = Path(__file__).parent / "fixtures" / "imports"
NATIVE = Path(__file__).resolve().parents[1] / "transcripts" / "examples" / "training-engineer-offline.jsonl"
PANEL = ("Ana Ruiz: What broke? And why?\nBo Chen: The loader stalled on NFS. Why do you ask?\n"
         "Ana Ruiz: Because we saw the same thing on ours.\n")


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "exports"
    (folder / "week2").mkdir(parents=True)
    for name in ("meeting.vtt", "openai-chat.json", "notes-colon.txt", "plain.srt"):
        shutil.copy(FIXTURES / name, folder / name)
    shutil.copy(FIXTURES / "otter-export.txt", folder / "week2" / "otter-export.txt")
    shutil.copy(NATIVE, folder / "native.jsonl")
    (folder / "panel.txt").write_text(PANEL)  # two speakers within 15%: the rule cannot tell
    (folder / "README.txt").write_text("This folder holds the exports from the March loop.\nAsk Dana: she has more.\n")
    (folder / "README.md").write_text("# Exports\n\nAlex Kim: candidate\nSam Lee: interviewer\n")
    (folder / "result.json").write_text(json.dumps({"session_id": "x", "dimensions": []}))  # a score result
    (folder / "cover.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (folder / ".checkpoints").mkdir()
    shutil.copy(FIXTURES / "meeting.vtt", folder / ".checkpoints" / "meeting-checkpoint.vtt")  # an editor's copy
    return folder


def test_discover_finds_every_importable_file_and_nothing_else(tmp_path):
    folder = _folder(tmp_path)
    files, bad = discover([folder])
    assert bad == []
    assert [Path(f).relative_to(folder).as_posix() for f in files] == [
        "meeting.vtt", "native.jsonl", "notes-colon.txt", "openai-chat.json", "panel.txt", "plain.srt",
        "week2/otter-export.txt"]


def test_a_file_named_explicitly_is_always_tried(tmp_path):
    folder = _folder(tmp_path)
    files, bad = discover([folder / "README.md"])
    assert (files, bad) == ([str(folder / "README.md")], [])


def test_an_empty_folder_says_what_it_looked_for(tmp_path):
    (tmp_path / "notes.md").write_text("nothing here")
    assert discover([tmp_path]) == ([], [f"{tmp_path}: no transcripts in this folder (looked for *.jsonl, *.vtt, "
                                         "*.srt, chat logs as *.json, and *.txt with speaker labels)"])


def test_text_needs_two_labelled_speakers_to_count_in_a_folder(tmp_path):
    (tmp_path / "one.txt").write_text("Dana: remember to export the Zoom captions.\nDana: and the chat.\n")
    (tmp_path / "utf16.txt").write_bytes("\ufeffAlex Kim: ring all-reduce.\nSam Lee: why?\n".encode("utf-16-le"))
    big = "Sam Lee: Next question?\nAlex Kim: " + "é" * 40_000 + "\n"
    (tmp_path / "big.txt").write_text(big, encoding="utf-8")  # the 64 KB cut falls inside a character
    files, _ = discover([tmp_path])
    assert [Path(f).name for f in files] == ["big.txt", "utf16.txt"]


def test_score_a_folder_scores_the_good_files_and_fails_the_ambiguous_one_alone(tmp_path, capsys):
    folder = _folder(tmp_path)
    code = main(["score", str(folder), "--model", "offline", "--format", "json", "--no-history"])
    out, err = capsys.readouterr()
    assert code == 2
    results = json.loads(out)
    assert [(r["session_id"].rsplit("-", 1)[0], r["candidate"]) for r in results] == [
        ("meeting", "Alex Kim"), ("example-training", ""), ("notes-colon", "Alex Kim"), ("openai-chat", "user"),
        ("otter-export", "Alex Kim")]
    skipped = [line for line in err.splitlines() if line.startswith("interviewer: skipped")]
    assert skipped == [
        f"interviewer: skipped {folder / 'panel.txt'}: cannot tell who the candidate is: Bo Chen (9) and Ana Ruiz (8) "
        "are within 15% on words in answers to another speaker's questions; pass --candidate NAME (speakers: Ana "
        "Ruiz, Bo Chen)",
        f"interviewer: skipped {folder / 'plain.srt'}: names no speakers (no 'Name:' prefixes, <v Name> voice tags or "
        "chat roles), so the candidate's words cannot be told from the interviewer's; add speaker labels"]
    assert "README" not in err and "result.json" not in err
    meeting = results[0]
    assert {d["dimension"] for d in meeting["dimensions"] if d["status"] == "scored"} >= {"nccl-collectives"}


def test_a_folder_in_a_terminal_does_not_ask_file_after_file(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("interviewer.cli.importing._interactive", lambda: True)

    def no_prompt(prompt):
        raise AssertionError("asked at the prompt during a folder batch")

    monkeypatch.setattr("builtins.input", no_prompt)
    folder = tmp_path / "two"
    folder.mkdir()
    shutil.copy(FIXTURES / "meeting.vtt", folder / "a.vtt")
    (folder / "panel.txt").write_text(PANEL)
    code = main(["score", str(folder), "--model", "offline", "--format", "json", "--no-history"])
    out, err = capsys.readouterr()
    assert code == 2
    assert json.loads(out)["session_id"].startswith("a-")  # the one result, the meeting
    assert "cannot tell who the candidate is" in err


def test_one_file_in_a_terminal_still_asks(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("interviewer.cli.importing._interactive", lambda: True)
    monkeypatch.setattr("builtins.input", lambda prompt: "2")
    panel = tmp_path / "panel.txt"
    panel.write_text(PANEL)
    code = main(["score", str(panel), "--model", "offline", "--format", "json", "--no-history"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert json.loads(out)["candidate"] == "Bo Chen"
