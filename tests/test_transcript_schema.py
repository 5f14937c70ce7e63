"""Transcript schema 2: typed tool results, decisions and header options; schema-1 files still read and resume.

The schema-1 files are checked in under ``tests/fixtures/transcripts/``:
``v1-training-engineer-offline.jsonl`` is the example the project shipped before schema 2 (a whole
offline loop with a code run and number checks), and ``v1-fx-loop-quit.jsonl`` was written by
the schema-1 engine on the fixture loop (a probe, a /skip, an artifact reveal, a stated
diagnosis, then /quit with the remediation question open).
"""

from __future__ import annotations

import asyncio
import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from interviewer.content import load_library
from interviewer.interview.launch import build_engine, plan_from_header, reopen
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.interview.state import replay
from interviewer.transcript import (
    SCHEMA_VERSION,
    ArtifactsRevealed,
    AskCandidate,
    CodeRan,
    Decision,
    EventAdapter,
    Header,
    NextTopic,
    Note,
    NumbersChecked,
    RequestMatched,
    RevealArtifact,
    TranscriptWriter,
    read_transcript,
)

V1_EXAMPLE = Path(__file__).parent / "fixtures" / "transcripts" / "v1-training-engineer-offline.jsonl"
V1_FIXTURE = Path(__file__).parent / "fixtures" / "transcripts" / "v1-fx-loop-quit.jsonl"
FIXTURES = Path(__file__).parent / "fixtures" / "engine"


@pytest.fixture(scope="module")
def library():
    return load_library([FIXTURES], include_builtin=False)


def _rewrite_as_current(source: Path, directory: Path) -> Path:
    """The same session written by this interviewer (schema 2)."""
    transcript = read_transcript(source)
    path = directory / f"{source.stem}-v2.jsonl"
    header = transcript.header.model_copy(update={"schema_version": SCHEMA_VERSION})
    writer = TranscriptWriter.create(path, header, fsync=False)
    for event in transcript.events:
        writer.append(event.model_copy())
    writer.close()
    return path


def test_the_shipped_schema_1_example_reads_as_typed_events(tmp_path):
    assert json.loads(V1_EXAMPLE.read_text().splitlines()[0])["schema_version"] == 1
    transcript = read_transcript(V1_EXAMPLE)
    kinds = Counter(type(e).__name__ for e in transcript.events if e.type in ("tool", "decision"))
    assert kinds == {"Decision": 39, "NumbersChecked": 5, "RequestMatched": 5, "ArtifactsRevealed": 4, "CodeRan": 1}
    assert transcript.header.options.answers == "transcripts/examples/training-engineer-answers.txt"
    assert transcript.header.options.simulated is True and transcript.header.options.coach is False

    [code] = [e for e in transcript.events if isinstance(e, CodeRan)]
    assert code.turn_seq == 35 and code.passed and code.summary.startswith("ring-allreduce: PASS")
    assert code.report is not None and code.report.status == "pass"
    assert (code.report.cases_passed, code.report.cases_total) == (45, 45)
    assert code.report.metrics["bytes_ratio"] == 1.001 and code.report.metrics["world_size"] == 4

    numbers = [e for e in transcript.events if isinstance(e, NumbersChecked)]
    assert {(n.context.params, n.context.gpus, n.context.network_bandwidth) for n in numbers} == {
        ("70B", 4096, "400Gb/s")}
    assert all(isinstance(n.turn_seq, int) and n.turn_seq > 0 for n in numbers)

    reveals = [e for e in transcript.events if isinstance(e, ArtifactsRevealed)]
    assert [r.at_start for r in reveals] == [True, False, False, False]
    assert all(r.artifact_ids and len(r.titles) == len(r.artifact_ids) for r in reveals)
    matched = [(m.turn_seq, m.artifacts, m.diagnosis) for m in transcript.events if isinstance(m, RequestMatched)]
    assert matched[3] == (156, ["driver-inventory"], "driver-mismatch-node-023")

    steps = [e.step for e in transcript.events if isinstance(e, Decision)]
    assert Counter(s.kind for s in steps) == {"next_topic": 17, "ask_candidate": 13, "check_numbers": 5,
                                              "reveal_artifact": 3, "run_code": 1}
    probes = [s for s in steps if isinstance(s, AskCandidate) and s.act == "probe"]
    assert probes and all(p.signal and p.probe_index >= 0 for p in probes)

    # Written again as schema 2 and read back: the same events, field for field.
    again = read_transcript(_rewrite_as_current(V1_EXAMPLE, tmp_path))
    assert again.header.schema_version == SCHEMA_VERSION
    assert again.events == transcript.events


