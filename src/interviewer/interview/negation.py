"""Whether a negation governs a claim: "it's not the driver", "I don't think X", "X isn't the problem", "the replay
buffer is fine", "PCIe we can exclude". ``credit`` asks it of every part of a diagnosis it reads, and of every wrong
account; a negation's scope is read here (a contrast governs its own noun phrase, a belief its whole clause, a
negated predicate only itself).
"""

from __future__ import annotations

import re


_DISBELIEF = re.compile(
    r"\b(?:it(?:'s| is|'s not| was) not|it isn'?t|it wasn'?t|(?:that|this)(?:'s| is) not|not (?:the|a|an|our)\b|"
    r"i (?:don'?t|do not) think|(?:nobody|no one|no-one) (?:thinks|believes|suspects)|i doubt|doubt it|ruled? out|rules out|can rule out|can'?t be|cannot be|no way|"
    r"nothing to do with|unlikely|not (?:related|relevant|it|because|a|an|caused|due)|"
    r"(?:is|was|are|were)(?:n'?t| not) (?:the|a|an)?\s*(?:problem|issue|cause|culprit|root cause|special|it)|"
    r"no (?:evidence|sign|indication|reason to (?:think|believe|suspect))(?: (?:at all|whatsoever))?(?: that| of)?|"
    r"nothing (?:suggests|indicates|points to|says|tells (?:me|us))|it(?:'s| is| was) hardly|hardly (?:a case of|the)|"
    r"i (?:wouldn'?t|would not|can'?t|cannot|won'?t) (?:say|claim|conclude|blame)|"
    r"(?:nobody|no one|no-one|nothing) (?:has |have |had )?(?:yet )?(?:shown|proven|proved|demonstrated|established)|"
    r"tempting to (?:say|blame|think|conclude|assume|point at|call it)|"
    r"(?:would be|it'?s|it is) (?:wrong|a mistake|premature|too (?:early|soon)) to (?:say|claim|conclude|blame))\b",
    re.IGNORECASE)
_NEAR_NOT = re.compile(r"\b(?:not|isn'?t|wasn'?t|aren'?t|never|no longer)\W+(?:\w+\W+){0,2}$", re.IGNORECASE)
_FINE_AFTER = re.compile(r"^[\w.-]*\W+(?:[\w.:/-]+\W+){0,3}?(?:is|are|was|were|looks?|seems?|should be|would be|ought to be) "
                         r"(?:still |really |actually |also |all |surely )?(?:(?:more than |easily |quite |plenty )?(?:enough|plenty|sufficient|adequate)|fine|ok|okay|healthy|normal|innocent|"
                         r"(?:purely |just |only )?(?:cosmetic|harmless|benign)|(?:backwards?[- ]|fully )?compatible|"
                         r"clean|irrelevant|unrelated|not relevant|a red herring|a distraction|not (?:it|the (?:problem|issue|cause))|"
                         r"(?:just |only |merely )?(?:a |the )?symptoms?(?! of (?:it|this|that)\b))\b",
                         re.IGNORECASE)
_SET_ASIDE_AFTER = re.compile(
    r"^[\w.-]*(?: [\w.-]+){0,3}? (?:(?:(?:is|are|was|were)(?:n'?t| not)|can'?t be|cannot be|couldn'?t be) "
    r"(?:it|the (?:problem|issue|cause|culprit))\b(?!\s*\?)|"
    r"(?:has|have|had|gives?|leaves?) (?:still )?(?:plenty|enough|more than enough|lots|loads) (?:of )?(?:headroom|"
    r"bandwidth|capacity|room|margin|throughput)\b|(?:doesn'?t|does not|don'?t|do not|didn'?t|did not) (?:really )?matter|"
    r"(?:we|i|you) (?:can|could|should|may|'ll|will) (?:safely )?(?:exclude|rule out|discount|ignore|set aside|drop|"
    r"cross off|forget(?: about)?)\b)", re.IGNORECASE)
