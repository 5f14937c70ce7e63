"""Whether a turn on a scenario page states a cause or guesses at one: the reading ``understand`` uses to tell a
diagnosis (a cause asserted as the conclusion, a verdict named first and then explained, plain statements about the
incident) from a hypothesis (causes offered as guesses).

Whether a stated cause is an accepted diagnosis (crediting) is ``credit``'s.
"""

from __future__ import annotations

import re

from .asking import verbless
from .passes import TECHNICAL
from .readback import ruled_out
from .stance import Sentence

_CAUSAL = re.compile(
    r"\b(?:that'?s why|thats why|that is why|which is why|this is why|is the (?:root )?cause|root cause|culprit|is to blame|"
    r"the (?:problem|issue|reason) is|is the (?:problem|issue|reason)|caus(?:e|es|ed|ing)|(?:that|which|this|it|and) (?:produces|produced|triggers|triggered)|because|since|due to|leads? to|"
    r"led to|results? in|resulted in|and (?:that|this) (?:makes|made|is what|causes|caused)|that makes|which makes|hence|"
    r"therefore|thus|so (?:the|it|its|it'?s|that|every|all|any|nobody|no|each|one|they|training|the job|we)|"
    r"(?:that|this|which)(?:'s| is) what(?:'s| is)? (?:\w+ing|causing|eating|using|killing|filling|slowing)|"
    r"(?:and )?(?:that|this|which) (?:turned|turns|went|goes) into|"
    r"\bmeans (?:that )?(?:the|a|an|it|its|it'?s|every|one|some|they|nothing)\b|"
    r"(?:^|[,;]\s*)so (?!i\b|i'|we'd|we'll|let|let's|maybe|probably|perhaps|first|next|then|yeah|ok)[a-z_][\w.-]*"
    r" (?:\w+ )?(?:never|can'?t|cannot|couldn'?t|won'?t|had|has|have|is|was|were|are|gets?|got|hangs?|hung|stalls?|"
    r"exits?|exited|fails?|failed|dies|died|lose|loses|lost|ran|runs|stops?|stopped|hash\w*|times? out|timed out))\b",
    re.IGNORECASE)
_IT_IS = re.compile(r"^\W*(?:(?:so|ok(?:ay)?|well|right|yeah)[\s,]+)?(?:it'?s|its|it is|it was|this is|that'?s) "
                    r"(?:just |definitely |clearly |simply |all |really |obviously |basically )?(?!not\b|a (?:good|great)\b)\w",
                    re.IGNORECASE)
_IMPERATIVE = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|then|and|first|now)[\s,]+)?(?:put|point|drain|add|set|restart|revert|give|open|resubmit|fix|"
    r"make|recreate|increase|bump|disable|enable|turn|roll|move|replace|reseat|rma|pin|raise|lower|cap|use|switch|"
    r"rerun|re-run|kill|cordon|delete|remove|change|update|upgrade|downgrade|don'?t|do not|never|always)\b", re.IGNORECASE)


def states_cause(sentence: Sentence) -> bool:
    """An asserted sentence that gives a cause as the conclusion ("…, that's why the steps are slower", "X is
    the cause", "It's fp8."), not a step to fix it ("Drain b06 and resubmit")."""
    text = sentence.text
    if _IMPERATIVE.match(text) or ruled_out(text):  # "Drain b06 and resubmit"; "so it's not the network" (``ruled_out``)
        return False
    return bool(_CAUSAL.search(text) or _IT_IS.match(text))


VERDICT_MAX_WORDS = 6


def verdict_first(read: list[Sentence], claims: list[Sentence]) -> bool:
    """The cause named first as a bare noun phrase, then explained: "bf16 overflow in layer 31. The attention logits
    keep growing and it overflowed to inf …" states the cause as much as "It's a bf16 overflow" does."""
    body = [s for s in read if s.stance != "empty"]
    if len(body) < 2 or body[0] not in claims or body[1].stance not in ("assert", "rhetorical"):
        return False
    head = body[0].text.rstrip(".!")
    return (len(head.split()) <= VERDICT_MAX_WORDS and verbless(head) and not _IMPERATIVE.match(head)
            and bool(TECHNICAL.search(head)) and len(body[1].text.split()) >= 6)


