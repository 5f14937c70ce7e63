"""Checking the numbers a candidate states in a systems-design answer.

``check_claims(text, context)`` finds numeric claims (weights memory, model states per GPU,
checkpoint size and write time, job MTBF, failures per day, checkpoint interval, all-reduce
time, MFU), recomputes each from the question's context with the calculators, and marks a
claim off when it is more than 2× away either way. It is deliberately conservative: a number
whose quantity is not clear from the words right around it, that restates an input, or that
needs an input the context does not give, is skipped rather than judged.

Context keys (numbers or strings such as "70B", "100GB/s", "5us"): ``params``, ``gpus``,
``zero``, ``tp``, ``pp``, ``storage_bandwidth`` (alias ``bandwidth``), ``network_bandwidth``,
``alpha``, ``allreduce_bytes``, ``per_gpu_failures_per_day`` or ``gpu_mtbf_hours``,
``checkpoint_write_s``, ``checkpoint_bytes_per_param``, ``tokens_per_s``, ``peak_flops``, and for pricing a
run ``tokens``, ``mfu`` (a fraction), ``goodput`` (a fraction) and ``price_per_gpu_hour`` (training FLOPs,
GPU-hours, training days and run cost are then checked too).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any

from . import checkpoint as ck
from . import cost as cs
from . import collectives as co
from . import memory as me
from . import reliability as rl
from . import utilization as ut
from .mentions import Mention, find_mentions, sentences
from .units import fmt_bytes, fmt_count, fmt_seconds, parse_bandwidth, parse_count, parse_seconds

TOLERANCE = 2.0


@dataclass
class ClaimCheck:
    """One stated number, what it should be, and whether it is within 2×."""

    quantity: str
    stated_value: float
    stated_unit: str
    stated_text: str
    computed_value: float
    """In the candidate's unit."""
    ratio: float
    """stated / computed."""
    ok: bool
    explanation: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# Quantity → patterns that name it; checked in the words right before a number, then right after.
_PATTERNS = {
    "seconds": [
        ("checkpoint interval", r"checkpoint(?:ing)?\s+(?:every|interval|once every)|interval|how often|young|daly"),
        ("job MTBF", r"mtbf|mean time between failures|between failures|(?:fail(?:s|ure)?|interruption)s?\s+"
                     r"(?:roughly |about |approximately )?every|one failure every|a failure every"),
        ("all-reduce time", r"all-?reduce"),
        ("checkpoint write time", r"checkpoint|sav(?:e|ing)|writ(?:e|ing)|dump|flush"),
        ("training time", r"wall[- ]?clock|to train|training (?:time|run)|the run takes|calendar|end to end|^\s*(?:on|across)\s*$"),
    ],
    "bytes": [
        ("checkpoint size", r"checkpoint"),
        ("model states per GPU", r"per[- ]gpu|each gpu|/gpu|per device|per rank"),
        ("model states", r"model states|optimizer and gradients|training state|16 bytes|mixed[- ]precision adam"),
        ("optimizer states", r"optimi[sz]er state|adam state|adam moments"),
        ("gradients", r"gradients?"),
        ("weights", r"weights|parameters|params|bf16|fp16|fp32|fp8|half precision"),
    ],
    "failures": [("failures per day", r"per day|a day|/day|daily|each day|every day")],
    # The unit names these: a number of GPU-hours, of FLOPs, of dollars is the run's, unless it is an input.
    "gpu_hours": [("GPU-hours", r"gpu[- ]hours?|h100[- ]hours?")],
    "flops": [("training FLOPs", r"flops?")],
    "dollars": [("run cost", r"cost|costs|\$|dollars|bill|price|spend|budget|comes to|total")],
    "percent": [("MFU", r"\bmfu\b|model flops utili[sz]ation")],
}
_PER_GPU_INPUT = r"per[- ]gpu|each gpu|single gpu|one gpu|a gpu"
# "16 bytes per parameter", "2 s per step": a rate, not the total the patterns above describe.
_RATE = re.compile(r"\s*(?:per|/|a|an|each|for every)\s*(?:param|parameter|token|element|layer|step|iteration|"
                   r"sample|sequence|micro-?batch|byte)", re.I)


