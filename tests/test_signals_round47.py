"""Round 47's crediting change (lane sp47): a partial answer to a question that asked one thing, that admits a gap and
has nothing concrete in it, is not credited with that one thing (``showing.unshown_single_target``); it is approached.

Near misses keep their credit: the same answer with a specific in it, the same words without the gap (strong), a thin
partial answer that admits no gap, and a partial answer to an opening that asked two things (partial there means one
of them shown).
"""

from __future__ import annotations

from interviewer.content import load_library
from listening_helpers import engine_assess


def assess(topic_id: str, text: str, probe: str = ""):
    """The engine's whole target for the question (``listening_helpers.engine_assess``) on the shipped library."""
    return engine_assess(load_library(), topic_id, text, probe)


RAY = "infra-ray/large-payloads"
SPILL = "When the object store fills up Ray spills objects to disk and reads them back later."
TOPOLOGY = "infra-cluster-ops/topology-placement"
NVLINK = "Inside the node every GPU reaches the others over NVLink through the NVSwitch."


def test_a_thin_partial_answer_to_one_asked_signal_is_not_credited_with_it():
    result = assess(RAY, SPILL + " How the restore side is paced I'm not sure.", "spilling")
    assert result.depth == "partial"
    assert "spilling" not in result.shown
    assert "spilling" in result.approached and "spilling" in result.missing
    assert any("nothing concrete" in line for line in result.evidence)


def test_a_probe_answered_thinly_about_topology_is_not_credited_either():
    result = assess(TOPOLOGY, NVLINK + " Which NIC sits near which GPU I'm not sure.", "topology-awareness")
    assert result.depth == "partial" and "topology-awareness" not in result.shown


def test_near_miss_a_specific_keeps_the_credit():
    result = assess(RAY, SPILL.replace("to disk", "to disk under /tmp/ray/session_latest")
                    + " How the restore side is paced I'm not sure.", "spilling")
    assert result.depth == "partial" and "spilling" in result.shown
    result = assess(TOPOLOGY, NVLINK.replace("NVSwitch", "NVSwitch at 900 GB/s")
                    + " Which NIC sits near which GPU I'm not sure.", "topology-awareness")
    assert result.depth == "partial" and "topology-awareness" in result.shown


def test_near_miss_the_same_words_without_the_gap_are_strong_and_credited():
    result = assess(RAY, SPILL.replace("later.", "later, which costs disk bandwidth, so I watch the spill stats "
                                              "in ray memory --stats-only."), "spilling")
    assert result.depth == "strong" and "spilling" in result.shown


def test_near_miss_a_partial_answer_to_two_asked_signals_keeps_the_one_it_shows():
    result = assess(TOPOLOGY, NVLINK + " Where the scheduler puts the nodes I'm not sure matters much.")
    assert len(result.targets) == 2 and result.depth == "partial"
    assert "topology-awareness" in result.shown


def test_near_miss_a_thin_partial_answer_that_admits_no_gap_keeps_the_credit():
    # partial for how little it says (the asked terms only), not for a gap it names: the credit stands
    text = ("Slower than which run? Is it step time or tokens per second? Did the config change? "
            "Then I'd profile.")
    result = assess("panel-postmortem/ambiguous-ask", text)
    assert result.depth == "partial" and "clarify-and-assume" in result.shown
