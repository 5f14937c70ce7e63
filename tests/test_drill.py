"""`interviewer drill` and `chat --topic`: short sessions outside a loop that write ordinary transcripts.

Offline, through the CLI; the score history is the test's own (INTERVIEWER_HOME is isolated per test).
"""

from __future__ import annotations

from pathlib import Path

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.history import record_result
from interviewer.interview.drill import drill_refs, weakest_dimensions
from interviewer.transcript import read_transcript
from test_report_data import result

LIB = load_library([])


def _answers(tmp_path: Path, answers: list[str]) -> str:
    f = tmp_path / "answers.txt"
    f.write_text("\n\n".join(answers) + "\n")
    return str(f)


def _only(directory: Path):
    (path,) = directory.glob("*.jsonl")
    return read_transcript(path)


def _dimension(ref: str) -> str:
    persona, _, topic = ref.partition("/")
    return LIB.persona(persona).topic(topic).dimension


def test_drill_with_no_history_says_so_and_lists_the_dimensions(tmp_path, capsys) -> None:
    assert main(["drill", "--answers", _answers(tmp_path, ["Yes."]), "--transcript-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "No scored sessions in your history yet" in err and "interviewer drill DIMENSION" in err
    assert "nccl-collectives" in err and "fsdp-sharding" in err
    assert not list(tmp_path.glob("*.jsonl"))


def test_drill_picks_the_weakest_dimensions_in_the_history(tmp_path, capsys) -> None:
    record_result(result(scores=(3, 2)))  # nccl-collectives 3, fsdp-sharding 2
    answers = ["Ready.", "/skip", "/skip", "/skip", "/skip"]
    assert main(["drill", "--topics", "2", "--seed", "4", "--answers", _answers(tmp_path, answers),
                 "--transcript-dir", str(tmp_path)]) == 0
    assert "fsdp-sharding (2), nccl-collectives (3)" in capsys.readouterr().err
    transcript = _only(tmp_path)
    header = transcript.header
    assert header.options.drill == ["fsdp-sharding", "nccl-collectives"] and header.loop_id is None
    assert [_dimension(ref) for ref in header.options.topics] == ["fsdp-sharding", "nccl-collectives"]
    started = [e.topic_id for e in transcript.events if e.type == "topic" and e.action == "start"]
    assert started == [ref.partition("/")[2] for ref in header.options.topics]
    assert transcript.ended
    # An ordinary transcript: it scores like any other.
    assert main(["score", str(transcript.path), "--model", "offline", "--format", "json",
                 "--out", str(tmp_path / "score.json")]) == 0


def test_drill_on_a_named_dimension_asks_two_or_three_of_its_topics(tmp_path) -> None:
    assert main(["drill", "nccl-collectives", "--seed", "1", "--answers", _answers(tmp_path, ["Ready."]),
                 "--transcript-dir", str(tmp_path)]) == 0
    refs = _only(tmp_path).header.options.topics
    assert 2 <= len(refs) <= 3 and len(set(refs)) == len(refs)
    assert {_dimension(ref) for ref in refs} == {"nccl-collectives"}


def test_drill_draws_are_seeded_and_weakest_first() -> None:
    assert weakest_dimensions({"nccl-collectives": 3.0, "fsdp-sharding": 2.0, "no-such-dim": 1.0}, LIB) == [
        "fsdp-sharding", "nccl-collectives"]
    dims = ["data-pipelines", "ray-orchestration"]
    assert drill_refs(LIB, dims, 5) == drill_refs(LIB, dims, 5)
    assert [_dimension(r) for r in drill_refs(LIB, dims, 5)] == ["data-pipelines", "ray-orchestration",
                                                                  "data-pipelines"]
    assert len({tuple(drill_refs(LIB, dims, seed)) for seed in range(8)}) > 1


def test_drill_rejects_an_unknown_dimension_in_one_line(tmp_path, capsys) -> None:
    assert main(["drill", "nccl-colectives", "--transcript-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no rubric 'nccl-colectives'" in err[0] and "nccl-collectives" in err[0]


def test_chat_topic_redoes_one_question_and_resumes_with_its_draw(tmp_path) -> None:
    ref = "infra-network/ring-and-tree"
    assert main(["chat", "--topic", ref, "--model", "offline", "--seed", "6",
                 "--answers", _answers(tmp_path, ["Sure.", "Ring for large messages."]),
                 "--transcript-dir", str(tmp_path)]) == 0
    transcript = _only(tmp_path)
    assert transcript.header.options.topics == [ref] and transcript.header.stage_ids == ["infra-network"]
    opening = transcript.turns("interviewer")[0]
    assert opening.act == "opening" and opening.text.endswith("Ready to start?")
    asked = next(t for t in transcript.turns("interviewer") if t.act == "question")
    topic = LIB.persona("infra-network").topic("ring-and-tree")
    drawn = transcript.header.draws[0].topics[0]
    assert asked.text == next(o.question for o in topic.openings() if o.id == drawn.opening).strip()
    assert not transcript.ended
    more = tmp_path / "more.txt"
    more.write_text("/skip\n")
    assert main(["resume", str(transcript.path), "--answers", str(more)]) == 0
    done = read_transcript(transcript.path)
    assert done.ended and done.header.draws == transcript.header.draws
    assert [e.topic_id for e in done.events if e.type == "topic" and e.action == "start"] == ["ring-and-tree"]


def test_chat_topic_names_the_choices_when_wrong(tmp_path, capsys) -> None:
    assert main(["chat", "--topic", "infra-network/ring", "--model", "offline",
                 "--transcript-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "persona 'infra-network' has no topic 'ring'" in err and "ring-and-tree" in err
    assert main(["chat", "--topic", "ring-and-tree", "--model", "offline", "--transcript-dir", str(tmp_path)]) == 2
    assert "PERSONA/TOPIC" in capsys.readouterr().err
