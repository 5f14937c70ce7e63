"""Models wrapped once: the wrapper base forwards what a model is; metering reports each call by role.

Test doubles (FunctionModel, ScriptedModel) stand in for providers: what matters here is which
object wraps which and what gets recorded, not any model's wording.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from interviewer.content import load_library
from interviewer.interview.launch import SessionOptions, build_engine, start
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.llm import AssistantText, ModelResponse, UserMessage
from interviewer.llm.local import LocalModel
from interviewer.llm.retry import RetryingModel
from interviewer.llm.wrapper import Meter, MeteredModel, WrapperModel
from interviewer.scoring.batch.limiter import AIMDLimiter, with_limiter
from interviewer.testing import FunctionModel, ScriptedModel
from interviewer.transcript import read_transcript

FIXTURES = Path(__file__).parent / "fixtures" / "engine"


def test_wrappers_forward_what_the_model_is():
    local = LocalModel("smollm2", base_url="http://127.0.0.1:8089/v1")
    stacked = with_limiter(RetryingModel(MeteredModel(local, Meter(), "judge")), AIMDLimiter(2))
    assert isinstance(stacked, WrapperModel)
    assert (stacked.name, stacked.provider, stacked.model_name) == ("local:smollm2", "local", "smollm2")
    assert stacked.context_window == 4096 and stacked.info.provider == "local"
    assert stacked.capabilities.faithful_phrasing is False and stacked.settings is local.settings


async def test_meter_records_role_usage_and_replays_early_calls():
    meter = Meter()
    model = meter.wrap(FunctionModel(lambda messages, info: "hello"), "assessor")
    await model.request([UserMessage(text="hi")])
    seen: list[tuple[str, str]] = []
    meter.attach(lambda role, response, seconds: seen.append((role, response.text)))
    await model.request([UserMessage(text="again")])
    assert seen == [("assessor", "hello"), ("assessor", "hello")]
    assert meter.wrap(None, "x") is None


@pytest.fixture(scope="module")
def library():
    return load_library([FIXTURES], include_builtin=False)


def test_build_engine_wraps_the_judge_once_per_role_and_patches_nothing(library, tmp_path):
    judge = RetryingModel(ScriptedModel([]))
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    engine = build_engine(session, writer, ScriptedCandidate([]), judge=judge, tools=None)
    assessor_model, classifier_model = engine.assessor.model, engine.matcher.model
    assert (assessor_model.role, classifier_model.role) == ("assessor", "classifier")
    assert assessor_model.inner is judge and classifier_model.inner is judge
    assert engine.assessor._on_call is None and engine.matcher.on_call is None
    writer.close()


def test_assessor_calls_are_recorded_with_their_role(library, tmp_path):
    reply = '{"shown": ["debug-output"], "red_flags": [], "depth": "partial"}'  # the assessor's enum-only schema
    judge = FunctionModel(lambda messages, info: reply)
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    engine = build_engine(session, writer, ScriptedCandidate(["I'd set NCCL_DEBUG=INFO first"]), judge=judge,
                          tools=None)
    asyncio.run(engine.run())
    writer.close()
    roles = {e.role for e in read_transcript(writer.path).events if e.type == "model_call"}
    assert "assessor" in roles


def test_response_parts_survive_metering():
    async def go():
        model = MeteredModel(FunctionModel(lambda m, i: "x"), Meter(), "r")
        return await model.request([UserMessage(text="hi")])

    response = asyncio.run(go())
    assert isinstance(response, ModelResponse) and response.parts == [AssistantText(text="x")]
