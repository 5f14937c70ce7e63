"""A scenario's version moves when what credits a diagnosis in it moves.

The version is written into every transcript's header (``content_versions``) and is how a session, a report or
``interviewer progress`` says which content a debugging stage ran against. Whether a statement reached the root
cause is decided during the stage from the scenario's accepted-diagnosis lists and wrong causes, and recorded in
the transcript; so two sessions with the same scenario version must have been credited by the same lists. This
test holds the lists' hash per version: change a list, bump the version and the hash here together.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from interviewer.content import load_library

LIB = load_library([])

RULES_AT_VERSION = {
    # scenario id: (version, sha256 of its crediting lists, first 16 hex). Round 8 bumped every scenario once: rounds
    # 6-8 had changed the lists of all 13 without a bump.
    "dataloader-starvation": ("1.15", "a31dcb39856530a3"),
    "elastic-rendezvous-timeout": ("1.17", "ed4b2d296e327169"),
    "loss-spike-data-mix": ("1.12", "c8a949d52bfd26b7"),
    "moe-expert-imbalance-oom": ("1.14", "03f2085910d42833"),
    "nccl-driver-mismatch-hang": ("1.14", "1b644f8a8905a1f9"),
    "partial-checkpoint-resume": ("1.17", "5dc66b8fe2045c06"),
    "ray-head-oom": ("1.14", "e1158e4422e28cd0"),
    "ray-placement-group-pending": ("1.19", "385db1f39aea4f56"),
    "roce-pfc-ecn-regression": ("1.18", "02d451e814e4ff86"),
    "sdc-cross-replica-checksum": ("1.14", "afc03f144ff7c3c2"),
    "silent-nan-cascade": ("1.16", "a4a1bf83f170c4a4"),
    "straggler-pcie-downtrained": ("1.16", "a54f8c40a7742855"),
    "xid79-fallen-off-bus": ("1.10", "b15602491bef3f2e"),
}


def crediting_hash(scenario) -> str:
    """What decides crediting in a scenario: each accepted diagnosis's lists and pins, and the wrong causes."""
    rules = {"accepted": [d.model_dump(include={"id", "evidence", "culprit", "mechanism", "consequence", "pinned"})
                          for d in scenario.accepted_diagnoses],
             "wrong": [w.model_dump() for w in scenario.wrong_causes]}
    return hashlib.sha256(json.dumps(rules, sort_keys=True).encode()).hexdigest()[:16]


@pytest.mark.parametrize("sid", sorted(LIB.scenarios))
def test_a_scenarios_crediting_lists_change_only_with_its_version(sid):
    scenario = LIB.scenarios[sid]
    assert sid in RULES_AT_VERSION, f"scenarios/{sid}.yaml: add ({scenario.version!r}, {crediting_hash(scenario)!r})"
    version, digest = RULES_AT_VERSION[sid]
    now = crediting_hash(scenario)
    if now != digest:
        assert scenario.version != version, (
            f"scenarios/{sid}.yaml: its accepted-diagnosis lists or wrong causes changed; bump its version "
            f"(now {scenario.version}) and set RULES_AT_VERSION[{sid!r}] = ({scenario.version!r}, {now!r})")
    assert (scenario.version, now) == (version, digest), (
        f"scenarios/{sid}.yaml: set RULES_AT_VERSION[{sid!r}] = ({scenario.version!r}, {now!r})")
