"""The same interview-and-scoring run for every model family, and through LiteLLM routes to each.

gpt-4.1 (old style), gpt-5.5 (reasoning), claude-sonnet-4-6 (old style) and claude-sonnet-5-5
(thinking, native structured output), each directly and as a LiteLLM route: the interviewer's
phrasing call, the engine's assessor call and the judge, replayed from handmade cassettes (see
tests/model_matrix.py for how they were written). Each run must give the same result, and no
request may carry a parameter the target model rejects.
"""

from __future__ import annotations

import json

import pytest

from interviewer.llm.capabilities import model_info
from model_matrix import MODELS, RunResult, run


def _target(name: str):
    provider, _, model = name.partition(":")
    if provider == "litellm":
        provider, _, model = model.partition("/")
    return model_info(provider, model)


@pytest.mark.parametrize("name", MODELS)
async def test_same_run_for_every_model(cassette, name, tmp_path, monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("ANTHROPIC_BASE_URL", raising=False)
    result = await run(name, tmp_path)
    score = 2 if "gpt" in name else 4  # the handmade verdicts are per family (see tests/model_matrix.py)
    assert result == RunResult(chat="Walk me through how you would find why an all-reduce hangs at step 3000.",
                               assessment_shown=["nccl-debug"], assessment_fallback="", score_status="scored",
                               score=score)
    info = _target(name)
    bodies = [json.loads(r.body) for r in cassette.requests]
    assert len(bodies) == 3  # chat, assess, judge
    for body in bodies:
        if not info.sampling:
            assert "temperature" not in body and "top_p" not in body, body.keys()
        if info.provider == "openai" and not info.sampling:
            assert "max_tokens" not in body, "reasoning models take max_completion_tokens"
        if info.provider == "anthropic" and info.structured == "native":
            assert "tools" not in body and "tool_choice" not in body
    if info.thinks:  # the 400-token phrasing cap leaves room for thinking
        assert bodies[0].get("max_tokens", bodies[0].get("max_completion_tokens")) == 400 + 4096
