"""How a sentence stands when a diagnosis is read from it, where that differs from the turn's plain stance (``stance``):
a question asked by inversion with no '?' (transcribed speech), a remedy prescribed with no reason given, a cause
led by a bare "I think", and a clause that carries on a hedged one past a semicolon.
"""

from __future__ import annotations

import re

from .clauses import LEAD_IN
from .owning import held_before
from .sentence import Sentence
from .stance import stance


_INVERTED = re.compile(
    LEAD_IN + r"(?:could|would|might|can|may|should|will)\s+"
    r"(?!(?:be|have|also|just|probably|definitely|really|not|only|still|never|always|then|first|need|want|seem|appear|"
    r"tend|like)\b)(?:(?!to\b)[\w.:-]+\s+){1,4}?(?:be|have|had|been|get|got|cause|explain)\b(?![\w'-])", re.IGNORECASE)
"""A yes/no question put by inversion, with or without its '?': "could gpu b06 have an xid seventy nine", "could rank
seven forty one be a bad gpu". A modal followed by its own verb ("would have dropped", "can be fixed", "would need to
be drained") states."""
_STATED = re.compile(r"[.!]\s*$")

_REMEDY = re.compile(
    LEAD_IN + r"(?:(?:the|a|one|our|my) (?:\w+ )?(?:fix|remedy|workaround|mitigation|solution) (?:is|would be|here is)(?: to)?\b|"
    r"(?:(?:we|you|they) (?:should|need to|have to|must|can) )?(?:just |simply |then |first )?(?:delete|restart|reboot|"
    r"drain|replace|re-?create|recreate|reseat|cordon|evict|resize|revert|roll back|reset|swap|bump|re-?run|rerun|requeue|"
    r"resubmit|exclude|blacklist|set|raise|lower|increase|decrease|pin|move|kill|upgrade|downgrade)"
    r" (?:back |out |off |up |down )?(?:the|a|an|that|this|those|these|it|them|its|their|our|every|all|[\w-]*\d[\w-]*)\b)",
    re.IGNORECASE)
"""A remedy ("Just delete the replacement pod", "the fix is to set num-cpus back to 64"): what to do about the cause,
which it presupposes; it does not say what the cause is. The verb takes an object ("Upgrade to driver 560 broke P2P",
"Lower MFU since Monday" name an event or a quantity)."""
_EXPLAINED = re.compile(r"\b(?:because|since|as|cause|due to|given)\b|[:;]|\s[-\u2013\u2014]+\s|"
                        r",\s*(?:(?:and|but)\s+)?(?:it|its|it's|they|their|the|this|that|which)\b", re.IGNORECASE)
"""A reason given with the remedy ("Drain h100-023, its P2P path hangs", "… because …"): the cause is said too."""


def remedy(sentence: str) -> bool:
    """A sentence that only prescribes a fix: a remedy with no reason given in it."""
    return bool(_REMEDY.match(sentence)) and not _EXPLAINED.search(sentence)


_I_THINK = re.compile(r"^\W*(?:(?:so|ok(?:ay)?|well|and|but|honestly|um+|uh+)[\s,]+)*i(?:'m| am)? (?:think|thinking)"
                      r"(?: that)?[\s,]+", re.IGNORECASE)
"""A cause led by "I think": the candidate's own conclusion, said plainly ("I think the problem is that X")."""


_TURNS = re.compile(r"^\W*(?:but|however|yet|actually|in fact|instead|no\b|though|still|that said|then again|"
                    r"(?:it'?s|it is|that'?s|that is) (?:actually|really)\b)", re.IGNORECASE)
"""A clause that turns against the one before ("…; but it's actually X", "…; no, it's X"): not carried on by it."""


_SUPPOSES = re.compile(r"^\W*(?:(?:and|so|but|ok(?:ay)?|now)\W+)?(?:if|unless|suppos\w*|assuming|say|imagine)\b",
                       re.IGNORECASE)
"""A supposition, not a guess ("If storage were slow we'd see read wait, and we don't; it's X"): what follows is no
part of it."""


