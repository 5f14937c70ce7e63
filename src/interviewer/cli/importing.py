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
    p.add_argument("--model", metavar="M", help="ask this model which dimensions each file touched (one small call "
                   "per file, the offline detection as the fallback; default: none, and nothing leaves this machine)")
    p.add_argument("--base-url", metavar="URL", help="OpenAI-compatible server for openai: models")
    p.add_argument("--timeout", type=float, metavar="SECONDS", help="give up on one model attempt after this long")
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


def import_paths(files: list[Path], args, library, *, fmt: str | None = None, prompt: bool = True,
                 classifying: bool = False):
    """Import each file in memory; (imported list in order, one-line problems).

    ``classifying``: a model classifier decides the dimensions next, and prints that line itself.
    """
    from ..importing import ImportFileError, import_file

    options = import_options(args, fmt=fmt, prompt=prompt)
    done, bad = [], []
    for path in files:
        try:
            imported = import_file(path, library, options)
        except ImportFileError as exc:
            bad.append(str(exc))
            continue
        chosen = classifying and imported.transcript.header.source and imported.transcript.header.source.detected_over
        for note in imported.notes:
            if not (chosen and note.startswith("dimensions: ")):
                print(f"interviewer: {path}: {note}", file=sys.stderr)
        done.append(imported)
    return done, bad


def classifier_for(args, library):
    """The `prepare` step of a batch that asks the judge model which dimensions each file imported on the fly
    touched (None offline, or when --loop/--rubric chose); it prints the line it decided."""
    if getattr(args, "loop", None) or getattr(args, "rubric", None):
        return None
    from ..importing.classify import ClassifierCache, classify

    # score's cache (not --no-cache) keeps the answers too: a re-run keeps the header, so the cached scores hit
    cache = None if getattr(args, "no_cache", True) else ClassifierCache()

    async def prepare(transcript, model):
        source = transcript.header.source
        if model is None or source is None or transcript.path is not None:
            return transcript  # our own transcripts, and imports stored earlier, keep their header
        line = await classify(transcript, library, model, cache)
        if line is not None:
            print(f"interviewer: {source.file}: {line}", file=sys.stderr)
        return transcript

    return prepare


def _classify(imported, args, library) -> None:
    """--model: one classifier call per file for its dimensions, all on one event loop (the model's HTTP
    client lives on it); a file whose call fails keeps the offline detection, and the line says so."""
    import asyncio

    from ..importing.classify import classify_dimensions
    from ..llm.registry import get_model

    model = get_model(args.model, base_url=args.base_url, timeout=args.timeout)
    if model is None:  # --model offline
        for item in imported:
            _print_dimensions(item)
        return

    async def run_all() -> None:
        try:
            for item in imported:
                await classify_dimensions(item, library, model)
                _print_dimensions(item)
        finally:
            await model.aclose()

    asyncio.run(run_all())


def _print_dimensions(item) -> None:
    source = item.transcript.header.source
    for note in item.notes:
        if note.startswith("dimensions: ") and source is not None and source.detected_over:
            print(f"interviewer: {item.path}: {note}", file=sys.stderr)


def run(args) -> int:
    from ..importing import store
    from ..paths import transcripts_dir

    library = load_library_or_exit(args)
    if args.loop and args.loop not in library.loops:
        raise UsageError(f"unknown loop '{args.loop}' (known: {', '.join(sorted(library.loops)) or 'none'})")
    unknown = [r for r in args.rubric if r not in library.rubrics]
    if unknown:
        raise UsageError(f"unknown rubric '{unknown[0]}' (known: {', '.join(sorted(library.rubrics)) or 'none'})")
    if args.model:
        from .common import check_model_ready

        check_model_ready(args.model, base_url=args.base_url)  # before any file is read
    files = [Path(f) for f in args.files]
    imported, bad = import_paths(files, args, library, fmt=args.format, classifying=bool(args.model))
    if args.model and imported:
        _classify(imported, args, library)
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
