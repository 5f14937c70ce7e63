"""Domain truths (``truths/*.yaml``): what a named thing is or does, and which way a quantity moves with its driver.

Content, reviewed like code: each truth states one documented fact, cites where it is documented, and gives the
terms a claim about it is recognised by (case-insensitive regular expressions). The claim reader is
``interview.truth_claims``; ``interviewer validate`` checks these files with :func:`problems`.

- ``vocabularies``: for a kind of claim (what an Xid code means, what bounds a kernel), the values a claim can give,
  each by its terms. ``pairs`` names the vocabularies of exactly two opposite values, where a negation reads as the
  other value ("the others don't stall" claims they carry on).
- ``truths``: a ``subject`` (the concept a claim is about), its ``family`` (every concept of its kind: the nearest one
  named before a value is what the value is said of), the ``vocabulary`` and the values in it that are ``wrong``, the
  ``relation`` (``is``: the value follows a copula, "Xid 79 is ...", ``does``: the value is the subject's own verb,
  "the other ranks keep training") and terms that put a clause outside the truth (``unless``).
- ``directions``: a ``quantity``, its ``driver`` and the ``sign`` of the quantity's change as the driver grows.
- ``orders``: things ranked by how fast they are, the fastest first ("NVLink carries far more than the NIC").
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from .base import Id, _ID_PATTERN, _Strict
from .paths import builtin_root
from .yamlio import ContentError, line_for, read_yaml


class _Fact(_Strict):
    """What every kind of truth has: an id, the fact, its documented source, and what it is about."""

    id: Id = Field(pattern=_ID_PATTERN)
    fact: str
    """The truth, technically exact, as the feedback quotes it."""
    source: str
    """Where it is documented."""
    about: list[str] = Field(default_factory=list)
    """What the truth is about: rubric "dimension/signal" ids, or a whole "dimension". A contradiction makes the answer
    weak when the question asked one of them (or names none); about something else it caps the answer at partial."""


class Truth(_Fact):
    subject: list[str] = Field(min_length=1)
    family: list[str] = Field(min_length=1)
    vocabulary: str
    wrong: list[str] = Field(default_factory=list)
    right: list[str] = Field(default_factory=list)
    """Values that hold of the subject: a claim that denies one ("ZeRO-3 doesn't shard the optimizer state") is wrong."""
    relation: Literal["is", "does"] = "is"
    within: int | None = Field(default=None, ge=1, le=16)
    """Most words between the subject and its value, when a claim about this subject is made further off than the
    relation's default (a consequence: "the GIL means the logger can never see a half-written gradient")."""
    unless: list[str] = Field(default_factory=list)


class Direction(_Fact):
    quantity: list[str] = Field(min_length=1)
    driver: list[str] = Field(min_length=1)
    sign: Literal[-1, 1]


class Order(_Fact):
    ranks: list[list[str]] = Field(min_length=2)
    """Each rank's terms, the greatest first: a claim that puts a lower rank at or above a higher one is wrong."""


class Truths(_Strict):
    kind: Literal["truths"] = "truths"
    id: Id = Field(pattern=_ID_PATTERN)
    description: str = ""
    vocabularies: dict[str, dict[str, list[str]]] = Field(default_factory=dict)
    pairs: list[str] = Field(default_factory=list)
    truths: list[Truth] = Field(default_factory=list)
    directions: list[Direction] = Field(default_factory=list)
    orders: list[Order] = Field(default_factory=list)

    @model_validator(mode="after")
    def _references(self) -> "Truths":
        ids = [t.id for t in self.truths] + [d.id for d in self.directions] + [o.id for o in self.orders]
        if dupes := sorted({i for i in ids if ids.count(i) > 1}):
            raise ValueError(f"duplicate truth id '{dupes[0]}'")
        for name in self.pairs:
            if len(self.vocabularies.get(name, {})) != 2:
                raise ValueError(f"pair '{name}' must be a vocabulary of exactly two values")
        for t in self.truths:
            values = self.vocabularies.get(t.vocabulary)
            if values is None:
                raise ValueError(f"truth '{t.id}' names unknown vocabulary '{t.vocabulary}'")
            if bad := [w for w in [*t.wrong, *t.right] if w not in values]:
                raise ValueError(f"truth '{t.id}': '{bad[0]}' is not a value of vocabulary '{t.vocabulary}'")
            if not t.wrong and not t.right:
                raise ValueError(f"truth '{t.id}' names no wrong and no right value")
            if set(t.wrong) & set(t.right):
                raise ValueError(f"truth '{t.id}': a value is both right and wrong")
            if set(t.wrong) == set(values):
                raise ValueError(f"truth '{t.id}': every value of '{t.vocabulary}' is wrong; leave the true one out")
        return self


def folder(root: Path | None = None) -> Path:
    return (root or builtin_root()) / "truths"


def _load(path: Path) -> tuple[Truths, object]:
    data, lines = read_yaml(path)
    return Truths.model_validate(data), lines


@lru_cache(maxsize=4)
def load_truths(root: Path | None = None) -> tuple[Truths, ...]:
    """Every shipped truths file."""
    where = folder(root)
    return tuple(_load(p)[0] for p in sorted(where.glob("*.y*ml"))) if where.is_dir() else ()


def _patterns(t: Truths) -> list[tuple[tuple, str]]:
    found = [(("vocabularies", v, k, i), term) for v, values in t.vocabularies.items()
             for k, terms in values.items() for i, term in enumerate(terms)]
    for n, truth in enumerate(t.truths):
        found += [(("truths", n, key, i), term) for key in ("subject", "family", "unless")
                  for i, term in enumerate(getattr(truth, key))]
    for n, d in enumerate(t.directions):
        found += [(("directions", n, key, i), term) for key in ("quantity", "driver") for i, term in enumerate(getattr(d, key))]
    for n, o in enumerate(t.orders):
        found += [(("orders", n, "ranks", r, i), term) for r, terms in enumerate(o.ranks) for i, term in enumerate(terms)]
    return found


def problems(root: Path | None = None, signals: dict[str, set[str]] | None = None) -> list[ContentError]:
    """Every problem in the truths files: schema, references (vocabularies, values), a term that does not compile and,
    given ``signals`` (each rubric dimension's signal ids), an ``about`` that names no dimension or signal."""
    out: list[ContentError] = []
    for path in sorted(folder(root).glob("*.y*ml")) if folder(root).is_dir() else []:
        try:
            t, lines = _load(path)
        except (ValueError, ContentError) as exc:
            out.append(exc if isinstance(exc, ContentError) else ContentError(path, None, str(exc)))
            continue
        for kind in ("truths", "directions", "orders"):
            for n, item in enumerate(getattr(t, kind)):
                for i, ref in enumerate(item.about if signals is not None else []):
                    dim, _, sig = ref.partition("/")
                    if dim not in signals or (sig and sig not in signals[dim]):
                        out.append(ContentError(path, line_for(lines, (kind, n, "about", i)),
                                                f"'{ref}' is not a rubric dimension or dimension/signal"))
        for loc, term in _patterns(t):
            try:
                re.compile(term, re.IGNORECASE)
            except re.error as exc:
                out.append(ContentError(path, line_for(lines, loc), f"regular expression does not compile: {exc}"))
    return out
