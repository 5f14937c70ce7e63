"""Helpers the listening tests share: the classes `interviewer assess` gives a list of turns, whether it credits
each of a list of statements as a scenario's diagnosis, the signals the matcher finds in a text, and the lexical
assessor's verdict on one answer to a topic's question or probe."""

from __future__ import annotations

import json

from interviewer.cli.main import main
from interviewer.interview.assess import (LexicalAssessor, Target, elsewhere_targets, lexical_hits, question_targets,
                                         topic_signals)


def _reports(capsys, tmp_path, flag: str, ref: str, texts: list[str], asked: str = "") -> list[dict]:
    """One JSON report a turn from `interviewer assess FLAG REF --answers-file` (the public seam); ``asked``:
    `--asked probe:SIGNAL`, the ladder probe the turns answer."""
    f = tmp_path / "turns.txt"
    f.write_text("\n\n".join(texts) + "\n")
    assert main(["assess", flag, ref, "--answers-file", str(f)] + (["--asked", asked] if asked else [])) == 0
    reports = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(reports) == len(texts)
    return reports


def topic_reports(capsys, tmp_path, topic: str, texts: list[str], asked: str = "") -> list[dict]:
    """Each turn's whole report, answering a topic's question (or, with ``asked``, its probe)."""
    return _reports(capsys, tmp_path, "--topic", topic, texts, asked)


def classes_of(capsys, tmp_path, texts: list[str], topic: str) -> list[list[str]]:
    """Each turn's classes, answering a topic's question."""
    return [r["classes"] for r in _reports(capsys, tmp_path, "--topic", topic, texts)]


def scenario_classes(capsys, tmp_path, scenario: str, texts: list[str]) -> list[list[str]]:
    """Each turn's classes after a scenario's page (`interviewer assess --scenario`)."""
    return [r["classes"] for r in _reports(capsys, tmp_path, "--scenario", scenario, texts)]


def credited(capsys, tmp_path, scenario: str, texts: list[str]) -> list[bool]:
    """Whether each statement is credited as the scenario's diagnosis (`interviewer assess --scenario`)."""
    return [bool(r["diagnosis"] and r["diagnosis"]["credited"])
            for r in _reports(capsys, tmp_path, "--scenario", scenario, texts)]


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


def engine_assess(library, ref: str, text: str, probe: str = ""):
    """As ``assess``, with the engine's whole target: also what other questions ask and what the topic asks at all."""
    persona, topic_id = ref.split("/")
    topic = library.persona(persona).topic(topic_id)
    act = "probe" if probe else "question"
    question = next(p.text for p in topic.ladder if p.signal == probe) if probe else topic.question
    target = Target(library.rubric(topic.dimension), question_targets(topic, act, probe), frozenset(), question,
                    elsewhere_targets(topic, act, probe), topic_signals(topic))
    return LexicalAssessor().assess_sync(text, target)


def wrong_classes(capsys, tmp_path, texts: list[str], want: str, topic: str) -> list[tuple[str, list[str]]]:
    """The turns among ``texts`` whose classes are not exactly ``[want]``, with the classes they got."""
    got = classes_of(capsys, tmp_path, texts, topic)
    return [(text, c) for text, c in zip(texts, got) if c != [want]]
