"""Round 37 (lane cw37, confident-wrong answers rated strong): the lift for an answer explained at length in its own
words (``DepthRules.elaborated_new_words``) credits form alone: it applies only when nothing asked is shown. So it
does not apply to an answer that says a word of certainty or dismissal (``Substance.absolutes``) in fewer than
``elaborated_certain_below_words`` words: with no asked signal to vouch for the mechanism, only the voice does, and a
flat certainty is how a fluent wrong mechanism sounds. A measured answer (neither hedged nor absolute) is still lifted,
and so is a long one that uses one such word in passing.
"""

from __future__ import annotations

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.substance import Substance, read_substance


def sub(**kw) -> Substance:
    base = dict(words=70, new_words=32, specifics=(), links=("a so b", "c because d"), plain_links=1, terms=3)
    return Substance(**{**base, **kw})


def test_a_certainty_in_an_answer_that_shows_nothing_asked_is_not_lifted():
    rules = DepthRules(elaborated_new_words=22, elaborated_certain_below_words=120)
    why: list[str] = []
    assert rules.adjust("partial", 0.0, False, False, sub(absolutes=("always",)), why) == "partial"
    assert not any("->strong" in line for line in why)
    assert rules.adjust("partial", 0.0, False, False, sub()) == "strong"  # measured: lifted
    assert rules.adjust("partial", 0.0, False, False, sub(words=150, absolutes=("you just",))) == "strong"  # at length
    # 0 keeps the round-20 lift as it was
    assert DepthRules(elaborated_new_words=22).adjust("partial", 0.0, False, False, sub(absolutes=("always",))) \
        == "strong"


def test_the_rule_does_not_touch_answers_that_show_what_was_asked():
    rules = DepthRules(elaborated_new_words=22, elaborated_certain_below_words=120, mechanism_links=2,
                       mechanism_words=60)
    # an answer that shows most of what was asked is lifted for its mechanism (another rule), certainty or not
    assert rules.adjust("partial", 0.5, True, False, sub(absolutes=("always",))) == "strong"


def _substance(answer: str) -> Substance:
    library, lex = load_library(), default_lexicon()
    topic = library.persona("infra-reliability").topic("silent-corruption")
    dim = library.rubric(topic.dimension)
    probe = next(p for p in topic.ladder if p.signal == "health-checks")
    return read_substance(lex.read(answer, probe.text), lex, dim, probe.text, ("health-checks",))


def test_the_shipped_rules_hold_back_a_flat_wrong_mechanism_and_lift_a_measured_one():
    rules = default_rules()
    assert rules.elaborated_new_words and rules.elaborated_certain_below_words
    flat = _substance("We pull it from the scheduler's pool and power-cycle it. A power cycle wipes whatever state the "
                      "card was stuck in, so once it boots and the driver loads cleanly it is completely fine again, "
                      "and it goes back into the pool the same afternoon. A long stress run before that is a waste of "
                      "a machine that the reboot has already repaired, because a fault that survives a power cycle "
                      "would have stopped the driver loading.")
    assert flat.absolutes and not flat.hedged and flat.words < rules.elaborated_certain_below_words
    assert rules.adjust("partial", 0.0, False, False, flat) == "partial"
    measured = _substance("We pull it from the scheduler's pool and power-cycle it. Then it runs a burn-in job beside a "
                          "known-good neighbour, and it returns to the pool once its step times and error counters "
                          "match the fleet's, since a weak part shows up as a gap against them; a node that fails "
                          "twice goes to the vendor.")
    assert not measured.absolutes and not measured.hedged
    assert rules.adjust("partial", 0.0, False, False, measured) == "strong"
