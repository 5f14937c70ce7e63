"""A claim that dismisses what was asked: the asked mechanism named as the subject of a clause that waves it away.

A confidently wrong answer often names exactly the tool or mechanism the question is about, and only to dismiss it:
"the flight recorder is only for performance profiling", "DCGM diag is only for support tickets", "forward prefetch
is unnecessary", "looking for what changed is a red herring", "DTensor is only used in tensor parallel". The rubric's
asked signal is that very mechanism (its concepts are what a good answer uses), so an answer that names it only to
say it is not needed, does not matter or is for something else states the opposite of what the signal stands for.

Structural, not a wording list per topic: the subject is any term of an asked signal's concepts (from the rubric),
the predicate one of a few grammatical forms of dismissal, in the term's own clause, right after it (the term is
the clause's subject: "X is only for ...", "X doesn't matter"). It fires only when every place the answer names
that concept dismisses it: an answer that also uses it ("clip in fp32 and check the norm ... loss scaling is only
for fp16") is scoping one part, not waving the mechanism away. Questions, suppositions, someone else's belief and a
claim the speaker takes back ("I was going to say RNG doesn't matter, but ...") abstain, as for every claim check.
"""

from __future__ import annotations

import re

from ..content.concepts import ConceptLexicon, Reading
from ..content.matching import local_clause_end, local_clause_start
from ..content.models import RubricDimension
from ..text.sentences import enclosing
from .claim_clauses import NEGATION, abstains

DISMISSAL = re.compile(
    r"^\s*(?:[\w.\-]+\s+)?(?:"
    r"(?:is|are|was|were|'s|'re)\s+(?:only|just|purely|merely)\s+(?:(?:used|useful|relevant|needed|meant|there)\s+)?"
    r"(?:for|in|on|with|when)\b"
    r"|(?:(?:is|are|was|were|'s|'re)\s+)?(?:"
    r"only\s+(?:matters?|preserves?|records?|catches|applies|helps?)\b"
    r"|(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not|never)\s+(?:really\s+)?"
    r"(?:matter|help|catch|record|detect|affect)\b"
    r"|(?:has|have)\s+nothing\s+to\s+do\s+with\b"
    r"|(?:just|only|merely)\s+(?:an?\s+)?(?:theoretical|cosmetic|optional|nice.to.have)\b"
    r"|(?:unnecessary|irrelevant|useless|pointless|overkill|a\s+red\s+herring)\b"
    r"|(?:not|never|isn'?t|aren'?t)\s+(?:really\s+)?(?:needed|necessary|required|useful|relevant)\b"
    r"|(?:can'?t|cannot)\s+be\s+used\b))", re.IGNORECASE)
"""Right after the asked term, in its clause: a predicate that waves the mechanism away. "Only for" takes a copula
(the term is the subject: "X is only for Y"), not a bare phrase ("1.1 TB only for state", "colocate only for small")."""

WAVED_OFF = re.compile(r"(?:\b(?:don'?t|do\s+not|doesn'?t|does\s+not|never|won'?t)\s+(?:really\s+)?(?:need|bother\s+with)"
                       r"|\bno\s+need\s+(?:for|to\s+use|to\s+set|to\s+run|to\s+check)"
                       r"|\bthere(?:'?s|\s+is|\s+was)\s+(?:effectively\s+|basically\s+|essentially\s+|really\s+|simply\s+)?no)"
                       r"\s+(?:an?\s+|the\s+|any\s+|real\s+)?$",
                       re.IGNORECASE)
"""Right before the asked term, in its clause: it is the object of a dismissal ("you don't need the flight recorder",
"no need for a health check"), or denied to exist at all ("there's effectively no bubble", "there's no second pass")."""

TAKEN_BACK = re.compile(r"\b(?:(?:was|were)\s+(?:going|about)\s+to\s+say|i'?d\s+have\s+said|used\s+to\s+think)\b",
                        re.IGNORECASE)


def _withheld(text: str, lo: int, hi: int, start: int, end: int) -> bool:
    """Whether the sentence ``lo:hi`` does not assert what sits at ``start:end``: it asks it, or what comes before it
    supposes, reports someone else's belief or takes the claim back."""
    return (hi < len(text) and text[hi] == "?") or abstains(text[lo:end]) or bool(TAKEN_BACK.search(text[lo:start]))


