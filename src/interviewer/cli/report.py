"""`interviewer report`: a scorecard from a transcript or a score result."""

from __future__ import annotations

import sys
from pathlib import Path

from .common import EXIT_OK, UsageError, add_content_option, add_model_options, load_library_or_exit


def register(sub) -> None:
    p = sub.add_parser("report", help="write a scorecard (Markdown or self-contained HTML)")
    p.add_argument("path", metavar="TRANSCRIPT_OR_RESULT",
                   help="a score result (JSON) to render, or a transcript to score first (also WebVTT, SRT, "
                        "plain text or chat JSON, imported on the fly)")
    p.add_argument("--format", choices=["md", "html"], default=None,
                   help="default: from --out's extension, else md")
    p.add_argument("--out", metavar="FILE", help="write here (atomically) instead of to stdout")
    p.add_argument("--open", action="store_true", help="open the report in a browser")
    add_model_options(p)
    add_content_option(p)
    from .importing import add_import_options

    add_import_options(p, format_flag="--input-format")
    p.set_defaults(func=run)


def run(args) -> int:
    from ..scoring.reports import render_html, render_markdown
    from ..scoring.reports.input import ReportInputError, find_transcript, read_report_input
    from ..results import ScoreResult

    library = load_library_or_exit(args)
    given = _imported(args, library)
    if given is None:
        try:
            given = read_report_input(args.path)
        except ReportInputError as exc:
            raise UsageError(str(exc)) from None
    if isinstance(given, ScoreResult):
        result = given
        transcript, why_not = find_transcript(result, Path(args.path))
        if transcript is None and not result.transcript_path and result.imported_from is not None:
            transcript, why_not = _reimported(result, library)
        if why_not:
            print(f"interviewer: note: {why_not}", file=sys.stderr)
    else:
        transcript = given
        result = _score(transcript, library, args)
    fmt = args.format or ("html" if args.out and Path(args.out).suffix.lower() in (".html", ".htm") else "md")
    text = (render_html if fmt == "html" else render_markdown)(result, library, transcript)
    out = Path(args.out) if args.out else None
    if out is None and args.open:
        from ..paths import cache_dir

        out = cache_dir() / "reports" / f"{_safe_name(result.session_id)}.{fmt}"
    if out is None:
        sys.stdout.write(text)
        return EXIT_OK
    from ..util.atomic import atomic_write_text

    try:
        atomic_write_text(out, text)
    except OSError as exc:
        raise UsageError(f"{out}: cannot write ({exc.strerror or exc})") from None
    print(f"wrote {out}", file=sys.stderr)
    if args.open:
        import webbrowser

        webbrowser.open(out.resolve().as_uri())
    return EXIT_OK


def _imported(args, library):
    """The transcript imported from a WebVTT/SRT/text/chat-JSON file, or None for our own files."""
    from ..importing import ImportFileError, import_file, is_importable
    from .importing import import_options

    path = Path(args.path)
    if not path.is_file() or not is_importable(path):
        return None
    if args.loop and args.loop not in library.loops:
        raise UsageError(f"unknown loop '{args.loop}' (known: {', '.join(sorted(library.loops)) or 'none'})")
    try:
        imported = import_file(path, library, import_options(args))
    except ImportFileError as exc:
        raise UsageError(str(exc)) from None
    from ..llm.registry import OFFLINE, default_model_name

    # With a model, the classifier decides the dimensions next and prints that line itself.
    classifying = (args.model or default_model_name()) != OFFLINE and not (args.loop or args.rubric)
    for note in imported.notes:
        if not (classifying and note.startswith("dimensions: ")):
            print(f"interviewer: {path}: {note}", file=sys.stderr)
    return imported.transcript


def _reimported(result, library):
    """A result of a file scored on the fly: import that file again to link the quotes. (transcript or None,
    note); a file that changed since is an error, since its turn numbers may no longer match."""
    from ..importing import ImportFileError
    from ..importing.reimport import SourceGone, reimport

    assert result.imported_from is not None
    try:
        return reimport(result.imported_from, library, [d.dimension for d in result.dimensions]), ""
    except SourceGone as exc:
        return None, str(exc)
    except ImportFileError as exc:
        raise UsageError(str(exc)) from None


def _score(transcript, library, args):
    """Score a transcript with the judge: --model, else the same default as `score` (offline without a key)."""
    import asyncio
    import inspect

    from ..llm.registry import default_model_name, get_model
    from ..scoring.batch import score_transcript

    model = get_model(args.model or default_model_name(), base_url=args.base_url)
    if model is None:
        result = score_transcript(transcript, library, model, rubrics=args.rubric or None)
        return asyncio.run(result) if inspect.isawaitable(result) else result
    from .importing import classifier_for
    from .score import _closing

    prepare = classifier_for(args, library)  # a file imported on the fly: the model picks its dimensions first

    async def classify_then_score():
        ready = await prepare(transcript, model) if prepare is not None else transcript
        return await score_transcript(ready, library, model, rubrics=args.rubric or None)

    return asyncio.run(_closing(model, classify_then_score()))


def _safe_name(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text)[:80] or "report"
