"""`interviewer resume`: continue a saved session where it stopped."""

from __future__ import annotations

from .common import add_content_option, add_model_options, not_yet


def register(sub) -> None:
    p = sub.add_parser("resume", help="continue a saved interview")
    p.add_argument("session", metavar="SESSION_OR_FILE", help="session id or transcript path")
    p.add_argument("--answers", metavar="FILE", help="take answers from FILE (blank-line separated)")
    add_model_options(p)
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("resume")
