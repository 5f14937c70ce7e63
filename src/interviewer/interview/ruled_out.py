"""A conclusion that rules a cause out: "So it's not fragmentation.", "so the image change is innocent", "the fp8 story
doesn't hold".

Debugging goes by elimination as much as by naming: a turn that reads a counter and concludes "so it's not X" states
no cause, it removes one (an answer on the way to a diagnosis). Its conclusion has the causal form ("so it's …",
"…, so the …") that ``understand.states_cause`` reads as a stated cause, so the negation has to be read first. A
contrast that goes on to name what it is instead ("that's not a slow GPU, that's a GPU that waits", "not the storage
but the loader") still states a cause, and is not read here.
"""

from __future__ import annotations

import re

_NEGATED_CONCLUSION = re.compile(
    r"(?:^|[,;:.]\s*|\b(?:so|then|and|which means|meaning|therefore)\s+)"
    r"(?:(?:so|then|and|therefore)[\s,]+)?(?:"
    r"(?:it'?s|its|it is|it was|that'?s|this is|that is|this was|the cause is|the problem is|the issue is) (?:definitely |clearly |"
    r"probably |just |really )?not\b(?! (?:clear|sure|obvious|certain|yet|enough|much|only|just|that|so|as|too|bad|great|ideal)\b)|"
    r"(?:it|that|this) (?:is|was)n'?t\b|(?:it|that|this) (?:can'?t|cannot|couldn'?t) be\b|"
    r"[\w./-]+(?: [\w./-]+){0,5}(?:'s| is| are| was| were| looks?| seems?) (?:\w+ )?(?:innocent|off the hook|cleared|"
    r"ruled out|not (?:it|the (?:cause|problem|issue|culprit)))\b|"
    # "fine" and "healthy" are said of what was observed ("Leaf-only jobs are fine."); only after "so" do they conclude
    r"(?<=so )[\w./-]+(?: [\w./-]+){0,5}(?:'s| is| are| was| were) (?:\w+ )?(?:fine|healthy|clean)\b|"
    r"[\w./-]+(?: [\w./-]+){0,3} (?:theory|story|idea|hypothesis|explanation) (?:doesn'?t|does not|won'?t|can'?t) (?:hold|work|"
    r"fit|stand)\b|"
    r"(?:i'?d|i would|we can|we could|i can|let'?s) (?:drop|rule out|discard|cross off|strike) (?:the )?[\w./-]+)|"
    r"^\W*(?:(?:so|then|and)[\s,]+)?not (?:the |a |an )?[\w./-]+(?: [\w./-]+)?\W*$", re.IGNORECASE)
"""A conclusion that denies a cause, at the start of a clause or after "so"."""
_INSTEAD = re.compile(r"\bnot\b[^.;]{1,80}?(?:,\s*(?:it'?s|that'?s|this is|it is|but)\b|\bbut (?:the|a|an|it'?s|rather)\b|"
                      r"\brather\b|\binstead\b|\bit'?s the\b)|\b(?:innocent|fine|healthy|clean|off the hook|cleared)\b[^.;]{0,60}\b(?:but|only)\b|"
                      r"\bnot\b[^.;,]{1,40}? (?:it|that|this)(?:'s| is| was)\b(?! not\b)",
                      re.IGNORECASE)
"""A denial that goes on to name what it is instead ("not the storage but the loader", "that's not X, that's Y")."""


def ruled_out(sentence: str) -> bool:
    """The sentence concludes that a cause is not it, and names no other in its place."""
    return bool(_NEGATED_CONCLUSION.search(sentence)) and not _INSTEAD.search(sentence)
