"""Matching rubric signals as concepts over a shared domain lexicon.

A concept (``lexicon/*.yaml``) is a set of spellings and paraphrases; a signal is shown when
one of its concept groups is *asserted* in the answer: every concept in ``all`` and one in
``any``. An occurrence does not count when the candidate does not claim it:

- it sits in a question ("Is it 16 bytes per parameter?"),
- a hedge or a negation comes before it in the same clause ("maybe a driver mismatch",
  "I haven't used Young's formula"),
- it is part of a run of words copied from the interviewer's question.

Signals without ``concepts`` are matched by their ``evidence`` phrases, each one an ad-hoc
concept, so content written before the lexicon (or by hand, in a hurry) still works.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..text.sentences import enclosing
from .matching import _clause, local_clause_start, unpunctuated
from .models import ConceptGroup, Lexicon, RedFlag, RubricDimension, Signal
from .echo import echo_spans
from .tails import question_start
from .withdrawn import withdrawn
from .term_needs import Needs, regex_needs
from .term_index import LiteralIndex, Places, TermIndex

HEDGE_WINDOW = 48
"""Characters before an occurrence, within its clause, in which a hedge or negation disowns it."""
READINGS_KEPT = 256
"""Readings cached per lexicon (an answer is read once for all dimensions)."""
_SQUEEZE = re.compile(r"[\s_\-]+")
_DEFERRING = re.compile(r"\W*(?:(?:or|and|so)\s+)?(?:(?:should|shall|can|could|may)\s+I|(?:would|will)\s+you|"
                        r"what\s+(?:would|do)\s+you|do\s+you\s+want\s+me)\b", re.IGNORECASE)
"""A question that hands the work back to the interviewer ("Should I check other jobs first?"): not the candidate's own
working question, so an inquiry concept in it is not shown either."""
_PIECES = re.compile(r"(?<=[.?!])\s+")


def _goes_on(rest: str) -> bool:
    """Whether the answer goes on past a question with a statement of its own: a working question worked, not the
    answer's closing questions to the interviewer (which leave the work to them)."""
    return any(not piece.rstrip().endswith("?") and len(piece.split()) >= 3 for piece in _PIECES.split(rest))


@lru_cache(maxsize=16384)
def compile_term(term: str) -> re.Pattern[str]:
    """A lexicon term as a pattern: ``re:`` regex, or a phrase (``*`` at the end: a word prefix)."""
    if term.startswith("re:"):
        return re.compile(term[3:], re.IGNORECASE)
    prefix = term.endswith("*")
    phrase = term[:-1] if prefix else term
    parts = [re.escape(p) for p in re.split(r"[\s_\-]+", phrase.strip()) if p]
    body = r"[\s_\-]*".join(parts)
    left = r"(?<![A-Za-z0-9])" if phrase[:1].isalnum() else ""
    if prefix:
        right = r"[\w\-]*"
    else:
        right = r"(?:s|es)?(?![A-Za-z0-9])" if phrase[-1:].isalpha() else (
            r"(?![A-Za-z0-9])" if phrase[-1:].isalnum() else "")
    return re.compile(left + body + right, re.IGNORECASE)


@lru_cache(maxsize=16384)
def _literal(term: str) -> Needs:
    """What a term's text must contain, squeezed like ``Reading.lowered`` ('' when nothing is certain)."""
    if term.startswith("re:"):
        return regex_needs(term[3:])
    return re.sub(r"[\s_\-]+", "", term.rstrip("*").lower())


@lru_cache(maxsize=4096)
def _prepared(terms: tuple[str, ...]) -> tuple[tuple[Needs, str], ...]:
    """Each term with its needs, worked out once per concept rather than once per answer."""
    return tuple((_literal(t), t) for t in terms)


def _candidates(terms: tuple[str, ...], lowered: str) -> list[str]:
    # Most terms are absent from most answers: a substring test skips their regex scan (and their
    # compiling: a process that reads one meeting compiles only the terms it meets).
    return [term for needs, term in _prepared(terms)
            if (needs in lowered if needs.__class__ is str else any(a in lowered for a in needs))]


@dataclass(frozen=True)
class Occurrence:
    start: int
    end: int


