"""What `interviewer score` shows: a live progress bar and the summary table. Rendering only."""

from __future__ import annotations

from ..llm.messages import Usage
from ..scoring.judge import Progress
from ..scoring.result import ScoreResult


class BarProgress(Progress):
    """A rich progress bar over transcripts, with dimensions, tokens, cost and ETA."""

    def __init__(self, console, transcripts: int, dimensions: int):
        from rich.progress import BarColumn, MofNCompleteColumn, Progress as RichProgress, TextColumn, \
            TimeElapsedColumn, TimeRemainingColumn

        self.dimensions_total = dimensions
        self.dimensions_done = 0
        self.usage_total = Usage()
        self._bar = RichProgress(
            TextColumn("[bold]scoring"), BarColumn(), MofNCompleteColumn(), TextColumn("transcripts"),
            TextColumn("{task.fields[dims]}"), TextColumn("{task.fields[tokens]}"), TextColumn("{task.fields[cost]}"),
            TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
            console=console, transient=False, disable=not console.is_terminal)
        self._task = self._bar.add_task("score", total=transcripts, dims="", tokens="", cost="")
        self._refresh()

    def _refresh(self) -> None:
        u = self.usage_total
        cost = f"${u.cost_usd:.4f}" if u.cost_usd is not None else "$?"
        self._bar.update(self._task, dims=f"{self.dimensions_done}/{self.dimensions_total} dims",
                         tokens=f"{u.input_tokens + u.output_tokens:,} tok ({u.cached_tokens:,} cached)", cost=cost)

    def usage(self, usage: Usage) -> None:
        self.usage_total = self.usage_total + usage
        self._refresh()

    def dimension_done(self, score, cached: bool) -> None:
        self.dimensions_done += 1
        self._refresh()

    def transcript_done(self, result: ScoreResult) -> None:
        self._bar.advance(self._task)

    def __enter__(self) -> "BarProgress":
        self._bar.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._bar.stop()


def _score_cell(d) -> str:
    if d.status == "scored":
        text = f"{d.score}"
        if d.method == "offline-estimate":
            text += "~"
        if d.flagged:
            text += "!"
        return text
    return "n/a" if d.status == "not_assessed" else "—"


def summary_table(results: list[ScoreResult], report, console) -> None:
    """Per transcript: each dimension's score, the recommendation; then the totals."""
    from rich.table import Table

    dims: list[str] = []
    for r in results:
        dims += [d.dimension for d in r.dimensions if d.dimension not in dims]
    offline = any(d.method == "offline-estimate" for r in results for d in r.dimensions)
    table = Table(title="Scores" + (" (~ = offline estimate)" if offline else ""), show_lines=False)
    table.add_column("session")
    for dim in dims:
        table.add_column(dim, justify="center")
    table.add_column("weighted", justify="right")
    table.add_column("recommendation")
    for r in results:
        by = {d.dimension: d for d in r.dimensions}
        cells = [_score_cell(by[d]) if d in by else "" for d in dims]
        weighted = "" if r.rollup.weighted_score is None else f"{r.rollup.weighted_score:.2f}"
        table.add_row(r.session_id, *cells, weighted, r.rollup.recommendation)
    console.print(table)
    for r in results:
        for w in r.withheld:
            # Candidate-controlled ids and a bracketed line: printed as plain text, never as markup.
            console.print(f"{r.session_id}: {w.line}; prompt-injection caps every dimension", markup=False,
                          highlight=False)
    u = report.usage
    share = f" ({u.cached_tokens / u.input_tokens:.0%} cached)" if u.input_tokens else ""
    cost = f", ${u.cost_usd:.4f}" if u.cost_usd else ""
    console.print(f"{len(results)} transcripts, {report.dimensions_fresh} dimensions scored now, "
                  f"{report.dimensions_cached} from cache; {u.requests} requests, {u.input_tokens:,} prompt tokens"
                  f"{share}, {u.output_tokens:,} output tokens{cost}; peak concurrency {report.peak_concurrency}; "
                  f"{report.elapsed_s:.1f}s")
    unscored = [(r.session_id, d) for r in results for d in r.dimensions if d.status == "unscored"]
    for session, d in unscored[:20]:
        console.print(f"unscored: {session} {d.dimension}: {d.reason}")
    if len(unscored) > 20:
        console.print(f"… and {len(unscored) - 20} more unscored dimensions")
