"""`interviewer list KIND`: a table of loops, personas, rubrics, scenarios, tasks, models or plugins."""

from __future__ import annotations

from .common import add_content_option, not_yet


def register(sub) -> None:
    p = sub.add_parser("list", help="list loops, personas, rubrics, scenarios, tasks, models or plugins")
    p.add_argument("kind", choices=["loops", "personas", "rubrics", "scenarios", "tasks", "models", "plugins"])
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet(f"list {args.kind}")
