"""Diagnosis crediting on the labelled sets, through the public seam (`interviewer assess --scenario --json`).

    python bench/diagnoses.py                 # dev sets (bench/data/diagnoses-dev/), the ones to tune on
    python bench/diagnoses.py --split test    # held-out sets (tests/data/diagnoses/), report only
    python bench/diagnoses.py --split fresh49 # round-52 held-out sets (tests/data/diagnoses-fresh49/), aggregate only
    python bench/diagnoses.py --split fresh11 --show-misses  # retired held-out sets (fresh, fresh2-fresh48): dev now
    python bench/diagnoses.py --split dev2    # round-5 dev sets by a new author (bench/data/diagnoses-dev2/), blind
                                              # to the rules: run once unseen first, then tune (--show-misses ok)
    python bench/diagnoses.py --show-misses   # print every wrong call
    python bench/diagnoses.py --split fresh48 --half even --show-misses  # tune on one half...
    python bench/diagnoses.py --split fresh48 --half odd                 # ...check the other, aggregate only

Prints, per scenario, correct statements credited and near misses credited (the target is
>= 95% and 0). fresh to fresh48 were held out in rounds 3-51 and measured before and after each
round's rules; each was then retired to dev and a new set written blind in its place. Held-out
splits (test, fresh49 in round 52) print aggregates only.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SPLITS = {"dev": ROOT / "bench/data/diagnoses-dev", "dev2": ROOT / "bench/data/diagnoses-dev2",
          "test": ROOT / "tests/data/diagnoses",
          "fresh": ROOT / "tests/data/diagnoses-fresh", "fresh2": ROOT / "tests/data/diagnoses-fresh2",
          "fresh3": ROOT / "tests/data/diagnoses-fresh3", "fresh4": ROOT / "tests/data/diagnoses-fresh4",
          "fresh5": ROOT / "tests/data/diagnoses-fresh5", "fresh6": ROOT / "tests/data/diagnoses-fresh6",
          "fresh7": ROOT / "tests/data/diagnoses-fresh7",
          "fresh8": ROOT / "tests/data/diagnoses-fresh8",
          "fresh9": ROOT / "tests/data/diagnoses-fresh9",
          "fresh10": ROOT / "tests/data/diagnoses-fresh10",
          "fresh11": ROOT / "tests/data/diagnoses-fresh11",
          "fresh12": ROOT / "tests/data/diagnoses-fresh12",
          "fresh13": ROOT / "tests/data/diagnoses-fresh13",
          "fresh14": ROOT / "tests/data/diagnoses-fresh14",
          "fresh15": ROOT / "tests/data/diagnoses-fresh15",
          "fresh16": ROOT / "tests/data/diagnoses-fresh16",
          "fresh17": ROOT / "tests/data/diagnoses-fresh17",
          "fresh18": ROOT / "tests/data/diagnoses-fresh18",
          "fresh19": ROOT / "tests/data/diagnoses-fresh19",
          "fresh20": ROOT / "tests/data/diagnoses-fresh20",
          "fresh21": ROOT / "tests/data/diagnoses-fresh21",
          "fresh22": ROOT / "tests/data/diagnoses-fresh22",
          "fresh23": ROOT / "tests/data/diagnoses-fresh23",
          "fresh24": ROOT / "tests/data/diagnoses-fresh24",
          "fresh25": ROOT / "tests/data/diagnoses-fresh25",
          "fresh26": ROOT / "tests/data/diagnoses-fresh26",
          "fresh27": ROOT / "tests/data/diagnoses-fresh27",
          "fresh28": ROOT / "tests/data/diagnoses-fresh28",
          "fresh29": ROOT / "tests/data/diagnoses-fresh29",
          "fresh30": ROOT / "tests/data/diagnoses-fresh30",
          "fresh31": ROOT / "tests/data/diagnoses-fresh31",
          "fresh32": ROOT / "tests/data/diagnoses-fresh32",
          "fresh33": ROOT / "tests/data/diagnoses-fresh33",
          "fresh34": ROOT / "tests/data/diagnoses-fresh34",
          "fresh35": ROOT / "tests/data/diagnoses-fresh35",
          "fresh36": ROOT / "tests/data/diagnoses-fresh36",
          "fresh37": ROOT / "tests/data/diagnoses-fresh37",
          "fresh38": ROOT / "tests/data/diagnoses-fresh38",
          "fresh39": ROOT / "tests/data/diagnoses-fresh39",
          "fresh40": ROOT / "tests/data/diagnoses-fresh40",
          "fresh41": ROOT / "tests/data/diagnoses-fresh41",
          "fresh42": ROOT / "tests/data/diagnoses-fresh42",
          "fresh43": ROOT / "tests/data/diagnoses-fresh43",
          "fresh44": ROOT / "tests/data/diagnoses-fresh44",
          "fresh45": ROOT / "tests/data/diagnoses-fresh45",
          "fresh46": ROOT / "tests/data/diagnoses-fresh46",
          "fresh47": ROOT / "tests/data/diagnoses-fresh47",
          "fresh48": ROOT / "tests/data/diagnoses-fresh48",
          "fresh49": ROOT / "tests/data/diagnoses-fresh49"}
HELD_OUT = ("test", "fresh49")
"""Splits nobody tunes on: aggregate numbers only."""


def assess_all(scenario: str, texts: list[str], model: str) -> list[dict]:
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as fh:
        fh.write("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in texts))  # any text, exactly: one row each
        path = fh.name
    out = subprocess.run([sys.executable, "-m", "interviewer.cli.main", "assess", "--scenario", scenario,
                          "--answers-file", path, "--model", model], capture_output=True, text=True, check=False)
    Path(path).unlink()
    if out.returncode != 0:
        raise SystemExit(f"assess failed for {scenario}: {out.stderr.strip()}")
    rows = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    if len(rows) != len(texts):
        raise SystemExit(f"assess returned {len(rows)} rows for {len(texts)} statements in {scenario}")
    return rows


def half(items: list[str], which: str | None) -> list[str]:
    """The statements at even positions (0, 2, ...) or odd ones of a list; all of them when `which` is None."""
    if which is None:
        return items
    return items[0 if which == "even" else 1::2]


def credited(report: dict) -> bool:
    return bool(report.get("diagnosis") and report["diagnosis"]["credited"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=sorted(SPLITS), default="dev")
    ap.add_argument("--model", default="offline")
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--half", choices=("even", "odd"), default=None,
                    help="even: statements at positions 0, 2, ... of each file's credit and near_miss lists; "
                         "odd: the rest, an unseen check read as aggregates only (refuses --show-misses)")
    ap.add_argument("--save-bits", type=Path, default=None,
                    help="write one 0/1 per statement (the call was right) for bench/paired.py; no text")
    args = ap.parse_args(argv)
    if args.half == "odd" and args.show_misses:
        ap.error("--half odd is the unseen half: aggregate numbers only, no --show-misses")
    bits: dict[str, list[int]] = {"correct statements credited": [], "near misses refused": []}
    total_c = total_cn = total_n = total_nn = 0
    print(f"split={args.split} model={args.model}" + (f" half={args.half}" if args.half else ""))
    print(f"{'scenario':32} {'credit':>10} {'near-miss credited':>20}")
    for path in sorted(SPLITS[args.split].glob("*.yaml")):
        data = yaml.safe_load(path.read_text())
        good, near = half(list(data["credit"]), args.half), half(list(data["near_miss"]), args.half)
        reports = assess_all(data["scenario"], good + near, args.model)
        ok = [credited(r) for r in reports[:len(good)]]
        bad = [credited(r) for r in reports[len(good):]]
        bits["correct statements credited"] += [int(x) for x in ok]
        bits["near misses refused"] += [int(not x) for x in bad]
        total_c += sum(ok)
        total_cn += len(ok)
        total_n += sum(bad)
        total_nn += len(bad)
        print(f"{data['scenario']:32} {sum(ok):>4}/{len(ok):<5} {sum(bad):>12}/{len(bad)}")
        if args.show_misses and args.split not in HELD_OUT:  # held out: read the aggregate only
            for text, hit, rep in zip(good, ok, reports):
                if not hit:
                    print(f"    MISSED  {text!r}  ({rep['diagnosis']['why'] if rep['diagnosis'] else rep['class']})")
            for text, hit, rep in zip(near, bad, reports[len(good):]):
                if hit:
                    print(f"    CREDITED NEAR MISS  {text!r}  ({rep['diagnosis']['why']})")
    print(f"{'total':32} {total_c:>4}/{total_cn:<5} {total_n:>12}/{total_nn}"
          f"   credit rate {total_c / max(1, total_cn):.3f}, near misses credited {total_n}")
    if args.save_bits:
        args.save_bits.write_text(json.dumps(bits), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
