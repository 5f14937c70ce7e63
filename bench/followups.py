"""Follow-up precision and recall of the interview engine on labelled answers.

Each answer in bench/followups_answers.yaml replies to the opening question of a shipped
topic (NCCL, FSDP, fault tolerance). It runs through the real engine, one single-topic
session each, and we look at what the interviewer does next: a probe is a follow-up.
A follow-up is right on a weak or partial answer and wrong on a strong one; a *deepen* after a
strong answer raises the bar and counts as moving on, not as a follow-up.

Folded into bench/assessor.py, which runs it with `python bench/assessor.py --followups`; the
larger, split, independently written corpus there is what the assessor is measured on.

    python bench/followups.py                 # offline: lexical assessor, authored probes
    python bench/followups.py --model local:smollm2
    python bench/followups.py --verbose       # every answer's verdict and the signals it showed
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import yaml

from interviewer.content import load_library
from interviewer.content.models import Stage
from interviewer.interview.launch import build_engine
from interviewer.interview.plan import SessionPlan, plan_stage
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.interview.state import Session
from interviewer.llm.registry import OFFLINE
from interviewer.transcript import Header, TranscriptWriter, read_transcript

HERE = Path(__file__).resolve().parent
DEFAULT_SET = HERE / "followups_answers.yaml"


async def run_one(library, item: dict, directory: Path, index: int, model_name: str) -> dict:
    persona_id, topic_id = item["topic"].split("/")
    stage = Stage(id="bench", title="bench", persona=persona_id, minutes=60, topics=[topic_id])
    plan = SessionPlan(library, [plan_stage(library, stage)])
    header = Header(session_id=f"bench-{index:03d}", stage_ids=["bench"], persona_ids=[persona_id])
    writer = TranscriptWriter.create(directory / f"bench-{index:03d}.jsonl", header, fsync=False)
    session = Session(plan=plan, header=header, last_at=header.started_at)
    engine = build_engine(session, writer, ScriptedCandidate([item["text"]]), model_name=model_name, tools=None)
    await engine.run()
    writer.close()
    transcript = read_transcript(writer.path)
    turns = transcript.turns()
    answer_at = next(i for i, t in enumerate(turns) if t.role == "candidate")
    following = turns[answer_at + 1]
    assessment = next(e for e in transcript.events if e.type == "assessment")
    return {"label": item["label"], "topic": item["topic"], "followed_up": following.act == "probe",
            "depth": assessment.depth, "shown": [s.signal for s in assessment.shown], "signal": following.signal,
            "fallback": assessment.fallback_reason}


def metrics(results: list[dict]) -> dict:
    tp = sum(1 for r in results if r["followed_up"] and r["label"] != "strong")
    fp = sum(1 for r in results if r["followed_up"] and r["label"] == "strong")
    fn = sum(1 for r in results if not r["followed_up"] and r["label"] != "strong")
    tn = sum(1 for r in results if not r["followed_up"] and r["label"] == "strong")
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    return {"tp": tp, "fp": fp, "fn": fn, "tn": tn, "precision": precision, "recall": recall}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=OFFLINE, help="interviewer and assessor model (default: offline)")
    parser.add_argument("--answers", default=str(DEFAULT_SET), help="labelled answers YAML")
    parser.add_argument("--content-dir", action="append", default=[])
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    items = yaml.safe_load(Path(args.answers).read_text())
    library = load_library(args.content_dir)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        results = [asyncio.run(run_one(library, item, Path(tmp), i, args.model)) for i, item in enumerate(items)]
    elapsed = time.perf_counter() - started
    m = metrics(results)
    labels = Counter(r["label"] for r in results)
    print(f"follow-up bench: {len(results)} answers ({labels['weak']} weak, {labels['partial']} partial, "
          f"{labels['strong']} strong), model={args.model}, {elapsed:.1f}s")
    print()
    print(f"{'label':<9}{'followed up':>13}{'moved on':>10}")
    for label in ("weak", "partial", "strong"):
        rows = [r for r in results if r["label"] == label]
        up = sum(r["followed_up"] for r in rows)
        print(f"{label:<9}{up:>13}{len(rows) - up:>10}")
    print()
    print(f"precision {m['precision']:.3f}  (follow-ups that were on weak/partial answers: "
          f"{m['tp']}/{m['tp'] + m['fp']})")
    print(f"recall    {m['recall']:.3f}  (weak/partial answers that got a follow-up: {m['tp']}/{m['tp'] + m['fn']})")
    by_topic = Counter((r["topic"], r["followed_up"] == (r["label"] != "strong")) for r in results)
    print()
    for topic in dict.fromkeys(r["topic"] for r in results):
        right, wrong = by_topic[(topic, True)], by_topic[(topic, False)]
        print(f"  {topic:<45} right {right:>2}  wrong {wrong:>2}")
    fallbacks = sum(1 for r in results if r["fallback"])
    if fallbacks:
        print(f"\n{fallbacks} assessments fell back to lexical (model output unusable)")
    if args.verbose:
        print()
        for i, r in enumerate(results):
            ok = "ok " if r["followed_up"] == (r["label"] != "strong") else "BAD"
            print(f"{ok} #{i:02d} {r['label']:<8}{r['depth']:<8} probe={r['signal'] or '-':<24} "
                  f"shown={','.join(r['shown'])}  [{r['topic']}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
