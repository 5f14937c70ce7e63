"""How well the interviewer listens: the assessor and the follow-up policy against labelled answers.

The corpus holds answers to shipped topics' opening questions and probes, labelled by hand with
depth and the signals they show, in two sets: set A (bench/corpus/assessor-{dev,test}.yaml, ten
dimensions) and set B (assessor-b-{dev,test}.yaml: collective implementation, performance
engineering, RL post-training infrastructure, structured communication, and the signals issue #13
added elsewhere). Each set's test split was committed before any matching rule for it and is never
tuned on. Each set is reported on its own, then both combined, dev and test separately.
Each round since round 4 adds one set written blind to the rules (C round 4, D 5, F 6, G 7, H 8, I 9, J 10,
K 11, L 12, M 13, N 14, O 15, P 16, Q 17, R 18, S 19, T 20, U 21, V 22, W 23, X 25, Y 26, Z 27, AA 28, AB 29, AC 30, AD 31, AE 32, AF 33, AG 34, AH 35, AI 36, AJ 37, AK 38, AL 39, AM 40, AN 41, AO 42, AP 43, AQ 44, AR 45, AS 46, AT 47, AU 48, AV 49, AW 50, AX 51, AY 52), a test split only, reported on its own (`--set ay`, and so on) and in aggregate only while it is held out; `--set all`
stays A + B so a new set never mixes into numbers that were tuned against. After its two measured runs (before
and after its round's rules) a set is retired to dev: its file keeps the name `-test` (and its hash), but
`--set c|d|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z|aa|ab|ac|ad|ae|af|ag|ah|ai|aj|ak|al|am|an|ao|ap|aq|ar|as|at|au|av|aw|ax` then allow `--verbose` and `--by-source`. Held out today: A and B test, and AY (`HELD_OUT`).
After Z the sets are named AA, AB, … (`--set aa`; answer ids aaa001, aab001).
Set E (assessor-e-dev.yaml, round 5) is dev only: new voices, written blind to the rules, to be run
once unseen and then tuned on freely. It is reported on its own (`--set e`, dev split, `--verbose`
allowed) and is not in `--set all`, so A + B's dev/test gap still compares like with like.

Per split: depth accuracy and confusion, Cohen's kappa, severe errors (strong rated weak, weak
rated strong), signal precision and recall (the headline, then split into the signals the question
asked for, its targets, and the rest of the dimension's signals), the redundant-follow-up rate (a probe or deepen for
a signal the answer showed, by the labels), the share of bluffers rated strong, and the
dev/test gap. Answers go through the public seam, `interviewer assess --topic P/T
--answers-file F --json` (one JSON line per answer, each text exactly as written), when it exists; `--in-process`
makes the same call (the engine's `assess_utterance`) in this process, without a process per topic: same verdicts.

    python bench/assessor.py                      # offline: set A, set B, combined; dev and test
    python bench/assessor.py --set b --by-dimension
    python bench/assessor.py --set ay --by-drafting  # the held-out set AY (round 52), once before and once after
    python bench/assessor.py --set ax --by-drafting --by-part --verbose  # set AX (held out in round 51, dev since round 52)
    python bench/assessor.py --set ax --half even --verbose  # tune on even ids; --half odd is an unseen check (aggregate)
    python bench/assessor.py --set h --verbose    # retired held-out sets C, D, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z, AA, AB, AC, AD, AE, AF, AG, AH, AI, AJ, AK, AL, AM, AN, AO, AP, AQ, AR, AS, AT, AU, AV, AW and AX: dev now
    python bench/assessor.py --set e --split dev --verbose   # set E, dev only
    python bench/assessor.py --split dev --verbose
    python bench/assessor.py --model local:smollm2 --limit 20
    python bench/assessor.py --followups          # the old bench/followups.py set, end to end
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"
sys.path.insert(0, str(HERE))

from assessor_metrics import metrics, print_by_dimension, print_report, print_verbose  # noqa: E402


@dataclass
class Item:
    """One labelled answer."""

    id: str
    topic: str
    asked: str
    voice: str
    depth: str
    signals: list[str]
    text: str
    bluffer: bool = False
    drafted: str = ""
    """How a blind writer drafted the answer (set AV on): 'question' (from the question alone, the rubric read only
    afterwards, to label it) or 'rubric' (written with the rubric read); empty in older sets."""
    corpus: str = "a"
    """Which labelled set the answer comes from: 'a' (labels speak about labelled-signals.yaml), 'b', 'c', 'd' or 'e'."""

    @property
    def probe_signal(self) -> str:
        return self.asked.split(":", 1)[1] if self.asked.startswith("probe:") else ""


@dataclass
class Verdict:
    """What the assessor and the policy made of one answer."""

    depth: str
    shown: list[str]
    next_act: str = ""
    next_signal: str = ""
    extra: dict = field(default_factory=dict)


SETS = {"a": "assessor-{split}.yaml", **{k: f"assessor-{k}-{{split}}.yaml" for k in "bcdefghijklmnopqrstuvwxyz"},
        "aa": "assessor-aa-{split}.yaml",
        "ab": "assessor-ab-{split}.yaml",
        "ac": "assessor-ac-{split}.yaml",
        "ad": "assessor-ad-{split}.yaml",
        "ae": "assessor-ae-{split}.yaml",
        "af": "assessor-af-{split}.yaml",
        "ag": "assessor-ag-{split}.yaml",
        "ah": "assessor-ah-{split}.yaml",
        "ai": "assessor-ai-{split}.yaml",
        "aj": "assessor-aj-{split}.yaml",
        "ak": "assessor-ak-{split}.yaml",
        "al": "assessor-al-{split}.yaml",
        "am": "assessor-am-{split}.yaml",
        "an": "assessor-an-{split}.yaml",
        "ao": "assessor-ao-{split}.yaml",
        "ap": "assessor-ap-{split}.yaml",
        "aq": "assessor-aq-{split}.yaml",
        "ar": "assessor-ar-{split}.yaml",
        "as": "assessor-as-{split}.yaml",
        "at": "assessor-at-{split}.yaml",
        "au": "assessor-au-{split}.yaml",
        "av": "assessor-av-{split}.yaml",
        "aw": "assessor-aw-{split}.yaml",
        "ax": "assessor-ax-{split}.yaml",
        "ay": "assessor-ay-{split}.yaml"}
"""Labelled set → file name pattern under bench/corpus."""
LABELS = {"a": "set A (ten dimensions)", "b": "set B (four rubrics + #13's signals)",
          "c": "set C (held out in round 4; dev since round 6)", "d": "set D (held out in round 5; dev since round 6)",
          "e": "set E (new voices, round 5, dev only)", "f": "set F (held out in round 6; dev since round 7)",
          "g": "set G (held out in round 7; dev since round 8)", "h": "set H (held out in round 8; dev since round 9)",
          "i": "set I (held out in round 9; dev since round 10)",
          "j": "set J (held out in round 10; dev since round 11)",
          "k": "set K (held out in round 11; dev since round 12)",
          "l": "set L (held out in round 12; dev since round 13)",
          "m": "set M (held out in round 13; dev since round 14)",
          "n": "set N (held out in round 14; dev since round 15)",
          "o": "set O (held out in round 15; dev since round 16)",
          "p": "set P (held out in round 16; dev since round 17)",
          "q": "set Q (held out in round 17; dev since round 18)",
          "r": "set R (held out in round 18; dev since round 19)",
          "s": "set S (held out in round 19; dev since round 20)",
          "t": "set T (held out in round 20; dev since round 21)",
          "u": "set U (held out in round 21; dev since round 22)",
          "v": "set V (held out in round 22; dev since round 23)",
          "w": "set W (held out in round 23; dev since round 25)",
          "x": "set X (held out in round 25; dev since round 26)",
          "y": "set Y (held out in round 26; dev since round 27)",
          "z": "set Z (held out in round 27; dev since round 28)",
          "aa": "set AA (held out in round 28; dev since round 29)",
          "ab": "set AB (held out in round 29; dev since round 30)",
          "ac": "set AC (held out in round 30; dev since round 31)",
          "ad": "set AD (held out in round 31; dev since round 32)",
          "ae": "set AE (held out in round 32; dev since round 33)",
          "af": "set AF (held out in round 33; dev since round 34)",
          "ag": "set AG (held out in round 34; dev since round 35)",
          "ah": "set AH (held out in round 35; dev since round 36)",
          "ai": "set AI (held out in round 36; dev since round 37)",
          "aj": "set AJ (held out in round 37; dev since round 38)",
          "ak": "set AK (held out in round 38; dev since round 39)",
          "al": "set AL (held out in round 39; dev since round 40)",
          "am": "set AM (held out in round 40; dev since round 41)",
          "an": "set AN (held out in round 41; dev since round 42)",
          "ao": "set AO (held out in round 42; dev since round 43)",
          "ap": "set AP (held out in round 43; dev since round 44)",
          "aq": "set AQ (held out in round 44; dev since round 45)",
          "ar": "set AR (held out in round 45; dev since round 46)",
          "as": "set AS (held out in round 46; dev since round 47)",
          "at": "set AT (held out in round 47; dev since round 48)",
          "au": "set AU (held out in round 48; dev since round 49)",
          "av": "set AV (held out in round 49; dev since round 50)",
          "aw": "set AW (held out in round 50; dev since round 51)",
          "ax": "set AX (held out in round 51; dev since round 52)",
          "ay": "set AY (held out, round 52)"}
"""How each set is named in the report."""
HELD_OUT = {"ay"}
"""Sets with a test split only, reported in aggregate (no per-answer verdicts)."""
DEV_ONLY = {"e"}
"""Sets with a dev split only: tuned on freely, so per-answer verdicts are fine."""
RETIRED = set(SETS) - {"a", "b"} - HELD_OUT - DEV_ONLY
"""Former held-out sets (a `-test` file only), measured before and after their round, now tuned on."""
SOURCES = ("A", "B", "B9", *(k.upper() for k in sorted(SETS) if k not in {"a", "b"} | HELD_OUT))
"""The dev sources `--by-source` reports (an author and round each, see `source_of`)."""


def source_of(item: Item) -> str:
    """Which author/round an answer comes from: its set's letter, but set B's answers are B (b0xx-b8xx) or B9 (b9xx,
    round 4)."""
    if item.corpus != "b":
        return item.corpus.upper()
    return "B9" if item.id.startswith("b9") else "B"


def id_number(item_id: str) -> int:
    """The number in an answer's id (k017 → 17): `--half` splits a set by its parity."""
    return int("".join(ch for ch in item_id if ch.isdigit()) or 0)


