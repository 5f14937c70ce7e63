"""An answer that denies what the question is about, and an answer that breaks off before its point.

Denying the premise. A question names what it is about ("Is the object store part of this?", "In what order do you
apply the plan and the sharding?", "After a restart, which samples does the model see next?"). A confidently wrong
answer often answers by declaring that very thing out of the picture: "the object store can't be part of it", "order
doesn't matter", "which samples come next doesn't matter", "storage is definitely not it", "so it's not actually a
race". The interviewer asked because the thing matters here; an answer that rules it out flatly has closed the
question instead of answering it. Structural, not a list of wrong claims: the subject is any content word of the
question itself, the predicate one of a few grammatical forms of denial (it is not the problem, cannot happen, does
not matter, makes no difference), in the same clause right after the subject. A denial that only scopes the subject
("a few repeated samples" is still a denial; "many differences don't matter" names some that do), one under a
condition ("... are not a problem as long as the offsets agree"), or one that moves the cause elsewhere ("the
all-reduce is not the problem, it's that one rank never arrived") is reasoning, not closing: those abstain, as do
questions, suppositions and someone else's belief.

Breaking off. An answer recorded against a clock or typed in a hurry can stop mid-clause ("... so the usual trick
is", "... and if a placement group can't be placed it's"). What it was about to say is the point it never made: such
an answer is at most partial, however much came before it. Recognised by the last word: one that cannot end an
English sentence (an article, a possessive, a conjunction, a subject pronoun, "it's"), or an auxiliary with no
relative or question word before it that would let it end ("where the crossover is" is finished; "the trick is" is
not), with no closing punctuation.
"""

from __future__ import annotations

import re

from ..text.sentences import enclosing
from .claim_clauses import abstains
from .restated import GENERIC

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
_QUESTION_STOP = GENERIC | frozenset("""
does doing done have having make need take tell walk would could should will with into over from that this than then
they them were been being just like know want much many more most some same each ever does what's where's you'd
""".split())

_ADVERB = r"(?:\w+ly|here|itself|themselves|alone|also|even|just|then|still|anyway)"
"""Between the subject and its predicate: an adverb ("the fabric basically isn't a constraint"), never another noun
("rank order doesn't matter" is about the order, not the rank)."""
DENIAL = re.compile(
    r"(?:(?:is|are|was|were|'s|'re)(?:n'?t|\s+not)\s+(?:actually\s+|really\s+|even\s+|definitely\s+|necessarily\s+)?"
    r"(?:the\s+|a\s+|an\s+)?(?:real\s+|actual\s+)?"
    r"(?:problem|issue|concern|bottleneck|constraint|cause|culprit|it|factor)\b"
    r"|(?:is|are|'s|'re)\s+definitely\s+not\b"
    r"|(?:can'?t|cannot|never)\s+(?:really\s+|actually\s+)?"
    r"(?:happen|occur|be\s+(?:it|the\s+\w+|part\s+of\s+it|involved|relevant|to\s+blame))\b"
    r"|(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t)\s+(?:really\s+|actually\s+)?matter\b"
    r"|makes?\s+no\s+(?:real\s+|measurable\s+)?difference\b)", re.IGNORECASE)
"""A predicate that rules its subject out: not the problem (or not it), cannot happen, does not matter."""

