"""One model call on the critical path of a turn: the likely follow-up is phrased while the answer is assessed.

Not a cassette test: what matters is which calls overlap and which result is used, which a FunctionModel
that logs when each call starts and ends shows exactly (timings are measured in bench/turn_latency.py).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from interviewer.content import load_library
from interviewer.interview.launch import SessionOptions, build_engine, start
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.testing import FunctionModel
from interviewer.transcript import read_transcript

FIXTURES = Path(__file__).parent / "fixtures" / "engine"


def _model(shown: dict[str, str], log: list[tuple[str, str]]):
    """Assessment calls report ``shown``; phrasing calls say "PHRASED <the authored line>"."""

    async def fn(messages, info):
        kind = "assess" if info.output_schema is not None else "phrase:" + messages[-1].text.split("\n\n")[-1]
        log.append(("start", kind))
        await asyncio.sleep(0.05)
        log.append(("end", kind))
        if info.output_schema is not None:
            depth = "strong" if len(shown) == 3 else "partial" if shown else "weak"
            return {"shown": list(shown), "red_flags": [], "depth": depth}
        return "PHRASED " + messages[-1].text.split("\n\n")[-1]

    return FunctionModel(fn)


def _run(tmp_path, answer: str, shown: dict[str, str]):
    library = load_library([FIXTURES], include_builtin=False)
    log: list[tuple[str, str]] = []
    model = _model(shown, log)
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)), library=library)
    engine = build_engine(session, writer, ScriptedCandidate([answer]), model=model, judge=model, tools=None,
                          stream=False)
    asyncio.run(engine.run())
    writer.close()
    return engine, read_transcript(writer.path), log


def test_the_follow_up_is_phrased_while_the_answer_is_assessed(tmp_path):
    engine, transcript, log = _run(tmp_path, "I'd restart the pod.", shown={})
    probe = next(t for t in transcript.turns("interviewer") if t.act == "probe")
    assert probe.text == "PHRASED What would NCCL's own logging tell you?"
    phrase = "phrase:What would NCCL's own logging tell you?"
    # The phrasing call began before the assessment call ended: the two overlapped.
    assert log.index(("start", phrase)) < log.index(("end", "assess"))
    assert log.count(("start", phrase)) == 1  # and it was used, not asked for again
    assert (engine.phraser.prefetch_hits, engine.phraser.prefetch_misses) == (1, 0)
    assert probe.reply_latency_s is not None and probe.reply_latency_s > 0


def test_a_wrong_guess_is_dropped_and_the_policy_choice_is_phrased(tmp_path):
    answer = "I'd look at what the library itself prints with its debug switch on."
    engine, transcript, log = _run(tmp_path, answer,
                                   shown={"debug-output": "what the library itself prints with its debug switch on"})
    probe = next(t for t in transcript.turns("interviewer") if t.act == "probe")
    # The offline guess (nothing shown → ask about logging) lost to the model's assessment (logging shown).
    assert probe.text == "PHRASED How do you find the rank that is stuck?"
    assert (engine.phraser.prefetch_hits, engine.phraser.prefetch_misses) == (0, 1)
    assert "NCCL's own logging" not in " ".join(t.text for t in transcript.turns("interviewer"))


def test_offline_nothing_is_speculated(tmp_path):
    library = load_library([FIXTURES], include_builtin=False)
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)), library=library)
    engine = build_engine(session, writer, ScriptedCandidate(["I'd restart the pod."]), tools=None)
    asyncio.run(engine.run())
    writer.close()
    assert (engine.phraser.prefetch_hits, engine.phraser.prefetch_misses) == (0, 0)
    probe = next(t for t in read_transcript(writer.path).turns("interviewer") if t.act == "probe")
    assert probe.reply_latency_s is not None


def test_after_a_strong_answer_the_next_topic_question_is_phrased_during_assessment(tmp_path):
    answer = ("NCCL_DEBUG=INFO first; then py-spy dump on every rank to find the stuck one; "
              "and I'd look for a driver version that differs across nodes.")
    engine, transcript, log = _run(tmp_path, answer, shown={"debug-output": "", "hang-rank": "", "versions": ""})
    question = [t for t in transcript.turns("interviewer") if t.act == "question"][-1]
    assert question.text == "PHRASED How does ring all-reduce move the data?"
    phrase = "phrase:How does ring all-reduce move the data?"
    # Nothing was left to probe, so the guess was the next topic's opening, phrased while assessing.
    assert log.index(("start", phrase)) < log.index(("end", "assess"))
    assert (engine.phraser.prefetch_hits, engine.phraser.prefetch_misses) == (1, 0)
