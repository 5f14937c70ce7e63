"""Helpers the listening tests share: the classes `interviewer assess` gives a list of turns, whether it credits
each of a list of statements as a scenario's diagnosis, the signals the matcher finds in a text, and the lexical
assessor's verdict on one answer to a topic's question or probe."""

from __future__ import annotations

import json

from interviewer.cli.main import main
from interviewer.interview.assess import LexicalAssessor, Target, lexical_hits, question_targets


def classes_of(capsys, tmp_path, texts: list[str], topic: str) -> list[list[str]]:
    """Each turn's classes, through the public seam (`interviewer assess --answers-file`, one JSON line a turn)."""
    f = tmp_path / "turns.txt"
    f.write_text("\n\n".join(texts) + "\n")
    assert main(["assess", "--topic", topic, "--answers-file", str(f)]) == 0
    return [json.loads(line)["classes"] for line in capsys.readouterr().out.splitlines()]


def credited(capsys, tmp_path, scenario: str, texts: list[str]) -> list[bool]:
    """Whether each statement is credited as the scenario's diagnosis (`interviewer assess --scenario`)."""
    f = tmp_path / "turns.txt"
    f.write_text("\n\n".join(texts) + "\n")
    assert main(["assess", "--scenario", scenario, "--answers-file", str(f)]) == 0
    reports = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(reports) == len(texts)
    return [bool(r["diagnosis"] and r["diagnosis"]["credited"]) for r in reports]


def shown(library, ref: str, text: str):
    """The signals of topic ``ref``'s dimension the text shows (the matcher, before any crediting by what was asked)."""
    persona, topic_id = ref.split("/")
    return lexical_hits(text, library.rubric(library.persona(persona).topic(topic_id).dimension))


def assess(library, ref: str, text: str, *, probe: str = ""):
    """The offline assessor on ``text`` as the answer to topic ``ref``'s question, or to its probe for ``probe``."""
    persona, topic_id = ref.split("/")
    topic = library.persona(persona).topic(topic_id)
    targets = question_targets(topic, "probe" if probe else "question", probe)
    # the words the candidate heard, as the engine passes them: the probe's own text when answering a probe
    asked = next((p.text for p in topic.ladder if p.signal == probe), topic.question) if probe else topic.question
    return LexicalAssessor().assess_sync(text, Target(library.rubric(topic.dimension), targets, frozenset(), asked))


def wrong_classes(capsys, tmp_path, texts: list[str], want: str, topic: str) -> list[tuple[str, list[str]]]:
    """The turns among ``texts`` whose classes are not exactly ``[want]``, with the classes they got."""
    got = classes_of(capsys, tmp_path, texts, topic)
    return [(text, c) for text, c in zip(texts, got) if c != [want]]
