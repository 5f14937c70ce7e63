"""The depth rules: thresholds that turn an answer's substance (``substance.Substance``) into depth adjustments.

Which thresholds ship is chosen by leave-one-source-out cross-validation over the dev sets (``bench/assessor_cv.py``)
and written to ``depth_rules.json``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from .substance import Substance

SHORT_CERTAINTY = "partial->weak: a short unhedged certainty about what it shows"
"""The note of the one rule that makes an answer weak for how it says what it shows, not for what it says: the answer
keeps its credit (``LexicalAssessor``: the credit follows every other weak verdict)."""

RULES_FILE = Path(__file__).with_name("depth_rules.json")
"""The shipped thresholds, written by ``bench/assessor_cv.py --write`` from leave-one-source-out CV."""


class DepthRules(BaseModel):
    """Thresholds that turn substance into depth adjustments (0 turns a rule off)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["depth-rules"] = "depth-rules"
    """Type tag."""
    version: str = "0"
    """Bumped whenever a threshold changes (recorded with the CV that chose it)."""
    terms_only_below_words: int = 0
    """An answer rated strong that has no specifics, no quantity said in words and no stated mechanism and is shorter
    than this is partial."""
    recital_terms: int = 0
    """An answer rated partial that shows nothing asked, has nothing concrete and names this many terms is weak."""
    mechanism_links: int = 0
    """An answer rated partial that covers at least half of what was asked, raises no red flag and states this
    many mechanisms ..."""
    mechanism_words: int = 0
    """... in at least this many words, is strong."""
    confident_absolutes: int = 0
    """An answer rated partial that shows no signal, never hedges and says this many words of certainty or
    dismissal is weak: a confident claim that does not hold what was asked is more likely wrong than partial."""
    confident_below_words: int = 0
    """... in fewer than this many words (0: any length)."""
    plain_mechanisms: int = 0
    """An answer rated weak only for naming nothing (no red flag, not disowned, no certainty rule) that explains
    this many mechanisms in the topic's own words is partial."""
    disclaimer_caps_strong: bool = False
    """An answer rated strong that disowns part of it ("I don't remember the name", "I've never done that part") is
    partial: it says itself that something asked is missing."""
    buzzword_recital: bool = False
    """An answer with a buzzword (or puffery: ``substance.PUFFERY``) and nothing concrete (no specifics, no stated
    mechanism) is weak, whatever it names."""
    buzzword_links: int = 1
    """With ``buzzword_recital``: how many stated mechanisms an answer with a buzzword and no specific needs not to be
    a recital (1: any; 2: one vague "so" joining two slogans does not make it concrete) ..."""
    buzzword_below_words: int = 0
    """... when it is shorter than this (0: any length; a long unpunctuated answer reads as one sentence, one link)."""
    substantive_links: int = 0
    """An answer rated weak with no red flag, not a recital, that states this many mechanisms ...
    (a disclaimer such as "I don't remember the flag" does not undo what it explained)"""
    substantive_words: int = 0
    """... in at least this many words, is partial: it reaches for what was asked in its own words. Not one that hands the
    question on or defers it (``Substance.hands_off``, ``Substance.defers``), as for ``elaborated_new_words``: what it
    states at length is why someone or something else should answer (round 31: on the dev sets C..AC, the 10 answers
    this kept weak were 9 labelled weak and 1 partial)."""
    substantive_flat_below_words: int = 0
    """With ``substantive_links``: an answer shorter than this is lifted only when it is tentative (it hedges or admits a
    gap, ``Substance.hedged``, ``Substance.admits_gap``). Said flatly and briefly, a mechanism that none of the asked
    concepts match is more often a wrong one than a half-right one; a plain-words partial answer of that length says
    how sure it is (round 31: on the dev sets C..AC, of the short answers so lifted, the flat ones were 44 labelled
    weak, 28 partial and 1 strong; 0: off)."""
    described_links: int = 0
    """An answer rated partial that covers everything asked, each signal shown or described in its own words (the
    signal's description said in plain English: ``approached``), with no red flag, no disclaimer and no buzzword, and
    states this many mechanisms ...: a strong answer in everyday words the concept matcher does not know."""
    described_words: int = 0
    """... in at least this many words, is strong."""
    concrete_over_disclaimer: bool = False
    """An answer rated weak only because it disowns something ("I don't remember what it's called"), that reaches
    for what was asked with something concrete (a stated mechanism or a specific) and raises no red flag, is
    partial: the disclaimer admits a gap, it does not take back what was said."""
    confident_shown_below_words: int = 0
    """An answer rated partial that never hedges and says a word of certainty or dismissal, in fewer than this many
    words, is weak even when it shows a signal (the ``confident_absolutes`` rule asks for none shown): a short flat
    claim about what was asked is more often wrong than half right (0: off)."""
    named_only_confident: bool = False
    """An answer rated partial that names what was asked without any of its mechanism concepts (``named_only``) and
    never hedges a word of certainty or dismissal is weak: the asked name asserted flatly, how it works not said."""
    disowned_words: int = 0
    """An answer rated weak only because it disowns something ("I haven't run one at that scale", "I'm not sure what
    setting does it"), with no red flag and no buzzword recital, in at least this many words, is partial: a long answer
    that admits one gap has said more than the gap (0: off)."""
    echo_share: float = 0.0
    """An answer that shows nothing asked and never hedges, whose content words are at least this share the question's
    own (``Substance.echo``), is weak whatever else the rules make of it: the question said back is not an answer
    (0: off)."""
    hedged_new_words: int = 0
    """An answer rated weak with no red flag, no recital, no buzzword and no word of certainty, that hedges a claim
    of its own without admitting a gap ("I think it's the other way round", not "I'm not sure how"), adding at least
    this many content words the question does not use (``Substance.new_words``), is partial: a tentative answer in
    its own words, not an echo, a bluff or a shrug (0: off)."""
    deferral_below_words: int = 0
    """An answer rated partial that shows nothing asked, hands the answer on (``Substance.defers``: "it depends on the
    framework", "I'd check with the team", "follow whatever the runbook says"), never hedges, names nothing specific and
    states at most one mechanism, in fewer than this many words, is weak: it has deferred the question, not answered it
    (0: off)."""

    elaborated_new_words: int = 0
    """An answer rated partial only because it reaches for what was asked (the matcher credits nothing asked), with no
    red flag, no buzzword or puffery, that neither hedges nor admits a gap (a short unhedged certainty is made weak
    first), adding at least this many content words the question does not use (``Substance.new_words``) and relating
    them (two stated mechanisms, or one with something measured: a specific or a quantity), is strong: the asked thing
    explained at length in words the lexicon does not know, not a part of it covered (0: off). An answer that shows
    part of what was asked stays partial however long: it has said which part it covers. Nor does one that hands the
    question on or defers it (``Substance.hands_off``, ``Substance.defers``, round 29): what it explains at length is the
    neighbouring thing it can speak to, not what was asked."""
    elaborated_certain_below_words: int = 0
    """With ``elaborated_new_words``: an answer that says a word of certainty or dismissal (``Substance.absolutes``: "always",
    "never restarted", "you just", "doesn't count") in fewer than this many words is not lifted (0: any length is). The
    lift credits form alone: nothing asked is shown, so only the voice says the mechanism is the asked one, and a flat
    certainty is the confident-wrong voice, not a measured explanation (round 37: on the dev sets less the gates, of the
    answers so lifted 48 labelled weak, 13 partial and 28 strong used one; below 120 words, 48, 12 and 20). Hedged
    answers are not lifted either: lifted is an answer that states its mechanism plainly, neither unsure nor absolute."""

    two_part_below_words: int = 0
    """An answer rated strong to a question that asks two things (``Substance.asks``) of one signal, that states at most
    one mechanism and nothing measured (no specific, no quantity), in fewer than this many words, is partial: the matcher
    cannot tell which part it covers, and so short an answer covers one at most (0: off)."""

    hedged_caps_strong_below_words: int = 0
    """An answer rated strong that hedges (the lexicon's hedges: "maybe", "possibly", "or something"), in fewer than this
    many words, is partial: a short answer unsure of itself has not made what it names certain (0: off; a long answer may
    hedge one detail and still be strong)."""

    phrase_echo_share: float = 0.0
    """An answer, unhedged and naming nothing measured (no specific, no quantity), at least this share of whose word
    trigrams are the question's (``Substance.phrase_echo``) and that adds at most ``phrase_echo_new_words`` content
    words of its own, is weak: the question's phrases said back around a tautology ("we kept it from sliding back by
    making sure it didn't slide back") (0: off)."""
    phrase_echo_new_words: int = 6
    """... see ``phrase_echo_share``."""

    handoff_links: int = -1
    """An answer rated partial or weak that shows nothing asked, hands the question on or steers away from it
    (``Substance.hands_off``), names nothing specific and states at most this many mechanisms is weak, however long or
    hedged: the rules that lift a weak answer for explaining at length or hedging its own claim do not apply, since what
    it explains is why someone else should answer (-1: off)."""

    handover_own_links: int = -1
    """An answer rated partial or weak that hands the question on (``Substance.hands_over``: to a party, a default or
    recipe, measurement or circumstance), shows nothing asked, says nothing specific outside the stretches that hand it
    on, and states at most this many mechanisms and names at most ``handover_own_terms`` domain terms outside them, is
    weak at any length, hedged or not: what it explains is why someone else should answer (-1: off). A strong answer's
    "I'd confirm with the team" comes on top of its own mechanism and numbers, and leaves them standing."""
    handover_own_terms: int = 1
    """... see ``handover_own_links``."""
    deferred_specific_caps: bool = False
    """An answer that hands off the precise thing it names (``Substance.defers_specific``: "the exact figure I'd have to
    work out", "how exactly they nest I copy from the example") disclaims part of what was asked: strong is capped at
    partial and the rules that lift to strong do not apply (as ``disclaimer_caps_strong`` does for a disowned gap)."""

    reframed_weak: bool = False
    """An answer rated partial or weak that shows nothing asked and puts another question in place of the one asked
    (``Substance.reframes``: "the more important question is whether we need 70B", "the bigger lever is making failures
    rarer", "I'd push back on the premise") is weak, however long or hedged: what it explains is the concern it ranked
    above the interviewer's, not what was asked (round 30)."""

    closure_weak: bool = False
    """An answer rated partial that shows nothing asked, never hedges nor admits a gap, rules something out flatly
    (``Substance.closures``: "there's no", "doesn't matter", "guaranteed", "by design") and concedes nothing anywhere
    (``Substance.concedes``: no "but", "except", "unless") is weak at any length, before any rule lifts it for
    explaining at length: its own words are unchecked, and a reasoned closure says what it leaves standing, a one-sided
    one is how the confident-wrong voice sounds (round 33, ``closures``). Rated weak, it is not lifted to partial for a
    mechanism stated at length in its own words (``substantive_links``) either."""

    def adjust(self, depth: str, share: float, shows_asked: bool, flagged: bool, sub: Substance,
               why: list[str] | None = None, *, disowned: bool = False, bluff: bool = False,
               shows_any: bool | None = None, disclaims: bool | None = None, reached: bool = False,
               described: bool = False) -> str:
        """The depth after the substance rules; each rule that fires is appended to ``why``. ``disclaims``: the
        answer admits a gap in what it says ("I forget the name", "I'm not sure what ...") (default: ``disowned``).
        ``described``: every asked signal is shown or described in the answer's own words."""
        note = why if why is not None else []
        disclaims = disowned if disclaims is None else disclaims
        disclaims = disclaims or (self.deferred_specific_caps and sub.defers_specific)
        shows_any = shows_asked if shows_any is None else shows_any
        links_needed = self.buzzword_links if not self.buzzword_below_words or sub.words < self.buzzword_below_words \
            else 1
        if self.echo_share and not shows_asked and not sub.hedged and sub.echo >= self.echo_share:
            if depth != "weak":
                note.append(f"{depth}->weak: the question said back, nothing asked shown")
            return "weak"
        if self.phrase_echo_share and not sub.hedged and not sub.specifics and not sub.quantities \
                and sub.new_words <= self.phrase_echo_new_words and sub.phrase_echo >= self.phrase_echo_share:
            # Said of a weak answer too: the question's phrases around "so" or "before" are not a mechanism stated at
            # length that would lift it (round 22: 3 such lifts on dev, P Q R, all labelled weak).
            if depth != "weak":
                note.append(f"{depth}->weak: the question's phrases said back, little of its own")
            return "weak"
        if depth != "strong" and self.handoff_links >= 0 and sub.hands_off and not shows_asked and not sub.specifics \
                and len(sub.links) <= self.handoff_links:
            if depth != "weak":
                note.append(f"{depth}->weak: the question handed on, nothing asked shown")
            return "weak"
        if depth != "strong" and self.reframed_weak and sub.reframes and not shows_asked:
            if depth != "weak":
                note.append(f"{depth}->weak: another question put in place of the one asked: " + "; ".join(sub.reframes))
            return "weak"
        own_links, own_terms, own_specifics = sub.mine
        if depth != "strong" and self.handover_own_links >= 0 and sub.hands_over and not shows_asked \
                and not own_specifics and own_links <= self.handover_own_links and own_terms <= self.handover_own_terms:
            if depth != "weak":
                note.append(f"{depth}->weak: the question handed on, nothing of its own beside it")
            return "weak"
        if depth != "weak" and self.buzzword_recital and (sub.buzzwords or sub.puffery) and not sub.specifics \
                and len(sub.links) < links_needed:
            note.append(f"{depth}->weak: buzzwords, nothing concrete")
            return "weak"
        if depth == "strong" and self.disclaimer_caps_strong and disclaims:
            note.append("strong->partial: the answer disowns part of what was asked")
            return "partial"
        if depth == "strong" and self.hedged_caps_strong_below_words and sub.hedged \
                and sub.words < self.hedged_caps_strong_below_words:
            note.append("strong->partial: a short answer that hedges")
            return "partial"
        if depth == "strong" and self.terms_only_below_words and not sub.concrete and not sub.quantities \
                and sub.words < self.terms_only_below_words:
            note.append("strong->partial: the asked terms, no specifics or mechanism")
            return "partial"
        if depth == "strong" and self.two_part_below_words and sub.asks >= 2 and sub.targets == 1 \
                and len(sub.links) <= 1 and not sub.specifics and not sub.quantities \
                and sub.words < self.two_part_below_words:
            note.append("strong->partial: two things asked, one short answer, nothing measured")
            return "partial"
        if depth == "partial" and self.recital_terms and not shows_asked and not sub.concrete \
                and sub.terms >= self.recital_terms:
            note.append("partial->weak: terms recited, nothing asked shown, nothing concrete")
            return "weak"
        if depth == "partial" and self.deferral_below_words and sub.defers and not shows_asked and not sub.hedged \
                and not sub.specifics and len(sub.links) <= 1 and sub.words < self.deferral_below_words:
            note.append("partial->weak: the answer handed on, nothing asked shown")
            return "weak"
        if depth == "partial" and self._confident(sub) and not shows_any:
            note.append("partial->weak: unhedged certainty, no signal shown")
            return "weak"
        if depth == "partial" and sub.absolutes and not sub.hedged:
            if shows_any and self.confident_shown_below_words and sub.words < self.confident_shown_below_words:
                note.append(SHORT_CERTAINTY)
                return "weak"
            if self.named_only_confident and sub.named_only:
                note.append("partial->weak: the asked name asserted flatly, no mechanism")
                return "weak"
        if depth == "weak" and self.plain_mechanisms and not flagged and not disowned and not bluff \
                and sub.plain_links >= self.plain_mechanisms \
                and not self._confident(sub):
            note.append("weak->partial: a mechanism explained in plain words")
            return "partial"
        if depth == "weak" and self.concrete_over_disclaimer and disowned and reached and not bluff and not flagged \
                and sub.concrete and not self._confident(sub):
            note.append("weak->partial: something concrete said, a gap admitted")
            return "partial"
        if depth == "weak" and self.disowned_words and disowned and not bluff and not flagged \
                and not self._confident(sub) and sub.words >= self.disowned_words:
            note.append("weak->partial: an answer at length that admits a gap")
            return "partial"
        if depth == "weak" and self.hedged_new_words and sub.hedged and not flagged and not bluff \
                and not sub.buzzwords and not sub.absolutes and not sub.admits_gap \
                and sub.new_words >= self.hedged_new_words:
            note.append("weak->partial: a tentative answer of its own, hedged")
            return "partial"
        # "Many terms, none shown" is a recital only when nothing relates them: two stated mechanisms and no buzzword
        # say otherwise.
        recital = bluff and (sub.buzzwords > 0 or len(sub.links) < 2)
        if depth == "weak" and self.substantive_links and not flagged and not recital and not self._confident(sub) \
                and not self._closed(sub, shows_asked) \
                and not (sub.hands_off or sub.defers) \
                and (sub.hedged or sub.admits_gap or sub.words >= self.substantive_flat_below_words) \
                and sub.mine[0] >= self.substantive_links and sub.words >= self.substantive_words:
            note.append("weak->partial: a mechanism stated at length, in its own words")
            return "partial"
        if depth == "partial" and self._closed(sub, shows_asked):
            note.append("partial->weak: a flat closure, nothing asked shown, nothing conceded: "
                        + "; ".join(sub.closures))
            return "weak"
        if depth == "partial" and self.described_links and described and not flagged and not disclaims \
                and not sub.buzzwords and len(sub.links) >= self.described_links and sub.words >= self.described_words:
            note.append("partial->strong: everything asked shown or described in its own words, mechanism stated")
            return "strong"
        if depth == "partial" and self.mechanism_links and not flagged and share >= 0.5 \
                and not (self.disclaimer_caps_strong and disclaims) \
                and len(sub.links) >= self.mechanism_links and sub.words >= self.mechanism_words:
            note.append("partial->strong: most of what was asked, mechanism stated")
            return "strong"
        if depth == "partial" and self.elaborated_new_words and not shows_asked and not flagged and not disclaims \
                and not bluff and not sub.hedged and not sub.buzzwords and not sub.puffery \
                and not (sub.hands_off or sub.defers) \
                and sub.new_words >= self.elaborated_new_words and sub.links \
                and (len(sub.links) >= 2 or sub.specifics or sub.quantities) and not self._certain_short(sub):
            note.append("partial->strong: explained at length in its own words, mechanism stated, nothing hedged")
            return "strong"
        return depth

    def _certain_short(self, sub: Substance) -> bool:
        return bool(self.elaborated_certain_below_words) and bool(sub.absolutes) \
            and sub.words < self.elaborated_certain_below_words

    def _closed(self, sub: Substance, shows_asked: bool) -> bool:
        return self.closure_weak and not shows_asked and not sub.hedged and not sub.admits_gap and bool(sub.closures) \
            and not sub.concedes

    def _confident(self, sub: Substance) -> bool:
        return bool(self.confident_absolutes) and not sub.hedged and len(sub.absolutes) >= self.confident_absolutes \
            and (not self.confident_below_words or sub.words < self.confident_below_words)


@lru_cache(maxsize=1)
def default_rules() -> DepthRules:
    """The shipped thresholds (all rules off when the file is missing)."""
    if not RULES_FILE.is_file():
        return DepthRules()
    return DepthRules.model_validate_json(RULES_FILE.read_text(encoding="utf-8"))
