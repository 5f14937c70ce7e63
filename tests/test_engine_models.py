"""The engine with a model: LLM assessment and its fallback, phrasing prompts, streaming, provider failures.

Not cassette tests: these check what the engine sends and does with a reply (schemas,
fallbacks, retries, what reaches the transcript), which a FunctionModel/ScriptedModel shows
exactly; provider wire formats are the adapters' cassette tests.
"""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest
from rich.console import Console

from interviewer.content import load_library
from interviewer.interview.assess import Target
from interviewer.interview.launch import SessionOptions, build_engine, reopen, start
from interviewer.interview.llm_assess import LLMAssessor, schema_for
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.llm.errors import ProviderDown
from interviewer.llm.retry import RetryingModel
from interviewer.testing import FunctionModel, ScriptedModel
from interviewer.transcript import read_transcript
from interviewer.ui.app import run_session
from interviewer.ui.render import ChatRenderer

FIXTURES = Path(__file__).parent / "fixtures" / "engine"


@pytest.fixture(scope="module")
def library():
    return load_library([FIXTURES], include_builtin=False)


def target(library, prior=frozenset()):
    return Target(library.rubric("fx-collectives"), ("debug-output", "hang-rank", "versions"), prior, "Q?")


def test_schema_is_enum_only_over_the_dimensions_ids(library):
    schema = schema_for(target(library)).model_json_schema()
    text = str(schema)
    assert "minimum" not in text and "maximum" not in text
    assert set(schema["properties"]) == {"shown", "red_flags", "depth"}
    assert schema["properties"]["shown"]["items"]["enum"] == ["ring", "debug-output", "hang-rank", "versions"]
    assert schema["properties"]["depth"]["enum"] == ["weak", "partial", "strong"]
    assert all("enum" in (prop.get("items") or prop) for prop in schema["properties"].values())


def test_llm_assessor_quotes_come_from_the_answer_and_strong_needs_every_target(library):
    # Rewritten for the enum-only schema: the model names ids; quotes are the answer's own words.
    answer = "First I'd set NCCL_DEBUG=INFO. Then py-spy every rank to see who is stuck."
    model = ScriptedModel([{"shown": ["debug-output", "hang-rank"], "red_flags": [], "depth": "strong"}])
    result = asyncio.run(LLMAssessor(model).assess(answer, target(library)))
    assert set(result.shown) == {"debug-output", "hang-rank"}
    assert all(quote and quote in answer for quote in result.shown.values())
    assert result.missing == ["versions"]
    assert result.depth == "partial" and result.assessor == "scripted:script" and result.fallback_reason is None
    model.assert_complete()


def test_unusable_model_output_falls_back_to_lexical_and_says_so(library, tmp_path):
    bad = RetryingModel(ScriptedModel(["not json", "still not json"]), sleep=lambda s: asyncio.sleep(0))
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    engine = build_engine(session, writer, ScriptedCandidate(["NCCL_DEBUG=INFO and py-spy"]), judge=bad, tools=None)
    asyncio.run(engine.run())
    writer.close()
    assessment = next(e for e in read_transcript(writer.path).events if e.type == "assessment")
    assert assessment.assessor == "lexical"
    assert assessment.fallback_reason and "does not match" in assessment.fallback_reason
    assert {s.signal for s in assessment.shown} == {"debug-output", "hang-rank"}


def test_model_phrases_in_the_persona_voice_with_notes_but_no_scores(library, tmp_path):
    prompts: list[str] = []

    def fn(messages, info):
        prompts.append(messages[0].text)
        return "PHRASED " + messages[-1].text.split("\n\n")[-1]

    session, writer = start(SessionOptions(loop_id="fx-loop", transcript_dir=str(tmp_path)), library=library)
    answers = ["I'd restart the pod.", "no idea", "no idea", "no idea", "no idea", "no idea"]
    engine = build_engine(session, writer, ScriptedCandidate(answers), model=FunctionModel(fn), tools=None,
                          stream=False)
    asyncio.run(engine.run())
    writer.close()
    transcript = read_transcript(writer.path)
    probe = next(t for t in transcript.turns("interviewer") if t.act == "probe")
    assert probe.text == "PHRASED What would NCCL's own logging tell you?"
    assert "You are Dana, Staff engineer, training infrastructure" in prompts[0]
    assert "Gives the answer away mid-interview." in prompts[0]
    later = [p for p in prompts if p.startswith("You are Sam")]
    assert later and "Notes from earlier interviewers" in later[0] and "A hung all-reduce" in later[0]
    notes = later[0].split("Notes from earlier interviewers")[1].split("\n", 1)[1]
    for word in ("weak", "partial", "strong", "score", "level"):
        assert word not in notes
    calls = [e for e in transcript.events if e.type == "model_call"]
    assert calls and all(c.role == "interviewer" for c in calls)


