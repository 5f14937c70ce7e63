"""`interviewer progress --html`: a self-contained page of inline SVG trend charts (no scripts, no network)."""

from __future__ import annotations

from html import escape

from .store import HistoryEntry
from .trends import Trend, by_loop, dimension_trends, format_score, overall_trend

W, H = 560, 186
LEFT, RIGHT, TOP, BOTTOM = 44, 16, 14, 46
GAP_Y = H - BOTTOM + 16
"""Unscored sessions are marked on their own row below the plot, so a cross never reads as a low score."""
LEVELS = (1, 2, 3, 4)

_CSS = """
:root { color-scheme: light; --ink:#1d2330; --muted:#667085; --line:#e4e7ec; --accent:#3056d3; --gap:#c2410c; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
       background: #f6f7f9; }
main { max-width: 1180px; margin: 0 auto; padding: 28px 24px 48px; }
h1 { font-size: 24px; margin: 0 0 4px; }
.sub { color: var(--muted); margin: 0 0 20px; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 16px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; }
.card h2 { font-size: 16px; margin: 0 0 2px; }
.stats { color: var(--muted); font-size: 13px; margin-bottom: 6px; }
.stats b { color: var(--ink); }
svg { display: block; width: 100%; height: auto; }
svg text { font: 11px system-ui, sans-serif; fill: var(--muted); }
.grid-line { stroke: var(--line); stroke-width: 1; }
.series { fill: none; stroke: var(--accent); stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
.dot { fill: #fff; stroke: var(--accent); stroke-width: 2.5; }
.dot.offline { stroke-dasharray: 2 2; }
.gap { stroke: var(--gap); stroke-width: 2; }
svg text.gap-label { fill: var(--gap); }
.loop { font-size: 19px; margin: 26px 0 10px; }
.legend { color: var(--muted); font-size: 13px; margin-top: 18px; }
"""


def _svg(trend: Trend) -> str:
    pts = trend.points
    n = len(pts)
    plot_w, plot_h = W - LEFT - RIGHT, H - TOP - BOTTOM

    def x(i: int) -> float:
        return LEFT + (plot_w / 2 if n == 1 else plot_w * i / (n - 1))

    def y(v: float) -> float:
        return TOP + plot_h * (4 - v) / 3

    parts = [f'<svg viewBox="0 0 {W} {H}" role="img" aria-label="{escape(trend.key)} trend">']
    if any(p.value is None for p in pts):
        parts.append(f'<text x="{LEFT - 10}" y="{GAP_Y + 4}" text-anchor="end" class="gap-label">n/a</text>')
    for level in LEVELS:
        parts.append(f'<line class="grid-line" x1="{LEFT}" x2="{W - RIGHT}" y1="{y(level):.1f}" y2="{y(level):.1f}"/>'
                     f'<text x="{LEFT - 10}" y="{y(level) + 4:.1f}" text-anchor="end">{level}</text>')
    # The line breaks at an unscored session instead of dropping to zero.
    run: list[str] = []
    for i, p in enumerate(pts + [None]):  # type: ignore[list-item]
        if p is not None and p.value is not None:
            run.append(f"{x(i):.1f},{y(p.value):.1f}")
            continue
        if len(run) > 1:
            parts.append(f'<polyline class="series" points="{" ".join(run)}"/>')
        run = []
    for i, p in enumerate(pts):
        label = f"{p.scored_at:%Y-%m-%d} · {p.session_id} · "
        if p.value is None:
            parts.append(f'<g><title>{escape(label)}{escape(p.status.replace("_", " "))}</title>'
                         f'<line class="gap" x1="{x(i) - 4:.1f}" x2="{x(i) + 4:.1f}" y1="{GAP_Y - 4}" '
                         f'y2="{GAP_Y + 4}"/><line class="gap" x1="{x(i) - 4:.1f}" x2="{x(i) + 4:.1f}" '
                         f'y1="{GAP_Y + 4}" y2="{GAP_Y - 4}"/></g>')
        else:
            cls = "dot offline" if p.method == "offline-estimate" else "dot"
            parts.append(f'<circle class="{cls}" cx="{x(i):.1f}" cy="{y(p.value):.1f}" r="4.5">'
                         f'<title>{escape(label)}{format_score(p.value)}</title></circle>')
    step = max(1, (n + 5) // 6)
    for i, p in enumerate(pts):
        if i % step == 0 or i == n - 1:
            anchor = "end" if i == n - 1 and n > 1 else "start" if i == 0 and n > 1 else "middle"
            parts.append(f'<text x="{x(i):.1f}" y="{H - 8}" text-anchor="{anchor}">{p.scored_at:%b %d}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _card(title: str, trend: Trend) -> str:
    stats = (f"latest <b>{format_score(trend.latest)}</b> · best <b>{format_score(trend.best)}</b> · "
             f"change <b>{format_score(trend.delta, signed=True)}</b> · "
             f"{len(trend.scored)} of {len(trend.points)} scored")
    return f'<section class="card"><h2>{escape(title)}</h2><div class="stats">{stats}</div>{_svg(trend)}</section>'


def render_progress_html(entries: list[HistoryEntry], titles: dict[str, str] | None = None) -> str:
    """The progress page: per loop, the overall weighted score, then one chart per dimension."""
    titles = titles or {}
    first, last = (entries[0].scored_at, entries[-1].scored_at) if entries else (None, None)
    span = f"{len(entries)} scored session{'s' if len(entries) != 1 else ''}"
    if first and last:
        span += f", {first:%Y-%m-%d} to {last:%Y-%m-%d}"
    groups = by_loop(entries)
    sections = []
    for loop, group in groups.items():
        # One grid per loop: a dimension two loops share is two charts, never one line mixing both.
        cards = [_card("Overall (weighted score)", overall_trend(group))]
        for trend in dimension_trends(group):
            name = titles.get(trend.key)
            cards.append(_card(f"{name} ({trend.key})" if name else trend.key, trend))
        heading = (f'<h2 class="loop">Loop {escape(loop)} · {len(group)} session{"s" if len(group) != 1 else ""}'
                   "</h2>" if len(groups) > 1 else "")
        sections.append(f"{heading}<div class=\"grid\">{''.join(cards)}</div>")
    offline = any(e.method == "offline-estimate" for e in entries)
    legend = ("Scores are on the rubric's 1–4 scale. A cross in the n/a row marks a session where the "
              "dimension was unscored or not assessed; it is not a zero.")
    if offline:
        legend += " Dashed points are offline estimates (lexical scorer, no judge model)."
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>Interview progress</title><style>{_CSS}</style></head><body><main>"
            f"<h1>Interview progress</h1><p class=\"sub\">{escape(span)}</p>"
            f"{''.join(sections)}<p class=\"legend\">{escape(legend)}</p>"
            "</main></body></html>\n")
