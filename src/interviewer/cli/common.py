"""What every command shares: the error type for bad usage, the console, common options."""

from __future__ import annotations

import argparse


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit code 2."""


class CheckFailed(Exception):
    """A check ran and failed (e.g. `task check`): printed as one line, exit code 1."""


EXIT_OK, EXIT_FAILURE, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


def console(stderr: bool = False):
    """A rich Console; imported lazily so `--help` stays fast."""
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=False)


def add_model_options(p: argparse.ArgumentParser, *, judge: bool = False) -> None:
    p.add_argument("--model", metavar="M", help="provider:model, or 'offline' (default: $INTERVIEWER_MODEL, "
                   "else a configured key's provider, else offline)")
    if judge:
        p.add_argument("--judge-model", metavar="M", help="model for assessment and scoring (default: --model)")
    p.add_argument("--base-url", metavar="URL", help="OpenAI-compatible server for openai: models")
    p.add_argument("--timeout", type=float, metavar="SECONDS",
                   help="give up on one model attempt after this long without progress (default: "
                        "$INTERVIEWER_TIMEOUT, else the provider's 120 s); failed attempts are retried")


def add_content_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--content-dir", action="append", default=[], metavar="DIR",
                   help="extra content folder (personas/, rubrics/, …); repeatable; overrides shipped items by id")


def load_library_or_exit(args: argparse.Namespace):
    """Load content for a command; a bad file becomes a UsageError-style one-liner upstream."""
    from ..content import load_library

    return load_library(getattr(args, "content_dir", None) or [])


def check_model_ready(name: str | None, *, base_url: str | None = None, flag: str = "--model") -> None:
    """Refuse, before anything is written, a model whose provider cannot work here (no key, no SDK, not pulled).

    Unknown names raise the registry's ConfigError (exit 2). Checked from the environment only:
    no SDK is imported and nothing touches the network.
    """
    from ..llm.registry import OFFLINE, split_name
    from ..llm.status import provider_statuses

    if not name or name == OFFLINE:
        return
    provider, _ = split_name(name)
    if provider == "openai" and base_url:
        return  # any OpenAI-compatible server; such servers often need no key
    status = next((s for s in provider_statuses() if s.name == provider), None)
    if status is not None and not status.usable:
        also = ", or pass --base-url for an OpenAI-compatible server" if provider == "openai" else ""
        raise UsageError(f"{flag} {name}: {status.note}{also}; nothing was started")
