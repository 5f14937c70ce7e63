"""Pricing a training run: FLOPs → GPU-hours → wall-clock → dollars, and where the hours go.

A dense transformer costs about 6·N·D FLOPs to train on D tokens (see ``utilization``). At a
model FLOPs utilisation MFU on GPUs with dense peak P, the *productive* GPU-seconds are
6·N·D / (P · MFU). Goodput G (the fraction of allocated time that ends up as kept training
progress: not lost to failures, restarts, rewinds, checkpoint stalls, evals or queueing) turns
those into *allocated* GPU-hours: productive / G. Badput is the rest, 1 − G.

Price: allocated GPU-hours × $/GPU-hour. Reserved capacity is paid for whether it is busy or
not, so its effective price per productive hour is the rate divided by goodput; on-demand is
paid only while held, but carries its own rate and the risk of not getting the capacity.
"""

from __future__ import annotations

from dataclasses import dataclass

SECONDS_PER_HOUR = 3600.0


@dataclass(frozen=True)
class RunCost:
    """The arithmetic of one run, each step kept so a breakdown can be shown."""

    flops: float
    """Total training FLOPs, 6·N·D."""
    productive_gpu_hours: float
    """GPU-hours at the stated MFU with no badput."""
    allocated_gpu_hours: float
    """GPU-hours paid for: productive / goodput."""
    wall_clock_days: float
    """Allocated hours spread over the GPU count, in days."""
    dollars: float
    """Allocated GPU-hours × price."""
    badput_gpu_hours: float
    """Allocated − productive."""


def run_cost(params: float, tokens: float, *, gpus: int, mfu: float, peak_flops_per_gpu: float = 989e12,
             goodput: float = 1.0, dollars_per_gpu_hour: float = 0.0) -> RunCost:
    """FLOPs, GPU-hours, days and dollars for training ``params`` on ``tokens`` (6·N·D)."""
    if not 0 < mfu <= 1:
        raise ValueError("MFU must be a fraction in (0, 1], e.g. 0.4")
    if not 0 < goodput <= 1:
        raise ValueError("goodput must be a fraction in (0, 1], e.g. 0.9")
    if gpus <= 0:
        raise ValueError("the GPU count must be positive")
    flops = 6 * params * tokens
    productive = flops / (peak_flops_per_gpu * mfu) / SECONDS_PER_HOUR
    allocated = productive / goodput
    return RunCost(flops=flops, productive_gpu_hours=productive, allocated_gpu_hours=allocated,
                   wall_clock_days=allocated / gpus / 24, dollars=allocated * dollars_per_gpu_hour,
                   badput_gpu_hours=allocated - productive)


def link_utilisation(bytes_moved: float, seconds: float, line_rate_bits_per_s: float) -> float:
    """Fraction of a link's line rate that ``bytes_moved`` in ``seconds`` used (8 bits per byte)."""
    if seconds <= 0 or line_rate_bits_per_s <= 0:
        raise ValueError("seconds and line rate must be positive")
    return bytes_moved * 8 / seconds / line_rate_bits_per_s