def test_a_schema_1_session_replays_to_where_it_stood(library, tmp_path):
    transcript = read_transcript(V1_FIXTURE)
    notes = [e for e in transcript.events if isinstance(e, Note)]
    assert [(n.command, n.topic_id) for n in notes] == [("skip", "nccl-hang"), ("quit", "")]
    steps = [e.step for e in transcript.events if isinstance(e, Decision)]
    assert NextTopic("skipped") in steps and RevealArtifact(("smi",)) in steps

    session = replay(plan_from_header(library, transcript.header), transcript.header, transcript.events)
    assert (session.stage.id, session.topic.id, session.expect) == ("debugging", "fx-hang", "answer")
    assert session.topic.revealed == ["job-log", "smi"] and session.topic.requested == ["smi"]
    assert session.topic.diagnosis == "driver-skew" and session.topic.remediation_asked
    assert session.last_question.act == "remediation"
    assert session.notes[0][0] == "screen" and "probed debug-output, versions" in session.notes[0][1]

    # The same events written as schema 2 replay to the same place.
    current = read_transcript(_rewrite_as_current(V1_FIXTURE, tmp_path))
    again = replay(plan_from_header(library, current.header), current.header, current.events)
    assert vars(again.topic) == vars(session.topic)
    assert (again.expect, again.notes, again.candidate_turns) == (session.expect, session.notes,
                                                                   session.candidate_turns)


def test_resuming_a_schema_1_session_finishes_it_and_the_file_reads_whole(library, tmp_path):
    path = tmp_path / V1_FIXTURE.name
    shutil.copy(V1_FIXTURE, path)
    before = len(read_transcript(path).events)
    session, writer, _ = reopen(path, library=library, fsync=False)
    engine = build_engine(session, writer, ScriptedCandidate(["Drain node-03 and add a driver check."]), tools=None)
    outcome = asyncio.run(engine.run(resumed=True))
    writer.close()
    assert (outcome.status, outcome.reason) == ("finished", "completed")
    transcript = read_transcript(path)  # schema-1 lines, then schema-2 lines after the resume
    assert transcript.header.schema_version == 1 and transcript.ended
    assert len(transcript.events) > before
    last = [e.step for e in transcript.events[before:] if isinstance(e, Decision)]
    assert last == [NextTopic("diagnosed")]


def _untyped(schema: dict, defs: dict, where: str, seen: set[str]) -> list[str]:
    """Places in a JSON schema that accept anything: ``Any`` fields and dicts of ``Any``."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name in seen:
            return []
        seen.add(name)
        return _untyped(defs[name], defs, name, seen)
    found: list[str] = []
    keys = set(schema) - {"title", "description", "default"}
    if not keys:
        return [where]
    if schema.get("type") == "object" and "properties" not in schema:
        extra = schema.get("additionalProperties", True)
        if extra is True or extra == {}:
            return [where]
        found += _untyped(extra, defs, where + "[*]", seen)
    for name, sub in schema.get("properties", {}).items():
        found += _untyped(sub, defs, f"{where}.{name}", seen)
    for key in ("anyOf", "oneOf", "allOf", "prefixItems"):
        for sub in schema.get(key, []):
            found += _untyped(sub, defs, where, seen)
    if isinstance(schema.get("items"), dict):
        found += _untyped(schema["items"], defs, where + "[]", seen)
    return found


def test_no_transcript_field_accepts_just_anything():
    for schema in (EventAdapter.json_schema(), Header.model_json_schema()):
        defs = schema.get("$defs", {})
        assert _untyped(schema, defs, "event", set()) == []


def test_an_untyped_payload_is_refused():
    # Schema 2 has no free-form dicts to smuggle a result through.
    bad = {"type": "tool", "name": "run_code", "turn_seq": 3, "passed": True, "summary": "ok",
           "result": {"passed": True}}
    with pytest.raises(ValueError, match="result"):
        EventAdapter.validate_python(bad)
