"""tools/blind_view.py: the view held-out writers read keeps the content and drops every matching rule."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
RULE_KEYS = {"culprit", "mechanism", "consequence", "pinned", "this", "wrong_causes", "match", "reveal_on", "concepts",
             "evidence", "terms", "related", "aliases", "reference_answers"}


def load_tool():
    spec = importlib.util.spec_from_file_location("blind_view", ROOT / "tools/blind_view.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def keys_of(node) -> set[str]:
    if isinstance(node, dict):
        return set(node) | set().union(*(keys_of(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(set(), *(keys_of(v) for v in node))
    return set()


def test_the_view_has_no_rule_lists_and_keeps_what_a_panel_engineer_knows(tmp_path):
    assert load_tool().main([str(tmp_path)]) == 0
    originals = {p.relative_to(ROOT) for d in ("scenarios", "rubrics", "personas", "facts")
                 for p in (ROOT / d).glob("*.yaml")}
    assert {p.relative_to(tmp_path) for p in tmp_path.rglob("*.yaml")} == originals
    for rel in originals:
        assert not keys_of(yaml.safe_load((tmp_path / rel).read_text())) & RULE_KEYS, rel
    # the rules were there to remove, and what is left still says what the hidden cause is
    scenario = yaml.safe_load((ROOT / "scenarios/xid79-fallen-off-bus.yaml").read_text())
    assert keys_of(scenario) & {"culprit", "mechanism", "reveal_on"}
    view = yaml.safe_load((tmp_path / "scenarios/xid79-fallen-off-bus.yaml").read_text())
    assert view["root_cause"] == scenario["root_cause"]
    assert [d["description"] for d in view["accepted_diagnoses"]] == \
        [d["description"] for d in scenario["accepted_diagnoses"]]
    assert all(a["content"] for a in view["artifacts"])
    # a misconception red flag names a false claim the rules look for: gone; the other red flags stay
    rubric = yaml.safe_load((ROOT / "rubrics/fsdp-sharding.yaml").read_text())
    kinds = [f.get("kind") for f in rubric["red_flags"]]
    assert "misconception" in kinds and any(k != "misconception" for k in kinds)
    seen = yaml.safe_load((tmp_path / "rubrics/fsdp-sharding.yaml").read_text())
    assert [f["id"] for f in seen["red_flags"]] == [f["id"] for f in rubric["red_flags"]
                                                  if f.get("kind") != "misconception"]


def test_it_refuses_to_write_over_a_directory_in_use(tmp_path, capsys):
    (tmp_path / "something").write_text("x")
    assert load_tool().main([str(tmp_path)]) == 2
    assert "not empty" in capsys.readouterr().err
