"""Observations read back from the page: figures and log values said aloud, with no cause drawn from them.

On a scenario page a candidate often reads out what they see before reasoning about it ("Step time 5.9, then 7.4
from the 3rd. MFU from 0.41 to 0.33."). Such a turn is an answer (it shows they read the evidence), not a stated
diagnosis: nothing in it says what failed or why. The cue is structural: the statements are dense with figures and
carry no causal connective once a spoken opener ("So it says …", "So, reading it, …") is set aside.

Its kin, ``ruled_out``: a conclusion that rules a cause out ("So it's not fragmentation.", "so the image change is
innocent", "the fp8 story doesn't hold").

Debugging goes by elimination as much as by naming: a turn that reads a counter and concludes "so it's not X" states
no cause, it removes one (an answer on the way to a diagnosis). Its conclusion has the causal form ("so it's …",
"…, so the …") that ``causes_stated.states_cause`` reads as a stated cause, so the negation has to be read first. A
contrast that goes on to name what it is instead ("that's not a slow GPU, that's a GPU that waits", "not the storage
but the loader") still states a cause, and is not read here.
"""

from __future__ import annotations

import re

from .spoken import decimals, written
from .stance import Sentence

_FIGURE = re.compile(r"(?<![\w.])\d[\d,.:]*(?![\w])")
"""A number as read off a log or a chart: 5.91, 88,412, 04:12:08, 16."""
_OPENER = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|uh+|um+|right|well|and|then)\b[\s,]*)*"
    r"(?:(?:it|this|that|the \w+) (?:says|shows|reads)\b[\s,:]*|(?:reading|looking at) (?:it|this|that|the \w+)\b[\s,:]*)?",
    re.IGNORECASE)
"""A spoken opener that only starts the reading ("So it says, …", "Okay, so reading it, …"), no conclusion."""
_DRAWN = re.compile(
    r"\b(?:because|that'?s why|thats why|which is why|this is why|(?:root )?cause[sd]?|causing|culprit|to blame|"
    r"the (?:problem|issue|reason) is|leads? to|led to|results? in|resulted in|hence|therefore|thus|means|"
    r"(?:is|was|are|were) (?:the|a|an) (?:bug|problem|issue|fault)|broken|faulty|bad|dead|"
    r"(?:,|;|\band)\s*so\b|\bso (?:nobody|no one|nothing|every\w*|the job|training)\b|"
    r"^\W*(?:it'?s|its|it is|that'?s|thats) (?:the|a|an|your|just|what)\b|that'?s (?:your|the|what)\b|\w+'?s right\b|"
    r"\b(?:makes?|made|produc\w+|overflow\w*|blow\w* up|blew up|can'?t|cannot|won'?t|starv\w+|kill(?:s|ed|ing)? (?:the|it|every))\b)",
    re.IGNORECASE)
"""A cause drawn from what is read (the opener's "so" excepted): "…, so the ring waits on it", "that's why"."""
READBACK_MIN_FIGURES = 3
READBACK_MIN_SHARE = 0.12
"""A read-back states at least this many figures, at least this share of its words."""


def figures(text: str) -> list[str]:
    """The numbers said in ``text``, typed or spoken: speech-to-text writes "step time five point nine one, then seven
    point four" where a typist writes "5.91, then 7.4", and a read-back is as dense with figures either way."""
    return _FIGURE.findall(written(decimals(text)))


def reads_back(claims: list[Sentence]) -> bool:
    """Statements that read out observations (figures, values, a timeline) and draw no cause from them."""
    if not claims:
        return False
    said = [written(decimals(_OPENER.sub("", s.text, count=1))) for s in claims]  # the words counted as the figures are
    words = sum(len(t.split()) for t in said)
    count = sum(len(_FIGURE.findall(t)) for t in said)  # already written as figures above
    return (count >= READBACK_MIN_FIGURES and count >= READBACK_MIN_SHARE * words
            and not any(_DRAWN.search(t) for t in said))


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
