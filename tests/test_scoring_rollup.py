"""Roll-up thresholds, the AIMD limiter, CSV output: plain code, tested directly."""

from __future__ import annotations

import asyncio
import csv
import io

import pytest

from interviewer.llm import RateLimited
from interviewer.scoring.reports.formats import to_csv
from interviewer.scoring.batch.limiter import AIMDLimiter, LimitedModel
from interviewer.results import DimensionScore
from interviewer.scoring.judge.rollup import roll_up
from interviewer.testing import FunctionModel
from scoring_helpers import make_library


def dim(name, score, status="scored"):
    return DimensionScore(dimension=name, score=score, status=status)


@pytest.fixture
def rubrics(tmp_path):
    return make_library(tmp_path / "c").rubrics  # parallelism has weight 2


@pytest.mark.parametrize("scores, expected", [
    ({"parallelism": 4, "nccl-debugging": 4, "checkpointing": 3}, (3.75, "strong hire", "staff")),
    ({"parallelism": 3, "nccl-debugging": 3, "checkpointing": 3}, (3.0, "hire", "senior")),
    ({"parallelism": 3, "nccl-debugging": 2, "checkpointing": 2}, (2.5, "lean hire", "mid")),
    ({"parallelism": 2, "nccl-debugging": 2, "checkpointing": 2}, (2.0, "lean no hire", "junior")),
    ({"parallelism": 1, "nccl-debugging": 2, "checkpointing": 2}, (1.5, "no hire", "below bar")),
    ({"parallelism": 1, "nccl-debugging": 1, "checkpointing": 2}, (1.25, "strong no hire", "below bar")),
])
def test_weighted_mean_maps_to_recommendation_and_band(rubrics, scores, expected):
    r = roll_up([dim(k, v) for k, v in scores.items()], rubrics)
    assert (r.weighted_score, r.recommendation, r.level_band) == expected
    assert r.rule.startswith(f"weighted mean {expected[0]:.2f} → {expected[1]}")


def test_a_one_caps_the_recommendation(rubrics):
    r = roll_up([dim("parallelism", 4), dim("nccl-debugging", 4), dim("checkpointing", 1)], rubrics)
    assert r.weighted_score == 3.25 and r.recommendation == "lean no hire"
    assert "capped at lean no hire by checkpointing at 1" in r.rule


def test_unscored_and_not_assessed_are_left_out_not_counted_low(rubrics):
    r = roll_up([dim("parallelism", 4), dim("nccl-debugging", None, "unscored"), dim("checkpointing", 3)], rubrics)
    assert r.weighted_score == 3.67 and r.dimensions_scored == 2 and r.dimensions_total == 3
    few = roll_up([dim("parallelism", 4), dim("nccl-debugging", None, "not_assessed"),
                   dim("checkpointing", None, "unscored")], rubrics)
    assert few.recommendation == "insufficient evidence" and few.weighted_score is None
    assert few.level_band == "not assessed"


async def test_aimd_halves_on_429_and_grows_back():
    limiter = AIMDLimiter(8)
    calls = iter([RateLimited("slow down")] + ["ok"] * 40)

    def fn(messages, info):
        return next(calls)

    model = LimitedModel(FunctionModel(fn), limiter)
    with pytest.raises(RateLimited):
        await model.request([])
    assert limiter.limit == 4 and limiter.decreases == 1
    for _ in range(4 + 5 + 6 + 7):
        await model.request([])
    assert limiter.limit == 8


async def test_limiter_never_exceeds_its_limit_and_serves_waiters_in_order():
    limiter = AIMDLimiter(3)
    live, peak, order = 0, 0, []

    async def one(i):
        nonlocal live, peak
        async with limiter.slot():
            live += 1
            peak = max(peak, live)
            order.append(i)
            await asyncio.sleep(0.005)
            live -= 1

    await asyncio.gather(*(one(i) for i in range(30)))
    assert peak == 3 and limiter.peak == 3 and order == list(range(30)) and limiter.in_flight == 0


def test_csv_has_one_row_per_dimension():
    from datetime import datetime, timezone

    from interviewer.results import RollUp, ScoreResult

    result = ScoreResult(session_id="s", model="offline", scored_at=datetime.now(timezone.utc),
                         dimensions=[dim("a", 3), dim("b", None, "unscored")],
                         rollup=RollUp(weighted_score=None, recommendation="insufficient evidence",
                                       level_band="not assessed", rule="r"))
    rows = list(csv.DictReader(io.StringIO(to_csv([result]))))
    assert [(r["dimension"], r["score"], r["status"]) for r in rows] == [("a", "3", "scored"), ("b", "", "unscored")]
