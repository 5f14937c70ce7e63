"""`interviewer doctor`: what is configured, installed and where things live."""

from __future__ import annotations

from .common import not_yet


def register(sub) -> None:
    p = sub.add_parser("doctor", help="check providers, extras, content and data folders")
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("doctor")
