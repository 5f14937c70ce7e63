import asyncio
import json

import pytest

from interviewer.transcript import (
    Assessment,
    End,
    Header,
    SignalEvidence,
    TranscriptError,
    TranscriptWriter,
    Turn,
    read_transcript,
)


def _new(tmp_path, name="s1"):
    path = tmp_path / f"{name}.jsonl"
    writer = TranscriptWriter.create(path, Header(session_id=name, loop_id="training-engineer",
                                                  stage_ids=["screen"], persona_ids=["maya"]))
    return path, writer


def test_round_trip_keeps_every_event_in_order(tmp_path):
    path, w = _new(tmp_path)
    w.append(Turn(role="interviewer", text="Walk me through ring all-reduce.", stage_id="screen", act="question"))
    w.append(Turn(role="candidate", text="Each rank sends 2(N-1)/N of the buffer.", stage_id="screen"))
    w.append(Assessment(turn_seq=2, depth="partial", shown=[SignalEvidence(signal="ring", quote="2(N-1)/N")],
                        missing=["tree"]))
    w.append(End())
    w.close()
    t = read_transcript(path)
    assert t.header.session_id == "s1"
    assert [e.type for e in t.events] == ["turn", "turn", "assessment", "end"]
    assert [e.seq for e in t.events] == [1, 2, 3, 4]
    assert t.events[2].shown[0].quote == "2(N-1)/N"
    assert t.ended and not t.torn_tail


def test_create_refuses_to_overwrite(tmp_path):
    path, w = _new(tmp_path)
    w.close()
    with pytest.raises(FileExistsError):
        TranscriptWriter.create(path, Header(session_id="s1"))


def test_torn_last_line_is_dropped_and_reported(tmp_path):
    path, w = _new(tmp_path)
    w.append(Turn(role="candidate", text="first"))
    w.close()
    with open(path, "ab") as fh:
        fh.write(b'{"type":"turn","role":"cand')  # a crash mid-write
    t = read_transcript(path)
    assert t.torn_tail
    assert [e.text for e in t.turns()] == ["first"]
    # Resuming closes the fragment off and continues with the next seq.
    w2 = TranscriptWriter.reopen(t)
    w2.append(Turn(role="candidate", text="second"))
    w2.close()
    t2 = read_transcript(path)
    assert [e.text for e in t2.turns()] == ["first", "second"]
    assert [e.seq for e in t2.turns()] == [1, 2]


def test_malformed_middle_line_names_file_and_line(tmp_path):
    path, w = _new(tmp_path)
    w.append(Turn(role="candidate", text="ok"))
    w.close()
    with open(path, "ab") as fh:
        fh.write(b"not json at all\n")
        fh.write(json.dumps({"type": "end", "seq": 3, "at": "2026-01-01T00:00:00Z"}).encode() + b"\n")
    with pytest.raises(TranscriptError) as exc:
        read_transcript(path)
    assert str(exc.value).startswith(f"{path}:3: not a JSON object")


def test_unknown_event_type_is_rejected_with_line(tmp_path):
    path, w = _new(tmp_path)
    w.close()
    with open(path, "ab") as fh:
        fh.write(b'{"type":"gossip","seq":1}\n')
    with pytest.raises(TranscriptError, match=r":2: bad event"):
        read_transcript(path)


def test_wrong_schema_version_is_rejected(tmp_path):
    path = tmp_path / "old.jsonl"
    path.write_text(json.dumps({"type": "header", "schema_version": 99, "session_id": "x"}) + "\n")
    with pytest.raises(TranscriptError, match=r"old.jsonl:1: schema_version 99 is not supported"):
        read_transcript(path)


def test_missing_header_is_rejected(tmp_path):
    path = tmp_path / "nohdr.jsonl"
    path.write_text(json.dumps({"type": "end"}) + "\n")
    with pytest.raises(TranscriptError, match=r"nohdr.jsonl:1: the first line must be the header"):
        read_transcript(path)


def test_empty_file_is_rejected(tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_text("")
    with pytest.raises(TranscriptError, match="empty"):
        read_transcript(path)


async def test_concurrent_appends_from_two_tasks_interleave_whole_lines(tmp_path):
    path, w = _new(tmp_path)

    async def writer(role, n):
        for i in range(n):
            await asyncio.to_thread(w.append, Turn(role=role, text=f"{role} {i} " + "x" * 3000))

    await asyncio.gather(writer("interviewer", 50), writer("candidate", 50))
    w.close()
    t = read_transcript(path)
    assert len(t.events) == 100
    assert sorted(e.seq for e in t.events) == list(range(1, 101))
    assert [e.seq for e in t.events] == list(range(1, 101))  # file order matches seq order
    for role in ("interviewer", "candidate"):
        assert [e.text.split()[1] for e in t.turns(role)] == [str(i) for i in range(50)]


def test_batch_writes_each_event_at_once_and_syncs_once(tmp_path, monkeypatch):
    from interviewer.transcript import store

    syncs = []
    monkeypatch.setattr(store, "_sync", lambda fd: syncs.append(fd))
    path, w = _new(tmp_path)
    with w.batch():
        w.append(Turn(role="interviewer", text="q1"))
        # Visible to a reader (and safe from a killed process) before the batch ends.
        assert [e.text for e in read_transcript(path).turns()] == ["q1"]
        with w.batch():
            w.append(Turn(role="candidate", text="a1"))
        assert syncs == []
    assert len(syncs) == 1
    w.append(Turn(role="interviewer", text="q2"))
    assert len(syncs) == 2
    with w.batch():
        pass
    assert len(syncs) == 2  # nothing written, nothing to sync
    w.close()
