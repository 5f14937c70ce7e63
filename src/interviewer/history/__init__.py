"""SQLite history of scored sessions, with numbered migrations."""

from .db import MIGRATIONS, HistoryError, applied_migrations, connect, migrate, migration
from .store import DimensionPoint, HistoryEntry, Recorded, list_results, load_result, record_result, result_method
from .trends import Trend, by_loop, dimension_trends, format_score, latest_scores, overall_trend, sparkline

__all__ = [
    "MIGRATIONS", "DimensionPoint", "HistoryEntry", "HistoryError", "Recorded", "Trend", "applied_migrations",
    "by_loop", "connect", "dimension_trends", "format_score", "latest_scores", "list_results", "load_result", "migrate", "migration",
    "overall_trend", "record_result", "result_method", "sparkline",
]
