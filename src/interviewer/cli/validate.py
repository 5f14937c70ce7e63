"""`interviewer validate`: check content files and every cross-reference."""

from __future__ import annotations

from .common import not_yet


def register(sub) -> None:
    p = sub.add_parser("validate", help="check shipped and user content")
    p.add_argument("paths", nargs="*", metavar="PATH", help="content folders or files (default: shipped content)")
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("validate")
