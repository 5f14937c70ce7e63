"""A conversation that waits and acknowledges: social replies are recorded, never assessed; acknowledgements
are brief, varied, seeded, and never leak an assessment; a self-correction is said back in the candidate's words.

Offline through `interviewer chat --answers` and `simulate` (the same engine loop a person uses).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
import yaml

from interviewer.cli.main import main
from interviewer.interview import acknowledge
from interviewer.interview.acknowledge import EVALUATIVE, answer_acknowledgement, leaks, social_acknowledgement
from interviewer.interview.corrections import self_correction
from interviewer.transcript import read_transcript

DATA = Path(__file__).parent / "data" / "corrections"
TEST_SHA256 = "79798e1c385cb4f8386cdc3f4b5f724cc479fc67b7b631ab32683c0ed2038395"
POOLS = ("OPENING_ACKS", "OPENING_QUESTION_ACKS", "CLOSING_ACKS", "CLOSING_QUESTION_ACKS", "ANSWER_ACKS", "MOVE_ON_ACKS")


def _chat(tmp_path: Path, args: list[str], answers: list[str]):
    tmp_path.mkdir(parents=True, exist_ok=True)
    f = tmp_path / "answers.txt"
    f.write_text("\n\n".join(answers) + "\n")
    assert main(["chat", *args, "--model", "offline", "--answers", str(f), "--transcript-dir", str(tmp_path)]) == 0
    return read_transcript(next(tmp_path.glob("*.jsonl")))


def test_no_authored_acknowledgement_carries_an_evaluative_word() -> None:
    lines = [line for name in POOLS for line in getattr(acknowledge, name)] + [acknowledge.FALLBACK]
    assert len(lines) >= 20
    for line in lines:
        # Stricter than ``leaks`` (whole words): not even inside another word ("alright").
        assert not [word for word in EVALUATIVE if word in line.lower()], line
        assert not leaks(line), line
    for verdict in ("Great answer.", "That's correct.", "Not quite.", "Good - next one.", "Exactly right.",
                    "Nice, that's spot on.", "Hmm, that's wrong."):
        assert leaks(verdict), verdict


def test_the_screen_waits_for_shall_we_start_and_never_probes_the_reply(tmp_path) -> None:
    transcript = _chat(tmp_path, ["--stage", "training-engineer/screen", "--seed", "5"],
                       ["Yes, let's start.", "Biggest was 256 GPUs, 32 nodes, for two weeks; Xid 79 mostly."])
    turns = transcript.turns()
    assert [(t.role, t.act) for t in turns[:5]] == [
        ("interviewer", "opening"), ("candidate", "social"), ("interviewer", "ack"), ("interviewer", "question"),
        ("candidate", "answer")]
    assert turns[1].text == "Yes, let's start." and turns[2].text in acknowledge.OPENING_ACKS
    social = turns[1].seq
    # Recorded, not assessed, not understood as an answer, and no probe for it.
    assert not [e for e in transcript.events if getattr(e, "turn_seq", None) == social]
    assessed = [e.turn_seq for e in transcript.events if e.type == "assessment"]
    assert assessed == [turns[4].seq]


def test_a_closing_that_asks_waits_records_the_reply_and_ends_after_an_acknowledgement(tmp_path) -> None:
    transcript = _chat(tmp_path, ["--stage", "training-engineer/system-design", "--seed", "1"],
                       ["/skip", "/skip", "/skip", "/skip", "I'd checkpoint every 20 minutes, not hourly."])
    turns = transcript.turns()
    # Practice mode (the default) coaches after the stage has closed: the feedback comes last.
    assert (turns[-1].role, turns[-1].act) == ("interviewer", "coach")
    turns = turns[:-1]
    assert [(t.role, t.act) for t in turns[-3:]] == [("interviewer", "closing"), ("candidate", "social"),
                                                    ("interviewer", "ack")]
    assert turns[-1].text in acknowledge.CLOSING_ACKS
    assert not [e for e in transcript.events if e.type in ("assessment", "understood")]
    assert transcript.ended


def test_a_question_in_a_closing_reply_is_noted_not_answered_or_assessed() -> None:
    text = social_acknowledgement("What does the team work on day to day?", closing=True, seed=1, turn=9)
    assert text in acknowledge.CLOSING_QUESTION_ACKS and not leaks(text)


def test_a_self_correction_is_said_back_before_the_follow_up(tmp_path) -> None:
    transcript = _chat(tmp_path, ["--topic", "screen-recruiter/cluster-background", "--seed", "2"],
                       ["Ready.", "We had 16 nodes, sorry, I meant 32 nodes, of 8 H100 each, for a month."])
    turns = transcript.turns()
    answer = next(i for i, t in enumerate(turns) if t.act == "answer")
    assert (turns[answer + 1].act, turns[answer + 1].text) == ("ack", "So: 32 nodes, not 16 nodes.")
    assert turns[answer + 2].act in ("probe", "deepen")


def test_a_restatement_that_would_quote_an_evaluative_word_falls_back() -> None:
    said = answer_acknowledgement("it's 8 great nodes, sorry, I meant 4 great nodes", "probe", seed=1, turn=3)
    assert said == acknowledge.FALLBACK


def test_acknowledgements_vary_are_seeded_and_never_leak_across_a_simulated_loop(tmp_path) -> None:
    runs = []
    for name in ("a", "b"):
        directory = tmp_path / name
        assert main(["simulate", "--loop", "training-engineer", "--profile", "strong", "--seed", "11",
                     "--transcript-dir", str(directory), "--quiet"]) == 0
        runs.append(read_transcript(next(directory.glob("*.jsonl"))))
    acks = [t.text for t in runs[0].turns("interviewer") if t.act == "ack"]
    assert len(acks) >= 8 and len(set(acks)) >= 6
    assert not [a for a in acks if leaks(a)]
    assert acks == [t.text for t in runs[1].turns("interviewer") if t.act == "ack"]
    socials = [t for t in runs[0].turns("candidate") if t.act == "social"]
    assert socials and not {t.seq for t in socials} & {e.turn_seq for e in runs[0].events if e.type == "assessment"}
    # Another seed says other words somewhere.
    directory = tmp_path / "c"
    assert main(["simulate", "--loop", "training-engineer", "--profile", "strong", "--seed", "12",
                 "--transcript-dir", str(directory), "--quiet"]) == 0
    other = [t.text for t in read_transcript(next(directory.glob("*.jsonl"))).turns("interviewer") if t.act == "ack"]
    assert other != acks


def test_the_held_out_self_correction_split_is_unchanged() -> None:
    assert hashlib.sha256((DATA / "test.yaml").read_bytes()).hexdigest() == TEST_SHA256


@pytest.mark.parametrize("split", ["dev", "test"])
def test_self_corrections_are_restated_exactly_and_nothing_else_is(split) -> None:
    items = yaml.safe_load((DATA / f"{split}.yaml").read_text())
    got = [(c.restatement() if (c := self_correction(item["text"])) else None) for item in items]
    assert got == [item["restate"] for item in items]


def test_a_social_reply_is_never_scoring_evidence(tmp_path) -> None:
    from interviewer.content import load_library
    from interviewer.scoring.judge.select import turns_for_dimension

    transcript = _chat(tmp_path, ["--stage", "training-engineer/screen", "--seed", "2"],
                       ["Yes - ring all-reduce with NCCL_DEBUG=INFO, tree for latency, let's start.",
                        "Each GPU sums gradients with its neighbours around a ring."])
    social = [t for t in transcript.turns("candidate") if t.act == "social"]
    assert len(social) == 1
    kept = turns_for_dimension(transcript, load_library([]), "nccl-collectives")
    assert social[0].seq not in {t.seq for t in kept}
    assert [t.act for t in kept if t.role == "candidate"] == ["answer"]


def test_a_question_asked_back_at_shall_we_start_is_answered_from_the_stage_facts(tmp_path) -> None:
    transcript = _chat(tmp_path / "a", ["--stage", "training-engineer/screen", "--seed", "3"],
                       ["Sure - how long is this, is there any coding?"])
    turns = transcript.turns()
    assert [(t.role, t.act) for t in turns[:4]] == [("interviewer", "opening"), ("candidate", "social"),
                                                   ("interviewer", "ack"), ("interviewer", "question")]
    assert "30-minute screen" in turns[2].text and turns[2].text.endswith(acknowledge.OPENING_ACKS)
    assert not [e for e in transcript.events if e.type in ("assessment", "understood")]
    # Nothing on the sheets answers it: noted for the end, not invented.
    unknown = _chat(tmp_path / "b", ["--stage", "training-engineer/screen", "--seed", "3"],
                    ["Yes. Is the office in London?"])
    assert unknown.turns()[2].text in acknowledge.OPENING_QUESTION_ACKS
