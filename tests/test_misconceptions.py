"""Misconceptions: red flags of ``kind: misconception`` (a false belief about a mechanism) and the depth rule.

A misconception asserted about what the question asked makes a fluent answer weak; the same words
negated, attributed to someone else or asked back do not; one about something the question did not
ask caps at partial like any red flag. The offline estimate treats it the same way, and `interviewer
validate` rejects a misconception it could not match. Plain data and the lexical assessor: no model,
so no cassettes.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from interviewer.cli.main import main
import listening_helpers
from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import Target, question_targets
from interviewer.scoring.judge.offline import offline_score
from interviewer.transcript.events import Turn

DEBUG_OUTPUT = ("You get the NCCL version banner, then the interface it bootstrapped on, then per channel the "
                "transport: P2P/IPC inside the node, NET/IB with GDRDMA between nodes when RDMA works. What I look "
                "for is one node saying NET/Socket instead, which means NCCL_SOCKET_IFNAME or NCCL_IB_HCA picked the "
                "wrong device; on RoCE I'd also check NCCL_IB_GID_INDEX.")
"""A strong answer to infra-network/debug-during-hang (NCCL debug output and the transport it chose)."""
WRONG = "NVLink is the fastest path between the nodes, so that line is the one to trust."
"""A false claim about the transport that question asks about: NVLink does not join ordinary nodes."""


@pytest.fixture(scope="module")
def library():
    return load_library()


assess = listening_helpers.assess


def test_a_misconception_about_what_was_asked_makes_a_fluent_answer_weak(library):
    right = assess(library, "infra-network/debug-during-hang", DEBUG_OUTPUT)
    assert (right.depth, right.red_flags) == ("strong", [])
    wrong = assess(library, "infra-network/debug-during-hang", f"{DEBUG_OUTPUT} {WRONG}")
    assert (wrong.depth, wrong.level, wrong.red_flags) == ("weak", "Surface", ["nvlink-between-nodes"])
    # the right words, still weak, and not credited: the misconception is about those two signals (round 11)
    assert {"nccl-debug-output", "transport-and-fabric"} <= set(right.shown)
    assert not {"nccl-debug-output", "transport-and-fabric"} & set(wrong.shown)


@pytest.mark.parametrize("said", [
    "Some people think NVLink connects the nodes; it doesn't, between nodes it is the IB fabric.",
    "NVLink does not connect the nodes, that's the network's job.",
    "Does NVLink connect the nodes here, or is it all InfiniBand?",
    "It's a common mistake to think NVLink spans the nodes.",
    "I wouldn't say NVLink connects the nodes.",
    "The previous owner had written that NVLink connects the nodes, which is wrong.",
])
def test_the_same_words_negated_attributed_or_asked_back_are_not_a_misconception(library, said):
    result = assess(library, "infra-network/debug-during-hang", f"{DEBUG_OUTPUT} {said}")
    assert (result.depth, result.red_flags) == ("strong", [])


def test_a_misconception_about_something_not_asked_caps_at_partial(library):
    mesh = ('init_device_mesh("cuda", (dp, tp), mesh_dim_names=("dp", "tp")) with tp=8 inside the node; '
            'parallelize_module over mesh["tp"] with ColwiseParallel and RowwiseParallel, then fully_shard each '
            'block on mesh["dp"], so every parameter is a DTensor sharded on dim 0.')
    assert assess(library, "design-scale-architect/fsdp2-mesh", mesh).depth == "strong"
    aside = assess(library, "design-scale-architect/fsdp2-mesh", f"{mesh} ZeRO-1 shards the parameters, by the way.")
    # zero1-shards-parameters is about sharding strategies; this question asked for the mesh.
    assert (aside.depth, aside.red_flags) == ("partial", ["zero1-shards-parameters"])
    asked = assess(library, "design-architect/memory-and-sharding", "ZeRO stage 1 shards the parameters across the "
                   "data-parallel ranks, and 16 bytes per parameter makes 70B about 1.1 TB.")
    assert (asked.depth, asked.red_flags) == ("weak", ["zero1-shards-parameters"])


@pytest.mark.parametrize("ref,text,flag", [
    ("screen-recruiter/collectives-literacy", "Every GPU sends its gradients to rank 0, which sums them and then "
     "broadcasts the result back.", "allreduce-is-reduce-broadcast"),
    ("infra-cluster-ops/ecc-mid-training", "Xid 79 is a software error in the CUDA context, so you restart the "
     "process and carry on.", "xid79-is-software"),
    ("oncall-lead/loss-spike", "E5M2 has the precision, so it's what you use for weights and activations.",
     "fp8-formats-swapped"),
    ("infra-capacity-planner/failure-budget", "The checkpoint interval doesn't depend on the failure rate; shorter "
     "is always better.", "interval-ignores-mtbf"),
    ("infra-ray/large-payloads", "Ray keeps every object in the object store on the head node.",
     "object-store-on-head"),
])
def test_catalogued_claims_are_found_and_rated_weak(library, ref, text, flag):
    result = assess(library, ref, text)
    assert (result.depth, result.red_flags) == ("weak", [flag])


def test_no_reference_answer_asserts_a_misconception(library):
    lex = default_lexicon()
    for rubric in library.rubrics.values():
        kinds = {f.id: f.kind for f in rubric.red_flags}
        for answer in rubric.reference_answers:
            assert [f for f in lex.red_flags(lex.read(answer), rubric) if kinds[f] == "misconception"] == [], rubric.id


def test_the_offline_estimate_treats_a_misconception_as_the_assessor_does(library):
    topic = library.persona("infra-network").topic("debug-during-hang")
    dim = library.rubric(topic.dimension)

    def score(text):
        turns = [Turn(seq=1, role="interviewer", text=topic.question, topic_id=topic.id, act="question"),
                 Turn(seq=2, role="candidate", text=text, topic_id=topic.id)]
        return offline_score(dim, turns, library=library)

    right, wrong = score(DEBUG_OUTPUT), score(f"{DEBUG_OUTPUT} {WRONG}")
    assert right.score >= 3 and right.red_flags == []
    assert (wrong.score, wrong.red_flags, wrong.evidence) == (1, ["nvlink-between-nodes"], [])
    assert "misconception about what was asked" in wrong.rationale


def test_the_llm_assessor_applies_the_catalogue_when_the_model_misses_a_misconception(library):
    """A FunctionModel stands in (its wording does not matter): it rates the answer strong and flags nothing."""
    import asyncio

    from interviewer.interview.llm_assess import LLMAssessor
    from interviewer.testing import FunctionModel

    topic = library.persona("infra-network").topic("debug-during-hang")
    target = Target(library.rubric(topic.dimension), question_targets(topic), frozenset(), topic.question)
    model = FunctionModel(lambda messages, info: info.output_schema(
        shown=["nccl-debug-output", "transport-and-fabric"], red_flags=[], depth="strong"))
    assessor = LLMAssessor(model)
    right = asyncio.run(assessor.assess(DEBUG_OUTPUT, target))
    assert (right.depth, right.red_flags) == ("strong", [])
    wrong = asyncio.run(assessor.assess(f"{DEBUG_OUTPUT} {WRONG}", target))
    assert (wrong.depth, wrong.red_flags) == ("weak", ["nvlink-between-nodes"])


def test_the_llm_assessor_tells_the_model_which_flags_are_misconceptions_and_bounds_its_lists(library):
    """The prompt marks a misconception about what was asked as making the answer weak (as offline), and the
    schema's lists carry maxItems (a grammar-constrained local model that repeats an id stops there)."""
    from interviewer.interview.llm_assess import _prompt, schema_for
    from interviewer.llm.base import output_json_schema

    topic = library.persona("infra-network").topic("debug-during-hang")
    dim = library.rubric(topic.dimension)
    target = Target(dim, question_targets(topic), frozenset(), topic.question)
    prompt = _prompt("an answer", target)
    assert "- nvlink-between-nodes (misconception about what was asked: the answer is weak if it asserts this):" \
        in prompt
    practice = [f.id for f in dim.red_flags if f.kind == "practice"]
    assert practice and f"- {practice[0]}: " in prompt
    schema = output_json_schema(schema_for(target))
    assert schema["properties"]["shown"]["maxItems"] == len(dim.signals)
    assert schema["properties"]["red_flags"]["maxItems"] == len(dim.red_flags) + 1


