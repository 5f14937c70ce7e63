"""Study pointers on every rubric signal: present, well formed, named not linked; validate requires them.

Plain-data tests (no model involved), so no cassettes.
"""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.content.models import StudyPointer
from interviewer.interview.feedback import for_a_person, shows


def test_every_shipped_signal_names_what_to_read():
    lib = load_library([])
    signals = [(rid, s) for rid, rubric in lib.rubrics.items() for s in rubric.signals]
    assert len(signals) >= 100
    for rid, signal in signals:
        assert signal.study is not None, f"{rid}/{signal.id} has no study pointer"
        assert signal.study.kind in ("doc", "paper", "book")
        assert len(signal.study.title) >= 8 and len(signal.study.section) >= 5, f"{rid}/{signal.id}"
        assert not re.search(r"https?://|www\.", signal.study.title + signal.study.section)


def test_papers_and_books_name_their_authors_and_year():
    lib = load_library([])
    for rid, rubric in lib.rubrics.items():
        for signal in rubric.signals:
            if signal.study.kind in ("paper", "book") and "Pyramid Principle" not in signal.study.title:
                assert re.search(r"\((?:[^()]*?)(19|20)\d\d\)", signal.study.title), (rid, signal.id, signal.study.title)


def test_advice_reads_as_a_sentence_to_a_person_without_ids():
    lib = load_library([])
    for rubric in lib.rubrics.values():
        for signal in rubric.signals:
            advice = for_a_person(signal)
            assert advice.startswith(("A strong answer ", signal.teach.strip()[:10] or "A strong answer "))
            assert advice.endswith((".", "?", "!"))
            assert len(advice.split()) >= 6  # a sentence, not a label
            label = shows(signal)
            assert label and not label.endswith((",", ":")) and len(label.split()) >= 2


def test_a_study_pointer_with_a_link_is_refused():
    with pytest.raises(ValidationError, match="no links"):
        StudyPointer(kind="doc", title="NCCL User Guide", section="see https://example.com/nccl")
    with pytest.raises(ValidationError):
        StudyPointer(kind="video", title="NCCL User Guide", section="Environment Variables")


RUBRIC = """\
kind: rubric
id: homework
version: "1"
title: Homework
measures: Checks study pointers are required.
levels:
  - {score: 1, label: Surface, anchor: Weak.}
  - {score: 2, label: Working, anchor: Fair.}
  - {score: 3, label: Deep, anchor: Good.}
  - {score: 4, label: Expert, anchor: Excellent.}
signals:
  - id: pointed
    description: Has a pointer.
    study: {kind: paper, title: "ZeRO (Rajbhandari et al., 2020)", section: "Section 3"}
    evidence: [ring all-reduce]
  - id: unpointed
    description: Has none.
    evidence: [tree all-reduce]
"""


def test_validate_reports_a_signal_without_a_study_pointer(tmp_path, capsys):
    (tmp_path / "rubrics").mkdir()
    (tmp_path / "rubrics" / "homework.yaml").write_text(RUBRIC)
    code = main(["validate", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 2
    lines = [line for line in out.splitlines() if "homework.yaml" in line]
    assert len(lines) == 1
    assert "signal 'unpointed' has no study pointer" in lines[0] and lines[0].split(":")[1] == "16"  # the signal's own line


def test_show_rubric_lists_what_to_read_for_each_signal(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "400")
    assert main(["show", "rubric", "fsdp-sharding"]) == 0
    out = capsys.readouterr().out
    section = out.split("What to read, per signal")[1].split("Red flags")[0]
    rubric = load_library([]).rubrics["fsdp-sharding"]
    for signal in rubric.signals:
        assert f"{signal.id}: {signal.study.title}, {signal.study.section}" in section
