"""The Markdown scorecard from a ScoreResult (the self-contained HTML one is ``reports.html``).

Everything that came from a candidate or a model (quotes, rationales, names, ids read from a
result file) is untrusted text: the Markdown escapes what a renderer would treat as HTML or
a link, and the HTML escapes everything.
"""

from __future__ import annotations

import re
from typing import Any

from ...results import ScoreResult
from .delivery import delivery_markdown
from .teaching import feedback_for, markdown_section
from .views import (
    OFFLINE_NOTE,
    STATUS_TEXT,
    WITHHELD_NOTE,
    DimensionView,
    agreement_text,
    dimension_views,
    import_rows,
    is_offline,
    rollup_text,
    rubric_versions,
    score_text,
    usage_text,
    when_text,
    withheld_lines,
)

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
    if r.recommendation is None or is_offline(result):
        # An estimate (even one stored by an older version with a verdict in it) shows no call and no band.
        out += ["## Offline estimate: no recommendation", "",
                f"- {rollup_text(result)[0].upper()}{rollup_text(result)[1:]}", ""]
    else:
        out += [f"## Recommendation: {r.recommendation}", "",
                f"- Level band: **{md_text(r.level_band or '') or '–'}**",
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
    out += markdown_section(feedback_for(transcript, library), md_text)
    out += delivery_markdown(transcript)
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
    if d.wrong_numbers:
        out += ["**Numbers the calculators disagree with** (counted against this dimension)", ""]
        out += [f"- “{md_text(claim)}”" for claim in d.wrong_numbers] + [""]
    if v.version_note:
        out += [f"*Note: {v.version_note}.*", ""]
    if v.levels:
        out += ["**Levels**", ""]
        for lv in v.levels:
            line = f"{lv.score} · {md_text(lv.label)}: {md_text(lv.anchor)}"
            out.append(f"- **{line}** ← this answer" if d.status == "scored" and d.score == lv.score else f"- {line}")
        out.append("")
    if d.checker:
        out += ["**Checker (primary evidence)**", ""]
        out += [f"- {md_text(c.line)} (code in turn {c.turn})" + (f": {c.effect} on the score" if c.effect != "none"
                                                                    else "") for c in d.checker] + [""]
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


__all__ = ["render_markdown"]
