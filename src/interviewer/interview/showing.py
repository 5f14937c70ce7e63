"""What an answer as a whole takes back from the signals its sentences show.

The matcher (``content.concepts``) reads each occurrence in its own clause: asked, hedged, negated or echoed
words do not count. Two things are only visible across the whole answer:

- a false claim about a mechanism: an answer that asserts a misconception (``kind: misconception``) has not
  shown the signals that misconception is about, wherever in the answer it names their concepts ("Xid 13 is the
  serious one, a hardware fault, RMA it" names the Xid codes and gets them wrong);
- a buzzword recital: the domain's terms strung together with the trade's filler ("leverage", "holistic", "end to
  end") and not one specific (no figure, variable, flag or API) is name-dropping, not showing: two buzzwords at any
  length, one in a short answer (a long one may still explain something in plain words).
"""

from __future__ import annotations

from ..content.models import RubricDimension
from .substance import Substance

RECITAL_BUZZWORDS = 2
"""Distinct buzzwords that, with no specific in the answer, make it a recital that shows nothing."""
RECITAL_SHORT_WORDS = 60
"""Below this many words, one buzzword and no specific is enough (the depth rules' buzzword bound, ``buzzword_below_words``).
On ten dev sources (round 11) the two rules take back 20 signals, 19 of them not credited by the labels."""


def misconceived(dimension: RubricDimension, targets: tuple[str, ...], red_flags: list[str]) -> set[str]:
    """The signals the answer's asserted misconceptions are about (a misconception about nothing named is about what
    was asked)."""
    out: set[str] = set()
    for flag in dimension.red_flags:
        if flag.kind == "misconception" and flag.id in red_flags:
            out |= set(flag.about or targets)
    return out


def recital(substance: Substance) -> bool:
    """Whether the answer is a buzzword recital: nothing specific, and two or more buzzwords (one in a short answer)."""
    if substance.specifics or not substance.buzzwords:
        return False
    return substance.buzzwords >= RECITAL_BUZZWORDS or substance.words < RECITAL_SHORT_WORDS


def credited(shown: dict[str, str], dimension: RubricDimension, targets: tuple[str, ...], red_flags: list[str],
             substance: Substance) -> dict[str, str]:
    """``shown`` without what the answer as a whole takes back: the signals a misconception it asserts is about, and
    everything when it is a buzzword recital."""
    if not shown or recital(substance):
        return {}
    wrong = misconceived(dimension, targets, red_flags)
    return {sid: quote for sid, quote in shown.items() if sid not in wrong}
