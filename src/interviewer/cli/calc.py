"""`interviewer calc …`: systems-design calculators."""

from __future__ import annotations

from .common import not_yet


def register(sub) -> None:
    p = sub.add_parser("calc", help="memory, checkpoint, all-reduce, MTBF and MFU calculators")
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("calc")
