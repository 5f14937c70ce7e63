"""Running a session in the terminal: pick the answer source, render, and turn the outcome into an exit code.

No interview logic lives here; the engine decides everything. This module only wires an
engine to a console and says how to continue when a session stops early.
"""

from __future__ import annotations

import asyncio
import shlex
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.console import Console

from ..interview.engine import Engine, utc_clock
from ..interview.launch import SessionOptions, build_engine, find_transcript, reopen, start
from ..interview.steps import MaxTurnsExceeded, Outcome
from ..llm.errors import ModelError
from ..llm.registry import OFFLINE
from ..redact import redact
from .render import ChatRenderer

EXIT_OK, EXIT_FAILURE, EXIT_INTERRUPTED = 0, 1, 130


def resume_command(path: Path) -> str:
    return f"interviewer resume {shlex.quote(str(path))}"


async def _drive(engine: Engine, *, resumed: bool) -> Outcome:
    try:
        return await engine.run(resumed=resumed)
    finally:
        for model in {id(m): m for m in (engine.phraser.model, getattr(engine.assessor, "model", None)) if m}.values():
            await model.aclose()


def run_session(engine: Engine, console: Console, *, resumed: bool = False,
                err: Console | None = None) -> int:
    """Run the engine to an outcome; print how to continue when it stops early. Returns the exit code."""
    err = err or Console(stderr=True, highlight=False)
    path = engine.writer.path
    try:
        outcome = asyncio.run(_drive(engine, resumed=resumed))
    except KeyboardInterrupt:
        err.print(f"\nInterrupted. The transcript is saved: {path}", soft_wrap=True, markup=False)
        err.print(f"Continue with: {resume_command(path)}", soft_wrap=True, markup=False)
        return EXIT_INTERRUPTED
    except ModelError as exc:
        err.print(f"interviewer: {redact(exc.one_line())}", soft_wrap=True, markup=False)
        err.print(f"Your answers so far are saved. Retry the turn with: {resume_command(path)}", soft_wrap=True,
                  markup=False)
        return EXIT_FAILURE
    except MaxTurnsExceeded as exc:
        err.print(f"interviewer: {exc}", soft_wrap=True, markup=False)
        return EXIT_FAILURE
    finally:
        engine.writer.close()
    if outcome.status == "finished":
        console.print(f"Transcript: {path}", soft_wrap=True, markup=False)
        console.print(f"Score it with: interviewer score {shlex.quote(str(path))}", soft_wrap=True, markup=False)
        return EXIT_OK
    why = {"answers-exhausted": "The answers ran out", "quit": "You quit"}.get(outcome.reason, outcome.reason)
    console.print(f"{why}; the session is saved: {path}", soft_wrap=True, markup=False)
    console.print(f"Continue with: {resume_command(path)}", soft_wrap=True, markup=False)
    return EXIT_OK


def start_chat(options: SessionOptions, answers_factory: Callable[[Console], Any], console: Console, *,
               library=None, clock: Callable[[], datetime] = utc_clock, session_id: str | None = None,
               model: Any = None, judge: Any = None, speaker: Any = None, tools: Any = None,
               announce_offline: bool = False) -> int:
    """``interviewer chat``: a new session from options."""
    session, writer = start(options, library=library, clock=clock, session_id=session_id)
    if announce_offline and options.model == OFFLINE and model is None:
        console.print("[dim]No model configured: running offline (authored questions, lexical assessment). "
                      "Pick one with --model.[/dim]")
    if options.mode == "practice":
        console.print("[dim]Practice mode: after each stage you get what was good, what to add and what to read. "
                      "Use --interview for a silent interview.[/dim]")
    renderer = ChatRenderer(console, speaker=speaker)
    engine = build_engine(session, writer, answers_factory(console), model_name=options.model,
                          judge_model_name=options.judge_model, base_url=options.base_url, sink=renderer,
                          clock=clock, coach=options.teaches, model=model, judge=judge, tools=tools)
    return run_session(engine, console)


def resume_chat(ref: str, answers_factory: Callable[[Console], Any], console: Console, *,
                model_name: str | None = None, base_url: str | None = None, library=None,
                clock: Callable[[], datetime] = utc_clock, model: Any = None, judge: Any = None,
                tools: Any = None, speaker: Any = None) -> int:
    """``interviewer resume``: the same session, continued from its transcript."""
    path = find_transcript(ref)
    session, writer, transcript = reopen(path, library=library)
    if session.finished:
        writer.close()
        console.print(f"That session already finished: {path}")
        return EXIT_OK
    header = transcript.header
    name = model_name or header.models.get("interviewer", OFFLINE)
    judge_name = header.models.get("assessor") if not model_name else model_name
    engine = build_engine(session, writer, answers_factory(console), model_name=name, judge_model_name=judge_name,
                          base_url=base_url or header.options.base_url,
                          sink=ChatRenderer(console, speaker=speaker),
                          clock=clock, coach=header.options.teaches, model=model, judge=judge, tools=tools)
    return run_session(engine, console, resumed=True)


def stdout_console(**kwargs) -> Console:
    return Console(highlight=False, file=kwargs.pop("file", sys.stdout), **kwargs)
