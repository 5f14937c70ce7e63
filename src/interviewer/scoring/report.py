"""Scorecards from a ScoreResult: Markdown here, self-contained HTML in ``report_html``.

Everything that came from a candidate or a model (quotes, rationales, names, ids read from a
result file) is untrusted text: the Markdown escapes what a renderer would treat as HTML or
a link, and the HTML escapes everything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from .result import DimensionScore, ScoreResult

OFFLINE_NOTE = ("Offline estimate: scored by the lexical scorer from rubric signal coverage, without a judge model. "
                "Treat these numbers as a rough guide, not a judgement.")

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
    ws = "–" if r.weighted_score is None else f"{r.weighted_score:.2f} / 4"
    return f"weighted score {ws} over {r.dimensions_scored} of {r.dimensions_total} dimensions"


# ---------------------------------------------------------------- Markdown

_HTML_LIKE = re.compile(r"<(?=[A-Za-z/!?])|&(?=#?\w+;)")


def md_text(text: str) -> str:
    """Untrusted text on one Markdown line: no raw HTML, no link syntax, no line breaks."""
    text = _HTML_LIKE.sub(lambda m: "&lt;" if m.group() == "<" else "&amp;", text)
    text = text.replace("](", "]\\(")
    return " ".join(text.split())


def md_cell(text: str) -> str:
    return md_text(text).replace("|", "\\|")


def md_code(text: str) -> str:
    """An id in backticks; one that holds a backtick is shown as plain escaped text instead."""
    return f"`{text}`" if "`" not in text and "\n" not in text else md_text(text)


def _md_name(v: DimensionView) -> str:
    return md_code(v.id) if v.title == v.id else f"{md_cell(v.title)} ({md_code(v.id)})"


def render_markdown(result: ScoreResult, library: Any | None, transcript: Any | None = None) -> str:
    """The scorecard as Markdown. ``transcript`` (when given) lets quotes name the topic they answered."""
    views = dimension_views(result, library)
    topics = _turn_topics(transcript)
    out: list[str] = [f"# Interview scorecard: {md_text(result.session_id)}", ""]
    if is_offline(result):
        out += [f"> **{OFFLINE_NOTE.split(':')[0]}:**{OFFLINE_NOTE.split(':', 1)[1]}", ""]
    rows = [("Session", md_code(result.session_id)), ("Candidate", md_cell(result.candidate) or "–"),
            ("Loop", md_code(result.loop_id) if result.loop_id else "–"),
            ("Judge model", md_code(result.model) + (" (offline estimate)" if is_offline(result) else "")),
            ("Scored at", when_text(result.scored_at)),
            ("Rubric versions", ", ".join(f"{md_code(i)} {md_cell(v or '?')}" for i, v in rubric_versions(result))
             or "–")]
    if result.prompt_version:
        rows.append(("Judge prompt", md_cell(result.prompt_version)))
    if result.transcript_path or result.transcript_sha256:
        sha = f" (sha256 {result.transcript_sha256[:12]})" if result.transcript_sha256 else ""
        rows.append(("Transcript", (md_code(result.transcript_path) if result.transcript_path else "–") + sha))
    if usage_text(result):
        rows.append(("Judge usage", usage_text(result)))
    rows += [(k, md_cell(v)) for k, v in import_rows(transcript)]
    out += [f"- **{k}:** {v}" for k, v in rows] + [""]

    r = result.rollup
    out += [f"## Recommendation: {r.recommendation}", "",
            f"- Level band: **{md_text(r.level_band) or '–'}**",
            f"- {rollup_text(result)[0].upper()}{rollup_text(result)[1:]}",
            f"- Rule: {md_text(r.rule)}", ""]
    if result.withheld:
        out += ["## Withheld turns", "", md_text(WITHHELD_NOTE) + f" Screen: {md_text(result.screen)}.", ""]
        out += [f"- {md_text(line)}" for line in withheld_lines(result)] + [""]

    out += ["## Dimensions", "", "| Dimension | Score | Level | Samples |", "|---|---|---|---|"]
    for v in views:
        out.append(f"| {_md_name(v)} | {score_text(v.score)} | "
                   f"{md_cell(v.score.level_label) or '–'} | {md_cell(agreement_text(v.score)) or '–'} |")
    out.append("")
    for n, v in enumerate(views, 1):
        out += _md_dimension(n, v, topics)
    return "\n".join(out).rstrip() + "\n"


def _md_dimension(n: int, v: DimensionView, topics: dict[int, str]) -> list[str]:
    d = v.score
    label = f" · {md_text(d.level_label)}" if d.status == "scored" and d.level_label else ""
    out = [f"### {n}. {_md_name(v)}: {score_text(d)}{label}", ""]
    if d.status != "scored":
        out += [f"**{STATUS_TEXT.get(d.status, d.status).capitalize()}**: "
                f"{md_text(d.reason) or 'no reason recorded'}. This is not a score of zero.", ""]
    if d.method == "offline-estimate":
        out += ["*Offline estimate.*", ""]
    if v.version_note:
        out += [f"*Note: {v.version_note}.*", ""]
    if v.levels:
        out += ["**Levels**", ""]
        for lv in v.levels:
            line = f"{lv.score} · {md_text(lv.label)}: {md_text(lv.anchor)}"
            out.append(f"- **{line}** ← this answer" if d.status == "scored" and d.score == lv.score else f"- {line}")
        out.append("")
    if d.evidence:
        out += ["**Evidence**", ""]
        for ev in d.evidence:
            where = f"turn {ev.turn}" + (f", {md_text(topics[ev.turn])}" if ev.turn in topics else "")
            out.append(f"- “{md_text(ev.quote)}” ({where})")
        out.append("")
    if d.rationale:
        out += [f"**Rationale.** {md_text(d.rationale)}", ""]
    if v.red_flags:
        out += ["**Red flags hit**", ""]
        out += [f"- {md_code(fid)}" + (f": {md_text(desc)}" if desc else "") for fid, desc in v.red_flags] + [""]
    if agreement_text(d):
        out += [f"**Samples.** {md_text(agreement_text(d))}", ""]
    return out


def _turn_topics(transcript: Any | None) -> dict[int, str]:
    """Candidate turn seq → ``topic X`` (or stage) it answered, and ``at 00:14:32`` for imported turns."""
    if transcript is None:
        return {}
    found = {}
    for t in transcript.turns("candidate"):
        if t.topic_id:
            found[t.seq] = f"topic {t.topic_id}"
        elif t.stage_id:
            found[t.seq] = f"stage {t.stage_id}"
        if t.clock():  # imported turns: where in the recording, as the source's own clock
            found[t.seq] = ", ".join(x for x in (found.get(t.seq, ""), f"at {t.clock()}") if x)
    return found


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


def render_html(result: ScoreResult, library: Any | None, transcript: Any | None = None) -> str:
    """The scorecard as one self-contained HTML page (see ``report_html``)."""
    from .report_html import render_html as _render

    return _render(result, library, transcript)


__all__ = ["render_html", "render_markdown"]
