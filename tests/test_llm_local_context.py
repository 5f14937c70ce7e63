"""The judge budgets with the model's real context window: local:smollm2's server runs with 4,096 tokens.

Before, ``judge.context_budget`` walked ``.inner`` for a ``context_window`` no model set, so the
judge budgeted 128k tokens even for local:smollm2. Now every adapter reports its window (the local
one from the n_ctx its server is started with) and every wrapper forwards it.

Why a test double answers here and not a cassette from the real server: what matters is which
requests the judge decides to send for a transcript larger than the window, not SmolLM2's
wording; recording this against SmolLM2 on a CPU takes minutes per call (tried: 24 minutes of
timeouts on this shared machine).
"""

from __future__ import annotations

from interviewer.llm.local import LocalModel
from interviewer.llm.retry import RetryingModel
from interviewer.llm.wrapper import Meter, WrapperModel
from interviewer.scoring.batch import score_transcript
from interviewer.scoring.judge.flow import JUDGE_MAX_TOKENS, context_budget
from interviewer.scoring.judge.prompt import estimate_tokens
from interviewer.testing import FunctionModel
from scoring_helpers import fair_verdict, make_library, prompt_text, write_transcript

RAMBLE = ("so yeah um when the job hung I mean the first thing we did was look at the dashboards and honestly "
          "they looked fine, GPU util was flat at like a hundred percent which in hindsight is the tell because "
          "NCCL spins while it waits, and then someone said maybe it's the storage and we went down that road "
          "for a while, checked the mounts, checked the dataloader workers, and none of that was it really. ")


class ServedLocally(WrapperModel):
    """Answers come from ``inner``; everything else (name, window, capabilities) is local:smollm2's."""

    def __init__(self, inner, local: LocalModel):
        super().__init__(inner)
        self.local = local

    @property
    def context_window(self) -> int:
        return self.local.context_window


def test_every_wrapper_reports_the_servers_window():
    model = LocalModel("smollm2", base_url="http://127.0.0.1:8089/v1")
    assert model.context_window == model.spec.n_ctx == 4096
    assert context_budget(RetryingModel(Meter().wrap(model, "judge"))) == 4096


async def test_a_transcript_past_the_local_window_takes_the_long_transcript_path(tmp_path):
    library = make_library(tmp_path / "content")
    path = write_transcript(tmp_path / "long.jsonl", {}, extra_turns=[("candidate", "", RAMBLE * 4)] * 10 + [
        ("candidate", "", "I set NCCL_DEBUG=INFO and ran all_reduce_perf across node pairs.")])
    assert estimate_tokens(path.read_text()) > 4096
    answers = FunctionModel(lambda messages, info: fair_verdict(prompt_text(messages)))
    judge = RetryingModel(ServedLocally(answers, LocalModel("smollm2", base_url="http://127.0.0.1:8089/v1")))
    result = await score_transcript(path, library, judge, rubrics=["nccl-debugging"])  # no context_tokens given
    (dim,) = result.dimensions
    assert dim.status == "scored" and "exceeds the judge's context budget of 4096" in dim.rationale
    assert len(answers.calls) >= 2
    # Every prompt the judge sent, plus the verdict's cap, fits the server's window.
    assert all(estimate_tokens(prompt_text(call.messages)) + JUDGE_MAX_TOKENS <= 4096 for call in answers.calls)
    assert "all_reduce_perf across node pairs" in "".join(prompt_text(c.messages) for c in answers.calls)