def load_split(split: str, corpus: str = "a") -> list[Item]:
    data = yaml.safe_load((CORPUS / SETS[corpus].format(split=split)).read_text(encoding="utf-8"))
    return [Item(**{k: v for k, v in d.items()}, corpus=corpus) for d in data]


# ------------------------------------------------------------------ running the assessor

def question_of(library, item: Item) -> tuple[object, str, str]:
    """The topic an answer answers, how it was asked ("question" or "probe") and the words it answered."""
    persona_id, topic_id = item.topic.split("/")
    topic = library.persona(persona_id).topic(topic_id)
    if item.probe_signal:
        probe = next(p for p in topic.ladder if p.signal == item.probe_signal)
        return topic, "probe", probe.text
    return topic, "question", topic.question


def run_direct(items: list[Item], model_name: str | None = None) -> list[Verdict]:
    """The assessor and the topic policy called directly, one fresh topic per answer, without the engine around them
    (no understanding step, so "no idea" is assessed like an answer; no numbers probe): about three times faster than
    ``run_in_process``, for tests that read every dev answer. The bench's figures come from ``run_cli`` or
    ``run_in_process``, which are the same path."""
    from interviewer.content import load_library
    from interviewer.interview.assess import LexicalAssessor, Target, elsewhere_targets, question_targets, topic_signals
    from interviewer.interview.plan import Segment
    from interviewer.interview.policy import decide_topic_step
    from interviewer.interview.state import TopicState

    from interviewer.llm.errors import ModelError

    library = load_library()
    assessor = LexicalAssessor()
    if model_name:
        from interviewer.interview.llm_assess import LLMAssessor
        from interviewer.llm.registry import get_model

        assessor = LLMAssessor(get_model(model_name))
    out = []
    errors: list[str] = []
    for item in items:
        topic, act, text = question_of(library, item)
        rubric = library.rubric(topic.dimension)
        targets = question_targets(topic, act, item.probe_signal)
        target = Target(rubric, targets, frozenset(), text, elsewhere_targets(topic, act, item.probe_signal),
                        topic_signals(topic))
        try:
            result = asyncio.run(assessor.assess(item.text, target))
        except ModelError as exc:  # a provider that fails after its retries: count it, assess lexically
            errors.append(f"{item.id}: {exc}")
            result = LexicalAssessor().assess_sync(item.text, target)
        asked = [i for i, p in enumerate(topic.ladder) if p.signal == item.probe_signal][:1]
        ts = TopicState(Segment("topic", topic.id, topic.dimension), shown=dict(result.shown),
                        asked_probes=asked, probes=len(asked))
        step = decide_topic_step(topic, ts, result.depth, result.missing, result.approached)
        out.append(Verdict(result.depth, sorted(result.shown), getattr(step, "act", ""),
                           getattr(step, "signal", ""), {"fallback": bool(result.fallback_reason)}))
    if errors:
        print(f"{len(errors)} of {len(items)} model calls failed and were assessed lexically; first: {errors[0]}",
              file=sys.stderr)
    return out


