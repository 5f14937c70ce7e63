"""Practice feedback as prose: Markdown for the coaching panel and the reports, and plain paragraphs.

Every line is a sentence a person reads, wrapped by whatever shows it; no table cells, no ids,
nothing cut to fit a column.
"""

from __future__ import annotations

from .feedback import AnswerFeedback, StageFeedback, TopicFeedback


def _quote(text: str) -> str:
    return f"\u201c{text}\u201d"


def answer_lines(answer: AnswerFeedback, number: int, said: set[str] | None = None) -> list[str]:
    """One answer's feedback as Markdown bullet lines (the first names the question).

    Advice already given in full (``said``) is named again in a few words, not repeated.
    """
    said = said if said is not None else set()
    asked = f" to {_quote(answer.question)}" if answer.question else ""
    how = {"strong": "a strong answer", "partial": "a partial answer", "weak": "a thin answer"}.get(answer.depth, "")
    lead = f"Answer {number}{asked}" + (f": {how}." if how else ".")
    if answer.dont_know:
        lead += " You said you did not know, which is better than guessing; here is what to learn."
    lines = [lead]
    for point in answer.good:
        lines.append(f"- Good: you said {_quote(point.quote)}, which {point.shows}.")
    if not answer.good and not answer.dont_know:
        lines.append("- Good: nothing in this answer showed what the question listened for yet.")
    for caution in answer.cautions:
        lines.append(("- Check your numbers: " if caution.kind == "wrong-number" else "- Watch out: ") + caution.text)
    for item in answer.add:
        lines.append(f"- To add (as above): {item.what}." if item.text in said else f"- To add: {item.text}")
        said.add(item.text)
    if answer.study is not None:
        lines.append(f"- Read: {answer.study.title}, {answer.study.section}.")
    return lines


def topic_lines(topic: TopicFeedback) -> list[str]:
    """One topic's feedback as Markdown lines."""
    what = {"scenario": "Debugging scenario", "task": "Coding task"}.get(topic.segment, "Topic")
    lines = [f"**{what}: {topic.title}**" + (f" ({topic.dimension_title})" if topic.dimension_title else ""), ""]
    if topic.segment == "scenario":
        reached = ("You reached the root cause." if topic.reached_root_cause
                   else "The root cause was not stated during the stage.")
        lines += [f"What was really going on: {topic.root_cause} {reached}", ""]
        if topic.ideal_path:
            lines.append("The path a strong candidate takes:")
            lines += [f"{i}. {step}" for i, step in enumerate(topic.ideal_path, 1)]
            lines.append("")
    if topic.code is not None:
        verdict = ("your code passed the checker" if topic.code.passed
                   else f"the checker did not pass your code ({topic.code.runs} run(s))" if topic.code.runs
                   else "no code was run against the checker")
        lines += [f"Code: {verdict}." + (f" Last run: {topic.code.summary}" if topic.code.summary else ""), ""]
    said: set[str] = set()
    for i, answer in enumerate(topic.answers, 1):
        lines += answer_lines(answer, i, said)
        lines.append("")
    if not topic.answers:
        lines += ["No answer on this topic was assessed.", ""]
    if topic.model_answer:
        lines += [f"A model answer: {topic.model_answer}", ""]
    for section in topic.extra:
        lines.append(f"*{section.title}*")
        lines += [f"- {line}" for line in section.lines]
        lines.append("")
    return lines


def stage_markdown(stage: StageFeedback, *, heading: str = "**What to work on**") -> str:
    """A stage's feedback as Markdown (the coaching panel after a practice stage)."""
    lines = [heading, ""]
    for topic in stage.topics:
        lines += topic_lines(topic)
    return "\n".join(lines).rstrip()


def debrief_paragraphs(stages: list[StageFeedback]) -> list[tuple[str, list[str]]]:
    """The end-of-loop debrief: per stage, a title and plain paragraphs (one per answer or fact)."""
    out: list[tuple[str, list[str]]] = []
    for stage in stages:
        paragraphs: list[str] = []
        for topic in stage.topics:
            head = f"{topic.title}" + (f" ({topic.dimension_title})" if topic.dimension_title else "")
            if topic.segment == "scenario":
                state = ("You reached it during the stage." if topic.reached_root_cause
                         else "It was not reached during the stage.")
                paragraphs.append(f"{head}. What was really going on: {topic.root_cause} {state}")
                if topic.ideal_path:
                    paragraphs.append("The ideal path: " + " Then: ".join(topic.ideal_path))
            else:
                paragraphs.append(f"{head}.")
            for i, answer in enumerate(topic.answers, 1):
                paragraphs.append(_answer_paragraph(answer, i))
        out.append((stage.title, paragraphs))
    return out


def _answer_paragraph(answer: AnswerFeedback, number: int) -> str:
    asked = f" to {_quote(answer.question)}" if answer.question else ""
    parts = [f"Answer {number}{asked}" + (f" ({answer.depth})" if answer.depth else "") + ":"]
    if answer.dont_know:
        parts.append("you said you did not know.")
    if answer.good:
        parts.append("Good: " + "; ".join(f"you said {_quote(p.quote)}, which {p.shows}" for p in answer.good) + ".")
    for caution in answer.cautions:
        parts.append(caution.text)
    parts.append("To add: " + "; ".join(item.what for item in answer.add) + ".")
    if answer.study is not None:
        parts.append(f"Read: {answer.study.title}, {answer.study.section}.")
    return " ".join(parts)


__all__ = ["answer_lines", "debrief_paragraphs", "stage_markdown", "topic_lines"]
