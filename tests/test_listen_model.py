"""The listener with a model: enum-only classification decides; unusable output falls back; replies keep to facts.

Not cassette tests: the FunctionModel stands in where the model's wording does not matter (what is
checked is what the engine does with a reply); provider wire formats are the adapters' cassette tests.
"""

from __future__ import annotations

import typing

from interviewer.content import load_library
from interviewer.interview.tryout import assess_utterance
from interviewer.testing import FunctionModel

LIBRARY = load_library([])
STATED = ("h100-023 runs driver 560.35 while the other 63 nodes run 550.90, that mismatch is what stalls "
          "the ring")


def model(classes, diagnosis="none", *, speech=None, seen=None):
    def fn(messages, info):
        schema = info.output_schema
        if schema is None:
            return speech(messages) if speech else messages[-1].text
        if seen is not None:
            seen.append(schema)
        if schema.__name__ == "UtteranceClasses":
            return {"classes": classes, "diagnosis": diagnosis} if classes is not None else "not json"
        if schema.__name__ == "ArtifactRequest":
            return {"artifacts": []}
        return {"signals": [], "red_flags": [], "depth": "weak"}

    return FunctionModel(fn)


def test_the_classifier_schema_is_enums_only():
    seen: list = []
    assess_utterance(LIBRARY, STATED, scenario="nccl-driver-mismatch-hang", model="fn",
                     model_obj=model(["diagnosis"], "driver-mismatch-node-023", seen=seen))
    schema = next(s for s in seen if s.__name__ == "UtteranceClasses")
    classes = schema.model_fields["classes"].annotation
    diagnosis = schema.model_fields["diagnosis"].annotation
    assert typing.get_origin(classes) is list and typing.get_origin(typing.get_args(classes)[0]) is typing.Literal
    assert set(typing.get_args(diagnosis)) == {"driver-mismatch-node-023", "node-023-p2p-hang", "none"}


def test_with_a_model_the_classifier_decides_and_the_lexical_match_cannot_override():
    report = assess_utterance(LIBRARY, STATED, scenario="nccl-driver-mismatch-hang", model="fn",
                              model_obj=model(["hypothesis"]))
    assert report.classes == ["hypothesis"] and report.diagnosis.credited is False
    report = assess_utterance(LIBRARY, "maybe a driver thing on some node", scenario="nccl-driver-mismatch-hang",
                              model="fn", model_obj=model(["diagnosis"], "driver-mismatch-node-023"))
    assert report.diagnosis.credited is True and report.diagnosis.id == "driver-mismatch-node-023"


def test_unusable_classifier_output_falls_back_to_the_offline_reading():
    offline = assess_utterance(LIBRARY, STATED, scenario="nccl-driver-mismatch-hang")
    report = assess_utterance(LIBRARY, STATED, scenario="nccl-driver-mismatch-hang", model="fn",
                              model_obj=model(None))
    assert report.classes == offline.classes == ["diagnosis"] and report.diagnosis.credited


def test_a_phrased_reply_with_a_number_not_in_the_facts_is_replaced_by_the_facts():
    invented = model(["question"], speech=lambda m: "Lustre, 250 GB/s. So: how do you lay out the parallelism?")
    report = assess_utterance(LIBRARY, "what storage do we have, and how fast can it write?",
                              topic="design-architect/run-layout", model="fn", model_obj=invented)
    assert report.next.act == "clarify" and "250" not in report.next.text
    assert report.next.text.startswith("Checkpoints go to a shared Lustre filesystem")
    faithful = model(["question"], speech=lambda m: "Lustre does about 100 GB/s in aggregate, and local NVMe "
                                                    "about 20 GB/s a node. Now - how would you lay out the parallelism?")
    report = assess_utterance(LIBRARY, "what storage do we have, and how fast can it write?",
                              topic="design-architect/run-layout", model="fn", model_obj=faithful)
    assert report.next.text.startswith("Lustre does about 100 GB/s")


def test_a_classifier_stuck_repeating_one_class_falls_back_and_its_list_is_bounded():
    # What SmolLM2 does under llama.cpp's grammar (tests/test_assess_local.py's cassette): the same id again
    # and again. The schema bounds the list (maxItems, which the grammar enforces) and a repeat is unusable.
    seen: list = []
    offline = assess_utterance(LIBRARY, STATED, scenario="nccl-driver-mismatch-hang")
    report = assess_utterance(LIBRARY, STATED, scenario="nccl-driver-mismatch-hang", model="fn",
                              model_obj=model(["dont-know", "dont-know", "dont-know"], seen=seen))
    assert report.classes == offline.classes == ["diagnosis"] and report.diagnosis.credited
    assert report.classifier == "offline" and "repeated a class" in report.fallback_reason
    schema = next(s for s in seen if s.__name__ == "UtteranceClasses").model_json_schema()
    assert schema["properties"]["classes"]["maxItems"] == 4 and schema["properties"]["classes"]["minItems"] == 1


def test_the_artifact_request_schema_is_bounded():
    seen: list = []
    assess_utterance(LIBRARY, "show me the driver versions on every node", scenario="nccl-driver-mismatch-hang",
                     model="fn", model_obj=model(["artifact-request"], seen=seen))
    schema = next(s for s in seen if s.__name__ == "ArtifactRequest").model_json_schema()
    assert schema["properties"]["artifacts"]["maxItems"] == 3


def test_a_request_the_lexical_matcher_found_is_not_refused_because_the_model_read_an_answer():
    # Seen with SmolLM2: "can I get nccl-tests …" classified as an answer, and nothing was shown.
    report = assess_utterance(LIBRARY, "show me the driver versions on every node",
                              scenario="nccl-driver-mismatch-hang", model="fn", model_obj=model(["answer"]))
    assert "artifact-request" in report.classes and report.artifacts == ["driver-inventory"]
    assert report.classifier == "function:fn" and report.fallback_reason is None


def test_a_model_that_reads_only_the_question_does_not_stop_the_answer_in_a_mixed_turn_being_assessed():
    text = ("TP 8 inside the node over NVSwitch, pipeline across nodes over IB and data parallel over the rest. "
            "What storage do we have for checkpoints?")
    report = assess_utterance(LIBRARY, text, topic="design-architect/run-layout", model="fn",
                              model_obj=model(["question"]))
    assert report.classes == ["answer", "question"] and report.depth is not None
    assert report.reply_kind == "facts" and report.next.act != "clarify"
    # A turn that is only a question stays a question, with a model as without.
    report = assess_utterance(LIBRARY, "What storage do we have for checkpoints?", topic="design-architect/run-layout",
                              model="fn", model_obj=model(["question"]))
    assert report.classes == ["question"] and report.depth is None and report.next.act == "clarify"
