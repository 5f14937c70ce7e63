"""`interviewer score`: score transcripts against rubrics, in batch."""

from __future__ import annotations

from .common import add_content_option, add_model_options, not_yet


def register(sub) -> None:
    p = sub.add_parser("score", help="score transcripts against rubrics")
    p.add_argument("paths", nargs="+", metavar="PATH", help="transcript files or folders")
    p.add_argument("--rubric", action="append", default=[], metavar="ID", help="dimension to score (repeatable)")
    add_model_options(p)
    p.add_argument("--concurrency", type=int, default=16, metavar="N")
    p.add_argument("--samples", type=int, default=1, metavar="K")
    p.add_argument("--out", metavar="FILE")
    p.add_argument("--format", choices=["json", "csv", "md", "html"], default=None)
    p.add_argument("--batch-api", action="store_true", help="use the provider's batch API (half price, slower)")
    p.add_argument("--backend", choices=["local", "ray"], default="local")
    p.add_argument("--ray-address", metavar="ADDR")
    p.add_argument("--no-history", action="store_true", help="do not record results in the history database")
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("score")
