"""Pricing a run: 6·N·D FLOPs → GPU-hours → days → dollars, through the function and the CLI."""

from __future__ import annotations

import json

import pytest

from interviewer.calc.cost import link_utilisation, run_cost
from interviewer.calc.reliability import expected_waste_fraction
from interviewer.cli.main import main


def test_a_70b_run_on_15t_tokens() -> None:
    r = run_cost(70e9, 15e12, gpus=4096, mfu=0.40, goodput=0.90, dollars_per_gpu_hour=3.50)
    assert r.flops == pytest.approx(6.3e24)
    # 6.3e24 / (989e12 × 0.4) s = 1.593e10 GPU-s = 4.42M GPU-hours; / 0.9 goodput = 4.92M allocated.
    assert r.productive_gpu_hours == pytest.approx(4.4237e6, rel=1e-3)
    assert r.allocated_gpu_hours == pytest.approx(4.9152e6, rel=1e-3)
    assert r.badput_gpu_hours == pytest.approx(r.allocated_gpu_hours - r.productive_gpu_hours)
    assert r.wall_clock_days == pytest.approx(50.0, rel=1e-2)
    assert r.dollars == pytest.approx(17.2e6, rel=1e-2)


def test_better_mfu_is_worth_its_share_of_the_bill() -> None:
    at40 = run_cost(70e9, 15e12, gpus=4096, mfu=0.40, dollars_per_gpu_hour=3.5).dollars
    at45 = run_cost(70e9, 15e12, gpus=4096, mfu=0.45, dollars_per_gpu_hour=3.5).dollars
    assert at40 - at45 == pytest.approx(at40 * (1 - 40 / 45))


@pytest.mark.parametrize("kwargs,match", [({"mfu": 0}, "MFU"), ({"mfu": 40}, "MFU"), ({"goodput": 1.5}, "goodput"),
                                          ({"gpus": 0}, "GPU count")])
def test_bad_inputs_name_themselves(kwargs, match) -> None:
    args = {"gpus": 8, "mfu": 0.4} | kwargs
    with pytest.raises(ValueError, match=match):
        run_cost(1e9, 1e9, **args)


def test_link_utilisation() -> None:
    assert link_utilisation(50e9, 1.0, 400e9) == pytest.approx(1.0)
    with pytest.raises(ValueError):
        link_utilisation(1, 0, 400e9)


def test_expected_waste_counts_half_an_interval_and_the_restart_per_failure() -> None:
    # δ/τ + (τ + 2R)/(2M): the docstring and the code say the same thing.
    assert expected_waste_fraction(3600, 60, 36000, restart_s=600) == pytest.approx(60 / 3600 + (3600 + 1200) / 72000)
    assert "(τ + 2R)/(2M)" in (expected_waste_fraction.__doc__ or "")


def test_cli_cost_json_and_errors(capsys) -> None:
    assert main(["calc", "cost", "--params", "70B", "--tokens", "15T", "--gpus", "4096", "--mfu", "0.4",
                 "--goodput", "0.9", "--price", "3.5", "--json"]) == 0
    values = json.loads(capsys.readouterr().out)["values"]
    assert values["allocated_gpu_hours"] == pytest.approx(4.9152e6, rel=1e-3)
    assert values["dollars"] == pytest.approx(17.2e6, rel=1e-2)
    assert main(["calc", "cost", "--params", "70B", "--tokens", "15T", "--gpus", "4096", "--mfu", "40"]) == 2
    err = capsys.readouterr().err
    assert "MFU must be a fraction" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


CONTEXT = {"params": "70B", "gpus": 4096, "tokens": "15T", "mfu": 0.4, "goodput": 0.9, "price_per_gpu_hour": 3.5}


def test_pricing_claims_are_checked_against_6nd() -> None:
    from interviewer.calc.claims import check_claims

    answer = ("That's about 6.3e24 FLOPs. At 40% MFU that is about 4.4 million GPU-hours, roughly 45 days on "
              "4,096 GPUs, about $15M. With 90% goodput it's 4.9 million GPU-hours allocated and costs $17 million. "
              "So my first guess of 44 million GPU-hours was wrong, and it would not take 500 days to train.")
    checks = {(c.quantity, c.stated_text): c.ok for c in check_claims(answer, CONTEXT)}
    assert checks == {
        ("training FLOPs", "6.3e24 FLOPs"): True,
        ("GPU-hours", "4.4 million GPU-hours"): True,
        ("training time", "45 days"): True,
        ("run cost", "$15M"): True,
        ("GPU-hours", "4.9 million GPU-hours"): True,
        ("run cost", "$17 million"): True,
        ("GPU-hours", "44 million GPU-hours"): False,
        ("training time", "500 days"): False,
    }


def test_the_price_itself_is_an_input_not_a_claim() -> None:
    from interviewer.calc.claims import check_claims

    assert check_claims("We pay $3.50 per GPU-hour reserved.", CONTEXT) == []
    assert check_claims("It costs $15M.", {"params": "70B"}) == []  # not enough inputs: skipped, not judged


def test_the_capacity_questions_give_the_calculators_their_inputs() -> None:
    from interviewer.content import load_library
    from interviewer.interview.tools import design_context

    persona = load_library([]).persona("infra-capacity-planner")
    texts = [persona.topic("price-a-run").question, persona.topic("price-a-run").ladder[1].text,
             persona.topic("failure-budget").question]
    ctx = design_context(texts)
    assert ctx.params == "70B" and ctx.gpus == 4096 and ctx.tokens == "15T"
    assert ctx.mfu == pytest.approx(0.40) and ctx.goodput == pytest.approx(0.90)
    assert ctx.price_per_gpu_hour == 3.5 and ctx.peak_flops == pytest.approx(989e12)
    assert ctx.gpu_mtbf_hours == 50000 and ctx.storage_bandwidth == "400GB/s"
