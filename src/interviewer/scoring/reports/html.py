"""The self-contained HTML scorecard: inline CSS, CSS score bars, no scripts, no network.

A Content-Security-Policy meta tag forbids scripts and remote loads outright, as a second
line of defence behind escaping every piece of candidate or model text.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from ... import __version__
from ...results import ScoreResult
from .delivery import delivery_html
from .style import CSS
from .teaching import feedback_for, html_section
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
    usage_text,
    when_text,
    withheld_lines,
)

_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


def e(text: object) -> str:
    return escape(str(text), quote=True)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9_-]+", "-", text.lower()).strip("-") or "x"


def _bar(d_score: int | None, scored: bool) -> str:
    if not scored or d_score is None:
        segs = '<span class="seg"></span>' * 4
        return f'<div class="bar none" aria-label="not scored"><div class="segs">{segs}</div></div>'
    segs = "".join(f'<span class="seg{" on" if i <= d_score else ""}"></span>' for i in range(1, 5))
    return f'<div class="bar lvl-{d_score}" aria-label="{d_score} of 4"><div class="segs">{segs}</div></div>'


def _scored(v: DimensionView) -> bool:
    return v.score.status == "scored" and v.score.score is not None


def _score_html(v: DimensionView) -> str:
    if _scored(v) and v.score.method == "offline-estimate" and v.score.estimate is not None:
        return f'<span class="score">{e(v.score.estimate.text)}</span>'
    if _scored(v):
        label = f" <small>{e(v.score.level_label)}</small>" if v.score.level_label else ""
        return f'<span class="score">{v.score.score}<small> / 4</small>{label}</span>'
    return f'<span class="status">{e(STATUS_TEXT.get(v.score.status, v.score.status))}</span>'


def render_html(result: ScoreResult, library: Any | None, transcript: Any | None = None) -> str:
    """The scorecard page. With ``transcript`` the page includes it and quotes link to ``#turn-N``."""
    views = dimension_views(result, library)
    turns = {t.seq: t for t in transcript.turns()} if transcript is not None else {}
    cited: dict[int, list[DimensionView]] = {}
    for v in views:
        for ev in v.score.evidence:
            cited.setdefault(ev.turn, []).append(v)
    body = [_header(result, transcript), _summary(result, views)]
    if result.withheld:
        items = "".join(f"<li>{e(line)}</li>" for line in withheld_lines(result))
        body.append(f'<section class="card" id="withheld"><h2>Withheld turns</h2><p class="note">'
                    f"{e(WITHHELD_NOTE)} Screen: {e(result.screen)}.</p><ul>{items}</ul></section>")
    body += [_dimension(n, v, turns) for n, v in enumerate(views, 1)]
    body.append(html_section(feedback_for(transcript, library)))
    body.append(delivery_html(transcript))
    if transcript is not None:
        body.append(_transcript(transcript, cited, {w.turn: w.line for w in result.withheld}))
    body.append(f"<footer>interviewer {e(__version__)} · generated from {e(result.kind)} "
                f"schema v{e(result.schema_version)}</footer>")
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta http-equiv=\"Content-Security-Policy\" content=\"{_CSP}\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>Scorecard · {e(result.session_id)}</title><style>{CSS}</style></head>"
            f"<body><main>{''.join(body)}</main></body></html>\n")


