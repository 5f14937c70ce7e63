"""Write the content with every matching rule removed, for people who write held-out data blind.

    python tools/blind_view.py OUT_DIR

A held-out set is worth something only if its author never saw the rules it measures. This copies
`scenarios/`, `rubrics/`, `personas/` and `facts/` into OUT_DIR with the rule lists stripped: a
scenario's culprit / mechanism / evidence lists, its wrong causes and the triggers that release an
artifact; a rubric's concept groups, evidence phrases, reference answers and its misconception red flags
(each names a false claim the rules look for, so a writer who read them would write the wrong answers the
rules already catch); a fact's aliases. What is
left is what a panel engineer knows: the situation, the outputs, the root cause and each accepted
diagnosis in words, the questions, probes and signal descriptions, the level anchors and the facts.
Writers read only OUT_DIR (the round's prompt says so); the directory is then made read-only.
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SIGNAL_RULES = ("concepts", "evidence", "terms", "related")
"""Keys of a rubric signal or red flag that hold matching rules."""


def blind_scenario(data: dict) -> dict:
    data.pop("wrong_causes", None)
    data["accepted_diagnoses"] = [{"id": d["id"], "description": d["description"]}
                                  for d in data.get("accepted_diagnoses", [])]
    for artifact in data.get("artifacts", []):
        artifact.pop("reveal_on", None)
    return data


def blind_rubric(data: dict) -> dict:
    data.pop("reference_answers", None)
    data["red_flags"] = [flag for flag in data.get("red_flags", []) if flag.get("kind") != "misconception"]
    for item in data.get("signals", []) + data.get("red_flags", []):
        for key in SIGNAL_RULES:
            item.pop(key, None)
    return data


def blind_facts(data: dict) -> dict:
    for fact in data.get("facts", []):
        fact.pop("aliases", None)
    return data


STRIP = {"scenarios": blind_scenario, "rubrics": blind_rubric, "personas": lambda d: d, "facts": blind_facts}
"""Content folder → what is removed from each of its files."""


def write_view(out: Path) -> int:
    count = 0
    for folder, strip in STRIP.items():
        (out / folder).mkdir(parents=True, exist_ok=True)
        for path in sorted((ROOT / folder).glob("*.yaml")):
            data = strip(yaml.safe_load(path.read_text(encoding="utf-8")))
            (out / folder / path.name).write_text(
                yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110), encoding="utf-8")
            count += 1
    return count


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python tools/blind_view.py OUT_DIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    if out.exists() and any(out.iterdir()):
        print(f"error: {out} is not empty; give a new directory", file=sys.stderr)
        return 2
    print(f"wrote {write_view(out)} files to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
