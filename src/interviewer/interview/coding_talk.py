"""Talking about a checker run: the failing case on request, and what the candidate's own tests printed.

The failing case's inputs come from the checker's report (``CheckerReport.failing_inputs``), which
the trusted checker wrote from its own records; nothing the candidate's program printed is ever
shown as an input. A task whose checker runs fixed hidden cases sets ``failing_inputs: hidden``:
then only the case's shape and the first differing element are shown.
"""

from __future__ import annotations

import re

from ..content.models import CodingTask
from ..transcript.tool_events import CheckerReport, OwnTestsRan
from .commands import extract_code
from .display import Notice, TestsOutput
from .state import Session
from .tools import Tools

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
    elif task.failing_inputs == "hidden":
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


RUN_USAGE = ("/run runs your own tests against your latest code: put a ```python block of a small test script "
             "after it (it runs after your code, under the same limits; it is not graded).")


async def own_tests(session: Session, tools: Tools, argument: str) -> tuple[OwnTestsRan | None, TestsOutput | Notice]:
    """``/run``: the event to record (None when nothing ran) and what to show the candidate."""
    topic = session.topic
    if topic is None or topic.kind != "task" or tools.tests is None or session.stage.plan.task is None:
        return None, Notice("/run works during a coding task, where there is code to test.", level="warning")
    script = extract_code(argument) if "```" in argument else argument
    if not (script or "").strip():
        return None, Notice(RUN_USAGE, level="warning")
    code_turn = topic.last_code_seq
    code = ""
    if code_turn is not None:
        sent = next((text for role, text in reversed(session.stage.history) if role == "candidate"
                     and extract_code(text)), "")
        code = extract_code(sent) or ""
    result = await tools.tests.run_tests(session.stage.plan.task, code, script)
    event = OwnTestsRan(stage_id=session.stage.id, code_turn=code_turn if code else None, script=script,
                        status=result.status, summary=result.summary, stdout=result.stdout, stderr=result.stderr,
                        duration_s=result.duration_s)
    output = result.stdout
    if result.status != "ok" and result.stderr.strip():
        output = (output.rstrip() + "\n" if output.strip() else "") + result.stderr
    lead = "" if code else "No code sent yet, so your script ran on its own. "
    return event, TestsOutput(status=result.status, summary=lead + result.summary, output=output)
