"""Signal alternatives derived from the rubric's own prose (content.derived): what they hold, the grammar guards
they share with concept matches, and that they steer follow-ups without crediting a signal.

Plain code, no model: the cases are written for the rules, not copied from a labelled set.
"""

from __future__ import annotations

import pytest

from interviewer.content.concepts import default_lexicon
from interviewer.content.derived import Derivations, derive
from interviewer.content.models import ConceptGroup, Signal

DESCRIPTION = "Explains why the gradients travel around a ring and why the latency grows with the rank count."


@pytest.fixture(scope="module")
def lex():
    return default_lexicon()


@pytest.fixture()
def signal():
    return Signal(id="ring-why", description=DESCRIPTION, evidence=["ring all-reduce"],
                  concepts=[ConceptGroup(all=["ring", "tree"])])


def test_derived_words_are_content_words_by_stem(lex, signal):
    derived = derive(lex, signal)
    assert {"travel", "latenc", "grows"} <= set(derived.words)
    assert "gradient-sync" in derived.concepts  # a word the lexicon knows brings its concept (and its synonyms)
    assert "gradie" not in derived.words  # ... and is not also a bare word
    assert "ring" not in derived.concepts and "tree" not in derived.concepts  # the signal's own concepts are not derived
    assert not {"explai", "around"} & set(derived.words)  # rubric verbs and connectives are stop words


def test_hits_count_claimed_words_only(lex, signal):
    derivations = Derivations(lex)
    said = lex.read("Every card passes its gradients on, and the latency grows as you add cards.")
    assert {"gradient-sync", "latenc", "grows"} <= set(derivations.hits(said, signal))
    negated = lex.read("Every card passes its numbers on. I don't know about the latency.")
    assert "latenc" not in derivations.hits(negated, signal)
    asked = lex.read("The latency grows, sure.", "Why does the latency grow with more ranks?")
    assert "latenc" not in derivations.hits(asked, signal)  # the interviewer's own word is no evidence


def test_describes_needs_two_hits_or_one_with_an_own_concept(lex, signal):
    derivations = Derivations(lex)
    assert derivations.describes(lex.read("The gradients travel card to card."), signal)
    assert not derivations.describes(lex.read("The gradients are summed."), signal)
    assert derivations.describes(lex.read("It's a ring, and the gradients get summed."), signal)


def test_derivations_are_cached_per_signal(lex, signal):
    derivations = Derivations(lex)
    assert derivations.of(signal) is derivations.of(signal)


def test_shipped_signals_all_derive(lex):
    from interviewer.content import load_library

    library = load_library()
    derivations = Derivations(lex)
    for rubric in library.rubrics.values() if isinstance(library.rubrics, dict) else library.rubrics:
        for signal in rubric.signals:
            derived = derivations.of(signal)
            own = {cid for group in signal.concepts for cid in (*group.all, *group.any)}
            assert not own & set(derived.concepts), signal.id
            assert all(c in lex.terms for c in derived.concepts), signal.id
