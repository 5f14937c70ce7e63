"""`interviewer models pull NAME`: fetch a local model file."""

from __future__ import annotations

from .common import not_yet


def register(sub) -> None:
    p = sub.add_parser("models", help="manage local model files")
    msub = p.add_subparsers(dest="models_command", metavar="ACTION")
    pull = msub.add_parser("pull", help="download a local model (e.g. smollm2)")
    pull.add_argument("name")
    pull.set_defaults(func=run)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("models")
