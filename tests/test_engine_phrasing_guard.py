"""A model that drifts off the question it was asked to phrase never replaces the question.

Not a cassette test: what matters is the engine's decision on a given wording, which a
FunctionModel states exactly; the local model's wire format has its own cassettes.
"""

from __future__ import annotations

import asyncio

import pytest

from interviewer.content import load_library
from interviewer.interview.speaking import Phraser, PhraseRequest, faithful, key_terms
from interviewer.llm.base import Capabilities
from interviewer.testing import FunctionModel

PROBE = ("What would you look for in NCCL_DEBUG=INFO output on the rank that hung, "
         "and how would you narrow it with NCCL_DEBUG_SUBSYS?")


class DriftingModel(FunctionModel):
    capabilities = Capabilities(faithful_phrasing=False)


def test_key_terms_are_identifiers_and_long_content_words():
    assert key_terms(PROBE) == {"nccl_debug=info", "output", "narrow", "nccl_debug_subsys"}


@pytest.mark.parametrize(("text", "ok"), [
    ("Walk me through what NCCL_DEBUG=INFO shows on the hung rank, and how NCCL_DEBUG_SUBSYS narrows the output?",
     True),
    ("You're not going to tell me that. What you're going to tell me is that they had a failure?", False),
    ("What does NCCL_DEBUG=INFO output show, and how would you narrow it with NCCL_DEBUG_SUBSYS.", False),
    (PROBE + " That's just the kind of thing that happens when you have to do it all on a single platform, "
     "and it was a very sad story that I am going to tell you about in great detail right now.", False),
])
def test_faithful_keeps_the_technical_content_and_the_question(text, ok):
    assert faithful(text, PROBE) is ok


def _speak(model, events):
    persona = load_library().persona("infra-network")

    async def sink(event):
        events.append(event)

    return asyncio.run(Phraser(model, sink).phrase(PhraseRequest("probe", PROBE, persona, "NCCL")))


def test_a_drifting_small_model_is_checked_before_anyone_sees_it():
    events: list = []
    drift = DriftingModel(lambda m, i: "You're not going to tell me that. Tell me a sad story?")
    assert _speak(drift, events) == (PROBE, False)
    assert events == []  # nothing was streamed to the screen first
    good = DriftingModel(lambda m, i: "On the hung rank, what in NCCL_DEBUG=INFO output matters, "
                                      "and how do you narrow it with NCCL_DEBUG_SUBSYS?")
    text, streamed = _speak(good, events)
    assert text.startswith("On the hung rank") and streamed is False and events == []


def test_a_capable_model_streams_its_own_wording():
    events: list = []
    model = FunctionModel(lambda m, i: "Tell me a story instead?")
    text, streamed = _speak(model, events)
    assert (text, streamed) == ("Tell me a story instead?", True)
    assert events  # streamed deltas reached the sink


def test_a_drifting_model_that_echoes_the_stage_direction_is_discarded():
    events: list = []
    model = DriftingModel(lambda m, i: "[Interview director, not the candidate] " + PROBE)
    assert _speak(model, events) == (PROBE, False)
