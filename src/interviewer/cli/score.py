"""`interviewer score`: score transcripts against rubrics, in batch."""

from __future__ import annotations

import sys
from pathlib import Path

from .common import EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, add_content_option, add_model_options, \
    console, load_library_or_exit


def register(sub) -> None:
    p = sub.add_parser("score", help="score transcripts against rubrics")
    p.add_argument("paths", nargs="+", metavar="PATH", help="transcript files or folders; also WebVTT, SRT, "
                   "plain-text or chat-JSON files (imported on the fly, nothing written)")
    p.add_argument("--rubric", action="append", default=[], metavar="ID", help="dimension to score (repeatable)")
    from .importing import add_import_options

    add_import_options(p, format_flag="--input-format")
    add_model_options(p)
    p.add_argument("--concurrency", type=int, default=16, metavar="N")
    p.add_argument("--samples", type=int, default=1, metavar="K")
    p.add_argument("--out", metavar="FILE", help="results: JSON lines appended per transcript (with --format "
                   "csv/md/html, that rendering written atomically)")
    p.add_argument("--format", choices=["json", "csv", "md", "html"], default=None)
    p.add_argument("--batch-api", action="store_true", help="use the provider's batch API (half price, slower)")
    p.add_argument("--backend", choices=["local", "ray"], default="local")
    p.add_argument("--ray-address", metavar="ADDR")
    p.add_argument("--no-history", action="store_true", help="do not record results in the history database")
    p.add_argument("--no-cache", action="store_true", help="ignore and do not fill the scoring cache")
    p.add_argument("--screen-model", metavar="M", help="also ask this model, one small call per candidate turn, "
                   "whether the turn addresses the grader; adds to the built-in patterns, never overrides them "
                   "('judge' = the --model)")
    add_content_option(p)
    p.set_defaults(func=run)


def _options(args):
    from ..scoring.batch import BatchOptions

    if args.concurrency < 1:
        raise UsageError("--concurrency must be at least 1")
    if args.samples < 1:
        raise UsageError("--samples must be at least 1")
    jsonl_out = args.out and (args.format in (None, "json") or Path(args.out).suffix == ".jsonl")
    return BatchOptions(rubrics=args.rubric or None, samples=args.samples, concurrency=args.concurrency,
                        out=Path(args.out) if jsonl_out else None, use_cache=not args.no_cache)


def run(args) -> int:
    from ..llm.registry import default_model_name
    from ..scoring.batch import discover, judge_model

    options = _options(args)
    if args.batch_api and args.backend == "ray":
        raise UsageError("--batch-api and --backend ray do not combine; pick one")
    err = console(stderr=True)
    files, bad = discover(args.paths)
    library = load_library_or_exit(args)
    transcripts, unreadable = _load(files, args, library)
    bad += unreadable
    for line in bad:
        print(f"interviewer: skipped {line}", file=sys.stderr)
    if not transcripts:
        raise UsageError("no transcript could be read" if files else "no transcripts found")
    unknown = [r for r in args.rubric if r not in library.rubrics]
    if unknown:
        known = ", ".join(sorted(library.rubrics)) or "none"
        raise UsageError(f"unknown rubric '{unknown[0]}' (known: {known})")
    model_name = args.model or default_model_name()
    model = judge_model(model_name, base_url=args.base_url)
    if model is None and (args.batch_api or args.samples > 1):
        print("interviewer: note: offline estimate; --batch-api and --samples need an LLM judge", file=sys.stderr)
    if args.screen_model:
        if args.batch_api or args.backend == "ray" or model is None:
            raise UsageError("--screen-model needs an LLM judge on the local backend (not offline, --batch-api or "
                             "--backend ray)")
        options.screen_model = model if args.screen_model == "judge" else judge_model(args.screen_model,
                                                                                      base_url=args.base_url)

    report = _dispatch(args, transcripts, library, model, model_name, options, err)

    _write_outputs(args, report.results, library)
    _record_history(args, report.results)
    from .score_view import summary_table

    summary_table(report.results, report, err if _stdout_busy(args) else console())
    failed = [d for r in report.results for d in r.dimensions
              if d.status == "unscored" and d.reason.startswith(("judge failed", "batch request failed"))]
    if bad:
        return EXIT_USAGE
    if failed:
        print(f"interviewer: {len(failed)} dimensions failed at the provider after retries; run the same command "
              "again to retry only those (finished work is cached)", file=sys.stderr)
        return EXIT_FAILURE
    return EXIT_OK


def _load(files, args, library):
    """Our own transcripts read as they are; other tools' files (VTT, SRT, text, chat JSON) imported in memory."""
    from ..importing import is_native
    from ..scoring.batch import load_transcripts
    from .importing import import_paths

    if args.loop and args.loop not in library.loops:
        raise UsageError(f"unknown loop '{args.loop}' (known: {', '.join(sorted(library.loops)) or 'none'})")
    transcripts, bad = [], []
    for path in files:
        if is_native(path):
            read, problems = load_transcripts([path])
        else:
            if args.backend == "ray":
                # Ray workers are sent transcript files; an in-memory import has none.
                raise UsageError(f"{path}: --backend ray scores stored transcripts; run `interviewer import {path}` "
                                 "first and score the .jsonl it writes")
            imported, problems = import_paths([path], args, library)
            read = [item.transcript for item in imported]
        transcripts += read
        bad += problems
    return transcripts, bad


def _dispatch(args, transcripts, library, model, model_name, options, err):
    import asyncio

    from ..scoring.batch import score_batch
    from ..scoring.select import dimensions_for
    from .score_view import BarProgress

    if args.backend == "ray":
        from ..scoring.ray_backend import score_with_ray

        return score_with_ray(transcripts, library, model_name, options, base_url=args.base_url,
                              address=args.ray_address)
    if args.batch_api and model is not None:
        from ..scoring.batch_api import score_with_batch_api

        return asyncio.run(score_with_batch_api(transcripts, library, model_name, options,
                                                base_url=args.base_url, log=err.print))
    dims = sum(len(dimensions_for(t, library, options.rubrics)) for t in transcripts)
    with BarProgress(err, len(transcripts), dims) as bar:
        return asyncio.run(_closing(model, score_batch(transcripts, library, model, options, progress=bar),
                                    also=options.screen_model))


async def _closing(model, work, *, also=None):
    # Close the models' HTTP clients on the loop that opened them; left to the garbage collector,
    # they close on a dead loop and print "Event loop is closed" tracebacks in long-lived processes.
    try:
        return await work
    finally:
        for each in dict.fromkeys(m for m in (model, also) if m is not None):
            await each.aclose()


def _stdout_busy(args) -> bool:
    return bool(args.format) and not args.out


def _write_outputs(args, results, library) -> None:
    from ..scoring.formats import render

    if not args.format:
        return
    if args.out and (args.format == "json" or Path(args.out).suffix == ".jsonl"):
        return  # --out already holds every result as JSON lines
    try:
        text = render(results, args.format, library)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if not args.out:
        sys.stdout.write(text)
        return
    from ..util.atomic import atomic_write_text

    try:
        atomic_write_text(args.out, text)
    except OSError as exc:
        raise UsageError(f"{args.out}: cannot write ({exc.strerror or exc})") from None


def _record_history(args, results) -> None:
    if args.no_history:
        return
    from ..history import record_result

    for result in results:
        try:
            record_result(result)
        except Exception as exc:  # noqa: BLE001 - history is a convenience; scoring already succeeded
            print(f"interviewer: note: not recorded in history: {exc}", file=sys.stderr)
            return
