"""Structural features of confidently wrong and bluffer answers against strong and partial ones, per dev source.

Issue #12 (no weak rated strong): which shape features the assessor computes, or can compute generally, separate
the voice confident-wrong and bluffer answers from strong ones on most authors, not on one. Prints, per source, how
often each feature fires on cw / bluffer / strong / partial answers, and (for the rated-strong and rated-partial
answers only) on cw and bluffers the shipped rules let through versus strong answers rated strong.

    python bench/cw_features.py                # every dev source but O, plus O's even ids
    python bench/cw_features.py --rated strong # only answers the shipped assessor rates strong

Only dev files are read (set O: even ids only; held-out test sets are never opened).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from assessor import id_number, load_split, source_of  # noqa: E402
from assessor_cv import SOURCES, load_sources, read_inputs  # noqa: E402

GROUPS = ("cw", "bluffer", "strong", "partial", "weak")


def group_of(item) -> str:
    if item.voice == "confident-wrong":
        return "cw"
    if item.bluffer:
        return "bluffer"
    return item.depth


def dev_items() -> list:
    items = [it for it in load_sources() if source_of(it) != "O"]
    return items + [it for it in load_split("test", "o") if id_number(it.id) % 2 == 0]


def feature_values(x) -> dict[str, bool]:
    from interviewer.interview.name_only import asked_reading

    dim, target, shown, flags = x.args
    sub = x.kwargs["substance"]
    named, mech, full = asked_reading(x.reading, x.lex, dim, target.target_ids, shown)
    asked_shown = bool(shown & set(target.target_ids))
    return {
        "name-only": named and not mech,
        "asked-shown": asked_shown,
        "no-link": not sub.links,
        "links>=2": len(sub.links) >= 2,
        "links/terms<.25": len(sub.links) < 0.25 * max(sub.terms, 1),
        "absolute": bool(sub.absolutes),
        "hedged": sub.hedged,
        "absolute-unhedged": bool(sub.absolutes) and not sub.hedged,
        "specifics": bool(sub.specifics),
        "specific-no-link": bool(sub.specifics) and not sub.links,
        "terms/word>.15": sub.terms / max(sub.words, 1) > 0.15,
        "words<30": sub.words < 30,
        "words>=60": sub.words >= 60,
        "mech-concepts>=1": mech,
        "asked-full": full,
        "buzzword": sub.buzzwords > 0,
    }


def main(argv: list[str] | None = None) -> int:
    from interviewer.interview.assess import depth_for

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rated", choices=["strong", "partial", "any"], default="any")
    args = parser.parse_args(argv)
    inputs = read_inputs(dev_items(), keep_reading=True)
    counts: dict = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    totals: dict = defaultdict(lambda: defaultdict(int))
    for x in inputs:
        rated = depth_for(*x.args, **x.kwargs)
        if args.rated != "any" and rated != args.rated:
            continue
        g = group_of(x.item)
        totals[x.source][g] += 1
        totals["ALL"][g] += 1
        for name, on in feature_values(x).items():
            if on:
                counts[x.source][g][name] += 1
                counts["ALL"][g][name] += 1
    names = list(feature_values(inputs[0]))
    for src in [s for s in SOURCES if s in totals] + ["ALL"]:
        print(f"\n== {src}  n: " + "  ".join(f"{g} {totals[src][g]}" for g in GROUPS))
        print(f"  {'feature':<20}" + "".join(f"{g:>9}" for g in GROUPS))
        for name in names:
            cells = []
            for g in GROUPS:
                n = totals[src][g]
                cells.append(f"{counts[src][g][name] / n:>9.2f}" if n else f"{'-':>9}")
            print(f"  {name:<20}" + "".join(cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