SCOPED = re.compile(r"\b(?:many|some|most|several|certain|not\s+all|a\s+lot\s+of(?:\s+the\s+time)?|often|sometimes|"
                    r"usually|small|minor|tiny)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
"""Just before the subject: only part of it is ruled out ("many differences don't matter")."""
CONDITIONED = re.compile(r"^[^.;:!?]{0,40}?\b(?:as\s+long\s+as|if|unless|provided|so\s+long\s+as|until|once|when)\b",
                         re.IGNORECASE)
"""Just after the predicate: the denial holds under a condition it names."""
REDIRECTED = re.compile(r"^\s*(?:[,;:]|\s[-–—])\s*(?:it'?s|it\s+is|that'?s|rather|instead|the\s+(?:real|actual)\b)"
                        r"|^\s*(?:on\s+its\s+own|by\s+itself|alone)\b", re.IGNORECASE)
"""Just after the predicate: the cause moved elsewhere ("..., it's that one rank never arrived"), or only the subject
on its own ruled out."""
HEDGED = re.compile(r"\b(?:i\s+think|i\s+guess|i\s+believe|i\s+suppose|probably|maybe|perhaps|not\s+sure|might)\b"
                    r"|^\s*(?:that\s+|so\s+|too\s+|very\s+)?much\b", re.IGNORECASE)
"""In the claim, or just after the predicate ("does not matter much"): said tentatively or by degree, not flatly."""
NOT_ACTUALLY_A = r"\b(?:it|this|that)(?:'s|\s+is)(?:n'?t|\s+not)\s+(?:actually|really)\s+(?:a|an|the)\s+(?:\w+\s+)?"
""""It's not actually a race": the question's subject denied as a category."""


def question_words(question: str) -> list[str]:
    """The question's content words, at least four letters, by stem (their first six letters: "disagree" is said back
    as "disagreement"): what it is about."""
    return sorted({w.lower()[:6] for w in _WORD.findall(question) if len(w) >= 4 and w.lower() not in _QUESTION_STOP},
                  key=len, reverse=True)


def denies_premise(answer: str, question: str) -> list[str]:
    """Where the answer rules out, flatly, what the question is about (module docstring)."""
    words = question_words(question)
    if not words:
        return []
    alt = "|".join(re.escape(w) for w in words)
    patterns = (re.compile(rf"\b(?:{alt})[\w'-]*(?:\s+{_ADVERB}){{0,2}}\s+{DENIAL.pattern}", re.IGNORECASE),
                re.compile(rf"{NOT_ACTUALLY_A}(?:{alt})[\w'-]*", re.IGNORECASE))
    found: list[str] = []
    for pattern in patterns:
        for m in pattern.finditer(answer):
            lo, hi = enclosing(answer, m.start(), m.end())
            if hi < len(answer) and answer[hi] == "?":
                continue
            before, after = answer[lo:m.start()], answer[m.end():hi]
            if abstains(answer[lo:m.end()]) or SCOPED.search(before) or CONDITIONED.match(after) \
                    or REDIRECTED.match(after) or HEDGED.search(answer[lo:m.end()]) or HEDGED.match(after):
                continue
            found.append(f"rules out what was asked about: '{m.group(0).strip()}'")
    return found


_NEVER_LAST = frozenset("""the a an and or but if because unless whereas although my our your their its it's we i they
he she there's of""".split())
"""Words no finished English sentence ends on."""
_AUXILIARY = frozenset("is are was were has have will would can should could must".split())
"""Words a sentence ends on only after a relative or question word ("where the crossover is")."""
_LETS_IT_END = frozenset("what where which who whom how whatever wherever than as whether it that this there".split())
_TOKEN = re.compile(r"[a-z0-9']+")
_CLAUSE_BREAK = re.compile(r"[,;:.!?()]|\s[-–—]\s|\b(?:and|but|so|or|then)\b", re.IGNORECASE)


def _last_clause(text: str) -> list[str]:
    """The words of the text's last clause: after its last punctuation or coordinating conjunction."""
    cut = max((m.end() for m in _CLAUSE_BREAK.finditer(text)), default=0)
    return _TOKEN.findall(text[cut:].lower())


def breaks_off(answer: str) -> str:
    """The answer's last words when it stops mid-clause (module docstring); '' when it ends as a sentence can."""
    text = answer.rstrip()
    if not text or not text[-1].isalnum():
        return ""
    tokens = _TOKEN.findall(text.lower())
    if len(tokens) < 8:
        return ""  # a fragment answer ("the ring and") is short, not cut off; other rules read it
    last = tokens[-1]
    if last in _NEVER_LAST or (last in _AUXILIARY and not _LETS_IT_END & set(_last_clause(text)[:-1])):
        return " ".join(text.split()[-5:])
    return ""
