"""The offline estimate: a score from the same concept matcher the interviewer uses, when no judge model is available.

It is labelled "offline estimate" (``method="offline-estimate"``) everywhere it appears:
matching concepts is not understanding, and a report must never pass it off as a judge's score.

Each candidate answer is assessed like the interviewer assessed it live: signals as lexicon
concepts (hedged, negated, asked-back and echoed words do not count), depth relative to what
the question before it asked (a probe's signal; an opening question's topic targets, found
through the library when it is given). The level is the best answer's depth on the rubric's
scale (weak 1, partial 2, strong 3), raised by one when the answers cover most of the
dimension by weight (partial to 3, strong to 4), and lowered by one (not below 2 for a partial
or strong answer) when, over three or more answers, they showed under half of what their topics
listen for: one narrow probe answered well is not a deep level across a topic the candidate
mostly did not know. Red flags cap it at 2. A misconception (a red flag of ``kind: misconception``)
asserted about what an answer was asked makes that answer weak, as live: it cannot lift the best
depth and nothing it shows is evidence, because the right words carried a wrong claim.

A recital (a sentence that lists terms and explains none, ``interview.recital``) is not evidence.
A number the calculators disagree with counts against the dimension, never for it: the answer
stating it cannot lift the best depth, its sentence is not evidence, and the level drops by one
(``NumbersChecked`` events recorded live, and stated before → after changes checked here).
The level comes with its uncertainty (``LevelEstimate``): a range that is wider on few answers.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from ...content.concepts import ConceptLexicon, default_lexicon, lexicon_of
from ...content.models import RubricDimension
from ...interview.assess import (LexicalAssessor, Target, elsewhere_targets, misconceptions_about_asked,
                                 question_targets, topic_signals)
from ...interview.recital import in_recital
from ...calc.change import check_changes
from ...results import DimensionScore, Evidence, LevelEstimate
from ...text.sentences import cut
from .evidence import has_injection, red_flags_in, verify_quote
from .recorded import RecordedEvidence

MIN_CANDIDATE_WORDS = 25
"""Fewer candidate words than this on a dimension, and no signal hit: not assessed."""
RED_FLAG_CAP = 2
EXPERT_COVERAGE = 0.6
"""Share of the dimension's signal weight, shown across the answers, that lifts the estimate by one (to 3 or 4)."""
THIN_COVERAGE = 0.5
"""Under this share of what the answered topics listen for, shown, the level drops by one ..."""
THIN_AFTER = 3
"""... once there are at least this many answers on the dimension (one narrow probe is not a pattern)."""
_DEPTH_SCORE = {"weak": 1, "partial": 2, "strong": 3}
FEW_ANSWERS = 2
"""This many answers or fewer on a dimension: the level could be one either side."""
WRONG_NUMBER_PENALTY = 1
"""Levels a dimension loses when an answer on it states a number the calculators disagree with."""


def _targets(dim: RubricDimension, question, library) -> tuple[str, ...]:
    """What the interviewer turn before an answer asked for, in this dimension's signals."""
    ids = {s.id for s in dim.signals}
    if question is not None and question.signal in ids:
        topic = _topic(library, dim, question.topic_id)
        return question_targets(topic, "probe", question.signal) if topic else (question.signal,)
    topic = _topic(library, dim, question.topic_id if question is not None else "")
    if topic is not None:
        return tuple(t for t in question_targets(topic) if t in ids)
    return ()


def _elsewhere(dim: RubricDimension, question, library) -> tuple[str, ...]:
    """For a narrower question (a probe, deepen or rephrase for one of this dimension's signals), what the topic asks
    with questions of its own: not credited from this answer, as in the engine (``Target.elsewhere``)."""
    if question is None or question.signal not in {s.id for s in dim.signals}:
        return ()
    topic = _topic(library, dim, question.topic_id)
    act = question.act if question.act in ("probe", "deepen", "rephrase") else "probe"
    return elsewhere_targets(topic, act, question.signal) if topic else ()


def _topic(library, dim: RubricDimension, topic_id: str):
    if library is None or not topic_id:
        return None
    for persona in library.personas.values():
        for topic in persona.topics:
            if topic.id == topic_id and topic.dimension == dim.id:
                return topic
    return None


