"""Which rubric dimensions an imported conversation touched, offline.

Each candidate turn is run through ``interview.assess.lexical_hits`` (the engine's own
"which signals does this text show") for each dimension; a dimension is touched when at
least one signal shows. Turns addressed to the grader never count.
"""

from __future__ import annotations

from ..content.models import RubricDimension
from ..transcript.events import DetectedDimension, Turn


def detect_dimensions(turns: list[Turn], rubrics: dict[str, RubricDimension],
                      only: list[str] | None = None) -> list[DetectedDimension]:
    """Dimensions (``only`` those, when given) whose signals the candidate's turns show, in rubric order."""
    found: list[DetectedDimension] = []
    for dim_id in only if only is not None else sorted(rubrics):
        dim = rubrics.get(dim_id)
        if dim is not None:
            hit = touching(turns, dim)
            if hit.turns:
                found.append(hit)
    return found


def touching(turns: list[Turn], dim: RubricDimension) -> DetectedDimension:
    """The candidate turns that show a signal of ``dim`` (none: the dimension was not touched)."""
    from ..interview.assess import lexical_hits
    from ..scoring.judge.evidence import has_injection

    answers = [t for t in turns if t.role == "candidate" and not has_injection(t.text)]
    # One pass over all the text first: most dimensions are not touched at all, and a
    # three-hour meeting is a few hundred turns.
    if not answers or not lexical_hits("\n".join(t.text for t in answers), dim):
        return DetectedDimension(dimension=dim.id)
    seqs: list[int] = []
    shown: set[str] = set()
    for turn in answers:
        hits = lexical_hits(turn.text, dim)
        if hits:
            seqs.append(turn.seq)
            shown.update(hits)
    return DetectedDimension(dimension=dim.id, turns=seqs, signals=[s.id for s in dim.signals if s.id in shown])
