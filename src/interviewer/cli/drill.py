"""`interviewer drill [DIMENSION]`: a short session on the weakest dimensions in the history, or on one."""

from __future__ import annotations

import sys

from .chat import add_draw_options
from .common import EXIT_FAILURE, EXIT_USAGE, UsageError, add_content_option, add_model_options


def register(sub) -> None:
    p = sub.add_parser("drill", help="practise the weakest dimensions in your history (or one you name)")
    p.add_argument("dimension", nargs="?", metavar="DIMENSION",
                   help="rubric dimension to drill (default: the weakest in your score history)")
    p.add_argument("--topics", type=int, default=3, choices=(1, 2, 3), metavar="N",
                   help="how many questions (default 3)")
    add_draw_options(p)
    add_model_options(p, judge=True)
    p.add_argument("--answers", metavar="FILE", help="take answers from FILE (as for `chat`)")
    p.add_argument("--transcript-dir", metavar="DIR", help="where to write the transcript")
    add_content_option(p)
    p.set_defaults(func=run, voice=False, audio_in=None, audio_out=None, realtime=False, coach=False, persona=None,
                   loop=None, stage=None)


def run(args) -> int:
    from ..history import HistoryError, latest_scores, list_results
    from ..interview.drill import dimensions_with_topics, drill_refs, weakest_dimensions
    from ..interview.plan import new_seed
    from .chat import run_session
    from .common import load_library_or_exit

    if args.scenario or args.task:
        raise UsageError("drill asks topic questions only; drop --scenario and --task")
    library = load_library_or_exit(args)
    askable = dimensions_with_topics(library)
    if args.dimension:
        if args.dimension not in askable:
            known = "no rubric" if args.dimension not in library.rubrics else "no topic asks about"
            raise UsageError(f"drill {args.dimension}: {known} '{args.dimension}'; "
                             f"dimensions with questions: {', '.join(askable)}")
        dimensions = [args.dimension]
    else:
        try:
            latest = latest_scores(list_results())
        except HistoryError as exc:
            print(f"interviewer: {exc}", file=sys.stderr)
            return EXIT_FAILURE
        dimensions = weakest_dimensions(latest, library, args.topics)
        if not dimensions:
            print("No scored sessions in your history yet, so there is no weakest dimension to drill. Score a "
                  "session with `interviewer score TRANSCRIPT`, or name one: `interviewer drill DIMENSION`.\n"
                  f"Dimensions with questions: {', '.join(askable)}", file=sys.stderr)
            return EXIT_USAGE
        shown = ", ".join(f"{d} ({latest[d]:.0f})" for d in dimensions)
        print(f"Drilling the weakest dimensions in your history: {shown}", file=sys.stderr)
    if args.seed is None:
        args.seed = new_seed()
    refs = drill_refs(library, dimensions, args.seed, args.topics)
    return run_session(args, topics=refs, drill=dimensions, library=library)
