"""Which candidate turns show a rubric dimension's signals, offline: how an imported conversation (which has
no topic tags) is split between dimensions.

Each candidate turn is read once with the concept matcher (``content.concepts``: one reading per
turn, its concept cache shared by every dimension), and every dimension's signals are checked
against that reading — the engine's own "which signals does this text show"
(``interview.assess.lexical_hits``), without reading a three-hour meeting once per dimension.
Turns addressed to the grader never count.
"""

from __future__ import annotations

from ...content.concepts import ConceptLexicon, Reading, default_lexicon
from ...content.models import RubricDimension
from ...transcript.events import DetectedDimension, Turn
from .evidence import has_injection


def touching(turns: list[Turn], dim: RubricDimension, *, lexicon: ConceptLexicon | None = None) -> DetectedDimension:
    """The candidate turns that show a signal of ``dim`` (none: the dimension was not touched)."""
    return signals_by_dimension(turns, [dim], lexicon)[0]


def signals_by_dimension(turns: list[Turn], dims: list[RubricDimension],
                         lexicon: ConceptLexicon | None = None) -> list[DetectedDimension]:
    """For each of ``dims`` (in that order), the candidate turns that show one of its signals."""
    lex = lexicon or default_lexicon()
    seqs: dict[str, list[int]] = {d.id: [] for d in dims}
    shown: dict[str, set[str]] = {d.id: set() for d in dims}
    # Meetings repeat themselves ("yeah", "right", "exactly"): a text is read once however often it is said.
    by_text: dict[str, dict[str, set[str]]] = {}
    for turn in turns:
        if turn.role != "candidate":
            continue
        hits = by_text.get(turn.text)
        if hits is None:
            reading = Reading(text=turn.text, lexicon=lex)  # not lex.read: a meeting would churn its shared cache
            hits = {d.id: set(found) for d in dims if (found := lex.shown(reading, d))}
            if hits and has_injection(turn.text):
                hits = {}  # screened only when it would count: most turns show nothing
            by_text[turn.text] = hits
        for dim_id, signals in hits.items():
            seqs[dim_id].append(turn.seq)
            shown[dim_id] |= signals
    return [DetectedDimension(dimension=d.id, turns=seqs[d.id], signals=[s.id for s in d.signals if s.id in shown[d.id]])
            for d in dims]
