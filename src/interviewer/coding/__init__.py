"""The coding round: a subprocess sandbox, task checkers, and the verdict the interviewer reads.

Public API for the engine::

    verdict = run_solution(task, code)        # or: await arun_solution(task, code)
    verdict.for_interviewer()                 # compact tool-result text
    verdict.to_dict()                         # for the transcript
"""

from .runner import TaskSetupError, arun_solution, resolve_task, run_solution
from .sandbox import Limits, detect_isolation, run_sandboxed
from .verdict import STATUSES, Verdict

__all__ = ["Limits", "STATUSES", "TaskSetupError", "Verdict", "arun_solution", "detect_isolation",
           "resolve_task", "run_sandboxed", "run_solution"]
