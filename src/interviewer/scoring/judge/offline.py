"""The offline estimate: a score from the same concept matcher the interviewer uses, when no judge model is available.

It is labelled "offline estimate" (``method="offline-estimate"``) everywhere it appears:
matching concepts is not understanding, and a report must never pass it off as a judge's score.

Each candidate answer is assessed like the interviewer assessed it live: signals as lexicon
concepts (hedged, negated, asked-back and echoed words do not count), depth relative to what
the question before it asked (a probe's signal; an opening question's topic targets, found
through the library when it is given). The level is the best answer's depth on the rubric's
scale (weak 1, partial 2, strong 3), raised to 4 when strong answers cover most of the
dimension by weight, and capped by red flags.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ...content.concepts import ConceptLexicon, default_lexicon, lexicon_of
from ...content.models import RubricDimension
from ...interview.assess import LexicalAssessor, Target, question_targets
from ...results import DimensionScore, Evidence
from .evidence import has_injection, red_flags_in
from .recorded import RecordedEvidence

MIN_CANDIDATE_WORDS = 25
"""Fewer candidate words than this on a dimension, and no signal hit: not assessed."""
RED_FLAG_CAP = 2
EXPERT_COVERAGE = 0.6
"""Share of the dimension's signal weight, shown across the answers, that lifts a strong estimate to 4."""
_DEPTH_SCORE = {"weak": 1, "partial": 2, "strong": 3}


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
                  recorded: Sequence[RecordedEvidence] = ()) -> DimensionScore:
    """Score one dimension from the candidate's answers, each assessed against the question it answered.

    Turns that addressed the grader (``withheld``, or flagged on their own) are never evidence.
    ``recorded``: what the listener recorded (``judge.recorded``: a hypothesis stated then tested, a
    clarifying question); it shows its signal (coverage, evidence) but never raises an answer's depth,
    and alone does not make a dimension assessed.
    """
    lex = lexicon or (lexicon_of(library) if library is not None else default_lexicon())
    assessor = LexicalAssessor(lex)
    answers = [t for t in turns if t.role == "candidate" and t.seq not in withheld and not has_injection(t.text)]
    words = sum(len(t.text.split()) for t in answers)
    evidence: list[Evidence] = []
    shown: list[str] = []
    best = 0
    question = None
    for turn in turns:
        if turn.role != "candidate":
            question = turn
            continue
        if turn not in answers:
            continue
        target = Target(dim, _targets(dim, question, library), frozenset(), question.text if question else "")
        result = assessor.assess_sync(turn.text, target)
        best = max(best, _DEPTH_SCORE[result.depth])
        for sid, quote in result.shown.items():
            if sid not in shown:
                shown.append(sid)
                if len(evidence) < 4:
                    evidence.append(Evidence(turn=turn.seq, quote=quote))
    answered = bool(shown)
    for item in recorded:
        if item.signal in {s.id for s in dim.signals} and item.signal not in shown and item.turn not in withheld:
            shown.append(item.signal)
            if len(evidence) < 4:
                evidence.append(Evidence(turn=item.turn, quote=item.quote))
    weights = {s.id: s.weight for s in dim.signals}
    total = sum(weights.values())
    coverage = sum(weights[s] for s in shown) / total if total else 0.0
    common = dict(dimension=dim.id, dimension_version=dim.version, method="offline-estimate")
    texts = [t.text for t in answers]
    reading = lex.read("\n".join(texts))
    flags = sorted(set(red_flags_in(dim, texts)) | set(lex.red_flags(reading, dim)),
                   key=[f.id for f in dim.red_flags].index)
    if not answered and not flags and words < MIN_CANDIDATE_WORDS:
        return DimensionScore(**common, score=None, status="not_assessed",
                              reason=f"offline estimate: only {words} candidate words on this dimension and no "
                                     "signal shown")
    score = max(1, best)
    if score == 3 and coverage >= EXPERT_COVERAGE:
        score = 4
    capped = ""
    if flags and score > RED_FLAG_CAP:
        score, capped = RED_FLAG_CAP, f"; capped at {RED_FLAG_CAP} by red flags {', '.join(flags)}"
    missing = [s.id for s in dim.signals if s.id not in shown]
    rationale = (f"Offline estimate (concept matcher, not a judge): best answer {dim.levels[max(1, best) - 1].label}; "
                 f"{len(shown)} of {len(dim.signals)} signals shown ({coverage:.0%} by weight)"
                 + (f"; shown: {', '.join(shown)}" if shown else "")
                 + (f"; missing: {', '.join(missing)}" if missing else "") + capped + ".")
    return DimensionScore(**common, score=score, level_label=dim.levels[score - 1].label, evidence=evidence,
                          rationale=rationale, red_flags=flags)
