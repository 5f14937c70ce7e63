"""Diagnoses are credited only when stated: every shipped scenario's held-out set, through `interviewer assess`.

Offline. Target (issue #11): no near miss credited; at least 95% of correct statements credited.
The sets are hash-asserted in test_understanding_data.py; rules are tuned on bench/data/diagnoses-dev/.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from interviewer.cli.main import main

SETS = sorted((Path(__file__).parent / "data" / "diagnoses").glob("*.yaml"))


def assess_file(capsys, tmp_path, scenario: str, texts: list[str]) -> list[dict]:
    path = tmp_path / "utterances.txt"
    path.write_text("\n\n".join(texts) + "\n")
    assert main(["assess", "--scenario", scenario, "--answers-file", str(path)]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_near_misses_are_never_credited_and_statements_are(path, capsys, tmp_path):
    data = yaml.safe_load(path.read_text())
    reports = assess_file(capsys, tmp_path, data["scenario"], data["credit"] + data["near_miss"])
    assert len(reports) == len(data["credit"]) + len(data["near_miss"])
    credited = [bool(r["diagnosis"] and r["diagnosis"]["credited"]) for r in reports]
    near = [t for t, c in zip(data["near_miss"], credited[len(data["credit"]):]) if c]
    assert near == [], f"near misses credited: {near}"
    hits = sum(credited[:len(data["credit"])])
    assert hits >= 0.95 * len(data["credit"]), [t for t, c in zip(data["credit"], credited) if not c]
    # A credited statement is a diagnosis; a near miss is never one.
    assert all("diagnosis" in r["classes"] for r, c in zip(reports, credited) if c)


def test_every_shipped_scenario_has_a_set():
    from interviewer.content import load_library

    assert set(load_library([]).scenarios) <= {p.stem for p in SETS}
