"""A learned depth calibrator over the shipped verdict, judged leave-one-source-out against the shipped hand rules.

``bench/assessor_cv.py --learned`` fits a learned combination on the rules-OFF depth, and only after its grid search of
the thresholds (millions of candidates: hours). This bench skips the grid and asks the question a calibrator must
answer: held out per source, does a model over the shipped verdict (the one `assess --json` gives, after every rule and
closing check) beat that verdict?

    python bench/assessor_calib.py --refresh          # read every dev answer (twice: rules on, rules off; ~10 min)
    python bench/assessor_calib.py --verbose          # every variant from the cache, per source
    python bench/assessor_calib.py --variant calib-bar
    python bench/assessor_calib.py --variant calib-bar-self --verbose   # adds ``self_report`` to an older cache first

Each answer is read through the shipped assessor (and once with the depth rules off); its features (``cues``) are
general: coverage of what was asked, what it approached, the substance (mechanisms, specifics, terms, length, certainty
and hedges, echo of the question, hand-offs, closures), red-flag kinds, truth-claim contradictions, whether the question
narrowed the topic, which kind of move the rules made. No item, topic or source identity and no words of any set. For
each dev source, the model (and its L2, decision margin and weak<->strong cost, by leave-group-out over the training
sources only) is fitted on the others and scored on it. The ship bar (fixed before any fit, round 36): mean per-source
accuracy +0.015 over the shipped rules, the worst source no worse, pooled weak->strong and strong->weak no higher, and
each of AF, AG, AH no worse.

Round 36 (35 sources, 16,729 answers; rules: mean 0.8578, worst 0.734, weak->strong 417, strong->weak 70):
  round8 (the --learned inputs, rules off, argmax)    0.8378  worst 0.733  417->317  70->238   no
  stack (argmax over the rules' verdict)              0.8796  worst 0.800  417->298  70->143   no (strong->weak)
  calib (one level, probability margin)               0.8758  worst 0.780  417->380  70->106   no (strong->weak)
  calib-cost3 (one level, weak<->strong costs 3)      0.8702  worst 0.781  417->236  70->47    no (mean +0.0125)
  calib-bar (cost and margin chosen under gate (c))   0.8737  worst 0.779  417->279  70->61    clears the bar
  calib-bar-down (calib-bar, may only lower)          0.8622  worst 0.760  417->303  70->71    no
  calib-bar-self (calib-bar, self-reports stand)      0.8697  worst 0.771  417->277  70->62    no (mean +0.0119)
calib-bar was not shipped: most of its gain is lifting weak verdicts to partial (lowering only gives +0.004), and those
lifts override three hand-written depth tests (a disowned answer, a shrug before a guess, an admitted gap) and take
set A dev from 0.945 to 0.884 in sample. calib-bar-self (lane calib36b, the 8th variant, its constraint chosen AFTER
calib-bar's figures and broken tests were seen) is calib-bar that never moves a verdict resting on the candidate's own
words about their knowledge (``self_report_of``: 2,785 of 16,729 dev answers, all rated weak or partial by the rules).
It keeps the severe-error, worst-source and newest-set gates (AF .760->.810, AG .771->.804, AH .734->.771) and the three
hand-written tests pass with it, but its mean gain falls to +0.0119 (< +0.015): it does not clear the bar, and nothing
ships. In sample (trained on every dev source) it takes set A dev 0.945 -> 0.925, set B dev 0.962 -> 0.962.

Round 37, the decision pre-registered at the end of round 36 (AI, 606 answers, retired to dev as the 36th source; ships
if gates (b), (c), (d) hold, the mean gain is >= +0.010 and the whole suite passes with no hand-written depth
expectation edited; no new variants). 36 sources, 17,335 answers; rules: mean 0.8563, worst 0.734, weak->strong 453,
strong->weak 76:
  calib-bar-self                                      0.8689  worst 0.774  453->295  76->69    LOSO gates pass (+0.0125)
AF .760->.803, AG .771->.802, AH .734->.774, AI .804->.835 (out of fold); 25 sources better, 10 worse (A .945->.925,
B .957->.942, M .912->.883). Retrained on all 36 (l2 30, margin 0.1, severe 2), it breaks three hand-written depth
tests (test_assessor: a narrow right answer to a probe, strong->partial; test_engine_followups: the same kind of answer,
so one more probe; test_misconceptions: an unasked misconception's partial cap, partial->weak), and in sample takes set
A dev 0.945 -> 0.925 (5 worse, 1 better), B dev 0.962 -> 0.962. It does not ship; the port is kept off main (lane
calib37's calib37-port.patch).

Round 39. The frozen round-37 weights were measured once on AJ and AK, both written after they were fitted (on vs off,
through the CLI): AJ .810 -> .830 (17 better, 5 worse), AK .777 -> .800 (18 better, 4 worse). A new variant,
"calib-bar-stand" (``depth_model.stands``: red-flagged verdicts and strong answers to one-signal questions stand too),
was written from the three broken tests' principles before any new fit, against round 37's "no new variants": the
constraint only removes moves. The rule above (gate (a) at +0.010; (b), (c), (d) with NEWEST the three newest
sources; the suite passes with no hand-written depth expectation edited) was written down before the retrain
finished. 37 sources, 18,547 answers; rules: mean 0.8529, worst 0.739, weak->strong 459, strong->weak 86:
  calib-bar-stand                                     0.8639  worst 0.768  459->415  86->75    ships (+0.0111)
AI .804->.837, AJ .814->.827, AK .779->.797 (out of fold); worse: A .945->.935, M .906->.892, and six more by under .01.

Round 43, the retrain pre-registered in round 42 (AN and AO, retired after the shipped round-41 fit, join as the 40th and
41st sources). The rule, written before the cache was read: (1) the round-41 gates with NEWEST = AM, AN, AO; (2) where
the shipped weights are out of sample (AN, AO), the new model out of fold no worse than they are, severe errors no
higher; (3) the whole suite passes. 41 sources, 20,976 answers; rules: mean 0.8477, worst 0.739, weak->strong 577,
strong->weak 103:
  calib-bar-caps (retrained)                          0.8597  worst 0.768  577->526  103->98   gate (1) passes (+0.0119)
AM .799->.828, AN .807->.837, AO .797->.807. Gate (2): AN rules .807, shipped weights .837, new out of fold .837 (severe
38 / 30 / 30); AO rules .797, shipped weights .814, new out of fold .807 (severe 31 / 24 / 24): the new model is worse
than the shipped weights on AO, so nothing ships and the round-41 weights stay.
Dev files only; held-out test splits are never opened.
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from assessor import SOURCES, Item, question_of, source_of  # noqa: E402
from assessor_cv import load_sources  # noqa: E402
from assessor_metrics import DEPTHS  # noqa: E402
from interviewer.interview.depth_model import MOVES, cues  # noqa: E402  (the run-time features, one definition)

CACHE = Path(os.environ.get("ASSESSOR_CALIB_CACHE", "/tmp/assessor_calib.pkl"))
NEWEST = ("AM", "AN", "AO")
"""The three newest dev sources (gate d); round 36 used AF, AG and AH, round 41 AK, AL and AM, the newest then."""
L2_GRID = (1.0, 30.0, 300.0)
MARGIN_GRID = (0.0, 0.1, 0.2, 0.3, 0.4)
SEVERE_GRID = (1.0, 2.0, 3.0)


def answer_features(item: Item, library, assessor, assessor_off) -> dict:
    """One answer: its gold label, source, the shipped and rules-off verdicts, and its general features."""
    from interviewer.interview.assess import Target, coverage, elsewhere_targets, question_targets, topic_signals
    from interviewer.interview.gaps import disowned
    from interviewer.interview.spoken import spelled
    from interviewer.interview.substance import read_substance
    from interviewer.interview.truth_claims import contradicted

    topic, act, text = question_of(library, item)
    targets = question_targets(topic, act, item.probe_signal)
    dim = library.rubric(topic.dimension)
    target = Target(dim, targets, frozenset(), text, elsewhere_targets(topic, act, item.probe_signal),
                    topic_signals(topic))
    shipped = assessor.assess_sync(item.text, target)
    answer = spelled(item.text)
    lex = assessor.lexicon
    reading = lex.read(answer, text)
    substance = read_substance(reading, lex, dim, text, tuple(target.target_ids))
    f = cues(answer, shipped.depth, shipped.evidence, shipped.shown, shipped.approached, shipped.missing,
             shipped.red_flags, dim, target.target_ids, bool(target.elsewhere), substance, disowned(reading, lex),
             bool(contradicted(answer)), coverage(dim, target.target_ids, set(shipped.shown)))
    f["self_report"] = float(self_report_of(reading, lex, substance))
    off = assessor_off.assess_sync(item.text, target)
    for d in DEPTHS:
        f[f"off:{d}"] = float(off.depth == d)
    f["moved_up"] = float(DEPTHS.index(shipped.depth) > DEPTHS.index(off.depth))
    f["moved_down"] = float(DEPTHS.index(shipped.depth) < DEPTHS.index(off.depth))
    return {"source": source_of(item), "gold": item.depth, "shipped": shipped.depth, "off": off.depth, "f": f}


def self_report_of(reading, lex, substance) -> bool:
    """Whether the rules' verdict rests on the candidate's own words about their knowledge: the self-report cues the
    depth rules read (``LexicalAssessor.assess_sync`` -> ``depth_for``): a disowned answer (``gaps.disowned``), an
    admitted gap or shrug (``Substance.admits_gap``, ``gaps.UNSURE``, ``voiced_gaps``: the rules' ``disclaims``), a
    deferred figure (``Substance.defers_specific``). Each decides a rule (a disowned answer's base verdict, the
    weak->partial lifts a gap blocks or earns, the strong->partial cap). Handing the question on (``defers``,
    ``hands_off``) is about who should answer, not what the candidate knows, and is not among them. "calib-bar-self"
    never moves such a verdict: a candidate's statement that they do not know is not for a statistical model to
    overrule."""
    from interviewer.interview.gaps import UNSURE, disowned
    from interviewer.interview.voiced_gaps import voiced_gaps

    disclaims = substance.admits_gap or bool(UNSURE.search(reading.text)) or bool(voiced_gaps(reading.text))
    return disowned(reading, lex) or disclaims or substance.defers_specific


def add_self_reports(rows: list[dict]) -> list[dict]:
    """Fill ``self_report`` into a cache written before round 36's 8th variant (one reading per answer)."""
    from interviewer.content import load_library
    from interviewer.interview.assess import LexicalAssessor, question_targets
    from interviewer.interview.spoken import spelled
    from interviewer.interview.substance import read_substance

    library, lex = load_library(), LexicalAssessor().lexicon
    items = load_sources()
    assert len(items) == len(rows)
    for item, row in zip(items, rows):
        topic, act, text = question_of(library, item)
        reading = lex.read(spelled(item.text), text)
        substance = read_substance(reading, lex, library.rubric(topic.dimension), text,
                                   tuple(question_targets(topic, act, item.probe_signal)))
        row["f"]["self_report"] = float(self_report_of(reading, lex, substance))
    return rows


def collect(refresh: bool = False) -> list[dict]:
    if CACHE.is_file() and not refresh:
        rows = pickle.loads(CACHE.read_bytes())
        if "self_report" not in rows[0]["f"]:
            rows = add_self_reports(rows)
            CACHE.write_bytes(pickle.dumps(rows))
        return rows
    from interviewer.content import load_library
    from interviewer.interview.assess import LexicalAssessor
    from interviewer.interview.depth_rules import DepthRules

    library = load_library()
    assessor, assessor_off = LexicalAssessor(), LexicalAssessor(rules=DepthRules())
    # The calibrator is judged (and trained, tools/train_depth_model.py) over the rules' own verdict, not its own.
    switch, was = "INTERVIEWER_DEPTH_MODEL", os.environ.get("INTERVIEWER_DEPTH_MODEL")
    os.environ[switch] = "off"
    try:
        rows = [answer_features(it, library, assessor, assessor_off) for it in load_sources()]
    finally:
        if was is None:
            os.environ.pop(switch)
        else:
            os.environ[switch] = was
    CACHE.write_bytes(pickle.dumps(rows))
    return rows


# ------------------------------------------------------------------ the model (numpy, dev only)

FEATURE_SETS = {
    # the round-8 learned combination's inputs on the rules-OFF depth (assessor_cv.features, as close as read here)
    "base-off": ("coverage", "asked_shown", "shown_n", "links", "specifics", "plain_links", "terms", "log_words",
                 "absolutes", "hedged", "flag_other", "flag_misconception", "disowned", "off:partial", "off:strong"),
}


def design(rows: list[dict], names: list[str]):
    import numpy as np

    return np.array([[r["f"][n] for n in names] for r in rows], dtype=float)


def fit(X, y, l2: float, weights=None, iterations: int = 25):
    """Multinomial logistic regression by Newton's method: L2 (``l2``, in units of answers) on the weights, a token
    one on the biases so the Hessian is definite. Converges in a dozen steps on a few dozen features."""
    import numpy as np

    n, k = X.shape
    Xb = np.hstack([X, np.ones((n, 1))])
    d = k + 1
    Y = np.eye(3)[y]
    w = np.ones(n) if weights is None else weights * (n / weights.sum())
    ridge = np.full(d, float(l2))
    ridge[-1] = 1e-3
    W = np.zeros((d, 3))
    for _ in range(iterations):
        Z = Xb @ W
        P = np.exp(Z - Z.max(1, keepdims=True))
        P /= P.sum(1, keepdims=True)
        G = Xb.T @ ((P - Y) * w[:, None]) + ridge[:, None] * W
        H = np.zeros((3 * d, 3 * d))
        for a in range(3):
            for b in range(a, 3):
                c = w * (P[:, a] * ((a == b) - P[:, b]))
                block = (Xb * c[:, None]).T @ Xb
                H[a * d:(a + 1) * d, b * d:(b + 1) * d] = block
                H[b * d:(b + 1) * d, a * d:(a + 1) * d] = block.T
        H += np.diag(np.tile(ridge, 3))
        step = np.linalg.solve(H, G.T.reshape(-1)).reshape(3, d).T
        W = W - step
        if np.abs(step).max() < 1e-6:
            break
    return W


def proba(W, X):
    import numpy as np

    Z = np.hstack([X, np.ones((len(X), 1))]) @ W
    P = np.exp(Z - Z.max(1, keepdims=True))
    return P / P.sum(1, keepdims=True)


def decide(P, shipped, margin: float, one_level: bool, severe: float = 1.0, down_only: bool = False, frozen=None):
    """argmax, or (calibrator) the shipped verdict unless a neighbour beats it by ``margin``: in probability, or with
    ``severe`` > 1 in expected cost, where a weak<->strong error costs ``severe`` and a one-level error costs 1."""
    import numpy as np

    if not one_level:
        return P.argmax(1)
    cost = np.array([[0.0, 1.0, severe], [1.0, 0.0, 1.0], [severe, 1.0, 0.0]])
    value = P if severe == 1.0 else -(P @ cost)  # higher is better
    out = shipped.copy()
    if frozen is not None and np.asarray(frozen).dtype == bool:  # a verdict that stands: both directions barred
        frozen = np.asarray(frozen).astype(int) * 3
    for i, (v, s) in enumerate(zip(value, shipped)):
        bars = 0 if frozen is None else int(frozen[i])
        if bars == 3:  # a self-reported verdict stands (``depth_model.self_reported``), or one that stands
            continue
        best, gain = s, margin
        for d in ((s - 1,) if down_only else (s - 1, s + 1)):
            if (d > s and bars & 1) or (d < s and bars & 2):  # barred directions (``depth_model.barred``)
                continue
            if 0 <= d <= 2 and v[d] - v[s] > gain:
                best, gain = d, v[d] - v[s]
        out[i] = best
    return np.asarray(out)


def mean_acc(pred, y, src, sources):
    return sum(float((pred[src == s] == y[src == s]).mean()) for s in sources) / len(sources)


def select(X, y, shipped, src, train, inner: list[str], *, one_level: bool, severe: float = 1.0,
           constrained: bool = False, weights=lambda idx: None, down_only: bool = False, frozen=None):
    """(L2, margin, severe) by leave-group-out over the ``inner`` sources (four groups of sources, for speed): the best
    mean per-source accuracy of the out-of-fold decisions; with ``constrained``, only among those with no more
    weak->strong and strong->weak errors than the rules on those sources (the ship bar's gate (c)). None: none does."""
    import numpy as np

    groups = [inner[k::4] for k in range(4)]
    grid_m = MARGIN_GRID if one_level else (0.0,)
    grid_sev = SEVERE_GRID if constrained else (severe,)
    ship_ws = int(((y[train] == 0) & (shipped[train] == 2)).sum())
    ship_sw = int(((y[train] == 2) & (shipped[train] == 0)).sum())
    scores = {}
    for g_l2 in L2_GRID:
        oof_P = np.zeros((len(y), 3))
        for group in groups:
            hold = np.isin(src, group)
            fit_idx = np.where(train & ~hold)[0]
            oof_P[hold] = proba(fit(X[fit_idx], y[fit_idx], g_l2, weights(fit_idx)), X[hold])
        for g_m in grid_m:
            for g_sev in grid_sev:
                p = decide(oof_P[train], shipped[train], g_m, one_level, g_sev, down_only,
                           None if frozen is None else frozen[train])
                if constrained and (int(((y[train] == 0) & (p == 2)).sum()) > ship_ws
                                    or int(((y[train] == 2) & (p == 0)).sum()) > ship_sw):
                    continue
                scores[(g_l2, g_m, g_sev)] = mean_acc(p, y[train], src[train], inner)
    if not scores:
        return None
    return max(scores, key=lambda key: (round(scores[key], 4), key[1], key[2], key[0]))


def run_variant(rows, names, *, one_level: bool, balanced: bool, nested: bool, l2=1.0, margin=0.0, severe=1.0,
                constrained: bool = False, down_only: bool = False, keep_self_reports: bool = False,
                keep_standing: bool = False, keep_rule_decisions: bool = False):
    import numpy as np

    X = design(rows, names)
    mu, sd = X.mean(0), X.std(0) + 1e-9
    X = (X - mu) / sd
    y = np.array([DEPTHS.index(r["gold"]) for r in rows])
    shipped = np.array([DEPTHS.index(r["shipped"]) for r in rows])
    src = np.array([r["source"] for r in rows])
    sources = [s for s in SOURCES if (src == s).any()]
    frozen = np.array([bool(r["f"]["self_report"]) for r in rows]) if keep_self_reports else None
    if keep_standing:  # round 39: red-flagged verdicts and strong answers to one-signal questions stand too
        from interviewer.interview.depth_model import stands

        frozen = frozen | np.array([stands(r["f"], r["shipped"]) for r in rows])
    if keep_rule_decisions:  # round 40: nor against a decision a depth rule recorded (``depth_model.barred``)
        from interviewer.interview.depth_model import barred

        frozen = np.array([3 if r["f"]["self_report"] else barred(r["f"], r["shipped"]) for r in rows])

    def weights(idx):
        if not balanced:
            return None
        counts = Counter(y[idx])
        return np.array([len(idx) / (3 * counts[c]) for c in y[idx]])

    pred = shipped.copy()
    chosen = {}
    for s in sources:
        train = src != s
        l2_s, margin_s, severe_s = l2, margin, severe
        if nested:
            key = select(X, y, shipped, src, train, [t for t in sources if t != s], one_level=one_level,
                         severe=severe, constrained=constrained, weights=weights, down_only=down_only,
                         frozen=frozen)
            if key is None:  # nothing meets the bar on the training sources: leave the shipped verdicts
                chosen[s] = None
                continue
            l2_s, margin_s, severe_s = key
        idx = np.where(train)[0]
        W = fit(X[idx], y[idx], l2_s, weights(idx))
        pred[~train] = decide(proba(W, X[~train]), shipped[~train], margin_s, one_level, severe_s, down_only,
                              None if frozen is None else frozen[~train])
        chosen[s] = (l2_s, margin_s, severe_s)
    return y, shipped, pred, src, sources, chosen


def verdict(y, shipped, pred, src, sources) -> dict:
    acc = {s: (float((shipped[src == s] == y[src == s]).mean()), float((pred[src == s] == y[src == s]).mean()))
           for s in sources}
    rules_mean = sum(a for a, _ in acc.values()) / len(acc)
    model_mean = sum(b for _, b in acc.values()) / len(acc)
    sev = {name: tuple(int(((y == g) & (got == p)).sum()) for got in (shipped, pred))
           for name, (g, p) in {"weak->strong": (0, 2), "strong->weak": (2, 0)}.items()}
    gates = {
        "a mean +0.010": model_mean >= rules_mean + 0.010,  # round 37's pre-registered rule (round 36 asked +0.015)
        "b worst": min(b for _, b in acc.values()) >= min(a for a, _ in acc.values()),
        "c weak->strong": sev["weak->strong"][1] <= sev["weak->strong"][0],
        "c strong->weak": sev["strong->weak"][1] <= sev["strong->weak"][0],
        "d newest": all(acc[s][1] >= acc[s][0] for s in NEWEST if s in acc),
    }
    return {"acc": acc, "rules_mean": rules_mean, "model_mean": model_mean, "severe": sev, "gates": gates,
            "changed": int((pred != shipped).sum()), "ship": all(gates.values())}


def print_report(name, rep, chosen, verbose):
    a = rep["acc"]
    print(f"== {name}: mean {rep['rules_mean']:.4f} -> {rep['model_mean']:.4f} ({rep['model_mean'] - rep['rules_mean']:+.4f});"
          f" worst {min(x for x, _ in a.values()):.3f} -> {min(y for _, y in a.values()):.3f};"
          f" weak->strong {rep['severe']['weak->strong'][0]} -> {rep['severe']['weak->strong'][1]};"
          f" strong->weak {rep['severe']['strong->weak'][0]} -> {rep['severe']['strong->weak'][1]};"
          f" verdicts changed {rep['changed']}")
    print("   newest: " + "  ".join(f"{s} {a[s][0]:.3f}->{a[s][1]:.3f}" for s in NEWEST if s in a))
    print("   gates: " + "  ".join(f"{g} {'pass' if ok else 'FAIL'}" for g, ok in rep["gates"].items())
          + f"   SHIP: {'yes' if rep['ship'] else 'no'}")
    if verbose:
        print("   per source (rules -> model): " + "  ".join(f"{s} {x:.3f}->{y:.3f}" for s, (x, y) in a.items()))
        print("   chosen (l2, margin) per fold: " + str(Counter(chosen.values()).most_common()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--refresh", action="store_true", help="recompute the cached per-answer features")
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--verbose", action="store_true", help="per-source table")
    args = parser.parse_args(argv)
    rows = collect(args.refresh)
    every = sorted(rows[0]["f"])
    general = [n for n in every if not n.startswith(("ship:", "off:", "moved", "why:", "self_report"))]
    variants = {
        # the round-8 learned combination (rules-off depth and the same few features), argmax: the baseline figure
        "round8": dict(names=list(FEATURE_SETS["base-off"]), one_level=False, balanced=False, nested=False, l2=1.0),
        # rules-off depth with every general feature, argmax
        "rich-off": dict(names=general + ["off:partial", "off:strong"], one_level=False, balanced=False, nested=True),
        # stacked on the shipped verdict, argmax
        "stack": dict(names=general + ["ship:partial", "ship:strong", "off:partial", "off:strong", "moved_up",
                                       "moved_down"] + [n for n in every if n.startswith("why:")],
                      one_level=False, balanced=False, nested=True),
        # stacked, a calibrator: one level at most, only past a probability margin chosen by inner CV
        "calib": dict(names=general + ["ship:partial", "ship:strong", "off:partial", "off:strong", "moved_up",
                                       "moved_down"] + [n for n in every if n.startswith("why:")],
                      one_level=True, balanced=False, nested=True),
        "calib-balanced": dict(names=general + ["ship:partial", "ship:strong", "off:partial", "off:strong", "moved_up",
                                                "moved_down"] + [n for n in every if n.startswith("why:")],
                               one_level=True, balanced=True, nested=True),
        # the calibrator by expected cost, a weak<->strong error costing 3 one-level errors (fixed after "calib" failed
        # gate (c) on strong->weak alone; the only variant added after a figure was seen)
        "calib-cost3": dict(names=general + ["ship:partial", "ship:strong", "off:partial", "off:strong", "moved_up",
                                             "moved_down"] + [n for n in every if n.startswith("why:")],
                            one_level=True, balanced=False, nested=True, severe=3.0),
        # the calibrator whose L2, margin and weak<->strong cost are chosen on the training sources only, under the
        # ship bar's severe-error gate there (no more weak->strong or strong->weak than the rules on those sources)
        "calib-bar": dict(names=general + ["ship:partial", "ship:strong"] + [n for n in every if n.startswith("why:")],
                          one_level=True, balanced=False, nested=True, constrained=True),
        # calib-bar lowering only (after calib-bar cleared the bar, the hand-written rule tests showed it lifting weak
        # answers that disown the work or shrug: the blind sets' errors are over-rating; it may only lower a verdict)
        "calib-bar-down": dict(names=general + ["ship:partial", "ship:strong"] + [n for n in every if n.startswith("why:")],
                               one_level=True, balanced=False, nested=True, constrained=True, down_only=True),
        # calib-bar that never moves a verdict resting on the candidate's own words about their knowledge (a disowned
        # answer, an admitted gap or shrug, a deferred figure: ``depth_model.self_reported``); not a feature, a gate.
        # Added AFTER calib-bar's figures and its three broken hand-written tests were seen: the 8th variant.
        "calib-bar-self": dict(names=general + ["ship:partial", "ship:strong"]
                               + [n for n in every if n.startswith("why:")], one_level=True, balanced=False,
                               nested=True, constrained=True, keep_self_reports=True),
        # calib-bar-self whose red-flagged verdicts and strong answers to one-signal questions also stand
        # (``depth_model.stands``), written in round 39 from the three hand-written tests round 37's model broke
        "calib-bar-stand": dict(names=general + ["ship:partial", "ship:strong"]
                                + [n for n in every if n.startswith("why:")], one_level=True, balanced=False,
                                nested=True, constrained=True, keep_self_reports=True, keep_standing=True),
        # calib-bar-stand that never moves a verdict against a decision a depth rule recorded: not back across a
        # rule's move, not down past a closure the rules weighed (``depth_model.barred``), written in round 40 before
        # any fit of it, after calib-bar-stand's retrain still broke two hand-written depth tests (variant B)
        "calib-bar-held": dict(names=general + ["ship:partial", "ship:strong"]
                               + [n for n in every if n.startswith("why:")], one_level=True, balanced=False,
                               nested=True, constrained=True, keep_self_reports=True, keep_rule_decisions=True),
        # variant C (pre-registered in round 40 for round 41, not fitted then): ``depth_model.barred`` now bars only
        # lifting a verdict capped at partial and lowering past a closure; "calib-bar-held" reads the same function,
        # so B's figures are on e349add
        "calib-bar-caps": dict(names=general + ["ship:partial", "ship:strong"]
                               + [n for n in every if n.startswith("why:")], one_level=True, balanced=False,
                               nested=True, constrained=True, keep_self_reports=True, keep_rule_decisions=True),
        # the calibrator without the rules-off verdict (cheaper at run time: no second reading with the rules off)
        "calib-noff": dict(names=general + ["ship:partial", "ship:strong"] + [n for n in every if n.startswith("why:")],
                           one_level=True, balanced=False, nested=True),
    }
    for name in args.variant or list(variants):
        v = dict(variants[name])
        y, shipped, pred, src, sources, chosen = run_variant(rows, v.pop("names"), **v)
        print_report(name, verdict(y, shipped, pred, src, sources), chosen, args.verbose)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