@dataclass
class Reading:
    """One answer read against the lexicon: where each concept is asserted, and what discounts it."""

    text: str
    question: str = ""
    lexicon: "ConceptLexicon | None" = None
    _cache: dict[str, Occurrence | None] = field(default_factory=dict)
    _echo: list[tuple[int, int]] | None = None
    _lowered: str | None = None
    _present: set[str] | None = None
    _possible: set[str] | None = None
    _where: Places | None = None

    def asserted(self, key: str, terms: tuple[str, ...]) -> Occurrence | None:
        """The first occurrence of any term that the candidate actually claims."""
        if key in self._cache:
            return self._cache[key]
        lex = self.lexicon
        if lex is not None and lex.terms.get(key) is terms:
            # A concept none of whose terms' needs the answer holds is not read term by term (most are not).
            if self._possible is None:
                self._present, self._possible = lex.present_in(self.lowered)
            if key not in self._possible:
                self._cache[key] = None
                return None
        best: Occurrence | None = None
        text = self.text
        asking = lex is not None and key in lex.inquiries
        for term in self._candidates(terms):
            places = self._places(term)
            if places is None:
                for m in compile_term(term).finditer(text):
                    if best is not None and m.start() >= best.start:
                        break
                    if m.end() > m.start() and not self.discounted(m.start(), m.end(), asking=asking):
                        best = Occurrence(m.start(), m.end())
                        break
                continue
            if not places:
                continue  # (and the pattern is not compiled: a fresh process compiles only the terms it meets)
            # ``matches`` inlined (this loop runs some 200 times per answer): the same spans in the same order.
            match = compile_term(term).match
            end = 0
            for place in places:
                if best is not None and place >= best.start:
                    break
                if place < end:
                    continue
                m = match(text, place)
                if m is not None:
                    end = m.end()
                    if not self.discounted(place, end, asking=asking):
                        best = Occurrence(place, end)
                        break
        self._cache[key] = best
        return best

    def _candidates(self, terms: tuple[str, ...]) -> list[str]:
        """The terms whose needs the answer holds (the others cannot match it), in order."""
        lex = self.lexicon
        known = lex.literals_of(terms) if lex is not None else None
        if known is None:
            return _candidates(terms, self.lowered)
        literals, always = known
        if self._present is None:
            self._present, self._possible = lex.present_in(self.lowered)  # type: ignore[union-attr]
        held = literals & self._present
        if not held and not always:
            return []
        return [term for needs, term in _prepared(terms)
                if (not needs or needs in held if needs.__class__ is str else any(a in held for a in needs))]

    def matches(self, term: str) -> Iterator[tuple[int, int]]:
        """The spans of ``compile_term(term).finditer(text)``, exactly, found faster: when every match of the
        term begins with one of a few literals, the pattern is tried only where those occur."""
        places = self._places(term)
        if places is None:
            for m in compile_term(term).finditer(self.text):
                yield m.start(), m.end()
            return
        # Every match starts at one of ``places`` and is not empty (it begins with a literal), so trying them in
        # order, skipping those inside the last match, finds what finditer's left-to-right search finds.
        if not places:
            return  # nothing to try (nor to compile)
        match, end = compile_term(term).match, 0
        for place in places:
            if place < end:
                continue
            m = match(self.text, place)  # lookbehinds and \b still see the text before ``place``
            if m is not None:
                yield m.start(), m.end()
                end = m.end()

    def _places(self, term: str) -> list[int] | None:
        """Where a match of ``term`` could begin, in order (None: not known, scan the answer)."""
        if self._where is None:
            self._where = Places(self.text)
        return self._where.of(term)

    @property
    def lowered(self) -> str:
        if self._lowered is None:
            self._lowered = re.sub(r"[\s_\-]+", "", self.text.lower())
        return self._lowered

    def discounted(self, start: int, end: int, *, local: bool = False, asking: bool = False) -> bool:
        """Whether the candidate does not claim ``start:end``: asked, hedged, negated or echoed. ``asking``: a concept
        whose question is the skill (``Concept.inquiry``), so being asked does not discount it. ``local``: a hedge
        or negation counts only in the occurrence's own clause (after the last comma, colon or dash), as for a
        misconception, whose claim often follows a clause that negates something else ("fp8 doesn't need
        scaling - E5M2 has the precision")."""
        text = self.text
        clause_start, clause_end = enclosing(text, start, end)
        hedge_from = max(clause_start, local_clause_start(text, start)) if local else clause_start
        if clause_end < len(text) and text[clause_end] == "?" and (
                not asking or _DEFERRING.match(text, clause_start) or not _goes_on(text[clause_end + 1:])):
            # A statement that ends with its own question ("… then NCCL_DEBUG=INFO on a rerun, right?") still
            # asserts what comes before the question.
            tail = question_start(text[clause_start:clause_end + 1])
            if tail is None or start >= clause_start + tail:
                return True
        window = text[max(hedge_from, start - HEDGE_WINDOW):start]
        lex = self.lexicon
        if lex is not None and lex.disowns(window):
            return True
        return any(lo <= start and end <= hi for lo, hi in self.echo_spans()) or withdrawn(text, start)

    def echo_spans(self) -> list[tuple[int, int]]:
        if self._echo is None:
            self._echo = echo_spans(self.text, self.question)
        return self._echo

    def quote(self, occ: Occurrence) -> str:
        lo, hi = _clause(self.text, occ.start, occ.end)
        return self.text[lo:hi].strip() or self.text[occ.start:occ.end]


