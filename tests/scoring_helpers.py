"""Shared pieces for the scoring and batch tests: a small rubric library, realistic transcripts, a fair judge."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import yaml

from interviewer.content import load_library
from interviewer.transcript import Header, TranscriptWriter, Turn

REPO = Path(__file__).resolve().parents[1]

def _levels(*anchors):
    labels = ["Surface", "Working", "Deep", "Expert"]
    return [{"score": i + 1, "label": labels[i], "anchor": a} for i, a in enumerate(anchors)]


def _signal(sid, description, *evidence):
    return {"id": sid, "description": description, "evidence": list(evidence)}


RUBRICS = {
    "parallelism": {
        "kind": "rubric", "id": "parallelism", "version": "1.0", "title": "Parallelism strategy", "weight": 2,
        "measures": "Choosing and combining data, tensor, pipeline and sharded data parallelism for a model.",
        "levels": _levels("Names data parallelism only; cannot say when it stops fitting.",
                          "Knows ZeRO/FSDP and tensor parallelism exist and roughly what they shard.",
                          "Sizes memory per GPU and picks TP within a node, PP across nodes, with reasons.",
                          "Trades bubble, communication volume and memory with numbers for the cluster."),
        "signals": [_signal("memory-math", "Works out memory per GPU for weights, grads and optimizer state",
                            "bytes per parameter", "optimizer state", "16 bytes"),
                    _signal("tp-in-node", "Keeps tensor parallelism inside the NVLink domain",
                            "tensor parallel", "NVLink"),
                    _signal("pipeline-bubble", "Knows the pipeline bubble and how microbatches shrink it",
                            "bubble", "microbatch")],
        "red_flags": [{"id": "dp-only", "description": "Thinks data parallelism alone trains any model size",
                       "evidence": ["just add more GPUs"]}],
    },
    "nccl-debugging": {
        "kind": "rubric", "id": "nccl-debugging", "version": "2.1", "title": "Collective communication debugging",
        "measures": "Finding why an all-reduce hangs or is slow across nodes.",
        "levels": _levels("Restarts the job.", "Turns on NCCL_DEBUG and reads the log.",
                          "Isolates the rank and link with nccl-tests and topology.",
                          "Explains the ring/tree algorithm choice and the failing hop with evidence."),
        "signals": [_signal("nccl-debug", "Uses NCCL_DEBUG=INFO to see the transport and ring", "NCCL_DEBUG"),
                    _signal("nccl-tests", "Runs all_reduce_perf to measure bus bandwidth",
                            "nccl-tests", "all_reduce_perf", "bus bandwidth")],
    },
    "checkpointing": {
        "kind": "rubric", "id": "checkpointing", "version": "1.3", "title": "Checkpointing and failure recovery",
        "measures": "Checkpoint size, write time, interval against MTBF.",
        "levels": _levels("Saves sometimes.", "Saves on a fixed interval.", "Sizes the checkpoint and write bandwidth.",
                          "Picks the interval from MTBF and write time, with async sharded writes."),
        "signals": [_signal("interval-mtbf", "Sets the interval from MTBF", "MTBF", "mean time between failures"),
                    _signal("async-write", "Writes asynchronously and sharded", "async checkpoint", "sharded")],
    },
}

PERSONA = """\
kind: persona
id: staff-infra
name: Dana
role: Staff engineer, training infrastructure
seniority: staff
stage: infra
voice: {style: terse, pressure: firm, silence: waits}
goals: [find depth]
opening: Hi.
closing: Thanks.
never: [gives the answer]
topics:
  - id: par
    dimension: parallelism
    title: Parallelism
    question: How would you train a 70B model on 512 H100s?
    # the opening asks the whole plan: memory, where tensor parallelism goes, the pipeline (round 21: a signal the
    # topic never asks is not credited, so the plan's signals are declared as asked)
    targets: [memory-math, tp-in-node, pipeline-bubble]
    ladder: [{signal: memory-math, text: "How much memory per GPU?"}]
  - id: nccl
    dimension: nccl-debugging
    title: NCCL hang
    question: An all-reduce hangs at step 3000. What do you do?
    ladder: [{signal: nccl-debug, text: "What would you look at first?"}]
  - id: ckpt
    dimension: checkpointing
    title: Checkpoints
    question: How often do you checkpoint?
    ladder: [{signal: interval-mtbf, text: "How do you pick the interval?"}]