def test_streamed_replies_reach_the_screen_as_they_arrive(library, tmp_path):
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    model = FunctionModel(lambda m, i: "Tell me **exactly** what you would run first.")
    out = io.StringIO()
    renderer = ChatRenderer(Console(file=out, width=80, color_system=None))
    deltas = []

    async def sink(event):
        if type(event).__name__ == "SpeechDelta":
            deltas.append(event.text)
        await renderer(event)

    engine = build_engine(session, writer, ScriptedCandidate([]), model=model, sink=sink, tools=None)
    asyncio.run(engine.run())
    writer.close()
    assert "".join(deltas[:8]) == "Tell me **exactly** what you would run first."
    assert "Tell me exactly what you would run first." in out.getvalue()  # rendered as Markdown
    first = read_transcript(writer.path).turns("interviewer")[0]
    assert first.text == "Tell me **exactly** what you would run first."


def test_provider_failure_keeps_the_answer_and_resume_retries_the_turn(library, tmp_path):
    def failing(messages, info):
        if "A 64-GPU job" not in messages[-1].text:
            return "OK " + messages[-1].text.split("\n\n")[-1]
        raise ProviderDown("502 from upstream", provider="fn")

    model = RetryingModel(FunctionModel(failing), max_attempts=2, sleep=lambda s: asyncio.sleep(0))
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    out, err = io.StringIO(), io.StringIO()
    engine = build_engine(session, writer, ScriptedCandidate(["first answer"]), model=model, tools=None, stream=False)
    code = run_session(engine, Console(file=out), err=Console(file=err, width=200))
    assert code == 1
    lines = err.getvalue().strip().splitlines()
    assert lines[0] == "interviewer: fn: 502 from upstream"
    assert lines[1].startswith("Your answers so far are saved. Retry the turn with: interviewer resume ")
    # The opening was spoken; the question failed after retries and was not recorded.
    transcript = read_transcript(writer.path)
    assert [t.act for t in transcript.turns()] == ["opening"]
    # Resume with a healthy model asks the same question (the decision is replayed, not remade).
    session, writer, _ = reopen(writer.path, library=library)
    healthy = FunctionModel(lambda m, i: "OK " + m[-1].text.split("\n\n")[-1])
    engine = build_engine(session, writer, ScriptedCandidate(["I'd restart the pod."]), model=healthy, tools=None,
                          stream=False)
    asyncio.run(engine.run(resumed=True))
    writer.close()
    turns = read_transcript(writer.path).turns()
    assert [(t.role, t.act) for t in turns[:3]] == [("interviewer", "opening"), ("interviewer", "question"),
                                                     ("candidate", "answer")]
    assert turns[1].text == "OK A 64-GPU job hangs in all-reduce. What do you do?"


def test_an_answer_given_before_a_failed_phrasing_is_never_lost(library, tmp_path):
    calls = {"n": 0}

    def flaky(messages, info):
        calls["n"] += 1
        if calls["n"] == 3:  # opening, question, then the probe after the first answer
            raise ProviderDown("connection reset", provider="fn")
        return "OK"

    model = RetryingModel(FunctionModel(flaky), max_attempts=1)
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    engine = build_engine(session, writer, ScriptedCandidate(["my precious answer"]), model=model, tools=None,
                          stream=False)
    with pytest.raises(ProviderDown):
        asyncio.run(engine.run())
    writer.close()
    transcript = read_transcript(writer.path)
    assert [t.text for t in transcript.turns("candidate")] == ["my precious answer"]
    # The probe was chosen; resume will phrase it (an acknowledgement, authored, may already have been said).
    assert [e for e in transcript.events if not (e.type == "turn" and e.act == "ack")][-1].type == "decision"
