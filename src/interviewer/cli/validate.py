"""`interviewer validate [PATH...]`: check content files and every cross-reference."""

from __future__ import annotations

import os
from pathlib import Path

from .common import EXIT_OK, EXIT_USAGE, add_content_option


def register(sub) -> None:
    p = sub.add_parser("validate", help="check shipped and user content",
                       description="Check the shipped content and any user folders or files: schema, "
                                   "cross-references and duplicate ids. User content is layered over the "
                                   "shipped content, so it may refer to shipped rubrics and personas.")
    p.add_argument("paths", nargs="*", metavar="PATH", help="content folders or files (default: shipped content)")
    add_content_option(p)
    p.set_defaults(func=run)


def _display(path: Path) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive on Windows
        return str(path)
    return str(path) if rel.startswith(".." + os.sep + "..") else rel


def run(args) -> int:
    from ..content.validate import validate

    roots = list(getattr(args, "content_dir", None) or []) + list(args.paths or [])
    report = validate(roots)
    if not report.ok:
        for err in report.problems:
            where = f"{_display(err.path)}:{err.line}" if err.line else _display(err.path)
            print(f"{where}: {err.message}")
        n = len(report.problems)
        print(f"\n{n} problem{'s' if n != 1 else ''} found.")
        return EXIT_USAGE
    checked = "shipped content" + (f" and {len(report.user_roots)} user path"
                                   f"{'s' if len(report.user_roots) != 1 else ''}" if report.user_roots else "")
    print(f"Content is valid ({checked}).")
    for kind, count in report.counts.items():
        print(f"  {kind:<10} {count}")
    return EXIT_OK
