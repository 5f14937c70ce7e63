"""Round 16 (issue #12, no weak rated strong): structural ceilings on confidently wrong answers.

Two thresholds of ``DepthRules``, each off by default and offered to the leave-one-source-out cross-validation
(``bench/assessor_cv.py``): an unhedged certainty in a short answer takes partial to weak even when it shows a signal,
and an answer that names what was asked with none of its mechanism concepts (``Substance.named_only``) and says it
flatly is weak. Each is tested on its own, with explicit thresholds, whatever the shipped file turns on.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.name_only import mechanism_concepts, name_concepts
from interviewer.interview.depth_rules import DepthRules
from interviewer.interview.substance import Substance, read_substance

RING = ("infra-network", "ring-and-tree")


@pytest.fixture(scope="module")
def ring():
    library = load_library()
    topic = library.persona(RING[0]).topic(RING[1])
    return topic, library.rubric(topic.dimension)


def sub(**kw) -> Substance:
    base = dict(words=20, specifics=(), links=(), plain_links=0, terms=2)
    return Substance(**{**base, **kw})


def read(ring, text: str) -> Substance:
    topic, dim = ring
    lex = default_lexicon()
    return read_substance(lex.read(text, topic.question), lex, dim, topic.question, tuple(topic.targets))


# ------------------------------------------------------------------ the name of a signal and its mechanism

def test_a_signals_name_is_the_concept_every_way_of_showing_it_shares(ring):
    _, dim = ring
    signal = dim.signal("ring-vs-tree")
    assert name_concepts(signal) == {"ring"}
    assert "ring-volume" in mechanism_concepts(signal) and "ring" not in mechanism_concepts(signal)


@pytest.mark.parametrize("text", [
    "Ring all-reduce is always the right choice, at any scale, full stop.",
    "NCCL picks ring all-reduce automatically, you never have to think about it.",
])
def test_naming_what_was_asked_without_its_mechanism_is_named_only(ring, text):
    assert read(ring, text).named_only


def test_the_mechanism_said_is_not_named_only(ring):
    text = ("Ring all-reduce: each rank sends 2(n-1)/n of the buffer, so it is bandwidth-optimal; the tree keeps "
            "latency logarithmic in the number of ranks.")
    assert not read(ring, text).named_only


def test_without_the_asked_signals_nothing_is_named_only(ring):
    topic, dim = ring
    lex = default_lexicon()
    text = "Ring all-reduce is always the right choice, at any scale, full stop."
    assert not read_substance(lex.read(text, topic.question), lex, dim, topic.question).named_only


# ------------------------------------------------------------------ the rules, each on its own

def test_a_short_unhedged_certainty_is_weak_even_when_it_shows_a_signal():
    rules, why = DepthRules(confident_shown_below_words=45), []
    flat = sub(words=30, absolutes=("always",))
    assert rules.adjust("partial", 0.5, True, False, flat, why, shows_any=True) == "weak" and why
    assert rules.adjust("partial", 0.5, True, False, sub(words=30, absolutes=("always",), hedged=True),
                        shows_any=True) == "partial"
    assert rules.adjust("partial", 0.5, True, False, sub(words=50, absolutes=("always",)), shows_any=True) == "partial"
    assert rules.adjust("partial", 0.5, True, False, sub(words=30), shows_any=True) == "partial"
    assert rules.adjust("strong", 1.0, True, False, flat, shows_any=True) == "strong"  # a ceiling on partial only
    assert DepthRules().adjust("partial", 0.5, True, False, flat, shows_any=True) == "partial"


def test_the_asked_name_said_flatly_with_no_mechanism_is_weak():
    rules, why = DepthRules(named_only_confident=True), []
    flat = sub(words=70, absolutes=("always",), named_only=True)
    assert rules.adjust("partial", 0.5, True, False, flat, why, shows_any=True) == "weak" and why
    assert rules.adjust("partial", 0.5, True, False, sub(words=70, absolutes=("always",)), shows_any=True) == "partial"
    assert rules.adjust("partial", 0.5, True, False, sub(words=70, named_only=True), shows_any=True) == "partial"
    assert rules.adjust("partial", 0.5, True, False, sub(words=70, absolutes=("always",), named_only=True,
                                                         hedged=True), shows_any=True) == "partial"
    assert DepthRules().adjust("partial", 0.5, True, False, flat, shows_any=True) == "partial"
