"""Round 20 (issue #12, depth relative to what was asked): structural depth rules.

- a disclaimer said without contraction or with a graded doubt ("I do not remember", "I am not fully sure");
- "everything" heading a relative clause names a set, it is not certainty;
- a quantity said in words ("eight GPUs", "every few hundred steps") is concrete;
- a question that asks two things (``Substance.asks``) of one signal, answered short with nothing measured, is partial;
- an answer that shows nothing asked but explains it at length in its own words, unhedged, is strong;
- a short answer that hedges is not strong;
- the question's phrases said back around a tautology are weak.
"""

from __future__ import annotations

from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.gaps import UNSURE
from interviewer.interview.substance import ABSOLUTE, ASKS, SPELLED_QUANTITY, Substance, phrase_echo


def sub(**kw) -> Substance:
    base = dict(words=30, specifics=(), links=(), plain_links=0, terms=2)
    return Substance(**{**base, **kw})


def test_uncontracted_and_graded_doubt_is_unsure():
    for said in ("For failure there is some config, I do not remember the name.", "I cannot recall the flag.",
                 "How much is spilled I am not fully sure.", "I'm not entirely sure which one."):
        assert UNSURE.search(said), said
    assert not UNSURE.search("We do not restart it; the agent does.")


def test_everything_with_a_relative_clause_is_not_certainty():
    for said in ("Everything that decides what happens next: the optimizer state and the step.",
                 "Everything we watched said the job was alive.", "Tokenize everything before training."):
        assert not [m.group(0) for m in ABSOLUTE.finditer(said) if m.group(0).lower() == "everything"], said
    for said in ("Everything just works.", "Everything is in there.", "It keeps everything."):
        assert any(m.group(0).lower() == "everything" for m in ABSOLUTE.finditer(said)), said


def test_quantities_in_words():
    for said in ("Eight GPUs on NVSwitch.", "every few hundred steps", "one or two steps off-policy",
                 "five runs each side", "half the cluster was idle", "Two: reduce-scatter, then all-gather."):
        assert SPELLED_QUANTITY.search(said), said
    for said in ("a GPU per actor", "a second thread", "a few replicas", "several things"):
        assert not SPELLED_QUANTITY.search(said), said


def test_terms_only_cap_reads_a_quantity_in_words_as_concrete():
    rules = DepthRules(terms_only_below_words=30)
    assert rules.adjust("strong", 1.0, True, False, sub(words=12)) == "partial"
    assert rules.adjust("strong", 1.0, True, False, sub(words=12, quantities=("eight GPUs",))) == "strong"


def test_questions_that_ask_two_things():
    assert len(ASKS.findall("What survives, and what would you have set up beforehand?")) == 2
    assert len(ASKS.findall("Is storage fast enough? How would you know?")) == 2
    assert len(ASKS.findall("How would you measure the wait per step?")) == 1


def test_two_part_question_short_answer_is_partial():
    rules, why = DepthRules(two_part_below_words=30), []
    short = sub(words=12, asks=2, targets=1, links=("actors, so each stage keeps its state",))
    assert rules.adjust("strong", 1.0, True, False, short, why) == "partial" and why
    assert rules.adjust("strong", 1.0, True, False, sub(words=12, asks=1, targets=1)) == "strong"  # one thing asked
    assert rules.adjust("strong", 1.0, True, False, sub(words=12, asks=2, targets=2)) == "strong"  # a signal each
    assert rules.adjust("strong", 1.0, True, False, sub(words=40, asks=2, targets=1)) == "strong"  # at length
    assert rules.adjust("strong", 1.0, True, False, sub(words=12, asks=2, targets=1, specifics=("NCCL_ALGO",))) \
        == "strong"  # something measured
    assert rules.adjust("strong", 1.0, True, False, sub(words=12, asks=2, targets=1, links=("a", "b"))) == "strong"


def test_an_answer_explained_at_length_in_its_own_words_is_strong():
    rules, why = DepthRules(elaborated_new_words=22), []
    long = sub(words=60, new_words=30, links=("a", "b"))
    assert rules.adjust("partial", 0.0, False, False, long, why) == "strong" and why
    assert rules.adjust("partial", 0.0, False, False, sub(words=60, new_words=30, links=("a",), quantities=("two",))) \
        == "strong"  # one mechanism, something measured
    assert rules.adjust("partial", 0.0, False, False, sub(words=60, new_words=25, links=("a",))) == "partial"
    assert rules.adjust("partial", 0.5, True, False, long) == "partial"  # shows part of what was asked
    assert rules.adjust("partial", 0.0, False, False, sub(words=60, new_words=15, links=("a", "b"))) == "partial"
    for taken in (dict(hedged=True), dict(buzzwords=1), dict(puffery=1)):
        assert rules.adjust("partial", 0.0, False, False, sub(words=60, new_words=30, links=("a", "b"), **taken)) \
            == "partial", taken
    assert rules.adjust("partial", 0.0, False, True, long) == "partial"  # a red flag
    assert rules.adjust("partial", 0.0, False, False, long, disclaims=True) == "partial"
    assert rules.adjust("partial", 0.0, False, False, long, bluff=True) == "partial"


def test_a_short_hedged_answer_is_not_strong():
    rules, why = DepthRules(hedged_caps_strong_below_words=40), []
    assert rules.adjust("strong", 1.0, True, False, sub(words=25, hedged=True), why) == "partial" and why
    assert rules.adjust("strong", 1.0, True, False, sub(words=60, hedged=True)) == "strong"
    assert rules.adjust("strong", 1.0, True, False, sub(words=25)) == "strong"


def test_the_questions_phrases_said_back_are_weak():
    question = "How do you stop a replacement node from joining the job too early?"
    said = "You stop a replacement node from joining the job too early by making it wait until it is ready."
    assert phrase_echo(said, question) >= 0.15
    assert phrase_echo("The agent holds it at the rendezvous until its health check passes.", question) == 0.0
    rules, why = DepthRules(phrase_echo_share=0.15, phrase_echo_new_words=6), []
    echo = sub(phrase_echo=0.3, new_words=4)
    assert rules.adjust("partial", 0.0, False, False, echo, why) == "weak" and why
    assert rules.adjust("partial", 0.0, False, False, sub(phrase_echo=0.3, new_words=9)) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(phrase_echo=0.3, new_words=4, hedged=True)) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(phrase_echo=0.3, new_words=4, specifics=("30 min",))) \
        == "partial"


def test_shipped_rules_turn_this_rounds_rules_on():
    rules = default_rules()
    assert rules.elaborated_new_words and rules.two_part_below_words and rules.hedged_caps_strong_below_words
    assert rules.phrase_echo_share
