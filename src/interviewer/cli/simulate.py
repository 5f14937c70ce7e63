"""`interviewer simulate`: a simulated candidate sits the interview."""

from __future__ import annotations

from .chat import add_draw_options
from .common import UsageError, add_content_option, add_model_options, check_model_ready


def register(sub) -> None:
    p = sub.add_parser("simulate", help="run an interview with a simulated candidate")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--loop", metavar="ID")
    g.add_argument("--stage", metavar="ID")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--profile", metavar="NAME", help="strong, weak-nccl, bluffer, silent, rambling")
    src.add_argument("--answers", metavar="FILE",
                     help="scripted answers (separated by blank lines, or by lines with only --- "
                          "when an answer holds blank lines)")
    add_draw_options(p)
    add_model_options(p)
    p.add_argument("--transcript-dir", metavar="DIR")
    p.add_argument("--coach", action="store_true", help="record coaching after each stage")
    p.add_argument("--practice", action="store_true",
                   help="run in practice mode (teaching feedback after each stage and in the debrief), as chat does")
    p.add_argument("--session-id", metavar="ID", help=argparse_suppress())
    p.add_argument("--quiet", action="store_true", help="print only where the transcript was written")
    add_content_option(p)
    p.set_defaults(func=run)


def argparse_suppress():
    import argparse

    return argparse.SUPPRESS


def run(args) -> int:
    from ..interview.plan import PlanError
    from ..interview.launch import simulate
    from ..llm.registry import OFFLINE
    from ..ui.app import run_session, stdout_console
    from ..ui.input import AnswersFile, AnswersFileError
    from ..ui.render import ChatRenderer
    from .chat import session_options
    from .common import load_library_or_exit

    if args.profile is not None:
        from ..interview.simulator import PROFILES

        if args.profile not in PROFILES:
            raise UsageError(f"unknown profile '{args.profile}' (known: {', '.join(PROFILES)})")
    answers = None
    if args.answers:
        try:
            answers = AnswersFile(args.answers)
        except AnswersFileError as exc:
            raise UsageError(str(exc)) from None
    if args.model is None:
        args.model = OFFLINE
    options = session_options(args, answers=args.answers, simulated=True, profile=args.profile)
    check_model_ready(options.model, base_url=options.base_url)
    console = stdout_console()
    try:
        engine = simulate(options, library=load_library_or_exit(args), profile=args.profile, answers=answers,
                          sink=None if args.quiet else ChatRenderer(console), session_id=args.session_id)
    except PlanError as exc:
        raise UsageError(str(exc)) from None
    return run_session(engine, console)
