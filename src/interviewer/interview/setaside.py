"""Claims a sentence names and then does not stand behind, by how it is said around them (who holds it, how the
speaker frames it), in forms ``owning``, ``disowned`` and ``credit`` do not read themselves:

- **conceded**: "Too few workers, yes, but in the S3 client: …", "Unbounded growth, yes: …", "There's imbalance, but
  the real cause is …": what comes before a "yes, but", a "yes:" or a "but the real cause" is the other side's
  framing, granted so as to move past it; the speaker's own account is what follows it.
- **adequate**: "… x8 is still 256 Gb/s, which is enough", "…, plenty for what NCCL pushes": the thing named is said
  to suffice, so the sentence clears it rather than blames it.
- **elsewhere**: "…, so the NaN must come from somewhere else": the speaker says the cause is not what was just named;
  **harmless**: "…, harmless by itself": it is cleared.
- **disbelieved**: "I don't buy that X", "I don't believe X": the claim is held up to be rejected.
- **hearsay**: "my lab partner thinks X", "the customer says the tech told them X", "I read in a ticket that X",
  "Kevin's theory is X", "Vendor TAM suggested X": a person's view (verbs only people use: thinks, reckons, told
  them), whatever noun names the person, or something read elsewhere; the candidate neither adopts nor rejects it.
- **quote frame**: "Pasting from the startup log: …", "Quoting the README: …": the speaker says what follows is a
  copy, not their conclusion.
"""

from __future__ import annotations

import re

REAL_CAUSE = (r"(?:the|its|our)\s+(?:real|actual|true|underlying)\s+(?:root\s+)?(?:cause|problem|issue|culprit|"
              r"damage|reason|bug|fault|bottleneck)\b")
"""The cause a speaker calls real ("the real cause", "the actual problem", "the real damage"), after a contrast: what came before is
passed over (here in one sentence, ``conceded``; across sentences, ``disowned.turns_to_the_real_one``)."""
_CONCEDED = re.compile(r"(?:,|\s[-\u2013\u2014]+)?\s*\byes\b\s*(?:,\s*|\s+)(?:but|though|however)\b|\byes\s*:|"
                       r"\b(?:but|however|though|yet)\b\W+(?:\w+\W+){0,2}?" + REAL_CAUSE, re.IGNORECASE)
"""A concession that turns ("X, yes, but …", "X, yes: …", "X, but the real cause is …", "X; however, I think the actual
problem is …"): the words before it are granted, not asserted; the speaker's own account is the one the turn calls
real."""


def conceded(sentence: str, first: int) -> bool:
    """The claim starting at ``first`` sits before a "yes, but" or "yes:" that follows it in the same sentence: the
    speaker grants it as someone's framing and turns to their own account after it."""
    return any(m.start() > first for m in _CONCEDED.finditer(sentence))


_ADEQUATE = re.compile(
    r"^[^.;!?]*?(?:,\s*|\b(?:which|that|it)(?:'s|\u2019s| is| was| are)?\s+)(?:still\s+|easily\s+|more than\s+|"
    r"quite\s+|plenty\s+)?(?<!not )(?:plenty|enough|sufficient|ample|more than enough)\b(?!\s+to\b)",
    re.IGNORECASE)
"""What was named said to suffice after it ("…, which is enough in practice", "…, plenty for what NCCL pushes"); not
"not enough" nor "enough to stall it" (a degree, which blames it)."""

_ELSEWHERE = re.compile(
    r"^[^.;!?]*?\b(?:must|has to|have to|should|would have to|needs? to)\s+(?:have\s+)?(?:be(?:en)?\s+)?(?:come|coming|be|lie|originate)"
    r"\s+(?:from\s+)?(?:somewhere|something)\s+else\b|^[^.;!?]*?\b(?:must|has to|should)\s+(?:be|lie|come from)\s+"
    r"elsewhere\b", re.IGNORECASE)
"""The cause said to lie elsewhere after the claim ("…, so the NaN must come from somewhere else", "must have come")."""
_HARMLESS = re.compile(r"^[^.;!?]*?(?:,|\s[-\u2013\u2014]+)\s*(?:(?:which|that|it)(?:'s|\u2019s| is| was) )?(?:all |quite |perfectly |"
                       r"entirely |completely )?(?:harmless|benign|innocuous)\b", re.IGNORECASE)
"""What was named called harmless right after it ("…, harmless by itself", "… - which is benign"): cleared, not blamed."""


def set_aside(after: str) -> bool:
    """The words after a claim, in its sentence, clear what it named: it suffices, or the cause lies elsewhere."""
    return bool(_ADEQUATE.match(after) or _ELSEWHERE.match(after) or _HARMLESS.match(after))


_DISBELIEVED = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|just\s+|honestly\s+)?(?:don'?t|do not|can'?t|cannot|won'?t|didn'?t|did not)\s+"
    r"(?:really\s+)?(?:buy|believe|accept|swallow)\s+(?:(?:the\s+)?(?:idea|story|claim|theory|notion)\s+)?(?:that\s+)?"
    r"(?:[\w.'-]+\s+){0,3}$", re.IGNORECASE)
"""A rejection that governs the clause after it ("I don't buy that the store died", "I don't believe X")."""


