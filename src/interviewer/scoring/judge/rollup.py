"""The roll-up: dimension scores → recommendation and level band, in plain code.

The model never decides the recommendation; these thresholds do, and ``rule`` spells
them out so every report can print how the call was made.
"""

from __future__ import annotations

from ...content.models import RubricDimension
from ...results import DimensionScore, RollUp

RECOMMENDATIONS = [  # (lowest weighted score, recommendation, level band), best first
    (3.5, "strong hire", "staff"),
    (3.0, "hire", "senior"),
    (2.5, "lean hire", "mid"),
    (2.0, "lean no hire", "junior"),
    (1.5, "no hire", "below bar"),
    (0.0, "strong no hire", "below bar"),
]
MIN_SCORED_SHARE = 0.5
"""Below this share of dimensions scored, the loop is 'insufficient evidence', not a low grade."""
CAP_ON_ONE = "lean no hire"
"""Any dimension scored 1 caps the recommendation here: one failing area is a real gap."""
CAP_ON_INJECTION = "lean hire"
"""A transcript with a turn withheld for addressing the grader caps here: no automatic hire for a
candidate who tried to talk to the grader; a person reads the withheld turn first."""
INJECTION_FLAG = "prompt-injection"

_ORDER = [r for _, r, _ in RECOMMENDATIONS]


def rule_text() -> str:
    bands = "; ".join(f"≥{lo:.1f} {rec} ({band})" for lo, rec, band in RECOMMENDATIONS[:-1])
    return (f"weighted mean of scored dimensions (rubric weights): {bands}; below 1.5 strong no hire. "
            f"Any dimension at 1 caps at {CAP_ON_ONE}; a turn withheld for addressing the grader "
            f"({INJECTION_FLAG}) caps at {CAP_ON_INJECTION}. Unscored and not-assessed dimensions are left out; "
            f"fewer than {int(MIN_SCORED_SHARE * 100)}% scored → insufficient evidence.")


OFFLINE_RULE = ("Offline estimate: per-dimension evidence and a level range from the concept matcher. It makes no "
                "hiring recommendation and no level band; score with a judge model for those.")


def roll_up(scores: list[DimensionScore], rubrics: dict[str, RubricDimension]) -> RollUp:
    """Weighted mean of the scored dimensions, mapped to a recommendation and a level band.

    An offline estimate (any dimension scored by the concept matcher) gets no mean, no
    recommendation and no band: keyword evidence is not a hiring call.
    """
    scored = [s for s in scores if s.status == "scored" and s.score is not None]
    total = len(scores)
    if any(s.method == "offline-estimate" for s in scores):
        return RollUp(weighted_score=None, recommendation=None, level_band=None, method="offline-estimate",
                      rule=f"{len(scored)} of {total} dimensions estimated. " + OFFLINE_RULE,
                      dimensions_scored=len(scored), dimensions_total=total)
    if not scored or len(scored) < MIN_SCORED_SHARE * total:
        return RollUp(weighted_score=None, recommendation="insufficient evidence", level_band="not assessed",
                      rule=f"{len(scored)} of {total} dimensions scored; " + rule_text(),
                      dimensions_scored=len(scored), dimensions_total=total)
    weights = {s.dimension: (rubrics[s.dimension].weight if s.dimension in rubrics else 1.0) for s in scored}
    mean = sum(s.score * weights[s.dimension] for s in scored) / sum(weights.values())
    mean = round(mean, 2)
    rec, band = next((r, b) for lo, r, b in RECOMMENDATIONS if mean >= lo)
    applied = f"weighted mean {mean:.2f} → {rec}"
    ones = [s.dimension for s in scored if s.score == 1]
    if ones and _ORDER.index(rec) < _ORDER.index(CAP_ON_ONE):
        rec = CAP_ON_ONE
        band = next(b for _, r, b in RECOMMENDATIONS if r == CAP_ON_ONE)
        applied += f", capped at {CAP_ON_ONE} by {', '.join(ones)} at 1"
    if any(INJECTION_FLAG in s.red_flags for s in scores) and _ORDER.index(rec) < _ORDER.index(CAP_ON_INJECTION):
        rec = CAP_ON_INJECTION
        band = next(b for _, r, b in RECOMMENDATIONS if r == CAP_ON_INJECTION)
        applied += f", capped at {CAP_ON_INJECTION} by {INJECTION_FLAG}"
    return RollUp(weighted_score=mean, recommendation=rec, level_band=band,
                  rule=f"{applied} ({len(scored)} of {total} dimensions scored). Rule: " + rule_text(),
                  dimensions_scored=len(scored), dimensions_total=total)