class _Ctx:
    def __init__(self, context: dict, sentence_mentions: list[Mention]):
        c = {k.lower(): v for k, v in (context or {}).items() if v is not None}

        def num(key, parse=parse_count):
            return parse(c[key]) if key in c else None

        self.params = num("params")
        self.gpus = num("gpus")
        self.zero = int(c.get("zero", 0))
        self.tp, self.pp = int(c.get("tp", 1)), int(c.get("pp", 1))
        bw = c.get("storage_bandwidth", c.get("bandwidth"))
        self.storage_bw = parse_bandwidth(bw) if bw is not None else None
        self.net_bw = num("network_bandwidth", parse_bandwidth)
        self.alpha = parse_seconds(c.get("alpha", "5us"))
        self.allreduce_bytes = num("allreduce_bytes")
        self.rate = num("per_gpu_failures_per_day")
        self.gpu_mtbf_h = num("gpu_mtbf_hours")
        self.write_s = num("checkpoint_write_s", parse_seconds)
        self.ckpt_bpp = float(c.get("checkpoint_bytes_per_param", ck.FULL_BYTES_PER_PARAM))
        self.tokens_per_s = num("tokens_per_s")
        self.peak = num("peak_flops")
        self.tokens = num("tokens")
        self.mfu = float(c["mfu"]) if "mfu" in c else None
        self.goodput = float(c.get("goodput", 1.0))
        self.price = float(c["price_per_gpu_hour"]) if "price_per_gpu_hour" in c else None
        self.inputs = {"bytes": [self.allreduce_bytes], "seconds": [self.write_s],
                       "bandwidth": [self.storage_bw, self.net_bw], "gpus": [self.gpus], "params": [self.params],
                       "dollars": [self.price]}
        self.stated: dict[str, float] = {}
        """Quantities the candidate stated earlier in the sentence; derived checks use them."""
        # Inputs the candidate states in the same sentence fill gaps, never override the question.
        self.text_bw = next((m.value for m in sentence_mentions if m.kind == "bandwidth"), None)
        gpus = [m for m in sentence_mentions if m.kind == "gpus" and "-" not in m.text]
        self.text_gpus = gpus[0].value if len(gpus) == 1 else None
        sizes = [m for m in sentence_mentions if m.kind == "bytes"]
        self.text_size = sizes[0].value if len(sizes) == 1 else None

    def n_gpus(self):
        return self.gpus or self.text_gpus

    def mtbf_hours(self, *, own: bool = False):
        if own and "job MTBF" in self.stated:
            return self.stated["job MTBF"] / 3600
        n = self.n_gpus()
        if not n or not (self.rate or self.gpu_mtbf_h):
            return None
        return rl.cluster_failure_rate(int(n), per_gpu_failures_per_day=self.rate,
                                       per_gpu_mtbf_hours=None if self.rate else self.gpu_mtbf_h)[1]

    def checkpoint_bytes(self):
        return self.params * self.ckpt_bpp if self.params else None

    def write_seconds(self):
        if "checkpoint write time" in self.stated:
            value = self.stated["checkpoint write time"]
            return value, f"your own write time {fmt_seconds(value)}"
        if self.write_s:
            return self.write_s, f"the given write time {fmt_seconds(self.write_s)}"
        size = self.checkpoint_bytes() or self.text_size
        bw = self.storage_bw or self.text_bw
        if size and bw:
            return size / bw, f"{fmt_bytes(size)} / {fmt_bytes(bw)}/s"
        return None


def _nearest(window: str, patterns, *, before: bool):
    best = None
    for name, pattern in patterns:
        for m in re.finditer(pattern, window, re.I):
            distance = len(window) - m.end() if before else m.start()
            key = (distance, -(m.end() - m.start()))
            if best is None or key < best[0]:
                best = (key, name)
    return best[1] if best else None


def _quantity(sentence: str, mention: Mention, prev_end: int, next_start: int, same_kind: int) -> str | None:
    patterns = _PATTERNS.get(mention.kind)
    if not patterns:
        return None
    # Only the clause the number sits in: "the all-reduce and the checkpoint save, it is 10 s" names two.
    before = re.split(r"[,(]|\b(?:and|but|while|whereas|plus)\b", sentence[prev_end:mention.start])[-1]
    after = sentence[mention.end:next_start]
    name = _nearest(before, patterns, before=True) or _nearest(after[:40], patterns, before=False)
    if name is None and same_kind == 1:
        name = _only_quantity(sentence, patterns)
    return name


def _only_quantity(sentence: str, patterns) -> str | None:
    """The one quantity the sentence names (a match inside a longer one does not count), else None."""
    spans = [(m.start(), m.end(), name) for name, pattern in patterns for m in re.finditer(pattern, sentence, re.I)]
    names = {name for a, b, name in spans
             if not any(a2 <= a and b <= b2 and (b2 - a2) > (b - a) for a2, b2, _ in spans)}
    return names.pop() if len(names) == 1 else None


