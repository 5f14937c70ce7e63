"""`interviewer list KIND`: a table of loops, personas, rubrics, scenarios, tasks, models or plugins."""

from __future__ import annotations

from .common import add_content_option


def register(sub) -> None:
    p = sub.add_parser("list", help="list loops, personas, rubrics, scenarios, tasks, models or plugins")
    p.add_argument("kind", choices=["loops", "personas", "rubrics", "scenarios", "tasks", "models", "plugins"])
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    if args.kind == "models":
        from .list_models import run_list_models

        return run_list_models(args)
    if args.kind == "plugins":
        from .list_plugins import run_list_plugins

        return run_list_plugins(args)
    from .list_content import run_list_content

    return run_list_content(args)
