"""Failures at scale and the checkpoint interval.

Failures of independent GPUs add up: with a per-GPU rate λ (failures per GPU per day) a job
on N GPUs sees N·λ failures per day and a mean time between failures of 1/(N·λ); equally,
a per-GPU MTBF M_gpu gives a job MTBF of M_gpu / N. (Exponential, independent failures;
host, network and software failures come on top if they are not in the rate.)

Young's first-order optimum for the checkpoint interval (Young 1974; Daly 2006 refines it
for intervals that are not small against the MTBF) is τ = sqrt(2·δ·M), with δ the time to
write a checkpoint and M the job MTBF. The expected fraction of time lost is about
δ/τ + (τ + 2R)/(2M) = δ/τ + (τ/2 + R)/M, for a restart time R: each failure loses half an
interval of work on average plus the restart.
"""

from __future__ import annotations

import math

HOURS_PER_DAY = 24.0


def cluster_failure_rate(gpus: int, *, per_gpu_failures_per_day: float | None = None,
                         per_gpu_mtbf_hours: float | None = None) -> tuple[float, float]:
    """(failures per day, job MTBF in hours) for N GPUs, from a per-GPU rate or a per-GPU MTBF."""
    if (per_gpu_failures_per_day is None) == (per_gpu_mtbf_hours is None):
        raise ValueError("give exactly one of a per-GPU failure rate or a per-GPU MTBF")
    if per_gpu_failures_per_day is None:
        per_gpu_failures_per_day = HOURS_PER_DAY / per_gpu_mtbf_hours
    per_day = gpus * per_gpu_failures_per_day
    if per_day <= 0:
        raise ValueError("the failure rate must be positive")
    return per_day, HOURS_PER_DAY / per_day


def young_daly_interval(checkpoint_write_s: float, mtbf_s: float) -> float:
    """τ = sqrt(2·δ·M) seconds between checkpoints (δ write time, M job MTBF)."""
    return math.sqrt(2 * checkpoint_write_s * mtbf_s)


def expected_waste_fraction(interval_s: float, checkpoint_write_s: float, mtbf_s: float,
                            restart_s: float = 0.0) -> float:
    """≈ δ/τ + (τ + 2R)/(2M): time spent writing checkpoints plus work lost and restarting per failure."""
    return checkpoint_write_s / interval_s + (interval_s + 2 * restart_s) / (2 * mtbf_s)
