"""The coding round: a sandboxed process for the candidate's code, checkers outside it, and the verdict the interviewer reads.

Public API for the engine::

    verdict = run_solution(task, code)        # or: await arun_solution(task, code)
    verdict.for_interviewer()                 # compact tool-result text
    verdict.to_dict()                         # for the transcript
"""

from .runner import TaskSetupError, arun_solution, resolve_task, run_solution
from .sandbox import Limits, SandboxUnavailable, detect_isolation
from .verdict import STATUSES, Verdict

__all__ = ["Limits", "STATUSES", "SandboxUnavailable", "TaskSetupError", "Verdict", "arun_solution",
           "detect_isolation", "resolve_task", "run_solution"]
