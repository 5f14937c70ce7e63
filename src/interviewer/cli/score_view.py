"""What `interviewer score` shows: a live progress bar and the summary table. Rendering only."""

from __future__ import annotations

from ..llm.messages import Usage
from ..scoring.batch.pipeline import Progress
from ..results import ScoreResult


class BarProgress(Progress):
    """A rich progress bar over transcripts, with dimensions, tokens, cost and ETA."""

    def __init__(self, console, transcripts: int, dimensions: int | None = None):
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
        total = f"/{self.dimensions_total}" if self.dimensions_total is not None else ""
        self._bar.update(self._task, dims=f"{self.dimensions_done}{total} dims",
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
            # An estimate shows its range: "2-3~" on few answers, "3~" when the answers agree.
            est = d.estimate
            text = (f"{est.low}-{est.high}" if est is not None and est.low != est.high else text) + "~"
        if d.flagged:
            text += "!"
        return text
    return "n/a" if d.status == "not_assessed" else "—"


class Summary:
    """What the summary table needs, gathered as results stream past: bounded, whatever the batch size."""

    MAX_ROWS = 50
    """Rows shown; a bigger batch's rows are in --out (or the history), not on the screen."""
    MAX_UNSCORED = 20

    def __init__(self) -> None:
        self.count = 0
        self.dims: list[str] = []
        self.rows: list[tuple[str, dict[str, str], str, str]] = []
        self.offline = False
        self.unscored: list[tuple[str, str, str]] = []
        self.unscored_count = 0
        self.provider_failures = 0
        self.withheld: list[str] = []
        self.withheld_count = 0

    def add(self, result: ScoreResult) -> None:
        from ..scoring.batch.pipeline import PROVIDER_FAILURES

        self.count += 1
        self.offline = self.offline or any(d.method == "offline-estimate" for d in result.dimensions)
        offline = any(d.method == "offline-estimate" for d in result.dimensions) or result.model == "offline"
        if len(self.rows) < self.MAX_ROWS:
            self.dims += [d.dimension for d in result.dimensions if d.dimension not in self.dims]
            weighted = "" if offline or result.rollup.weighted_score is None else f"{result.rollup.weighted_score:.2f}"
            self.rows.append((result.session_id, {d.dimension: _score_cell(d) for d in result.dimensions}, weighted,
                              "" if offline else result.rollup.recommendation or ""))
        for w in result.withheld:
            self.withheld_count += 1
            if len(self.withheld) < self.MAX_UNSCORED:
                self.withheld.append(f"{result.session_id}: {w.line}; prompt-injection caps every dimension")
        for d in result.dimensions:
            if d.status != "unscored":
                continue
            self.unscored_count += 1
            self.provider_failures += d.reason.startswith(PROVIDER_FAILURES)
            if len(self.unscored) < self.MAX_UNSCORED:
                self.unscored.append((result.session_id, d.dimension, d.reason))


def score_table(results: list[ScoreResult] | Summary, width: int):
    """The scores as a rich Table: one column per dimension when that fits ``width``, else one row each.

    Dimension ids are long; squeezed into 80 columns, a column per dimension shrinks its header to
    "s…", so a narrow terminal gets the same numbers as rows, each name whole.
    """
    from rich.console import Console
    from rich.measure import Measurement
    from rich.table import Table

    summary = results if isinstance(results, Summary) else _summarise(results)
    # Offline estimates make no call: the weighted mean and recommendation columns appear only for judged results.
    judged = any(rec for *_, rec in summary.rows)
    title = "Scores" + (" (~ = offline estimate: a level range, no recommendation)" if summary.offline else "")
    wide = Table(title=title, show_lines=False)
    wide.add_column("session")
    for dim in summary.dims:
        wide.add_column(dim, justify="center")
    if judged:
        wide.add_column("weighted", justify="right")
        wide.add_column("recommendation")
    for session, cells, weighted, recommendation in summary.rows:
        tail = [weighted, recommendation] if judged else []
        wide.add_row(session, *[cells.get(d, "") for d in summary.dims], *tail)
    unbounded = Console(width=10_000)  # measure the natural width, not one already clamped to ``width``
    if Measurement.get(unbounded, unbounded.options, wide).maximum <= width:
        return wide
    tall = Table(title=title, show_lines=False)
    tall.add_column("session", overflow="fold")
    tall.add_column("dimension", overflow="fold")
    tall.add_column("score", justify="right", no_wrap=True)
    for session, cells, weighted, recommendation in summary.rows:
        if tall.rows:
            tall.add_section()
        rows = [(dim, cell) for dim, cell in cells.items()] + ([("weighted", weighted),
                                                               ("recommendation", recommendation)] if judged else [])
        for i, (dim, cell) in enumerate(rows):
            tall.add_row(session if i == 0 else "", dim, cell)
    return tall


def _summarise(results: list[ScoreResult]) -> Summary:
    summary = Summary()
    for result in results:
        summary.add(result)
    return summary


def summary_table(summary: Summary, report, console) -> None:
    """Per transcript: each dimension's score, the recommendation; then the totals."""
    console.print(score_table(summary, console.width))
    if summary.count > len(summary.rows):
        console.print(f"… and {summary.count - len(summary.rows)} more transcripts; --out FILE keeps every result")
    for line in summary.withheld:
        # Candidate-controlled ids and a bracketed line: printed as plain text, never as markup.
        console.print(line, markup=False, highlight=False)
    if summary.withheld_count > len(summary.withheld):
        console.print(f"… and {summary.withheld_count - len(summary.withheld)} more withheld turns")
    u = report.usage
    share = f" ({u.cached_tokens / u.input_tokens:.0%} cached)" if u.input_tokens else ""
    cost = f", ${u.cost_usd:.4f}" if u.cost_usd else ""
    console.print(f"{summary.count} transcripts, {report.dimensions_fresh} dimensions scored now, "
                  f"{report.dimensions_cached} from cache; {u.requests} requests, {u.input_tokens:,} prompt tokens"
                  f"{share}, {u.output_tokens:,} output tokens{cost}; peak concurrency {report.peak_concurrency}; "
                  f"{report.elapsed_s:.1f}s")
    for session, dim, reason in summary.unscored:
        console.print(f"unscored: {session} {dim}: {reason}")
    if summary.unscored_count > len(summary.unscored):
        console.print(f"… and {summary.unscored_count - len(summary.unscored)} more unscored dimensions")
