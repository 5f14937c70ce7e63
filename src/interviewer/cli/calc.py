"""`interviewer calc memory|checkpoint|allreduce|mtbf|mfu …`: systems-design calculators."""

from __future__ import annotations

import json

from .common import UsageError, console


def register(sub) -> None:
    p = sub.add_parser("calc", help="memory, checkpoint, all-reduce, MTBF, MFU and run-cost calculators")
    csub = p.add_subparsers(dest="calc_command", metavar="CALC")

    m = csub.add_parser("memory", help="memory per GPU under DP / ZeRO-1,2,3 (FSDP) / TP / PP")
    m.add_argument("--params", required=True, help="parameter count, e.g. 70e9 or 70B")
    m.add_argument("--gpus", type=int, default=1)
    m.add_argument("--zero", type=int, default=0, choices=(0, 1, 2, 3), help="ZeRO stage (3 = FSDP FULL_SHARD)")
    m.add_argument("--fsdp", action="store_true", help="same as --zero 3")
    m.add_argument("--tp", type=int, default=1, help="tensor-parallel degree")
    m.add_argument("--pp", type=int, default=1, help="pipeline-parallel degree")
    m.add_argument("--layers", type=int)
    m.add_argument("--hidden", type=int)
    m.add_argument("--heads", type=int)
    m.add_argument("--seq", type=int, help="sequence length")
    m.add_argument("--micro-batch", type=int, default=1)
    m.add_argument("--recompute", choices=("none", "selective", "full"), default="none")
    m.add_argument("--no-sequence-parallel", action="store_true")

    c = csub.add_parser("checkpoint", help="checkpoint size and write time")
    c.add_argument("--params", help="parameter count (or give --size)")
    c.add_argument("--size", help="checkpoint size, e.g. 1TB")
    c.add_argument("--bytes-per-param", type=float, default=14.0,
                   help="14 = bf16 weights + fp32 master + Adam m, v (default); 2 = bf16 weights only")
    c.add_argument("--bandwidth", required=True, help="aggregate write bandwidth, e.g. 100GB/s")

    a = csub.add_parser("allreduce", help="ring and tree all-reduce time (α–β model)")
    a.add_argument("--size", required=True, help="bytes per rank, e.g. 1GB")
    a.add_argument("--gpus", type=int, required=True)
    a.add_argument("--alpha", default="5us", help="per-message latency (default 5us)")
    a.add_argument("--bandwidth", required=True, help="per-link bandwidth, e.g. 50GB/s or 400Gb/s")

    f = csub.add_parser("mtbf", help="failures per day, job MTBF and the Young/Daly checkpoint interval")
    f.add_argument("--gpus", type=int, required=True)
    rate = f.add_mutually_exclusive_group(required=True)
    rate.add_argument("--per-gpu-failures-per-day", type=float)
    rate.add_argument("--gpu-mtbf-hours", type=float)
    f.add_argument("--checkpoint-time", help="time to write one checkpoint, e.g. 60s (gives the interval)")

    u = csub.add_parser("mfu", help="model FLOPs utilisation from throughput")
    u.add_argument("--params", required=True)
    u.add_argument("--tokens-per-s", required=True, help="global training throughput, tokens per second")
    u.add_argument("--gpus", type=int, default=1)
    u.add_argument("--peak", default="989e12", help="dense peak FLOP/s per GPU (default: H100 SXM bf16, 989e12)")
    u.add_argument("--layers", type=int)
    u.add_argument("--hidden", type=int)
    u.add_argument("--seq", type=int)

    k = csub.add_parser("cost", help="price a run: 6·N·D FLOPs → GPU-hours → days → dollars")
    k.add_argument("--params", required=True, help="parameter count, e.g. 70B")
    k.add_argument("--tokens", required=True, help="training tokens, e.g. 15T")
    k.add_argument("--gpus", type=int, required=True)
    k.add_argument("--mfu", type=float, required=True, help="model FLOPs utilisation as a fraction, e.g. 0.4")
    k.add_argument("--goodput", type=float, default=1.0, help="fraction of allocated time kept (default 1.0)")
    k.add_argument("--price", type=float, help="dollars per GPU-hour")
    k.add_argument("--peak", default="989e12", help="dense peak FLOP/s per GPU (default: H100 SXM bf16, 989e12)")

    for sp in (m, c, a, f, u, k):
        sp.add_argument("--json", action="store_true", help="print the numbers as JSON")
        sp.set_defaults(func=run)
    p.set_defaults(func=run)


def run(args) -> int:
    from ..calc import report
    from ..calc.units import UnitError

    name = getattr(args, "calc_command", None)
    if not name:
        raise UsageError("usage: interviewer calc memory|checkpoint|allreduce|mtbf|mfu|cost … (see --help)")
    try:
        result = getattr(report, name)(vars(args))
    except (UnitError, ValueError) as exc:
        raise UsageError(f"calc {name}: {exc}") from None
    if args.json:
        print(json.dumps(result.to_dict(), indent=2))
        return 0
    _render(result)
    return 0


def _render(result) -> None:
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    table = Table.grid(padding=(0, 2))
    table.add_column(style="dim")
    table.add_column(justify="right", style="bold")
    for label, value in result.rows:
        table.add_row(label, value)
    out = console()
    out.print(Panel(table, title=result.title, expand=False))
    out.print(Text("formula: " + result.formula, style="cyan"))
    for note in result.notes:
        out.print(Text("note: " + note, style="dim"))
