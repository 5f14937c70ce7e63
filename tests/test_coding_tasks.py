"""Every shipped coding task: the reference and a differently written correct solution (alt_*) pass,
each wrong solution fails for its own reason.

These run the real sandbox and the real checkers; no doubles, because the point is that the
checkers tell these programs apart.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from interviewer.coding import run_solution
from interviewer.content.library import load_file

TASKS = Path(__file__).resolve().parents[1] / "tasks"

# file -> (status, phrase the summary must contain)
EXPECTED = {
    "ring-allreduce": {
        "reference.py": ("pass", "correct on all"),
        "alt_reverse_ring.py": ("pass", "correct on all"),
        "wrong_uneven.py": ("fail", "wrong result"),
        "wrong_deadlock.py": ("deadlock", "waits in recv"),
        "wrong_all_to_all.py": ("fail", "too much communication"),
        "wrong_reduce_broadcast.py": ("fail", "too much communication"),
    },
    "reduce-scatter-allgather": {
        "reference.py": ("pass", "correct on all"),
        "alt_direct_exchange.py": ("pass", "correct on all"),
        "wrong_shard_owner.py": ("fail", "reduce_scatter: wrong result"),
        "wrong_allgather_deadlock.py": ("deadlock", "waits in recv"),
        "wrong_rs_full_exchange.py": ("fail", "reduce_scatter: correct but too much communication"),
        "wrong_even_shards.py": ("fail", "all_gather: wrong result"),
    },
    "grad-accum-race": {
        "reference.py": ("pass", "perturbed runs"),
        "alt_threads_per_step.py": ("pass", "perturbed runs"),
        "wrong_no_lock.py": ("fail", "saw a wrong gradient"),
        "wrong_no_barrier.py": ("fail", "apply_step("),
        "wrong_zero_race.py": ("fail", "before apply_step"),
        "wrong_serialized.py": ("fail", "serialized"),
        "wrong_lock_across_barrier.py": ("deadlock", "waiting on each other"),
    },
    "collective-order-deadlock": {
        "reference.py": ("pass", "all 576 rank schedules"),
        "alt_sorted_per_tensor.py": ("pass", "all 576 rank schedules"),
        "wrong_ready_order.py": ("deadlock", "mismatched collectives"),
        "wrong_rank0_loss.py": ("deadlock", "already returned"),
        "wrong_sum_not_mean.py": ("fail", "expected 3.5, got 7.0"),
        "wrong_sort_by_size.py": ("fail", "same-sized tensor"),
    },
}

CASES = [(task, name) for task, files in EXPECTED.items() for name in files]


def _task(task_id: str):
    path = TASKS / f"{task_id}.yaml"
    task, _ = load_file(path, "task")
    return task, path


@pytest.mark.parametrize("task_id", sorted(EXPECTED))
def test_every_solution_file_is_covered_and_there_are_three_wrong_ones(task_id):
    files = {p.name for p in (TASKS / task_id).glob("*.py")} - {"checker.py"}
    assert files == set(EXPECTED[task_id])
    assert len([f for f in files if f.startswith("wrong_")]) >= 3
    assert len([f for f in files if f.startswith("alt_")]) >= 1
    task, _ = _task(task_id)
    assert task.id == task_id and task.checker == f"{task_id}/checker.py"


@pytest.mark.parametrize(("task_id", "name"), CASES)
def test_solution_gets_the_expected_verdict(task_id, name):
    task, path = _task(task_id)
    # A fixed seed: some phrases quote the numbers of the failing case.
    verdict = run_solution(task, (TASKS / task_id / name).read_text(), task_path=path, seed=1234)
    status, phrase = EXPECTED[task_id][name]
    assert (verdict.status, verdict.task_id) == (status, task_id), verdict.for_interviewer()
    assert phrase in verdict.summary, verdict.summary
    if status == "pass":
        assert verdict.failing_case is None and verdict.cases_passed == verdict.cases_total > 0
    else:
        assert verdict.failing_case


@pytest.mark.parametrize("task_id", sorted(EXPECTED))
def test_starter_code_does_not_pass(task_id):
    task, path = _task(task_id)
    verdict = run_solution(task, task.starter_code, task_path=path)
    assert verdict.status != "pass"


def test_uneven_length_is_the_case_that_breaks_fixed_size_chunks():
    task, path = _task("ring-allreduce")
    verdict = run_solution(task, (TASKS / "ring-allreduce" / "wrong_uneven.py").read_text(), task_path=path)
    assert "not a multiple of world_size" in verdict.failing_case


def test_excess_communication_reports_the_ratio_to_the_optimum():
    task, path = _task("ring-allreduce")
    ref = run_solution(task, (TASKS / "ring-allreduce" / "reference.py").read_text(), task_path=path)
    bad = run_solution(task, (TASKS / "ring-allreduce" / "wrong_all_to_all.py").read_text(), task_path=path)
    assert ref.metrics["bytes_ratio"] <= 1.01
    # All-to-all sends (N−1)·S per rank: N/2 times the 2(N−1)/N·S optimum; it first fails at N = 3.
    assert bad.metrics["world_size"] == 3 and bad.metrics["bytes_ratio"] == pytest.approx(1.5, abs=0.01)
    text = bad.for_interviewer()
    assert "FAIL" in text and "optimum 2(N−1)/N·S" in text and "ratio 1.50" in text


def test_serialized_workers_report_their_concurrency():
    task, path = _task("grad-accum-race")
    verdict = run_solution(task, (TASKS / "grad-accum-race" / "wrong_serialized.py").read_text(), task_path=path)
    assert verdict.metrics["max_concurrency"] == 1


def test_race_fix_is_stable_and_the_race_is_caught_across_seeds():
    task, path = _task("grad-accum-race")
    ref = (TASKS / "grad-accum-race" / "reference.py").read_text()
    racy = (TASKS / "grad-accum-race" / "wrong_no_lock.py").read_text()
    for seed in (1, 2, 3):
        assert run_solution(task, ref, task_path=path, seed=seed).status == "pass"
        assert run_solution(task, racy, task_path=path, seed=seed).status == "fail"