"""

GOOD_ANSWERS = {
    "par": ("How would you train a 70B model on 512 H100s?",
            "With Adam in mixed precision that is about 16 bytes per parameter, so 70B needs over a terabyte "
            "of optimizer state and weights. I would shard it with ZeRO-3, keep tensor parallel at 8 inside "
            "the NVLink domain, and add pipeline stages across nodes with enough microbatches to keep the "
            "bubble small."),
    "nccl": ("An all-reduce hangs at step 3000. What do you do?",
             "First I set NCCL_DEBUG=INFO and look at which rank stops logging. Then I run nccl-tests "
             "all_reduce_perf between node pairs to find the link whose bus bandwidth collapsed."),
    "ckpt": ("How often do you checkpoint?",
             "I pick the interval from the cluster MTBF and the time one write takes, and I use async "
             "checkpoint writes that are sharded per rank so the step time barely moves."),
}


def write_content(root: Path) -> Path:
    (root / "rubrics").mkdir(parents=True, exist_ok=True)
    (root / "personas").mkdir(parents=True, exist_ok=True)
    for rid, text in RUBRICS.items():
        (root / "rubrics" / f"{rid}.yaml").write_text(yaml.safe_dump(text, sort_keys=False))
    (root / "personas" / "staff-infra.yaml").write_text(PERSONA)
    return root


def make_library(root: Path):
    return load_library([write_content(root)], include_builtin=False)


def write_transcript(path: Path, answers: dict[str, tuple[str, str]] | None = None, *, session_id: str = "",
                     extra_turns: list[tuple[str, str, str]] = ()) -> Path:
    """A transcript with one question and one answer per topic; ``extra_turns`` are (role, topic, text)."""
    answers = GOOD_ANSWERS if answers is None else answers
    header = Header(session_id=session_id or Path(path).stem, persona_ids=["staff-infra"], stage_ids=["infra"],
                    models={"interviewer": "offline"})
    with TranscriptWriter.create(path, header, fsync=False) as w:
        w.append(Turn(role="interviewer", text="Hi.", stage_id="infra", act="opening"))
        for topic, (question, answer) in answers.items():
            w.append(Turn(role="interviewer", text=question, stage_id="infra", topic_id=topic, act="question"))
            w.append(Turn(role="candidate", text=answer, stage_id="infra", topic_id=topic, act="answer",
                          source="answers-file"))
        for role, topic, text in extra_turns:
            w.append(Turn(role=role, text=text, stage_id="infra", topic_id=topic,
                          act="answer" if role == "candidate" else "probe"))
    return Path(path)


_TURN = re.compile(r'<turn seq="(\d+)" speaker="candidate"[^>]*>\n(.*?)\n</turn>', re.S)
_DIM = re.compile(r'Score the dimension "([^"]+)" only')


def prompt_text(messages) -> str:
    return "\n".join(getattr(m, "text", "") for m in messages)


def fair_verdict(text: str, score: str = "3") -> dict:
    """A judge answer that quotes the first sentence of the first candidate turn shown (not withheld) in the prompt."""
    dim = _DIM.findall(text)[-1]
    turns = [(seq, body) for seq, body in _TURN.findall(text) if not body.startswith(f"[turn {seq} withheld")]
    if not turns:
        return {"dimension": dim, "evidence": [], "rationale": "Nothing said.", "score": "not_assessed"}
    seq, body = turns[0]
    quote = re.split(r"(?<=[.!?])\s", body.strip())[0][:120]
    return {"dimension": dim, "evidence": [{"turn": int(seq), "quote": quote}],
            "rationale": "The quote shows the level's anchor.", "score": score}


def fair_judge(messages, info):
    return fair_verdict(prompt_text(messages))


def import_bench(name: str):
    """Import bench/<name>.py (bench/ is not a package)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
