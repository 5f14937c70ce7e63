"""The reports' "What to work on" sections: the practice feedback, per stage and per answer.

The same feedback the practice session gave (``interview.feedback``), rebuilt from the
transcript, so a report read later teaches the same things. Quotes are the candidate's words:
untrusted, escaped like every other quote in the scorecards.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from ...interview.feedback import AnswerFeedback, ExtraSection, StageFeedback, TopicFeedback, stage_feedback

SectionMaker = Callable[[Any, TopicFeedback], "ExtraSection | None"]
"""(transcript, topic feedback) → a section to add under that topic, or None."""
SECTION_MAKERS: list[SectionMaker] = []
"""The seam for other feedback producers (voice delivery notes, the checker's coding metrics): append a
maker here (e.g. from the module that owns that data) and every report's "What to work on" shows its section."""


def feedback_for(transcript: Any | None, library: Any | None) -> list[StageFeedback]:
    """Practice feedback for every stage of ``transcript`` ([] without a transcript or content)."""
    if transcript is None or library is None or not hasattr(library, "rubrics"):
        return []
    titles: dict[str, str] = {}
    loop = library.loops.get(transcript.header.loop_id or "") if getattr(library, "loops", None) else None
    for stage in loop.stages if loop else []:
        titles[stage.id] = stage.title
    stages = stage_feedback(library, transcript.events, stage_titles=titles)
    for stage in stages:
        for topic in stage.topics:
            for make in SECTION_MAKERS:
                section = make(transcript, topic)
                if section is not None:
                    topic.extra.append(section)
    return stages


# ---------------------------------------------------------------- Markdown

def markdown_section(stages: list[StageFeedback], md_text) -> list[str]:
    """``## What to work on`` with a subsection per stage; ``md_text`` escapes untrusted text."""
    if not stages:
        return []
    out = ["## What to work on", ""]
    for stage in stages:
        out += [f"### {md_text(stage.title)}", ""]
        for topic in stage.topics:
            out += _md_topic(topic, md_text)
    return out


def _md_topic(topic: TopicFeedback, md_text) -> list[str]:
    what = {"scenario": "Debugging scenario", "task": "Coding task"}.get(topic.segment, "Topic")
    out = [f"#### {what}: {md_text(topic.title)}" + (f" ({md_text(topic.dimension_title)})"
                                                       if topic.dimension_title else ""), ""]
    if topic.segment == "scenario":
        reached = "reached during the stage" if topic.reached_root_cause else "not reached during the stage"
        out += [f"**What was really going on** ({reached}): {md_text(topic.root_cause)}", ""]
        if topic.ideal_path:
            out += ["**The ideal path:**", ""] + [f"{i}. {md_text(s)}" for i, s in enumerate(topic.ideal_path, 1)]
            out.append("")
    if topic.code is not None:
        verdict = "passed the checker" if topic.code.passed else f"did not pass ({topic.code.runs} run(s))"
        out += [f"**Code:** {verdict}." + (f" Last run: {md_text(topic.code.summary)}" if topic.code.summary else ""),
                ""]
    for i, answer in enumerate(topic.answers, 1):
        out += _md_answer(answer, i, md_text)
    if topic.model_answer:
        out += [f"**A model answer:** {md_text(topic.model_answer)}", ""]
    for section in topic.extra:
        out += [f"**{md_text(section.title)}**", ""] + [f"- {md_text(line)}" for line in section.lines] + [""]
    return out


def _md_answer(answer: AnswerFeedback, number: int, md_text) -> list[str]:
    asked = f" to “{md_text(answer.question)}”" if answer.question else ""
    depth = f" ({answer.depth})" if answer.depth else ""
    out = [f"**Answer {number}**{asked}{depth}" + (" — said they did not know." if answer.dont_know else ""), ""]
    out += [f"- Good: “{md_text(p.quote)}” — {md_text(p.shows)}." for p in answer.good]
    out += [("- Check the numbers: " if c.kind == "wrong-number" else "- Watch out: ") + md_text(c.text)
            for c in answer.cautions]
    out += [f"- To add: {md_text(a.text)}" for a in answer.add]
    if answer.study is not None:
        out.append(f"- Read: {md_text(answer.study.title)}, {md_text(answer.study.section)}.")
    return out + [""]


# ---------------------------------------------------------------- HTML

def html_section(stages: list[StageFeedback]) -> str:
    """The same section as HTML (everything escaped)."""
    if not stages:
        return ""
    e = escape
    parts = ['<section class="card" id="work-on"><h2>What to work on</h2>']
    for stage in stages:
        parts.append(f"<h3>{e(stage.title)}</h3>")
        for topic in stage.topics:
            what = {"scenario": "Debugging scenario", "task": "Coding task"}.get(topic.segment, "Topic")
            sub = f" <small>{e(topic.dimension_title)}</small>" if topic.dimension_title else ""
            parts.append(f"<h4>{what}: {e(topic.title)}{sub}</h4>")
            if topic.segment == "scenario":
                reached = "reached during the stage" if topic.reached_root_cause else "not reached during the stage"
                parts.append(f"<p><b>What was really going on</b> ({reached}): {e(topic.root_cause)}</p>")
                if topic.ideal_path:
                    parts.append("<ol>" + "".join(f"<li>{e(s)}</li>" for s in topic.ideal_path) + "</ol>")
            if topic.code is not None:
                verdict = "passed the checker" if topic.code.passed else f"did not pass ({topic.code.runs} run(s))"
                parts.append(f"<p><b>Code:</b> {verdict}. {e(topic.code.summary)}</p>")
            for i, answer in enumerate(topic.answers, 1):
                asked = f" to “{e(answer.question)}”" if answer.question else ""
                items = [f"<li>Good: <q>{e(p.quote)}</q> — {e(p.shows)}.</li>" for p in answer.good]
                items += [f"<li>{'Check the numbers' if c.kind == 'wrong-number' else 'Watch out'}: {e(c.text)}</li>"
                          for c in answer.cautions]
                items += [f"<li>To add: {e(a.text)}</li>" for a in answer.add]
                if answer.study is not None:
                    items.append(f"<li>Read: <cite>{e(answer.study.title)}</cite>, {e(answer.study.section)}.</li>")
                dont = " — said they did not know" if answer.dont_know else ""
                parts.append(f"<p><b>Answer {i}</b>{asked} <small>{e(answer.depth)}</small>{dont}</p>"
                             f"<ul>{''.join(items)}</ul>")
            if topic.model_answer:
                parts.append(f"<p><b>A model answer:</b> {e(topic.model_answer)}</p>")
            for section in topic.extra:
                parts.append(f"<p><b>{e(section.title)}</b></p><ul>"
                             + "".join(f"<li>{e(line)}</li>" for line in section.lines) + "</ul>")
    parts.append("</section>")
    return "".join(parts)


__all__ = ["SECTION_MAKERS", "SectionMaker", "feedback_for", "html_section", "markdown_section"]