def _header(result: ScoreResult, transcript: Any | None = None) -> str:
    r = result.rollup
    rows = [("Session", f"<code>{e(result.session_id)}</code>"), ("Candidate", e(result.candidate) or "–"),
            ("Loop", f"<code>{e(result.loop_id)}</code>" if result.loop_id else "–"),
            ("Judge model", f"<code>{e(result.model)}</code>" + (" (offline estimate)" if is_offline(result) else "")),
            ("Scored at", e(when_text(result.scored_at))),
            ("Rubric versions", ", ".join(f"<code>{e(i)}</code> {e(v or '?')}" for i, v in rubric_versions(result))
             or "–")]
    if result.prompt_version:
        rows.append(("Judge prompt", e(result.prompt_version)))
    if result.transcript_path:
        rows.append(("Transcript", f"<code>{e(result.transcript_path)}</code>"))
    if usage_text(result):
        rows.append(("Judge usage", e(usage_text(result))))
    rows += [(k, e(v)) for k, v in import_rows(transcript)]
    meta = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    score = "–" if r.weighted_score is None else f"{r.weighted_score:.2f}"
    if r.recommendation is None or is_offline(result):  # an offline estimate makes no call
        verdict = ('<div class="verdict"><div class="kicker">Offline estimate</div>'
                   '<div class="band">no recommendation, no level band</div></div>')
    else:
        verdict = (f'<div class="verdict"><div class="kicker">Recommendation</div>'
                   f'<span class="chip {_slug(r.recommendation)}">{e(r.recommendation)}</span>'
                   f'<div class="big">{score}<small> / 4</small></div>'
                   f'<div class="band">level band: <b>{e(r.level_band or "") or "–"}</b></div></div>')
    note = OFFLINE_NOTE.split(": ", 1)[1]
    banner = (f'<div class="banner" role="note"><b>Offline estimate.</b> {e(note[:1].upper() + note[1:])}</div>'
              if is_offline(result) else "")
    return (f'<header class="card"><div class="head"><div><div class="kicker">Interview scorecard</div>'
            f'<h1>{e(result.candidate or result.session_id)}</h1><dl class="meta">{meta}</dl></div>{verdict}'
            f"</div></header>{banner}")


def _summary(result: ScoreResult, views: list[DimensionView]) -> str:
    rows = []
    for v in views:
        sample = f" · samples {e(agreement_text(v.score))}" if agreement_text(v.score) else ""
        rows.append(f'<tr><td class="name"><a href="#dim-{_slug(v.id)}">{e(v.title)}</a> '
                    f'<code>{e(v.id)}</code></td><td class="bar">{_bar(v.score.score, _scored(v))}</td>'
                    f'<td class="val">{_score_html(v)}{sample}</td></tr>')
    estimate = result.rollup.recommendation is None or is_offline(result)
    rule = e(OFFLINE_NOTE if estimate else result.rollup.rule)
    label = "How it was estimated" if estimate else "Recommendation rule"
    return (f'<section class="card"><h2>Roll-up</h2><table class="overview">{"".join(rows)}</table>'
            f'<div class="rule"><b>{label}:</b> {rule}<br><b>Applied to:</b> '
            f"{e(rollup_text(result))}.</div></section>")


