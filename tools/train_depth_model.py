"""Train the depth calibrator (``interviewer/interview/depth_model.py``) on the dev assessor sets and write its json.

    python tools/train_depth_model.py            # read every dev answer through the assessor (rules only, ~10 min),
                                                 # choose L2, margin and severe cost, fit, write the json and sample
    python tools/train_depth_model.py --cached   # the same from bench/assessor_calib.py's cache of the same reading
    python tools/train_depth_model.py --cv       # leave-one-source-out against the rules (bench/assessor_calib.py)

Dev only (numpy is a dev dependency; inference is pure Python). The training answers are exactly the dev sources
``bench/assessor_cv.py`` reads: set A dev, set B dev, set E dev and the retired held-out sets (``RETIRED``); the json
records each file's sha256, and the tool refuses to run if any held-out file (A and B test, any set in ``HELD_OUT``)
would be read. L2, the decision margin and the weak<->strong cost are chosen by leave-group-out over the sources,
maximising mean per-source accuracy among the choices that make no more weak->strong or strong->weak errors than the
rules (``assessor_calib.select``); the model is then fitted on every source. It moves a verdict either way, never one
that rests on the candidate's own words about their knowledge (``depth_model.self_reported``; round 36's 8th variant,
"calib-bar-self", chosen after calib-bar's figures were seen). Deterministic (Newton's method from zeros).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from interviewer.interview.depth_model import DEPTHS, MOVES, WEIGHTS  # noqa: E402

SAMPLE = ROOT / "tests/data/depth_model_sample.json"
"""A fixed sample of dev answers and the final depth the shipped model gives them (tests/test_depth_model.py)."""
SAMPLE_SIZE = 60


def training_files() -> list[Path]:
    """The files the dev sources are read from, in ``assessor_cv.load_sources`` order."""
    from assessor import CORPUS, RETIRED, SETS

    files = [CORPUS / SETS["a"].format(split="dev"), CORPUS / SETS["b"].format(split="dev"),
             CORPUS / SETS["e"].format(split="dev")]
    return files + [CORPUS / SETS[r].format(split="test") for r in sorted(RETIRED)]


def held_out_files() -> list[Path]:
    from assessor import CORPUS, HELD_OUT, SETS

    return [CORPUS / SETS["a"].format(split="test"), CORPUS / SETS["b"].format(split="test")] + [
        CORPUS / SETS[h].format(split=split) for h in sorted(HELD_OUT) for split in ("dev", "test")]


def check_files(files: list[Path]) -> None:
    """Refuse any held-out file, and any training file that is not there."""
    bad = sorted({f.name for f in files} & {f.name for f in held_out_files()})
    if bad:
        raise SystemExit(f"refusing to train on held-out files: {', '.join(bad)}")
    missing = [f.name for f in files if not f.is_file()]
    if missing:
        raise SystemExit(f"missing training files: {', '.join(missing)}")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def feature_names(rows: list[dict]) -> list[str]:
    """Every general feature, the rules' verdict (weak is the reference) and the kinds of move the rules made."""
    every = sorted(rows[0]["f"])
    general = [n for n in every if not n.startswith(("ship:", "off:", "moved", "why:", "self_report"))]
    return general + ["ship:partial", "ship:strong"] + [f"why:{m.strip()}" for m in MOVES]


