"""The structural claim check (issue #12, round 21): claims read as (subject, relation, value) or (quantity, driver,
direction) against the authored domain truths in ``truths/``. A wrong value said of the subject is caught in any
wording; the right value, a value said of a neighbour, a question, a supposition, a negated or withdrawn claim is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from interviewer.content import truths as content_truths
from interviewer.content.validate import validate
from interviewer.interview.truth_claims import about_asked, contradicted, contradictions

WRONG = [
    # what an Xid code means
    "Xid 79 is a harmless notice from the driver, you can ignore it.",
    "The node logged Xid 48, which means the application has a bug.",
    "Xid 94 indicates the card is overheating.",
    "Xid 13 is the NVLink one, so that node's fabric is bad.",
    "You'll see Xid 79 in the kernel log - that's just a notice, nothing to act on.",
    # what a setting does
    "CUDA_LAUNCH_BLOCKING=1 serialises all the threads in the process, so the race goes away.",
    "Set TORCH_NCCL_BLOCKING_WAIT=1 - it makes NCCL print every collective as it launches.",
    "Set NCCL_IB_TIMEOUT to 5, which is in seconds, so a hang is caught within five seconds.",
    # what the GIL does
    "Both threads touch the gradients, but the GIL serialises the threads, so there is no race.",
    "Python's GIL means the logger can never see a half-written gradient.",
    # what a sharding stage shards
    "With ZeRO-1, which shards the parameters, each GPU holds an eighth of the weights.",
    "Use ZeRO-2 because ZeRO-3 doesn't shard the optimizer state.",
    # who a timeout points at
    "Check the logs: the node that timed out first is the culprit, so drain it.",
    # what bounds a kernel
    "Our biggest kernel was RMSNorm, and it was compute-bound because of the square root.",
    "Element-wise ops like GELU are FLOP-bound on an H100.",
    # who waits in a collective
    "When one rank dies, the remaining 511 ranks simply carry on at a smaller world size.",
    "Rank 0 does the write on its own, so the other GPUs never stall.",
    # which way a quantity moves
    "A deeper pipeline with more stages gives a smaller bubble.",
    "The bubble increases with the number of micro-batches.",
    "Sharding over more GPUs means each GPU sends less data.",
    "Per-rank traffic drops as the number of ranks grows.",
    # which is faster
    "RoCE at 400 gig is about as fast as NVLink, so TP can span nodes.",
    "NVLink is slower than the inter-node fabric for big messages.",
]

RIGHT = [
    "Xid 79 means the GPU fell off the bus, sometimes after an ECC storm.",
    "Xid 48 is a double-bit ECC error, so the node gets drained.",
    "Xid 74 is NVLink and Xid 79 is the GPU falling off the bus.",
    "Xid 79 shows up in the kernel log - it means the GPU fell off the bus, often after an ECC storm.",
    "Is Xid 79 an ECC error? No, it means the GPU has fallen off the bus.",
    "The GEMMs are compute-bound and the layer norms memory-bound.",
    "ZeRO-1 shards only the optimizer states, ZeRO-2 adds the gradients, ZeRO-3 shards the parameters too.",
    "ZeRO-2 doesn't shard the parameters, so each rank still holds all 140 GB of bf16 weights.",
    "The GIL doesn't order them; it just interleaves bytecodes, so the += can still race.",
    "Even with the GIL the logger can see a half-written gradient, because the GIL switches threads between bytecodes.",
    "The first rank to time out is just one of the ranks that was waiting; the hung one never entered the collective.",
    "CUDA_LAUNCH_BLOCKING=1 makes every launch synchronous, which is why the error points at the right kernel.",
    "Raise NCCL_IB_TIMEOUT to 22 - it's an exponent, not seconds; the watchdog is the process group's timeout.",
    "Softmax is memory-bound, unlike the matmuls which are compute-bound.",
    "The layer norm does a few flops per byte, while an H100 needs hundreds of flops per byte to be compute-bound.",
    "The other ranks wait in the all-reduce until the watchdog fires.",
    "The other 63 ranks don't carry on; they block in the collective.",
    "The other 63 just keep training without it. No - they can't, they block until the watchdog times out.",
    "With torchft the other replica groups keep training while the failed one rejoins.",
    "More micro-batches give a smaller bubble; more stages give a bigger one.",
    "The bubble shrinks as micro-batches grow.",
    "To shrink the bubble I'd use interleaving, or more micro-batches at the price of smaller micro-batches.",
    "Each GPU sends about twice the buffer however many GPUs there are.",
    "Per-rank bytes stay about the same as ranks are added.",
    "If you shard over more nodes, people assume each node sends less, but it doesn't.",
    "Keep TP inside the node: NVLink is much faster than the network.",
    "InfiniBand is slower than NVLink, and RoCE isn't as fast as NVLink either.",
]


@pytest.mark.parametrize("text", WRONG)
def test_wrong_claims_are_caught(text):
    found = contradicted(text)
    assert found, text
    assert all(about for _, about in found), "every shipped truth says what it is about"


@pytest.mark.parametrize("text", RIGHT)
def test_right_claims_pass(text):
    assert contradictions(text) == [], text


def test_each_contradiction_quotes_its_truth():
    found = contradictions("Xid 79 is a thermal warning.")
    assert len(found) == 1 and "fallen off the bus" in found[0] and "Xid 79 is a thermal warning" in found[0]


def test_shipped_truths_load_and_cite_a_source():
    books = content_truths.load_truths()
    assert books and all(t.source.startswith("https://") for b in books for t in [*b.truths, *b.directions])
    assert content_truths.problems() == []


def test_validate_reports_a_broken_truths_file(tmp_path: Path):
    shipped = (content_truths.folder() / "domain.yaml").read_text()
    (tmp_path / "truths").mkdir()
    (tmp_path / "truths" / "domain.yaml").write_text(shipped.replace("['\\bxid\\s*13\\b']", "['(xid 13']", 1))
    assert any("does not compile" in str(p) for p in content_truths.problems(tmp_path))
    (tmp_path / "truths" / "domain.yaml").write_text(shipped.replace("vocabulary: bound", "vocabulary: nothing", 1))
    assert any("unknown vocabulary" in str(p) for p in content_truths.problems(tmp_path))
    (tmp_path / "truths" / "domain.yaml").write_text(shipped.replace("about: [performance-engineering]",
                                                                     "about: [performance-engineering/no-such-signal]", 1))
    assert content_truths.problems(tmp_path) == []
    assert any("no-such-signal" in str(p) for p in content_truths.problems(tmp_path, {"performance-engineering": {"x"}}))


def test_validate_checks_the_shipped_truths(monkeypatch):
    monkeypatch.setattr(content_truths, "problems", lambda root=None, signals=None: [content_truths.ContentError("t.yaml", 1, "x")])
    assert any(str(p).startswith("t.yaml") for p in validate().problems)


def test_a_truth_is_weighed_by_what_was_asked():
    about = ("fsdp-sharding/sharding-strategies", "gpu-cluster-operations")
    assert about_asked(about, "fsdp-sharding", ("sharding-strategies", "memory-arithmetic"))
    assert about_asked(about, "gpu-cluster-operations", ("xid-literacy",))
    assert not about_asked(about, "fsdp-sharding", ("device-mesh-composition",))
    assert about_asked((), "nccl-collectives", ("ring-vs-tree",))
