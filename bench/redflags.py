"""Red flags need an assertion: the labelled mention/assertion sets, through `interviewer assess --json`.

tests/data/redflags/{dev,test}.yaml hold utterances that either assert a red flag's practice ("I'd fix
it with a sleep") or only mention it (to reproduce it, rejected, someone else's). Each utterance
goes through the public seam, `interviewer assess --topic P/T --answers-file F --json`, with a topic
of the flag's dimension; a flag counts as fired when it is in the JSON's ``red_flags``. Printed per
split: accuracy, mentions that fired, assertions missed. `--old` adds the phrase-only pass the
scoring used before (`content.matching.find_first` over the evidence phrases), in process.

    python bench/redflags.py
    python bench/redflags.py --old --verbose
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data" / "redflags"


def topic_for(dimension: str) -> str:
    """The first shipped topic that feeds ``dimension``, as PERSONA/TOPIC."""
    for path in sorted((REPO / "personas").glob("*.yaml")):
        persona = yaml.safe_load(path.read_text())
        for topic in persona.get("topics", []):
            if topic.get("dimension") == dimension:
                return f"{persona['id']}/{topic['id']}"
    raise SystemExit(f"no shipped topic feeds {dimension}")


def assess(topic: str, texts: list[str]) -> list[list[str]]:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write("\n---\n".join(t.replace("\n", " ") for t in texts) + "\n")
        name = fh.name
    try:
        out = subprocess.run([sys.executable, "-m", "interviewer", "assess", "--topic", topic, "--answers-file", name,
                              "--json", "--model", "offline"], capture_output=True, text=True, check=True,
                             env=os.environ.copy()).stdout
    finally:
        os.unlink(name)
    return [json.loads(line)["red_flags"] for line in out.splitlines() if line.strip()]


def old_fired(item: dict) -> bool:
    sys.path.insert(0, str(REPO / "src"))
    from interviewer.content import load_library
    from interviewer.content.matching import find_first

    dim = load_library(strict=False).rubrics[item["dimension"]]
    flag = next(f for f in dim.red_flags if f.id == item["flag"])
    return bool(find_first(item["text"], flag.evidence))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", action="store_true", help="also score the phrase-only pass")
    parser.add_argument("--verbose", action="store_true", help="print every misread utterance")
    args = parser.parse_args()
    for split in ("dev", "test"):
        items = yaml.safe_load((DATA / f"{split}.yaml").read_text())["items"]
        by_dim: dict[str, list[int]] = defaultdict(list)
        for i, item in enumerate(items):
            by_dim[item["dimension"]].append(i)
        fired = [False] * len(items)
        for dim, idx in by_dim.items():
            for i, flags in zip(idx, assess(topic_for(dim), [items[i]["text"] for i in idx])):
                fired[i] = items[i]["flag"] in flags
        right = sum(f == it["asserted"] for f, it in zip(fired, items))
        false_fire = sum(f and not it["asserted"] for f, it in zip(fired, items))
        missed = sum(it["asserted"] and not f for f, it in zip(fired, items))
        print(f"{split}: {right}/{len(items)} right; mentions that fired {false_fire}; assertions missed {missed}")
        if args.old:
            old = sum(old_fired(it) == it["asserted"] for it in items)
            print(f"{split} (old phrase pass): {old}/{len(items)} right")
        if args.verbose:
            for f, it in zip(fired, items):
                if f != it["asserted"]:
                    print(f"  {'fired' if f else 'missed'}: {it['text']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
