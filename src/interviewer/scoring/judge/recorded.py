"""Evidence the interviewer recorded while listening, for the offline estimate and the judge.

Two habits show in how a candidate talks rather than in what an answer says, and the listener
(``interview.listen``) records both in ``Understood`` events, verbatim:

- a hypothesis stated and then tested (a hedged cause, followed in the same or a later turn of
  that scenario by a request for the output that would test it) is good debugging method: the
  ``hypotheses-and-discrimination`` signal;
- a clarifying question the interviewer answered from facts or with "state an assumption"
  (not one declined for fishing for the root cause) is the ``clarify-and-assume`` signal.

Each item quotes the candidate's own words from the turn it names, so it verifies like any
judge quote; a turn that addressed the grader is never evidence.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ...content.models import RubricDimension
from ...transcript.events import Understood
from .evidence import has_injection, normalise

HYPOTHESIS_SIGNAL = "hypotheses-and-discrimination"
"""The debugging-method signal a tested hypothesis shows."""
CLARIFY_SIGNAL = "clarify-and-assume"
"""The communication signal a clarifying question shows."""


class RecordedEvidence(BaseModel):
    """One piece of evidence the listener recorded: the candidate's words and the signal they show."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["tested-hypothesis", "clarifying-question"]
    """What the listener recorded: a hypothesis later tested with a request, or a clarifying question."""
    turn: int
    """``seq`` of the candidate turn the words come from."""
    quote: str
    """The candidate's words, verbatim from that turn."""
    signal: str
    """The rubric signal this is evidence of."""
    tested_by: int | None = None
    """For a hypothesis: the candidate turn that asked for the output testing it."""


def recorded_evidence(events: list, turns: dict[int, str], dim: RubricDimension,
                      withheld: Collection[int] = ()) -> list[RecordedEvidence]:
    """What the ``Understood`` events among ``events`` show on ``dim`` (nothing if it has neither signal).

    ``turns``: seq → text of the candidate turns (a quote must be in its turn); ``withheld`` turns,
    and turns that addressed the grader, give nothing.
    """
    signals = {s.id for s in dim.signals}
    understood = [e for e in events if isinstance(e, Understood) and e.turn_seq in turns
                  and e.turn_seq not in withheld and not has_injection(turns[e.turn_seq])]
    out: list[RecordedEvidence] = []
    if HYPOTHESIS_SIGNAL in signals:
        for i, ev in enumerate(understood):
            test = next((later for later in understood[i:] if later.topic_id == ev.topic_id
                         and "artifact-request" in later.classes), None) if ev.hypotheses else None
            if test is None:
                continue
            for text in ev.hypotheses:
                if _verbatim(text, turns[ev.turn_seq]):
                    out.append(RecordedEvidence(kind="tested-hypothesis", turn=ev.turn_seq, quote=text,
                                                signal=HYPOTHESIS_SIGNAL, tested_by=test.turn_seq))
    if CLARIFY_SIGNAL in signals:
        for ev in understood:
            if "question" not in ev.classes or ev.reply_kind not in ("facts", "assume"):
                continue
            for text in ev.questions:
                if _verbatim(text, turns[ev.turn_seq]):
                    out.append(RecordedEvidence(kind="clarifying-question", turn=ev.turn_seq, quote=text,
                                                signal=CLARIFY_SIGNAL))
    return out


def _verbatim(quote: str, turn_text: str) -> bool:
    return bool(quote.strip()) and normalise(quote) in normalise(turn_text)
