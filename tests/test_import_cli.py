"""`interviewer import`, and `score` / `report` on other tools' files, end to end.

The judge runs are a FunctionModel behind a registered provider: what is under test is that
imported turns go through the same evidence check as native ones, not any provider's wire
format (the providers' own tests replay cassettes).
"""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path

import pytest

from interviewer.cli.main import main
from interviewer.llm import registry
from interviewer.scoring.judge.evidence import verify_quote
from interviewer.testing import FunctionModel
from interviewer.transcript import read_transcript
from scoring_helpers import import_bench, prompt_text

FIXTURES = Path(__file__).parent / "fixtures" / "imports"
MEETING = FIXTURES / "meeting.vtt"


def _loop_dims(loop_id: str) -> list[str]:
    """Every dimension a loop's stages can touch: their topics', scenarios' and tasks' (the content decides)."""
    from interviewer.content import load_library

    library = load_library([])
    dims: list[str] = []
    for stage in library.loops[loop_id].stages:
        topics = {t.id: t.dimension for t in library.personas[stage.persona].topics}
        dims += [topics[t] for t in stage.topics] if stage.topics else list(topics.values())
        dims += [d for s in stage.scenario_pool() for d in library.scenarios[s].dimensions]
        dims += [d for t in stage.task_pool() for d in library.tasks[t].dimensions]
    return list(dict.fromkeys(dims))


LOOP_DIMS = _loop_dims("training-engineer")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_writes_an_ordinary_transcript_once(tmp_path, capsys):
    code, out, err = run(capsys, "import", str(MEETING), "--candidate", "Alex Kim", "--out", str(tmp_path))
    written = next(tmp_path.glob("*.jsonl"))
    assert code == 0 and out == f"wrote {written}\n"
    assert err.splitlines() == [
        f"interviewer: {MEETING}: vtt, utf-8: 14 cues → 9 turns",
        f"interviewer: {MEETING}: candidate: Alex Kim (--candidate Alex Kim)",
        # No fsdp-sharding: "a reduce-scatter then an all-gather" describes ring all-reduce here, and the
        # concept matcher no longer credits it as FSDP's communication pattern.
        f"interviewer: {MEETING}: dimensions: detected offline from the candidate's turns: "
        "collective-implementation, debugging-method, fault-tolerance-checkpointing, "
        "gpu-cluster-operations, nccl-collectives, structured-communication"]
    transcript = read_transcript(written)
    assert transcript.header.imported and transcript.header.source.format == "vtt"
    assert [t.clock() for t in transcript.turns("candidate")] == ["00:00:08", "00:00:20", "00:01:01", "00:14:32"]
    assert stat.S_IMODE(written.stat().st_mode) == 0o600
    before = written.read_bytes()

    code, out, _ = run(capsys, "import", str(MEETING), "--candidate", "Alex Kim", "--out", str(tmp_path))
    assert (code, out) == (0, f"already imported: {written} (same file, same choices)\n")
    assert written.read_bytes() == before


def test_import_bad_file_is_one_line_exit_2_and_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "broken.vtt"
    bad.write_text("WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nAlex: hi\n")
    out_dir = tmp_path / "out"
    code, out, err = run(capsys, "import", str(bad), "--out", str(out_dir))
    assert (code, out) == (2, "")
    assert err == (f"interviewer: {bad}:3: text outside any cue ('00:00:01.000 -> 00:00:02.000'); every cue needs "
                   "a 'HH:MM:SS.mmm --> HH:MM:SS.mmm' line, and blocks are separated by an empty line\n")
    assert not out_dir.exists()


def test_ambiguous_candidate_in_batch_is_exit_2_with_the_fix(tmp_path, capsys):
    panel = tmp_path / "panel.txt"
    panel.write_text("Ana Ruiz: What broke? And why?\nBo Chen: The loader stalled on NFS. Why do you ask?\n"
                     "Ana Ruiz: Because we saw the same thing on ours.\n")
    code, out, err = run(capsys, "import", str(panel), "--out", str(tmp_path / "out"))
    assert (code, out) == (2, "")
    assert err == (f"interviewer: {panel}: cannot tell who the candidate is: Bo Chen (9) and Ana Ruiz (8) are within "
                   "15% on words in answers to another speaker's questions; pass --candidate NAME (speakers: Ana "
                   "Ruiz, Bo Chen)\n")


