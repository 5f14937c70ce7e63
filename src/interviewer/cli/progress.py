"""`interviewer progress`: per-dimension trends from the history database."""

from __future__ import annotations

from .common import not_yet


def register(sub) -> None:
    p = sub.add_parser("progress", help="show score trends over time")
    p.add_argument("--html", metavar="FILE", help="write a chart as self-contained HTML")
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("progress")