def _weight_bytes_per_param(sentence: str) -> tuple[float, str]:
    s = sentence.lower()
    for pattern, size, label in ((r"fp32|float32|32-bit|full precision", 4.0, "fp32"), (r"fp8|8-bit", 1.0, "fp8"),
                                 (r"int4|4-bit", 0.5, "4-bit")):
        if re.search(pattern, s):
            return size, label
    return 2.0, "bf16"


def _compute(quantity: str, sentence: str, ctx: _Ctx) -> tuple[float, str] | None:
    """Base-unit value and how it was computed, or None when the context cannot support it."""
    p = ctx.params
    if quantity == "weights" and p:
        per, label = _weight_bytes_per_param(sentence)
        return p * per, f"{fmt_count(p)} params × {per:g} bytes ({label})"
    if quantity == "gradients" and p:
        return p * 2, f"{fmt_count(p)} params × 2 bytes (16-bit gradients)"
    if quantity == "optimizer states" and p:
        return p * 12, f"{fmt_count(p)} params × 12 bytes (fp32 master + Adam m, v)"
    if quantity == "model states" and p:
        return p * 16, f"{fmt_count(p)} params × 16 bytes (mixed-precision Adam)"
    if quantity == "model states per GPU" and p and ctx.n_gpus():
        zero = ctx.zero
        if m := re.search(r"zero[- ]?(?:stage[- ]?)?([0-3])|stage[- ]([0-3])", sentence, re.I):
            zero = int(m.group(1) or m.group(2))
        elif re.search(r"fsdp|fully shard", sentence, re.I):
            zero = 3
        b = me.memory_per_gpu(p, gpus=int(ctx.n_gpus()), zero=zero, tp=ctx.tp, pp=ctx.pp)
        return b.model_states, f"{fmt_count(p)} × 16 B with ZeRO-{zero} over d = {b.data_parallel}"
    if quantity == "checkpoint size" and p:
        if re.search(r"weights[- ]only|inference|just the weights|only the weights", sentence, re.I):
            return p * 2, f"{fmt_count(p)} params × 2 bytes (bf16 weights only)"
        return p * ctx.ckpt_bpp, (f"{fmt_count(p)} params × {ctx.ckpt_bpp:g} bytes "
                                  "(bf16 weights + fp32 master + Adam m, v)")
    if quantity == "checkpoint write time" and (w := ctx.write_seconds()):
        return w[0], f"size / bandwidth = {w[1]}"
    if quantity in ("job MTBF", "failures per day", "checkpoint interval") and (h := ctx.mtbf_hours()):
        per_gpu = ctx.rate if ctx.rate else 24 / ctx.gpu_mtbf_h
        basis = f"{fmt_count(ctx.n_gpus())} GPUs × {per_gpu:.3g} failures/GPU/day"
        if quantity == "job MTBF":
            return h * 3600, f"24 h / ({basis}) = {fmt_seconds(h * 3600)}"
        if quantity == "failures per day":
            return 24 / h, basis
        if w := ctx.write_seconds():
            h = ctx.mtbf_hours(own=True)
            tau = rl.young_daly_interval(w[0], h * 3600)
            return tau, f"Young/Daly sqrt(2 × {fmt_seconds(w[0])} × {fmt_seconds(h * 3600)} MTBF)"
    if quantity == "all-reduce time" and ctx.net_bw and ctx.n_gpus():
        size = ctx.allreduce_bytes or (p * 2 if p else None)
        if size:
            t = co.ring_allreduce_time(size, int(ctx.n_gpus()), alpha_s=ctx.alpha, bandwidth_bytes_per_s=ctx.net_bw)
            return t, (f"ring 2(N−1)α + 2(N−1)/N·S/B with S = {fmt_bytes(size)}, N = {fmt_count(ctx.n_gpus())}, "
                       f"B = {fmt_bytes(ctx.net_bw)}/s")
    if quantity in ("GPU-hours", "training FLOPs", "run cost", "training time") and (run := _run(ctx, sentence)):
        cost, basis = run
        if quantity == "training FLOPs":
            return cost.flops, f"6 × {fmt_count(p)} params × {fmt_count(ctx.tokens)} tokens"
        if quantity == "GPU-hours":
            return cost.allocated_gpu_hours, basis
        if quantity == "training time":
            return cost.wall_clock_days * 86400, f"{basis}, over {fmt_count(ctx.n_gpus())} GPUs"
        if ctx.price:
            return cost.dollars, f"{basis} × ${ctx.price:g}/GPU-hour"
    if quantity == "MFU" and p and ctx.tokens_per_s and ctx.peak and ctx.n_gpus():
        value = ut.mfu(ctx.tokens_per_s, p, ctx.peak, gpus=int(ctx.n_gpus())) * 100
        return value, f"tokens/s × 6N / (GPUs × peak) = {value:.1f}%"
    return None


