"""The judge budgets with the model's real context window: local:smollm2's server runs with 4,096 tokens.

Recorded from the real xllamacpp server serving SmolLM2 (``INTERVIEWER_RECORD=1`` after
``interviewer models pull smollm2``), so the sizes the judge chose were accepted by a server whose
window really is 4,096 tokens. SmolLM2's verdicts are not the point (it is a 135M demo model):
the point is that a transcript larger than its window goes through the long-transcript path
instead of being sent whole, without anyone passing ``context_tokens``.
"""

from __future__ import annotations

import json

import pytest

from interviewer.llm.local import LocalModel
from interviewer.llm.retry import RetryingModel
from interviewer.llm.wrapper import Meter
from interviewer.scoring.judge import context_budget, score_transcript
from interviewer.scoring.prompt import estimate_tokens
from scoring_helpers import make_library, write_transcript

RAMBLE = ("so yeah um when the job hung I mean the first thing we did was look at the dashboards and honestly "
          "they looked fine, GPU util was flat at like a hundred percent which in hindsight is the tell because "
          "NCCL spins while it waits, and then someone said maybe it's the storage and we went down that road "
          "for a while, checked the mounts, checked the dataloader workers, and none of that was it really. ")


def test_every_wrapper_reports_the_servers_window():
    model = LocalModel("smollm2", base_url="http://127.0.0.1:8089/v1")
    assert model.context_window == model.spec.n_ctx == 4096
    assert context_budget(RetryingModel(Meter().wrap(model, "judge"))) == 4096


@pytest.mark.record_errors  # a part the server refuses as too long must replay as it happened
@pytest.mark.timeout(1500)  # recording on a busy CPU is slow; the replay takes a second
async def test_a_transcript_past_the_local_window_takes_the_long_transcript_path(cassette, local_llm_url, tmp_path,
                                                                                 monkeypatch):
    # A short verdict cap keeps the recording quick on a CPU; the window the judge budgets with is the point.
    monkeypatch.setattr("interviewer.scoring.judge.JUDGE_MAX_TOKENS", 64)
    library = make_library(tmp_path / "content")
    path = write_transcript(tmp_path / "long.jsonl", {},
                            extra_turns=[("candidate", "", RAMBLE * 4)] * 9 + [
                                ("candidate", "", "I set NCCL_DEBUG=INFO and ran all_reduce_perf across node pairs.")])
    assert estimate_tokens(path.read_text()) > 4096
    model = RetryingModel(LocalModel("smollm2", base_url=local_llm_url))
    result = await score_transcript(path, library, model, rubrics=["nccl-debugging"])
    (dim,) = result.dimensions
    said = f"{dim.rationale} {dim.reason}"
    assert "[Long transcript:" in said and "exceeds the judge's context budget of 4096" in said
    # Every request the judge sent fitted the server's window.
    prompts = [json.loads(r.body) for r in cassette.requests]
    assert len(prompts) >= 2
    assert all(sum(estimate_tokens(m["content"] or "") for m in p["messages"]) + p["max_tokens"] <= 4096
               for p in prompts)
