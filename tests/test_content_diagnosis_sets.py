"""The diagnosis test sets for the new scenarios: shape, and what plain phrase matching can already say.

Whether a near miss is *not* credited (a question, a hypothesis among others, a plan, a quote, a
negation) is the utterance classifier's job and is tested with ``interviewer assess`` by the
understanding tests; here we check the sets are well formed and that every correct statement names
what every accepted diagnosis requires, so a classifier that lets an assertion through credits it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from interviewer.content import load_library
from interviewer.content.matching import matches_any

DIR = Path(__file__).parent / "data" / "diagnoses"
NEW = ["loss-spike-data-mix", "sdc-cross-replica-checksum", "elastic-rendezvous-timeout", "ray-placement-group-pending"]
LIB = load_library([])


@pytest.mark.parametrize("sid", NEW)
def test_each_new_scenario_has_a_set_of_the_agreed_shape(sid: str) -> None:
    data = yaml.safe_load((DIR / f"{sid}.yaml").read_text(encoding="utf-8"))
    assert set(data) == {"scenario", "credit", "near_miss"} and data["scenario"] == sid
    assert len(data["credit"]) >= 8 and len(data["near_miss"]) >= 15
    assert len(set(data["credit"])) == len(data["credit"]) and len(set(data["near_miss"])) == len(data["near_miss"])
    assert not set(data["credit"]) & set(data["near_miss"])


@pytest.mark.parametrize("sid", NEW)
def test_every_correct_statement_names_every_accepted_diagnosis(sid: str) -> None:
    data = yaml.safe_load((DIR / f"{sid}.yaml").read_text(encoding="utf-8"))
    for text in data["credit"]:
        missing = [d.id for d in LIB.scenarios[sid].accepted_diagnoses if not matches_any(text, d.evidence)]
        assert not missing, f"{sid}: {text!r} does not state {missing}"


@pytest.mark.parametrize("sid", NEW)
def test_wrong_mechanisms_and_situation_facts_do_not_match_every_diagnosis(sid: str) -> None:
    # Near misses that are plain assertions (no question mark, no hedge, no plan, no negation) must fall short
    # lexically already: they are the right culprit with the wrong mechanism, or facts from the page.
    hedges = ("?", "maybe", "might", "could", "one hypothesis", "one possibility", "one option", "possibly",
              "i'd ", "let me", "i don't think", "it's not", "not ")
    data = yaml.safe_load((DIR / f"{sid}.yaml").read_text(encoding="utf-8"))
    plain = [t for t in data["near_miss"] if not any(h in t.lower() for h in hedges)]
    assert len(plain) >= 5
    for text in plain:
        hits = [d.id for d in LIB.scenarios[sid].accepted_diagnoses if matches_any(text, d.evidence)]
        assert len(hits) < len(LIB.scenarios[sid].accepted_diagnoses), f"{sid}: near miss {text!r} matches {hits}"
