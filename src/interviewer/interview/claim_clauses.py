"""What a claim check reads of an answer: its statements, cut into clauses, and whether a clause asserts at all.

Shared by the checks that hold claims against the calculators (``quantities``, ``scaling_claims``) and against
documented settings (``settings_claims``), so every check abstains on the same things: a question, a negation, a
supposition, someone else's belief, a claim the speaker takes back.
"""

from __future__ import annotations

import re

from ..text.sentences import spans

CONTRAST = re.compile(r",?\s*\b(?:but|whereas|while|unlike|compared (?:to|with)|versus|vs\.?|as opposed to)\b|\s[-–—]\s|\s//\s",
                      re.IGNORECASE)
NEGATION = re.compile(r"\b(?:not|never|no|nor|neither|isn'?t|aren'?t|doesn'?t|don'?t|didn'?t|won'?t|wouldn'?t|can'?t|"
                      r"cannot)\b|n't\b", re.IGNORECASE)
SUPPOSED = re.compile(r"\b(?:if|assuming|suppose|supposing|say|theoretical(?:ly)?|ideal(?:ly)?|upper bound|at best|even at|"
                      r"in theory|pretend|would be|would mean)\b", re.IGNORECASE)
DISOWNED = re.compile(r"\b(?:myth|misconception|mistake|wrongly|(?:is|'s|are|was|were|be|get\w*\s+(?:this|it|that))\s+"
                      r"(?:just\s+|simply\s+|plain\s+|dead\s+)?wrong|wrong\s+(?:to|that|about|assumption|idea|belief|model)|"
                      r"people (?:think|assume|say|believe)|naive(?:ly)?|i used to think|some say|false)\b", re.IGNORECASE)
"""A claim called wrong (not "the wrong norm": a fault the answer describes), a myth, someone else's belief."""


def statements(text: str) -> list[str]:
    """The text's statements: a sentence that ends in a question mark asks, so it claims nothing."""
    return [s.text for s in spans(text, dots="before-digit") if s.text.strip() and not text.startswith("?", s.end)]


RETRACTED = re.compile(r"^\W*(?:no,?\s+wait|wait,?\s+no|(?:hang|hold)\s+on,?\s+no|sorry|i\s+mean|scratch\s+that|correction|"
                       r"actually,?\s+no)\b|^\W*no\W*$|^\W*no,\s"
                       r"|^\W*(?:(?:hmm+|um+|uh+|no|or|wait)\W+){0,3}(?:i\s+think\s+)?(?:(?:it'?s|is\s+it)\s+)?(?:the\s+)?other\s+way\b",
                       re.IGNORECASE)
"""A piece that takes back the one before it; a bare "No" opening the next sentence ("... keep training without it.
No - they can't, ...") is one, and so is one that reverses it ("fully_shard first, then TP - hang on, no, the other
way round"; "... hmm, or the other way")."""
ASKED = re.compile(r"^\W*(?:(?:hmm+|um+|uh+|so)\W+)?(?:or\s+)?(?:is|was|are|were|does|do|did)\s+(?:it|that|this|they)\b",
                   re.IGNORECASE)
"""A clause put as a question without its question mark ("hmm, or is it fully_shard first and then TP...")."""


def clauses(text: str) -> list[str]:
    """Sentences cut at contrasts: "ring is linear, whereas tree is log n" are two claims. One the speaker takes back
    ("..., which shards the optimizer only - no, wait, it shards parameters too") is no claim."""
    pieces = [c for s in statements(text) for c in CONTRAST.split(s) if c and c.strip()]
    return [c for c, after in zip(pieces, [*pieces[1:], ""]) if not RETRACTED.match(after)]


def abstains(clause: str, until: int | None = None) -> bool:
    """A clause that supposes (up to the claim's end, ``until``), reports someone else's belief or calls a claim
    wrong asserts nothing to check: "if the job is small, MTBF barely changes", "the myth that ...". A condition
    after the claim ("... because it only fails if rank 0's node fails") gives a reason; it does not suppose."""
    return bool(SUPPOSED.search(clause[:until]) or DISOWNED.search(clause) or ASKED.match(clause))


ALGO = re.compile(r"\b(?P<algo>ring|(?:double[- ]binary[- ])?trees?|recursive[- ](?:doubling|halving)|halving|"
                  r"doubling|butterfly|rabenseifner|parameter[- ]server|all[- ]?to[- ]?all|broadcast)\b", re.IGNORECASE)


def algorithm_before(clause: str, at: int) -> str:
    """The collective algorithm a phrase at ``at`` is said of: the nearest one named before it in its clause."""
    found = [m.group("algo").lower() for m in ALGO.finditer(clause, 0, at)]
    return found[-1] if found else ""
