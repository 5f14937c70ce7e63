"""`interviewer task check TASK_ID FILE`: run a coding task's checker on a solution."""

from __future__ import annotations

import contextlib
import json
import signal
import sys
import threading
from pathlib import Path

from .common import EXIT_FAILURE, EXIT_OK, UsageError, add_content_option, console

_STYLE = {"pass": "bold green", "fail": "bold red", "deadlock": "bold magenta", "timeout": "bold yellow",
          "memory": "bold yellow", "crash": "bold red", "error": "bold red"}


def register(sub) -> None:
    p = sub.add_parser("task", help="coding tasks")
    tsub = p.add_subparsers(dest="task_command", metavar="ACTION")
    check = tsub.add_parser("check", help="run a task's checker on a solution file (exit 0 pass, 1 fail, 2 bad input)")
    check.add_argument("task_id", help="e.g. ring-allreduce (see `interviewer list tasks`)")
    check.add_argument("file", help="your solution, a Python file defining the task's entry point")
    check.add_argument("--json", action="store_true", help="print the verdict as JSON instead of a panel")
    check.add_argument("--seed", type=int, default=None,
                       help="seed for the checker's random cases (default: a fresh one each run, shown in the verdict)")
    add_content_option(check)
    check.set_defaults(func=run)
    p.set_defaults(func=run)


def run(args) -> int:
    if getattr(args, "task_command", None) != "check":
        raise UsageError("usage: interviewer task check TASK_ID FILE")
    from ..coding import run_solution
    from ..content import load_library

    lib = load_library(args.content_dir or [], strict=False)
    if args.task_id not in lib.tasks:
        known = ", ".join(sorted(lib.tasks)) or "none"
        broken = f"; {len(lib.errors)} content file(s) failed to load (run `interviewer validate`)" if lib.errors else ""
        raise UsageError(f"no coding task '{args.task_id}' (known: {known}){broken}")
    path = Path(args.file)
    if not path.is_file():
        raise UsageError(f"{args.file}: no such file")
    try:
        code = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{args.file}: cannot read it as UTF-8 text ({exc.__class__.__name__})") from None
    from ..coding import SandboxUnavailable

    with _signals_interrupt():
        try:
            verdict = run_solution(lib.tasks[args.task_id], code, task_path=lib.source("task", args.task_id).path,
                                   seed=args.seed)
        except SandboxUnavailable as exc:
            print(f"interviewer: {exc}", file=sys.stderr)
            return EXIT_FAILURE
    if args.json:
        print(json.dumps(verdict.to_dict(), indent=2))
    else:
        render(verdict)
    return EXIT_OK if verdict.passed else EXIT_FAILURE


@contextlib.contextmanager
def _signals_interrupt():
    """SIGTERM and SIGHUP end the check like Ctrl-C does: the sandbox is killed on the way out."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    previous = {sig: signal.signal(sig, interrupt) for sig in (signal.SIGTERM, signal.SIGHUP)}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def render(verdict) -> None:
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    from ..coding.untrusted import visible

    out = console()
    table = Table.grid(padding=(0, 2))
    table.add_column(style="dim")
    table.add_column()
    table.add_row("result", Text(verdict.status.upper(), style=_STYLE.get(verdict.status, "bold")))
    table.add_row("summary", Text(visible(verdict.summary)))
    if verdict.cases_total:
        table.add_row("cases", f"{verdict.cases_passed}/{verdict.cases_total} passed")
    if verdict.failing_case:
        table.add_row("failing case", Text(visible(verdict.failing_case)))
    for item in verdict.failing_inputs:  # the checker's own record of the case (--seed reproduces it)
        table.add_row(item.name, Text(visible(item.value)))
    if verdict.difference is not None:
        d = verdict.difference
        where = ", ".join(p for p in (f"rank {d.rank}" if d.rank is not None else "",
                                      f"element {d.index}" if d.index is not None else "") if p)
        table.add_row("first difference", Text(visible(f"{where}: expected {d.expected}, got {d.got}".lstrip(": "))))
    for key, value in verdict.metrics.items():
        table.add_row(key.replace("_", " "), Text(visible(str(value))))
    table.add_row("time", f"{verdict.duration_s:.2f} s")
    if verdict.seed is not None:
        table.add_row("seed", str(verdict.seed))
    table.add_row("sandbox", verdict.isolation)
    out.print(Panel(table, title=f"task check: {verdict.task_id}", expand=False))
    for name, text in (("stdout", verdict.stdout), ("stderr", verdict.stderr)):
        if text.strip():
            out.print(Panel(Text(visible(text.rstrip())), expand=False, border_style="dim",
                            title=f"your program's {name} (truncated; control characters shown as escapes)"))
