"""Round 17 (issue #12, the weak/partial boundary): the question said back, and a tentative answer of its own.

Two thresholds of ``DepthRules``, each off by default and offered to the leave-one-source-out cross-validation
(``bench/assessor_cv.py``), from bench/boundary_features.py's table of weak answers rated partial and partial answers
rated weak against the answers rated right, per source:

- ``echo_share``: an answer that shows nothing asked and never hedges, whose content words are mostly the question's
  own (``Substance.echo``), is weak, and no rule lifts it: the question said back is not an answer;
- ``hedged_new_words``: an answer rated weak with no red flag, recital, buzzword or word of certainty, that hedges a
  claim of its own without admitting a gap and adds enough content words the question does not use
  (``Substance.new_words``), is partial.

Each is tested on its own, with explicit thresholds, whatever the shipped file turns on. The answers below are this
file's own wording, not any corpus item's. Plain data and the lexical assessor: no model.
"""

from __future__ import annotations

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import LexicalAssessor, Target, question_targets
from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.substance import Substance, echo_reading, read_substance

RING = "infra-network/ring-and-tree"
HANG = "infra-network/debug-during-hang"
PAGED = "oncall-lead/first-ten-minutes"


@pytest.fixture(scope="module")
def library():
    return load_library()


def _topic(library, ref):
    persona, topic = ref.split("/")
    return library.persona(persona).topic(topic)


def _question(topic, probe: str) -> str:
    return next(p.text for p in topic.ladder if p.signal == probe) if probe else topic.question


def assess(library, ref, text, rules: DepthRules, *, probe=""):
    t = _topic(library, ref)
    targets = question_targets(t, "probe" if probe else "question", probe)
    return LexicalAssessor(rules=rules).assess_sync(text, Target(library.rubric(t.dimension), targets, frozenset(),
                                                                 _question(t, probe)))


def read(library, ref, text, probe="") -> Substance:
    t = _topic(library, ref)
    lex = default_lexicon()
    question = _question(t, probe)
    return read_substance(lex.read(text, question), lex, library.rubric(t.dimension), question, tuple(t.targets))


def sub(**kw) -> Substance:
    base = dict(words=30, specifics=(), links=(), plain_links=0, terms=2)
    return Substance(**{**base, **kw})


def with_rules(**kw) -> DepthRules:
    """The shipped rules with this round's thresholds set explicitly."""
    return default_rules().model_copy(update=kw)


# ------------------------------------------------------------------ what the features read

def test_echo_is_the_share_of_the_answers_content_words_the_question_uses():
    question = "Put a cost on each - how does time grow with the number of ranks and the message size?"
    echo, new = echo_reading("The time grows with the number of ranks and with the message size.", question)
    assert echo > 0.8 and new <= 1  # "grows" is not "grow" to a six-letter stem: the one word of its own
    echo, new = echo_reading("Ring sends 2(n-1)/n of the buffer per rank, so its bandwidth term is flat in n; the "
                             "tree pays a logarithmic latency instead.", question)
    assert echo < 0.2 and new >= 8
    assert echo_reading("", question) == (0.0, 0)


def test_a_gap_admitted_is_read_and_a_hedged_claim_is_not_one(library):
    assert read(library, PAGED, "I'm not sure how I'd tell them apart, maybe a bad machine.").admits_gap
    assert read(library, PAGED, "I haven't run a job that size, so maybe one machine went bad.").admits_gap
    assert not read(library, PAGED, "Maybe one machine went bad and the rest are waiting on it.").admits_gap


# ------------------------------------------------------------------ the rules, each on its own

def test_an_unhedged_echo_showing_nothing_asked_is_weak():
    rules, why = DepthRules(echo_share=0.55), []
    echo = sub(echo=0.7)
    assert rules.adjust("partial", 0.0, False, False, echo, why) == "weak" and why
    assert rules.adjust("partial", 0.0, False, False, sub(echo=0.5)) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(echo=0.7, hedged=True)) == "partial"
    assert rules.adjust("partial", 0.5, True, False, echo) == "partial"  # it shows something asked
    assert DepthRules().adjust("partial", 0.0, False, False, echo) == "partial"