def _dimension(n: int, v: DimensionView, turns: dict[int, Any]) -> str:
    d = v.score
    parts = [f'<section class="card dim" id="dim-{_slug(v.id)}"><div class="head"><div>'
             f'<div class="kicker">Dimension {n} · <code>{e(v.id)}</code></div><h2>{e(v.title)}</h2></div>'
             f"{_score_html(v)}</div>{_bar(d.score, _scored(v))}"]
    if d.status != "scored":
        reason = e(d.reason) or "no reason recorded"
        parts.append(f'<p><span class="status">{e(STATUS_TEXT.get(d.status, d.status))}</span> {reason}. '
                     "This is not a score of zero.</p>")
    if d.method == "offline-estimate":
        parts.append('<p class="note">Offline estimate.</p>')
    if d.wrong_numbers:
        items = "".join(f"<li><q>{e(claim)}</q></li>" for claim in d.wrong_numbers)
        parts.append(f"<h3>Numbers the calculators disagree with</h3><p class=\"note\">Counted against this "
                     f"dimension.</p><ul>{items}</ul>")
    if v.version_note:
        parts.append(f'<p class="note">Note: {e(v.version_note)}.</p>')
    if v.levels:
        cells = "".join(f'<div class="level{" hit" if _scored(v) and d.score == lv.score else ""}">'
                        f"<b>{lv.score} · {e(lv.label)}</b> {e(lv.anchor)}</div>" for lv in v.levels)
        parts.append(f'<div class="levels">{cells}</div>')
    if d.checker:
        items = "".join(f"<li>{e(c.line)} (code in {_turn_link(c.turn, turns)})"
                        + (f": {e(c.effect)} on the score" if c.effect != "none" else "") + "</li>" for c in d.checker)
        parts.append(f'<h3>Checker (primary evidence)</h3><ul class="checker">{items}</ul>')
    if d.evidence:
        parts.append("<h3>Evidence</h3>")
        for ev in d.evidence:
            where = f"turn {ev.turn}"
            if ev.turn in turns and turns[ev.turn].clock():
                where += f" at {turns[ev.turn].clock()}"  # the source recording's own clock
            if ev.turn in turns:
                where = f'<a href="#turn-{ev.turn}">{where}</a>'
            parts.append(f"<blockquote>{e(ev.quote.strip())}<cite>— {where}</cite></blockquote>")
    if d.rationale:
        parts.append(f'<h3>Rationale</h3><p class="rationale">{e(d.rationale)}</p>')
    if v.red_flags:
        items = "".join(f"<li><code>{e(fid)}</code>{': ' + e(desc) if desc else ''}</li>" for fid, desc in v.red_flags)
        parts.append(f'<h3>Red flags hit</h3><ul class="flags">{items}</ul>')
    if agreement_text(d):
        parts.append(f'<h3>Samples</h3><p class="samples{" flagged" if d.flagged else ""}">'
                     f"{e(agreement_text(d))}</p>")
    parts.append("</section>")
    return "".join(parts)


def _marked(text: str, quotes: list[str]) -> str:
    """Escape ``text``, wrapping each exact occurrence of a cited quote in <mark>."""
    spans: list[tuple[int, int]] = []
    for q in quotes:
        q = q.strip()
        start = text.find(q) if q else -1
        if start >= 0:
            spans.append((start, start + len(q)))
    merged: list[list[int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    out, pos = [], 0
    for a, b in merged:
        out.append(f"{e(text[pos:a])}<mark>{e(text[a:b])}</mark>")
        pos = b
    return "".join(out) + e(text[pos:])


def _transcript(transcript: Any, cited: dict[int, list[DimensionView]], withheld: dict[int, str]) -> str:
    rows = []
    for t in transcript.turns():
        where = " · ".join(x for x in (t.clock(), t.speaker, t.stage_id, t.topic_id) if x)
        refs, quotes = "", []
        if t.seq in cited:
            unique = {v.id: v for v in cited[t.seq]}.values()
            links = ", ".join(f'<a href="#dim-{_slug(v.id)}">{e(v.title)}</a>' for v in unique)
            refs = f'<div class="refs">quoted in {links}</div>'
            quotes = [ev.quote for v in unique for ev in v.score.evidence if ev.turn == t.seq]
        if t.seq in withheld:
            refs += f'<div class="refs"><b>{e(withheld[t.seq])}</b>: not shown to the judge, not evidence</div>'
        cls = f"turn {_slug(t.role)}" + (" cited" if t.seq in cited else "")
        rows.append(f'<div class="{cls}" id="turn-{t.seq}"><div class="who"><a href="#turn-{t.seq}">#{t.seq}</a> '
                    f'<b>{e(t.role)}</b><span class="ctx">{e(where)}</span></div>'
                    f'<div><div class="text">{_marked(t.text, quotes)}</div>{refs}</div></div>')
    session = e(transcript.session_id)
    return (f'<section class="card" id="transcript"><h2>Transcript</h2>'
            f'<p class="note">Session <code>{session}</code>. Quoted words are highlighted; '
            f"each quote above links to its turn here.</p>{''.join(rows)}</section>")


def _turn_link(seq: int, turns: dict) -> str:
    return f'<a href="#turn-{seq}">turn {seq}</a>' if seq in turns else f"turn {seq}"