def _alternation(terms: list[str]) -> re.Pattern[str]:
    if not terms:
        return re.compile(r"(?!x)x")
    return re.compile("|".join(compile_term(t).pattern for t in terms), re.IGNORECASE)


class ConceptLexicon:
    """All lexicon files merged: concept id → terms, plus hedge, negation and buzzword patterns."""

    compile_term = staticmethod(compile_term)
    """The compiled pattern of one lexicon term (shared with ``content.assertion``)."""

    def __init__(self, lexicons: list[Lexicon]):
        self.terms: dict[str, tuple[str, ...]] = {}
        self.inquiries: set[str] = set()
        """Concepts whose question is the skill: asked, they still count (``Concept.inquiry``)."""
        hedges: list[str] = []
        negations: list[str] = []
        buzzwords: list[str] = []
        for lex in lexicons:
            for concept in lex.concepts:
                self.terms[concept.id] = tuple(concept.terms)
                if concept.inquiry:
                    self.inquiries.add(concept.id)
            hedges += lex.hedges
            negations += lex.negations
            buzzwords += lex.buzzwords
        hedges, negations = unpunctuated(hedges), unpunctuated(negations)
        self.hedge = _alternation(hedges)
        self.negation = _alternation(negations)
        disowning = {lit for needs in map(_literal, hedges + negations)
                     for lit in ((needs,) if needs.__class__ is str else needs)}
        # One pass for any of their literals (a window holding none cannot hold a hedge or a negation);
        # a term that needs nothing ('') means every window is searched.
        self._disowning = None if "" in disowning or not disowning else LiteralIndex(disowning)
        self.buzzword_terms = tuple(buzzwords)
        self._readings: dict[tuple[str, str], Reading] = {}
        self._index: TermIndex | None = None

    def present_in(self, lowered: str) -> tuple[set[str], set[str]]:
        """Which of the concepts' needed literals a squeezed, lowered answer holds (one pass for all of them), and
        the concepts that could be asserted in it (``TermIndex.present_in``)."""
        return self._term_index().present_in(lowered)

    def literals_of(self, terms: tuple[str, ...]) -> tuple[frozenset[str], bool] | None:
        """The literals ``terms`` need, and whether one needs nothing; None for terms that are no concept's."""
        return self._term_index().literals_of(terms)

    def _term_index(self) -> TermIndex:
        if self._index is None:
            self._index = TermIndex(self.terms, _prepared)
        return self._index

    def disowns(self, window: str) -> bool:
        """Whether a hedge or a negation occurs in ``window`` (the words before an occurrence)."""
        # Most windows hold none of their words: a substring test skips the two alternations' scans.
        if self._disowning is not None and not self._disowning.holds_any(_SQUEEZE.sub("", window.lower())):
            return False
        return bool(self.hedge.search(window) or self.negation.search(window))

    def read(self, text: str, question: str = "") -> Reading:
        """A reading of ``text`` (cached: the same answer is read against many dimensions)."""
        key = (text, question)
        reading = self._readings.get(key)
        if reading is None:
            if len(self._readings) >= READINGS_KEPT:
                self._readings.pop(next(iter(self._readings)))
            reading = self._readings[key] = Reading(text=text, question=question, lexicon=self)
        return reading

    # ------------------------------------------------------------------ signals

    def group_hit(self, reading: Reading, group: ConceptGroup) -> Occurrence | None:
        """The occurrence to quote when ``group`` is asserted, else None."""
        first: Occurrence | None = None
        for cid in group.all:
            occ = reading.asserted(cid, self.terms.get(cid, ()))
            if occ is None:
                return None
            first = first or occ
        if group.any:
            # The first one asserted, in order (the rest need not be read).
            hit = next((h for cid in group.any if (h := reading.asserted(cid, self.terms.get(cid, ()))) is not None),
                       None)
            if hit is None:
                return None
            first = first or hit
        return first

    def item_hit(self, reading: Reading, item: Signal | RedFlag) -> Occurrence | None:
        """Where a signal (or red flag) is asserted. A signal with concepts is matched by them alone;
        without, each evidence phrase is an ad-hoc concept. A red flag is matched by either."""
        for group in item.concepts:
            occ = self.group_hit(reading, group)
            if occ is not None:
                return occ
        if item.concepts and isinstance(item, Signal):
            return None
        return reading.asserted(f"evidence:{'|'.join(item.evidence)}", tuple(item.evidence)) if item.evidence else None

    def concepts_asserted(self, reading: Reading, dimension: RubricDimension) -> set[str]:
        """Every concept the dimension's signals use that the answer asserts."""
        ids = {cid for s in dimension.signals for g in s.concepts for cid in (*g.all, *g.any)}
        return {cid for cid in ids if reading.asserted(cid, self.terms.get(cid, ())) is not None}

    def gestures(self, reading: Reading, signal: Signal) -> bool:
        """Whether the answer reaches for the signal: a related concept, or part of what a group needs."""
        ids = [*signal.related] + [cid for group in signal.concepts for cid in (*group.all, *group.any)]
        return any(reading.asserted(cid, self.terms.get(cid, ())) is not None for cid in ids)

    def shown(self, reading: Reading, dimension: RubricDimension) -> dict[str, str]:
        """Signal id → quote for every signal of ``dimension`` the answer asserts."""
        # A mistake stated in the signal's own words is still a mistake: a signal whose quote is
        # the clause a red flag fires in does not count (a flag only mentioned, not asserted, fires nowhere).
        from .assertion import asserted_flag

        flagged: set[str] | None = None  # worked out once a signal is asserted: most answers assert none
        out: dict[str, str] = {}
        for signal in dimension.signals:
            occ = self.item_hit(reading, signal)
            if occ is None:
                continue
            if flagged is None:
                flagged = {reading.quote(Occurrence(*span)) for flag in dimension.red_flags
                           if (span := asserted_flag(self, reading, flag)) is not None}
            if reading.quote(occ) not in flagged:
                out[signal.id] = reading.quote(occ)
        return out

    def red_flags(self, reading: Reading, dimension: RubricDimension) -> list[str]:
        """Red flags the answer asserts as its own practice (a mention to reproduce or reject one is not)."""
        from .assertion import asserted_red_flags

        return asserted_red_flags(self, reading, dimension)

    def buzzwords(self, reading: Reading) -> int:
        """How many distinct buzzwords the answer uses (asserted or not: a recital is a recital)."""
        return sum(1 for t in self.buzzword_terms if compile_term(t).search(reading.text))


@lru_cache(maxsize=4)
def _builtin(root: str) -> ConceptLexicon:
    from .library import load_file

    folder = Path(root) / "lexicon"
    lexicons = [load_file(p, "lexicon")[0] for p in sorted(folder.glob("*.y*ml"))] if folder.is_dir() else []
    return ConceptLexicon(lexicons)  # type: ignore[arg-type]


_DEFAULT: list[ConceptLexicon] = []


def default_lexicon() -> ConceptLexicon:
    """The shipped lexicon (``lexicon/`` beside the other content folders), loaded once."""
    if not _DEFAULT:
        from .paths import builtin_root

        _DEFAULT.append(_builtin(str(builtin_root())))
    return _DEFAULT[0]


def lexicon_of(library) -> ConceptLexicon:
    """Every lexicon a library loaded (shipped and user folders), merged; the shipped one if it loaded none."""
    if not library.lexicons:
        return default_lexicon()
    return ConceptLexicon(list(library.lexicons.values()))