def test_no_rule_lifts_an_echo():
    said_back = sub(echo=0.7, links=("the time grows so the ranks grow",), words=40, new_words=2)
    lifting = DepthRules(substantive_links=1, substantive_words=30)
    assert lifting.adjust("weak", 0.0, False, False, said_back) == "partial"
    assert lifting.model_copy(update={"echo_share": 0.55}).adjust("weak", 0.0, False, False, said_back) == "weak"


def test_a_hedged_claim_of_its_own_is_partial():
    rules, why = DepthRules(hedged_new_words=12), []
    own = sub(hedged=True, new_words=14)
    assert rules.adjust("weak", 0.0, False, False, own, why) == "partial" and why
    assert rules.adjust("weak", 0.0, False, False, sub(new_words=14)) == "weak"  # not hedged
    assert rules.adjust("weak", 0.0, False, False, sub(hedged=True, new_words=10)) == "weak"  # too little of its own
    for taken in (dict(admits_gap=True), dict(absolutes=("always",)), dict(buzzwords=1)):
        assert rules.adjust("weak", 0.0, False, False, sub(hedged=True, new_words=14, **taken)) == "weak"
    assert rules.adjust("weak", 0.0, False, True, own) == "weak"  # a red flag
    assert rules.adjust("weak", 0.0, False, False, own, bluff=True) == "weak"
    assert rules.adjust("partial", 0.0, False, False, own) == "partial"  # a floor on weak only
    assert DepthRules().adjust("weak", 0.0, False, False, own) == "weak"


# ------------------------------------------------------------------ end to end, through the lexical assessor

@pytest.mark.parametrize("ref,probe,text", [
    (RING, "ring-vs-tree", "The time grows with the number of ranks and it grows with the message size too, for each "
                           "of them."),
    (PAGED, "", "In my first ten minutes after being paged about a pretraining job that stopped logging steps, I "
                "would talk through what stopped and why nothing crashed while every process is alive."),
    (HANG, "", "You rerun the job with NCCL_DEBUG=INFO and the output looks like NCCL debug output, and you look for "
               "what the output says about the hang at start-up."),
])
def test_the_question_said_back_is_weak(library, ref, probe, text):
    # Round 20's phrase echo (word trigrams) is off too: this test is about the word-share echo alone.
    assert assess(library, ref, text, with_rules(echo_share=0, phrase_echo_share=0), probe=probe).depth == "partial"
    result = assess(library, ref, text, with_rules(echo_share=0.55, phrase_echo_share=0), probe=probe)
    assert result.depth == "weak" and any("the question said back" in e for e in result.evidence)


def test_an_answer_in_its_own_words_is_not_an_echo(library):
    text = ("I think the ring passes pieces around a loop of neighbours, adding them up as they go round, and the tree "
            "sends partial sums up towards a root and back down; probably the tree helps with lots of nodes.")
    assert assess(library, RING, text, with_rules(echo_share=0.55)).depth == "partial"


def test_a_tentative_answer_of_its_own_is_partial_and_a_shrug_is_not(library):
    own = ("Maybe one machine went bad and the rest are sitting there waiting on it, or perhaps the storage got slow. "
           "I guess if it's one machine its neighbours would look idle while it looks busy, probably.")
    probe = "hypotheses-and-discrimination"
    assert assess(library, PAGED, own, with_rules(hedged_new_words=0), probe=probe).depth == "weak"
    result = assess(library, PAGED, own, with_rules(hedged_new_words=12), probe=probe)
    assert result.depth == "partial" and any("tentative answer of its own" in e for e in result.evidence)
    shrug = f"I'm not sure how I'd tell them apart. {own}"
    assert assess(library, PAGED, shrug, with_rules(hedged_new_words=12), probe=probe).depth == "weak"