# ------------------------------------------------------------------ validation

RUBRIC = {
    "kind": "rubric", "id": "claims", "version": "1.0", "title": "Claims", "measures": "Whether claims hold.",
    "levels": [{"score": n, "label": label, "anchor": "anchor"} for n, label in
               enumerate(("Surface", "Working", "Deep", "Expert"), start=1)],
    "signals": [{"id": "ring-shape", "description": "Knows the ring.", "evidence": ["reduce-scatter"],
                 "study": {"kind": "doc", "title": "NCCL User Guide", "section": "Collectives"}}],
}


def _validate(tmp_path, capsys, flag) -> tuple[int, str]:
    folder = tmp_path / "content" / "rubrics"
    folder.mkdir(parents=True)
    (folder / "claims.yaml").write_text(yaml.safe_dump({**RUBRIC, "red_flags": [flag]}, sort_keys=False))
    code = main(["validate", str(tmp_path / "content")])
    return code, capsys.readouterr().out


def test_validate_rejects_a_misconception_whose_concept_is_unknown(tmp_path, capsys):
    code, out = _validate(tmp_path, capsys, {"id": "ring-is-a-star", "kind": "misconception",
                                             "description": "The ring is not a star.",
                                             "concepts": [{"all": ["wrong-no-such-claim"]}]})
    assert code == 2
    assert f"{Path('claims.yaml')}" in out and "unknown concept 'wrong-no-such-claim'" in out


