"""The truths' compiled patterns are compiled once per authored term list and kept: a second reading of the same
answers compiles nothing. Until round 46 the cache held 64 lists while one answer touches over 200, so every answer
recompiled hundreds of patterns (about a tenth of the offline assessor's time; bench/assessor.py --in-process)."""

from __future__ import annotations

from scoring_helpers import import_bench

from interviewer.interview import truth_claims


def test_a_second_reading_compiles_no_truth_pattern():
    bench = import_bench("assessor")
    items = bench.load_split("dev", "b")[:12]
    bench.run_direct(items)
    first = truth_claims._compiled.cache_info()
    assert first.currsize > 64  # the answers do touch more term lists than the old cache held
    bench.run_direct(items)
    second = truth_claims._compiled.cache_info()
    assert second.misses == first.misses and second.hits > first.hits