"""A thing named and then set aside in the same clause: "the Xid 79 doesn't matter", "link width isn't it", "x8 still has
plenty of headroom", "PCIe we can exclude" (a topicalised object: the thing first, then who excludes it)."""


_CONTRAST = re.compile(r"^(?:it(?:'s| is| was)|(?:that|this)(?:'s| is)) not$|^not (?:the|a|an|our)$", re.IGNORECASE)
_CONTRAST_SCOPE = 4
"""Words a contrastive 'it's not the X' governs: its own noun phrase."""
_GOES_ON = re.compile(r"\b(?:that(?!'s)|because|since|due|caused|related|and|or|nor|neither|either|which|who|where|being|having)\b",
                      re.IGNORECASE)


def _outside_contrast(neg: re.Match[str], clause: str) -> bool:
    """A contrastive 'it's not the network' governs its noun phrase only: in speech with no punctuation, a
    claim that starts further on ("so it's not the network one of the GPUs on b06 fell off the bus") is
    outside it. A belief negation ('I don't think', 'I doubt') governs the whole clause, and so does a
    contrast that goes on into the claim ('it's not that …', '… or the driver on 023'), or through a non-finite
    clause, which still modifies its noun ('it's not the cache being full')."""
    if not _CONTRAST.match(" ".join(neg.group(0).split())):
        return False
    gap = clause[neg.end():]
    return len(gap.split()) > _CONTRAST_SCOPE and not _GOES_ON.search(gap)


_PREDICATE_NOT = re.compile(r"^(?:it|this|that|they|these|those)(?:'s|'re| is| are| was| were)? ?(?:not|n't)$|"
                            r"^(?:it|this|that|they) (?:isn'?t|wasn'?t|aren'?t|weren'?t)$", re.IGNORECASE)
_PARTICIPLE_THEN = re.compile(r"^\s+(?:\w+ly\s+)?(?!(?:the|a|an|our|that|this|because|just|only|even)\b)\w+(?:ed|en)\b"
                              r"[^,;]{0,30}?\band\b", re.IGNORECASE)


def _predicate_only(neg: re.Match[str], clause: str) -> bool:
    """A negated predicate ('it isn't deduplicated') negates only itself: what a clause joined to it by 'and' says
    ('… and the model memorises it') is asserted ('it isn't the driver' is a contrast, and ``_outside_contrast``'s)."""
    return bool(_PREDICATE_NOT.match(" ".join(neg.group(0).split())) and _PARTICIPLE_THEN.match(clause[neg.end():]))


def negates(sentence: str, start: int) -> bool:
    """A negation governs the claim: 'it's not the driver', 'I don't think X', 'X isn't the problem'.

    A bare 'no' is not one ("no CNPs at all" states the mechanism); what counts is disbelief in
    the clause before the claim, 'not' right before it, or 'is not the problem' after it.
    """
    before = sentence[:start]
    clause = re.split(r"[,:;]|\s[-\u2013\u2014]+\s|\bbut\b|\bbecause\b|\bso\b|\bwhich\b", before)[-1]
    if _NEAR_NOT.search(clause):
        return True
    last = None
    for last in _DISBELIEF.finditer(clause):
        pass
    if last is not None and not _outside_contrast(last, clause) and not _predicate_only(last, clause):
        return True
    after = sentence[start:]
    if _FINE_AFTER.match(after) or _SET_ASIDE_AFTER.match(after):
        return True  # "the replay buffer is fine, …", "PCIe we can exclude"
    return bool(re.search(r"\b(?:is|was|are|were)(?:n'?t| not)\s+(?:(?:the|a|an|our)?\s*(?:problem|issue|cause|culprit|"
                          r"root cause|special)|what (?:happened|(?:is|was|'s) (?:going on|happening)|broke|went wrong|"
                          r"caused (?:this|it)|(?:\w+ )?(?:killed|crashed|took down|brought down|hung|stalled|broke|"
                          r"caused|triggered) (?:the|this|it|our|your))|why (?:the|this|it|our|your))\b", after, re.IGNORECASE))
