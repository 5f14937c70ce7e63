"""Round 8: whether the candidate owns a stated cause, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh5 or of diag6's probe, in wordings written for
these tests (none is taken from a labelled set): a cause taken back, a belief held before, someone else's view,
a list of options, the right cause pinned on another component, and a supposition confirmed before the cause.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.causes import Pin
from interviewer.content.validate import validate
from interviewer.interview.owning import pinned_elsewhere
from listening_helpers import credited

LIB = load_library([])


def test_a_cause_taken_back_is_not_stated_and_what_follows_the_retraction_is(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on b06 dropped off the PCIe bus with Xid 79. Hmm, actually no, I take that back, all eight show up.",
        "ok so gpu four on b zero six fell off the bus wait no scratch that the lspci looks fine",
        "b06 lost GPU 4 off the bus, Xid 79 - never mind, that was last month's incident.",
        "I was leaning towards the IB port, but no: GPU 4 on gpu-b06 fell off the PCIe bus with Xid 79.",
        "It's the network. Wait, no, scratch that: GPU 4 on gpu-b06 fell off the bus, Xid 79 in dmesg.",
    ]) == [False, False, False, True, True]


def test_a_belief_held_before_is_not_the_conclusion(capsys, tmp_path):
    # A wrong cause the candidate gave up does not block the cause they now assert either.
    assert credited(capsys, tmp_path, "silent-nan-cascade", [
        "My first theory was that rank 611 got a micro-batch with zero loss tokens and divided by zero.",
        "I initially figured a bf16 overflow, but rank 611's micro-batch has no loss tokens at all, so its masked "
        "mean is 0/0.",
        "I figured out that rank 611's micro-batch has no loss tokens, so its masked mean is 0/0.",  # found, not held
        "At first only rank 611 had a micro-batch with no loss tokens, and its masked mean of 0/0 went NaN.",
    ]) == [False, True, True, True]


def test_someone_elses_view_is_not_asserted_unless_the_candidate_endorses_it(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The fabric guys are convinced the QoS template switched off ECN marking on the spines.",
        "According to the network on-call, ECN got disabled on the spine switches so DCQCN never kicks in.",
        "Our SRE's take is that ECN marking is off on the spines, so PFC is doing all the braking.",
        "The network team reckons ECN was disabled on the spines by the template, so senders never slow down.",
        "The network team says the template disabled ECN on the spines, and they're right: zero CNPs in the counters.",
    ]) == [False, False, False, False, True]


def test_a_listing_of_options_is_not_a_conclusion(capsys, tmp_path):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [
        "Suspects: GPU 5 on gpu-d092 doing SDC, a flaky optic, or the checksum code being racy. I'd replay the step.",
        "Candidates: GPU 5 on gpu-d092 silently corrupting data, a cosmic-ray flip, or a checksum race.",
        "GPU 5 on gpu-d092 is silently corrupting its GEMMs, with no ECC error and no Xid.",
    ]) == [False, False, True]


def test_the_right_cause_pinned_on_another_component_is_not_the_diagnosis(capsys, tmp_path):
    assert credited(capsys, tmp_path, "straggler-pcie-downtrained", [
        "GPU 3 on gpu-c10 trained its PCIe link down to x8, which halves its GPUDirect bandwidth.",
        "gpu-c09's GPU 5 is stuck at PCIe x8, so its RDMA bandwidth to the NIC is halved.",
        "rank 76 is the straggler, its PCIe link came up at x8 so its NIC traffic runs at half speed.",
        "GPU 3 on gpu-c09, rank 67, trained its PCIe link down to x8, halving its GPUDirect bandwidth.",
    ]) == [False, False, False, True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "The template turned off ECN marking on the leaf switches, so DCQCN gets no congestion signal.",
        "The template turned off ECN marking on the spine, not the leaves, so DCQCN gets no congestion signal.",
    ]) == [False, True]


def test_a_pin_needs_a_component_of_its_kind_named_to_say_elsewhere():
    pin = Pin(kind=[r"re:\bgpu-c\d\d\b"], this=[r"re:\bgpu-c09\b"])
    assert pinned_elsewhere("gpu-c10 is slow", [pin]) == "gpu-c10"
    assert pinned_elsewhere("gpu-c10 is fine, gpu-c09 is slow", [pin]) is None
    assert pinned_elsewhere("the slow node's link is at x8", [pin]) is None  # no node named: nothing pinned


def test_a_supposition_confirmed_then_the_cause_asserted_is_credited(capsys, tmp_path):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "If the c10d store were on e17, every agent would time out against e17, and sure enough, the store went "
        "down with gpu-e17 when it lost power.",
        "If the c10d store were on e17 when it lost power, every agent would time out against e17.",
    ]) == [True, False]


def test_a_report_runs_on_through_its_consequence(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "Somebody in the infra channel figured the replacement pod only has 48 CPUs so engine 7's bundle "
        "can't fit.",
    ]) == [False]


def test_every_shipped_pin_leaves_its_own_description_alone_and_a_broken_pin_is_a_validation_error(tmp_path):
    pinned = {(s.id, d.id): (d.description, d.pinned) for s in LIB.scenarios.values() for d in s.accepted_diagnoses
              if d.pinned}
    assert len(pinned) >= 12
    for key, (description, pins) in pinned.items():
        assert pinned_elsewhere(description, pins) is None, key  # the accepted statement is never "elsewhere"
    src = LIB.source("scenario", "xid79-fallen-off-bus").path.read_text()
    lines = src.splitlines()
    line = next(i for i, x in enumerate(lines) if x.startswith("        this: ['re:")) + 1
    lines[line - 1] = lines[line - 1].replace("this: ['re:", "this: ['re:(", 1)  # an unclosed group in a pin
    (tmp_path / "xid79-fallen-off-bus.yaml").write_text("\n".join(lines) + "\n")
    assert [str(p) for p in validate([tmp_path]).problems] == [
        f"{tmp_path / 'xid79-fallen-off-bus.yaml'}:{line}: regular expression does not compile: missing ), "
        "unterminated subpattern at position 0"]


@pytest.mark.parametrize("scenario", ["nccl-driver-mismatch-hang", "xid79-fallen-off-bus"])
def test_spoken_component_names_are_pinned_too(capsys, tmp_path, scenario):
    said = {"nccl-driver-mismatch-hang": ["h one hundred dash zero three two got re-imaged with the odd driver and "
                                          "its p two p transfers stall so every rank waits",
                                          "h one hundred dash zero two three got re-imaged with the odd driver and "
                                          "its p two p transfers stall so every rank waits"],
            "xid79-fallen-off-bus": ["gpu four on b zero seven fell off the bus xid seventy nine",
                                     "gpu four on b zero six fell off the bus xid seventy nine"]}[scenario]
    assert credited(capsys, tmp_path, scenario, said) == [False, True]


def test_reports_without_a_determiner_or_after_per_and_a_report_disowned(capsys, tmp_path):
    # Probe 2's structures (written after the rules above, measured before this fix), in new wordings.
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "Infra team's view: the rollout buffer leaks because it never evicts a rollout.",
        "My coworkers' position is that the RolloutBuffer actor keeps every rollout and grows without bound.",
        "Per our platform on-call, the rollout buffer never evicts anything, so it leaks.",
        "The rollout buffer leaks, it keeps every rollout. Haven't verified that though.",
        "The on-call blamed GCS, they're wrong: the RolloutBuffer actor leaks, it keeps every rollout forever.",
        "I'd figured the metrics actor, that's wrong: the rollout buffer keeps every rollout and never evicts.",
    ]) == [False, False, False, False, True, True]
