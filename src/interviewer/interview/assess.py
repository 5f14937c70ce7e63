"""Answer assessment: which signals an answer shows, and how deep it is *relative to what was asked*.

What was asked is the question's targets: a topic's opening question declares ``targets`` (or, without them, the
whole ladder), a probe targets its own signal plus its ``targets``; what the topic asks with its other questions
(the opening's targets, the ladder's other rungs) is not credited from a probe's answer (``elsewhere_targets``); the
credit follows the verdict: an answer rated weak is credited with nothing it was asked, no answer with what the
topic never asks (``topic_signals``), one rated strong also with the asked signals it describes in its own words.
An answer is strong when it shows every targeted signal concretely (most of them, when three or more were asked),
partial when it shows some of them or at least reaches for them, weak otherwise. A red flag caps it at partial; a
red flag with nothing shown, a recital of buzzwords, or a disowned answer ("I haven't used that") is weak. A
misconception (a red flag of ``kind: misconception``: a false belief about a mechanism), or a claim against a domain
truth (``truths/``), asserted about what was asked makes the answer weak, however fluent: the right words carrying a
wrong claim about the asked mechanism are not depth; about something the question did not ask, it caps at partial. The
depth's level anchor from the rubric is recorded with the evidence.

The lexical assessor also reads the answer's shape (``interview.substance``: specifics, stated
mechanisms, certainty, buzzwords, a gap admitted) and applies the depth rules whose thresholds
``bench/assessor_cv.py`` chose by leave-one-source-out cross-validation over the dev sources (eight in round 8)
(``depth_rules.json``); what fired is recorded as ``evidence``. Signals a concrete answer describes in
its own words, or raises as its own working question, are ``approached``: follow-ups ask elsewhere first.

The claim check is the misconception catalogue (``lexicon/misconceptions.yaml``): false claims as concept
patterns, read in the claim's own clause (``content.assertion``), so a fluent answer built on one is weak. So is an
answer whose own rate arithmetic contradicts itself ("$1,200 an hour, about $100k a year": ``interview.arithmetic``), or
that states a computation its own operands contradict ("4,000 GPUs x 8,760 h is 3.5M GPU-hours": ``interview.computations``;
the computations that check out are recorded with the evidence),
or whose stated size or direction of a quantity the calculators contradict ("ring all-reduce takes log n steps":
``interview.quantities``).

Signals are matched as concepts over the shared lexicon (``content.concepts``): spelling variants and paraphrases
count, hedged, negated, asked-back and echoed words do not. What the answer as a whole takes back (signals a
misconception it asserts is about, a buzzword recital, a signal beside the question pieced together across sentences)
is ``interview.showing``. A signal described in the words of its own rubric prose (``content.derived``) is approached.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field, replace

from ..content.concepts import ConceptLexicon, Reading, default_lexicon
from ..content.derived import derivations
from ..content.models import RubricDimension, Signal
from ..text.sentences import spans
from .closing import capped, closing_checks
from .carried import uncarried_slips
from .computations import checked_arithmetic
from .depth_model import calibrated, cues, self_reported
from .depth_rules import SHORT_CERTAINTY, DepthRules, default_rules
from .gap_objects import forgets_labels_only
from .gaps import UNSURE, disowned
from .showing import credited, described_credit, recital, unshown_single_target
from .spoken import Respelled, respelled
from .substance import Substance, description_overlap, read_substance
from .truth_claims import about_asked, contradicted
from .voiced_gaps import voiced_gaps
from .what_was_asked import Target, elsewhere_targets, question_targets, topic_signals

STRONG_AT = 0.99
"""Share of target weight that makes an answer to one or two targets strong: all of it."""
STRONG_AT_MANY = 0.75
"""With three or more targets, the share that is enough."""
NAMED_WITHOUT_SUBSTANCE = 4
"""This many of a dimension's concepts named and no signal shown: a recital of terms, rated weak."""
APPROACH_WORDS = 3
"""Content words of a signal's description an answer must use to count as reaching for it in its own words (one
fewer with part of one of the signal's concept groups asserted)."""
DEPTH_LEVEL = {"weak": 0, "partial": 1, "strong": 2}
"""Depth → index of the rubric level whose anchor it corresponds to (Surface, Working, Deep)."""


