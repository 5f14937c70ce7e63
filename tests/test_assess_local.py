"""`interviewer assess --model local:smollm2`: the engine's listening path through the embedded model, replayed.

The cassette was recorded from the real llama.cpp server serving SmolLM2-135M (``INTERVIEWER_RECORD=1``,
see tests/vcr_support.py). What is checked is that the path returns with a usable reading: the
classifier's enum-only answer (or the offline fallback), the reply to the question from the facts
only, and the open question asked again. SmolLM2 cannot grade, so its depth is not asserted.
"""

from __future__ import annotations

import json

from interviewer.cli.main import main
from interviewer.interview.understand import CLASSES

ANSWER = "TP 8 inside the node over NVSwitch, PP across nodes, data parallel over IB. What storage do we have?"


def test_assess_through_smollm2_returns_a_reading_and_answers_from_facts(cassette, local_llm_url, capsys):
    code = main(["assess", "--model", "local:smollm2", "--base-url", local_llm_url, "--timeout", "600",
                 "--topic", "design-architect/run-layout", "--answer", ANSWER, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    report = json.loads(out.out)
    assert report["classes"] and set(report["classes"]) <= set(CLASSES)
    assert report["depth"] in ("weak", "partial", "strong", None)
    # The question in the turn is answered from the storage fact, never from the model's own words.
    assert report["reply_kind"] == "facts" and report["facts"] == ["storage"]
    assert "100 GB/s" in report["next"]["text"]
    assert report["next"]["text"].rstrip().endswith("?")
    # SmolLM2 repeats one class id under the grammar; that is unusable, and the offline reading stands in.
    assert report["classifier"] == "offline" and "repeated a class" in report["fallback_reason"]
    assert report["classes"] == ["answer", "question"]


WRONG_MECHANISM = "h100-023 runs driver 560, so its NCCL wire protocol doesn't match the 550 nodes and the ring hangs"


def test_assess_a_scenario_through_smollm2_tells_the_classifier_the_wrong_causes(cassette, local_llm_url, capsys):
    # The right culprit with a wrong mechanism: offline the scenario's wrong causes veto it; with a model the
    # classifier decides, so its prompt carries the same list (each wrong cause's plain words).
    from interviewer.content import load_library

    scenario = load_library([]).scenarios["nccl-driver-mismatch-hang"]
    code = main(["assess", "--model", "local:smollm2", "--base-url", local_llm_url, "--timeout", "600",
                 "--scenario", scenario.id, "--answer", WRONG_MECHANISM, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    report = json.loads(out.out)
    assert report["classes"] and set(report["classes"]) <= set(CLASSES)
    # Round 7's prompt got classes ["answer"] with an accepted id from SmolLM2 (a reading that contradicts itself
    # credits nothing); round 8's longer prompt gets an unusable answer, and the offline reading stands in. Either way
    # the statement is not credited.
    assert report["classifier"] == "local:smollm2" or report["fallback_reason"].startswith("local:smollm2")
    assert report["diagnosis"] is None or report["diagnosis"]["credited"] is False
    bodies = [r.body.decode() if isinstance(r.body, bytes) else r.body for r in cassette.requests if r.body]
    sent = [json.loads(b) for b in bodies if "Accepted diagnoses" in b]
    assert len(sent) == 1
    prompt = "\n".join(part["text"] if isinstance(part, dict) else part for m in sent[0]["messages"]
                       for part in (m["content"] if isinstance(m["content"], list) else [m["content"]]))
    assert "Wrong causes (asserting one is diagnosis none):" in prompt
    assert all(f"- {w.said}" in prompt for w in scenario.wrong_causes)
    assert "wrong causes, even beside the right culprit" in prompt
    # Round 8: the same owning structures the offline reader refuses (interview/owning.py) are named to the model.
    assert "not someone else's view they do not endorse" in prompt and "not the cause pinned on another node" in prompt
