"""The code is evidence: what the sandboxed checker measured weighs more than what the candidate said.

A coding task names the dimensions (and their signals) on which its checker's verdict is primary
evidence (``checker_evidence``). For those dimensions, whoever scored the words (the judge or the
offline estimate), the score is then set against the checker:

- a passing run (every case, within the communication limit, no deadlock, no race) shows the
  implementation signals whatever the wording: the score is at least ``PASS_FLOOR`` (the rubric's
  "Deep": correct indices, uneven sizes, world size 1, which is what the checker tests); a red
  flag the candidate asserted still keeps it from ``4``;
- no passing run: the last run caps the score at ``FAIL_CAP`` (``1`` when it passed no case).

The runs are quoted in the result (``DimensionScore.checker``), e.g. "checker: 45/45 cases, 1.00x
optimal bytes, run 3". Only the checker's own fields are used: never the program's output.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...content.library import Library
from ...content.models import RubricDimension
from ...results import CheckerEvidence, DimensionScore
from ...transcript.tool_events import CheckerReport, CodeRan

PASS_FLOOR = 3
"""The level a passing run shows on its dimensions (the rubric's Deep anchor is what the checker tests)."""
FLAGGED_PASS_CAP = 3
"""A passing run with an asserted red flag: the code shows Deep, the flag keeps it from Expert."""
FAIL_CAP = 2
"""No passing run: the words cannot lift the dimension above Working."""
CHECKER_VERSION = "+checker-v1"
"""Added to the cache version of a transcript with checker runs (its judge prompt carries them)."""


@dataclass(frozen=True)
class CheckerRun:
    """One recorded checker run with a report, numbered within its task."""

    turn: int
    run: int
    report: CheckerReport


def checker_runs(events) -> list[CheckerRun]:
    """Every checker run in a transcript's events, in order, numbered per task."""
    counts: dict[str, int] = {}
    runs: list[CheckerRun] = []
    for event in events:
        if isinstance(event, CodeRan) and event.report is not None:
            task = event.report.task_id
            counts[task] = counts.get(task, 0) + 1
            runs.append(CheckerRun(turn=event.turn_seq, run=counts[task], report=event.report))
    return runs


def bytes_ratio(report: CheckerReport) -> float | None:
    """The worst bytes-per-rank ratio against the optimum the checker measured, if it measured one."""
    ratios = [float(v) for k, v in report.metrics.items()
              if k.endswith("bytes_ratio") and isinstance(v, (int, float)) and not isinstance(v, bool)]
    return max(ratios) if ratios else None


def evidence_line(run: CheckerRun) -> str:
    """How a report quotes the run: 'checker: 45/45 cases, 1.00x optimal bytes, run 3'."""
    r = run.report
    parts = [f"{r.cases_passed}/{r.cases_total} cases" if r.cases_total else ""]
    ratio = bytes_ratio(r)
    if ratio is not None:
        parts.append(f"{ratio:.2f}x optimal bytes")
    if r.status == "deadlock":
        parts.append("deadlock found")
    elif r.status != "pass":
        parts.append(f"{r.status}" + (f" on {r.failing_case}" if r.failing_case else ""))
    parts.append(f"run {run.run}")
    return "checker: " + ", ".join(p for p in parts if p)


def _supported(dim: RubricDimension, run: CheckerRun, library: Library) -> list[str] | None:
    task = library.tasks.get(run.report.task_id)
    if task is None:
        return None
    for support in task.checker_evidence:
        if support.dimension == dim.id:
            return list(support.signals)
    return None


def apply_checker(score: DimensionScore, dim: RubricDimension, runs: list[CheckerRun], library: Library) -> DimensionScore:
    """``score`` with the checker's runs as primary evidence (unchanged when no run bears on ``dim``)."""
    if score.checker or score.status == "unscored":
        return score  # already applied (a cached result), or a provider failure that a re-run retries
    relevant = [(run, signals) for run in runs if (signals := _supported(dim, run, library)) is not None]
    if not relevant:
        return score
    passing = [(run, signals) for run, signals in relevant if run.report.status == "pass"]
    chosen, signals = passing[0] if passing else relevant[-1]
    before = score.score
    if passing:
        new = FLAGGED_PASS_CAP if score.red_flags else max(before or 0, PASS_FLOOR)
        effect = "floor" if before is None or new > before else ("cap" if new < before else "none")
        why = (f"a passing run shows {', '.join(signals)} whatever the wording, so at least "
               f"{dim.levels[PASS_FLOOR - 1].label}" + ("; the red flags keep it from the top level"
                                                        if score.red_flags else ""))
    else:
        cap = FAIL_CAP if chosen.report.cases_passed > 0 else 1
        new = cap if before is None else min(before, cap)
        effect = "cap" if before is None or new < before else "none"
        why = f"no run passed, so the words cannot lift it above {dim.levels[cap - 1].label}"
    evidence = [CheckerEvidence(turn=run.turn, run=run.run, task_id=run.report.task_id, status=run.report.status,
                                cases_passed=run.report.cases_passed, cases_total=run.report.cases_total,
                                bytes_ratio=bytes_ratio(run.report), deadlock=run.report.status == "deadlock",
                                signals=sigs if run.report.status == "pass" else [],
                                effect=effect if run is chosen else "none", line=evidence_line(run))
                for run, sigs in relevant]
    rationale = f"Checker (primary evidence): {evidence_line(chosen).removeprefix('checker: ')}; {why}."
    if score.rationale:
        rationale += " " + score.rationale
    return score.model_copy(update=dict(score=new, level_label=dim.levels[new - 1].label, status="scored", reason="",
                                        rationale=rationale, checker=evidence))


CHECKER_NOTE = ("A measurement by the task's sandboxed checker, not the candidate's words: the primary evidence for "
                "implementation signals. A pass shows the code works whatever the wording; a failure shows it does "
                "not, whatever the candidate claims about it.")


def render_run(run: CheckerRun) -> str:
    """One run as the judge reads it: a typed, labelled tool result built from the checker's own fields only."""
    from .neutral import neutralise

    r = run.report
    lines = [f'<tool name="run_code" source="checker" after_turn="{run.turn}" run="{run.run}">', CHECKER_NOTE,
             f"task: {neutralise(r.task_id)}", f"status: {r.status}"]
    if r.cases_total:
        lines.append(f"cases passed: {r.cases_passed}/{r.cases_total}")
    ratio = bytes_ratio(r)
    if ratio is not None:
        lines.append(f"worst bytes sent per rank against the optimum: {ratio:.2f}x")
    lines.append(f"deadlock found: {'yes' if r.status == 'deadlock' else 'no'}")
    if r.failing_case and r.status != "pass":
        lines.append(f"failing case: {neutralise(r.failing_case)}")
    if r.difference is not None and r.difference.index is not None:
        lines.append(f"first wrong element: rank {r.difference.rank}, index {r.difference.index}, expected "
                     f"{neutralise(r.difference.expected)}")
    lines.append("</tool>")
    return "\n".join(lines)
