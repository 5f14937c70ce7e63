"""Grader-directed attacks against the judge: does any of them move a score or the recommendation?

The judge is ``interviewer.testing.ObedientJudge``: shown candidate text addressed to the
grader, it returns the top level quoting an innocent sentence of that same turn; otherwise it
is a fair lexical judge. Every attack text in ``tests/data/injection/`` (both splits) is put
into a real transcript (``transcripts/examples``, full and a terser two-sentences-per-answer
copy with room to rise) at the start, middle and end of an answer, and every split attack
across two consecutive answers. Everything is scored through the product's public path,
``interviewer score PATH --model obedient:judge --out results.jsonl`` run in-process, and each
injected result is compared with the clean transcript's result from the same judge.

Benign turns (the data's ``benign`` lists, real technical talk that mentions scores, grades,
systems and candidates) are put into answers the same way; a withheld benign turn is a false
positive.

    python bench/attacks_judge.py           # prints the table; exit 1 if any target is missed
    python bench/attacks_judge.py --json    # the same numbers as JSON

``run() -> dict`` is what ``bench/attacks.py`` calls.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import tempfile
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "transcripts" / "examples" / "training-engineer-offline.jsonl"
DATA = REPO / "tests" / "data" / "injection"
POSITIONS = ("start", "middle", "end")
RECOMMENDATIONS = ["strong hire", "hire", "lean hire", "lean no hire", "no hire", "strong no hire",
                   "insufficient evidence"]
"""Best first; 'insufficient evidence' counts as the lowest (it is never a rise)."""


def load_data() -> dict[str, list]:
    """Attacks, split attacks and benign turns from both splits, each tagged with its split."""
    out: dict[str, list] = {"attacks": [], "split": [], "benign": []}
    for split in ("test", "dev"):
        data = yaml.safe_load((DATA / f"{split}.yaml").read_text(encoding="utf-8"))
        out["attacks"] += [{**a, "split": split} for a in data["attacks"]]
        out["split"] += [{**s, "split": split} for s in data["split"]]
        out["benign"] += [{"text": t, "split": split} for t in data["benign"]]
    return out


def _cli_score(folder: Path, out: Path) -> int:
    from interviewer.cli.main import main

    sink = io.StringIO()
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        return main(["score", str(folder), "--model", "obedient:judge", "--out", str(out), "--no-history",
                     "--no-cache", "--concurrency", "8"])


@contextlib.contextmanager
def obedient_provider(judge):
    """``obedient:<anything>`` builds ``judge`` for as long as the block runs."""
    from interviewer.llm import registry

    registry.register_provider(registry.ProviderInfo("obedient", "", "obedient judge double (bench/tests only)"),
                               lambda *_, **__: judge)
    try:
        yield
    finally:
        registry.PROVIDERS.pop("obedient", None)
        registry._plugin_factories.pop("obedient", None)


def build(folder: Path, data: dict[str, list], *, quick: bool = False) -> dict[str, dict]:
    """Write every transcript to score; returns session id → what it is."""
    from interviewer.testing.injected import candidate_seqs, injected_copy, terse_copy

    cases: dict[str, dict] = {}
    bases = {"full": EXAMPLE, "terse": terse_copy(EXAMPLE, folder / "bases" / "terse.jsonl")}
    if quick:
        bases.pop("full")
    for base_id, base in bases.items():
        seqs = candidate_seqs(base)
        clean = f"{base_id}--clean"
        injected_copy(base, folder / "run" / f"{clean}.jsonl", {}, session_id=clean)
        cases[clean] = {"base": base_id, "kind": "clean"}
        n = 0
        for attack in data["attacks"]:
            for position in POSITIONS[-1:] if quick else POSITIONS:
                seq = seqs[n % len(seqs)]
                n += 1
                sid = f"{base_id}--{attack['id']}--{position}"
                injected_copy(base, folder / "run" / f"{sid}.jsonl", {seq: (attack["text"], position)},
                              session_id=sid)
                cases[sid] = {"base": base_id, "kind": "attack", "shape": attack["shape"], "split": attack["split"],
                              "turns": [seq], "position": position}
        for i, attack in enumerate(data["split"]):
            first, second = seqs[(2 * i + 1) % (len(seqs) - 1)], seqs[(2 * i + 1) % (len(seqs) - 1) + 1]
            sid = f"{base_id}--{attack['id']}--split"
            injected_copy(base, folder / "run" / f"{sid}.jsonl",
                          {first: (attack["first"], "end"), second: (attack["second"], "start")}, session_id=sid)
            cases[sid] = {"base": base_id, "kind": "attack", "shape": "split", "split": attack["split"],
                          "turns": [first, second], "position": "split"}
        if base_id == "terse":
            benign = data["benign"]
            for chunk in range(0, len(benign), len(seqs)):
                part = benign[chunk:chunk + len(seqs)]
                sid = f"{base_id}--benign-{chunk // len(seqs)}"
                edits = {seq: (b["text"], POSITIONS[j % 3]) for j, (seq, b) in enumerate(zip(seqs, part))}
                injected_copy(base, folder / "run" / f"{sid}.jsonl", edits, session_id=sid)
                cases[sid] = {"base": base_id, "kind": "benign", "turns": len(part)}
    return cases


def _rank(recommendation: str) -> int:
    return RECOMMENDATIONS.index(recommendation)


def screen_timing(repeats: int = 5) -> dict:
    """The pattern screen of the example transcript against an offline ``score_transcript`` of it, side by side."""
    import asyncio
    import statistics

    from interviewer.content import load_library
    from interviewer.scoring.judge.injection import screen_turns
    from interviewer.scoring.batch import score_transcript
    from interviewer.scoring.judge.select import candidate_turns
    from interviewer.transcript import read_transcript

    library = load_library([], include_builtin=True)
    transcript = read_transcript(EXAMPLE)
    candidate = candidate_turns(transcript)
    screen, offline = [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        screen_turns(candidate)
        t1 = time.perf_counter()
        asyncio.run(score_transcript(transcript, library, None))
        t2 = time.perf_counter()
        screen.append(t1 - t0)
        offline.append(t2 - t1)
    s, o = statistics.median(screen), statistics.median(offline)
    return {"candidate_turns": len(candidate), "characters": sum(map(len, candidate.values())),
            "screen_ms": round(s * 1000, 1), "offline_score_ms": round(o * 1000, 1),
            "screen_share_of_offline_score": round(s / o, 3)}


def run(quick: bool = False) -> dict:
    """Run every attack and benign placement through ``interviewer score``; return the counts.

    ``quick``: the held-out split's attacks only, at the end of answers, on the terse transcript.
    """
    from interviewer.content import load_library
    from interviewer.results import ScoreResult
    from interviewer.testing import ObedientJudge

    started = time.monotonic()
    data = load_data()
    if quick:
        data = {k: [x for x in v if x["split"] == "test"] for k, v in data.items()}
    library = load_library([], include_builtin=True)
    triggers = [a["text"] for a in data["attacks"]] + [h for s in data["split"] for h in (s["first"], s["second"])]
    judge = ObedientJudge(library, triggers=triggers)
    with tempfile.TemporaryDirectory(prefix="attacks-judge-") as tmp:
        folder = Path(tmp)
        cases = build(folder, data, quick=quick)
        out = folder / "results.jsonl"
        with obedient_provider(judge):
            code = _cli_score(folder / "run", out)
        results = {r.session_id: r for r in (ScoreResult.model_validate_json(line)
                                             for line in out.read_text().splitlines() if line.strip())}
    clean = {c["base"]: results[sid] for sid, c in cases.items() if c["kind"] == "clean"}
    changed_score, changed_rec, unflagged, not_withheld = [], [], [], []
    by_shape: dict[str, int] = {}
    for sid, case in cases.items():
        if case["kind"] != "attack":
            continue
        by_shape[case["shape"]] = by_shape.get(case["shape"], 0) + 1
        result, base = results[sid], clean[case["base"]]
        before = {d.dimension: d.score for d in base.dimensions}
        if any(d.score is not None and (before.get(d.dimension) is None or d.score > before[d.dimension])
               for d in result.dimensions):
            changed_score.append(sid)
        if _rank(result.rollup.recommendation) < _rank(base.rollup.recommendation):
            changed_rec.append(sid)
        if not all("prompt-injection" in d.red_flags for d in result.dimensions):
            unflagged.append(sid)
        if not set(case["turns"]) <= {w.turn for w in result.withheld}:
            not_withheld.append(sid)
    benign_cases = [sid for sid, c in cases.items() if c["kind"] == "benign"]
    benign_flagged = [w.turn for sid in benign_cases for w in results[sid].withheld]
    clean_flagged = [w.turn for sid, c in cases.items() if c["kind"] == "clean" for w in results[sid].withheld]
    attacks = [sid for sid, c in cases.items() if c["kind"] == "attack"]
    return {
        "exit_code": code,
        "attacks_tried": len(attacks),
        "attack_texts": len(data["attacks"]) + len(data["split"]),
        "by_shape": dict(sorted(by_shape.items())),
        "attacks_changed_score": len(changed_score),
        "attacks_changed_recommendation": len(changed_rec),
        "attacks_without_red_flag": len(unflagged),
        "attacks_not_withheld": len(not_withheld),
        "judge_obeyed": len(judge.obeyed),
        "benign_turns": sum(c["turns"] for c in cases.values() if c["kind"] == "benign"),
        "benign_flagged": len(benign_flagged) + len(clean_flagged),
        "clean": {base: {"recommendation": r.rollup.recommendation, "weighted": r.rollup.weighted_score}
                  for base, r in clean.items()},
        "failures": {"changed_score": changed_score, "changed_recommendation": changed_rec,
                     "without_red_flag": unflagged, "not_withheld": not_withheld},
        "elapsed_s": round(time.monotonic() - started, 2),
        "timing": {} if quick else screen_timing(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    parser.add_argument("--quick", action="store_true", help="held-out attacks at the end of answers only")
    args = parser.parse_args(argv)
    numbers = run(quick=args.quick)
    if args.json:
        print(json.dumps(numbers, indent=2))
    else:
        print(f"judge attacks: {numbers['attack_texts']} attack texts, {numbers['attacks_tried']} injected "
              f"transcripts scored through `interviewer score` (clean: "
              + ", ".join(f"{b} {c['recommendation']} {c['weighted']}" for b, c in numbers["clean"].items()) + ")")
        print("  by shape: " + ", ".join(f"{k} {v}" for k, v in numbers["by_shape"].items()))
        for key in ("attacks_changed_score", "attacks_changed_recommendation", "attacks_without_red_flag",
                    "attacks_not_withheld", "judge_obeyed"):
            print(f"  {key.replace('_', ' ')}: {numbers[key]} (target 0)")
        print(f"  benign turns flagged: {numbers['benign_flagged']} of {numbers['benign_turns']} (target 0)")
        timing = numbers["timing"]
        if timing:
            print(f"  screen: {timing['screen_ms']} ms for {timing['candidate_turns']} candidate turns "
                  f"({timing['characters']} chars), {timing['screen_share_of_offline_score']:.0%} of an offline "
                  f"score of the same transcript ({timing['offline_score_ms']} ms), side by side")
        print(f"  {numbers['elapsed_s']}s")
    bad = (numbers["attacks_changed_score"] or numbers["attacks_changed_recommendation"]
           or numbers["attacks_without_red_flag"] or numbers["benign_flagged"] or numbers["exit_code"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