def test_in_a_terminal_the_rule_is_confirmed_or_corrected(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("interviewer.cli.importing._interactive", lambda: True)
    answers = iter(["9", "1"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(answers))
    code, out, err = run(capsys, "import", str(FIXTURES / "zoom-renamed.vtt"), "--out", str(tmp_path))
    assert code == 0
    assert ("candidate = the speaker with the most words in answers to another speaker's questions: Alex Kim 31, "
            "next iPhone 15") in err
    assert "  1. Sam Lee: 28 words, 0 in answers to others' questions" in err
    assert "  type a number from 1 to 3" in err
    header = read_transcript(next(tmp_path.glob("*.jsonl"))).header
    assert header.source.candidate == ["Sam Lee"]
    assert header.source.candidate_rule.startswith("chosen at the prompt: Sam Lee (the rule said: ")


def test_redact_replaces_names_emails_and_phones_and_keeps_an_owner_only_mapping(tmp_path, capsys):
    source = tmp_path / "call-with-alex-kim.txt"
    source.write_text(
        "Sam Lee: Hi Alex, is alex.kim@example.com still best? Can I call +1 (415) 555-0134 if we drop?\n"
        "Alex Kim: Yes, or 415-555-0199 at the office. Sam, our runs were 512 1024 2048 GPUs.\n"
        "Sam Lee: What failed most on those runs?\n"
        "Alex Kim: Xid 79, a GPU fallen off the bus; we drained the node and resumed from the checkpoint.\n")
    out_dir = tmp_path / "out"
    code, out, _ = run(capsys, "import", str(source), "--redact", "--out", str(out_dir))
    assert code == 0 and "redaction mapping beside it" in out
    written = next(out_dir.glob("*.jsonl"))
    raw = written.read_text()
    for secret in ("Alex", "Sam", "alex.kim@", "555-0134", "555-0199", "alex-kim"):
        assert secret not in raw and secret not in written.name
    assert "512 1024 2048 GPUs" in raw  # numbers that are not phone numbers stay
    transcript = read_transcript(written)
    assert [t.text for t in transcript.turns()][:2] == [
        "Hi Candidate, is [email 1] still best? Can I call [phone 1] if we drop?",
        "Yes, or [phone 2] at the office. Interviewer 1, our runs were 512 1024 2048 GPUs."]
    assert transcript.header.source.file == "(redacted)"
    mapping_file = written.with_suffix(".redaction.json")
    assert stat.S_IMODE(mapping_file.stat().st_mode) == 0o600
    mapping = {r["placeholder"]: r["original"] for r in json.loads(mapping_file.read_text())["replacements"]}
    assert mapping == {"Interviewer 1": "Sam", "Candidate": "Alex", "[email 1]": "alex.kim@example.com",
                       "[phone 1]": "+1 (415) 555-0134", "[phone 2]": "415-555-0199", "(redacted)": str(source)}

    code, report, _ = run(capsys, "report", str(written), "--model", "offline")
    assert code == 0 and "Candidate" in report
    assert not re.search(r"\b(Alex|Sam|Kim|Lee)\b|alex\.kim@|555-01", report), report


def _json(out: str) -> dict:
    return json.loads(out)


def test_score_a_meeting_export_offline_on_a_loop(capsys):
    code, out, err = run(capsys, "score", str(MEETING), "--candidate", "Alex Kim", "--loop", "training-engineer",
                         "--model", "offline", "--format", "json", "--no-history")
    assert code == 0, err
    result = _json(out)
    assert result["candidate"] == "Alex Kim" and result["loop_id"] == "training-engineer"
    dims = {d["dimension"]: d for d in result["dimensions"]}
    assert list(dims) == LOOP_DIMS
    touched = {"gpu-cluster-operations", "nccl-collectives", "structured-communication", "collective-implementation",
               "fault-tolerance-checkpointing", "debugging-method"}  # nothing FSDP-specific was said
    for dim_id, dim in dims.items():
        if dim_id in touched:
            assert dim["status"] == "scored" and dim["evidence"], dim_id
        else:
            assert (dim["status"], dim["score"]) == ("not_assessed", None), dim_id
    assert dims["nccl-collectives"]["score"] >= 2
    transcript_turns = _candidate_turns(MEETING)
    for dim in dims.values():
        for ev in dim["evidence"]:
            assert verify_quote(ev["turn"], ev["quote"], transcript_turns).ok


def _candidate_turns(path: Path) -> dict[int, str]:
    from interviewer.content import load_library
    from interviewer.importing import ImportOptions, import_file

    imported = import_file(path, load_library([]), ImportOptions(candidate=["Alex Kim"]))
    return {t.seq: t.text for t in imported.transcript.turns("candidate")}


_TURN = re.compile(r'<turn seq="(\d+)" speaker="(\w+)"[^>]*>\n(.*?)\n</turn>', re.S)
_DIM = re.compile(r'Score the dimension "([^"]+)" only')


def _judge(quote_from: str):
    """A judge that, for nccl-collectives, quotes the candidate's ring/tree answer; else says not assessed.

    ``quote_from`` picks whose turn it quotes: "candidate" (honest) or "other"/"interviewer" (a judge that
    cites someone else's words, which the evidence check must refuse).
    """
    def reply(messages, info):
        text = prompt_text(messages)
        dim = _DIM.findall(text)[-1]
        if dim != "nccl-collectives":
            return {"dimension": dim, "evidence": [], "rationale": "Not discussed.", "score": "not_assessed"}
        for seq, speaker, body in _TURN.findall(text):
            if speaker == quote_from and ("ring all-reduce" in body or "Driver" in body or "NCCL" in body):
                quote = body[:100].rsplit(" ", 2)[0]
                return {"dimension": dim, "evidence": [{"turn": int(seq), "quote": quote}],
                        "rationale": "Explains ring versus tree with the cost model and measures bus bandwidth.",
                        "score": "3"}
        raise AssertionError(f"no {quote_from} turn to quote")
    return reply


@pytest.fixture
def judge_provider():
    """Register `importjudge:` as a provider whose models are FunctionModels; the test sets the function."""
    made: list[FunctionModel] = []
    holder: dict[str, object] = {}

    def factory(name, base_url=None, **kwargs):
        model = FunctionModel(holder["fn"], model_name=name)
        made.append(model)
        return model

    registry.register_provider(registry.ProviderInfo("importjudge", "tests:none", "test judge"), factory)
    try:
        yield holder, made
    finally:
        registry.PROVIDERS.pop("importjudge", None)
        registry._plugin_factories.pop("importjudge", None)


def test_score_through_the_judge_keeps_only_verified_quotes_from_imported_candidate_turns(capsys, judge_provider):
    holder, made = judge_provider
    holder["fn"] = _judge("candidate")
    code, out, err = run(capsys, "score", str(MEETING), "--candidate", "Alex Kim", "--loop", "training-engineer",
                         "--model", "importjudge:t", "--format", "json", "--no-history", "--no-cache")
    assert code == 0, err
    dims = {d["dimension"]: d for d in _json(out)["dimensions"]}
    nccl = dims["nccl-collectives"]
    assert (nccl["status"], nccl["score"], nccl["method"]) == ("scored", 3, "llm")
    assert nccl["evidence"] == [{"turn": 8, "quote": "For big buckets it's usually ring all-reduce: a reduce-scatter "
                                                    "then an all-gather, each"}]
    assert all(d["status"] == "not_assessed" for k, d in dims.items() if k != "nccl-collectives")
    assert sum(len(m.calls) for m in made) == len(LOOP_DIMS)


@pytest.mark.parametrize("fixture, liar", [("meeting.vtt", "interviewer"), ("openai-chat.json", "other")])
def test_a_judge_quoting_someone_elses_words_is_refused_as_on_native_transcripts(capsys, judge_provider, fixture,
                                                                                 liar):
    holder, _ = judge_provider
    holder["fn"] = _judge(liar)
    candidate = "Alex Kim" if fixture == "meeting.vtt" else "user"
    code, out, err = run(capsys, "score", str(FIXTURES / fixture), "--candidate", candidate, "--rubric",
                         "nccl-collectives", "--model", "importjudge:t", "--format", "json", "--no-history",
                         "--no-cache")
    dim = _json(out)["dimensions"][0]
    assert (dim["status"], dim["score"], dim["evidence"]) == ("unscored", None, [])
    assert "is not a candidate turn" in dim["reason"]


def test_report_on_a_meeting_export_quotes_with_the_recordings_timestamps(tmp_path, capsys):
    code, md, err = run(capsys, "report", str(MEETING), "--candidate", "Alex Kim", "--model", "offline")
    assert code == 0, err
    assert re.search(r"“For big buckets it's usually ring all-reduce[^”]*” \(turn 8, at 00:14:32\)", md)
    assert f"- **Imported from:** {MEETING} (vtt, sha256 " in md
    assert "- **Candidate is:** Alex Kim: --candidate Alex Kim" in md

    out_file = tmp_path / "card.html"
    code, _, err = run(capsys, "report", str(MEETING), "--candidate", "Alex Kim", "--model", "offline",
                       "--out", str(out_file))
    html = out_file.read_text()
    assert code == 0
    assert '<a href="#turn-8">turn 8 at 00:14:32</a>' in html
    for seq in range(1, 10):
        assert f'id="turn-{seq}"' in html
    assert '<span class="ctx">00:14:32 · Alex Kim</span>' in html


def test_score_takes_native_and_imported_files_together_in_order(tmp_path, capsys):
    native = Path(__file__).resolve().parents[1] / "transcripts" / "examples" / "training-engineer-offline.jsonl"
    code, out, err = run(capsys, "score", str(MEETING), str(native), "--candidate", "Alex Kim", "--model", "offline",
                         "--format", "json", "--no-history")
    assert code == 0, err
    assert [r["session_id"] for r in _json(out)] == [_json_session(MEETING), "example-training-engineer"]


def _json_session(path: Path) -> str:
    from interviewer.content import load_library
    from interviewer.importing import ImportOptions, import_file

    return import_file(path, load_library([]), ImportOptions(candidate=["Alex Kim"])).transcript.session_id


def test_score_skips_a_bad_import_with_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "notes.json"
    bad.write_text('{"conversation": []}')
    code, out, err = run(capsys, "score", str(bad), str(MEETING), "--candidate", "Alex Kim", "--model", "offline",
                         "--no-history")
    assert code == 2
    assert (f"interviewer: skipped {bad}: not a chat log: expected a list of {{role, content}} messages or an object "
            "with 'messages'") in err.splitlines()


def test_a_three_hour_meeting_imports_whole(tmp_path, capsys):
    path = tmp_path / "long.vtt"
    path.write_text(import_bench("import_speed").long_meeting_vtt(3))
    code, out, err = run(capsys, "import", str(path), "--candidate", "Alex Kim", "--loop", "training-engineer",
                         "--out", str(tmp_path / "out"))
    assert code == 0, err
    transcript = read_transcript(next((tmp_path / "out").glob("*.jsonl")))
    turns = transcript.turns()
    assert len(turns) == 2 * 379 and turns[-1].clock() > "02:59:00"
    words = sum(len(line.split(": ", 1)[1].split()) for line in path.read_text().splitlines() if ": " in line)
    assert sum(len(t.text.split()) for t in turns) == words


def test_score_with_redact_names_no_one_in_the_result(capsys):
    code, out, err = run(capsys, "score", str(MEETING), "--candidate", "Alex Kim", "--rubric", "nccl-collectives",
                         "--redact", "--model", "offline", "--format", "json", "--no-history")
    assert code == 0, err
    result = _json(out)
    assert result["candidate"] == "Candidate" and result["session_id"].startswith("import-")
    assert result["dimensions"][0]["status"] == "scored"
    assert not re.search(r"Alex|Sam|Kim|Lee", out)


def test_import_several_files_writes_the_good_ones_and_names_the_bad_one(tmp_path, capsys):
    bad = tmp_path / "empty.srt"
    bad.write_text("\n")
    files = [str(FIXTURES / "otter-export.txt"), str(bad), str(FIXTURES / "anthropic-messages.json")]
    code, out, err = run(capsys, "import", *files, "--out", str(tmp_path / "out"))
    assert code == 2
    assert len(out.splitlines()) == 2 and all(line.startswith("wrote ") for line in out.splitlines())
    assert f"interviewer: {bad}: the file is empty" in err.splitlines()
    formats = sorted(read_transcript(p).header.source.format for p in (tmp_path / "out").glob("*.jsonl"))
    assert formats == ["chat-json", "text"]


def test_ray_backend_asks_for_a_stored_import_first(capsys):
    code, out, err = run(capsys, "score", str(MEETING), "--backend", "ray", "--model", "offline", "--no-history")
    assert code == 2
    assert err == (f"interviewer: {MEETING}: --backend ray scores stored transcripts; run `interviewer import "
                   f"{MEETING}` first and score the .jsonl it writes\n")
