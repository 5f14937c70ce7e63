"""Round 35 (lane sig35, issue #12: signal precision). A term named and, in the same breath, said not to be known
("there's a thing called Ulysses for that, but how it works I couldn't tell you") shows the name, not the signal:
``named_unknown.unknown_after`` reads the gap pointing back at the term in the rest of its sentence or the next one,
and ``showing.credited`` sets the signal aside as approached. A gap about something else, a condition, or a gap
still to be learnt ("yet") leaves the credit. Why not a cassette test: the lexical assessor makes no model call.
"""

from __future__ import annotations

import pytest
from test_closed_off28 import _assess

from interviewer.interview.named_unknown import unknown_after

DISOWNED = [
    ("Apparently context parallelism is the answer there, though I really don't know how it splits the work.",
     "Apparently context parallelism is the answer there"),
    ("My old team used Ulysses for that. Honestly what it does I'd be guessing.", "My old team used Ulysses for that"),
    ("He mentions ring attention and says he would have to read up on it first.",
     "He mentions ring attention and says he would have to read up on it first"),
    ("There is some NCCL_ALGO variable, I'd have to look that up before touching it.",
     "There is some NCCL_ALGO variable"),
    ("We were told to try SHARP. I've never used it myself.", "We were told to try SHARP"),
    ("She names Nsight Systems; she is not sure how to read it.", "She names Nsight Systems"),
]
"""(answer, the quoted clause): the speaker says, of what they just named, that they do not know it."""

KEPT = [
    # the gap is about something else, named, not pointed back at
    ("Ring attention passes key-value blocks round the ring while each GPU computes. Ulysses I don't know.",
     "Ring attention passes key-value blocks round the ring while each GPU computes"),
    # a condition, not an admission
    ("I split the sequence with context parallelism. If I don't know how it shards, I print the mesh.",
     "I split the sequence with context parallelism"),
    # still to be learnt about the situation
    ("I'd turn on NCCL_DEBUG=INFO; I don't know yet what it will show on this cluster.",
     "I'd turn on NCCL_DEBUG=INFO"),
    # the name is what is missing, not the thing
    ("Prefetch the next block's weights while this one computes; there's a flag for it, I don't remember what it's "
     "called.", "Prefetch the next block's weights while this one computes"),
    # speech without stops: a gap far along the run-on belongs to something else
    ("so the engines get a placement group each with strict pack so the four GPUs share a node and the trainer gets "
     "its own nodes and then for the weights something over the object store maybe and the head has some option "
     "but I don't know how it works", "so the engines get a placement group each with strict pack"),
    # the next sentence is about something else before it admits a gap
    ("Each rank writes its own shard through DCP. The upload to object storage I'd have to think about it more.",
     "Each rank writes its own shard through DCP"),
    # a gap two sentences on is another thought
    ("Context parallelism shards the sequence. Each rank holds a slice of the keys. I haven't used it at scale.",
     "Context parallelism shards the sequence"),
]


@pytest.mark.parametrize(("text", "quote"), DISOWNED)
def test_a_term_said_not_to_be_known_is_read(text, quote):
    assert unknown_after(text, quote)


@pytest.mark.parametrize(("text", "quote"), KEPT)
def test_a_gap_about_something_else_a_condition_or_yet_is_not(text, quote):
    assert not unknown_after(text, quote)


def _long_context(text: str):
    return _assess(text, "design-architect", "run-layout", "sequence-context-parallel",
                   "And if they ask for 128k-token sequences next quarter?")


def test_a_long_context_answer_that_names_context_parallel_and_disowns_it_is_not_credited():
    shown = _long_context("Context parallelism is what people use for that, I believe; I'd need to think more "
                          "about it before I said how to set it up.")
    named = _long_context("Context parallelism is what people use for that, and I'd shard the sequence across the "
                          "ranks of one node.")
    assert "sequence-context-parallel" in named.shown
    assert "sequence-context-parallel" not in shown.shown
    assert "sequence-context-parallel" in shown.approached
