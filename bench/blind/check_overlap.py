"""Flag stretches of a blind writer's file that repeat the matching rules or earlier labelled data word for word.

    python bench/blind/check_overlap.py FILE [FILE ...]

A held-out answer phrased like a rule's evidence phrase, or copied from an earlier set, measures nothing new. This
prints, for each item of FILE, every run of six or more words it shares with (a) what the blind view removes from the
content (rubric concept groups, evidence phrases and reference answers, misconception red flags, a scenario's culprit,
mechanism and evidence lists, wrong causes, artifact triggers, fact aliases) and (b) the lexicon and truths tables.
It prints only the writer's own words: the writer rewords them by hand and learns nothing of the rules but that a
stretch was too close. Exit 1 when anything is flagged.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from blind_view import STRIP  # noqa: E402

N = 6
_WORD = re.compile(r"[a-z0-9_]+(?:['.][a-z0-9_]+)*")


def strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in strings(v)]
    return []


def grams(text: str) -> set[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    return {tuple(words[i:i + N]) for i in range(len(words) - N + 1)}


def rule_grams(skip: set[Path]) -> set[tuple[str, ...]]:
    out: set[tuple[str, ...]] = set()
    for folder, strip in STRIP.items():  # what the blind view removes: the full text less the blind text
        for path in (ROOT / folder).glob("*.yaml"):
            full = yaml.safe_load(path.read_text(encoding="utf-8"))
            blind = strip(yaml.safe_load(path.read_text(encoding="utf-8")))
            kept = set().union(*(grams(s) for s in strings(blind))) if strings(blind) else set()
            out |= set().union(*(grams(s) for s in strings(full))) - kept if strings(full) else set()
    for folder in ("lexicon", "truths"):
        for path in (ROOT / folder).rglob("*.yaml"):
            if path.resolve() not in skip:
                out |= set().union(*(grams(s) for s in strings(yaml.safe_load(path.read_text(encoding="utf-8")))))
    return out


def main(argv: list[str]) -> int:
    files = [Path(a).resolve() for a in argv]
    known = rule_grams(set(files))
    flagged = 0
    for path in files:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        items = data if isinstance(data, list) else [{"id": key, "text": s} for key in ("credit", "near_miss")
                                                     for s in (data or {}).get(key, [])]
        for n, item in enumerate(items):
            text = item.get("text", "") if isinstance(item, dict) else str(item)
            shared = sorted(" ".join(g) for g in grams(text) & known)
            if shared:
                flagged += 1
                print(f"{path.name} {item.get('id', n) if isinstance(item, dict) else n}: " + " | ".join(shared[:5]))
    print(f"{flagged} item(s) flagged", file=sys.stderr)
    return 1 if flagged else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
