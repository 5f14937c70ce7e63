"""Calculators against values worked by hand (formulas in each module's docstring)."""

from __future__ import annotations

import math

import pytest

from interviewer.calc import (activation_bytes_per_layer, allreduce_bytes_per_rank, bus_bandwidth, checkpoint_size,
                              checkpoint_write_time, cluster_failure_rate, expected_waste_fraction, flops_per_token,
                              memory_per_gpu, mfu, model_state_bytes, ring_allreduce_time, tokens_per_second_at,
                              tree_allreduce_time, young_daly_interval)
from interviewer.calc.units import (UnitError, fmt_bytes, fmt_seconds, parse_bandwidth, parse_bytes, parse_count,
                                    parse_seconds)


def test_mixed_precision_adam_is_16_bytes_per_parameter():
    assert model_state_bytes(70e9) == pytest.approx(1.12e12)  # 1.12 TB before activations


def test_zero_stages_over_1024_gpus():
    plain = memory_per_gpu(70e9, gpus=1024, zero=0)
    z1 = memory_per_gpu(70e9, gpus=1024, zero=1)
    z2 = memory_per_gpu(70e9, gpus=1024, zero=2)
    z3 = memory_per_gpu(70e9, gpus=1024, zero=3)
    assert plain.model_states == pytest.approx(1.12e12)
    assert (z1.weights, z1.gradients, z1.optimizer) == pytest.approx((140e9, 140e9, 840e9 / 1024))
    assert z2.model_states == pytest.approx(140e9 + 980e9 / 1024)
    assert z3.model_states == pytest.approx(1.09375e9)  # ~1.09 GB per GPU
    assert z3.activations is None and z3.total == z3.model_states


def test_tensor_and_pipeline_parallelism_divide_before_zero_shards():
    b = memory_per_gpu(70e9, gpus=1024, tp=8, pp=4, zero=0)
    assert b.data_parallel == 32 and b.params_per_gpu == pytest.approx(2.1875e9)
    assert b.model_states == pytest.approx(35e9)
    assert memory_per_gpu(70e9, gpus=1024, tp=8, pp=4, zero=3).model_states == pytest.approx(35e9 / 32)
    with pytest.raises(ValueError, match="multiple of tp"):
        memory_per_gpu(70e9, gpus=100, tp=8)


def test_activation_memory_korthikanti_gpt3_layer():
    # GPT-3 175B shape: s=2048, h=12288, a=96, b=1. sbh(34 + 5as/h) = 25,165,824 × (34 + 80) bytes.
    shape = dict(seq=2048, micro_batch=1, hidden=12288, heads=96)
    assert activation_bytes_per_layer(**shape) == 25_165_824 * 114
    assert activation_bytes_per_layer(**shape, tp=8) == pytest.approx(25_165_824 * 114 / 8)
    assert activation_bytes_per_layer(**shape, tp=8, sequence_parallel=False) == pytest.approx(
        25_165_824 * (10 + 24 / 8 + 80 / 8))
    assert activation_bytes_per_layer(**shape, tp=8, recompute="selective") == pytest.approx(25_165_824 * 34 / 8)
    assert activation_bytes_per_layer(**shape, tp=8, recompute="full") == pytest.approx(2 * 25_165_824 / 8)
    b = memory_per_gpu(175e9, gpus=64, tp=8, layers=96, recompute="selective", **shape)
    assert b.activations == pytest.approx(96 * 25_165_824 * 34 / 8)
    assert b.total == pytest.approx(b.model_states + b.activations)


def test_checkpoint_size_and_write_time():
    size = checkpoint_size(70e9)
    assert size == pytest.approx(980e9)
    assert checkpoint_write_time(size, 100e9) == pytest.approx(9.8)
    assert checkpoint_size(70e9, bytes_per_param=2) == pytest.approx(140e9)
    with pytest.raises(ValueError):
        checkpoint_write_time(size, 0)


def test_alpha_beta_all_reduce():
    assert allreduce_bytes_per_rank(1e9, 8) == pytest.approx(1.75e9)
    ring = ring_allreduce_time(1e9, 8, alpha_s=5e-6, bandwidth_bytes_per_s=100e9)
    assert ring == pytest.approx(14 * 5e-6 + 1.75e9 / 100e9)
    assert tree_allreduce_time(1e9, 8, alpha_s=5e-6, bandwidth_bytes_per_s=100e9) == pytest.approx(6 * (5e-6 + 0.01))
    assert tree_allreduce_time(1e9, 8, alpha_s=5e-6, bandwidth_bytes_per_s=100e9, pipelined=True) == pytest.approx(
        6 * 5e-6 + 0.02)
    # Small messages at scale: latency dominates and the tree wins.
    assert tree_allreduce_time(1e3, 1024, alpha_s=5e-6, bandwidth_bytes_per_s=100e9) < ring_allreduce_time(
        1e3, 1024, alpha_s=5e-6, bandwidth_bytes_per_s=100e9)
    assert bus_bandwidth(1e9, 8, 0.01) == pytest.approx(175e9)
    assert ring_allreduce_time(1e9, 1, alpha_s=5e-6, bandwidth_bytes_per_s=1e9) == 0.0


def test_failures_mtbf_and_young_daly():
    per_day, hours = cluster_failure_rate(16384, per_gpu_mtbf_hours=50_000)
    assert per_day == pytest.approx(16384 * 24 / 50_000) and hours == pytest.approx(50_000 / 16384)
    assert cluster_failure_rate(1000, per_gpu_failures_per_day=0.001) == pytest.approx((1.0, 24.0))
    with pytest.raises(ValueError):
        cluster_failure_rate(8)
    tau = young_daly_interval(60, 3 * 3600)
    assert tau == pytest.approx(math.sqrt(1_296_000))  # ≈ 1138 s ≈ 19 min
    assert expected_waste_fraction(tau, 60, 3 * 3600) == pytest.approx(60 / tau + tau / (2 * 10800))


def test_mfu():
    assert flops_per_token(70e9) == 420e9
    assert flops_per_token(70e9, layers=80, hidden=8192, seq=4096) == 420e9 + 12 * 80 * 8192 * 4096
    value = mfu(1.2e6, 70e9, 989e12, gpus=1024)
    assert value == pytest.approx(6 * 70e9 * 1.2e6 / (1024 * 989e12))
    assert tokens_per_second_at(value, 70e9, 989e12, gpus=1024) == pytest.approx(1.2e6)


def test_units():
    assert parse_count("70B") == parse_count("70e9") == 70e9
    assert parse_count("16k") == 16_000
    assert parse_bytes("80GiB") == 80 * 2**30 and parse_bytes("1.2 TB") == 1.2e12
    assert parse_bandwidth("400Gb/s") == 50e9 and parse_bandwidth("100GB/s") == 100e9
    assert parse_seconds("5us") == pytest.approx(5e-6) and parse_seconds("2h") == 7200
    assert (fmt_bytes(1.12e12), fmt_seconds(1138.4), fmt_seconds(0.0175)) == ("1.12 TB", "19 min", "17.5 ms")
    for bad in ("seventy", "70Q"):
        with pytest.raises(UnitError):
            parse_count(bad)
