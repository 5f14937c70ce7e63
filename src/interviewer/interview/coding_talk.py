"""Talking about a checker run: the failing case on request, and what the candidate's own tests printed.

The failing case's inputs come from the checker's report (``CheckerReport.failing_inputs``), which
the trusted checker wrote from its own records; nothing the candidate's program printed is ever
shown as an input. A task whose checker runs fixed hidden cases sets ``failing_inputs: hidden``:
then only the case's shape and the first differing element are shown.
"""

from __future__ import annotations

import re

from ..content.models import CodingTask
from ..transcript.tool_events import CheckerReport

_ABOUT_CASE = re.compile(
    r"\b(inputs?|failing (case|test)|failed (case|test)|(test )?case (that )?(failed|fails)|which case|what case"
    r"|the case|test data|the data|values|arguments?|args|what did it (get|pass|feed)|what was it given"
    r"|first differ\w*|where does it differ|which element)\b", re.IGNORECASE)
_ASKING = re.compile(r"\?|^\s*(please\s+)?(show|give|print|paste|tell|share|list|send)\b|\b(can|could|may) (i|you|we)\b"
                     r"|\bi'?d like to see\b|\blet me see\b", re.IGNORECASE | re.MULTILINE)


def asks_failing_case(text: str) -> bool:
    """Whether the turn asks to see the failing case (its inputs, which case, where it differs)."""
    return bool(_ABOUT_CASE.search(text)) and bool(_ASKING.search(text)) and len(text) < 400


def failing_case_text(report: CheckerReport, task: CodingTask) -> str:
    """The failing case as the interviewer shows it: the case, its inputs (when the task allows), the first difference."""
    lines = [f"Here's the case that failed: {report.failing_case or 'the first case the checker ran'}."]
    if report.failing_inputs and task.failing_inputs == "shown":
        lines.append("")
        lines.append("Inputs, as the checker drew them:")
        lines += [f"- {item.name}: {item.value}" for item in report.failing_inputs]
    elif report.failing_inputs:
        lines.append("This task doesn't show the checker's inputs, only the case and where the result goes wrong.")
    diff = report.difference
    if diff is not None:
        where = ", ".join(p for p in (f"rank {diff.rank}" if diff.rank is not None else "",
                                      f"element {diff.index}" if diff.index is not None else "") if p)
        lines.append("")
        lines.append(f"First difference{f' ({where})' if where else ''}: expected {diff.expected}, your code "
                     f"returned {diff.got}.")
    elif report.summary:
        lines.append("")
        lines.append(f"What the checker saw: {report.summary}")
    lines.append("")
    lines.append("Take another look and send a new version with /code.")
    return "\n".join(lines)
