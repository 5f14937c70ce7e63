"""Claims read against the domain truths (``truths/*.yaml``, ``content.truths``): the structural claim check.

A confidently wrong answer names exactly the asked concept and says something false of it. Wording lists of false
claims do not carry to new answers; the facts do. So each asserting clause (``claim_clauses``: not a question, a
supposition, a reported or withdrawn claim) is read as a triple and held against the truth about its subject:

- *is / does*: a subject, then the first value of the truth's vocabulary said of it — after a copula ("Xid 79 is an
  ECC error", "the softmax was compute-bound") or as its own verb ("the other 63 ranks keep training"). The value is
  said of the nearest concept of the subject's family before it ("matmuls are compute-bound and norms memory-bound"
  says nothing wrong of the norm). A negation in between flips a value of a pair ("the others don't stall") and makes
  any other reading abstain. Only the claim's part of the span counts: a rule's consequent ("if iperf shows line rate
  across the spine, the fabric is fine"), and what follows a pronoun that takes the subject up again ("tree doesn't
  get full bandwidth because it needs SHARP"); a subject under "non-" is set aside ("the non-matmul kernel").
- *direction*: a quantity and its driver in one clause, each given a sign by the change words around it (antonym
  pairs: more/fewer, grows/shrinks, reduces/adds), or the driver as the actor ("activation checkpointing saves
  compute"); their product is the claimed direction, held against the truth's sign.
- *order*: a comparison ("as fast as", "faster than", "slower than") between the nearest ranked thing before it and
  the first after it ("the network is basically as fast as NVLink"), held against the truth's ranking.

A contradiction is reported with the truth it contradicts and what the truth is about; the assessor treats it as it
treats a matched misconception: weak when it is about what was asked, capped at partial when it is about something else.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.truths import Direction, Order, Truth, Truths, load_truths
from .claim_clauses import DISOWNED, NEGATION, abstains, clauses

_FLAGS = re.IGNORECASE
_COPULA = re.compile(r"\b(?:is|are|was|were|be|been|being|becomes?|became|makes?|made|means?|meant|indicates?|signals?|signifies|denotes|"
                     r"stands\s+for|shows?\s+up\s+as|reports?|as)\b|'s\b|=|:", _FLAGS)
_TO_BE = re.compile(r"\b(?:to|needs?|need\s+to|must|should|would|could|might|can)\s+(?:be|become)\s*$", _FLAGS)
_BREAK = re.compile(r"[;(]")
_REJECTED = re.compile(r"\b(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?$|\bnon-?$|"
                       r"\b(?:never|(?:does|do|did|will|would|can|could)(?:n't|\s+not)|won't|can't|cannot)\s+$", _FLAGS)
"""A subject set aside ("not algbw", "the non-matmul kernel") or, where the subject is a verb, denied ("never spills")."""
_ANAPHOR = re.compile(r"\W*(?:that|this|it|which)(?:'s|\s+is|\s+means|\s+makes|\s+(?!is\b)\w+s)\b", _FLAGS)
IS_WORDS, DOES_WORDS = 8, 3
"""Most words between a subject and the value said of it: after a copula, and as the subject's own verb."""
APART = 6
"""Most words between a quantity and its driver in one claim of direction."""
_RULE = re.compile(r"^(?:[^:;]*[:;])?\W*(?:(?:and|but|so|then)\s+)?(?:if|as\s+long\s+as|once|whenever)\b[^,;]{3,120}?(?:,\s*(?:then\s+)?|\s+then\s+)", _FLAGS)
_HEDGE = re.compile(r"\b(?:i|we|you|they|it|that)'d\b|\b(?:would|might|may|could|maybe|perhaps|probably|likely|possibly|"
                    r"suspect|guess|think|assume|check|look|see|try)\b|\?", _FLAGS)


_AMENDED = re.compile(r"^\W*(?:(?:hmm+|um+|uh+|oh)\W+)?actually\b", _FLAGS)
"""A piece that opens on "actually" after a dash amends the one before it ("compare algbw against the link speed -
hmm, actually it's busbw you compare"): the first is no claim."""