_GENERIC = re.compile(r"\b(?:usually|typically|generally|in general|normally|most of the time|often|always|in theory|"
                      r"whenever|every time)\b", re.IGNORECASE)
PLAIN_CAUSE_MIN_WORDS = 6


def plain_cause(read: list[Sentence], claims: list[Sentence]) -> bool:
    """Only plain statements about the incident: not a fix ("Drain b06 and resubmit"), not a general rule ("… usually
    means …"), not a wh-clause ("which rank everyone waits for is the key thing"), nothing off the subject."""
    body = [s for s in read if s.stance != "empty"]
    return (bool(body) and all(s in claims for s in body) and sum(len(s.text.split()) for s in claims) >= PLAIN_CAUSE_MIN_WORDS
            and not any(_IMPERATIVE.match(s.text) or _GENERIC.search(s.text) or ruled_out(s.text) or re.match(
                r"^\W*(?:what|which|who|when|where|why|how|whether)\b", s.text, re.IGNORECASE) for s in claims)
            and bool(re.search(r"[A-Za-z_]", " ".join(TECHNICAL.findall(" ".join(s.text for s in claims)))) or re.search(
                r"\b(?:now|after|since|when|while|until|because|and then)\b|,\s*so\b", " ".join(s.text for s in claims), re.IGNORECASE)))


_GUESS = re.compile(
    r"\b(?:could be|might be|may be|maybe (?:it'?s|it is|the|one of|something|someone|they|there|that|this)\b|"
    r"perhaps|possibly|my (?:(?:first|best|main) )?(?:gut|guess|hunch|bet)|my first thought|i bet|put money on|i(?:'d| would) guess|i(?:'d| would)? (?:first )?suspect|my money|"
    r"either (?:it'?s|the|a|an|something|some|one|we|they)\b.{1,80}\bor\b|or maybe|could also be|is it possible|would not bet|wouldn'?t bet|"
    r"not (?:sure|certain) (?:yet|which|if|whether)|first thought|one possibility|i wonder)\b", re.IGNORECASE)


GUESS_MAX_WORDS = 40
_WOULD_FIT = re.compile(r"^\W*(?:(?:that|which|this|it) would (?:line up|fit|match|explain|make sense)|(?:either way|in any case|"
                        r"whatever it is|whichever it is)\b)", re.IGNORECASE)
"""A remark that supports or sums up the guesses, not a claim of its own."""


def guessing(read: list[Sentence]) -> bool:
    """A turn that offers causes as guesses and asserts nothing plainly: every substantive sentence is a hedge
    (or a plan), and at least one guesses outright ("my gut says", "could be X, or Y", "I'd guess")."""
    body = [s for s in read if s.stance in ("assert", "rhetorical", "hedge", "plan", "quote")]
    if sum(len(s.text.split()) for s in body) > GUESS_MAX_WORDS or sum(len(TECHNICAL.findall(s.text)) for s in body) > 2:
        # A long or figure-heavy hedged answer ("I'd guess a failure every ten hours at 4k GPUs, so Young-Daly
        # gives …") is an estimate, not a guess at a cause.
        return False
    return (bool(body) and all(s.stance in ("hedge", "plan") or _WOULD_FIT.match(s.text) for s in body)
            and any(s.stance == "hedge" and _GUESS.search(s.text) and not _PLAN_LED.match(s.text) for s in body))


_PLAN_LED = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|well|um+|uh+)[\s,]+)*(?:first(?:ly)?|then|next)?[\s,]*(?:i'?d|i would|i'?ll|"
                       r"i will|we'?d|let me|let'?s)\s+(?:\w+\s+){0,2}?(?:check|look|start|run|grab|pull|see|compare|verify)\b",
                       re.IGNORECASE)
