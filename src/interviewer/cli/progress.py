"""`interviewer progress`: per-loop, per-dimension trends from the history database."""

from __future__ import annotations

import sys
from pathlib import Path

from .common import EXIT_FAILURE, EXIT_OK, UsageError, console

EMPTY = ("No scored sessions in your history yet: score one with `interviewer score TRANSCRIPT` "
         "and it will show up here.")
TABLE_POINTS = 24
"""Sessions shown per sparkline in the terminal table (the HTML chart shows all)."""


def register(sub) -> None:
    p = sub.add_parser("progress", help="show score trends over time")
    p.add_argument("--html", metavar="FILE", help="write a chart as self-contained HTML")
    p.add_argument("--loop", metavar="ID", help="only sessions of this loop")
    p.set_defaults(func=run)


def run(args) -> int:
    from ..history import HistoryError, list_results

    try:
        entries = list_results(loop_id=args.loop)
    except HistoryError as exc:
        print(f"interviewer: {exc}", file=sys.stderr)
        return EXIT_FAILURE
    if not entries:
        print(EMPTY if not args.loop else f"No scored sessions of loop '{args.loop}' in your history yet.")
        return EXIT_OK
    titles = _titles()
    if args.html:
        from ..history.chart import render_progress_html
        from ..util.atomic import atomic_write_text

        try:
            atomic_write_text(Path(args.html), render_progress_html(entries, titles))
        except OSError as exc:
            raise UsageError(f"{args.html}: cannot write ({exc.strerror or exc})") from None
        print(f"wrote {args.html}", file=sys.stderr)
        return EXIT_OK
    out = console()
    for table in progress_tables(entries, titles):
        out.print(table)
    return EXIT_OK


def progress_tables(entries, titles: dict[str, str] | None = None) -> list:
    """One table per loop, so a dimension two loops share is never one trend mixing both."""
    from ..history import by_loop

    groups = by_loop(entries)
    if len(groups) == 1:
        return [progress_table(entries, titles)]
    return [progress_table(group, titles, loop=loop) for loop, group in groups.items()]


def progress_table(entries, titles: dict[str, str] | None = None, *, loop: str = ""):
    """A rich Table: one row per dimension and one for the overall weighted score."""
    from rich.table import Table
    from rich.text import Text

    from ..history import dimension_trends, format_score, overall_trend

    first, last = entries[0].scored_at, entries[-1].scored_at
    plural = "s" if len(entries) != 1 else ""
    title = f"Progress over {len(entries)} scored session{plural} ({first:%Y-%m-%d} to {last:%Y-%m-%d})"
    table = Table(title=f"Loop {loop}: {title[0].lower()}{title[1:]}" if loop else title,
                  caption="Scores 1–4, oldest first; · = not scored (not a zero).\n"
                          "Δ = latest minus the previous score.", caption_justify="left")
    table.add_column("Dimension", overflow="fold")
    table.add_column("Trend", no_wrap=True)
    table.add_column("Latest", justify="right")
    table.add_column("Best", justify="right")
    table.add_column("Δ", justify="right")
    table.add_column("Scored", justify="right")
    for trend in [*dimension_trends(entries), overall_trend(entries)]:
        if trend.key == "overall" and table.rows:
            table.add_section()
        delta = trend.delta
        style = "green" if delta and delta > 0 else "red" if delta and delta < 0 else ""
        name = (titles or {}).get(trend.key, "")
        label = Text(trend.key, style="bold" if trend.key == "overall" else "")
        if name:
            label.append(f"\n{name}", style="dim")
        table.add_row(label, trend.sparkline(TABLE_POINTS), format_score(trend.latest), format_score(trend.best),
                      Text(format_score(delta, signed=True), style=style),
                      f"{len(trend.scored)}/{len(trend.points)}")
    if any(e.method == "offline-estimate" for e in entries):
        table.caption = f"{table.caption}\nIncludes offline estimates (lexical scorer, no judge model)."
    return table


def _titles() -> dict[str, str]:
    """Dimension titles from the content library, when it loads; the table falls back to ids."""
    try:
        from ..content import load_library

        return {rid: r.title for rid, r in load_library(strict=False).rubrics.items()}
    except Exception:  # noqa: BLE001 - titles are decoration; a content problem must not hide the history
        return {}
