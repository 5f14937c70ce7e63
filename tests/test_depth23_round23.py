"""Round 23 (depth23): false signal credits from words the candidate does not stand by."""

from interviewer.content.concepts import default_lexicon
from interviewer.content.withdrawn import withdrawn, withdrawn_spans


def _taken(text: str) -> list[str]:
    return [text[lo:hi] for lo, hi in withdrawn_spans(text)]


def test_bare_no_after_a_dash_takes_back_what_came_before():
    text = "I'd raise NCCL_IB_QPS_PER_CONNECTION - no, maybe that's the one that should stay at one on RoCE."
    assert withdrawn(text, text.index("NCCL_IB_QPS"))
    assert not withdrawn(text, text.index("RoCE"))


def test_bare_no_after_an_ellipsis_takes_back_the_sentence_before_it():
    text = "DCP stores per-tensor chunk metadata, so it can reshard to TP 4... no, I think that only works for DP."
    assert withdrawn(text, text.index("chunk metadata"))
    assert not withdrawn(text, text.index("only works"))


def test_retraction_after_an_ellipsis_reaches_the_sentence_before_the_ellipsis():
    text = "I'd put a lock around the read, that keeps it consistent... actually no, scratch that, it is overkill."
    assert withdrawn(text, text.index("lock"))


def test_no_that_negates_a_noun_is_not_a_retraction():
    text = "We moved to async checkpoints - no data loss, and the GPUs only stall for the local write."
    assert _taken(text) == []
    text = "No, it's the ring that is bandwidth-optimal."  # answering the interviewer, nothing said before
    assert _taken(text) == []


def test_no_opening_a_later_sentence_takes_back_the_one_before():
    text = "Tree is also bandwidth-optimal. No, tree is the low-latency one."
    assert _taken(text) == ["Tree is also bandwidth-optimal."]


def test_a_claim_considered_and_not_made_is_not_asserted():
    lex = default_lexicon()
    said = "I'd have said PFC on the switches, but honestly I'm unsure what to check there."
    reading = lex.read(said)
    assert reading.asserted("probe-pfc", ("PFC",)) is None
    plain = "We enable PFC on the switches for the RoCE traffic class."
    assert lex.read(plain).asserted("probe-pfc", ("PFC",)) is not None


def test_an_earlier_rung_is_asked_elsewhere_for_a_later_probe():
    from interviewer.content import load_library
    from interviewer.interview.assess import elsewhere_targets, question_targets

    topic = load_library().persona("panel-postmortem").topic("run-postmortem")
    rungs = [p.signal for p in topic.ladder]
    last = rungs[-1]
    elsewhere = elsewhere_targets(topic, "probe", last)
    assert set(rungs[:-1]) - set(question_targets(topic, "probe", last)) <= set(elsewhere)
    assert last not in elsewhere  # what the probe asks is credited from its answer
    assert elsewhere_targets(topic) == ()  # the opening asks the whole topic: nothing is elsewhere


def _ray_hits(answer: str) -> dict[str, str]:
    from interviewer.content import load_library
    from interviewer.interview.assess import lexical_hits

    return lexical_hits(answer, load_library().rubric("ray-orchestration"))


def test_the_path_named_without_a_transport_is_not_weight_sync():
    said = "For the weights I'd do something GPU to GPU direct, but I'm unsure what Ray gives you for that."
    assert "compiled-graphs-weight-sync" not in _ray_hits(said)


def test_the_path_named_with_its_transport_is_weight_sync():
    said = "After each update the trainer sends the weights GPU to GPU over NCCL, layer by layer."
    assert "compiled-graphs-weight-sync" in _ray_hits(said)


def _checkpoint_hits(answer: str) -> dict[str, str]:
    from interviewer.content import load_library
    from interviewer.interview.assess import lexical_hits

    return lexical_hits(answer, load_library().rubric("fault-tolerance-checkpointing"))


def test_a_bandwidth_figure_is_not_the_checkpoints_size():
    said = "The checkpoint will be big and the storage vendor's 400 GB/s is a marketing number anyway."
    assert "checkpoint-cost-math" not in _checkpoint_hits(said)


def test_a_size_beside_the_bandwidth_is_checkpoint_arithmetic():
    for said in ("70 billion times 16 bytes is 1.1 terabytes; at 400 GB/s the write takes under three seconds.",
                 "Weights and Adam state come to 1120 GB, so at 400 GB/s the write takes about three seconds."):
        assert "checkpoint-cost-math" in _checkpoint_hits(said)