def train(rows: list[dict]) -> dict:
    import numpy as np

    from assessor import SOURCES
    from assessor_calib import design, fit, select

    names = feature_names(rows)
    X = design(rows, names)
    mean, scale = X.mean(0), X.std(0)
    scale[scale == 0] = 1.0
    Xs = (X - mean) / scale
    y = np.array([DEPTHS.index(r["gold"]) for r in rows])
    shipped = np.array([DEPTHS.index(r["shipped"]) for r in rows])
    src = np.array([r["source"] for r in rows])
    sources = [s for s in SOURCES if (src == s).any()]
    from interviewer.interview.depth_model import barred

    # verdicts the model never moves (self-reported ones, and those that stand: ``depth_model.stands``, round 39), and
    # directions it never moves one (against a depth rule's recorded decision: ``depth_model.barred``, round 40)
    frozen = np.array([3 if r["f"]["self_report"] else barred(r["f"], r["shipped"]) for r in rows])
    key = select(Xs, y, shipped, src, np.ones(len(y), dtype=bool), sources, one_level=True, constrained=True,
                 frozen=frozen)
    if key is None:
        raise SystemExit("no choice of L2, margin and cost keeps the severe errors at the rules' count: not written")
    l2, margin, severe = key
    W = fit(Xs, y, l2)
    return {"features": names, "mean": [round(float(v), 8) for v in mean], "scale": [round(float(v), 8) for v in scale],
            "weights": [[round(float(v), 8) for v in row] for row in W[:-1]],
            "bias": [round(float(v), 8) for v in W[-1]], "l2": l2, "margin": margin, "severe": severe,
            "down_only": False}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cached", action="store_true", help="use bench/assessor_calib.py's cached reading")
    parser.add_argument("--cv", action="store_true", help="leave-one-source-out against the rules, then stop")
    args = parser.parse_args(argv)
    files = training_files()
    check_files(files)
    import assessor_calib

    if args.cv:
        return assessor_calib.main(["--variant", "calib-bar-caps", "--verbose"])
    rows = assessor_calib.collect(refresh=not args.cached)
    model = train(rows)
    model["training"] = {f.name: sha256(f) for f in files}
    model["answers"] = len(rows)
    WEIGHTS.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {WEIGHTS} ({len(model['features'])} features, l2 {model['l2']}, margin {model['margin']}, "
          f"severe {model['severe']}; {len(rows)} answers from {len(files)} files)")
    write_sample(rows, model)
    return 0


def write_sample(rows: list[dict], model: dict) -> None:
    """Every 'step'-th answer's set, id and final depth under the written model, plus every answer it moves among the
    first ones of each source (so the sample holds moves to check, not only verdicts the rules keep). The rows are the
    assessor's verdicts read directly; `interviewer assess --json` first asks the listener whether the turn is an
    answer at all, and one it takes for something else (a question, say) has no depth, which bench/assessor.py and
    the sample's test read as weak whatever the model says: such a turn is written so, and is never a "move"."""
    from assessor_cv import load_sources

    from interviewer.content import load_library
    from interviewer.interview.depth_model import SWITCH, UP, DOWN, barred, decide, probabilities
    from interviewer.interview.tryout import assess_utterance

    library = load_library([])

    def answered(item) -> bool:  # the listener's call alone: the calibrator is off for it
        saved = os.environ.get(SWITCH)
        os.environ[SWITCH] = "off"
        try:
            return assess_utterance(library, " ".join(item.text.split()), topic=item.topic,
                                    asked=item.asked or "opening").depth is not None
        finally:
            os.environ.pop(SWITCH) if saved is None else os.environ.__setitem__(SWITCH, saved)

    out, moved = [], []
    step = max(len(rows) // SAMPLE_SIZE, 1)
    items = load_sources()  # the rows' order (assessor_calib.collect reads them so)
    assert len(items) == len(rows)
    for k, (item, row) in enumerate(zip(items, rows)):
        bars = UP | DOWN if row["f"]["self_report"] else barred(row["f"], row["shipped"])
        final = row["shipped"] if bars == UP | DOWN else decide(
            row["shipped"], probabilities(row["f"], model), model["margin"], model["severe"], model["down_only"], bars)
        entry = {"set": item.corpus, "id": item.id, "rules": row["shipped"], "depth": final}
        if k % step == 0:
            if not answered(item):
                entry.update(rules="weak", depth="weak")
            out.append(entry)
        elif final != row["shipped"] and len(moved) < SAMPLE_SIZE // 2 and answered(item):
            moved.append(entry)
    SAMPLE.write_text(json.dumps(out + moved, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {SAMPLE} ({len(out)} sampled, {len(moved)} moved)")


if __name__ == "__main__":
    raise SystemExit(main())
