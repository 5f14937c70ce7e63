"""Round 22 (gap22): a gap admitted after content is an answer with a caveat, not a pass."""

from interviewer.interview.pass_turn import pass_turn, said_before_gap
from interviewer.interview.understand import understand

MESH = ("so you make a two D mesh with a data parallel dimension and a tensor parallel dimension and then you apply the "
        "tee pee plan on the tee pee sub mesh and fully shard on the dee pee sub mesh the context parallel I haven't "
        "used in practice so I'm not sure where it goes")
RESHARD = ("The checkpoint was cut into pieces for the old layout, so the pieces don't line up with the new GPUs. "
           "Something has to reassemble and recut them on load. I believe modern PyTorch checkpointing can do that, "
           "but I couldn't tell you what in the files makes it possible.")


def test_content_then_gap_is_an_answer(monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert said_before_gap(MESH) and not pass_turn(MESH)
    assert "answer" in understand(MESH).classes
    assert said_before_gap(RESHARD)
    assert "answer" in understand(RESHARD).classes


def test_pass_explained_after_stays_a_pass(monkeypatch):
    """Near cases: the admission comes first, or what precedes it is the speaker's own history, a knowing claim,
    the unknown part as a wh-clause, or only the topic named."""
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    for text in ("I'm going to be upfront: we used plain Ray core with our own actors, never Ray Train itself, so I "
                 "genuinely don't know what it does when a worker dies. I could speculate, but I'd prefer not to "
                 "pretend.",
                 "Placement groups I know only in theory. I don't know what STRICT_PACK does when a node goes away, so I'd be "
                 "guessing; let's say I don't know.",
                 "Pipeline schedules beyond GPipe I don't know, sorry.",
                 "honestly the comms layer was a black box for me, I just called backward",
                 "I'll be honest, placement groups are a blind spot for me. I don't know"):
        assert not said_before_gap(text), text
        assert understand(text).classes == ["dont-know"], text
