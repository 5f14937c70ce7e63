"""The leeway a candidate asks for in answering: requests about the interview (``meta``), read by their structure.

- the kind of answer allowed: "is a hypothetical ok?", "rough numbers ok?", "is a story from game dev okay, not from
  training?" (a kind of answer named, then whether it is acceptable; "is 1% overhead acceptable?" names a quantity of
  the problem and stays a question);
- the pace: "one more time, slower, please", "can u ask a bit slower";
- a wait with a length: "wait, 30 sec", "hang on, two minutes";
- being cut short or let go on: "stop me if you want the short version", "do you want it shorter?", "… or stop there?";
- a question's scope: "one specific job you have in mind, or in general?";
- help asked for so as to go on: "is there a rule of thumb you can give me, then I can continue?";
- a withdrawal with nothing new: "nvm", "scratch what I said about c21" (a new cause after it is read as that cause).
"""

from __future__ import annotations

import re

_KIND = (r"(?:hypothetical|example|story|stories|anecdote|estimate|estimation|ballpark|approximation|guess|sketch|"
         r"outline|summary|walk-?through|numbers|figures|math|maths|arithmetic|answer)s?")
"""Kinds of answer a candidate asks leave to give (not things of the problem)."""
_FINE = r"(?:ok(?:ay)?|fine|acceptable|alright|all right|enough|good enough|allowed)"

META_LEEWAY = re.compile(
    # the kind of answer allowed: "is a hypothetical ok?", "would a rough estimate be fine?", "rough numbers ok?"
    r"(?:^\W*(?:(?:so|and|but|sorry|ok(?:ay)?|um+|hmm+|just checking|quick q(?:uestion)?)[\s,]+)*|[,;]\s*|\b(?:is|are|would|will) )"
    r"(?:(?:a|an|the|my|some|just|only) )?(?:(?:rough|real|quick|short|simple|made-?up|hypothetical|round|approximate|"
    r"back-of-(?:the-)?envelope|high-?level|general|older|personal|partial|non-?[\w-]+) ){0,2}" + _KIND +
    r"(?: (?:from|about|of|in|on|with|instead)\b[^?.!,]{1,40}?)?(?: (?:be|do|work))? " + _FINE + r"(?: (?:here|for (?:you|this|now)))?"
    r"(?:\W*$|\s*[,?]\s*(?:not|or|instead|rather)\b)|"
    # leave to work it out elsewhere first: "ok if i do the arithmetic in the scratch pad and paste it?"
    r"^\W*(?:(?:so|and|sorry|um+)[\s,]+)*(?:ok(?:ay)?|fine|alright|all right|cool) (?:with you )?if (?:i|we)\b[^?]{0,60}?\b(?:scratch ?pad|"
    r"notepad|notes|paper|whiteboard|white board|calculator|editor)\b|"
    # the pace: "one more time, slower, please?", "can u ask a bit slower", "slower pls"
    r"\b(?:one more time|once more|again|repeat(?: that| it)?)\W+(?:but |and )?(?:a (?:bit|little|tad) |much )?(?:slower|more slowly)\b|"
    r"(?:^\W*|[,.]\s*)(?:a (?:bit|little|tad) |much )?(?:slower|more slowly)\W+(?:please|pls|plz)\W*$|"
    r"\b(?:ask|say|explain|type|read|go through|put)(?: (?:it|that|this|the question))? (?:a (?:bit|little|tad) |much )?"
    r"(?:slower|more slowly)\b|"
    # a wait with its length: "wait, 30 sec", "hang on, two minutes, let me write it down"
    r"^\W*(?:(?:ok(?:ay)?|sorry|um+|uh+)[\s,]+)*(?:wait|hold on|hang on)\s*[,.!:\u2013\u2014-]+\s*(?:like |just )?(?:a|one|a few|\d+|two|"
    r"three|five|ten|thirty)\s*(?:sec|secs|second|seconds|s|min|mins|minute|minutes|moment|moments)\b|"
    # being cut short or let go on
    r"\b(?:stop|interrupt|cut) me (?:off )?(?:if|when|whenever) (?:you|u)\b|"
    r"\b(?:do|would) (?:you|u) (?:want|like|prefer) (?:it|this|that|the answer|me to (?:make it|keep it|go)) "
    r"(?:shorter|longer|briefer|faster|more detailed|in more detail|less detailed)\b|"
    r"\bor (?:should i |shall i |i can |i could |just )?(?:stop|leave it|end|wrap up) (?:there|here|at that)\W*$|"
    # the question's scope: the one the interviewer has in mind, or in general
    r"\b(?:you(?:'ve| have)?(?: got)? in mind|you(?:'re| are) thinking of)\b[^?]{0,30}\bor\b|\bor (?:just )?(?:like,? )?"
    r"(?:in general|generally|any (?:job|one|example|story))\W*$|"
    # help asked for so as to go on: a disguised hint
    r"\b(?:you can|you could|could you|can you|can u|could u) (?:give|tell|show|remind) me\b[^?.]{0,40}?(?:,\s*|\s)"
    r"(?:then|so|and) (?:then )?i (?:can|could) (?:continue|go on|carry on|finish|proceed|keep going|answer)\b",
    re.IGNORECASE)
"""The leeway asked for (every family above but the withdrawal, which is read over the whole turn)."""

WITHDRAWN = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|oh|wait|no|sorry|actually|hmm+|ah)[\s,.!]+)*"
    r"(?:(?:nvm|nevermind|never ?mind|scratch (?:that|this|it)|strike that|forget (?:that|it)|ignore (?:that|this)|"
    r"disregard (?:that|this)|(?:scratch|forget|ignore|disregard|take back) (?:what i (?:just )?(?:said|wrote|typed)|"
    r"my (?:last|previous) (?:one|guess|idea|message|point|line)))(?: about [^,.;!?]{1,30}?)?(?:[\s,.!;:\u2013\u2014-]+|$))+"
    r"(?:(?:sorry|my bad|wrong (?:one|idea|guess))\W*)?$",
    re.IGNORECASE)
"""A sentence that only takes back what came before ("nvm", "scratch what i said about c21"); no new claim in it."""


def leeway_asked(sentence: str) -> bool:
    """A request for leeway in answering (``META_LEEWAY``)."""
    return bool(META_LEEWAY.search(sentence))


def only_withdrawn(sentences: list[str]) -> bool:
    """A turn that only takes back what came before ("nvm", "ok never mind, scratch what i said about c21"): about the
    conversation, nothing new said. One that goes on ("No, scratch that. The replicas get …") is read by what follows."""
    said = [s.strip() for s in sentences if s.strip()]
    return bool(said) and all(WITHDRAWN.match(s) for s in said)
