"""`interviewer simulate`: a simulated candidate sits the interview."""

from __future__ import annotations

from .common import add_content_option, add_model_options, not_yet


def register(sub) -> None:
    p = sub.add_parser("simulate", help="run an interview with a simulated candidate")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--loop", metavar="ID")
    g.add_argument("--stage", metavar="ID")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--profile", metavar="NAME", help="strong, weak-nccl, bluffer, silent, rambling")
    src.add_argument("--answers", metavar="FILE", help="scripted answers (blank-line separated)")
    add_model_options(p)
    p.add_argument("--transcript-dir", metavar="DIR")
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("simulate")