def carried_hedge(previous: Sentence, sentence: Sentence) -> bool:
    """The sentence is the rest of a hedged one, cut at its semicolon ("Likely root cause: the balancer is off; the hot
    experts sit on rank 5 …"): a hedge scopes to the end of its sentence, and a semicolon does not end one. A clause
    that turns against it ("…; but …", "…; actually …") is the speaker's own, and so is one after a belief held
    before ("My first thought was X; …") or a supposition ("If X, we'd see Y, and we don't; …")."""
    return (previous.stance == "hedge" and sentence.stance == "assert" and previous.text.rstrip().endswith(";")
            and not _TURNS.match(sentence.text) and not held_before(previous.text)
            and not _SUPPOSES.match(previous.text))


def asked(sentence: str) -> bool:
    """A question by inversion the plain stance reads as a statement (no '?', a noun it takes for a dropped verb)."""
    return bool(_INVERTED.match(sentence)) and not _STATED.search(sentence)


_WH_HEADING = re.compile(r"^\W*(?:what|why|how|where|when|which)\b(?:[\s-]+[\w'-]+){0,3}\s*:\s+(?=\S)(?![^?]*\?)",
                         re.IGNORECASE)
"""A wh-word heading a statement ("What happened: one node came back on …", "Why: it landed on the new image",
"How it broke: …"): a label of a write-up, answered by what follows its colon, not a question."""
_STEP = (r"(?:first\W+)?(?:\w+\s+){0,2}?(?:check|look|grep|run|pull|see|compare|verify|confirm|inspect|dump|diff|query|"
         r"test|try|collect|grab|read|find|work out|open|examine|ask|rerun|bisect|attach|profile|trace|print)\b")
_PLAN_HEADED = re.compile(r"^\W*(?:(?:the|my|our) )?(?:plan|next steps?|to-?dos?|action items?)\s*:\s*" + _STEP + "|"
                          r"^\W*(?:(?:ok(?:ay)?|so|now|right|next)\W+)?going to\s+" + _STEP, re.IGNORECASE)
"""A step of the work put under a plan's heading ("Plan: grep the startup log for …", "Next steps: check …") or with
its subject dropped ("Going to find the rendezvous endpoint …"): what the candidate will look at, not a finding."""


def _headed(sentence: Sentence, shown: str) -> Sentence:
    """A sentence read by its heading: a wh-word heading is a label (what follows it stands as it would alone), and a
    plan's heading makes a plan."""
    m = _WH_HEADING.match(sentence.text)
    if sentence.stance == "question" and m:
        return Sentence(sentence.text, stance(sentence.text[m.end():], shown=shown), sentence.start)
    if sentence.stance == "assert" and _PLAN_HEADED.match(sentence.text):
        return Sentence(sentence.text, "plan", sentence.start)
    return sentence


def concluded(read: list[Sentence], shown: str = "") -> list[Sentence]:
    """The sentences as a diagnosis reads them: an inverted question is a question; a heading is read as a label
    ("Why: …") or a plan ("Plan: grep …"); a cause led only by "I think" is
    asserted when nothing else in the turn is hedged, planned or asked (a belief stated as the conclusion; "I think
    it's X, I'd check Y first" or "I think X, probably" still offers a guess); a remedy with no reason, when the turn
    asserts nothing else, is a plan."""
    out = [Sentence(s.text, "question", s.start) if s.stance == "assert" and asked(s.text) else _headed(s, shown)
           for s in read]
    thinks = [s for s in out if s.stance == "hedge" and _I_THINK.match(s.text)
              and stance(s.text[_I_THINK.match(s.text).end():], shown=shown) == "assert"]
    if thinks and not any(s.stance in ("hedge", "plan", "question", "rhetorical") for s in out if s not in thinks):
        out = [Sentence(s.text, "assert", s.start) if s in thinks else s for s in out]
    for i in range(1, len(out)):
        if carried_hedge(out[i - 1], out[i]):
            out[i] = Sentence(out[i].text, "hedge", out[i].start)
    fixes = [s for s in out if s.stance == "assert" and remedy(s.text)]
    if fixes and all(s.stance != "assert" for s in out if s not in fixes):
        # "Just delete the replacement pod and let KubeRay make another": a fix and nothing said of the cause ("Drain
        # h100-023. Its P2P path hangs on driver 560." says the cause after the fix)
        out = [Sentence(s.text, "plan", s.start) if s in fixes else s for s in out]
    return out
