"""What both scorecards show, computed once: each dimension joined with its rubric, and the lines of text
(score, agreement, usage, roll-up, withheld turns) the Markdown and HTML renderers lay out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from ...results import DimensionScore, ScoreResult

OFFLINE_NOTE = ("Offline estimate: evidence found by the concept matcher, without a judge model. Each level is a "
                "range with what it rests on; an estimate makes no hiring recommendation and gives no level band.")

STATUS_TEXT = {"scored": "scored", "unscored": "unscored", "not_assessed": "not assessed"}


@dataclass(frozen=True)
class LevelView:
    score: int
    label: str
    anchor: str


@dataclass(frozen=True)
class DimensionView:
    """One dimension's score joined with its rubric text (when the content library has it)."""

    score: DimensionScore
    title: str
    levels: list[LevelView]
    red_flags: list[tuple[str, str]]
    """(id, description) of each red flag hit; description empty when the rubric does not define it."""
    rubric_version: str
    """Version of the rubric in the library, '' when it is not there."""

    @property
    def id(self) -> str:
        return self.score.dimension

    @property
    def version_note(self) -> str:
        """Warns when the report's rubric text is not the version that was scored."""
        if not self.rubric_version:
            return "rubric not found in the content library; level anchors not shown"
        if self.score.dimension_version and self.score.dimension_version != self.rubric_version:
            return (f"scored against version {self.score.dimension_version}; "
                    f"anchors shown are from version {self.rubric_version}")
        return ""


def dimension_views(result: ScoreResult, library: Any | None) -> list[DimensionView]:
    """Join each scored dimension with its rubric's title, level anchors and red-flag descriptions."""
    views = []
    rubrics = getattr(library, "rubrics", None) or {}
    for d in result.dimensions:
        rubric = rubrics.get(d.dimension)
        if rubric is None:
            views.append(DimensionView(d, d.dimension, [], [(f, "") for f in d.red_flags], ""))
            continue
        flags = {f.id: f.description for f in rubric.red_flags}
        views.append(DimensionView(
            d, rubric.title, [LevelView(lv.score, lv.label, lv.anchor) for lv in rubric.levels],
            [(f, flags.get(f, "")) for f in d.red_flags], rubric.version))
    return views


def is_offline(result: ScoreResult) -> bool:
    return result.model == "offline" or any(d.method == "offline-estimate" for d in result.dimensions)


def score_text(d: DimensionScore) -> str:
    """``3 / 4`` for a scored dimension; ``unscored`` / ``not assessed`` otherwise (never 0)."""
    if d.status == "scored" and d.score is not None:
        if d.method == "offline-estimate" and d.estimate is not None:
            return d.estimate.text  # "level 2–3 (few answers)": an estimate says how sure it is
        return f"{d.score} / 4"
    return "unscored" if d.status == "scored" else STATUS_TEXT.get(d.status, d.status)


def agreement_text(d: DimensionScore) -> str:
    """``3, 3, 2 · agreement 67%`` (the samples' scores) when more than one sample was taken, else ''."""
    if len(d.samples) <= 1:
        return ""
    text = ", ".join("–" if s is None else str(s) for s in d.samples)
    if d.agreement is not None:
        text += f" · agreement {d.agreement:.0%}"
    if d.flagged:
        text += " · flagged for review"
    return text


def when_text(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def rubric_versions(result: ScoreResult) -> list[tuple[str, str]]:
    return [(d.dimension, d.dimension_version) for d in result.dimensions]


def usage_text(result: ScoreResult) -> str:
    u = result.usage
    if not (u.input_tokens or u.output_tokens):
        return ""
    cached = f" ({u.cached_tokens:,} cached)" if u.cached_tokens else ""
    parts = [f"{u.input_tokens:,} tokens in{cached}", f"{u.output_tokens:,} out"]
    if u.cost_usd is not None:
        parts.append(f"${u.cost_usd:.4f}")
    return ", ".join(parts)


def withheld_lines(result: ScoreResult) -> list[str]:
    """One line per candidate turn withheld from the judge, e.g. ``[turn 14 withheld: addressed the grader]``."""
    lines = []
    for w in result.withheld:
        how = ", ".join(w.categories) or "classifier"
        lines.append(f"{w.line} ({how}" + (f"; {w.note}" if w.note else "") + ")")
    return lines


WITHHELD_NOTE = ("Turns that addressed the grader were withheld from the judge and cannot be quoted as evidence; "
                 "every dimension carries the prompt-injection red flag, which caps it.")


def rollup_text(result: ScoreResult) -> str:
    r = result.rollup
    if r.recommendation is None or is_offline(result):
        return f"estimated {r.dimensions_scored} of {r.dimensions_total} dimensions; no recommendation"
    ws = "–" if r.weighted_score is None else f"{r.weighted_score:.2f} / 4"
    return f"weighted score {ws} over {r.dimensions_scored} of {r.dimensions_total} dimensions"


# ---------------------------------------------------------------- Markdown


def import_rows(transcript: Any | None) -> list[tuple[str, str]]:
    """Header rows for an imported transcript: the source file and format, and who was taken for whom."""
    source = getattr(getattr(transcript, "header", None), "source", None)
    if source is None:
        return []
    rows = [("Imported from", f"{source.file} ({source.format}, sha256 {source.sha256[:12]})"),
            ("Candidate is", f"{', '.join(source.candidate)}: {source.candidate_rule}"),
            ("Dimensions", source.dimensions_rule)]
    if source.redacted:
        rows.append(("Redacted", "speaker names, e-mail addresses and phone numbers replaced"))
    return rows