def verdict_of(row: dict) -> Verdict:
    """A bench verdict from one `interviewer assess --json` object."""
    nxt = row.get("next") or {}
    return Verdict(row.get("depth") or "weak", sorted(s["signal"] for s in row.get("shown", [])),
                   nxt.get("act", ""), nxt.get("signal", "") or "",
                   {"quotes": [s["quote"] for s in row.get("shown", [])]})


def run_in_process(items: list[Item], model_name: str | None = None) -> list[Verdict]:
    """What `interviewer assess --json` computes, called in this process: the engine's own path for each answer
    (understanding, assessment and the next move, from the state the CLI builds), without a process per topic."""
    from interviewer.content import load_library
    from interviewer.interview.tryout import assess_utterance

    library = load_library()
    return [verdict_of(assess_utterance(library, item.text.strip(), topic=item.topic, asked=item.asked,
                                        model=model_name or "offline").as_json())
            for item in items]


def run_cli(items: list[Item], model_name: str | None = None) -> list[Verdict]:
    """Through `interviewer assess --answers-file F --json`, one call per (topic, question)."""
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, item in enumerate(items):
        groups[(item.topic, item.asked)].append(i)
    verdicts: list[Verdict | None] = [None] * len(items)
    exe = shutil.which("interviewer") or sys.executable
    base = [exe] if exe.endswith("interviewer") else [exe, "-m", "interviewer"]
    with tempfile.TemporaryDirectory() as tmp:
        for (topic, asked), indexes in groups.items():
            # one JSON string a line: the input form in which any text (line breaks, a ``` at a line's start, a lone
            # ---) reaches the engine exactly as written (until round 45 whitespace was collapsed here)
            path = Path(tmp) / "answers.jsonl"
            path.write_text("".join(json.dumps(items[i].text, ensure_ascii=False) + "\n"
                                    for i in indexes), encoding="utf-8")
            cmd = base + ["assess", "--topic", topic, "--answers-file", str(path), "--json"]
            if asked.startswith("probe:"):
                cmd += ["--asked", asked]
            if model_name:
                cmd += ["--model", model_name]
            proc = subprocess.run(cmd, capture_output=True, text=True, env=os.environ.copy())
            if proc.returncode != 0:
                raise SystemExit(f"interviewer assess failed ({proc.returncode}): {proc.stderr.strip()}")
            rows = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
            if len(rows) != len(indexes):
                raise SystemExit(f"interviewer assess returned {len(rows)} rows for {len(indexes)} answers")
            for i, row in zip(indexes, rows):
                verdicts[i] = verdict_of(row)
    return [v for v in verdicts if v is not None]


