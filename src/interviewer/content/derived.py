"""Matching a signal by its own words: alternatives derived from the rubric, not listed by hand.

A signal's concept groups (``content.concepts``) are what credits it. Its description and its evidence phrases say
the same thing in prose, and an answer often says it in those words, or in a synonym of them, rather than in a
phrasing the groups know. This module reads that prose once, at load time, and derives the signal's alternatives:

- the lexicon concepts the prose itself asserts (so each brings its synonyms: "master weights" in a description
  brings "fp32 copy" and every other term of its concept), less the signal's own concepts and the generic ones;
- the content words the prose uses outside those concepts (by stem: "recap" matches "recapping").

An answer's derived hits are read like any concept occurrence: a hedged, negated, asked-back or echoed word does not
count, nor does a word the interviewer's question used (repeating the question is not answering it).

Derived hits never credit a signal. Round 16 tried: a target signal one of whose concept groups lacked exactly one
member, with two, three or four derived hits in the sentences holding the rest, raised recall by .01-.05 on each of
the sixteen dev sources but cost .02-.07 precision on most and rated more weak answers strong (such hits are about as
often beside the labels as on them). What they do is steer the follow-up: a signal that a concrete answer, not rated
strong, describes in two derived alternatives (one, with one of the signal's own concepts asserted) is approached, so
a probe asks elsewhere first (redundant follow-ups on the sixteen dev sources 82 -> 65 of about 4,900, signals and
depth unchanged). A strong answer's deepen is left alone: an approached signal is never the deepen, and evidence
this loose would end 86 dev topics early to save 4 redundant deepens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .concepts import ConceptLexicon, Reading, compile_term
from .models import Signal

DERIVED_HITS = 2
"""Distinct derived alternatives (concepts or words) an answer must assert to count as describing a signal."""
GENERIC = frozenset({"number-with-unit", "clock-time", "duration"})
"""Concepts too common to say what a signal is about (any figure, any time)."""
STEM = 6
"""Characters of a content word kept as its stem (the prefix ``substance.description_overlap`` also reads)."""
MIN_WORD = 5
"""Shorter words are mostly function words or too ambiguous to derive from."""
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
STOP = frozenset("""
about above after again against along already also although always among another answer answers anything around
asked aside based because become becomes before being below better between beyond bring candidate candidates could
describe described describes doing during each either enough every example explain explains first following from
given gives having however instead itself knows later least makes mention mentions might names naming never often
other others otherwise rather really right shows should since something state states still such their them there
these thing things think those through together under understand understands until using usually what when where
whether which while within without would your correctly properly clearly concrete specific whole plain
""".split())
"""Words that say nothing about a signal's content (rubric prose's own verbs and connectives)."""


@dataclass(frozen=True)
class Derived:
    """What a signal's own prose says, as alternatives an answer can be read against."""

    concepts: tuple[str, ...]
    """Lexicon concepts the prose asserts, beyond the signal's own."""
    words: tuple[str, ...]
    """Stems of the prose's other content words, each a prefix term (``stem*``)."""


def _prose(signal: Signal) -> list[str]:
    return [signal.description, *(e for e in signal.evidence if not e.startswith("re:"))]


def derive(lex: ConceptLexicon, signal: Signal) -> Derived:
    """The alternatives a signal's description and evidence phrases yield (read with the lexicon's own guards)."""
    own = {cid for group in signal.concepts for cid in (*group.all, *group.any)} | set(signal.related)
    concepts: dict[str, None] = {}
    words: dict[str, None] = {}
    for text in _prose(signal):
        reading = lex.read(text)
        _, possible = lex.present_in(reading.lowered)
        covered = []
        for cid in sorted(possible):
            if cid.startswith("wrong-") or cid in GENERIC:
                continue
            occ = reading.asserted(cid, lex.terms[cid])
            if occ is not None:
                covered.append((occ.start, occ.end))
                if cid not in own:
                    concepts[cid] = None
        for m in _WORD.finditer(text):
            word = m.group(0).lower().strip("'-")
            if len(word) >= MIN_WORD and word not in STOP and not any(lo <= m.start() < hi for lo, hi in covered):
                words[word[:STEM]] = None
    return Derived(tuple(concepts), tuple(words))


class Derivations:
    """Each signal's derived alternatives, worked out once per lexicon and signal."""

    def __init__(self, lex: ConceptLexicon):
        self.lex = lex
        self._by_signal: dict[tuple[str, str, tuple[str, ...]], Derived] = {}

    def of(self, signal: Signal) -> Derived:
        key = (signal.id, signal.description, tuple(signal.evidence))
        if key not in self._by_signal:
            self._by_signal[key] = derive(self.lex, signal)
        return self._by_signal[key]

    def hits(self, reading: Reading, signal: Signal) -> list[str]:
        """The derived alternatives the answer asserts that the question did not say."""
        derived = self.of(signal)
        asked = reading.question
        out = []
        for cid in derived.concepts:
            terms = self.lex.terms.get(cid, ())
            if reading.asserted(cid, terms) is not None and not (asked and _said(asked, terms)):
                out.append(cid)
        for stem in derived.words:
            term = stem + "*"
            if reading.asserted("derived:" + term, (term,)) is not None and not (asked and _said(asked, (term,))):
                out.append(stem)
        return out

    def describes(self, reading: Reading, signal: Signal, need: int = DERIVED_HITS) -> bool:
        """Whether the answer describes the signal in ``need`` or more of its derived alternatives (one fewer with one
        of the signal's own concepts asserted)."""
        hits = len(self.hits(reading, signal))
        if hits >= need:
            return True
        lex = self.lex
        return hits >= need - 1 and any(reading.asserted(cid, lex.terms.get(cid, ())) is not None
                                        for group in signal.concepts for cid in (*group.all, *group.any))


def _said(text: str, terms: tuple[str, ...]) -> bool:
    return any(compile_term(term).search(text) for term in terms)


LEXICONS_KEPT = 8
"""Lexicons whose derivations are kept (the shipped one, and the few a run's libraries merged)."""
_BY_LEXICON: dict[int, Derivations] = {}


def derivations(lex: ConceptLexicon) -> Derivations:
    """The derivations for ``lex`` (one per lexicon object)."""
    found = _BY_LEXICON.get(id(lex))
    if found is None or found.lex is not lex:
        if len(_BY_LEXICON) >= LEXICONS_KEPT:
            _BY_LEXICON.clear()  # a library merges its own lexicon per load: keep the few in use, not every one
        found = _BY_LEXICON[id(lex)] = Derivations(lex)
    return found

