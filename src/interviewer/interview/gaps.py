"""Whether an answer admits a gap in what it covers: a negation or gap phrase the speaker says of themselves
("I forget the name", "I haven't built that part"), or an unsure tone ("I think", "not sure"). Shared by the lexical
assessor (``assess``) and the depth substance (``substance.read_substance``); moved here from ``assess`` in round 17 so
that neither imports the other."""

from __future__ import annotations

import re

from ..content.concepts import ConceptLexicon, Reading


def disowned(reading: Reading, lex: ConceptLexicon) -> bool:
    return any(own_gap(reading.text, m) for m in lex.negation.finditer(reading.text))


_OTHER_SUBJECT = re.compile(r"\b(?:if|unless|until|whether|once|the|they|it|he|she|nobody|people|ranks?|job|jobs|"
                            r"process\w*|team|should|must|would)\b[^.;:!?,]*$", re.IGNORECASE)
CONDITION_BEFORE = re.compile(r"\b(?:if|unless|until|whether|once)\s+$", re.IGNORECASE)
"""The text before a phrase ends in a conjunction that makes it a condition ("if I don't know which node yet")."""
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|id|i'll|we|we've|we're|honestly)\b[^.;:!?,]*$", re.IGNORECASE)


def own_gap(text: str, m: re.Match[str]) -> bool:
    """Whether a negation or gap phrase is the speaker admitting a gap: not one in a condition ("if I don't know which
    node yet, ..."), not a state still being worked out ("I don't know yet whether ..."), not said of someone or
    something else ("the other ranks have no idea", "the job should never run a tokenizer")."""
    if re.match(r"\s+yet\b", text[m.end():], re.IGNORECASE):
        return False
    before = text[max(0, m.start() - 60):m.start()]
    said = m.group(0)
    if re.match(r"(?:i|we)\b", said, re.IGNORECASE):  # the phrase names its own subject: only a condition undoes it
        return not CONDITION_BEFORE.search(before)
    mine = _FIRST_PERSON.search(before)
    other = _OTHER_SUBJECT.search(before)
    if other and (not mine or other.start() > mine.start() or re.match(r"(?:if|unless|until|whether|once)\b",
                                                                       other.group(0), re.IGNORECASE)):
        return False
    return True


GAP_ADMITTED = re.compile(
    r"\b(?:i\s+forg[eo]t|(?:i'?m|i\s+am)\s+not\s+(?:sure|remember\w*)\s+(?:what|how|which|where|when|whether|if|about|of|i)\b"
    r"|not\s+sure\s+(?:what|how|which|where|whether)\b|i\s+(?:can(?:no|')t|cannot|couldn'?t)\s+(?:say|tell)\b"
    r"|i\s+(?:don'?t|do\s+not)\s+recall\b|(?:i'?d|i\s+would|i'll|i\s+will)\s+(?:have|need)\s+to\s+[a-z]"
    r"|(?:\bi\s+|^|(?<=[.!?]\s))(?:didn'?t|did\s+not)\s+(?:use|compute|calculate|measure|try|run|work\s+out|write|build)\b"
    r"|\bi\s+need\s+to\s+(?:multiply|work\s+(?:it\s+)?out|calculate|compute|look\s+(?:it\s+)?up)\b"
    r"|\b(?:have|need)\s+to\s+(?:check|look\s+at|read)\s+the\s+docs\b"
    r"|(?:haven'?t|have\s+not|never)\s+(?:built|done|used|tried|set\s+up|written|run|worked|measured|tuned)\b)",
    re.IGNORECASE)
"""Generic English admitting a gap in what the answer covers ("I forget the name", "I'm not sure what the line means",
"I cannot say how", "I haven't built that part", "I'd have to sit down and work it out", "I'd need to think about
that", "I havent run it"), beside the lexicon's negations. Each family is attested in two or more dev sources, and no
answer labelled strong in any of the seven uses one. Round 9 (E, H; none labelled strong in nine sources): "I did not
use / compute it", and "I'll have to" beside "I'd have to". Round 10: "I need to multiply / work it out" (E, I), "I have to
check the docs" (H, I), every answer using one labelled partial or weak; and in I, the round 9 family with its subject
dropped ("Didn't use it much") and "I didn't write / build" beside "use / compute"."""


UNSURE = re.compile(
    r"\bi\s+(?:think|guess|believe|suppose)\b|\bnot\s+(?:sure|certain)\b"
    r"|\b(?:don'?t|do\s+not)\s+have\s+(?:the\s+|them\s+|those\s+)?(?:exact\s+)?(?:numbers?|figures?)\b"
    r"|\bin\s+(?:my\s+head|front\s+of\s+me)\b|\bi'?d\s+need\s+a\b|\bi'?d\s+want\s+to\s+(?:benchmark|measure|check|test|verify)\b"
    r"|\bbefore\s+(?:committing|doing\s+anything)\b"
    r"|\bnot\s+(?:fully|entirely|quite|totally|completely|really|so|a\s+hundred\s+percent|100%)\s+(?:sure|certain)\b"
    r"|\b(?:do|did|can|could)\s*not\s+(?:remember|recall)\b"
    r"|\b(?:numbers?|figures?)\s+(?:i|we)\s+(?:don'?t|do\s+not|can'?t|cannot)\s+(?:have|remember|recall)\b", re.IGNORECASE)
"""The candidate unsure of their own answer ("I think", "I guess", "not sure", "I don't have the exact numbers"). In
each of the seven dev sources, answers saying so are labelled partial or weak: 1 of 120 is labelled strong. Round 8
(each family in two sources, every answer using it labelled partial): "I'd need a calculator" (A, G), "I'd want to
check / benchmark" (F, G), "before committing (to a number)", "before doing anything" (F, G). Round 20, the same families in the grammar of a
speaker who does not contract or who grades the doubt: "I do not remember the name", "I cannot recall", "I am not fully
/ entirely / quite sure" (P, Q: on the dev sources every answer rated strong that says one is labelled partial). Round 24,
the missing numbers put first, as the topic of the sentence: "exact numbers I don't remember now", "numbers I don't have
exactly" (L, T, U: each answer saying it is labelled partial)."""


def admits_gap(reading: Reading, lex: ConceptLexicon) -> bool:
    """Whether the speaker disowns something or admits a gap (``disowned`` or ``GAP_ADMITTED``), unsure tone aside."""
    return disowned(reading, lex) or any(own_gap(reading.text, m) for m in GAP_ADMITTED.finditer(reading.text))


def disclaims(reading: Reading, lex: ConceptLexicon) -> bool:
    """Whether the answer admits a gap in what it covers (``admits_gap``) or is unsure of it (``UNSURE``)."""
    return admits_gap(reading, lex) or bool(UNSURE.search(reading.text))
