"""`interviewer show KIND ID`: one content item, readably."""

from __future__ import annotations

from .common import add_content_option, not_yet


def register(sub) -> None:
    p = sub.add_parser("show", help="print one loop, persona, rubric, scenario or task")
    p.add_argument("kind", choices=["loop", "persona", "rubric", "scenario", "task"])
    p.add_argument("id")
    p.add_argument("--reveal", action="store_true", help="scenarios: include the hidden root cause")
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("show")
