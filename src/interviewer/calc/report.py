"""The calculators as tools: a dict of (string or number) inputs in, a labelled breakdown out.

The CLI and the interview engine's calculator tool call these, so both print the same rows
and formulas. Inputs use the CLI's flag names with underscores (``params``, ``gpus``, …).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import checkpoint as ck
from . import cost as cs
from . import collectives as co
from . import memory as me
from . import utilization as mf
from . import reliability as rl
from .units import fmt_bytes, fmt_count, fmt_seconds, parse_bandwidth, parse_bytes, parse_count, parse_seconds


@dataclass
class CalcResult:
    """One calculation: rows to show, the formula used, notes, and the raw numbers."""

    title: str
    rows: list[tuple[str, str]]
    formula: str
    values: dict[str, float]
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"title": self.title, "values": self.values, "formula": self.formula, "notes": self.notes}

    def text(self) -> str:
        """Plain text for a tool result."""
        lines = [self.title] + [f"  {k}: {v}" for k, v in self.rows] + [f"  formula: {self.formula}"]
        return "\n".join(lines + [f"  note: {n}" for n in self.notes])


def _get(a: dict, key: str, default=None):
    value = a.get(key)
    return default if value is None else value


def memory(a: dict) -> CalcResult:
    params = parse_count(a["params"])
    zero = 3 if a.get("fsdp") else int(_get(a, "zero", 0))
    b = me.memory_per_gpu(
        params, gpus=int(_get(a, "gpus", 1)), zero=zero, tp=int(_get(a, "tp", 1)), pp=int(_get(a, "pp", 1)),
        layers=a.get("layers"), hidden=a.get("hidden"), heads=a.get("heads"), seq=a.get("seq"),
        micro_batch=int(_get(a, "micro_batch", 1)), recompute=_get(a, "recompute", "none"),
        sequence_parallel=not a.get("no_sequence_parallel"))
    values = {"weights": b.weights, "gradients": b.gradients, "optimizer": b.optimizer,
              "model_states": b.model_states, "activations": b.activations or 0.0, "total": b.total,
              "data_parallel": b.data_parallel}
    unsharded = me.model_state_bytes(params)
    notes = [f"unsharded model states: {fmt_count(params)} × 16 B = {fmt_bytes(unsharded)}", *b.notes]
    return CalcResult(f"memory per GPU — {fmt_count(params)} params, {a.get('gpus', 1)} GPUs, ZeRO-{zero}, "
                      f"TP {a.get('tp', 1)}, PP {a.get('pp', 1)}", b.rows(), b.formula, values, notes)


def checkpoint(a: dict) -> CalcResult:
    if a.get("size"):
        size = parse_bytes(a["size"])
        formula = "size given"
    elif a.get("params"):
        per = float(_get(a, "bytes_per_param", ck.FULL_BYTES_PER_PARAM))
        size = ck.checkpoint_size(parse_count(a["params"]), bytes_per_param=per)
        formula = f"size = params × {per:g} B"
    else:
        raise ValueError("give --params or --size")
    bw = parse_bandwidth(a["bandwidth"])
    t = ck.checkpoint_write_time(size, bw)
    return CalcResult("checkpoint", [("size", fmt_bytes(size)), ("bandwidth", fmt_bytes(bw) + "/s"),
                                     ("write time", fmt_seconds(t))],
                      formula + "; time = size / bandwidth", {"size_bytes": size, "write_s": t})


def allreduce(a: dict) -> CalcResult:
    size, n = parse_bytes(a["size"]), int(a["gpus"])
    alpha, bw = parse_seconds(_get(a, "alpha", "5us")), parse_bandwidth(a["bandwidth"])
    ring = co.ring_allreduce_time(size, n, alpha_s=alpha, bandwidth_bytes_per_s=bw)
    tree = co.tree_allreduce_time(size, n, alpha_s=alpha, bandwidth_bytes_per_s=bw)
    ptree = co.tree_allreduce_time(size, n, alpha_s=alpha, bandwidth_bytes_per_s=bw, pipelined=True)
    sent = co.allreduce_bytes_per_rank(size, n)
    rows = [("bytes sent per rank", fmt_bytes(sent)), ("ring", fmt_seconds(ring)),
            ("tree (not pipelined)", fmt_seconds(tree)), ("tree (pipelined)", fmt_seconds(ptree))]
    return CalcResult(f"all-reduce of {fmt_bytes(size)} over {n} ranks, α = {fmt_seconds(alpha)}, "
                      f"B = {fmt_bytes(bw)}/s", rows,
                      "ring 2(N−1)α + 2(N−1)/N·S/B; tree 2⌈log2 N⌉(α + S/B); pipelined tree 2⌈log2 N⌉α + 2S/B",
                      {"bytes_per_rank": sent, "ring_s": ring, "tree_s": tree, "tree_pipelined_s": ptree})


def mtbf(a: dict) -> CalcResult:
    n = int(a["gpus"])
    per_day, hours = rl.cluster_failure_rate(n, per_gpu_failures_per_day=a.get("per_gpu_failures_per_day"),
                                             per_gpu_mtbf_hours=a.get("gpu_mtbf_hours"))
    rows = [("failures per day", f"{per_day:.3g}"), ("job MTBF", fmt_seconds(hours * 3600))]
    values = {"failures_per_day": per_day, "mtbf_hours": hours}
    formula = "failures/day = N × per-GPU rate; MTBF = 24 h / (failures/day)"
    if a.get("checkpoint_time"):
        delta = parse_seconds(a["checkpoint_time"])
        tau = rl.young_daly_interval(delta, hours * 3600)
        waste = rl.expected_waste_fraction(tau, delta, hours * 3600)
        rows += [("checkpoint interval (Young/Daly)", fmt_seconds(tau)), ("expected time lost", f"{waste:.1%}")]
        values |= {"interval_s": tau, "waste_fraction": waste}
        formula += "; τ = sqrt(2·δ·MTBF); lost ≈ δ/τ + τ/(2·MTBF)"
    return CalcResult(f"failures for {n} GPUs", rows, formula, values)


def mfu(a: dict) -> CalcResult:
    params, tps = parse_count(a["params"]), parse_count(a["tokens_per_s"])
    peak, n = parse_count(_get(a, "peak", "989e12")), int(_get(a, "gpus", 1))
    shape = {k: a.get(k) for k in ("layers", "hidden", "seq")}
    fpt = mf.flops_per_token(params, **shape)
    value = mf.mfu(tps, params, peak, gpus=n, **shape)
    rows = [("FLOPs per token", f"{fpt:.3g}"), ("achieved", f"{tps * fpt / n / 1e12:.3g} TFLOP/s per GPU"),
            ("MFU", f"{value:.1%}")]
    formula = "MFU = tokens/s × 6N" + (" (+ 12·L·h·s)" if all(shape.values()) else "") + " / (GPUs × peak)"
    return CalcResult(f"MFU — {fmt_count(params)} params on {n} GPUs", rows, formula,
                      {"mfu": value, "flops_per_token": fpt})


def cost(a: dict) -> CalcResult:
    params, tokens = parse_count(a["params"]), parse_count(a["tokens"])
    n, peak = int(a["gpus"]), parse_count(_get(a, "peak", "989e12"))
    util, good, price = float(a["mfu"]), float(_get(a, "goodput", 1.0)), float(_get(a, "price", 0.0))
    r = cs.run_cost(params, tokens, gpus=n, mfu=util, peak_flops_per_gpu=peak, goodput=good,
                    dollars_per_gpu_hour=price)
    rows = [("training FLOPs (6·N·D)", f"{r.flops:.3g}"),
            ("productive GPU-hours", f"{r.productive_gpu_hours:,.0f}"),
            (f"allocated GPU-hours (goodput {good:.0%})", f"{r.allocated_gpu_hours:,.0f}"),
            ("badput GPU-hours", f"{r.badput_gpu_hours:,.0f}"),
            (f"wall clock on {n:,} GPUs", f"{r.wall_clock_days:.1f} days")]
    if price:
        rows.append((f"cost at ${price:g}/GPU-hour", f"${r.dollars:,.0f}"))
    formula = "GPU-hours = 6·N·D / (peak × MFU) / 3600 / goodput; $ = GPU-hours × price"
    return CalcResult(f"run cost — {fmt_count(params)} params × {fmt_count(tokens)} tokens", rows, formula,
                      {"flops": r.flops, "productive_gpu_hours": r.productive_gpu_hours,
                       "allocated_gpu_hours": r.allocated_gpu_hours, "badput_gpu_hours": r.badput_gpu_hours,
                       "wall_clock_days": r.wall_clock_days, "dollars": r.dollars})
