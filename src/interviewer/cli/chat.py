"""`interviewer chat`: a live interview in the terminal."""

from __future__ import annotations

from .common import add_content_option, add_model_options, not_yet


def register(sub) -> None:
    p = sub.add_parser("chat", help="run a mock interview in the terminal")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--loop", metavar="ID", help="run every stage of a loop (default: training-engineer)")
    g.add_argument("--stage", metavar="ID", help="run one stage, as LOOP/STAGE or a stage id")
    p.add_argument("--persona", metavar="ID", help="override the stage's interviewer persona")
    add_model_options(p, judge=True)
    p.add_argument("--answers", metavar="FILE", help="take answers from FILE (blank-line separated)")
    p.add_argument("--transcript-dir", metavar="DIR", help="where to write the transcript")
    p.add_argument("--coach", action="store_true", help="after each stage, explain what a strong answer had")
    p.add_argument("--voice", action="store_true", help="speak and listen through the voice plugin")
    p.add_argument("--audio-in", metavar="DIR", help="with --voice: one WAV per answer, in name order")
    p.add_argument("--audio-out", metavar="DIR", help="with --voice: save the interviewer's speech as WAV")
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    return not_yet("chat")