@dataclass
class AnswerAssessment:
    """One assessed answer."""

    shown: dict[str, str] = field(default_factory=dict)
    """Signal id → verbatim quote from this answer."""
    missing: list[str] = field(default_factory=list)
    """Target signals still not shown in the topic, in ladder order."""
    red_flags: list[str] = field(default_factory=list)
    depth: str = "weak"
    """weak, partial or strong, relative to the targets of the question answered."""
    assessor: str = "lexical"
    fallback_reason: str | None = None
    level: str = ""
    """The rubric level label the depth corresponds to (e.g. 'Working'), recorded with the evidence."""
    targets: tuple[str, ...] = ()
    """The signals the question asked for."""
    approached: list[str] = field(default_factory=list)
    """Signals not shown that a concrete answer describes in other words: a follow-up asks elsewhere first."""
    evidence: list[str] = field(default_factory=list)
    """Which substance features fired and which depth rule decided (``interview.substance``), for the record."""


def _as_said(result: AnswerAssessment, said: Respelled, substance: Substance) -> AnswerAssessment:
    """``result`` with its quotes shown as the candidate said them: read respelled ("nickel" is NCCL), quoted as said."""
    if said.text == said.said:
        return result
    lines = dict(zip(substance.evidence(), substance.evidence(said.as_said)))
    return replace(result, shown={sid: said.as_said(quote) for sid, quote in result.shown.items()},
                   evidence=[lines.get(line, line) for line in result.evidence])


class Assessor(ABC):
    """Judges one candidate answer against a topic's signals."""

    name: str = ""

    @abstractmethod
    async def assess(self, answer: str, target: Target) -> AnswerAssessment:
        """Return shown/missing signals, red flags and depth for ``answer``."""


def coverage(dimension: RubricDimension, targets: tuple[str, ...], shown: set[str] | frozenset[str]) -> float:
    weights = {s.id: s.weight for s in dimension.signals if s.id in targets}
    total = sum(weights.values())
    return sum(w for sid, w in weights.items() if sid in shown) / total if total else 0.0


def depth_for(dimension: RubricDimension, target: Target, shown_now: set[str], red_flags: list[str], *,
              reached: bool = True, bluff: bool = False, disowned: bool = False,
              substance: Substance | None = None, rules: DepthRules | None = None,
              why: list[str] | None = None, disclaims: bool | None = None,
              described: frozenset[str] = frozenset()) -> str:
    """Depth from coverage of the targets; ``reached`` says the answer at least reached for them.

    With ``substance`` (the lexical assessor's reading of the answer's shape), ``rules`` adjust it: a
    short answer that covers the targets with no specifics and no stated mechanism is partial (a list of
    the right terms); a recital of many terms with nothing asked shown and nothing concrete is weak; an
    answer that covers most of what was asked and states the mechanism at length is strong. ``described``: signals
    not shown that the answer describes in its own words (``approached``). ``why`` collects the rules that fired."""
    targets = target.target_ids
    shown_all = set(target.prior_shown) | shown_now
    share = coverage(dimension, targets, shown_all)
    strong_at = STRONG_AT_MANY if len(targets) >= 3 else STRONG_AT
    if share >= strong_at:
        depth = "strong"
    elif share > 0 or (reached and not bluff and not disowned):
        depth = "partial"
    else:
        depth = "weak"
    if substance is not None:
        depth = (rules or default_rules()).adjust(depth, share, bool(shown_now & set(targets)), bool(red_flags),
                                                  substance, why, disowned=disowned, bluff=bluff,
                                                  shows_any=bool(shown_now), disclaims=disclaims, reached=reached,
                                                  described=coverage(dimension, targets, shown_all | described) >= strong_at)
    if red_flags and depth == "strong":
        depth = "partial"
    if red_flags and not shown_now:
        depth = "weak"
    if misconceptions_about_asked(dimension, target, red_flags):
        depth = "weak"
    return depth


def misconceptions_about_asked(dimension: RubricDimension, target: Target, red_flags: list[str]) -> list[str]:
    """The asserted red flags that are misconceptions about what the question asked (a wrong fact on its mechanism)."""
    asked = set(target.target_ids)
    return [flag.id for flag in dimension.red_flags if flag.id in red_flags and flag.kind == "misconception"
            and (not flag.about or asked & set(flag.about))]


