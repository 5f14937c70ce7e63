"""The judge: prompt layout, one call per dimension, verified evidence, samples, roll-up, offline estimate.

These use FunctionModel rather than cassettes: what is under test is how the judge's
answers are checked and combined, not any provider's wording or HTTP shape.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from dirty_equals import IsStr

from interviewer.llm import ContextTooLong, RateLimited, SystemMessage, UserMessage
from interviewer.scoring.batch.cache import ScoreCache
from interviewer.scoring.batch import score_transcript
from interviewer.scoring.judge.prompt import PROMPT_VERSION, JudgeOutput, output_json_schema_for_judge
from interviewer.testing import FunctionModel
from scoring_helpers import fair_judge, fair_verdict, make_library, prompt_text, write_transcript


@pytest.fixture
def library(tmp_path):
    return make_library(tmp_path / "content")


@pytest.fixture
def transcript(tmp_path):
    return write_transcript(tmp_path / "s1.jsonl")


async def test_one_call_per_dimension_with_a_byte_identical_cacheable_prefix(library, transcript):
    model = FunctionModel(fair_judge)
    result = await score_transcript(transcript, library, model)

    assert [d.dimension for d in result.dimensions] == ["parallelism", "nccl-debugging", "checkpointing"]
    assert [(d.status, d.score, d.level_label) for d in result.dimensions] == [("scored", 3, "Deep")] * 3
    assert len(model.calls) == 3
    prefixes = {json.dumps([m.model_dump() for m in c.messages[:2]]) for c in model.calls}
    assert len(prefixes) == 1, "system + transcript must be the same bytes for every dimension"
    first = model.calls[0]
    assert isinstance(first.messages[0], SystemMessage)
    assert isinstance(first.messages[1], UserMessage) and first.messages[1].cache is True
    assert first.messages[2].cache is False and 'dimension="parallelism"' in first.messages[2].text
    assert {c.output_schema for c in model.calls} == {JudgeOutput}
    keys = {c.settings.prompt_cache_key for c in model.calls}
    assert len(keys) == 1 and keys.pop() == IsStr(regex=r"interviewer-judge-[0-9a-f]{24}")
    assert result.model == "function:fn" and result.prompt_version == PROMPT_VERSION
    assert result.rollup.recommendation == "hire" and result.rollup.level_band == "senior"
    assert "weighted mean 3.00" in result.rollup.rule


def test_judge_schema_lists_fields_in_order_with_string_levels():
    schema = output_json_schema_for_judge()
    assert list(schema["properties"]) == ["dimension", "evidence", "rationale", "score"]
    assert schema["properties"]["score"]["enum"] == ["1", "2", "3", "4", "not_assessed"]


async def test_first_dimension_goes_alone_then_the_rest_concurrently(library, transcript):
    in_flight, peak, order = 0, 0, []

    async def judge(messages, info):
        nonlocal in_flight, peak
        in_flight += 1
        peak = max(peak, in_flight)
        order.append(in_flight)
        await asyncio.sleep(0.02)
        in_flight -= 1
        return fair_judge(messages, info)

    await score_transcript(transcript, library, FunctionModel(judge))
    assert order[0] == 1 and peak == 2  # first alone; the other two together


async def test_fabricated_quote_is_retried_then_unscored_never_zero(library, transcript):
    def liar(messages, info):
        verdict = fair_verdict(prompt_text(messages), score="4")
        verdict["evidence"] = [{"turn": verdict["evidence"][0]["turn"],
                                "quote": "I have trained trillion-parameter models on 100k GPUs"}]
        return verdict

    model = FunctionModel(liar)
    result = await score_transcript(transcript, library, model, rubrics=["parallelism"])
    (dim,) = result.dimensions
    assert (dim.status, dim.score) == ("unscored", None)
    assert "is not in candidate turn" in dim.reason
    assert len(model.calls) == 2, "one retry with the problems listed, then give up"
    assert "did not verify" in model.calls[1].messages[-1].text
    assert result.rollup.recommendation == "insufficient evidence"


async def test_quote_from_an_interviewer_turn_does_not_count(library, transcript):
    def quotes_question(messages, info):
        verdict = fair_verdict(prompt_text(messages))
        verdict["evidence"] = [{"turn": 2, "quote": "How would you train a 70B model"}]
        return verdict

    result = await score_transcript(transcript, library, FunctionModel(quotes_question), rubrics=["parallelism"])
    assert result.dimensions[0].status == "unscored"
    assert "turn 2 is not a candidate turn" in result.dimensions[0].reason


async def test_quotes_are_whitespace_quote_and_ellipsis_tolerant(library, transcript):
    def sloppy(messages, info):
        verdict = fair_verdict(prompt_text(messages))
        verdict["evidence"] = [{"turn": 3, "quote": "“about 16   bytes per parameter” … keep tensor parallel at 8"}]
        return verdict

    result = await score_transcript(transcript, library, FunctionModel(sloppy), rubrics=["parallelism"])
    assert result.dimensions[0].status == "scored"


async def test_samples_take_the_median_and_flag_disagreement(library, transcript):
    scores = iter(["1", "4", "4", "3", "4"])

    def noisy(messages, info):
        return fair_verdict(prompt_text(messages), score=next(scores))

    result = await score_transcript(transcript, library, FunctionModel(noisy), rubrics=["parallelism"], samples=5)
    (dim,) = result.dimensions
    assert dim.samples == [1, 4, 4, 3, 4]
    assert dim.score == 4 and dim.agreement == 0.8 and dim.flagged is False

    scores = iter(["1", "4", "2"])
    result = await score_transcript(transcript, library, FunctionModel(noisy), rubrics=["parallelism"], samples=3)
    (dim,) = result.dimensions
    assert dim.score == 2 and dim.agreement == pytest.approx(0.667) and dim.flagged is True


async def test_not_assessed_is_not_a_low_score(library, tmp_path):
    path = write_transcript(tmp_path / "thin.jsonl", {"par": ("How would you train a 70B model?", "Not sure.")})

    def honest(messages, info):
        return {"dimension": "parallelism", "evidence": [], "rationale": "Too little said.", "score": "not_assessed"}

    result = await score_transcript(path, library, FunctionModel(honest), rubrics=["parallelism"])
    assert result.dimensions[0].status == "not_assessed" and result.dimensions[0].score is None
    assert result.rollup.recommendation == "insufficient evidence"


async def test_provider_failure_is_unscored_and_not_cached(library, transcript, tmp_path):
    cache = ScoreCache(tmp_path / "cache")
    down = FunctionModel(lambda m, i: RateLimited("429 too many requests", retry_after=1))
    result = await score_transcript(transcript, library, down, rubrics=["parallelism"], cache=cache)
    assert result.dimensions[0].status == "unscored" and "judge failed" in result.dimensions[0].reason
    assert cache.count() == 0

    up = FunctionModel(fair_judge, model_name="fn")
    await score_transcript(transcript, library, up, cache=cache)
    assert len(up.calls) == 3 and cache.count() == 3
    again = FunctionModel(fair_judge, model_name="fn")
    cached = await score_transcript(transcript, library, again, cache=cache)
    assert again.calls == [] and [d.score for d in cached.dimensions] == [3, 3, 3]


async def test_missing_rubric_is_unscored_with_its_name(library, transcript):
    result = await score_transcript(transcript, library, FunctionModel(fair_judge), rubrics=["no-such-dim"])
    assert result.dimensions[0].reason.startswith("no rubric 'no-such-dim'")


async def test_offline_estimate_is_labelled_and_scores_from_signal_coverage(library, tmp_path):
    path = write_transcript(tmp_path / "s.jsonl")
    result = await score_transcript(path, library, None)
    assert result.model == "offline" and result.prompt_version == "offline-estimate"
    assert {d.method for d in result.dimensions} == {"offline-estimate"}
    par = result.dimensions[0]
    assert par.score == 4 and par.rationale.startswith("Offline estimate")
    assert par.evidence[0].turn == 3

    weak = write_transcript(tmp_path / "w.jsonl", {"par": ("How?", "I would just add more GPUs and use bubble "
                                                           "sort, and tensor parallel everything everywhere.")})
    weak_result = await score_transcript(weak, library, None, rubrics=["parallelism", "checkpointing"])
    par, ckpt = weak_result.dimensions
    # A weak answer with a red flag scores low (the concept matcher no longer credits "bubble sort").
    assert par.score is not None and par.score <= 2 and par.red_flags == ["dp-only"]
    assert ckpt.status == "not_assessed"


async def test_too_long_transcript_is_chunked_and_says_so(library, tmp_path):
    filler = " ".join(["We discussed the weather and lunch plans at some length."] * 60)
    path = write_transcript(tmp_path / "long.jsonl", extra_turns=[("candidate", "", filler)] * 12)

    def judge(messages, info):
        text = prompt_text(messages)
        if len(text) > 12_000:
            return ContextTooLong("prompt is too long")
        return fair_verdict(text)

    model = FunctionModel(judge)
    result = await score_transcript(path, library, model, rubrics=["nccl-debugging"], context_tokens=4000)
    (dim,) = result.dimensions
    assert dim.status == "scored" and dim.rationale.startswith("[Long transcript:")
    assert "exceeds the judge's context budget of 4000" in dim.rationale
    assert "relevant to this dimension" in dim.rationale
    assert all(len(prompt_text(c.messages)) <= 12_000 for c in model.calls)

    # Nothing can be dropped: with no topic tags the whole thing is split into parts.
    untagged = write_transcript(tmp_path / "untagged.jsonl", {}, extra_turns=[("candidate", "", filler)] * 12 + [
        ("candidate", "", "I set NCCL_DEBUG=INFO and then ran all_reduce_perf across node pairs.")])
    model = FunctionModel(judge)
    result = await score_transcript(untagged, library, model, rubrics=["nccl-debugging"], context_tokens=4000)
    (dim,) = result.dimensions
    assert dim.status == "scored" and "scored in" in dim.rationale and "parts" in dim.rationale
    seen = "".join(prompt_text(c.messages) for c in model.calls)
    assert "all_reduce_perf across node pairs" in seen


def test_practice_coaching_is_not_shown_to_the_judge():
    """A practice session's coaching turn says what a strong answer holds: it is the interviewer teaching, not
    the interview, and the judge must not read it next to the candidate's words."""
    from interviewer.scoring.judge.prompt import render_transcript
    from interviewer.transcript.events import Turn

    turns = [Turn(seq=1, role="interviewer", act="question", text="How do you find a hung rank?"),
             Turn(seq=2, role="candidate", act="answer", text="I look at the logs."),
             Turn(seq=3, role="interviewer", act="coach",
                  text="A strong answer sets NCCL_DEBUG=INFO and finds the rank that never entered the collective."),
             Turn(seq=4, role="interviewer", act="question", text="Next: checkpoints.")]
    block = render_transcript(turns)
    assert "NCCL_DEBUG" not in block and 'seq="3"' not in block
    assert 'seq="2"' in block and 'seq="4"' in block and "I look at the logs." in block


def test_a_long_coaching_turn_cut_into_pieces_is_still_left_out():
    """The long-transcript path cuts oversized turns into pieces; a coaching turn's pieces stay coaching."""
    from interviewer.scoring.judge.longctx import split_turns
    from interviewer.scoring.judge.prompt import render_transcript
    from interviewer.transcript.events import Turn

    coach = Turn(seq=3, role="interviewer", act="coach", text="A strong answer names NCCL_DEBUG=INFO. " * 180)
    answer = Turn(seq=2, role="candidate", act="answer", text="I look at the logs.")
    later = Turn(seq=4, role="candidate", act="answer", text="Then I run all_reduce_perf between node pairs.")
    parts = split_turns([answer, coach, later], 300)
    assert any(piece.seq == 3 for part in parts for piece in part)  # a piece of it shares a part with an answer
    blocks = [render_transcript(part) for part in parts]
    assert not any("NCCL_DEBUG" in block for block in blocks)
    assert any("I look at the logs." in block for block in blocks)
