"""What an admitted gap is about: a label (a name, a number, a flag's spelling, a version, where a setting lives) or
what the answer was asked to explain (how, why, when, what happens).

``gaps`` and ``voiced_gaps`` say *that* an answer admits a gap; the depth rules need no more than that (a gap caps
strong). Taking a signal's credit back needs more (``showing.unshown_single_target``): "there's a setting for it but
I don't remember what it's called" after the mechanism in plain words forgets a label and shows the mechanism, while
"how the restore side is paced I'm not sure" leaves out part of the mechanism itself.

The reading is of the gap's grammatical object, not of topic words: the clause the gap phrase governs ("I don't
remember *what it's called*", "couldn't tell you *the flag*", "not sure *how it overlaps*"), or, when the phrase ends
its clause, the clause put before it as its topic ("*how exactly the spare gets the state in* I'd have to think
through", "*the exact numbers* I don't remember"). An object is a label when it asks for a quantity ("how many",
"how long"), is predicated by naming ("what it's called", "how it's spelled"), asks where a setting is set or lives,
or is a noun phrase headed by a label noun (name, flag, number, version, default, letters, ...) with no how/why/when
question in it. Anything else (a how/why/when/whether clause, "what happens", "the memory side", "the order") is read
as a gap in what was asked, as is an unsure tone about a claim ("I think it's timeouts"): being unsure of the
mechanism one states is not forgetting its name.
"""

from __future__ import annotations

import re

from ..content.concepts import ConceptLexicon
from .gaps import GAP_ADMITTED, UNSURE, own_gap
from .voiced_gaps import voiced_gaps

_CLAUSE_END = re.compile(r"[,;:.!?()\[\]]|\s[-\u2013\u2014]\s|\b(?:but|so|because|though|although)\b", re.IGNORECASE)
"""Where the clause a gap phrase governs stops (and, read backwards, where the clause before it starts)."""

QUANTITY = re.compile(r"^\W*(?:exactly\s+)?how\s+(?:many|much|long|big|large|often|fast|far|old)\b", re.IGNORECASE)
"""A question asking for a number: "how many streams", "how long the timeout is"."""

NAMING = re.compile(r"\b(?:called|named|spell(?:ed|t|ing)|pronounced|abbreviat\w+|stands\s+for)\b", re.IGNORECASE)
"""The object is predicated by naming: "what it's called", "how the variable is spelled", "what it stands for"."""

SETTING_PLACE = re.compile(
    r"^\W*(?:exactly\s+)?where\s+(?:\w+\s+){0,4}?(?:is|'s|are|gets?|goes)?\s*(?:set|configured|defined|lives?|kept|"
    r"declared|exported|turned\s+on|switched\s+on|enabled)\b", re.IGNORECASE)
"""Where a setting lives: "where it's set", "where that option lives", "where the variable gets exported"."""

MECHANISM = re.compile(
    r"^\W*(?:(?:exactly|precisely|really|actually)\s+)?(?:how|why|when|whether|if|what\s+(?:happens|makes|causes|"
    r"triggers|decides|goes\s+on)|what\s+(?:\w+\s+){1,4}?(?:does|do|did)\b)\b", re.IGNORECASE)
"""A question about the mechanism: how, why, when or whether something happens, what happens or causes it, what
something does. (A quantity question is read first: "how many" asks for a number.)"""

LABEL = re.compile(
    r"^\W*(?:[\w']+\s+){0,3}?(?:names?|flags?|env(?:ironment)?\s+var(?:iable)?s?|variables?|letters|acronyms?|"
    r"spellings?|numbers?|figures?|values?|defaults?|versions?|syntax|keywords?|digits|units|"
    r"dates?|times|timestamps?|paths?|"
    r"settings?|knobs?|options?|arguments?|parameters?\s+names?|commands?|constants?)\b", re.IGNORECASE)
"""The head (within its first four words) of a noun-phrase object that is a label, not a mechanism: "the name", "the
flag", "the exact numbers", "which version", "all the letters in it", "the default"."""

_PRONOUN_ONLY = re.compile(r"^\W*(?:(?:it|that|this|them|those|one|up|now|offhand|off\s+hand|anymore|exactly|"
                           r"right\s+now|to\s+be\s+honest|honestly|either|too|though)\W*)*$", re.IGNORECASE)

_KNOWING = re.compile(r"^\W*(?:know|remember|recall|say|tell(?:\s+you)?|see|understand|think\s+through|work\s+out|"
                      r"figure\s+out|check|look\s+(?:it\s+|that\s+|this\s+)?up|sure)\b\s*", re.IGNORECASE)
"""The verb of knowing a gap phrase leaves before its object ("I don't *remember* what it's called")."""


def _after(text: str, end: int) -> str:
    stop = _CLAUSE_END.search(text, end)
    return text[end:stop.start() if stop else len(text)]


def _before(text: str, start: int) -> str:
    head = text[:start]
    stops = list(_CLAUSE_END.finditer(head))
    return head[stops[-1].end() if stops else 0:]


def object_kind(governed: str, topic: str = "") -> str:
    """"label" or "mechanism" for a gap whose governed clause is ``governed`` and whose fronted topic (the clause
    before the gap phrase) is ``topic``; the topic is read when nothing but a pronoun follows the phrase."""
    phrase = _KNOWING.sub("", governed if not _PRONOUN_ONLY.match(governed) else topic)
    if QUANTITY.search(phrase) or NAMING.search(phrase) or SETTING_PLACE.search(phrase):
        return "label"
    if MECHANISM.search(phrase):
        return "mechanism"
    return "label" if LABEL.search(phrase) else "mechanism"


_OPENS_OBJECT = re.compile(r"\b(?:what|how|which|where|when|whether|if|about|of|i)$|\w+$", re.IGNORECASE)
"""The end of a gap phrase that belongs to its object: the wh-word or preposition a pattern reads to know the phrase is
a gap ("not sure *how*"), or a word cut short ("I'd have to *c*heck")."""


def _spans(text: str, lex: ConceptLexicon) -> list[tuple[int, int]]:
    found = [m.span() for pattern in (lex.negation, GAP_ADMITTED) for m in pattern.finditer(text) if own_gap(text, m)]
    found += [m.span() for m in UNSURE.finditer(text)]
    for said in voiced_gaps(text):
        at = text.find(said)
        if at >= 0:
            found.append((at, at + len(said)))
    spans = []
    for start, end in found:
        cut = _OPENS_OBJECT.search(text, start, end)
        if cut and (cut.group(0).lower() in _WH or end < len(text) and text[end].isalnum()) and cut.start() > start:
            end = cut.start()
        spans.append((start, end))
    return sorted(set(spans))


_WH = {"what", "how", "which", "where", "when", "whether", "if", "about", "of", "i"}


def gap_kinds(text: str, lex: ConceptLexicon) -> list[str]:
    """The kind ("label" or "mechanism") of each gap the answer admits or is unsure of, in order."""
    # the topic runs up to the gap phrase's subject: "the exact *numbers* I don't remember" is read whole
    return [object_kind(_after(text, end), _before(text, start) + text[start:end]) for start, end in _spans(text, lex)]


def forgets_labels_only(text: str, lex: ConceptLexicon) -> bool:
    """Whether every gap the answer admits is about a label (a name, a number, a flag, a version, where a setting
    lives), so none is a gap in the mechanism it was asked for."""
    kinds = gap_kinds(text, lex)
    return bool(kinds) and all(kind == "label" for kind in kinds)