def level_label(dimension: RubricDimension, depth: str) -> str:
    return dimension.levels[DEPTH_LEVEL.get(depth, 0)].label


def finish(target: Target, shown: dict[str, str], red_flags: list[str], *, assessor: str,
           fallback_reason: str | None = None, depth: str | None = None,
           evidence: list[str] | None = None, approached: list[str] | None = None) -> AnswerAssessment:
    """Fill in ``missing``, ``level`` and (unless given) ``depth`` from what was shown."""
    seen = set(target.prior_shown) | set(shown)
    missing = [sid for sid in target.target_ids if sid not in seen]
    depth = depth or depth_for(target.dimension, target, set(shown), red_flags)
    return AnswerAssessment(shown=shown, missing=missing, red_flags=red_flags, depth=depth,
                            assessor=assessor, fallback_reason=fallback_reason,
                            level=level_label(target.dimension, depth), targets=target.target_ids,
                            evidence=list(evidence or []), approached=list(approached or []))


def lexical_hits(answer: str, dimension: RubricDimension, *, question: str = "",
                 lexicon: ConceptLexicon | None = None) -> dict[str, str]:
    """Signal id → quote for every signal of ``dimension`` the text shows (concepts, asserted)."""
    lex = lexicon or default_lexicon()
    return lex.shown(lex.read(answer, question), dimension)


def red_flag_hits(answer: str, dimension: RubricDimension, *, lexicon: ConceptLexicon | None = None) -> list[str]:
    lex = lexicon or default_lexicon()
    return lex.red_flags(lex.read(answer), dimension)


