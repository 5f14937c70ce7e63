"""What the engine does with a slash command typed in place of an answer (``commands`` parses them).

/code submits code as a turn, /run runs the candidate's own tests (not graded), /hint asks for
the next rung of the hint ladder, /repeat says the open question again, /time shows the stage
clock, /skip moves to the next topic, /quit saves and stops; anything else shows the help.
Every effect is an event recorded through the engine, like an answer's.
"""

from __future__ import annotations

from typing import Protocol

from ..transcript.events import Decision, Event, Note, Turn
from .answers import Answer
from .appraise import clock_text
from .coding_talk import own_tests
from .commands import HELP, Command
from .display import Answered, Notice, Sink
from .hints import HINT_NONE
from .state import Session
from .steps import AskCandidate, NextTopic, Outcome, Say
from .tools import Tools


class CommandHost(Protocol):
    """What a command needs of the engine: its session and tools, and its ways to record and to speak."""

    session: Session
    tools: Tools
    sink: Sink

    def record(self, event: Event) -> Event: ...

    def hint(self) -> str: ...

    async def show(self, text: str, act: str, *, signal: str = "") -> None: ...

    async def speak(self, step: Say | AskCandidate) -> None: ...


async def run_command(engine: CommandHost, command: Command, answer: Answer, base: dict) -> Outcome | None:
    """Carry out ``command``; an Outcome when it ends the session (``/quit``), else None.

    ``base``: the fields every candidate turn of this answer carries (stage, topic, source, audio).
    """
    s = engine.session
    name = command.name
    if name == "code" and command.argument.strip():
        engine.record(Turn(role="candidate", text=command.argument, act="code", **base))
        await engine.sink(Answered(command.argument, answer.source, "code"))
    elif name == "run":
        event, shown = await own_tests(s, engine.tools, command.argument)
        if event is not None:
            engine.record(event)
        await engine.sink(shown)
    elif name == "hint":
        hint = engine.hint()
        if hint == HINT_NONE:
            # Nothing was given, so nothing is recorded: no hint turn to count or to show a judge.
            await engine.show(hint, "no-hint")
        else:
            await engine.speak(Say("hint", hint))
    elif name == "repeat" and s.last_question:
        await engine.show(s.last_question.text, "repeat", signal=s.last_question.signal)
    elif name == "time":
        await engine.sink(Notice(clock_text(s)))
    elif name == "skip" and s.topic:
        engine.record(Note(text="candidate skipped", command="skip", topic_id=s.topic.id))
        engine.record(Decision(step=NextTopic("skipped"), stage_id=s.stage.id, topic_id=s.topic.id, reason="skipped"))
    elif name == "quit":
        engine.record(Note(text="candidate quit", command="quit"))
        return Outcome("paused", "quit")
    else:
        prefix = "/code needs code after it. " if name == "code" else ""
        await engine.sink(Notice(prefix + HELP, level="warning" if name == "unknown" else "info"))
    return None