def disbelieved(before: str) -> bool:
    """The claim after ``before`` is what the speaker says they do not believe."""
    return bool(_DISBELIEVED.search(before))


_OUTPUTS = (r"(?:logs?|output|dmesg|config\w*|tickets?|diffs?|traces?|dashboards?|metrics|warnings?|errors?|messages?|"
            r"notes?|status|runbooks?|wiki|summar(?:y|ies)|reports?|page|readme|docs?|nvidia-smi|lspci|script|code)")
_VIEW = (r"(?:theory|take|view|guess|bet|explanation|hypothesis|idea|suggestion|conclusion|diagnosis|hunch|opinion|"
         r"suspicion|verdict|call)")
"""A held account ("theory", "hunch", "take"): something a person holds, never an output."""
_PERSON_SAYS = re.compile(
    r"\b(?:my|our|their|his|her|the|a|an|some|one)\s+(?:[\w-]+\s+){0,2}?(?!" + _OUTPUTS + r"\b)[a-z][\w-]*\s+"
    r"(?:also\s+|still\s+)?(?:thinks|thought|reckons|reckoned|believes|believed|suspects|suspected|insists|insisted|"
    r"swears|swore|is (?:convinced|sure|certain))\b(?:\s+that)?|"
    r"(?<!which )(?<!that )(?<!this )(?<!it )(?<!what )\b(?:told\s+(?:them|him|her|me|us)|(?:tells|telling)\s+(?:them|him|her))\b(?:\s+that)?|"
    r"\b(?:per|according to)\s+(?:(?:my|our|the|their|his|her)\s+(?:[\w-]+\s+)?(?:colleague|manager|lead|boss|on-?call|sre|"
    r"vendor|customer|tech|engineer|co-?worker|teammate|partner|tam|rep|team)s?|(?-i:[A-Z][a-z]+|[A-Z]{2,3}))\s*,|"
    r"(?:\b(?:i|we)\s+|^\W*(?:[\w-]+\s*:\s*)?|[,;(]\s*)(?:read|saw|heard)\s+(?:in|on|from)\s+"
    r"(?:[#@]?[\w.'-]+\s+){1,5}?that\b|"
    r"\b(?!(?:my|our|its|it|this|that|the|a|an)\b)[\w.-]+(?:'s|\u2019s|s'|s\u2019)\s+(?:[\w-]+\s+)?" + _VIEW + r"\s*(?:is|was|:)"
    r"(?:\s+that)?|"
    r"(?-i:\b(?!(?:I|We|It|This|That|There|Here|Which|What|Nothing|Nobody|No)\b)(?:[A-Z][\w.]*\s+){0,2}[A-Z][\w.]*)\s+"
    r"(?:also\s+|still\s+)?(?:thinks|thought|reckons|reckoned|believes|believed|suspects|suspected|suggested|"
    r"insists|insisted|(?:is|was) (?:convinced|sure|certain))\b(?:\s+that)?", re.IGNORECASE)
"""A person's view, whoever the noun names ("my lab partner thinks", "the customer's tech told them"): these verbs
are said of people, not of outputs ("which tells me", "the Demands line tells the story" are the speaker's own reading);
or something the speaker read or heard elsewhere ("I read in one of the tickets that X", with the subject dropped as
notes drop it: "heard in #infra that X"), or put down to a person ("per my lead, X", "according to JK, X"); or an
account held by whoever is named before it ("Kevin's theory is X", "netops' theory is that X", "the vendor's
suggestion was X"); or a named party, capitalised and with no article ("Prof. K thinks X", "Vendor TAM suggested X",
"Priya believes X"): a name holds a view the speaker relays, as a role noun does (not "I thought", "It suggested")."""

_OWN_VIEW = re.compile(r"\b(?:but|however|whereas|yet)\b[^.;!?]*$|;", re.IGNORECASE)
_ADOPTED = re.compile(r"\b(?:(?:they|he|she|it|that)(?:'re|'s| are| is| was| were) (?:right|correct|spot on)|"
                      r"i (?:agree|confirmed|verified|checked)|(?:it|that) checks out)\b", re.IGNORECASE)


def hearsay(before: str, after: str) -> bool:
    """The claim after ``before`` is reported from a person or a reading (``_PERSON_SAYS``), in the same clause run
    (a 'but' or a ';' after the report ends it: "X thinks A, but I think B" asserts B), and the speaker does not adopt
    it ("…, and they're right")."""
    m = None
    for m in _PERSON_SAYS.finditer(before):
        pass
    if m is None or _OWN_VIEW.search(before[m.end():]):
        return False
    return not _ADOPTED.search(after)


_QUOTE_FRAME = re.compile(
    r"^\W*(?:[\w-]+\s*:\s*)?(?:(?:i'?m|i am|here'?s|here is)\s+)?(?:pasting|quoting|copying|pasted|quoted|copied|"
    r"verbatim)\b[^:]{0,60}:", re.IGNORECASE)
"""A sentence the speaker opens by calling it a copy ("Pasting from the startup log: …", "Quoting the README: …",
"Human: copied from dmesg: …")."""


def quote_framed(sentence: str) -> bool:
    """The sentence is announced as a copy of something else's text."""
    return bool(_QUOTE_FRAME.match(sentence))
