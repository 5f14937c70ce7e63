"""The assessor bench's metrics and printing (``bench/assessor.py``): depth accuracy and confusion, Cohen's kappa,
severe errors, signal precision and recall (overall, then inside and outside the question's targets), redundant
follow-ups, bluffers rated strong."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from interviewer.scoring.judge.evidence import normalise

if TYPE_CHECKING:
    from assessor import Item, Verdict

CORPUS = Path(__file__).resolve().parent / "corpus"
DEPTHS = ("weak", "partial", "strong")
FOLLOW_UP_ACTS = ("probe", "deepen")


def kappa(pairs: list[tuple[str, str]]) -> float:
    n = len(pairs)
    if not n:
        return 0.0
    observed = sum(1 for a, b in pairs if a == b) / n
    gold, pred = Counter(a for a, _ in pairs), Counter(b for _, b in pairs)
    expected = sum(gold[d] * pred[d] for d in DEPTHS) / (n * n)
    return (observed - expected) / (1 - expected) if expected < 1 else 1.0


def labelled_signals() -> set[str]:
    """Signal ids the labels speak about: those that existed when the corpus was labelled."""
    data = yaml.safe_load((CORPUS / "labelled-signals.yaml").read_text(encoding="utf-8"))
    return {sid for ids in data.values() for sid in ids}


def asked_targets(items: list[Item]) -> dict[tuple[str, str], set[str]]:
    """(corpus, id) → the signals the answered question asked for (the opening's or the probe's targets)."""
    from interviewer.content import load_library
    from interviewer.interview.assess import question_targets

    library = load_library()
    out = {}
    for it in items:
        persona_id, topic_id = it.topic.split("/")
        topic = library.persona(persona_id).topic(topic_id)
        act = "probe" if it.probe_signal else "question"
        out[(it.corpus, it.id)] = set(question_targets(topic, act, it.probe_signal))
    return out


def _pr(tp: int, fp: int, fn: int) -> tuple[float, float]:
    return (tp / (tp + fp) if tp + fp else 1.0), (tp / (tp + fn) if tp + fn else 1.0)


def metrics(items: list[Item], verdicts: list[Verdict]) -> dict:
    pairs = [(it.depth, v.depth) for it, v in zip(items, verdicts)]
    confusion = {g: {p: sum(1 for a, b in pairs if a == g and b == p) for p in DEPTHS} for g in DEPTHS}
    known = labelled_signals()
    asked = asked_targets(items)
    tp = fp = fn = later = 0
    inside = [0, 0, 0]  # tp, fp, fn over the signals the question asked for
    outside = [0, 0, 0]  # ... and over the rest of the dimension's signals
    for it, v in zip(items, verdicts):
        gold, got = set(it.signals), set(v.shown)
        if it.corpus == "a":  # set B is labelled against every signal its dimensions have
            later += len(got - known)
            got &= known
        tp += len(gold & got)
        fp += len(got - gold)
        fn += len(gold - got)
        targets = asked[(it.corpus, it.id)]
        for part, keep in ((inside, targets), (outside, (gold | got) - targets)):
            part[0] += len(gold & got & keep)
            part[1] += len((got - gold) & keep)
            part[2] += len((gold - got) & keep)
    follow_ups = [(it, v) for it, v in zip(items, verdicts) if v.next_act in FOLLOW_UP_ACTS]
    redundant = [(it, v) for it, v in follow_ups if v.next_signal in it.signals]
    bluffers = [(it, v) for it, v in zip(items, verdicts) if it.bluffer]
    # Misconception recall: fluent, specific, false answers should end up weak (issue #12).
    wrong = [(it, v) for it, v in zip(items, verdicts) if it.voice == "confident-wrong"]
    # Every quote shown as evidence is words the candidate said (round 51): checked as the judge checks quotes.
    quoted = [(it, q) for it, v in zip(items, verdicts) for q in v.extra.get("quotes", [])]
    unsaid = [(it, q) for it, q in quoted if normalise(q).strip(" .,;:") not in normalise(it.text)]
    return {
        "n": len(items),
        "depth_accuracy": sum(1 for a, b in pairs if a == b) / len(pairs) if pairs else 0.0,
        "kappa": kappa(pairs),
        "confusion": confusion,
        "strong_rated_weak": confusion["strong"]["weak"],
        "weak_rated_strong": confusion["weak"]["strong"],
        "signal_precision": tp / (tp + fp) if tp + fp else 1.0,
        "signal_recall": tp / (tp + fn) if tp + fn else 1.0,
        "hits_on_later_signals": later,
        "signal_precision_in_target": _pr(*inside)[0],
        "signal_recall_in_target": _pr(*inside)[1],
        "signal_precision_out_of_target": _pr(*outside)[0],
        "signal_recall_out_of_target": _pr(*outside)[1],
        "signals_in_target": {"tp": inside[0], "fp": inside[1], "fn": inside[2]},
        "signals_out_of_target": {"tp": outside[0], "fp": outside[1], "fn": outside[2]},
        "follow_ups": len(follow_ups),
        "redundant_follow_ups": len(redundant),
        "redundant_rate": len(redundant) / len(follow_ups) if follow_ups else 0.0,
        "bluffers": len(bluffers),
        "bluffers_strong": sum(1 for _, v in bluffers if v.depth == "strong"),
        "bluffer_strong_rate": (sum(1 for _, v in bluffers if v.depth == "strong") / len(bluffers)
                                if bluffers else 0.0),
        "confident_wrong": len(wrong),
        "confident_wrong_weak": sum(1 for _, v in wrong if v.depth == "weak"),
        "confident_wrong_strong": sum(1 for _, v in wrong if v.depth == "strong"),
        "acts": dict(Counter(v.next_act for v in verdicts)),
        "quotes": len(quoted),
        "quotes_not_said": len(unsaid),
        "strong_followed_by_probe": sum(1 for it, v in zip(items, verdicts)
                                        if v.depth == "strong" and v.next_act == "probe"),
    }


def print_report(split: str, m: dict) -> None:
    print(f"\n== {split} split: {m['n']} answers")
    print(f"depth accuracy      {m['depth_accuracy']:.3f}   Cohen's kappa {m['kappa']:.3f}")
    print("confusion (rows: label, columns: rated)")
    print("               " + "".join(f"{d:>9}" for d in DEPTHS))
    for g in DEPTHS:
        print(f"  {g:<12} " + "".join(f"{m['confusion'][g][p]:>9}" for p in DEPTHS))
    print(f"strong rated weak   {m['strong_rated_weak']}   weak rated strong {m['weak_rated_strong']}")
    print(f"signal precision    {m['signal_precision']:.3f}   recall {m['signal_recall']:.3f}"
          f"   (over signals that existed when labelled; {m['hits_on_later_signals']} hits on later ones)")
    print(f"  in the question's targets   P {m['signal_precision_in_target']:.3f}  R {m['signal_recall_in_target']:.3f}"
          f"   outside them   P {m['signal_precision_out_of_target']:.3f}  R {m['signal_recall_out_of_target']:.3f}")
    print(f"redundant follow-ups {m['redundant_follow_ups']}/{m['follow_ups']} = {m['redundant_rate']:.3f}"
          f"   next acts {m['acts']}")
    print(f"bluffers rated strong {m['bluffers_strong']}/{m['bluffers']} = {m['bluffer_strong_rate']:.3f}")
    if m["quotes"]:
        print(f"quotes not said verbatim {m['quotes_not_said']}/{m['quotes']}")
    if m["confident_wrong"]:
        print(f"confident-wrong rated weak {m['confident_wrong_weak']}/{m['confident_wrong']}"
              f" = {m['confident_wrong_weak'] / m['confident_wrong']:.3f}"
              f"   (rated strong {m['confident_wrong_strong']})")


def print_verbose(items: list[Item], verdicts: list[Verdict]) -> None:
    for it, v in zip(items, verdicts):
        mark = "ok " if it.depth == v.depth else "XX "
        extra = sorted(set(v.shown) - set(it.signals))
        lost = sorted(set(it.signals) - set(v.shown))
        print(f"{mark}{it.id} {it.topic} {it.asked} [{it.voice}] label={it.depth} rated={v.depth}"
              f" next={v.next_act}:{v.next_signal}" + (f" +{extra}" if extra else "") + (f" -{lost}" if lost else ""))


def dimension_of(items: list[Item]) -> dict[str, str]:
    from interviewer.content import load_library

    library = load_library()
    return {it.id: library.persona(it.topic.split("/")[0]).topic(it.topic.split("/")[1]).dimension for it in items}


def print_by_dimension(items: list[Item], verdicts: list[Verdict]) -> None:
    dims = dimension_of(items)
    print("  by dimension:  n  depth-acc  sig-P  sig-R")
    for dim in sorted(set(dims.values())):
        sub = [(it, v) for it, v in zip(items, verdicts) if dims[it.id] == dim]
        m = metrics([it for it, _ in sub], [v for _, v in sub])
        print(f"    {dim:<30} {m['n']:>3}  {m['depth_accuracy']:.3f}    {m['signal_precision']:.3f}  {m['signal_recall']:.3f}")