def offline_score(dim: RubricDimension, turns: list, withheld: Collection[int] = (), *, library=None,
                  lexicon: ConceptLexicon | None = None,
                  wrong_numbers: Mapping[int, list[str]] | None = None,
                  recorded: Sequence[RecordedEvidence] = ()) -> DimensionScore:
    """Score one dimension from the candidate's answers, each assessed against the question it answered.

    Turns that addressed the grader (``withheld``, or flagged on their own) are never evidence.
    ``wrong_numbers`` maps a candidate turn's ``seq`` to the claims in it the calculators found off
    (the transcript's ``NumbersChecked`` events); stated before → after changes are checked here too.
    ``recorded``: what the listener recorded (``judge.recorded``: a hypothesis stated then tested, a
    clarifying question); it shows its signal (coverage, evidence) but never raises an answer's depth,
    and alone does not make a dimension assessed.
    """
    lex = lexicon or (lexicon_of(library) if library is not None else default_lexicon())
    assessor = LexicalAssessor(lex)
    answers = [t for t in turns if t.role == "candidate" and t.seq not in withheld and not has_injection(t.text)]
    words = sum(len(t.text.split()) for t in answers)
    said = {t.seq: t.text for t in answers}
    evidence: list[Evidence] = []
    shown: list[str] = []
    wrong: list[str] = []
    misbeliefs: list[str] = []
    depths: list[int] = []
    asked: set[str] = set()
    best = 0
    question = None
    for turn in turns:
        if turn.role != "candidate":
            question = turn
            continue
        if turn not in answers:
            continue
        topic = _topic(library, dim, question.topic_id if question is not None else "")
        target = Target(dim, _targets(dim, question, library), frozenset(), question.text if question else "",
                        _elsewhere(dim, question, library), topic_signals(topic) if topic is not None else ())
        # a topic listens for everything it asks (its opening's targets, its whole ladder), however far the probing got
        asked |= set(target.target_ids) | set(target.topic_signals)
        result = assessor.assess_sync(turn.text, target)
        off = list((wrong_numbers or {}).get(turn.seq, [])) + [c.claim for c in check_changes(turn.text) if not c.ok]
        wrong += [claim for claim in off if claim not in wrong]
        believed = misconceptions_about_asked(dim, target, result.red_flags)
        misbeliefs += [fid for fid in believed if fid not in misbeliefs]
        recited = {sid for sid, quote in result.shown.items() if in_recital(quote, turn.text)}
        depth = _DEPTH_SCORE[result.depth]
        if recited:  # a list of terms shows nothing: the answer is only as deep as the rest of it
            depth = 1 if recited == set(result.shown) else min(depth, 2)
        depths.append(depth)
        if not off:  # an answer built on a wrong number does not lift the level
            best = max(best, depth)
        for sid, quote in result.shown.items():
            if sid in recited or believed:  # an answer built on a wrong claim about what was asked shows nothing
                continue
            if off and any(_overlaps(quote, claim, turn.text) for claim in off):
                continue  # the sentence with the wrong number is not evidence for anything
            if sid not in shown:
                shown.append(sid)
                if len(evidence) < 4 and verify_quote(turn.seq, quote, said).ok:  # only what was said is evidence
                    evidence.append(Evidence(turn=turn.seq, quote=quote))
    answered = bool(shown)
    for item in recorded:
        if item.signal in {s.id for s in dim.signals} and item.signal not in shown and item.turn not in withheld:
            shown.append(item.signal)
            if len(evidence) < 4 and verify_quote(item.turn, item.quote, said).ok:
                evidence.append(Evidence(turn=item.turn, quote=item.quote))
    weights = {s.id: s.weight for s in dim.signals}
    total = sum(weights.values())
    coverage = sum(weights[s] for s in shown) / total if total else 0.0
    # What the answered topics listen for (and anything shown beyond it): not what was never asked.
    scope = (asked | set(shown)) or set(weights)
    scope_weight = sum(weights[s] for s in scope if s in weights)
    asked_coverage = sum(weights[s] for s in shown) / scope_weight if scope_weight else 0.0
    common = dict(dimension=dim.id, dimension_version=dim.version, method="offline-estimate")
    texts = [t.text for t in answers]
    reading = lex.read("\n".join(texts))
    flags = sorted(set(red_flags_in(dim, texts)) | set(lex.red_flags(reading, dim)),
                   key=[f.id for f in dim.red_flags].index)
    if not answered and not flags and not wrong and words < MIN_CANDIDATE_WORDS:
        return DimensionScore(**common, score=None, status="not_assessed",
                              reason=f"offline estimate: only {words} candidate words on this dimension and no "
                                     "signal shown")
    score = max(1, best)
    if score >= 2 and coverage >= EXPERT_COVERAGE:  # broad and concrete across the dimension
        score += 1
    thin = len(depths) >= THIN_AFTER and asked_coverage < THIN_COVERAGE
    if thin:  # a partial or strong answer still keeps the rubric's "working" level
        score = max(min(best, 2), score - 1, 1)
    capped = ""
    if thin:
        capped += f"; lowered by one: {asked_coverage:.0%} of what the answered topics listen for was shown"
    if flags and score > RED_FLAG_CAP:
        score = RED_FLAG_CAP
        capped += f"; capped at {RED_FLAG_CAP} by red flags {', '.join(flags)}"
    if misbeliefs:
        capped += f"; answers asserting a misconception about what was asked rated weak ({', '.join(misbeliefs)})"
    if wrong:
        score = max(1, score - WRONG_NUMBER_PENALTY)
        capped += f"; lowered by {WRONG_NUMBER_PENALTY} for a number the calculators disagree with"
    missing = [s.id for s in dim.signals if s.id not in shown]
    rationale = (f"Offline estimate (concept matcher, not a judge): best answer {dim.levels[max(1, best) - 1].label}; "
                 f"{len(shown)} of {len(dim.signals)} signals shown ({coverage:.0%} by weight; "
                 f"{asked_coverage:.0%} of what the answered topics listen for)"
                 + (f"; shown: {', '.join(shown)}" if shown else "")
                 + (f"; missing: {', '.join(missing)}" if missing else "") + capped + ".")
    return DimensionScore(**common, score=score, level_label=dim.levels[score - 1].label, evidence=evidence,
                          rationale=rationale, red_flags=flags, estimate=_estimate(score, depths),
                          wrong_numbers=wrong)


