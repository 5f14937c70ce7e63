"""Every check of a claim against what the calculators compute or a setting's documented behaviour, in one call.

``quantities`` holds the laws, ``claim_clauses`` the clause reading every check shares; ``scaling_claims`` and
``settings_claims`` and ``unit_claims`` read with it, so this module (not ``quantities``) gathers them, and no module imports itself back.
``truth_claims`` reads claims as (subject, relation, value) against the authored domain truths (``truths/``); the
assessor calls it itself.
"""

from __future__ import annotations

from .quantities import CHECKS, stated_formulas
from .scaling_claims import SCALING_CHECKS
from .settings_claims import SETTING_CHECKS
from .unit_claims import UNIT_CHECKS


def quantity_contradictions(text: str) -> list[str]:
    """Each claim in ``text`` that contradicts a law the calculators compute (see ``quantities.LAWS``) or a setting's
    documented behaviour (``settings_claims.FACTS``). The domain truths (``truth_claims``) are read apart: whether
    their contradiction makes an answer weak depends on what was asked."""
    return [found for check in (*CHECKS, *SCALING_CHECKS, stated_formulas, *SETTING_CHECKS, *UNIT_CHECKS) for found in check(text)]