def test_validate_rejects_a_misconception_about_an_unknown_signal_or_matched_by_phrases(tmp_path, capsys):
    code, out = _validate(tmp_path, capsys, {"id": "ring-is-a-star", "kind": "misconception",
                                             "description": "The ring is not a star.", "about": ["no-such-signal"],
                                             "concepts": [{"all": ["wrong-allreduce-via-root"]}]})
    assert code == 2 and "is about signal 'no-such-signal', which rubric 'claims' does not define" in out
    code, out = _validate(tmp_path / "again", capsys, {"id": "ring-is-a-star", "kind": "misconception",
                                                       "description": "The ring is not a star.",
                                                       "evidence": ["rank 0 broadcasts"]})
    assert code == 2 and "misconception 'ring-is-a-star' is matched by lexicon concepts only" in out


def test_the_llm_assessor_credits_a_probe_answer_only_with_what_the_probe_asked(library):
    """As offline (``Target.elsewhere``): what the topic asks with another question of its own (the opening's other
    targets, a later rung) is approached, not credited, when a model lists it for a probe's answer. A FunctionModel
    stands in: its wording does not matter, only the ids it returns."""
    import asyncio

    from interviewer.interview.assess import elsewhere_targets
    from interviewer.interview.llm_assess import LLMAssessor
    from interviewer.testing import FunctionModel

    topic = library.persona("infra-network").topic("debug-during-hang")
    probe = topic.ladder[0]
    asked = question_targets(topic, "probe", probe.signal)
    elsewhere = elsewhere_targets(topic, "probe", probe.signal)
    assert asked == ("nccl-debug-output",) and "transport-and-fabric" in elsewhere
    model = FunctionModel(lambda messages, info: info.output_schema(
        shown=["nccl-debug-output", "transport-and-fabric"], red_flags=[], depth="strong"))
    target = Target(library.rubric(topic.dimension), asked, frozenset(), probe.text, elsewhere)
    got = asyncio.run(LLMAssessor(model).assess(DEBUG_OUTPUT, target))
    assert list(got.shown) == ["nccl-debug-output"] and got.approached == ["transport-and-fabric"]
    assert got.depth == "strong"  # it covers what the probe asked
    opening = Target(library.rubric(topic.dimension), question_targets(topic), frozenset(), topic.question)
    assert set(asyncio.run(LLMAssessor(model).assess(DEBUG_OUTPUT, opening)).shown) == {"nccl-debug-output",
                                                                                         "transport-and-fabric"}


def test_the_offline_estimate_credits_a_probe_answer_only_with_what_the_probe_asked(library):
    """The offline judge assesses each answer as the engine did (``Target.elsewhere``): what the topic asks with another
    question of its own is not evidence from a probe's answer; the same words after the opening are."""
    topic = library.persona("infra-network").topic("debug-during-hang")
    dim = library.rubric(topic.dimension)
    probe = topic.ladder[0]

    def score(act: str, signal: str) -> set[str]:
        asked = Turn(seq=1, role="interviewer", act=act, signal=signal, topic_id=topic.id, text="...")
        answer = Turn(seq=2, role="candidate", act="answer", topic_id=topic.id, text=DEBUG_OUTPUT)
        rationale = offline_score(dim, [asked, answer], library=library).rationale
        return set(re.search(r"; shown: ([^;]+?)(?:;|\.$)", rationale).group(1).split(", "))

    assert score("probe", probe.signal) == {"nccl-debug-output"}
    assert {"nccl-debug-output", "transport-and-fabric"} <= score("question", "")


def test_the_offline_estimate_assesses_an_answer_with_the_engines_target(library, monkeypatch):
    """The judge builds each answer's Target as the engine does (appraise.py): the probe's targets, what the topic asks
    elsewhere, and every signal the topic asks (a partial answer is not credited beyond them)."""
    from interviewer.interview.assess import LexicalAssessor, elsewhere_targets, topic_signals

    topic = library.persona("infra-network").topic("debug-during-hang")
    probe = topic.ladder[0]
    seen = []
    real = LexicalAssessor.assess_sync
    monkeypatch.setattr(LexicalAssessor, "assess_sync",
                        lambda self, text, target: seen.append(target) or real(self, text, target))
    asked = Turn(seq=1, role="interviewer", act="probe", signal=probe.signal, topic_id=topic.id, text=probe.text)
    answer = Turn(seq=2, role="candidate", act="answer", topic_id=topic.id, text=DEBUG_OUTPUT)
    offline_score(library.rubric(topic.dimension), [asked, answer], library=library)
    assert [t.target_ids for t in seen] == [question_targets(topic, "probe", probe.signal)]
    assert seen[0].elsewhere == elsewhere_targets(topic, "probe", probe.signal)
    assert seen[0].topic_signals == topic_signals(topic) and seen[0].topic_signals