def passes_in(transcript) -> set[int]:
    """``seq`` of the candidate turns the listener understood as showing nothing (a pass, "I don't know", a meta request
    or an aside only: ``appraise.NOTHING_SHOWN``). The engine assessed them as showing nothing; the estimate agrees
    rather than reading them again. An imported transcript has no such record: all its turns are read."""
    from ...interview.appraise import NOTHING_SHOWN
    from ...transcript.events import Understood

    return {e.turn_seq for e in transcript.events
            if isinstance(e, Understood) and e.classes and set(e.classes) <= NOTHING_SHOWN}


def wrong_numbers_in(transcript) -> dict[int, list[str]]:
    """Candidate turn ``seq`` → the claims in it the live calculators found off (``NumbersChecked``)."""
    from ...transcript.tool_events import NumbersChecked

    found: dict[int, list[str]] = {}
    for event in transcript.events:
        if isinstance(event, NumbersChecked):
            off = [check.claim for check in event.checks if not check.ok]
            if off:
                found.setdefault(event.turn_seq, []).extend(off)
    return found


def _estimate(score: int, depths: list[int]) -> LevelEstimate:
    """The level as a range: one either side on few answers, one below when answers disagree."""
    n = len(depths)
    if n <= FEW_ANSWERS:
        return LevelEstimate(low=max(1, score - 1), high=min(4, score + 1), answers=n,
                             basis="one answer" if n == 1 else "few answers")
    if max(depths) - min(depths) >= 2 and sorted(depths)[n // 2] < min(3, score):
        return LevelEstimate(low=max(1, score - 1), high=score, answers=n, basis=f"{n} uneven answers")
    return LevelEstimate(low=score, high=score, answers=n, basis=f"{n} answers")


def _overlaps(quote: str, claim: str, text: str) -> bool:
    """Whether ``quote`` sits in the same sentence of ``text`` as ``claim``."""
    for sentence in cut(text, newlines=True):
        low = sentence.lower()
        if claim.lower() in " ".join(low.split()) or claim.lower() in low:
            return quote.lower() in low or low in quote.lower()
    return False
