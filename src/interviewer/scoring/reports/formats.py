"""Score results as JSON and CSV, or as the Markdown and HTML scorecards (``markdown``, ``html``)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ...results import ScoreResult

if TYPE_CHECKING:
    from ...transcript.store import Transcript

CSV_COLUMNS = ["session_id", "transcript_path", "model", "method", "dimension", "status", "score", "level_label",
               "agreement", "flagged", "evidence_count", "reason", "weighted_score", "recommendation", "level_band", "estimate"]


def to_json(results: list[ScoreResult]) -> str:
    """One result as an object, several as an array."""
    data = [r.model_dump(mode="json") for r in results]
    return json.dumps(data[0] if len(data) == 1 else data, indent=2, ensure_ascii=False) + "\n"


def to_csv(results: list[ScoreResult]) -> str:
    """One row per (transcript, dimension), with the roll-up repeated on each row."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for r in results:
        for d in r.dimensions:
            writer.writerow({
                "session_id": r.session_id, "transcript_path": r.transcript_path, "model": r.model,
                "method": d.method, "dimension": d.dimension, "status": d.status,
                "score": "" if d.score is None else d.score, "level_label": d.level_label,
                "agreement": "" if d.agreement is None else d.agreement, "flagged": str(d.flagged).lower(),
                "evidence_count": len(d.evidence), "reason": d.reason,
                "weighted_score": "" if r.rollup.weighted_score is None else r.rollup.weighted_score,
                "recommendation": r.rollup.recommendation or "", "level_band": r.rollup.level_band or "",
                "estimate": d.estimate.text if d.estimate is not None else "",
            })
    return buf.getvalue()


def render(results: list[ScoreResult], fmt: str, library=None, transcripts: Mapping[str, Transcript] | None = None) -> str:
    """``json``, ``csv``, or (one scorecard per result, joined) ``md`` / ``html``. ``transcripts``: session id →
    the transcript a result scored, where the scorecard should quote from it (a file imported on the fly has no
    stored transcript to find: its quotes carry the recording's timestamps and links only through this)."""
    if fmt == "json":
        return to_json(results)
    if fmt == "csv":
        return to_csv(results)
    given = transcripts or {}
    if fmt == "md":
        from .markdown import render_markdown

        return "\n\n---\n\n".join(render_markdown(r, library, given.get(r.session_id)) for r in results)
    if fmt == "html":
        if len(results) != 1:
            raise ValueError("--format html writes one scorecard; score one transcript, or use md/json/csv")
        from .html import render_html

        return render_html(results[0], library, given.get(results[0].session_id))
    raise ValueError(f"unknown format {fmt!r}")