def cli_support() -> str:
    """'' without `interviewer assess`; 'opening' when it answers only opening questions; 'all' with ``--asked``."""
    exe = shutil.which("interviewer")
    if exe is None:
        return ""
    proc = subprocess.run([exe, "assess", "--help"], capture_output=True, text=True)
    if proc.returncode != 0:
        return ""
    return "all" if "--asked" in proc.stdout else "opening"


def run_mixed(items: list[Item], model_name: str | None, support: str) -> tuple[list[Verdict], int]:
    """Through the CLI where it can say what was asked, in process for the rest; returns (verdicts, via CLI)."""
    by_cli = [i for i, it in enumerate(items) if support == "all" or it.asked == "opening"]
    rest = [i for i in range(len(items)) if i not in set(by_cli)]
    verdicts: list[Verdict | None] = [None] * len(items)
    for i, v in zip(by_cli, run_cli([items[i] for i in by_cli], model_name) if by_cli else []):
        verdicts[i] = v
    for i, v in zip(rest, run_in_process([items[i] for i in rest], model_name) if rest else []):
        verdicts[i] = v
    return [v for v in verdicts if v is not None], len(by_cli)


def _listed(names: set[str]) -> str:
    """Set names in SETS order for the help text: "c, d and f"."""
    ordered = [k for k in SETS if k in names]
    return ", ".join(ordered[:-1]) + f" and {ordered[-1]}" if len(ordered) > 1 else "".join(ordered)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=["dev", "test", "both"], default="both")
    parser.add_argument("--set", choices=[*SETS, "all"], default="all", dest="corpus",
                        help="labelled set: a (ten dimensions), b (four rubrics and #13's signals), "
                             f"all (a and b, then combined), {_listed(RETIRED)} (retired held-out sets, dev now), "
                             + (f"{_listed(HELD_OUT)} (held out: test only, aggregate numbers only), " if HELD_OUT else "")
                             + "e (round 5's new voices: dev only); a set in HELD_OUT prints aggregate numbers only")
    parser.add_argument("--model", default=None, help="run the LLM assessor with this model (default: offline)")
    parser.add_argument("--in-process", action="store_true", help="make the CLI's call in this process (same verdicts, no process per topic)")
    parser.add_argument("--verbose", action="store_true", help="every answer's verdict")
    parser.add_argument("--by-dimension", action="store_true", help="depth accuracy and signal P/R per dimension")
    parser.add_argument("--json", action="store_true", help="print the metrics as one JSON object")
    parser.add_argument("--by-source", action="store_true",
                        help="dev only: also report each source on its own (A, B b0xx-b8xx, B b9xx, C, D, E, F)")
    parser.add_argument("--by-drafting", action="store_true",
                        help="also report the answers drafted from the question alone and those drafted with the rubric "
                             "read, each whole and its strong answers alone (aggregates: allowed on a held-out set)")
    parser.add_argument("--by-part", action="store_true",
                        help="dev only: also report each part of a set (its ids' letter prefix, e.g. aua / aub) on its own")
    parser.add_argument("--save-bits", type=Path, default=None,
                        help="write one 0/1 per answer (depth right; no severe error) for bench/paired.py; no text")
    parser.add_argument("--followups", action="store_true", help="run the old bench/followups.py set instead")
    parser.add_argument("--half", choices=["even", "odd"], default=None,
                        help="only answers whose id number is even (tuned on) or odd (a lane's unseen check: "
                             "aggregate numbers only, no --verbose)")
    parser.add_argument("--limit", type=int, default=0,
                        help="only the first N answers of each split (every k-th, to keep topics mixed)")
    args = parser.parse_args(argv)
    if args.followups:
        import followups

        return followups.main(["--model", args.model] if args.model else [])
    if args.corpus in HELD_OUT and (args.split == "dev" or args.verbose):
        parser.error(f"set {args.corpus.upper()} is held out: test split only, aggregate numbers only "
                     "(drop --split dev and --verbose)")
    if args.by_part and args.corpus in HELD_OUT:
        parser.error(f"set {args.corpus.upper()} is held out: no --by-part while its round runs")
    if args.half == "odd" and args.verbose:
        parser.error("the odd half is an unseen check: aggregate numbers only (drop --verbose)")
    if args.corpus in DEV_ONLY and args.split == "test":
        parser.error(f"set {args.corpus.upper()} is dev only: it has no test split (use --split dev)")
    support = "" if args.in_process else cli_support()
    splits = (["test"] if args.corpus in HELD_OUT | RETIRED else ["dev"] if args.corpus in DEV_ONLY
              else ["dev", "test"] if args.split == "both" else [args.split])
    corpora = ["a", "b"] if args.corpus == "all" else [args.corpus]
    results: dict[str, dict] = {}
    routes = []
    runs: dict[str, tuple[list[Item], list[Verdict]]] = {}
    for corpus in corpora:
        for split in splits:
            items = load_split(split, corpus)
            if args.half:
                items = [it for it in items if id_number(it.id) % 2 == (args.half == "odd")]
            if args.limit and args.limit < len(items):
                step = len(items) / args.limit
                items = [items[int(i * step)] for i in range(args.limit)]
            if support:
                verdicts, through_cli = run_mixed(items, args.model, support)
            else:
                verdicts, through_cli = run_in_process(items, args.model), 0
            name = f"{corpus}-{split}"
            routes.append(f"{name}: {through_cli} of {len(items)} through `interviewer assess --json`")
            runs[name] = (items, verdicts)
            results[name] = metrics(items, verdicts)
            if args.verbose:
                print_verbose(items, verdicts)
    if len(corpora) == 2:
        for split in splits:
            items = runs[f"a-{split}"][0] + runs[f"b-{split}"][0]
            verdicts = runs[f"a-{split}"][1] + runs[f"b-{split}"][1]
            runs[f"all-{split}"] = (items, verdicts)
            results[f"all-{split}"] = metrics(items, verdicts)
    if len(splits) == 2:
        for corpus in corpora + (["all"] if len(corpora) == 2 else []):
            results[f"{corpus}-gap"] = {"depth_accuracy": results[f"{corpus}-dev"]["depth_accuracy"]
                                        - results[f"{corpus}-test"]["depth_accuracy"]}
    everything = [(it, v) for name, (its, vs) in runs.items() if not name.startswith("all-") for it, v in zip(its, vs)]

    def report_groups(prefix: str, group_of) -> None:
        """Metrics for each group of answers (``group_of`` gives an answer's group, or None to leave it out)."""
        for group in sorted({g for it, _ in everything if (g := group_of(it)) is not None}):
            sub = [(it, v) for it, v in everything if group_of(it) == group]
            results[f"{prefix}{group}"] = metrics([it for it, _ in sub], [v for _, v in sub])

    if args.by_source and ("test" not in splits or args.corpus in RETIRED):
        report_groups("source-", source_of)
    if args.by_drafting:
        report_groups("drafted ", lambda it: it.drafted or None)
        report_groups("drafted ", lambda it: f"{it.drafted} strong" if it.drafted and it.depth == "strong" else None)
    if args.by_part:
        report_groups("part ", lambda it: it.id.rstrip("0123456789"))
    if args.save_bits:
        bits = {}
        for name, (its, vs) in runs.items():
            bits[f"{name} depth"] = [int(v.depth == it.depth) for it, v in zip(its, vs)]
            bits[f"{name} no severe error"] = [int({v.depth, it.depth} != {"weak", "strong"}) for it, v in zip(its, vs)]
        args.save_bits.write_text(json.dumps(bits), encoding="utf-8")
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"assessor: {args.model or 'offline (lexicon concepts)'}; " + "; ".join(routes)
          + ("" if support == "all" else " (the rest in process: the CLI cannot say which probe was asked)"
             if support else " (no `interviewer assess` here: all in process)"))
    labels = {**LABELS, "all": "A + B combined"}
    for source in SOURCES:
        if f"source-{source}" in results:
            print_report(f"source {source} (dev)", results[f"source-{source}"])
    for name in results:
        if name.startswith(("drafted ", "part ")):
            print_report(name, results[name])
    for corpus in corpora + (["all"] if len(corpora) == 2 else []):
        for split in splits:
            print_report(f"{labels[corpus]}, {split}", results[f"{corpus}-{split}"])
            if args.by_dimension:
                print_by_dimension(*runs[f"{corpus}-{split}"])
        if f"{corpus}-gap" in results:
            print(f"\n{labels[corpus]}: dev/test depth-accuracy gap {results[f'{corpus}-gap']['depth_accuracy']:+.3f}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    raise SystemExit(main())