def _asserted(clause: str, until: int | None = None) -> bool:
    """Whether the clause asserts its claim (ending at ``until``). A rule of thumb put as a condition ("if iperf shows
    line rate, the fabric is fine", "as long as the log is quiet, the collectives are healthy") asserts its
    consequent: the condition opens the clause and the claim follows the comma, stated flat. A consequent that hedges
    or plans ("..., I'd suspect the NIC", "..., we could check the switch") is a hypothesis about this incident and
    asserts nothing; so is anything the generic ``abstains`` sets aside outside such a rule."""
    end = len(clause) if until is None else until
    rule = _RULE.match(clause)
    if rule and end > rule.end() and not _HEDGE.search(clause[rule.end():end]) and not DISOWNED.search(clause):
        return not abstains(clause[rule.end():], end - rule.end())
    return not abstains(clause, until)


@lru_cache(maxsize=4096)
def _compiled(terms: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern matching any of ``terms`` (the truths' authored regexes), compiled once per term list."""
    return re.compile("|".join(f"(?:{t})" for t in terms), _FLAGS)


def _words(text: str) -> int:
    return len(re.findall(r"[\w'.,-]+", text))


def _value(book: Truths, truth: Truth, window: str) -> tuple[str, re.Match[str]] | None:
    """The first value of the truth's vocabulary named in ``window``, and where."""
    best = None
    for name, terms in book.vocabularies[truth.vocabulary].items():
        m = _compiled(tuple(terms)).search(window)
        if m and (best is None or m.start() < best[1].start()):
            best = (name, m)
    return best


_RESUMED = re.compile(r"\b(?:because|since|as|so|and|but|where|which\s+is\s+why)\s+(?:it|they)(?:'s|'re)?\b|"
                      r"[,:]\s*(?:and\s+)?(?:it|they)(?:'s|'re)?\b", _FLAGS)
"""A pronoun that takes the subject up again inside the gap, after a connective ("tree doesn't get full bandwidth on
RoCE because it needs SHARP", "FlashAttention is faster: it approximates the softmax"): the claim runs from there."""


def _claimed(clause: str, start: int, gap: str) -> str:
    """The part of a subject-to-value ``gap`` (starting at ``start``) that belongs to the claim: after a rule's
    condition when the gap crosses it ("if a port other nodes can't reach is picked, everyone waits": the negation is
    the condition's; "if iperf shows line rate across the spine, the fabric is fine": the words are the consequent's),
    and after the last pronoun that takes the subject up again (no other concept of its family lies between them)."""
    rule = _RULE.match(clause)
    if rule and start < rule.end() <= start + len(gap):
        gap = gap[rule.end() - start:]
    resumed = list(_RESUMED.finditer(gap))
    return gap[resumed[-1].end():] if resumed else gap


def said_of(book: Truths, truth: Truth, clause: str) -> str | None:
    """The value the clause says of the truth's subject, when it is one the truth calls wrong."""
    if truth.unless and _compiled(tuple(truth.unless)).search(clause):
        return None
    family = _compiled(tuple(truth.family))
    for subject in _compiled(tuple(truth.subject)).finditer(clause):
        if _REJECTED.search(clause[:subject.start()]):
            continue  # the alternative set aside: "read busbw, not algbw, and compare it to the line rate", "non-matmul"
        after = clause[subject.end():]
        nxt = family.search(after)
        window = after[:nxt.start()] if nxt else after
        cut = _BREAK.search(window)
        window = window[:cut.start()] if cut else window
        found = _value(book, truth, window)
        if not found:
            continue
        name, m = found
        gap = window[:m.start()]
        claimed = _claimed(clause, subject.end(), gap)  # a rule's consequent: "if iperf shows 400G, the fabric is fine"
        if _words(claimed) > (truth.within or (IS_WORDS if truth.relation == "is" else DOES_WORDS)):
            continue
        if truth.relation == "is" and (not _COPULA.search(gap) or _TO_BE.search(gap)):
            continue
        if NEGATION.search(claimed):
            if name in truth.right and _asserted(clause, subject.end() + m.end()):
                return f"not {name}"  # denies what holds: "ZeRO-3 doesn't shard the optimizer state"
            if truth.vocabulary not in book.pairs:
                continue
            name = next(v for v in book.vocabularies[truth.vocabulary] if v != name)
        if name in truth.wrong and _asserted(clause, subject.end() + m.end()):
            return name
    return None


# ------------------------------------------------------------------ directions

_UP_INTRANS = r"grows?|grew|growing|increases|increased|rises|rose|goes\s+up|go\s+up|went\s+up|climbs?|doubles|explodes"
_DOWN_INTRANS = r"shrinks?|shrank|decreases|decreased|drops?|dropped|falls?|fell|goes\s+down|go\s+down|went\s+down|halves"
_UP_TRANS = r"increases?|raises?|adds?|doubles?|costs?|grows?"
_DOWN_TRANS = r"reduces?|reducing|cuts?|saves?|saving|lowers?|shrinks?|halves?|decreases?|eliminates?|removes?"
_UP_ADJ = r"more|bigger|larger|higher|longer|greater|extra|additional|many\s+more|adding"
_DOWN_ADJ = r"fewer|less|smaller|lower|shorter"
_SIGNED = [(1, "intrans", _UP_INTRANS), (-1, "intrans", _DOWN_INTRANS), (1, "trans", _UP_TRANS),
           (-1, "trans", _DOWN_TRANS), (1, "adj", _UP_ADJ), (-1, "adj", _DOWN_ADJ)]
_FILL = r"(?:the|a|an|its|their|your|our|number\s+of|count\s+of|amount\s+of|of|in|much|way|far|\d+x?)"
_LINK = r"(?:is|are|was|were|gets?|got|becomes?|became|will\s+be|'s)"
_ADV = r"(?:just|only|also|actually|then|even|really|always|simply|steadily|quickly|linearly|only\s+ever)"
_WITH = re.compile(r"\b(?:with|as|by)\s+(?:the\s+)?(?:(?:number|count)\s+of\s+)?(?:more\s+)?$", _FLAGS)
_AS = re.compile(r"\b(?:as|when|while)\s+(?:the\s+|you\s+add\s+(?:more\s+)?)?(?:\w+\s+){0,2}$", _FLAGS)
_WITHOUT = re.compile(r"\b(?:without|turning\s+off|disabling)\s+(?:the\s+|any\s+)?$", _FLAGS)


def _sign(clause: str, span: re.Match[str], after: bool, trans: bool) -> int:
    """The sign the change words give the entity at ``span``: a quantifier (or, with ``trans``, a transitive verb)
    just before it ("more stages", "a smaller bubble", "saves compute"), or, with ``after``, a change just after it
    ("the bubble grows", "the MTBF goes up", "the bubble is smaller")."""
    before, rest = clause[:span.start()], clause[span.end():]
    for sign, kind, words in _SIGNED:
        if kind == "adj" or (kind == "trans" and trans):
            if m := re.search(r"\b(?:" + words + r")(?:\s+" + _FILL + r"){0,3}\s*$", before, _FLAGS):
                return 0 if re.search(r"\b(?:to|want|wants|need|try|trying)\s+$", before[:m.start()], _FLAGS) else sign
    if not after:
        return 0
    for sign, kind, words in _SIGNED:
        if kind == "intrans" and re.match(r"\s*(?:(?:" + _ADV + r"|will|would|should|can|does|do)\s+){0,2}(?:" + words
                                          + r")\b", rest, _FLAGS):
            return sign
        verb = re.search(r"(?:sends?|moves?|transmits?|send)$", span.group(0), _FLAGS)
        if kind == "adj" and verb and re.match(r"\s*(?:" + words + r")\b(?!\s+than\b)", rest, _FLAGS):
            return sign
        if kind == "adj" and re.match(r"\s*(?:" + _ADV + r"\s+)?" + _LINK + r"\s+(?:" + _ADV + r"\s+)?(?:" + words
                                      + r")\b(?!\s+(?:than\b|\w+\s+than\b))", rest, _FLAGS):
            return sign
    return 0


def direction_of(d: Direction, clause: str) -> int:
    """The direction (+1/-1) the clause claims the quantity moves in as its driver grows; 0 if it claims none. Each
    mention of the quantity is read with each of the driver: a clause that names both twice claims on either."""
    if NEGATION.search(clause):
        return 0
    claimed = 0
    for q in _compiled(tuple(d.quantity)).finditer(clause):
        for dr in _compiled(tuple(d.driver)).finditer(clause):
            apart = clause[min(q.end(), dr.end()):max(q.start(), dr.start())]
            if _words(apart) > APART:
                continue  # too far apart to be one claim: "to shrink the bubble I'd trade ... or smaller micro-batches"
            sq = _sign(clause, q, after=True, trans=True)
            lead = clause[:dr.start()]
            sd = _sign(clause, dr, after=dr.start() < q.start() or bool(_AS.search(lead)), trans=False)
            if sd == 0:
                if _WITHOUT.search(lead):
                    sd = -1
                elif _WITH.search(lead) and dr.start() > q.start():
                    sd = 1  # "grows with the number of micro-batches"
            if sq * sd == -d.sign:
                return sq * sd
            claimed = claimed or sq * sd
    return claimed


# ------------------------------------------------------------------ orders

_AT_LEAST = (r"(?:as\s+fast\s+as|faster\s+than|quicker\s+than|(?:more|higher|greater)\s+(?:aggregate\s+|total\s+|combined\s+)?bandwidth\s+than|"
             r"(?:bandwidth|throughput)\s+(?:is\s+)?(?:higher|greater)\s+than|"
             r"outperforms|beats|on\s+par\s+with|comparable\s+to|the\s+same\s+(?:speed|bandwidth)\s+as)")
_BELOW = r"(?:slower\s+than|(?:less|lower)\s+(?:aggregate\s+|total\s+|combined\s+)?bandwidth\s+than)"
_COMPARES = re.compile(rf"\b(?:(?P<up>{_AT_LEAST})|(?P<down>{_BELOW}))\b", _FLAGS)


def _rank(order: Order, text: str, last: bool) -> tuple[int, int] | None:
    """The rank of the member named nearest the comparison in ``text`` (its last mention before it, or its first
    after it), with where it is."""
    found = [(m.start(), r) for r, terms in enumerate(order.ranks) for m in _compiled(tuple(terms)).finditer(text)]
    return (max if last else min)(found) if found else None


def misordered(order: Order, clause: str) -> bool:
    """The clause puts a slower member at or above a faster one ("the network is basically as fast as NVLink"), or a
    faster one below a slower one."""
    for c in _COMPARES.finditer(clause):
        left, right = _rank(order, clause[:c.start()], last=True), _rank(order, clause[c.end():], last=False)
        if not left or not right or _words(clause[c.end():c.end() + right[0]]) > 3 or \
                _words(clause[left[0]:c.start()]) > IS_WORDS or NEGATION.search(clause[left[0]:c.start()]):
            continue
        if (c.group("up") and left[1] > right[1]) or (c.group("down") and left[1] < right[1]):
            return _asserted(clause, c.end())
    return False


def contradictions(text: str, books: tuple[Truths, ...] | None = None) -> list[str]:
    """Each asserting clause of ``text`` that contradicts a domain truth, with the truth it contradicts."""
    return [message for message, _ in contradicted(text, books)]


def contradicted(text: str, books: tuple[Truths, ...] | None = None) -> list[tuple[str, tuple[str, ...]]]:
    """Each contradiction with what its truth is about (rubric "dimension/signal" ids or dimensions)."""
    books = load_truths() if books is None else books
    out: list[tuple[str, tuple[str, ...]]] = []
    pieces = clauses(text)
    pieces = [c for c, nxt in zip(pieces, [*pieces[1:], ""]) if not _AMENDED.match(nxt)]
    for prev, clause in zip(["", *pieces], pieces):
        # A clause that opens on a pronoun says its value of what the clause before it named: "set NCCL_IB_TIMEOUT
        # to 1 - that's the watchdog timeout in seconds".
        said = f"{prev.strip()} {clause.strip()}" if prev and _ANAPHOR.match(clause) else clause
        for book in books:
            for truth in book.truths:
                if said_of(book, truth, said):
                    out.append((f"'{said.strip()}': {truth.fact}", tuple(truth.about)))
            for d in book.directions:
                if _asserted(clause) and direction_of(d, clause) == -d.sign:
                    out.append((f"'{clause.strip()}': {d.fact}", tuple(d.about)))
            out += [(f"'{clause.strip()}': {o.fact}", tuple(o.about)) for o in book.orders if misordered(o, clause)]
    return list(dict.fromkeys(out))


def about_asked(about: tuple[str, ...], dimension: str, targets: tuple[str, ...]) -> bool:
    """A truth with no ``about``, or one about the question's dimension as a whole or one of its asked signals."""
    return not about or any(a == dimension or a in {f"{dimension}/{t}" for t in targets} for a in about)