def _dismissed(text: str, start: int, end: int) -> str | None:
    """The clause, when the term at ``start:end`` is the subject of a dismissal the speaker asserts."""
    lo, hi = enclosing(text, start, end)
    if hi < len(text) and text[hi] == "?":
        return None
    clause_start, clause_end = max(lo, local_clause_start(text, start)), local_clause_end(text, end)
    if not (DISMISSAL.match(text[end:clause_end]) or WAVED_OFF.search(text[clause_start:start])):
        return None
    clause = text[clause_start:clause_end]
    if abstains(clause) or TAKEN_BACK.search(text[lo:start]):
        return None
    return clause.strip()


def dismissed_asked(reading: Reading, lexicon: ConceptLexicon, dimension: RubricDimension,
                    asked: tuple[str, ...]) -> list[str]:
    """What the answer says to dismiss an asked signal's own concept, where it never uses that concept otherwise."""
    text = reading.text
    found: list[str] = []
    ids = {s.id for s in dimension.signals}
    for sid in asked:
        if sid not in ids:
            continue
        for group in dimension.signal(sid).concepts:
            for cid in (*group.all, *group.any):
                said = [(s, e) for term in lexicon.terms.get(cid, ()) for s, e in reading.matches(term) if e > s]
                verdicts = [_dismissed(text, s, e) for s, e in said]
                if said and all(verdicts):
                    clause = next(v for v in verdicts if v)
                    if f"dismisses {cid}: '{clause}'" not in found:
                        found.append(f"dismisses {cid}: '{clause}'")
    return found


NO_LOOKING = re.compile(
    r"\b(?:(?:there'?s\s+|there\s+is\s+)?no\s+need\s+to|(?:you\s+|we\s+)?(?:don'?t|do\s+not|never|won'?t)\s+(?:even\s+)?"
    r"(?:need|have)\s+to|needn'?t|(?:there'?s\s+|there\s+is\s+)?nothing\s+(?:else\s+|more\s+|left\s+)?to)\s+"
    r"(?:further\s+)?(?P<verb>investigate|prove|verify|confirm|test|check|ask|look|debug|dig|measure|profile|validate"
    r"|bisect)\b(?P<rest>[^,.;:!?\n]*)", re.IGNORECASE)
"""The speaker declaring the evidence needless: "no need to investigate further", "there's nothing to check"."""
INSTEAD = re.compile(r"\b(?:by\s+hand|manually|one\s+by\s+one|individually|each|every|all\s+\d+|because|since|as|"
                     r"if|unless|until|once|after|when|the\s+\w+\s+(?:tells?|shows?|names?|gives?))\b", re.IGNORECASE)
"""After it: a reason or a narrower scope ("no need to check every rank by hand: the dump names it")."""


def evidence_waved_off(text: str) -> list[str]:
    """A statement that the diagnosis needs no evidence: a confident answer's sign that its claim is unchecked. Not
    when it says what makes the work needless or narrows it ("no need to check each rank: the dump names it")."""
    found = []
    for m in NO_LOOKING.finditer(text):
        lo, hi = enclosing(text, m.start(), m.end())
        rest = m.group("rest")
        if len(rest.split()) > 5 or INSTEAD.search(rest):
            continue
        after = text[m.end():hi]
        if after.lstrip().startswith((":", "-", "–", "—")) or _withheld(text, lo, hi, m.start(), m.start()):
            continue
        found.append(f"waves off the evidence: '{text[m.start():m.end()].strip()}'")
    return found


