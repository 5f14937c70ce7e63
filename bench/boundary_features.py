"""Structural features at the weak/partial boundary (and strong rated partial), per dev source.

Issue #12, round 17: the largest depth errors are weak answers rated partial (WP), partial answers rated weak (PW)
and strong answers rated partial (SP). This pools, over every dev source, the answers in those cells and the answers
rated correctly (WW, PP, SS), and prints per source how often each structural feature fires in each cell, so a
candidate rule is one that separates an error cell from the correct cell it would move answers into on most
sources, not on one. ``--voices`` also prints each cell's voices.

    python bench/boundary_features.py                 # every dev source but P, plus P's even ids
    python bench/boundary_features.py --voices

Depths are the shipped rules' (``depth_for`` with ``depth_rules.json``, as ``bench/assessor_cv.py`` reads them).
Only dev files are read (set P: even ids only; held-out test sets are never opened).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from assessor import id_number, load_split, source_of  # noqa: E402
from assessor_cv import SOURCES, load_sources, read_inputs  # noqa: E402

CELLS = ("WP", "WW", "PW", "PP", "SP", "SS")
"""Label then rating: WP = labelled weak, rated partial (an error); WW = labelled and rated weak (correct)."""
_CORRECTION = re.compile(r"\b(?:actually|wait|sorry|scratch that|i mean|no,? no|correction|rather|or rather|"
                         r"let me (?:rephrase|correct)|i take (?:that|it) back|not quite|hmm)\b", re.IGNORECASE)
_EVASIVE = re.compile(r"\b(?:it depends|depends on|various|a number of|several (?:factors|things)|case by case|"
                      r"look into|looking into|investigate|best practices?|the usual|standard (?:approach|stuff)|"
                      r"a lot of things|many factors|all sorts of|in general|generally speaking|"
                      r"at the end of the day)\b", re.IGNORECASE)


def dev_items() -> list:
    items = [it for it in load_sources() if source_of(it) != "P"]
    return items + [it for it in load_split("test", "p") if id_number(it.id) % 2 == 0]


def feature_values(x, lex) -> dict[str, bool]:
    from interviewer.interview.name_only import asked_reading
    from interviewer.text.sentences import spans

    dim, target, shown, flags = x.args
    kw = x.kwargs
    sub = kw["substance"]
    text = x.item.text
    named, mech, full = asked_reading(x.reading, lex, dim, target.target_ids, shown)
    asked = set(target.target_ids)
    sentences = [s.text for s in spans(text, keep="all") if s.text.strip()]
    hedged = sum(1 for s in sentences if lex.hedge.search(s))
    fix = _CORRECTION.search(text)
    return {
        "asked-shown": bool(shown & asked),
        "any-shown": bool(shown),
        "some-not-all": bool(shown & asked) and len(asked) >= 2 and not asked <= shown,
        "described": bool(kw["described"]),
        "reached": kw["reached"],
        "bluff": kw["bluff"],
        "disowned": kw["disowned"],
        "disclaims": kw["disclaims"],
        "flagged": bool(flags),
        "name-only": named and not mech,
        "mech-concept": mech,
        "links0": not sub.links,
        "links>=2": len(sub.links) >= 2,
        "plain-link": sub.plain_links > 0,
        "specifics": bool(sub.specifics),
        "spec+link": bool(sub.specifics) and bool(sub.links),
        "absolute": bool(sub.absolutes),
        "abs-unhedged": bool(sub.absolutes) and not sub.hedged,
        "hedged": sub.hedged,
        "hedge-share>=.5": bool(sentences) and hedged / len(sentences) >= 0.5,
        "words<30": sub.words < 30,
        "words>=60": sub.words >= 60,
        "words>=100": sub.words >= 100,
        "echo>=.55": sub.echo >= 0.55,
        "echo-rule": sub.echo >= 0.55 and not sub.hedged and not shown & asked,
        "new-words<10": sub.new_words < 10,
        "new-words>=12": sub.new_words >= 12,
        "admits-gap": sub.admits_gap,
        "hedged-own": sub.hedged and not sub.admits_gap and not sub.absolutes and not sub.buzzwords
        and not kw["bluff"] and not flags and sub.new_words >= 12,
        "correction": bool(fix),
        "fix-late": bool(fix) and fix.start() > len(text) / 3,
        "evasive-phrase": bool(_EVASIVE.search(text)),
        "evasive-empty": bool(_EVASIVE.search(text)) and not sub.concrete,
        "ask-back": text.rstrip().endswith("?"),
        "buzzword": sub.buzzwords > 0,
        "terms>=4": sub.terms >= 4,
    }


def cell_of(label: str, rated: str) -> str:
    return label[0].upper() + rated[0].upper()


def main(argv: list[str] | None = None) -> int:
    from interviewer.interview.assess import depth_for

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--voices", action="store_true", help="also print each cell's voices")
    parser.add_argument("--sources", default="", help="comma-separated sources to print (default: all, then ALL)")
    args = parser.parse_args(argv)
    inputs = read_inputs(dev_items(), keep_reading=True)
    counts: dict = defaultdict(lambda: defaultdict(Counter))
    totals: dict = defaultdict(Counter)
    voices: dict = defaultdict(Counter)
    names: list[str] = []
    for x in inputs:
        cell = cell_of(x.item.depth, depth_for(*x.args, **x.kwargs))
        if cell not in CELLS:
            continue
        values = feature_values(x, x.lex)
        names = names or list(values)
        for src in (x.source, "ALL"):
            totals[src][cell] += 1
            counts[src][cell].update(name for name, on in values.items() if on)
        voices[cell]["bluffer" if x.item.bluffer else x.item.voice] += 1
    wanted = args.sources.split(",") if args.sources else [s for s in SOURCES if s in totals] + ["ALL"]
    for src in wanted:
        print(f"\n== {src}  n: " + "  ".join(f"{c} {totals[src][c]}" for c in CELLS))
        print(f"  {'feature':<16}" + "".join(f"{c:>7}" for c in CELLS))
        for name in names:
            cells = [f"{counts[src][c][name] / totals[src][c]:>7.2f}" if totals[src][c] else f"{'-':>7}"
                     for c in CELLS]
            print(f"  {name:<16}" + "".join(cells))
    if args.voices:
        print("\nvoices per cell (all sources):")
        for c in CELLS:
            print(f"  {c}: " + ", ".join(f"{v} {n}" for v, n in voices[c].most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
