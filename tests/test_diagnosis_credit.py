"""What lets a near miss through, by structure, and the correct statements each fix must keep, through `interviewer assess`.

Each structure is one way a statement names the right words without stating the diagnosis: a line
copied from an output, the right culprit with a wrong mechanism, a contrastive negation read too
widely, a pseudo-cleft read as a question, a symptom restated. The wordings are written for these
tests (none is taken from a labelled set).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from interviewer.content import load_library
from interviewer.interview.understand import understand
from listening_helpers import credited

LIB = load_library([])


@pytest.mark.parametrize("sid", sorted(LIB.scenarios))
def test_a_line_copied_from_an_output_is_a_quote_even_before_it_is_revealed(sid):
    # 'NVRM: Xid (PCI:0000:8a:00): 79, … GPU has fallen off the bus.' pasted back repeats the evidence; it
    # concludes nothing. (Before, 13 such lines across the scenarios were credited.)
    scenario = LIB.scenarios[sid]
    lines = [line.strip() for a in scenario.artifacts if not a.shown_at_start for line in a.content.splitlines()
             if len(line.split()) >= 3]
    hits = [line for line in lines if understand(line, scenario=scenario, shown=scenario.situation).diagnosis]
    assert hits == []


def test_the_candidates_own_sentence_in_the_logs_words_is_still_theirs(capsys, tmp_path):
    # Plain English that shares the log's words is not a copy: no timestamp, key or id in it.
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "GPU 4 on gpu-b06 has fallen off the bus.",
        "The dmesg line says Xid 79 on b06, so that GPU fell off the PCIe bus and the job died with it.",
    ]) == [True, True]


WRONG_MECHANISM = {
    # The right culprit with a wrong account of how it failed: not the diagnosis.
    "dataloader-starvation": ["num_workers dropped to 2, so the bucket starts throttling our GETs",
                              "with only two workers per rank the CPUs are oversubscribed, we need bigger hosts"],
    "elastic-rendezvous-timeout": ["the c10d store on gpu-e17 was fine but the firewall blocked port 29500",
                                   "the rendezvous store went down with gpu-e17 because max-restarts was used up"],
    "loss-spike-data-mix": ["the forum-v2 source reads the raw path, and fp8 amax overflows on its batches",
                            "forum-v2 is unfiltered, but the spikes are because it gets over-sampled at 5%"],
    "moe-expert-imbalance-oom": ["the router collapsed because the z-loss is far too strong",
                                "aux loss is 0, so the all-to-all buffers leak a little every step"],
    "nccl-driver-mismatch-hang": ["h100-023 has a newer driver, so its NCCL speaks an incompatible wire protocol",
                                  "node 023's driver differs from the rest and the eval change desyncs the ranks"],
    "partial-checkpoint-resume": ["gpu-037's uploads were lost because Lustre ran out of space on OST1",
                                  "latest was written before all uploads finished, and DCP silently skipped shards"],
    "ray-head-oom": ["the rollout buffer grows without bound because plasma pins every object it holds",
                     "the head node runs the buffer because num-cpus is unset, and spilling eats the memory"],
    "ray-placement-group-pending": ["the replacement node has only 48 CPUs, so engine 7 keeps crashing on start",
                                    "the new pod came up with fewer cores and the GCS lost the placement group"],
    "roce-pfc-ecn-regression": ["ECN marking is off on the spine and the links are flapping and dropping packets",
                                "the spine switches stopped ECN marking because the NCCL 2.21 upgrade changed the algorithm"],
    "sdc-cross-replica-checksum": ["gpu-d092 silently computes wrong results because its HBM is bad and flips bits",
                                   "rank 741 gives wrong values since the all-reduce corrupts them on the wire"],
    "silent-nan-cascade": ["the loss mask is empty on one rank and bf16 overflow turns it into NaN",
                           "one rank's NaN got all-reduced into every rank after a learning rate spike"],
    "straggler-pcie-downtrained": ["gpu-c09's PCIe link is at x8, so its compute kernels run slower than the rest",
                                   "rank 67 is the straggler because gpu-c21 is thermally throttling"],
    "xid79-fallen-off-bus": ["GPU 4 on gpu-b06 fell off the bus after a double-bit ECC error in HBM",
                             "b06 hit Xid 79 because of a transient glitch, a reset will clear it"],
}

DISMISSED = {
    # The same words said to rule a cause out keep the diagnosis credited.
    "dataloader-starvation": "No throttling and no 503s; num_workers fell back to the default of 2 after the refactor.",
    "elastic-rendezvous-timeout": "The firewall is a red herring: the c10d store lived on gpu-e17 and died with it.",
    "loss-spike-data-mix": "Not fp8 and not the LR: forum-v2 is read from the raw path, so it was never filtered.",
    "moe-expert-imbalance-oom": "It isn't fragmentation; the router collapsed because aux loss is 0 and expert bias is off.",
    "nccl-driver-mismatch-hang": "NCCL is identical everywhere; h100-023 runs driver 560 where the rest run 550, and it stalls.",
    "partial-checkpoint-resume": "Nothing is corrupt: latest was written before the other nodes' uploads finished.",
    "ray-head-oom": "Spilling is working as designed; the rollout buffer leaks, it keeps every rollout.",
    "ray-placement-group-pending": "Nothing is crashing: the replacement node has only 16 CPUs left, not enough for engine 7.",
    "roce-pfc-ecn-regression": "No drops or retransmits anywhere; ECN marking was turned off on the spine switches.",
    "sdc-cross-replica-checksum": "The d041 row remap is unrelated; gpu-d092 is silently computing wrong results.",
    "silent-nan-cascade": "There's no overflow anywhere; the loss mask sum is zero, so the mean is 0/0.",
    "straggler-pcie-downtrained": "gpu-c21's power cap is normal; gpu-c09's PCIe link trained down to x8.",
    "xid79-fallen-off-bus": "It's not ECC and not the IB fabric: GPU 4 on gpu-b06 fell off the PCIe bus.",
}


@pytest.mark.parametrize("sid", sorted(WRONG_MECHANISM))
def test_the_right_culprit_with_a_wrong_mechanism_is_not_credited_and_a_dismissed_one_is(sid, capsys, tmp_path):
    assert LIB.scenarios[sid].wrong_causes, f"{sid} lists no wrong causes"
    got = credited(capsys, tmp_path, sid, WRONG_MECHANISM[sid] + [DISMISSED[sid]])
    assert got == [False] * len(WRONG_MECHANISM[sid]) + [True]


def test_a_contrastive_negation_governs_its_own_noun_phrase_in_unpunctuated_speech(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "its not the fabric at all the gpu on b zero six fell off the bus",   # speech: no punctuation
        "it's not the GPU on b06 that fell off the bus",                       # the contrast goes on into the claim
        "it's not the GPU on b06 or its Xid 79",                                # a negated list
        "I don't think the GPU on gpu-b06 fell off the bus at all",             # belief: the whole clause
    ]) == [True, False, False, False]


def test_a_pseudo_cleft_is_an_answer_not_a_question(capsys, tmp_path):
    # "What actually broke was X" states X; it asks nothing.
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "What actually broke was the run config: num_workers is ignored and the loader falls back to 2 workers.",
        "so what happened is the old data.num_workers key got dropped and we run the default two workers",
        "What happened to num_workers, is it 2 now?",
    ]) == [True, True, False]


def test_a_symptom_restated_with_the_culprits_name_is_not_credited(capsys, tmp_path):
    # The connection to the store failing is what the page shows; the node dying under the store is the cause.
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "every agent failed to connect to gpu-e17, so the c10d store can't be reached",
        "gpu-e17 refused the connection, so the rendezvous store join failed",
        "the c10d store was on gpu-e17 and gpu-e17 lost power, so no agent could rejoin",
    ]) == [False, False, True]


FAMILIES = yaml.safe_load((Path(__file__).parent / "data" / "diagnosis-families.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("sid", sorted(LIB.scenarios))
def test_each_diagnosis_family_is_credited_in_new_wordings_and_its_near_misses_are_not(sid, capsys, tmp_path):
    family = FAMILIES[sid]
    got = credited(capsys, tmp_path, sid, family["credit"] + family["near_miss"])
    missed = [t for t, c in zip(family["credit"], got) if not c]
    let_through = [t for t, c in zip(family["near_miss"], got[len(family["credit"]):]) if c]
    assert (missed, let_through) == ([], [])


def test_a_part_named_twice_is_read_where_it_is_asserted(capsys, tmp_path):
    # 'never back off because ECN marking is off on the spine' names 'off … spine' twice: after 'never', and asserted.
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "Senders never back off because ECN marking is off on the spine switches",
        "ECN marking isn't off on the spine switches",
    ]) == [True, False]


def test_one_option_among_several_is_not_credited_however_it_is_worded(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "one theory is engine 7's bundle can't fit on the replacement node, a second theory is the GCS",
        "first idea: the replacement node doesn't have enough cores for the bundle; another one is a Ray bug",
        "engine 7's bundle can't fit on the replacement node",
    ]) == [False, False, True]


def test_a_claim_supposed_reported_or_to_be_checked_is_not_asserted(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "no way GPU 4 on b06 fell off the bus, lspci looks clean",                    # disbelief
        "it would be strange if GPU 4 on b06 fell off the bus",                       # inside a condition
        "the researcher thinks GPU 4 on b06 fell off the bus, I disagree",             # reported, not endorsed
        "to confirm GPU 4 on b06 fell off the bus, read dmesg there",                  # purpose: to be checked
        "GPU 4 on b06 fell off the bus at 04:12, if you read dmesg you see it",        # the condition is elsewhere
    ]) == [False, False, False, False, True]


def test_do_support_negates_the_mechanism_it_governs(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "the rollout buffer doesn't leak, it keeps a window",
        "the rollout buffer leaks, it doesn't drop anything",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "since the template change the spine doesn't mark ECN anymore",              # the mechanism is the negation
    ]) == [True]


def test_a_negation_inside_the_mechanism_does_not_negate_the_culprit(capsys, tmp_path):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "the spine switches do not mark ECN anymore since the template went in",
        "ECN marking on the spine switches is not off, it's fine",
    ]) == [True, False]
