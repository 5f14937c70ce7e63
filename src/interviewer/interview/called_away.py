"""Called away for a moment by something outside the interview: "sorry, slack ping from my manager, 1 min", "pager
from my day job just went off, two minutes", "battery at 3%, let me grab the charger, one sec".

The wait alone ("one sec", "give me a minute") is a moment asked to think, a request about the interview (meta); the
same wait for a ping, a page, a delivery or a charger is for something else, an aside (off-topic). Both parts must be
said, in a short sentence.
"""

from __future__ import annotations

import re

_ELSEWHERE = re.compile(
    r"\b(?:(?:slack|teams|work|zoom|email|outlook|whatsapp|signal) (?:ping|message|msg|notification|alert|call|dm)s?|"
    r"pager ?duty|opsgenie|(?:my|the|a) (?:pager|phone) (?:is |just )?(?:ringing|buzzing|went off|going off)|"
    r"from my (?:actual|day|real|other|current) job|(?:my|the) (?:manager|mgr|boss) (?:is )?(?:calling|pinging|messaging)|"
    r"(?:ping|page|call|message) from my (?:manager|mgr|boss|lead|team)|"
    r"(?:battery|charger)|(?:a |the )?(?:delivery|courier|parcel|package) (?:is )?(?:here|at the door|arrived|guy)|"
    r"(?:some(?:one|body)|the door) (?:is )?(?:at the door|knocking)|"
    # a device of the candidate's own going off, or a drink knocked over: "my badge beeped", "spilled my coffee"
    r"my (?:phone|mobile|cell|badge|watch|alarm|timer|doorbell|kettle|laptop) (?:is |just |has |keeps )?(?:ringing|buzzing|"
    r"beep(?:ed|ing|s)?|went off|going off|rang|buzzed|vibrat(?:ed|ing|es)|dying|died)|"
    r"(?:spilled|spilt|knocked over|dropped) (?:my |the |some |a )?(?:coffee|tea|water|drink|cup|mug|glass)|"
    r"my (?:coffee|tea|water|drink|cup|mug|glass) (?:just )?(?:spilled|spilt|went over|fell|tipped))\b", re.IGNORECASE)
"""Something outside the interview that calls the candidate away (a ping from work, a page, the battery, a delivery)."""
_WAIT = re.compile(
    r"\b(?:(?:\d+|one|a|two|few|a few|couple of) ?(?:s|sec|secs|second|seconds|m|min|mins|minute|minutes|moment)|"
    r"brb|be right back|hold on|hang on|bear with me|give me a (?:sec|second|minute|moment))\b", re.IGNORECASE)
"""A short wait asked for ("1 min", "two minutes", "brb")."""
LONGEST_WORDS = 16
"""A sentence that says it is called away is short; a longer one is saying something else as well."""


def called_away(sentence: str) -> bool:
    """Whether the sentence asks a short wait for something outside the interview (``_ELSEWHERE`` and ``_WAIT``)."""
    s = sentence.strip()
    return len(s.split()) <= LONGEST_WORDS and bool(_ELSEWHERE.search(s)) and bool(_WAIT.search(s))
