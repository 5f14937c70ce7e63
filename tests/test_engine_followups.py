"""Adaptive follow-ups on the shipped NCCL, FSDP and fault-tolerance rubrics, end to end through the engine.

Not a cassette test: the interviewer model is a FunctionModel because what is under test is
which probe the policy picks, not any provider's wording; the model only has to phrase it.
"""

from __future__ import annotations

import asyncio
import copy
from pathlib import Path

import pytest
import yaml

from interviewer.content import load_library
from interviewer.interview.launch import SessionOptions, build_engine, start
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.llm.messages import UserMessage
from interviewer.testing import FunctionModel
from interviewer.transcript import read_transcript

TOPICS = {
    "nccl": ("nccl-collectives", "A 256-GPU job hangs in all-reduce with no error. Walk me through it.",
             ["nccl-debug-output", "hang-localisation", "version-consistency"]),
    "fsdp": ("fsdp-sharding", "A 70B model does not fit with plain DDP. How do you shard it?",
             ["memory-arithmetic", "sharding-strategies", "communication-pattern"]),
    "ckpt": ("fault-tolerance-checkpointing", "How do you checkpoint a 2,000-GPU run?",
             ["interval-from-mtbf", "sharded-async-save", "atomic-commit"]),
}

ANSWERS = {
    "nccl": {
        "weak": "Honestly it's probably the network being flaky. I'd look at the dashboards and rerun it.",
        "partial": ("First I'd rerun with NCCL_DEBUG=INFO and NCCL_DEBUG_SUBSYS=INIT,NET to see which transport "
                    "each node picked. Then I'd dump the flight recorder on every rank to find the rank that "
                    "never entered the collective."),
        "strong": ("I'd set TORCH_NCCL_TRACE_BUFFER_SIZE and TORCH_NCCL_DUMP_ON_TIMEOUT so the flight recorder "
                   "tells me which rank never entered the all-reduce, and rerun with NCCL_DEBUG=INFO to read the "
                   "transport per node, NET/IB versus NET/Socket. NCCL checks its own version at init but not the "
                   "CUDA driver, so a driver mismatch on one node shows up as a silent timeout; I'd compare "
                   "nvidia-smi --query-gpu=driver_version across nodes."),
    },
    "fsdp": {
        "weak": "I'd wrap it in FSDP and it handles memory for you, then tune the batch size until it fits.",
        "partial": ("With mixed-precision Adam it's 16 bytes per parameter, so about 1.1 TB of state before "
                    "activations. I'd split all of that across the GPUs so each one holds a 1/N slice."),
        "strong": ("Mixed-precision Adam is 16 bytes per parameter: bf16 weights and grads plus fp32 master weights "
                   "and two Adam moments, so 1.12 TB for 70B before activations. FULL_SHARD (ZeRO-3) across 64 "
                   "GPUs gets that to about 17.5 GB per GPU. The price is communication: an all-gather of the "
                   "parameters in forward and again in backward, plus a reduce-scatter of gradients, so roughly "
                   "1.5x the volume of plain DDP."),
    },
    "ckpt": {
        "weak": "I'd save a checkpoint once per epoch with torch.save and keep going.",
        "partial": ("I'd write a sharded checkpoint with torch.distributed.checkpoint and async_save so the GPUs "
                    "only stall while the state is staged to CPU memory."),
        "strong": ("The interval comes from the failure rate: with a per-GPU MTBF of a few years, 2,000 GPUs fail "
                   "every few hours, and Young's formula, the square root of 2 times the checkpoint cost times "
                   "the MTBF, gives the interval. I'd save with torch.distributed.checkpoint using async_save, "
                   "each rank writes its own shard, and commit it by writing to a temp directory, checking the "
                   ".metadata file and doing an atomic rename, so a partially written checkpoint is never "
                   "picked up on resume."),
    },
}


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    root = tmp_path_factory.mktemp("content")
    (root / "personas").mkdir()
    (root / "loops").mkdir()
    lib = load_library()
    topics = []
    for key, (dim, question, signals) in TOPICS.items():
        rubric = lib.rubric(dim)
        ladder = [{"signal": s, "text": f"PROBE[{s}]: {rubric.signal(s).description.split('.')[0]}?"}
                  for s in signals]
        topics.append({"id": key, "dimension": dim, "title": key, "question": question, "ladder": ladder})
    persona = {"kind": "persona", "id": "fx-prober", "name": "Pat", "role": "Staff engineer", "seniority": "staff",
               "stage": "screen", "voice": {"style": "plain", "pressure": "steady", "silence": "waits"},
               "goals": ["probe"], "opening": "Hello.", "closing": "Bye.", "never": ["teach"], "topics": topics}
    # The same NCCL ladder, with an opening question that asks only for the debug output.
    topics.append({**copy.deepcopy(topics[0]), "id": "nccl-targeted", "targets": ["nccl-debug-output"]})
    stages = [{"id": k, "title": k, "persona": "fx-prober", "minutes": 60, "topics": [k]}
              for k in [*TOPICS, "nccl-targeted"]]
    loop = {"kind": "loop", "id": "fx-probe-loop", "version": "1", "title": "t", "description": "d", "stages": stages}
    (root / "personas" / "fx-prober.yaml").write_text(yaml.safe_dump(persona))
    (root / "loops" / "fx-probe-loop.yaml").write_text(yaml.safe_dump(loop))
    return load_library([root])


