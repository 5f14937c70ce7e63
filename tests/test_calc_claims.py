"""The claim checker: numbers in free text, recomputed from the question's context, judged within 2×."""

from __future__ import annotations

import pytest

from interviewer.calc.claims import check_claims

CONTEXT = {"params": "70B", "gpus": 16384, "storage_bandwidth": "100GB/s", "gpu_mtbf_hours": 50_000,
           "network_bandwidth": "50GB/s", "tokens_per_s": 4e6, "peak_flops": 989e12}


def summary(text, context=CONTEXT):
    return [(c.quantity, c.stated_text, c.ok) for c in check_claims(text, context)]


@pytest.mark.parametrize("text", [
    "A 70B model needs about 140 GB for bf16 weights.",
    "In bf16 the parameters alone take ~140GB.",
    "weights: 0.14 TB at two bytes per param",
])
def test_weights_memory_in_several_phrasings(text):
    [check] = check_claims(text, CONTEXT)
    assert (check.quantity, check.ok) == ("weights", True)
    assert check.computed_value * check.ratio == pytest.approx(check.stated_value)


def test_weights_in_fp32_use_four_bytes():
    [check] = check_claims("Keeping the weights in fp32 is 280 GB.", CONTEXT)
    assert check.ok and check.computed_value == pytest.approx(280)


def test_a_wrong_weights_number_is_flagged_with_its_ratio():
    [check] = check_claims("The bf16 weights are about 20 GB.", CONTEXT)
    assert not check.ok and check.ratio == pytest.approx(20 / 140, abs=1e-3)
    assert "off by 7.0× (too low)" in check.explanation


def test_checkpoint_size_and_write_time_in_one_sentence():
    checks = check_claims("The checkpoint is ~1 TB, at 100 GB/s that's 10 s.", CONTEXT)
    assert [(c.quantity, c.stated_text, c.ok) for c in checks] == [
        ("checkpoint size", "1 TB", True), ("checkpoint write time", "10 s", True)]
    assert checks[1].computed_value == pytest.approx(9.8)


def test_write_time_uses_the_bandwidth_in_the_answer_when_the_question_gave_none():
    ctx = {"params": 70e9}
    [size, time] = check_claims("A full checkpoint is 980 GB; writing it at 10 GB/s takes 98 seconds.", ctx)
    assert size.ok and time.ok and time.computed_value == pytest.approx(98)
    [slow] = check_claims("Saving the checkpoint at 10 GB/s takes about 5 seconds.", ctx)
    assert not slow.ok and slow.quantity == "checkpoint write time"


def test_mtbf_phrasings():
    assert summary("MTBF for 16k GPUs is a few hours.") == [("job MTBF", "a few hours", True)]
    assert summary("Expect a failure every 30 minutes.") == [("job MTBF", "30 minutes", False)]
    assert summary("Mean time between failures is around 3 hours for the whole job.") == [
        ("job MTBF", "3 hours", True)]
    assert summary("We would see about 8 failures per day.") == [("failures per day", "8 failures", True)]
    assert summary("Maybe 50-100 failures a day.") == [("failures per day", "50-100 failures", False)]


def test_per_gpu_figures_and_restated_inputs_are_not_judged():
    assert summary("Each GPU fails once every 50,000 hours.") == []
    assert summary("With 16384 GPUs and 100 GB/s to storage we are fine.") == []
    assert summary("I think we need 3 nodes and 8 GPUs.") == []
    # Rates are not totals: "16 bytes per parameter" is right, and is not "the weights are 16 bytes".
    assert summary("Mixed-precision Adam holds 16 bytes per parameter, 2 bytes/param for the bf16 weights.") == []
    assert summary("The optimizer step takes 2 s per step.") == []


def test_checkpoint_interval_uses_the_candidates_own_inputs():
    checks = check_claims("With an MTBF of 3 hours and a 1-minute checkpoint write, checkpoint every 19 minutes.",
                          CONTEXT)
    assert [(c.quantity, c.ok) for c in checks] == [
        ("job MTBF", True), ("checkpoint write time", False), ("checkpoint interval", True)]
    # The write time is flagged against 980 GB / 100 GB/s; the interval is consistent with the stated one.
    assert checks[2].computed_value == pytest.approx(18.97, abs=0.01)
    [bad] = check_claims("So we should checkpoint every 5 hours.", CONTEXT)
    assert not bad.ok and bad.ratio > 30


def test_model_states_and_zero_sharding():
    checks = check_claims("The model states are 1.12 TB, so with ZeRO-3 that is about 68 MB per GPU.", CONTEXT)
    assert [(c.quantity, c.ok) for c in checks] == [("model states", True), ("model states per GPU", True)]
    [z] = check_claims("With ZeRO-3 over 1024 GPUs that is roughly 1.09 GB per GPU.", {"params": 70e9})
    assert z.ok and z.computed_value == pytest.approx(1.09375)
    [z1] = check_claims("ZeRO-1 gets us to about 1.1 GB per GPU.", {"params": 70e9, "gpus": 1024})
    assert not z1.ok  # ZeRO-1 still keeps 280 GB of weights and gradients on each GPU


def test_mfu_and_allreduce():
    [m] = check_claims("That works out to an MFU of about 10%.", CONTEXT)
    assert m.ok and m.computed_value == pytest.approx(6 * 70e9 * 4e6 / (16384 * 989e12) * 100)
    [a] = check_claims("The gradient all-reduce takes about 3 seconds.", CONTEXT)
    assert a.ok and a.computed_value == pytest.approx(2 * 16383 * 5e-6 + 2 * 16383 / 16384 * 140e9 / 50e9)


def test_ambiguous_or_unsupported_numbers_are_skipped():
    assert summary("It takes 2 minutes.", {}) == []  # no context: nothing to recompute
    assert summary("We trained for 3 days on 512 GPUs and saw 40% loss spikes.") == []
    assert summary("") == []
    assert check_claims("Activations need 30 GB.", CONTEXT) == []
    # Two quantities could own the number: better silent than wrong.
    assert summary("Between the all-reduce and the checkpoint save, it is about 10 s.") == []


def test_claims_text_lists_flagged_numbers_first():
    from interviewer.calc.claims import claims_text

    text = claims_text(check_claims("The bf16 weights are 140 GB. The checkpoint is about 100 GB.", CONTEXT))
    lines = text.splitlines()
    assert lines[0].startswith("OFF checkpoint size: stated 100 GB") and lines[1].startswith("OK  weights:")
    assert claims_text([]).startswith("no numeric claims")
