"""All-reduce cost in the α–β (latency–bandwidth) model.

S is the message size in bytes per rank, N the number of ranks, α the per-message latency
and B the per-link bandwidth (β = 1/B).

* Bytes each rank sends in any bandwidth-optimal all-reduce: 2(N−1)/N · S.
* Ring (reduce-scatter then all-gather, 2(N−1) steps of S/N bytes):
  T = 2(N−1)·α + 2(N−1)/N · S/B.
* Binary tree, not pipelined (reduce up, broadcast down, ⌈log2 N⌉ steps of the whole message):
  T = 2⌈log2 N⌉·(α + S/B).
* Pipelined tree (NCCL's double binary tree splits the message into chunks so the levels
  overlap): T ≈ 2⌈log2 N⌉·α + 2·S/B — logarithmic latency with near-ring bandwidth.
* Bus bandwidth as nccl-tests reports it: busbw = algbw × 2(N−1)/N, algbw = S / T.
"""

from __future__ import annotations

import math


def allreduce_bytes_per_rank(size_bytes: float, n: int) -> float:
    """2(N−1)/N · S: the lower bound on what each rank sends in an all-reduce."""
    return 2 * (n - 1) / n * size_bytes if n > 1 else 0.0


def ring_allreduce_time(size_bytes: float, n: int, *, alpha_s: float, bandwidth_bytes_per_s: float) -> float:
    """2(N−1)·α + 2(N−1)/N · S/B seconds."""
    if n <= 1:
        return 0.0
    return 2 * (n - 1) * alpha_s + allreduce_bytes_per_rank(size_bytes, n) / bandwidth_bytes_per_s


def tree_allreduce_time(size_bytes: float, n: int, *, alpha_s: float, bandwidth_bytes_per_s: float,
                        pipelined: bool = False) -> float:
    """2⌈log2 N⌉·(α + S/B), or 2⌈log2 N⌉·α + 2·S/B when pipelined."""
    if n <= 1:
        return 0.0
    depth = math.ceil(math.log2(n))
    if pipelined:
        return 2 * depth * alpha_s + 2 * size_bytes / bandwidth_bytes_per_s
    return 2 * depth * (alpha_s + size_bytes / bandwidth_bytes_per_s)


def bus_bandwidth(size_bytes: float, n: int, seconds: float) -> float:
    """nccl-tests busbw: (S / T) × 2(N−1)/N bytes per second."""
    return size_bytes / seconds * 2 * (n - 1) / n
