"""The "Voice delivery" section of the Markdown and HTML reports (voice sessions only).

Rebuilt from the transcript alone (``scoring.delivery``): per spoken answer its pace, fillers,
share of the stage's talk time and long pauses, and one line per stage on the candidate's share.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..delivery import INTERVIEWER_WPM, LONG_PAUSE_S, PACE_RANGE, AnswerDelivery, StageDelivery, delivery

NOTE = (f"Measured from the recorded answers: pace is words per minute of speech time (first word to last, less "
        f"pauses over {LONG_PAUSE_S:g} s); fillers are counted in the recognised text, so what the recogniser "
        f"dropped is not counted; the interviewer's talk time is estimated from its words at "
        f"{INTERVIEWER_WPM:g} words per minute.")
HEADERS = ("Turn", "Words", "Pace (wpm)", "Fillers", "Talk share", f"Pauses > {LONG_PAUSE_S:g} s")


def _pace(a: AnswerDelivery) -> str:
    if a.wpm is None:
        return "–"
    low, high = PACE_RANGE
    note = " (fast)" if a.wpm > high else (" (slow)" if a.wpm < low else "")
    return f"{a.wpm:.0f}{note}"


def _fillers(a: AnswerDelivery) -> str:
    if not a.fillers:
        return "none"
    listed = ", ".join(f"{k} ×{n}" if n > 1 else k for k, n in sorted(a.fillers.items(), key=lambda kv: -kv[1]))
    return f"{a.filler_count} ({listed})"


def _pauses(a: AnswerDelivery) -> str:
    return ", ".join(f"{p.length_s:.1f} s at {p.at_s:.0f} s" for p in a.long_pauses) or "none"


def _cells(a: AnswerDelivery) -> tuple[str, ...]:
    return (str(a.turn), str(a.words), _pace(a), _fillers(a), f"{a.share:.0%}", _pauses(a))


def _stage_line(stage: StageDelivery) -> str:
    fillers = sum(a.filler_count for a in stage.answers)
    words = sum(a.words for a in stage.answers)
    rate = f"{100.0 * fillers / words:.1f} per 100 words" if words else "–"
    return (f"Stage {stage.stage_id}: {len(stage.answers)} spoken answers; you spoke {stage.candidate_s:.0f} s, "
            f"{stage.share:.0%} of the stage's talk time; fillers {rate}.")


def delivery_markdown(transcript: Any | None) -> list[str]:
    """The section's Markdown lines ([] when no answer was spoken)."""
    stages = delivery(transcript.turns()) if transcript is not None else []
    if not stages:
        return []
    out = ["## Voice delivery", "", NOTE, ""]
    for stage in stages:
        out += [_stage_line(stage), "", "| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)]
        out += ["| " + " | ".join(c.replace("|", "\\|") for c in _cells(a)) + " |" for a in stage.answers]
        out.append("")
    return out


def delivery_html(transcript: Any | None) -> str:
    """The section as an HTML card ('' when no answer was spoken)."""
    stages = delivery(transcript.turns()) if transcript is not None else []
    if not stages:
        return ""
    parts = ['<section class="card" id="delivery"><h2>Voice delivery</h2>', f'<p class="note">{escape(NOTE)}</p>']
    for stage in stages:
        head = "".join(f"<th>{escape(h)}</th>" for h in HEADERS)
        rows = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in _cells(a)) + "</tr>" for a in stage.answers)
        parts.append(f"<p>{escape(_stage_line(stage))}</p><table class=\"delivery\"><tr>{head}</tr>{rows}</table>")
    parts.append("</section>")
    return "".join(parts)
