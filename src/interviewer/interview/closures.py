"""One-sided closure: an answer that rules something out flatly and concedes nothing anywhere.

People who reason about a system close questions too ("there's no need to rebuild the whole model"), but they say in
the same breath what the closure leaves standing: "what doesn't come across for free is the per-GPU state", "it would
have cost nothing, but we'd still be fighting other teams for the file system". A confidently wrong answer closes the
question and stops: "there's no DCT step, so the decode bottleneck disappears", "the order doesn't matter", "the
retry is guaranteed to succeed", "by design nothing else is needed". The closure is the argument's end, not a step in
it.

Two generic readings, no topic's words:

- **closures**: a flat claim that something does not exist, is not needed, makes no difference or holds by
  necessity ("there's no", "doesn't matter", "no need", "no X needed", "no difference", "by definition", "by design",
  "guaranteed", "nothing else needed", "never happens", "don't bother", "harmless", "costs nothing"), said as
  the speaker's own claim: not in a question, a supposition ("if ... there's no"), someone else's belief or a claim
  called a myth (``claim_clauses.abstains``);
- **concedes**: anywhere in the answer, a word that grants a limit or a counter-case ("but", "however", "though",
  "except", "unless", "whereas", "the downside", "trade-off", "what doesn't ...").

``DepthRules.closure_weak`` reads them together on an answer the concept matcher credits with nothing asked: its own
words cannot be checked, and a one-sided closure is how the confident-wrong voice sounds in any register (speech-to-
text, typed chat, a follow-up email), not how a strong plain-words explanation does.
"""

from __future__ import annotations

import re

from ..text.sentences import spans as sentence_spans
from .claim_clauses import abstains

CLOSURE = re.compile(
    r"\bthere(?:'s| is| are) no\b|\b(?:do|does|did)(?:n'?t| not) (?:really )?(?:need|matter)\b|\bno need\b|"
    r"\bnot needed\b|\bno \w+ (?:is |are )?(?:needed|required|necessary)\b|\bno (?:difference|effect|impact)\b|"
    r"\bby definition\b|\bby design\b|\bguarantee[ds]?\b|\bnothing (?:special|bad)\b|"
    r"\bnothing else (?:is |was )?(?:needed|required|matters|to do)\b|\bnever happens\b|"
    r"\b(?:don'?t|wouldn'?t|never) bother\b|\bharmless\b|\b(?:nobody|no one) uses\b|"
    r"\b(?:costs?|adds?) (?:nothing|zero)\b|\b(?:doesn'?t|does not) cost anything\b",
    re.IGNORECASE)
"""A flat claim that something is absent, needless, without effect, or so by necessity: how a question is closed."""

CONCESSION = re.compile(
    r"\b(?:but|however|though|although|except|unless|whereas|downside|trade-?offs?|"
    r"what (?:doesn'?t|does not|isn'?t|is not|won'?t|will not))\b",
    re.IGNORECASE)
"""A limit or counter-case granted: what a reasoned closure says beside it."""

REPORTED = re.compile(r"\b(?:thinks|believes|assumes|claims|says|said|told (?:me|us)|according to)\b", re.IGNORECASE)
"""Someone else's view reported before the closure ("my lead thinks the bucket size doesn't matter")."""


def closures(text: str, question: str = "") -> tuple[str, ...]:
    """The closures the speaker asserts (verbatim), outside questions, suppositions and reported or disowned beliefs.
    One the question itself uses ("what guarantees the order?") is the question's word said back, not a closure."""
    asked = question.lower()
    found = []
    for span in sentence_spans(text, keep="all"):
        if span.text.rstrip().endswith("?"):
            continue
        for m in CLOSURE.finditer(span.text):
            if abstains(span.text, m.end()) or REPORTED.search(span.text, 0, m.start()) or m.group(0).lower() in asked:
                continue
            found.append(m.group(0))
    return tuple(found)


def concedes(text: str) -> bool:
    """Whether the answer grants a limit or counter-case anywhere (``CONCESSION``)."""
    return bool(CONCESSION.search(text))