ABSOLUTE = re.compile(
    r"\b(?:that'?s|that\s+is|this\s+is|it'?s|which\s+is)\s+the\s+(?:whole|entire|complete)\s+(?:fix|answer|solution)\b"
    r"|\bstrictly\s+(?:better|faster|superior)\b"
    r"|\b(?:there'?s|there\s+is|there\s+was|with|has|had|it\s+has)\s+(?:no|zero)\s+(?:downsides?|trade.?offs?|cost\s+at\s+all)\b"
    r"|\b(?:wasn'?t|isn'?t|is\s+not|was\s+not)\s+(?:really\s+)?a\s+trade.?off\b"
    r"|\bthe\s+only\s+(?:number|thing|metric|signal)\s+that\s+matters\b"
    r"|\bthe\s+(?:fastest|best|cheapest|only)\s+(?:\w+\s+)?there\s+is\b"
    r"|(?<!nearly\s)(?<!almost\s)(?<!usually\s)(?<!mostly\s)\b(?:always|invariably|necessarily)\s+"
    r"(?:means?|indicates?|implies|points?\s+to|comes?\s+from|is\s+caused\s+by)\b"
    r"|\b(?:maintenance|changes?|deploy\w*|rollouts?|roll-outs?|upgrades?|updates?|migration|swaps?|mixture|firmware)\s+"
    r"(?:is|was|are|were|'s)\s+(?:just\s+|purely\s+|simply\s+|only\s+)?(?:a\s+)?(?:pure\s+)?"
    r"(?:coincidence|coincidental|a\s+red\s+herring|unrelated|irrelevant)\b"
    r"|\bnothing\s+to\s+do\s+with\s+the\s+(?:\w+\s+)?(?:maintenance|changes?|deploy\w*|rollout|upgrade|update|"
    r"migration|swap|mixture|firmware)\b"
    r"|\bby\s+definition\b"
    r"|\b(?:essentially|basically|completely|totally|effectively|practically)\s+(?:free|instant(?:aneous)?)\b"
    r"|\binstantaneous(?:ly)?\b"
    r"|\b(?:has|have|with)\s+no\s+(?:extra\s+|added\s+)?(?:overhead|penalty)\b"
    r"|\bthere'?s\s+no\s+need\s+(?:to|for)\b"
    r"|\bnever\s+(?:needs?|matters?|fails?|causes?|hurts?)\b"
    r"|\b(?:has|have)\s+no\s+mechanism\s+(?:of\s+(?:its|their)\s+own\s+)?(?:for|to)\b"
    r"|\b(?:you|we)(?:'re|\s+are)\s+done\b|,\s*done\s*[.!]", re.IGNORECASE)
"""A claim made absolute: one fix that is the whole fix, a choice with no trade-off, a symptom that always means one
cause, the change that came just before the failure declared a coincidence (a post-mortem's first lead closed unread). An engineer who knows the mechanism names its cost and its other causes; the confident voice closes them.

Round 28 adds the same closing-off in other words: a mechanism that costs nothing ("essentially free", "has no
overhead", "instantaneous"), that can never fail or matter ("never hurts", "never needs"), a conclusion that holds
"by definition", a check declared needless ("there's no need for further testing"), a system said to have no
mechanism at all for what it does. Round 29 adds the fix declared finished ("reimage the odd node and you're done",
"update the driver, rerun, done."): the same closing-off, said of the work left. Real systems charge for every mechanism
and fail in ways one can name; an answer that says otherwise states a certainty no engineer who ran it would (on the dev
sources these forms appear in 83 answers labelled weak, 71 of them confident-wrong, and in one partial and no strong one
once "doesn't hurt", said with its reason, is left out)."""


RETRACTED_AFTER = re.compile(r"\s*(?:[-–—,;.]\s*)?(?:no\s*[-–—,;.]|wait\b|actually,?\s+no\b|sorry\b)",
                             re.IGNORECASE)
"""Right after the absolute: the speaker takes it back ("and we're done - no, that only proves it enumerates")."""


def made_absolute(text: str) -> list[str]:
    """Where a statement closes off every alternative (``ABSOLUTE``); not in a question, a supposition, someone else's
    belief, a claim taken back or denied."""
    found = []
    for m in ABSOLUTE.finditer(text):
        lo, hi = enclosing(text, m.start(), m.end())
        clause_start = max(lo, local_clause_start(text, m.start()))
        if _withheld(text, lo, hi, m.start(), m.end()) or \
                NEGATION.search(text[max(clause_start, m.start() - 24):m.start()]) or \
                RETRACTED_AFTER.match(text[m.end():]):
            continue  # a negation just before it denies the absolute ("it isn't strictly better"); "- no," after it
            # takes it back
        found.append(f"made absolute: '{m.group(0)}'")
    return found
