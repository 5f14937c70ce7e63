"""Checkpoint size and write time.

A full training checkpoint for mixed-precision Adam stores, per parameter, the fp32 master
weights and the two Adam moments (4 + 4 + 4 = 12 bytes) and usually the bf16 weights too
(2 bytes): 14 bytes per parameter by default. Gradients are not saved (they are rebuilt by
the next backward). A weights-only (inference) checkpoint is 2 bytes per parameter in bf16.
Write time assumes the aggregate bandwidth is actually reached (all ranks writing their
shards in parallel, as torch.distributed.checkpoint does) and ignores metadata and fsync.
"""

from __future__ import annotations

FULL_BYTES_PER_PARAM = 14.0
WEIGHTS_ONLY_BYTES_PER_PARAM = 2.0


def checkpoint_size(params: float, *, bytes_per_param: float = FULL_BYTES_PER_PARAM) -> float:
    """Bytes: params × bytes_per_param (14 for bf16 weights + fp32 master + Adam m and v)."""
    return params * bytes_per_param


def checkpoint_write_time(size_bytes: float, bandwidth_bytes_per_s: float) -> float:
    """Seconds: size / aggregate write bandwidth."""
    if bandwidth_bytes_per_s <= 0:
        raise ValueError("bandwidth must be positive")
    return size_bytes / bandwidth_bytes_per_s
