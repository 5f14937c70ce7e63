"""Round 11 (issue #12 item 1): what the answer as a whole takes back from the signals its sentences show.

Every answer here is invented for the test. The matcher finds the signal in each (``shown``, asserted clause by
clause); the assessor does not credit it when the answer asserts a misconception about that signal's mechanism, or
when the answer is a buzzword recital with nothing specific in it. The controls say the same thing without the
wrong claim, or with a figure, and keep the credit.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon

from listening_helpers import assess, shown


@pytest.fixture(scope="module")
def library():
    return load_library()


MISCONCEIVED = [
    # NCCL does not need identical drivers across nodes; comparing them is right, the claim after it is wrong
    ("infra-network/debug-during-hang", "version-consistency", "version-consistency",
     "First I'd diff the GPU driver version on every node against the others. NCCL needs the exact same driver on "
     "every host, so that mismatch is the hang."),
    # a checkpoint is not just the bf16 weights: the size and write time it works out rest on that
    ("infra-capacity-planner/failure-budget", "", "checkpoint-cost-math",
     "Writing 140 GB at 200 GB/s takes under a second. The checkpoint is just the bf16 weights, so I'd save every "
     "few thousand steps."),
]


XID13_AS_NVLINK = ("Xid 79 means the GPU fell off the bus and Xid 48 is a double-bit ECC error. And Xid 13 is the "
                   "NVLink one, so that node goes straight back to the vendor.")
"""Xid 13 is a graphics engine exception (usually the application); NVLink errors are Xid 74."""


def test_xid13_read_as_an_nvlink_fault_is_the_xid13_misconception(library):
    result = assess(library, "infra-cluster-ops/xid-triage", XID13_AS_NVLINK)
    assert (result.red_flags, result.depth) == (["xid13-is-hardware"], "weak")
    assert "xid-literacy" not in result.shown
    right = assess(library, "infra-cluster-ops/xid-triage", XID13_AS_NVLINK.replace("Xid 13", "Xid 74"))
    assert right.red_flags == [] and "xid-literacy" in right.shown


@pytest.mark.parametrize("ref,probe,signal,text", MISCONCEIVED, ids=[c[2] for c in MISCONCEIVED])
def test_a_misconception_takes_back_the_signal_it_is_about(library, ref, probe, signal, text):
    assert signal in shown(library, ref, text)
    assert signal not in assess(library, ref, text, probe=probe).shown


CORRECT = [
    ("infra-network/debug-during-hang", "version-consistency", "version-consistency",
     "First I'd diff the GPU driver version on every node against the others, and look hard at the odd one out."),
    ("infra-capacity-planner/failure-budget", "", "checkpoint-cost-math",
     "Weights, fp32 master copy and Adam moments are 16 bytes a parameter, 1.1 TB, so at 200 GB/s a save takes "
     "about 6 seconds."),
]


@pytest.mark.parametrize("ref,probe,signal,text", CORRECT, ids=[c[2] for c in CORRECT])
def test_without_the_wrong_claim_the_signal_is_credited(library, ref, probe, signal, text):
    assert signal in assess(library, ref, text, probe=probe).shown


RECITALS = [
    ("infra-network/fabric-regression", "transport-and-fabric",
     "I'd take a holistic look at the fabric - PFC, ECN, DCQCN, adaptive routing - and leverage our observability "
     "stack so the congestion control is tuned end to end."),
    # one buzzword ("optimal") in a short answer with nothing specific: still a recital
    ("infra-network/fabric-regression", "transport-and-fabric",
     "It's a congestion thing on the fabric, PFC and ECN and DCQCN, so I'd retune the congestion control for optimal "
     "throughput."),
]


@pytest.mark.parametrize("ref,signal,text", RECITALS, ids=["two-buzzwords", "one-buzzword-short"])
def test_a_buzzword_recital_shows_nothing(library, ref, signal, text):
    assert signal in shown(library, ref, text)
    result = assess(library, ref, text)
    assert result.shown == {}
    assert result.depth == "weak"


def test_one_figure_does_not_redeem_a_short_string_of_buzzwords(library):
    # the recital also raises and describes nothing, so its depth does not come back through the description's words
    text = ("Elastic training with torchelastic, in-memory checkpointing, hot spares and automated remediation - a "
            "self-healing, best-practice platform gets you well under five minutes.")
    ref = "infra-reliability/elastic-recovery"
    assert {"detection-and-recovery", "in-job-recovery"} <= set(shown(library, ref, text))
    result = assess(library, ref, text)
    assert (result.shown, result.depth) == ({}, "weak")


@pytest.mark.parametrize("said", ["the lossless class configured end to end", "end-to-end lossless configuration"])
def test_end_to_end_is_one_buzzword_however_it_is_spelled(said):
    lex = default_lexicon()
    assert lex.buzzwords(lex.read(said)) == 1


def test_a_buzzword_beside_a_specific_is_not_a_recital(library):
    text = ("A holistic look first: after the maintenance, check PFC is still enabled on priority 3 on every host and "
            "switch port, since RoCE drops without it, and that NCCL_IB_GID_INDEX=3 still selects RoCEv2.")
    assert "transport-and-fabric" in assess(library, "infra-network/fabric-regression", text).shown


CLAIMS = [
    # the checkpoint-is-just-weights belief said without "just"
    ("infra-capacity-planner/failure-budget", "checkpoint-is-just-weights",
     "Our checkpoint is the fp16 weights, 60 GB for the 30B model, so at 100 GB/s it's gone in under a second."),
    # optimizer-state-is-small, said of the optimizer state or Adam's moments
    ("design-architect/memory-and-sharding", "optimizer-state-is-small",
     "Sharded over 16 GPUs the bf16 weights are 8.75 GB each, and the optimizer state is small next to that."),
    ("design-architect/memory-and-sharding", "optimizer-state-is-small",
     "Sharded over 16 GPUs the bf16 weights are 8.75 GB each; Adam's moments are basically a rounding error."),
    # a per-GPU MTBF of a million hours or more: fleets see about one interruption per 50,000 GPU-hours
    ("infra-capacity-planner/failure-budget", "gpu-mtbf-millions-of-hours",
     "A GPU's MTBF is a few million hours these days, so a 2,048-GPU job fails maybe once a quarter."),
    # Xid 13 given Xid 79's meaning (the GPU fell off the bus): a hardware fault, which 13 usually is not
    ("infra-cluster-ops/xid-triage", "xid13-is-hardware",
     "Xid 13 means the GPU fell off the PCIe bus, so reseat it and run the job again."),
    # the interval as a fixed fraction of the MTBF: Young/Daly is sqrt(2 x write time x MTBF)
    ("infra-capacity-planner/failure-budget", "interval-ignores-mtbf",
     "Our interval is the job MTBF divided by 2, so with a failure every 10 hours we save every 5."),
    # 100% GPU-Util read as fully used: it only says a kernel was resident
    ("infra-capacity-planner/price-a-run", "gpu-util-is-compute",
     "We got there by keeping 100% GPU-Util on every card, which means they are fully used."),
]


@pytest.mark.parametrize("ref,flag,text", CLAIMS,
                         ids=["ckpt-weights", "opt-state-small", "adam-rounding-error", "gpu-mtbf", "xid13-off-the-bus",
                              "interval-half-mtbf", "gpu-util-full"])
def test_the_same_false_belief_in_other_words_is_the_misconception(library, ref, flag, text):
    assert flag in assess(library, ref, text).red_flags


@pytest.mark.parametrize("ref,flag,text", [
    ("infra-capacity-planner/failure-budget", "checkpoint-is-just-weights",
     "Our checkpoint is the weights plus the fp32 master copy and both Adam moments, about 16 bytes a parameter."),
    ("design-architect/memory-and-sharding", "optimizer-state-is-small",
     "Sharded over 16 GPUs the weights are small, but the optimizer state is 12 bytes a parameter, the bulk of it."),
    ("infra-capacity-planner/failure-budget", "gpu-mtbf-millions-of-hours",
     "At about 50,000 hours MTBF per GPU, 2,048 GPUs fail roughly once a day, so the job MTBF is about 24 hours."),
    ("infra-capacity-planner/failure-budget", "interval-ignores-mtbf",
     "The interval is sqrt(2 x 30 s x 10 h), about 24 minutes, far below the job MTBF."),
], ids=["ckpt-full-state", "opt-state-bulk", "gpu-mtbf-fleet", "interval-young"])
def test_the_right_account_is_not_the_misconception(library, ref, flag, text):
    assert flag not in assess(library, ref, text).red_flags


SHARDING = ("Full sharding keeps 16 bytes a parameter spread over all 64 ranks, so 70B is about 17.5 GB of state each "
            "before activations, and ZeRO-3 is the same idea.")
PIECED = SHARDING + (" Across nodes I'd use hybrid sharding so the all-gathers stay on NVLink. Gradients are averaged "
                     "over the slow network once per step.")
"""The collectives named in one sentence and the gradients in another: communication-pattern only pieced together."""
TOGETHER = SHARDING + (" Across nodes I'd use hybrid sharding so the all-gathers stay on NVLink and only the gradient "
                       "all-reduce crosses the slow network.")


def test_a_signal_beside_the_question_pieced_across_sentences_is_only_approached(library):
    ref = "design-architect/memory-and-sharding"  # asks for memory arithmetic and sharding strategies
    assert "communication-pattern" in shown(library, ref, PIECED)
    result = assess(library, ref, PIECED)
    assert "communication-pattern" not in result.shown
    assert "communication-pattern" in result.approached  # a follow-up does not ask for it first
    assert "communication-pattern" in assess(library, ref, TOGETHER).shown


def test_an_asked_signal_may_be_pieced_across_sentences(library):
    result = assess(library, "design-architect/memory-and-sharding", PIECED, probe="communication-pattern")
    assert "communication-pattern" in result.shown


@pytest.mark.parametrize("text, count", [
    ("Ring all-reduce is bandwidth optimal: a reduce-scatter then an all-gather.", 0),
    ("Young/Daly gives the optimal checkpoint interval from the write time and the MTBF.", 0),
    ("I'd retune the congestion control for optimal throughput.", 1),
])
def test_optimal_is_a_buzzword_only_when_it_names_no_property(text, count):
    # "bandwidth-optimal" is a named property of ring all-reduce (a lexicon concept) and Young/Daly's interval is
    # "optimal" by derivation: a short answer saying either is not a recital (the engine's golden chat caught it)
    lex = default_lexicon()
    assert lex.buzzwords(lex.read(text)) == count