def phrasing_model() -> FunctionModel:
    # Echoes the authored line the policy chose, so the test sees exactly which probe went out.
    def fn(messages, info):
        last = messages[-1]
        assert isinstance(last, UserMessage)
        return "[phrased] " + last.text.split("\n\n")[-1]

    return FunctionModel(fn)


def run_topic(library, tmp_path, key: str, answers: list[str]):
    session, writer = start(SessionOptions(stage_ref=f"fx-probe-loop/{key}", transcript_dir=str(tmp_path)),
                            library=library)
    engine = build_engine(session, writer, ScriptedCandidate(answers), model=phrasing_model(), stream=False)
    outcome = asyncio.run(engine.run())
    writer.close()
    return outcome, read_transcript(writer.path)


def interviewer_after_first_answer(transcript):
    turns = transcript.turns()
    first = next(i for i, t in enumerate(turns) if t.role == "candidate")
    # The follow-up itself, past any acknowledgement ("Okay.") said before it.
    return next(t for t in turns[first + 1:] if t.act != "ack")


@pytest.mark.parametrize("key", list(TOPICS))
def test_weak_answer_is_followed_by_a_probe_for_a_missing_signal(library, tmp_path, key):
    _, transcript = run_topic(library, tmp_path, key, [ANSWERS[key]["weak"]])
    nxt = interviewer_after_first_answer(transcript)
    assert nxt.act == "probe"
    assert nxt.signal == TOPICS[key][2][0]
    assert nxt.text.startswith("[phrased] PROBE[")
    assessment = next(e for e in transcript.events if e.type == "assessment")
    assert assessment.depth == "weak" and nxt.signal in assessment.missing


@pytest.mark.parametrize("key", list(TOPICS))
def test_strong_answer_moves_on(library, tmp_path, key):
    outcome, transcript = run_topic(library, tmp_path, key, [ANSWERS[key]["strong"]])
    assert outcome.status == "finished"
    nxt = interviewer_after_first_answer(transcript)
    assert nxt.act == "closing"
    assert [e.reason for e in transcript.events if e.type == "topic" and e.action == "end"] == ["strong"]
    assert not [t for t in transcript.turns("interviewer") if t.act == "probe"]


@pytest.mark.parametrize("key", list(TOPICS))
def test_partial_answer_is_probed_for_exactly_what_it_lacked(library, tmp_path, key):
    _, transcript = run_topic(library, tmp_path, key, [ANSWERS[key]["partial"]])
    assessment = next(e for e in transcript.events if e.type == "assessment")
    assert assessment.depth == "partial"
    # No topic targets here, so the opening question asked for the whole ladder; the level anchor is recorded.
    assert assessment.targets == TOPICS[key][2] and assessment.level == "Working"
    shown = {s.signal for s in assessment.shown}
    lacking = [s for s in TOPICS[key][2] if s not in shown]
    assert assessment.missing == lacking
    nxt = interviewer_after_first_answer(transcript)
    assert nxt.act == "probe" and nxt.signal == lacking[0]


def test_quotes_are_verbatim_from_the_answer(library, tmp_path):
    _, transcript = run_topic(library, tmp_path, "nccl", [ANSWERS["nccl"]["strong"]])
    assessment = next(e for e in transcript.events if e.type == "assessment")
    assert assessment.shown
    for item in assessment.shown:
        assert item.quote and item.quote in ANSWERS["nccl"]["strong"]


def test_a_strong_answer_to_what_was_asked_is_deepened_once_then_the_topic_moves_on(library, tmp_path):
    answers = ["NCCL_DEBUG=INFO with NCCL_DEBUG_SUBSYS=INIT,NET: I read the NET/IB versus NET/Socket line per channel.",
               "Dump the flight recorder on every rank and find the rank that never entered the all-reduce."]
    _, transcript = run_topic(library, tmp_path, "nccl-targeted", answers)
    asked = [(t.act, t.signal) for t in transcript.turns("interviewer") if t.act in ("probe", "deepen")]
    assert asked == [("deepen", "hang-localisation")]
    depths = [(e.depth, e.targets) for e in transcript.events if e.type == "assessment"]
    assert depths == [("strong", ["nccl-debug-output"]), ("strong", ["hang-localisation"])]
    assert [e.reason for e in transcript.events if e.type == "topic" and e.action == "end"] == ["strong"]
