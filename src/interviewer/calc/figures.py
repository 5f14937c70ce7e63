"""Recomputing a figure that content states (an MFU, a duration, bytes per parameter, a link's use).

Scenarios list the numbers their artifacts print under ``checks:``; a test recomputes each one
here from its inputs and fails when the stated figure is more than 15% off. Kinds and inputs:

- ``mfu``: ``params``, ``tokens_per_s_per_gpu``, optional ``peak`` (dense FLOP/s, default H100 bf16 989e12)
- ``days``: ``steps``, ``step_s`` (seconds per step)
- ``bytes-per-param``: ``bytes`` (checkpoint size), ``params``
- ``link-utilisation``: ``bytes``, ``seconds``, ``line_rate_gbps`` → fraction of line rate
- ``gbps``: ``bytes``, ``seconds`` → gigabits per second
- ``tokens-per-s-per-gpu``: ``global_batch_tokens``, ``step_s``, ``gpus``
"""

from __future__ import annotations

from .cost import link_utilisation
from .utilization import mfu

KINDS = {
    "mfu": ("params", "tokens_per_s_per_gpu"),
    "days": ("steps", "step_s"),
    "bytes-per-param": ("bytes", "params"),
    "link-utilisation": ("bytes", "seconds", "line_rate_gbps"),
    "gbps": ("bytes", "seconds"),
    "tokens-per-s-per-gpu": ("global_batch_tokens", "step_s", "gpus"),
}
"""Figure kind → the inputs it needs."""


def recompute(kind: str, inputs: dict[str, float]) -> float:
    """The figure ``kind`` computed from ``inputs``, in the unit the kind names."""
    missing = [k for k in KINDS.get(kind, ()) if k not in inputs]
    if kind not in KINDS:
        raise ValueError(f"unknown figure kind '{kind}' (known: {', '.join(KINDS)})")
    if missing:
        raise ValueError(f"figure '{kind}' needs input '{missing[0]}'")
    if kind == "mfu":
        return mfu(inputs["tokens_per_s_per_gpu"], inputs["params"], inputs.get("peak", 989e12))
    if kind == "days":
        return inputs["steps"] * inputs["step_s"] / 86400
    if kind == "bytes-per-param":
        return inputs["bytes"] / inputs["params"]
    if kind == "link-utilisation":
        return link_utilisation(inputs["bytes"], inputs["seconds"], inputs["line_rate_gbps"] * 1e9)
    if kind == "gbps":
        return inputs["bytes"] * 8 / inputs["seconds"] / 1e9
    return inputs["global_batch_tokens"] / inputs["step_s"] / inputs["gpus"]
