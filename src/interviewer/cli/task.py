"""`interviewer task check TASK_ID FILE`: run a coding task's checker on a solution."""

from __future__ import annotations

from .common import add_content_option, not_yet


def register(sub) -> None:
    p = sub.add_parser("task", help="coding tasks")
    tsub = p.add_subparsers(dest="task_command", metavar="ACTION")
    check = tsub.add_parser("check", help="run a task's checker on a solution file")
    check.add_argument("task_id")
    check.add_argument("file")
    add_content_option(check)
    check.set_defaults(func=run)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("task")
