"""How an answer holds the asked signals' concepts: named only, or with their mechanism too.

A signal's concept groups are ways of showing it; the concepts every group shares are its *name* (``ring`` in each
way of showing ring-versus-tree), the rest its *mechanism* (the volume term, the phases, the latency law). An answer
that asserts the asked signal's name and none of its mechanism concepts names what was asked without saying how it
works: the shape of a confident recital, whatever its wording.
"""

from __future__ import annotations

from ..content.concepts import ConceptLexicon, Reading
from ..content.models import RubricDimension, Signal


def name_concepts(signal: Signal) -> frozenset[str]:
    """The concepts every one of the signal's groups needs (one group: its first ``all`` concept)."""
    groups = [set(g.all or g.any) for g in signal.concepts]
    if not groups:
        return frozenset()
    if len(groups) == 1:
        first = signal.concepts[0].all[:1] or signal.concepts[0].any
        return frozenset(first)
    return frozenset(set.intersection(*groups))


def mechanism_concepts(signal: Signal) -> frozenset[str]:
    """The concepts of the signal's groups that are not its name."""
    every = {cid for g in signal.concepts for cid in (*g.all, *g.any)}
    return frozenset(every - name_concepts(signal))


def asked_reading(reading: Reading, lex: ConceptLexicon, dimension: RubricDimension, target_ids,
                  shown) -> tuple[bool, bool, bool]:
    """(the name of an asked signal asserted, a mechanism concept of an asked signal asserted, an asked signal shown)."""
    def said(cids) -> bool:
        return any(reading.asserted(cid, lex.terms.get(cid, ())) is not None for cid in cids)

    ids = {s.id for s in dimension.signals}
    named = mech = False
    for sid in target_ids:
        if sid not in ids:
            continue
        signal = dimension.signal(sid)
        named = named or said(name_concepts(signal)) or said(signal.related)
        mech = mech or said(mechanism_concepts(signal))
    return named, mech, bool(set(shown) & set(target_ids))


def named_only(reading: Reading, lex: ConceptLexicon, dimension: RubricDimension, asked) -> bool:
    """Whether the answer asserts an asked signal's name and no mechanism concept of any asked signal."""
    named, mech, _ = asked_reading(reading, lex, dimension, asked, ())
    return named and not mech
