"""The issue's own examples of words that are not evidence: a tool named only as never used."""

from __future__ import annotations

import json

import pytest

from interviewer.cli.main import main


def _shown(capsys, answer: str) -> list[str]:
    assert main(["assess", "--topic", "panel-postmortem/performance-story", "--answer", answer, "--json"]) == 0
    return [s["signal"] for s in json.loads(capsys.readouterr().out)["shown"]]


@pytest.mark.parametrize("answer", [
    "I'd guess the attention kernel was the biggest cost, but I never checked it in Nsight Compute or looked at a trace.",
    "honestly we didn't check it in nsight systems, we just assumed the attention kernel was slow",
])
def test_a_profiler_named_as_never_used_is_not_profiling_evidence(capsys, answer):
    assert "profiling-tools" not in _shown(capsys, answer)


def test_a_profiler_actually_used_still_is(capsys):
    assert "profiling-tools" in _shown(capsys, "I profiled it in Nsight Systems and the attention kernel was the "
                                               "biggest cost, so we fused it.")