class LexicalAssessor(Assessor):
    """Matches signals as lexicon concepts; no model. The offline default and the LLM fallback."""

    name = "lexical"

    def __init__(self, lexicon: ConceptLexicon | None = None, rules: DepthRules | None = None):
        self._lexicon = lexicon
        self._rules = rules

    @property
    def lexicon(self) -> ConceptLexicon:
        if self._lexicon is None:
            self._lexicon = default_lexicon()
        return self._lexicon

    async def assess(self, answer: str, target: Target) -> AnswerAssessment:
        return self.assess_sync(answer, target)

    def assess_sync(self, answer: str, target: Target) -> AnswerAssessment:
        said = respelled(answer)  # "N C C L underscore I B underscore H C A" is NCCL_IB_HCA
        answer = said.text
        lex = self.lexicon
        reading = lex.read(answer, target.question)
        dim = target.dimension
        flags = lex.red_flags(reading, dim)
        substance = read_substance(reading, lex, dim, target.question, tuple(target.target_ids))
        shown, apart = credited(lex.shown(reading, dim), dim, target.target_ids, flags, substance, lex, reading,
                                elsewhere=target.elsewhere)
        # Depth also reads the working questions of a concrete answer (what it covers); the credit stays with claims.
        # A buzzword recital that states no mechanism raises and describes nothing either: what it shares with a
        # signal's words is the terms (one with a stated link and nothing specific is left to the depth rules' buzzword
        # bounds). One with a link and the one specific a short recital may carry ("the classic model, bandwidth-
        # optimal, so O(n) steps") is out of those bounds, and `credited` takes its credit back: depth must not read
        # it as covered either (round 13: on the dev sources every such recital is labelled weak).
        recited = recital(substance) and (not substance.links or bool(substance.specifics))
        covered = {**({} if recited else self.raised(reading, target, substance)), **shown}
        why: list[str] = []
        described = frozenset() if recited else self.described(reading, target, covered)
        disowning = disowned(reading, lex)
        disclaims = substance.admits_gap or bool(UNSURE.search(reading.text)) or bool(voiced_gaps(reading.text))
        depth = depth_for(dim, target, set(covered), flags, reached=self._reached(reading, target, covered, described),
                          bluff=self._bluff(reading, dim, covered, target.target_ids, described),
                          disowned=disowning, substance=substance, rules=self._rules, why=why,
                          disclaims=disclaims, described=described)
        # A wrong conversion of its own figures is a wrong number, however fluent; so is a size or direction the
        # calculators contradict, in any words; a claim against a domain truth (truths/) is weighed as a misconception
        # (beside the question it caps at partial). Each is said even when another rule already made the answer weak.
        truths = contradicted(answer)
        aside = [found for found, about in truths if not about_asked(about, dim.id, target.target_ids)]
        if aside and depth == "strong":
            why.append("strong->partial: a claim contradicts a domain truth beside the question: " + "; ".join(aside))
            depth = "partial"
        depth = capped(answer, depth, why)
        checks = closing_checks(answer, reading, lex, dim, target.target_ids, target.question,
                                [found for found, _ in truths if found not in aside])
        for found, reason in checks:
            if found:
                why.append(("weak: " if depth == "weak" else f"{depth}->weak: ") + f"{reason}: " + "; ".join(found))
                depth = "weak"
                # Nor does it show what was asked: the figures it gets wrong are the asked working (round 18: on the
                # dev sources every asked signal credited beside such a contradiction is one the labels do not give).
                shown = {sid: quote for sid, quote in shown.items() if sid not in target.target_ids}
        # A weak answer has shown nothing of what was asked, whichever rule made it weak (a bluff, a short unhedged
        # certainty, a misconception): the credit follows the verdict, as the labels do (round 20: on the dev sources
        # the labels give a signal to 3 of 2,287 answers labelled weak; of the asked signals credited in answers rated
        # weak, 15 are not labelled, 8 are). They count as approached, so a follow-up does not ask for them first.
        # One weak verdict is about how the answer says what it shows, not about what it shows: it keeps its credit,
        # unless the answer also asserts a red flag: then the certainty carries a known false claim (round 21: on the
        # dev sources every asked signal so kept beside a red flag, 5, is one the labels do not give).
        taken = ([sid for sid in shown if sid in target.target_ids]
                 if depth == "weak" and (SHORT_CERTAINTY not in why or flags) else [])
        if depth != "weak" and target.topic_signals:
            # Nor is an answer credited with what the topic never asks: it names a neighbour in passing, on the way to
            # what was asked (round 20, partial answers: 39 such credits not labelled to 4 labelled; round 21, strong
            # ones: 254 to 108, the labels' share under half in 17 of 19 dev sets). Approached: not asked for first.
            taken = [sid for sid in shown if sid not in target.target_ids and sid not in target.topic_signals]
        shown = {sid: quote for sid, quote in shown.items() if sid not in taken}
        if depth == "strong":  # read as covered by the verdict, the asked signals it describes in its own words
            shown.update(described_credit(answer, dim, described - set(shown)))
        seen = set(shown) | set(target.prior_shown)
        # A strong answer is read more generously: the deepen after it should not ask for what it just described.
        need = APPROACH_WORDS - (1 if depth == "strong" else 0)
        approached = [s.id for s in dim.signals if s.id not in seen and (self._approached(reading, s, need) or (
            depth != "strong" and derivations(lex).describes(reading, s)))] if substance.concrete else []
        if substance.concrete:
            # Questions the candidate puts to themselves while working ("is every rank stuck, or are most waiting on
            # one?") are not claims, so they show nothing; but a concrete answer that raises them has gone there: a
            # follow-up asks elsewhere first.
            raised = lex.shown(lex.read(_statements(answer), target.question), dim)
            approached += [sid for sid in raised if sid not in seen and sid not in approached]
        approached += [sid for sid in apart if sid not in approached]
        approached += [sid for sid in taken if sid not in approached]
        if shown and depth == "weak" and not set(shown) & set(target.target_ids):
            # Nothing asked shown in a weak answer: what it names beside the question is not credited (on eight dev
            # sources such neighbours are mostly not what the labels credit). The depth above has already read them,
            # and they count as approached, so a follow-up does not ask for them first. An answer the verdict reads as
            # reaching what was asked (partial or strong: described or raised in its own words) keeps what it shows
            # beside it, past the gates above (round 31, dev sources C..AC less the gates: 37 labelled to 9 not;
            # in weak answers 3 labelled to 98 not).
            why.append("nothing asked shown; not credited beside it: " + ", ".join(sorted(shown)))
            approached += [sid for sid in shown if sid not in approached]
            shown = {}
        result = finish(target, shown, flags, assessor=self.name, depth=depth,
                        evidence=substance.evidence() + checked_arithmetic(answer) + uncarried_slips(answer) + why,
                        approached=approached)
        if not (self_reported(disowning, disclaims, substance.defers_specific)
                or self._rules not in (None, default_rules())):  # else the rules' verdict stands
            features = cues(answer, result.depth, result.evidence, result.shown, result.approached, result.missing,
                            flags, dim, target.target_ids, bool(target.elsewhere), substance, disowning, bool(truths),
                            coverage(dim, target.target_ids, set(result.shown)))
            result = calibrated(result, features, lambda depth: level_label(dim, depth))
        result = unshown_single_target(result, target, substance, disclaims and not forgets_labels_only(reading.text, lex))
        return _as_said(result, said, substance)

    def raised(self, reading: Reading, target: Target, substance: Substance) -> dict[str, str]:
        """Signal id → quote for what a concrete answer raises as its own working question and goes on past ("is it
        every rank, or most waiting on one? py-spy on a handful tells me"): not a claim, so not credited, but what the
        answer covers, so depth reads it. An answer saying nothing concrete, or nothing but a question back, raises
        nothing; one that ends by asking something back ("do we log loss per rank?") raises what comes before it."""
        worked = _before_ask_back(reading.text)
        if not substance.concrete or not worked:
            return {}
        lex = self.lexicon
        return lex.shown(lex.read(_statements(worked), target.question), target.dimension)

    def _approached(self, reading: Reading, signal: Signal, need: int = APPROACH_WORDS) -> bool:
        # Said in other words than the matcher knows: part of one of the signal's own concept groups asserted and
        # its description's words used, or (plainer still) many of its description's words.
        overlap = description_overlap(reading.text, signal.description)
        if overlap >= need:
            return True
        lex = self.lexicon
        return overlap >= need - 1 and any(
            reading.asserted(cid, lex.terms.get(cid, ())) is not None
            for group in signal.concepts for cid in (*group.all, *group.any))

    def described(self, reading: Reading, target: Target, shown: dict[str, str]) -> frozenset[str]:
        """The asked signals not shown that the answer describes in its own words (approached, before any depth)."""
        ids = {s.id for s in target.dimension.signals}
        return frozenset(sid for sid in target.target_ids if sid in ids and sid not in shown
                         and self._approached(reading, target.dimension.signal(sid)))

    def _bluff(self, reading: Reading, dim: RubricDimension, shown: dict[str, str], target_ids,
               described: frozenset[str] = frozenset()) -> bool:
        # A recital: buzzwords with nothing shown, or many of the topic's terms with none of them holding up. An answer
        # with no buzzword that describes something asked in its own words is not one.
        if set(shown) & set(target_ids):
            return False
        if self.lexicon.buzzwords(reading) >= 1:
            return True
        if described & set(target_ids):
            return False
        return not shown and len(self.lexicon.concepts_asserted(reading, dim)) >= NAMED_WITHOUT_SUBSTANCE

    def _reached(self, reading: Reading, target: Target, shown: dict[str, str],
                 described: frozenset[str] = frozenset()) -> bool:
        # Reaching for the topic: a signal of the dimension shown, an asked signal described in the answer's own words
        # (a plain-English answer no concept gesture matches) in its statements, not its questions, and not disowned,
        # or part of what one of its signals needs.
        if shown:
            return True
        if described and not disowned(reading, self.lexicon) and \
                self.described(self.lexicon.read(_claims(reading.text), target.question), target, shown):
            return True
        dim = target.dimension
        return any(self.lexicon.gestures(reading, dim.signal(sid)) for sid in target.target_ids
                   if sid in {s.id for s in dim.signals}) or any(
            self.lexicon.gestures(reading, signal) for signal in dim.signals)


def _statements(answer: str) -> str:
    """The answer with its questions read as statements (what the candidate raised, asked or not)."""
    return answer.replace("?", ".")


def _before_ask_back(answer: str) -> str:
    """The answer up to its closing question back to the interviewer, if it ends on one ('' when that is all it is)."""
    text = answer.rstrip()
    if not text.endswith("?"):
        return text
    return "".join(s.text for s in spans(text, keep="all")[:-1]).strip()


def _claims(answer: str) -> str:
    """The answer without its questions: what it states."""
    return " ".join(s.text for s in spans(answer, keep="all") if not s.text.rstrip().endswith("?"))
