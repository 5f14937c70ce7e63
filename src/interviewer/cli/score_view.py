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


def score_table(results: list[ScoreResult], width: int):
    """The scores as a rich Table: one column per dimension when that fits ``width``, else one row each.

    Dimension ids are long; squeezed into 80 columns, a column per dimension shrinks its header to
    "s…", so a narrow terminal gets the same numbers as rows, each name whole.
    """
    from rich.console import Console
    from rich.measure import Measurement
    from rich.table import Table

    dims: list[str] = []
    for r in results:
        dims += [d.dimension for d in r.dimensions if d.dimension not in dims]
    offline = any(d.method == "offline-estimate" for r in results for d in r.dimensions)
    title = "Scores" + (" (~ = offline estimate)" if offline else "")
    wide = Table(title=title, show_lines=False)
    wide.add_column("session")
    for dim in dims:
        wide.add_column(dim, justify="center")
    wide.add_column("weighted", justify="right")
    wide.add_column("recommendation")
    for r in results:
        by = {d.dimension: d for d in r.dimensions}
        cells = [_score_cell(by[d]) if d in by else "" for d in dims]
        weighted = "" if r.rollup.weighted_score is None else f"{r.rollup.weighted_score:.2f}"
        wide.add_row(r.session_id, *cells, weighted, r.rollup.recommendation)
    unbounded = Console(width=10_000)  # measure the natural width, not one already clamped to ``width``
    if Measurement.get(unbounded, unbounded.options, wide).maximum <= width:
        return wide
    tall = Table(title=title, show_lines=False)
    tall.add_column("session", overflow="fold")
    tall.add_column("dimension", overflow="fold")
    tall.add_column("score", justify="right", no_wrap=True)
    for r in results:
        if tall.rows:
            tall.add_section()
        names = [r.session_id] + [""] * (len(r.dimensions) + 1)
        weighted = "" if r.rollup.weighted_score is None else f"{r.rollup.weighted_score:.2f}"
        rows = [(d.dimension, _score_cell(d)) for d in r.dimensions]
        rows += [("weighted", weighted), ("recommendation", r.rollup.recommendation)]
        for name, (dim, cell) in zip(names, rows):
            tall.add_row(name, dim, cell)
    return tall


def summary_table(results: list[ScoreResult], report, console) -> None:
    """Per transcript: each dimension's score, the recommendation; then the totals."""
    console.print(score_table(results, console.width))
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