def _run(ctx: _Ctx, sentence: str):
    """The run-cost arithmetic (6·N·D at the given MFU), when the question gave its inputs."""
    if not (ctx.params and ctx.tokens and ctx.mfu and ctx.n_gpus()):
        return None
    # Allocated hours include badput only when the answer is about goodput; otherwise the productive hours.
    goodput = ctx.goodput if re.search(r"goodput|badput|allocated|lost|overhead", sentence, re.I) else 1.0
    cost = cs.run_cost(ctx.params, ctx.tokens, gpus=int(ctx.n_gpus()), mfu=ctx.mfu,
                       peak_flops_per_gpu=ctx.peak or 989e12, goodput=goodput,
                       dollars_per_gpu_hour=ctx.price or 0.0)
    basis = (f"6·N·D / (peak × {ctx.mfu:.0%} MFU)" + (f" / {goodput:.0%} goodput" if goodput < 1 else "")
             + f" = {cost.allocated_gpu_hours:.3g} GPU-hours")
    return cost, basis


def _restates_input(mention: Mention, ctx: _Ctx) -> bool:
    return any(v and abs(mention.value - v) <= 0.01 * v for v in ctx.inputs.get(mention.kind, []))


def check_claims(text: str, context: dict) -> list[ClaimCheck]:
    """Numeric claims in ``text`` checked against the calculators; skipped when unsure."""
    checks: list[ClaimCheck] = []
    for sentence in sentences(text or ""):
        mentions = find_mentions(sentence)
        ctx = _Ctx(context, mentions)
        for i, m in enumerate(mentions):
            if m.kind not in _PATTERNS or _restates_input(m, ctx) or _RATE.match(sentence, m.end):
                continue
            prev_end = mentions[i - 1].end if i else 0
            next_start = mentions[i + 1].start if i + 1 < len(mentions) else len(sentence)
            same_kind = sum(1 for x in mentions if x.kind == m.kind)
            quantity = _quantity(sentence, m, prev_end, next_start, same_kind)
            if quantity is None:
                continue
            if quantity == "job MTBF" and re.search(_PER_GPU_INPUT, sentence[prev_end:next_start], re.I):
                continue  # a per-GPU figure, i.e. an input, not the job's MTBF
            computed = _compute(quantity, sentence, ctx)
            if computed is None or computed[0] <= 0:
                continue
            checks.append(_judge(quantity, m, computed))
            # Later, derived numbers in the sentence are judged against this one, not the context's:
            # the slip has been flagged once already.
            ctx.stated[quantity] = m.value if m.high is None else (m.value * m.high) ** 0.5
    return checks


def _judge(quantity: str, m: Mention, computed: tuple[float, str]) -> ClaimCheck:
    value, how = computed
    low, high = m.value, m.high if m.high is not None else m.value
    ok = low / TOLERANCE <= value <= high * TOLERANCE
    stated = (low * high) ** 0.5 if m.high is not None else low
    ratio = stated / value
    verdict = "consistent" if ok else (f"off by {max(ratio, 1 / ratio):.1f}× "
                                       f"({'too high' if ratio > 1 else 'too low'}) — worth probing")
    return ClaimCheck(quantity=quantity, stated_value=stated / m.factor, stated_unit=m.unit, stated_text=m.text,
                      computed_value=value / m.factor, ratio=round(ratio, 3), ok=ok,
                      explanation=f"stated {m.text}; {how} ≈ {value / m.factor:.3g} {m.unit}; {verdict}")


def claims_text(checks: list[ClaimCheck]) -> str:
    """A compact tool-result text: one line per checked number, flagged ones first."""
    if not checks:
        return "no numeric claims could be checked against the question's figures"
    ordered = sorted(checks, key=lambda c: c.ok)
    return "\n".join(f"{'OK ' if c.ok else 'OFF'} {c.quantity}: {c.explanation}" for c in ordered)
