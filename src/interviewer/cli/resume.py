"""`interviewer resume`: continue a saved session where it stopped."""

from __future__ import annotations

from pathlib import Path

from .chat import add_voice_options, answers_factory
from .common import UsageError, add_content_option, add_model_options, check_model_ready


def register(sub) -> None:
    p = sub.add_parser("resume", help="continue a saved interview")
    p.add_argument("session", metavar="SESSION_OR_FILE", help="session id or transcript path")
    p.add_argument("--answers", metavar="FILE",
                   help="take answers from FILE (separated by blank lines, or by lines with only --- "
                        "when an answer holds blank lines)")
    add_model_options(p)
    add_voice_options(p)
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    from ..content import load_library
    from ..interview.launch import find_transcript
    from ..interview.plan import PlanError
    from ..transcript.store import read_transcript
    from ..ui.app import resume_chat, stdout_console

    if Path(args.session).is_dir():
        raise UsageError(f"{args.session}: is a folder; give one transcript file (.jsonl) or a session id")
    path = find_transcript(args.session)
    if not path.exists():
        raise UsageError(f"{args.session}: no such transcript or session id (looked in {path.parent})")
    header = read_transcript(path).header
    if header.imported:
        raise UsageError(f"{path}: imported from another tool's file; there is no interview to resume (score it "
                         "with `interviewer score`)")
    base_url = args.base_url or header.options.base_url
    check_model_ready(args.model or header.models.get("interviewer"), base_url=base_url)
    if not args.model:
        check_model_ready(header.models.get("assessor"), base_url=base_url)
    dirs = list(header.options.content_dirs) + list(args.content_dir or [])
    library = load_library(dirs)
    factory, speaker = answers_factory(args)
    try:
        return resume_chat(str(path), factory, stdout_console(), model_name=args.model, base_url=args.base_url,
                           library=library, speaker=speaker)
    except PlanError as exc:
        raise UsageError(f"{path}: cannot rebuild the session: {exc}") from None
    finally:
        if speaker is not None and hasattr(speaker, "close"):
            speaker.close()
