"""Model FLOPs utilisation.

Training a dense transformer costs about 6·N FLOPs per token (2N forward, 4N backward; Kaplan
et al. 2020), plus 12·L·h·s for attention scores and their use (PaLM, Chowdhery et al. 2022,
appendix B), with L layers, hidden size h and sequence length s. Recomputation is not counted:
that is what makes it *model* FLOPs utilisation rather than hardware FLOPs utilisation.

MFU = tokens/s × FLOPs per token / (GPUs × peak FLOP/s per GPU). Use the dense peak for the
datatype you train in (e.g. H100 SXM bf16: 989 TFLOP/s dense, not the 2× sparse figure).
"""

from __future__ import annotations


def flops_per_token(params: float, *, layers: int | None = None, hidden: int | None = None,
                    seq: int | None = None) -> float:
    """6·N, plus 12·L·h·s when the shape is given."""
    flops = 6 * params
    if layers and hidden and seq:
        flops += 12 * layers * hidden * seq
    return flops


def mfu(tokens_per_s: float, params: float, peak_flops_per_gpu: float, *, gpus: int = 1,
        layers: int | None = None, hidden: int | None = None, seq: int | None = None) -> float:
    """Fraction of peak: tokens/s × flops_per_token / (gpus × peak)."""
    return tokens_per_s * flops_per_token(params, layers=layers, hidden=hidden, seq=seq) / (gpus * peak_flops_per_gpu)


def tokens_per_second_at(mfu_fraction: float, params: float, peak_flops_per_gpu: float, *, gpus: int = 1) -> float:
    """The throughput a given MFU implies (6·N FLOPs per token)."""
    return mfu_fraction * gpus * peak_flops_per_gpu / (6 * params)
