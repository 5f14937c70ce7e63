"""`interviewer report`: a scorecard from a transcript or a score result."""

from __future__ import annotations

from .common import add_content_option, not_yet


def register(sub) -> None:
    p = sub.add_parser("report", help="write a scorecard (Markdown or self-contained HTML)")
    p.add_argument("path", metavar="TRANSCRIPT_OR_RESULT")
    p.add_argument("--format", choices=["md", "html"], default="md")
    p.add_argument("--out", metavar="FILE")
    p.add_argument("--open", action="store_true", help="open the report in a browser")
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("report")
