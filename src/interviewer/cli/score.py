"""`interviewer score`: score transcripts against rubrics, in batch."""

from __future__ import annotations

import sys
from pathlib import Path

from .common import EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, add_content_option, add_model_options, \
    check_model_ready, console, load_library_or_exit


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
    from .score_view import Summary, summary_table

    options = _options(args)
    if args.batch_api and args.backend == "ray":
        raise UsageError("--batch-api and --backend ray do not combine; pick one")
    err = console(stderr=True)
    files, bad = discover(args.paths)
    for line in bad:
        print(f"interviewer: skipped {line}", file=sys.stderr)
    if not files:
        raise UsageError("no transcripts found")
    library = load_library_or_exit(args)
    if args.loop and args.loop not in library.loops:
        raise UsageError(f"unknown loop '{args.loop}' (known: {', '.join(sorted(library.loops)) or 'none'})")
    if args.backend == "ray":
        from ..importing import is_native

        foreign = next((path for path in files if not is_native(Path(path))), None)
        if foreign is not None:
            # Ray workers are sent transcript files; an in-memory import has none.
            raise UsageError(f"{foreign}: --backend ray scores stored transcripts; run `interviewer import "
                             f"{foreign}` first and score the .jsonl it writes")
    unknown = [r for r in args.rubric if r not in library.rubrics]
    if unknown:
        known = ", ".join(sorted(library.rubrics)) or "none"
        raise UsageError(f"unknown rubric '{unknown[0]}' (known: {known})")
    model_name = args.model or default_model_name()
    check_model_ready(model_name, base_url=args.base_url)
    model = judge_model(model_name, base_url=args.base_url)
    if model is None and (args.batch_api or args.samples > 1):
        print("interviewer: note: offline estimate; --batch-api and --samples need an LLM judge", file=sys.stderr)
    if model is not None and args.backend == "local":
        from .importing import classifier_for

        options.prepare = classifier_for(args, library)
    if args.screen_model:
        if args.batch_api or args.backend == "ray" or model is None:
            raise UsageError("--screen-model needs an LLM judge on the local backend (not offline, --batch-api or "
                             "--backend ray)")
        options.screen_model = model if args.screen_model == "judge" else judge_model(args.screen_model,
                                                                                      base_url=args.base_url)

    # Results stream past: each is recorded and summarised as it completes, and only a rendering
    # of the whole set (--format to the screen or a non-JSONL file) keeps them all.
    summary = Summary()
    kept = []
    keep = _renders_all(args)
    history = _History(args)

    def on_result(result) -> None:
        summary.add(result)
        history.record(result)
        if keep:
            kept.append(result)

    def on_bad(line: str) -> None:
        bad.append(line)
        print(f"interviewer: skipped {line}", file=sys.stderr)

    # Files imported on the fly have no stored transcript a scorecard could find later: the rendering quotes
    # from the ones scored here (the recording's timestamps, links to the turns), as `report` does.
    imported = {} if keep else None
    report = _dispatch(args, files, library, model, model_name, options, err, on_result, on_bad, imported)
    if not summary.count:
        raise UsageError("no transcript could be read")
    _write_outputs(args, kept, library, imported)
    summary_table(summary, report, err if _stdout_busy(args) else console())
    if bad:
        return EXIT_USAGE
    if summary.provider_failures:
        print(f"interviewer: {summary.provider_failures} dimensions failed at the provider after retries; run the "
              "same command again to retry only those (finished work is cached)", file=sys.stderr)
        return EXIT_FAILURE
    return EXIT_OK


def _dispatch(args, files, library, model, model_name, options, err, on_result, on_bad, imported=None):
    import asyncio

    from ..scoring.batch import score_stream
    from .score_view import BarProgress

    transcripts = _transcripts(files, args, library, on_bad, classifying=options.prepare is not None,
                               imported=imported)
    if args.backend == "ray":
        from ..scoring.batch.ray_backend import score_with_ray

        return score_with_ray(transcripts, library, model_name, options, base_url=args.base_url,
                              address=args.ray_address, on_result=on_result, keep_results=False)
    if args.batch_api and model is not None:
        from ..scoring.batch.batch_api import score_with_batch_api

        async def classify_then_submit():
            # One provider job holds every request, so this backend reads every transcript first; the
            # classifier's calls for imported files run on the same loop as the job's.
            ready = [await options.prepare(t, model) if options.prepare else t for t in transcripts]
            return await score_with_batch_api(ready, library, model_name, options, base_url=args.base_url,
                                              log=err.print)

        report = asyncio.run(_closing(model, classify_then_submit()))
        for result in report.results:
            on_result(result)
        return report
    with BarProgress(err, len(files)) as bar:
        return asyncio.run(_closing(model, score_stream(transcripts, library, model, options, progress=bar,
                                                        on_result=on_result),
                                    also=options.screen_model))


async def _closing(model, work, *, also=None):
    # Close the models' HTTP clients on the loop that opened them; left to the garbage collector,
    # they close on a dead loop and print "Event loop is closed" tracebacks in long-lived processes.
    try:
        return await work
    finally:
        for each in dict.fromkeys(m for m in (model, also) if m is not None):
            await each.aclose()


def _transcripts(files, args, library, on_bad, *, classifying: bool = False, imported=None):
    """Each file as it is reached: our own transcripts read as they are; other tools' files (VTT, SRT, text,
    chat JSON) imported in memory. A file that cannot be read goes to ``on_bad`` and is skipped.
    ``classifying``: the batch's classifier prints each import's dimensions line (it decides them).
    ``imported``: filled with session id → each in-memory import (the classifier updates that same object)."""
    from ..importing import is_native
    from ..scoring.batch.pipeline import iter_transcripts
    from .importing import import_paths

    # One file named on its own may ask, in a terminal, who the candidate is; a batch applies the rule
    # to each file, and a file where it is ambiguous fails alone (one line; the exit is 2 at the end).
    prompt = len(args.paths) == 1 and Path(args.paths[0]).is_file()
    for path in files:
        if is_native(Path(path)):
            yield from iter_transcripts([path], on_bad)
            continue
        found, problems = import_paths([Path(path)], args, library, prompt=prompt, classifying=classifying)
        for line in problems:
            on_bad(line)
        for item in found:
            if imported is not None:
                imported[item.transcript.session_id] = item.transcript
            yield item.transcript


def _renders_all(args) -> bool:
    """Whether the requested output renders every result at once (so they must be kept)."""
    return bool(args.format) and not (args.out and (args.format == "json" or Path(args.out).suffix == ".jsonl"))


def _stdout_busy(args) -> bool:
    return bool(args.format) and not args.out


def _write_outputs(args, results, library, transcripts=None) -> None:
    from ..scoring.reports.formats import render

    if not args.format:
        return
    if args.out and (args.format == "json" or Path(args.out).suffix == ".jsonl"):
        return  # --out already holds every result as JSON lines
    try:
        text = render(results, args.format, library, transcripts)
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


class _History:
    """Records each result as it completes; history is a convenience, so the first failure is noted and the rest skipped."""

    def __init__(self, args):
        self.on = not args.no_history
        self._record = None

    def record(self, result) -> None:
        if not self.on:
            return
        if self._record is None:
            from ..history import record_result

            self._record = record_result
        try:
            self._record(result)
        except Exception as exc:  # noqa: BLE001 - history is a convenience; scoring already succeeded
            print(f"interviewer: note: not recorded in history: {exc}", file=sys.stderr)
            self.on = False
