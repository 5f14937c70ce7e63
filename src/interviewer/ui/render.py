"""Rendering engine display events in the terminal with rich."""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.live import Live
from rich.markup import escape
from rich.markdown import Markdown
from rich.panel import Panel
from rich.rule import Rule
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from ..interview.display import (
    Answered, ArtifactShown, CodeVerdict, Debrief, Notice, Speech, SpeechDelta, SpeechStart, StageEnded, StageStarted,
    TestsOutput,
)
from .fences import Segment, split_fences, summarise_fences

_LEXERS = {"text": "text", "log": "text", "yaml": "yaml", "json": "json", "python": "python", "bash": "bash",
           "ini": "ini", "console": "console"}


def spoken_part(text: str) -> str:
    """The words of a line worth saying aloud: everything before the first fenced block (logs, code, configs)."""
    return text.split("```", 1)[0].strip()


def clock(seconds: float) -> str:
    s = max(0, int(seconds))
    return f"{s // 60:02d}:{s % 60:02d}"


class ChatRenderer:
    """A sink for the engine: prints each event as it arrives; streams replies as live Markdown."""

    def __init__(self, console: Console, *, speaker: Any = None):
        self.console = console
        self.speaker = speaker
        """Optional Speaker (interview.answers): the interviewer's words are also spoken (voice mode)."""
        self._live: Live | None = None
        self._buffer: list[str] = []
        self._persona = ""
        self._acked = False
        """An acknowledgement was just printed: the interviewer's next line continues under the same heading."""
        self._resumed = False
        """A resumed stage just started: the question it shows again is summarised, not reprinted."""

    async def __call__(self, event: Any) -> None:
        if self._acked and not isinstance(event, (Speech, SpeechStart, SpeechDelta)):
            self.console.print()  # an acknowledgement with nothing after it (the stage ended) closes its block
            self._acked = False
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler:
            handler(event)
        if isinstance(event, Speech) and self.speaker is not None and event.act != "reveal":
            # A repeated question (/repeat, or the open question again after resume) is spoken too: a candidate
            # listening has no other way to hear it. Artifacts shown with it are for reading, not for speech.
            await self.speaker.say(spoken_part(event.lead or event.text))

    def _on_StageStarted(self, ev: StageStarted) -> None:
        self._persona = ev.persona_name
        self._resumed = ev.resumed
        title = f"Stage {ev.index + 1}/{ev.count}: {ev.stage_title}" + ("  (resumed)" if ev.resumed else "")
        body = Text.assemble((f"{ev.persona_name}", "bold"), f" — {ev.persona_role}\n",
                             (f"Time budget {int(ev.minutes)} min · answer, then a line with only '.' to send · "
                              "/hint /repeat /skip /time /code /quit", "dim"))
        self.console.print(Panel(body, title=escape(f"{ev.loop_title} · {title}" if ev.loop_title else title),
                                 title_align="left"))

    def _on_SpeechStart(self, ev: SpeechStart) -> None:
        self._buffer = []
        if not self._acked:
            self.console.print(Rule(escape(self._persona), align="left", style="cyan"))
        self._acked = False
        if self.console.is_terminal:
            self._live = Live(Markdown(""), console=self.console, refresh_per_second=12, transient=False)
            self._live.start()

    def _on_SpeechDelta(self, ev: SpeechDelta) -> None:
        self._buffer.append(ev.text)
        if self._live is not None:
            self._live.update(Markdown("".join(self._buffer)))

    def _on_Speech(self, ev: Speech) -> None:
        resumed, self._resumed = self._resumed, False
        acked, self._acked = self._acked, False
        if ev.streamed:
            if self._live is not None:
                self._live.update(Markdown(ev.text))
                self._live.stop()
                self._live = None
            else:
                self.console.print(Markdown(ev.text))
            self.console.print()
            return
        if self._live is not None:  # a stream that was abandoned for the authored text
            self._live.stop()
            self._live = None
        label = f"{ev.persona_name or self._persona} · {clock(ev.elapsed_s)} / {clock(ev.budget_s)}"
        if ev.act == "hint":
            self.console.print(Panel(Markdown(ev.text), title="Hint (recorded)", title_align="left",
                                     border_style="yellow"))
            return
        if ev.act == "no-hint":
            self.console.print(Panel(Markdown(ev.text), title="No hint left (not counted)", title_align="left",
                                     border_style="yellow"))
            return
        if ev.act == "coach":
            self.console.print(Panel(Markdown(ev.text), title="Coaching", title_align="left", border_style="green"))
            return
        if ev.act == "ack":
            if not acked:
                self.console.print(Rule(escape(label), align="left", style="cyan"))
            self.console.print(Text(ev.text))
            self._acked = True
            return
        if not (ev.act == "reveal" and ev.artifacts) and not acked:
            self.console.print(Rule(escape(label + ("  (repeat)" if ev.act == "repeat" else "")), align="left",
                                    style="cyan"))
        if ev.artifacts:
            self.console.print(Markdown(ev.lead))
            for art in ev.artifacts:
                self._artifact(art)
        else:
            # On resume the last question comes back once; a long log in it is cut to an excerpt.
            self.console.print(Markdown(summarise_fences(ev.text) if resumed and ev.act == "repeat" else ev.text))
        self.console.print()

    def _artifact(self, art: ArtifactShown) -> None:
        lexer = _LEXERS.get(art.language, art.language or "text")
        syntax = Syntax(art.content.rstrip("\n"), lexer, theme="ansi_dark", word_wrap=True, background_color="default")
        self.console.print(Panel(syntax, title=escape(f"{art.title}  [{art.kind}]"), title_align="left", border_style="blue"))

    def _on_Answered(self, ev: Answered) -> None:
        if ev.source == "keyboard":
            return
        self.console.print(Rule(f"Candidate ({ev.source})", align="left", style="green"))
        if ev.act == "code":
            # Prose around the code wraps as text; the code itself wraps too, so nothing is cut at the edge.
            fenced = split_fences(ev.text) if "```" in ev.text else [Segment(ev.text, code=True, language="python")]
            for part in fenced:
                if part.code:
                    self.console.print(Syntax(part.text.rstrip("\n"), part.language or "python", theme="ansi_dark",
                                              word_wrap=True, background_color="default"))
                elif part.text.strip():
                    self.console.print(Text(part.text.strip("\n")))
        else:
            self.console.print(Text(ev.text))
        self.console.print()

    def _on_ArtifactShown(self, ev: ArtifactShown) -> None:
        self._artifact(ev)

    def _on_CodeVerdict(self, ev: CodeVerdict) -> None:
        style = "green" if ev.passed else "red"
        self.console.print(Panel(Text(ev.summary), title="Checker: " + ("PASS" if ev.passed else "FAIL"),
                                 title_align="left", border_style=style))

    def _on_TestsOutput(self, ev: TestsOutput) -> None:
        body = ev.summary + ("\n\n" + ev.output.rstrip() if ev.output.strip() else "")
        self.console.print(Panel(Text(body), title=f"Your tests (not graded): {ev.status}", title_align="left",
                                 border_style="blue"))

    def _on_Notice(self, ev: Notice) -> None:
        self.console.print(Text(ev.text, style="yellow" if ev.level != "info" else "dim"))

    def _on_StageEnded(self, ev: StageEnded) -> None:
        self.console.print(Rule(escape(f"end of stage {ev.stage_id} ({ev.reason})"), style="dim"))
        self.console.print()

    def _on_Debrief(self, ev: Debrief) -> None:
        if any(row.feedback is not None for row in ev.rows):
            self._practice_debrief(ev)
            return
        title = "Debrief: what was probed, what was shown"
        rows = [(row.stage_title, row.topic, "\n".join(row.probed) or "—", "\n".join(row.shown) or "—",
                 str(row.hints), row.end_reason) for row in ev.rows]
        columns = ("Stage", "Topic", "Probed", "Shown", "Hints", "Ended")
        longest = [max([len(col)] + [len(word) for cells in rows for word in cells[i].split()])
                   for i, col in enumerate(columns)]
        if sum(longest[1:]) + 10 + 3 * len(columns) + 1 > self.console.width:
            # Too narrow for whole ids side by side: one short paragraph per topic, wrapping between ids.
            self.console.print(Text(title, style="bold"))
            for row in ev.rows:
                self.console.print(Text.assemble((f"{row.stage_title} · {row.topic}", "bold"),
                                                 f"  ({row.end_reason}; hints: {row.hints})"))
                self.console.print(Text(f"  probed: {', '.join(row.probed) or '—'}"))
                self.console.print(Text(f"  shown:  {', '.join(row.shown) or '—'}"))
            return
        table = Table(title=title, show_lines=False, expand=False)
        for i, col in enumerate(columns):
            # Ids stay whole, one a line; the stage title, plain words, wraps instead.
            table.add_column(col, overflow="fold", min_width=longest[i] if i else None)
        for cells in rows:
            table.add_row(*cells)
        self.console.print(Group(table))

    def _practice_debrief(self, ev: Debrief) -> None:
        # Prose, wrapped between words at any width: no columns to squeeze labels into.
        from ..interview.feedback import StageFeedback
        from ..interview.feedback_text import debrief_paragraphs

        stages: list[StageFeedback] = []
        for row in ev.rows:
            if row.feedback is None:
                continue
            if not stages or stages[-1].stage_id != row.stage_id:
                stages.append(StageFeedback(stage_id=row.stage_id, title=row.stage_title))
            stages[-1].topics.append(row.feedback)
        self.console.print(Rule("Debrief: what to work on", align="left", style="green"))
        for title, paragraphs in debrief_paragraphs(stages):
            self.console.print(Text(title, style="bold"))
            for paragraph in paragraphs:
                self.console.print(Text(paragraph))
                self.console.print()
