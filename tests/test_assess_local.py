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
