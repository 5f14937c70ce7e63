"""Round 8: severe errors on set G, and what an answer to a rephrase is held to.

- An answer that describes what was asked in its own words, in statements (not only as questions) and without
  disowning it, has reached for it: partial at least, not weak for naming no concept the matcher knows.
- "maximum" bounding a figure ("five minutes maximum", "maximum 3 epochs") is not the buzzword "maximum <noun>".
- "guardrails" is a buzzword (D's and G's bluffers; no dev answer labelled partial or strong uses it).
- After "I don't know" the interviewer narrows the question to one probe ("let's make it smaller"); the next answer is
  assessed against that probe, not the whole question it stood in for.

The answers below are this file's own wording, not any corpus item's. Plain data and the lexical assessor: no model.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import LexicalAssessor, Target, question_targets
from interviewer.transcript.store import read_transcript

SCOPE = "oncall-lead/first-ten-minutes"
SIDEWAYS = ("Look sideways first: the jobs next door on those racks, stuck too or not. Shared kit - a switch, the "
            "storage - is not ours. Line the bad machines up by host, rack and software version; whatever they share "
            "is the lead.")
"""Scoping the problem (everyone's, or one machine's) in plain words, with no concept the matcher knows."""


@pytest.fixture(scope="module")
def library():
    return load_library()


def assess(library, ref, text, *, probe=""):
    persona, topic_id = ref.split("/")
    topic = library.persona(persona).topic(topic_id)
    targets = question_targets(topic, "probe" if probe else "question", probe)
    question = next(p.text for p in topic.ladder if p.signal == probe) if probe else topic.question
    return LexicalAssessor().assess_sync(text, Target(library.rubric(topic.dimension), targets, frozenset(), question))


# ------------------------------------------------------------------ described in statements has reached for it

def test_an_answer_describing_what_was_asked_in_plain_statements_is_not_weak(library):
    result = assess(library, SCOPE, SIDEWAYS, probe="scope-blast-radius")
    assert result.shown == {} and result.depth == "partial"


def test_the_same_words_only_as_questions_or_disowned_stay_weak(library):
    asked_back = ("Look sideways first. The jobs next door on those racks, stuck too? Shared kit, a switch, the "
                  "storage? Line the bad machines up by host, rack and software version?")
    assert assess(library, SCOPE, asked_back, probe="scope-blast-radius").depth == "weak"
    assert assess(library, SCOPE, "No idea really. " + SIDEWAYS, probe="scope-blast-radius").depth == "weak"


# ------------------------------------------------------------------ buzzwords

@pytest.mark.parametrize("text, buzz", [
    ("Take the stack dumps, ten minutes maximum, then restart without the bad node.", 0),
    ("Upsample the clean sources, maximum 3 or 4 epochs, then they start to hurt.", 0),
    ("Tune the topology for maximum throughput.", 1),
    ("We put guardrails in place after the incident.", 1),
])
def test_maximum_bounding_a_figure_is_no_buzzword_and_guardrails_is_one(text, buzz):
    lex = default_lexicon()
    assert lex.buzzwords(lex.read(text)) == buzz


# ------------------------------------------------------------------ an answer to a rephrase

def test_a_rephrase_targets_its_own_probe(library):
    topic = library.persona("design-architect").topic("run-layout")
    assert question_targets(topic, "rephrase", "tp-inside-node") == question_targets(topic, "probe", "tp-inside-node")


def test_the_answer_to_a_rephrase_is_assessed_against_the_narrower_question(tmp_path: Path):
    answers = tmp_path / "answers.txt"
    answers.write_text("no idea honestly\n\nKeep tensor parallel inside the node: its all-reduces run every layer and "
                       "need NVSwitch bandwidth, so TP 8 per node. Pipeline across nodes, data parallel across the "
                       "rest.\n")
    assert main(["chat", "--stage", "training-engineer/system-design", "--model", "offline", "--answers",
                 str(answers), "--transcript-dir", str(tmp_path), "--seed", "2"]) == 0
    transcript = read_transcript(next(tmp_path.glob("*.jsonl")))
    rephrase = next(t for t in transcript.turns("interviewer") if t.act == "rephrase")
    assert rephrase.signal == "tp-inside-node"
    answer = [t for t in transcript.turns("candidate") if t.seq > rephrase.seq][0]
    assessment = next(e for e in transcript.events if e.type == "assessment" and e.turn_seq == answer.seq)
    # Held to "where does each kind of parallelism put its traffic?", not to the whole layout question.
    assert assessment.targets == ["tp-inside-node"]
    assert assessment.depth == "strong" and [s.signal for s in assessment.shown] == ["tp-inside-node"]
    following = [t for t in transcript.turns("interviewer") if t.seq > answer.seq and t.act != "ack"][0]
    assert following.act == "deepen"
