"""Entry point: `interviewer COMMAND …`. Each command lives in its own module under interviewer.cli."""

from __future__ import annotations

import argparse
import os
import sys

from .. import __version__
from . import assess, calc, chat, doctor, drill, importing, models, progress, report, resume, score, show, simulate, task, \
    validate
from . import list as list_command
from .common import EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_USAGE, CheckFailed, UsageError

COMMANDS = [chat, drill, resume, simulate, importing, score, report, validate, list_command, show, progress, models, doctor,
            task, calc, assess]
"""Each command's module (``register(subparsers)``), in the order `--help` lists them. Command
modules import only argparse at the top; their work is imported when they run."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="interviewer",
        description="Mock interview loops for frontier-model training and AI infrastructure engineers, "
                    "scored against structured rubrics.",
    )
    parser.add_argument("--version", action="version", version=f"interviewer {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS:
        module.register(sub)
    _register_plugin_commands(sub)
    return parser


def _register_plugin_commands(sub) -> None:
    if os.environ.get("INTERVIEWER_PLUGINS", None) == "":
        return
    from ..plugins import plugin_commands

    for register in plugin_commands():
        register(sub)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return EXIT_USAGE
    timeout = getattr(args, "timeout", None)
    if timeout is not None and timeout <= 0:
        print("interviewer: --timeout must be a positive number of seconds", file=sys.stderr)
        return EXIT_USAGE
    previous = os.environ.get("INTERVIEWER_TIMEOUT")
    if timeout is not None:
        # Read by llm.registry.get_model wherever a model is built (Ray workers inherit it);
        # restored afterwards because tests and embedders call main() in-process.
        os.environ["INTERVIEWER_TIMEOUT"] = str(timeout)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return _interrupted()
    except Exception as exc:  # noqa: BLE001 - every failure becomes one line
        if _while_interrupted(exc):
            return _interrupted()  # a pipe or process torn down as Ctrl-C unwound the command: still the Ctrl-C
        if isinstance(exc, BrokenPipeError) and _stdout_gone():
            return EXIT_FAILURE  # `interviewer … | head`: the reader left; there is no one to tell
        return report_error(exc)
    finally:
        if timeout is not None:
            if previous is None:
                os.environ.pop("INTERVIEWER_TIMEOUT", None)
            else:
                os.environ["INTERVIEWER_TIMEOUT"] = previous


def _interrupted() -> int:
    print("\ninterrupted", file=sys.stderr)
    return EXIT_INTERRUPTED


def _while_interrupted(exc: BaseException) -> bool:
    """Whether ``exc`` was raised while a Ctrl-C (or SIGTERM/SIGHUP, raised as one) was unwinding."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, KeyboardInterrupt):
            return True
        exc = exc.__context__
    return False


def _stdout_gone() -> bool:
    """Whether standard output's reader has gone (a broken pipe there is the reader's choice, not a failure to report;
    one from a pipe of our own, to a sandbox or a model server, is reported like any other error)."""
    try:
        sys.stdout.flush()
    except (BrokenPipeError, ValueError):
        return True
    return False


def report_error(exc: BaseException) -> int:
    """Print one line for a failure and return its exit code. INTERVIEWER_DEBUG=1 shows the traceback."""
    from ..content.yamlio import ContentError
    from ..llm.errors import ConfigError, ModelError
    from ..redact import redact
    from ..transcript.store import TranscriptError

    if os.environ.get("INTERVIEWER_DEBUG"):
        import traceback

        traceback.print_exception(exc)
    if isinstance(exc, (UsageError, ContentError, TranscriptError, ConfigError)):
        code, text = EXIT_USAGE, str(exc) if not isinstance(exc, ConfigError) else exc.one_line()
    elif isinstance(exc, ModelError):
        code, text = EXIT_FAILURE, exc.one_line()
    elif isinstance(exc, CheckFailed):
        code, text = EXIT_FAILURE, str(exc)
    else:
        code = EXIT_FAILURE
        text = f"internal error: {type(exc).__name__}: {exc} (run with INTERVIEWER_DEBUG=1 for the traceback)"
    print(f"interviewer: {redact(text.splitlines()[0] if text else type(exc).__name__)}", file=sys.stderr)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
