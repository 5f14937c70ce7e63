"""bench/assessor.py through the CLI seam: every answer gets its own row, whatever its text holds."""

from __future__ import annotations

from scoring_helpers import import_bench

TOPIC = "infra-network/debug-during-hang"


def test_answers_that_look_like_fences_or_separators_stay_apart():
    bench = import_bench("assessor")
    texts = ["```NCCL_DEBUG=INFO``` on every rank, then read which transport each channel picked",
             "---",
             "I'd set NCCL_DEBUG=INFO and look for NET/Socket on one node: it fell back to TCP.",
             "```", "no idea"]
    items = [bench.Item(f"x{k}", TOPIC, "opening", "terse", "weak", [], text) for k, text in enumerate(texts)]
    through_cli = bench.run_cli(items)
    assert len(through_cli) == len(texts)
    assert [(v.depth, v.shown) for v in through_cli] == [(v.depth, v.shown) for v in bench.run_in_process(items)]
