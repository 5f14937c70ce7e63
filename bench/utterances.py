"""Utterance understanding on the labelled sets, through `interviewer assess --json` (the engine's path).

    python bench/utterances.py                # dev, test and fresh splits, offline
    python bench/utterances.py --split fresh49 # round-52 held-out set, written blind to the rules: aggregate only
    python bench/utterances.py --split fresh11 --show-misses  # retired held-out sets (fresh, fresh2-fresh48)
    python bench/utterances.py --split dev --show-misses
    python bench/utterances.py --split dev2   # round-5 dev set by a new author (blind to the rules): run it once
                                              # unseen as the new-author estimate, then tune on it (--show-misses ok)

fresh to fresh48 were held out in rounds 3-51 and each measured before and after that round's rules;
afterwards each was retired to dev (tuned on, misses printable) and a new set, written blind, took
its place: fresh49 in round 52. Held-out splits (test, fresh49) print aggregates only.
    python bench/utterances.py --model local:smollm2
    python bench/utterances.py --split fresh7 --rules-only    # the rules alone, without the learned tie-breaker
    python bench/utterances.py --split fresh48 --half even --show-misses  # tune on one half...
    python bench/utterances.py --split fresh48 --half odd                 # ...check the other, aggregate only

Prints per-class precision and recall on each split (a turn has a set of classes; each class
is scored as its own yes/no label). Target offline on test: >= 0.95 each.
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

ROOT = Path(__file__).resolve().parents[1]
HELD_OUT = ("test", "fresh49")
"""Splits nobody tunes on: aggregate numbers only."""
CLASSES = ("answer", "question", "artifact-request", "diagnosis", "hypothesis", "dont-know", "meta", "off-topic")


def run_context(context: str, texts: list[str], model: str) -> list[dict]:
    kind, _, ref = context.partition(":")
    flag = "--topic" if kind == "topic" else "--scenario"
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as fh:
        fh.write("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in texts))  # any text, exactly: one row each
        path = fh.name
    out = subprocess.run([sys.executable, "-m", "interviewer.cli.main", "assess", flag, ref, "--answers-file", path,
                          "--model", model], capture_output=True, text=True, check=False)
    Path(path).unlink()
    if out.returncode != 0:
        raise SystemExit(f"assess failed for {context}: {out.stderr.strip()}")
    rows = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    if len(rows) != len(texts):
        raise SystemExit(f"assess returned {len(rows)} rows for {len(texts)} utterances in {context}")
    return rows


def half(items: list[dict], which: str | None) -> list[dict]:
    """The items at even positions (0, 2, ...) of a split, or the odd ones; all of them when `which` is None."""
    if which is None:
        return items
    return items[0 if which == "even" else 1::2]


def evaluate(items: list[dict], model: str) -> list[tuple[dict, set[str]]]:
    by_context: dict[str, list[dict]] = defaultdict(list)
    for item in items:
        by_context[item["context"]].append(item)
    results = []
    for context, group in by_context.items():
        reports = run_context(context, [i["text"] for i in group], model)
        results += [(item, set(r["classes"])) for item, r in zip(group, reports)]
    return results


def scores(results: list[tuple[dict, set[str]]]) -> dict[str, tuple[float, float, int]]:
    out = {}
    for c in CLASSES:
        tp = sum(1 for item, got in results if c in got and c in item["classes"])
        fp = sum(1 for item, got in results if c in got and c not in item["classes"])
        fn = sum(1 for item, got in results if c not in got and c in item["classes"])
        out[c] = (tp / (tp + fp) if tp + fp else 1.0, tp / (tp + fn) if tp + fn else 1.0, tp + fn)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    splits = sorted(f.stem.removeprefix("utterances-") for f in (ROOT / "bench/data").glob("utterances-*.yaml"))
    ap.add_argument("--split", choices=[*splits, "all"], default="all")
    ap.add_argument("--model", default="offline")
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--rules-only", action="store_true",
                    help="the offline rules without the learned tie-breaker (INTERVIEWER_UTTERANCE_MODEL=off), to compare")
    ap.add_argument("--half", choices=("even", "odd"), default=None,
                    help="even: the items at positions 0, 2, ... of each split; odd: the rest, an unseen check "
                         "read as aggregates only (refuses --show-misses)")
    ap.add_argument("--save-bits", type=Path, default=None,
                    help="write one 0/1 per turn (exact set right, and per class) for bench/paired.py; no text")
    args = ap.parse_args(argv)
    if args.half == "odd" and args.show_misses:
        ap.error("--half odd is the unseen half: aggregate numbers only, no --show-misses")
    if args.rules_only:
        os.environ["INTERVIEWER_UTTERANCE_MODEL"] = "off"  # inherited by every `interviewer assess` it runs
    bits: dict[str, list[int]] = {}
    for split in (["dev", "test", "fresh"] if args.split == "all" else [args.split]):
        items = half(yaml.safe_load((ROOT / f"bench/data/utterances-{split}.yaml").read_text()), args.half)
        results = evaluate(items, args.model)
        exact = sum(1 for item, got in results if got == set(item["classes"]))
        shown = f"{split} half={args.half}" if args.half else split
        print(f"\nsplit={shown} model={args.model} n={len(results)} exact-set accuracy {exact / len(results):.3f}")
        print(f"{'class':18} {'precision':>9} {'recall':>7} {'support':>8}")
        bits[f"{split} exact-set"] = [int(got == set(item["classes"])) for item, got in results]
        for c in CLASSES:
            bits[f"{split} {c}"] = [int((c in got) == (c in item["classes"])) for item, got in results]
        for c, (p, r, n) in scores(results).items():
            print(f"{c:18} {p:9.3f} {r:7.3f} {n:8d}")
        if args.show_misses and split not in HELD_OUT and args.half != "odd":  # held out: read the aggregate only
            for item, got in results:
                if got != set(item["classes"]):
                    print(f"  want {sorted(item['classes'])} got {sorted(got)}  [{item['context']}] {item['text']!r}")
    if args.save_bits:
        args.save_bits.write_text(json.dumps(bits), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
