"""Memory per GPU for training a dense transformer under DP, ZeRO/FSDP, TP and PP.

Model states (Rajbhandari et al., "ZeRO: Memory Optimizations Toward Training Trillion
Parameter Models", 2020): mixed-precision Adam keeps, per parameter, 2 bytes of bf16/fp16
weights, 2 bytes of 16-bit gradients and K = 12 bytes of optimizer state (fp32 master weights,
Adam momentum and variance, 4 bytes each): 16 bytes per parameter. With TP degree t and PP
degree p each GPU holds P / (t·p) parameters; ZeRO then shards over the data-parallel degree
d = gpus / (t·p): stage 1 the optimizer state (12/d), stage 2 also the gradients (2/d),
stage 3 (= FSDP FULL_SHARD) also the weights (2/d).

Activations (Korthikanti et al., "Reducing Activation Recomputation in Large Transformer
Models", 2022), 16-bit, per transformer layer and micro-batch, with s the sequence length,
b the micro-batch size, h the hidden size, a the attention heads, t the TP degree:

* no recomputation, no TP:              s·b·h·(34 + 5·a·s/h)
* TP without sequence parallelism:      s·b·h·(10 + 24/t + 5·a·s/(h·t))
* TP with sequence parallelism:         s·b·h·(34 + 5·a·s/h) / t
* selective recomputation (attention):  the 5·a·s/h term disappears
* full recomputation:                   2·s·b·h (only each layer's input), / t with SP

With 1F1B pipelining the first stage holds L/p layers for p micro-batches in flight, i.e. L
layers' worth, so the total is L × the per-layer figure whatever p is. Embeddings, logits,
temporary buffers, fragmentation and the CUDA context are not counted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .units import fmt_bytes

WEIGHT_BYTES, GRAD_BYTES, OPTIMIZER_BYTES = 2, 2, 12


@dataclass
class MemoryBreakdown:
    """Bytes per GPU, by kind, and how they were computed."""

    weights: float
    gradients: float
    optimizer: float
    activations: float | None
    params_per_gpu: float
    data_parallel: int
    formula: str
    notes: list[str] = field(default_factory=list)

    @property
    def model_states(self) -> float:
        return self.weights + self.gradients + self.optimizer

    @property
    def total(self) -> float:
        return self.model_states + (self.activations or 0.0)

    def rows(self) -> list[tuple[str, str]]:
        rows = [("weights", fmt_bytes(self.weights)), ("gradients", fmt_bytes(self.gradients)),
                ("optimizer states", fmt_bytes(self.optimizer)), ("model states", fmt_bytes(self.model_states))]
        if self.activations is not None:
            rows.append(("activations", fmt_bytes(self.activations)))
        rows.append(("total per GPU", fmt_bytes(self.total)))
        return rows


def model_state_bytes(params: float, *, weight_bytes: float = WEIGHT_BYTES, grad_bytes: float = GRAD_BYTES,
                      optimizer_bytes: float = OPTIMIZER_BYTES) -> float:
    """Unsharded model states: params × (2 + 2 + 12) = 16 bytes/param for mixed-precision Adam."""
    return params * (weight_bytes + grad_bytes + optimizer_bytes)


def activation_bytes_per_layer(*, seq: int, micro_batch: int, hidden: int, heads: int, tp: int = 1,
                               recompute: str = "none", sequence_parallel: bool = True) -> float:
    """Korthikanti et al. per-layer activation memory in bytes (16-bit); see the module docstring."""
    s, b, h, a, t = seq, micro_batch, hidden, heads, tp
    sbh = s * b * h
    attention = 5 * a * s / h
    if recompute == "full":
        return 2 * sbh / (t if sequence_parallel else 1)
    if recompute == "selective":
        attention = 0.0
    elif recompute != "none":
        raise ValueError(f"recompute must be none, selective or full, not {recompute!r}")
    if t == 1 or sequence_parallel:
        return sbh * (34 + attention) / t
    return sbh * (10 + 24 / t + attention / t)


def memory_per_gpu(params: float, *, gpus: int = 1, zero: int = 0, tp: int = 1, pp: int = 1,
                   weight_bytes: float = WEIGHT_BYTES, grad_bytes: float = GRAD_BYTES,
                   optimizer_bytes: float = OPTIMIZER_BYTES, layers: int | None = None,
                   hidden: int | None = None, heads: int | None = None, seq: int | None = None,
                   micro_batch: int = 1, recompute: str = "none", sequence_parallel: bool = True) -> MemoryBreakdown:
    """Bytes per GPU for weights, gradients, optimizer states and (when the shape is given) activations.

    ``zero`` is the ZeRO stage (0 = plain DP, 3 = FSDP full sharding) over the data-parallel
    degree gpus / (tp·pp). Raises ValueError when gpus is not a multiple of tp·pp.
    """
    if zero not in (0, 1, 2, 3):
        raise ValueError("zero stage must be 0, 1, 2 or 3")
    if gpus < 1 or tp < 1 or pp < 1 or gpus % (tp * pp):
        raise ValueError(f"gpus ({gpus}) must be a positive multiple of tp×pp ({tp}×{pp})")
    d = gpus // (tp * pp)
    local = params / (tp * pp)
    weights = local * weight_bytes / (d if zero >= 3 else 1)
    grads = local * grad_bytes / (d if zero >= 2 else 1)
    optim = local * optimizer_bytes / (d if zero >= 1 else 1)
    shard = {0: "nothing sharded", 1: "optimizer/d", 2: "(gradients + optimizer)/d",
             3: "(weights + gradients + optimizer)/d"}[zero]
    formula = (f"P/(tp·pp) × ({weight_bytes:g} + {grad_bytes:g} + {optimizer_bytes:g}) bytes, ZeRO-{zero}: {shard}, "
               f"d = gpus/(tp·pp) = {d}")
    notes = []
    activations = None
    if layers and hidden and heads and seq:
        per_layer = activation_bytes_per_layer(seq=seq, micro_batch=micro_batch, hidden=hidden, heads=heads,
                                               tp=tp, recompute=recompute, sequence_parallel=sequence_parallel)
        activations = per_layer * layers
        formula += f"; activations = L × per-layer ({recompute} recomputation) = {layers} × {fmt_bytes(per_layer)}"
        if pp > 1:
            notes.append("activations are for the first pipeline stage under 1F1B (L/p layers × p micro-batches)")
    else:
        notes.append("activations not included (give --layers, --hidden, --heads and --seq)")
    return MemoryBreakdown(weights=weights, gradients=grads, optimizer=optim, activations=activations,
                           params_per_gpu=local, data_parallel=d, formula=formula, notes=notes)
