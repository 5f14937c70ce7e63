"""Red flags need an assertion, not a mention.

A red flag is a practice the rubric counts against the candidate ("fixes a race with a sleep").
Its words also turn up when the candidate does something else with them: uses the practice as a
tool to *reproduce* a bug ("to reproduce it I'd add a sleep in the test"), rejects it ("not a
sleep, a lock"; "a bigger head node just delays the OOM"), or attributes it to someone else ("the
previous owner had added a sleep"). None of those is the candidate doing the wrong thing.

An occurrence of a red flag's words counts when the concept matcher's stance rules accept it (not
in a question, not after a hedge or a negation, not an echo of the question: ``Reading.discounted``)
and, in its sentence, nothing frames it as a means to reproduce or test, a rejection, a
consequence that condemns it, or someone else's practice. The rules are tuned on
``tests/data/redflags/dev.yaml``; ``test.yaml`` is held out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text.sentences import enclosing
from .matching import local_clause_end, local_clause_start
from .models import RedFlag, RubricDimension

# ``ConceptLexicon`` and ``Reading`` (content.concepts) appear in annotations only: concepts imports this module
# (a signal in a red flag's clause does not count), so importing it back would make a circle.

PURPOSE = re.compile(
    r"\b(reproduc\w*|repro|to (force|trigger|provoke|surface|expose|widen)\b|widen the window"
    r"|make (it|them|the bug|the race) (show up|fail|happen|hang|appear)|show up every|every time in a test"
    r"|in (the|a|my|our) (unit |stress )?tests?\b|test harness|in the test\b)",
    re.IGNORECASE)
"""The practice used as a tool to reproduce or test a bug, not as the fix."""

BEFORE = re.compile(
    r"\b(not|never|no|don'?t|dont|do not|doesn'?t|wouldn'?t|would not|won'?t|can'?t|cannot|shouldn'?t|wasn'?t"
    r"|isn'?t|weren'?t|instead of|rather than|avoid\w*|before anyone|people|somebody|someone|the team|"
    r"naive|first versions?|common mistake|the reflex|tempting|if you|the previous|previous owner|"
    r"existing code|the old code|old version|had (added|put)|has (added|put)|before me|used to)\b",
    re.IGNORECASE)
"""Earlier in the sentence: a rejection, a contrast, a conditional, or someone else's practice."""

AFTER = re.compile(
    r"\b((only|just) (hides?|delays?|buys|makes|means|masks?|moves)|hid|hides|masks?|papers? over|band-?aid"
    r"|doesn'?t fix|does not fix|not the fix|isn'?t (a|the) fix|is not (a|the) fix|won'?t fix"
    r"|but (then|it'?s|that|the real|it|you)|is the usual answer|the usual answer|which is (how|why|the problem)"
    r"|that'?s (the smell|how|why|not)|is the (problem|smell)|call it fixed|still racy|you lose|lose the"
    r"|diverges|you have nothing|saturates|bottleneck|scales with|is the problem|is wrong|they'?re not)\b",
    re.IGNORECASE)
"""Later in the sentence: what condemns the practice (it only hides the bug, it is the bottleneck)."""


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    return enclosing(text, start, end)


ATTRIBUTED = re.compile(
    r"\b(people|somebody|someone|the team|naive|common (mistake|misconception)|myth|the reflex|tempting|"
    r"the previous|previous owner|used to|wrongly|mistakenly|(i|we) (used to|once) (think|thought|believe))\b",
    re.IGNORECASE)
"""Anywhere earlier in the sentence: the claim is someone else's, or a belief named as a mistake."""
CONTRADICTED = re.compile(r"\b(but|which is wrong|is wrong|that'?s not (true|right|how)|not true|isn'?t true)\b",
                          re.IGNORECASE)
"""Later in the sentence: the claim is set up to be contradicted."""


def proposed(text: str, start: int, end: int, *, claim: bool = False) -> bool:
    """Whether the words at ``start:end`` are put forward as the candidate's own practice.

    ``claim`` (a misconception: a false statement of fact): rejections and condemnations count only in the claim's
    own clause (commas, colons and dashes end one), since a claim often follows or precedes a clause that negates
    something else ("fp8 doesn't need scaling - E5M2 has the precision"; "... so you never have contention, and
    that's why NCCL uses it"); an attribution or a contradiction anywhere in the sentence still disowns it."""
    lo, hi = _sentence(text, start, end)
    if claim:
        if ATTRIBUTED.search(text[lo:start]) or CONTRADICTED.search(text[end:hi]):
            return False
        lo, hi = max(lo, local_clause_start(text, start)), min(hi, local_clause_end(text, end))
    sentence = text[lo:hi]
    if PURPOSE.search(text[lo:start] + " " + text[end:hi] if claim else sentence):
        return False  # a claim's own words ("the sampler reproduces the stream") are not a purpose around it
    if BEFORE.search(text[lo:start]):
        return False
    return not AFTER.search(text[end:hi])


def _occurrences(lexicon: ConceptLexicon, reading: Reading, flag: RedFlag) -> Iterator[tuple[int, int]]:
    # ``reading.matches(term)``: the term's finditer spans, found without scanning the whole answer when it can.
    for term in flag.evidence:
        for start, end in reading.matches(term):
            if end > start:
                yield start, end
    for group in flag.concepts:
        if lexicon.group_hit(reading, group) is None:
            continue
        for cid in (*group.all, *group.any):
            for term in lexicon.terms.get(cid, ()):
                for start, end in reading.matches(term):
                    if end > start:
                        yield start, end


def asserted_flag(lexicon: ConceptLexicon, reading: Reading, flag: RedFlag) -> tuple[int, int] | None:
    """Where the candidate asserts ``flag``'s practice (the first such place), else None."""
    for start, end in sorted(set(_occurrences(lexicon, reading, flag))):
        claim = flag.kind == "misconception"
        if not reading.discounted(start, end, local=claim) and proposed(reading.text, start, end, claim=claim):
            return start, end
    return None


def asserted_red_flags(lexicon: ConceptLexicon, reading: Reading, dimension: RubricDimension) -> list[str]:
    """Ids of the dimension's red flags the answer asserts, in rubric order."""
    return [flag.id for flag in dimension.red_flags if asserted_flag(lexicon, reading, flag) is not None]
