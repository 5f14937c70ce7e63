"""Per-dimension trends over recorded results: the numbers and sparklines `interviewer progress` shows.

Trends are drawn per loop: the same dimension scored in two different loops (a screen and a
panel ask different questions) is two trends, never one line mixing both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from .store import HistoryEntry

SPARKS = "▁▂▃▄▅▆▇█"
GAP = "·"
"""Drawn for a session where the dimension was unscored or not assessed (never drawn as a low bar)."""
MAX_POINTS = 40
"""Sparklines show at most the latest this many sessions, so the table fits a terminal."""


@dataclass(frozen=True)
class Point:
    scored_at: datetime
    session_id: str
    value: float | None
    """Score (1–4), or None when not scored in that session."""
    status: str = "scored"
    method: str = "llm"


@dataclass
class Trend:
    """One dimension (or the overall weighted score) across sessions, oldest first."""

    key: str
    """Dimension id, or ``overall``."""
    points: list[Point] = field(default_factory=list)

    @property
    def scored(self) -> list[float]:
        return [p.value for p in self.points if p.value is not None]

    @property
    def latest(self) -> float | None:
        return self.scored[-1] if self.scored else None

    @property
    def best(self) -> float | None:
        return max(self.scored) if self.scored else None

    @property
    def delta(self) -> float | None:
        """Latest scored value minus the one scored before it."""
        values = self.scored
        return values[-1] - values[-2] if len(values) >= 2 else None

    def sparkline(self, limit: int = MAX_POINTS) -> str:
        return sparkline([p.value for p in self.points[-limit:]])


def format_score(value: float | None, signed: bool = False) -> str:
    """``2.5``, ``3``; with ``signed``: ``+1``, ``-0.5``, ``±0``; None → ``–``."""
    if value is None:
        return "–"
    if signed and abs(value) < 1e-9:
        return "±0"
    text = f"{value:+.2f}" if signed else f"{value:.2f}"
    return text.rstrip("0").rstrip(".")


def sparkline(values: list[float | None], lo: float = 1.0, hi: float = 4.0) -> str:
    """A unicode sparkline on a fixed 1–4 scale (so a steady 4 reads as high, not flat-low); None → ``·``."""
    out = []
    top = len(SPARKS) - 1
    for v in values:
        if v is None:
            out.append(GAP)
            continue
        frac = (min(max(v, lo), hi) - lo) / (hi - lo) if hi > lo else 0.0
        out.append(SPARKS[round(frac * top)])
    return "".join(out)


def dimension_trends(entries: list[HistoryEntry]) -> list[Trend]:
    """One trend per dimension, in the order dimensions first appear; sessions without it are skipped."""
    trends: dict[str, Trend] = {}
    for entry in entries:
        for dim, point in entry.dimensions.items():
            value = float(point.score) if point.score is not None and point.status == "scored" else None
            trends.setdefault(dim, Trend(dim)).points.append(
                Point(entry.scored_at, entry.session_id, value, point.status, entry.method))
    return list(trends.values())


def overall_trend(entries: list[HistoryEntry]) -> Trend:
    """The roll-up's weighted score across sessions."""
    return Trend("overall", [Point(e.scored_at, e.session_id, e.weighted_score,
                                   "scored" if e.weighted_score is not None else "not_assessed", e.method)
                             for e in entries])


NO_LOOP = "(no loop)"
"""The group of results that name no loop (imported or stage-only transcripts without one)."""


def by_loop(entries: list[HistoryEntry]) -> dict[str, list[HistoryEntry]]:
    """Entries grouped by loop id, in the order loops first appear; each group keeps the entries' order."""
    groups: dict[str, list[HistoryEntry]] = {}
    for entry in entries:
        groups.setdefault(entry.loop_id or NO_LOOP, []).append(entry)
    return groups


def latest_scores(entries: list[HistoryEntry]) -> dict[str, float]:
    """Each dimension's most recently scored value over all entries (given oldest first), whatever the loop:
    what ``interviewer drill`` ranks to find the weakest dimensions."""
    latest: dict[str, float] = {}
    for entry in entries:
        for dim, point in entry.dimensions.items():
            if point.score is not None:
                latest[dim] = float(point.score)
    return latest
