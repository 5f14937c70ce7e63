"""Which rubric dimensions an imported conversation touched, offline.

A dimension is touched when at least one candidate turn shows one of its signals
(``scoring.judge.touching``: one concept reading per turn, every dimension checked against it).
"""

from __future__ import annotations

from ..content.concepts import ConceptLexicon
from ..content.models import RubricDimension
from ..transcript.events import DetectedDimension, Turn


def detect_dimensions(turns: list[Turn], rubrics: dict[str, RubricDimension], only: list[str] | None = None, *,
                      lexicon: ConceptLexicon | None = None) -> list[DetectedDimension]:
    """Dimensions (``only`` those, when given) whose signals the candidate's turns show, in rubric order."""
    from ..scoring.judge.touching import signals_by_dimension  # the injection screen's patterns load with it

    dims = [rubrics[d] for d in (only if only is not None else sorted(rubrics)) if d in rubrics]
    return [hit for hit in signals_by_dimension(turns, dims, lexicon) if hit.turns]
