"""`interviewer import`: meeting transcripts, subtitles, notes and chat logs into ordinary transcripts.

The same options let `score` and `report` take those files directly (imported in memory).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .common import EXIT_OK, EXIT_USAGE, UsageError, add_content_option, load_library_or_exit

FORMAT_CHOICES = ["auto", "vtt", "srt", "text", "chat-json"]


def register(sub) -> None:
    p = sub.add_parser("import", help="import WebVTT, SRT, plain-text or chat-JSON transcripts",
                       description="Import other tools' transcripts as ordinary transcripts: WebVTT (Zoom, Teams, "
                                   "Meet), SRT, plain text with speaker labels, and chat logs as JSON (OpenAI- or "
                                   "Anthropic-style message lists).")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--format", choices=FORMAT_CHOICES, default="auto", help="input format (default: detected)")
    add_import_options(p)
    p.add_argument("--out", metavar="DIR", help="where to write the transcripts (default: the transcript folder)")
    add_content_option(p)
    p.set_defaults(func=run)


def add_import_options(p: argparse.ArgumentParser, *, format_flag: str | None = None) -> None:
    """The options that say who is who and what to score; ``format_flag`` adds an input-format option."""
    if format_flag:
        p.add_argument(format_flag, dest="input_format", choices=FORMAT_CHOICES, default="auto",
                       help="format of imported (non-JSONL) files (default: detected)")
    p.add_argument("--candidate", action="append", default=[], metavar="NAME",
                   help="the candidate's speaker name (repeat for a name changed mid-call); default: the speaker "
                        "with the most words in answers to others' questions")
    p.add_argument("--interviewer", action="append", default=[], metavar="NAME",
                   help="an interviewer's speaker name (repeatable; default: every other named speaker)")
    if not any(a.dest == "loop" for a in p._actions):
        p.add_argument("--loop", metavar="ID", help="score an imported file on this loop's dimensions")
    if not any(a.dest == "rubric" for a in p._actions):
        p.add_argument("--rubric", action="append", default=[], metavar="ID",
                       help="dimension to score (repeatable; default: the dimensions the conversation touched)")
    p.add_argument("--redact", action="store_true",
                   help="replace speaker names, e-mail addresses and phone numbers (the mapping stays local)")


def import_options(args, *, fmt: str | None = None, prompt: bool = True):
    """``prompt``: in a terminal, confirm the rule's choice of candidate (``score`` over a folder does not ask
    file after file: the rule decides, and an ambiguous file fails alone)."""
    from ..importing import ImportOptions

    return ImportOptions(format=fmt or getattr(args, "input_format", "auto"), candidate=args.candidate,
                         interviewers=args.interviewer, loop=getattr(args, "loop", None),
                         rubrics=list(getattr(args, "rubric", []) or []), redact=args.redact,
                         confirm=_confirm if prompt and _interactive() else None)


def _interactive() -> bool:
    try:
        return sys.stdin.isatty() and sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def _confirm(path: Path, guess, stats) -> str:
    """Show the rule's choice and let the person at the terminal confirm or correct it."""
    from ..importing import ImportFileError

    speakers = list(stats.values())
    print(f"{path}: {guess.rule}" + (f" (not clear: {guess.why})" if guess.ambiguous else ""), file=sys.stderr)
    for number, stat in enumerate(speakers, 1):
        print(f"  {number}. {stat.name}: {stat.words:,} words, {stat.answer_words:,} in answers to others' "
              "questions", file=sys.stderr)
    default = next((i for i, s in enumerate(speakers, 1) if s.key == guess.key), 1)
    while True:
        try:
            answer = input(f"Who is the candidate? [{default}] ").strip()
        except EOFError:
            raise ImportFileError(path, "no answer at the prompt; pass --candidate NAME") from None
        if not answer:
            return speakers[default - 1].key
        if answer.isdigit() and 1 <= int(answer) <= len(speakers):
            return speakers[int(answer) - 1].key
        print(f"  type a number from 1 to {len(speakers)}", file=sys.stderr)


def import_paths(files: list[Path], args, library, *, fmt: str | None = None, prompt: bool = True):
    """Import each file in memory; (imported list in order, one-line problems)."""
    from ..importing import ImportFileError, import_file

    options = import_options(args, fmt=fmt, prompt=prompt)
    done, bad = [], []
    for path in files:
        try:
            imported = import_file(path, library, options)
        except ImportFileError as exc:
            bad.append(str(exc))
            continue
        for note in imported.notes:
            print(f"interviewer: {path}: {note}", file=sys.stderr)
        done.append(imported)
    return done, bad


def run(args) -> int:
    from ..importing import store
    from ..paths import transcripts_dir

    library = load_library_or_exit(args)
    if args.loop and args.loop not in library.loops:
        raise UsageError(f"unknown loop '{args.loop}' (known: {', '.join(sorted(library.loops)) or 'none'})")
    unknown = [r for r in args.rubric if r not in library.rubrics]
    if unknown:
        raise UsageError(f"unknown rubric '{unknown[0]}' (known: {', '.join(sorted(library.rubrics)) or 'none'})")
    files = [Path(f) for f in args.files]
    imported, bad = import_paths(files, args, library, fmt=args.format)
    out_dir = Path(args.out) if args.out else transcripts_dir()
    for item in imported:
        try:
            path, written = store(item, out_dir)
        except OSError as exc:
            bad.append(f"{out_dir}: cannot write ({exc.strerror or exc})")
            continue
        if written:
            print(f"wrote {path}" + (" (and the redaction mapping beside it, owner-only)" if item.mapping else ""))
        else:
            print(f"already imported: {path} (same file, same choices)")
    for line in bad:
        print(f"interviewer: {line}", file=sys.stderr)
    return EXIT_USAGE if bad else EXIT_OK
