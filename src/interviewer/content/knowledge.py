"""What the interviewer listens and answers with: the shared domain lexicon and the authored facts.

Kept apart from the interview content schemas in ``models`` (which re-exports them): a lexicon is read by
the concept matcher, a fact sheet by the clarifying-question replies; neither is a loop, persona or rubric.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .base import Id, _ID_PATTERN, _Strict

# ---------------------------------------------------------------- lexicon

class Concept(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique across all lexicon files; rubric signals refer to it."""
    terms: list[str] = Field(min_length=1)
    """Spellings and paraphrases: phrases (a trailing '*' also matches longer words) or ``re:`` regexes."""
    inquiry: bool = False
    """Asking it is the skill (scoping a failure, asking what changed): said as the candidate's own question ("is it
    every rank, or one?") it counts as shown; hedged, negated or echoed it still does not."""


class Lexicon(_Strict):
    """Shared domain concepts that rubric signals are matched by (see ``content.concepts``)."""

    kind: Literal["lexicon"] = "lexicon"
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique among lexicon files."""
    description: str = ""
    """What this lexicon covers and how its terms match."""
    concepts: list[Concept] = Field(default_factory=list)
    """The concepts."""
    hedges: list[str] = Field(default_factory=list)
    """Words that make what follows them in a clause a guess ("maybe", "could be"), not a claim."""
    negations: list[str] = Field(default_factory=list)
    """Words that disown what follows them in a clause ("I haven't", "not sure")."""
    buzzwords: list[str] = Field(default_factory=list)
    """Words of a recital without substance ("leverage", "holistically"); many of them cap depth."""

    @model_validator(mode="after")
    def _unique_concepts(self) -> "Lexicon":
        ids = [c.id for c in self.concepts]
        dupes = {i for i in ids if ids.count(i) > 1}
        if dupes:
            raise ValueError(f"duplicate concept id '{sorted(dupes)[0]}'")
        return self


# ---------------------------------------------------------------- facts

class Fact(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the fact sheet."""
    text: str
    """The answer as the interviewer would give it, with its numbers and units ("Checkpoints go to
    a Lustre filesystem that sustains about 400 GB/s of aggregate writes.")."""
    aliases: list[str] = Field(min_length=1)
    """Phrases (or ``re:`` regexes) a candidate's question uses when asking for this fact."""


class FactSheet(_Strict):
    """What an interviewer has in their head for one stage, topic, scenario or task.

    Clarifying questions are answered from these facts only; a question no fact answers gets
    "state an assumption and go on". Kept in ``facts/`` beside the content it describes, so
    that authors of a scenario and of its facts can work on separate files.
    """

    kind: Literal["facts"] = "facts"
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique among fact sheets; by convention the target with '/' replaced by '.'."""
    applies_to: str = Field(pattern=r"^(stage:[a-z0-9][a-z0-9._-]*/[a-z0-9][a-z0-9._-]*"
                                    r"|topic:[a-z0-9][a-z0-9._-]*/[a-z0-9][a-z0-9._-]*"
                                    r"|scenario:[a-z0-9][a-z0-9._-]*|task:[a-z0-9][a-z0-9._-]*)$")
    """What these facts describe: ``stage:LOOP/STAGE``, ``topic:PERSONA/TOPIC``, ``scenario:ID`` or ``task:ID``."""
    facts: list[Fact] = Field(min_length=1)
    """The facts, each answerable on its own."""

    @model_validator(mode="after")
    def _unique_facts(self) -> "FactSheet":
        ids = [f.id for f in self.facts]
        dupes = {i for i in ids if ids.count(i) > 1}
        if dupes:
            raise ValueError(f"duplicate fact id '{sorted(dupes)[0]}'")
        return self
