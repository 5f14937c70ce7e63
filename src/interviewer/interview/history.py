"""Whether a stated cause is this failure's or another time's: "two years ago X", "we saw X in the spring, when …",
"X in a previous incident, not this one", "X, but that was fixed", "X only happened after Y had already killed the
job". ``credit`` reads these beside ``owning``: a cause of another time is history, not this failure's cause."""

from __future__ import annotations

import re

from ..content.models import Scenario


_RESOLVED = re.compile(
    r"(?<!once )(?<!until )(?<!till )(?<!when )(?<!after )(?<!if )(?<!unless )(?<!before )"
    r"\b(?:that|it|this|which)(?:'s|\u2019s|'s been| is| was| has been| had been| got)(?: since| already| long| long since)? (?:fixed|resolved|patched|"
    r"repaired|replaced|rma'?d|swapped|rolled back|reverted|undone)\b|"
    r"\bthis time (?:round )?(?:it'?s|it is) (?:different|not|something else)\b|"
    r"(?:\b(?:so|but|and)\s+|[;,]\s*|^\W*)(?:this|it|the (?:current|present|new|latest|actual|real) (?:[\w-]+ )?[\w-]+|"
    r"(?:today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this run|this session|this job|this week)"
    r"(?:'s|\u2019s) [\w-]+)(?:'s| is| must be| has to be| needs to be)(?: \w+)? something (?:else|new|different)\b"
    r"(?!\s*[:\u2013\u2014-])", re.IGNORECASE)
"""A cause named and then put in the past ("last week X, but that was fixed", "previously X, this time it's
different"): history, not this failure's cause."""


_PAST_FRAME = re.compile(
    r"^\W*(?:\w+ ){0,2}?(?:(?:two|three|four|a few|several|many|some|\d+) (?:years|months|weeks) ago|last (?:year|month|"
    r"quarter)|back in (?:19|20)\d\d|in (?:19|20)\d\d|historically|in the past|(?:at|in|on) my (?:last|old|previous) "
    r"(?:job|company|team|place))\b", re.IGNORECASE)
_NOT_THIS = re.compile(
    r"\b(?:in|during|on) (?:a|an|the|one) (?:previous|earlier|past|prior|older|different|other) (?:incident|outage|run|"
    r"job|ticket|case|cluster|session)\b|\bnot (?:in )?(?:this|the current) (?:one|time|incident|run|job)\b|"
    r"\b(?:after|once|when) (?:[\w'.-]+ ){1,4}?had already (?:killed|crashed|aborted|stopped|ended|taken down|brought down|"
    r"torn down) (?:the |our |that )?(?:whole )?(?:job|run|training)\b|\b(?:once|twice|a (?:few|couple of) times|(?:several|many) times) before\b(?!\s+(?:the|it|we|they|a|an|this|that|"
    r"our|its|any|every|\d))|\b(?:after|once|when) (?:the |our |that )?(?:job|run|"
    r"training) had already (?:died|crashed|failed|hung|stopped|ended|aborted|timed out)\b", re.IGNORECASE)
"""Another incident named after the claim ("X in a previous incident, not this one"), or the failure already over
when X happened ("X, but only once the watchdog had already aborted the run"): X came too late to cause it."""


_MONTH = (r"(?:january|february|march|april|june|july|august|september|october|november|december|"
          r"(?:jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?)")
"""A month, or its abbreviation ("in Aug"; not "mar" or "may", which are words too)."""
_PAST_TIME = re.compile(
    r"\b(?:last (?:year|month|quarter|spring|summer|autumn|fall|winter)|(?:a|one|two|three|four|five|six|a few|several|many|"
    r"some|\d+) (?:years?|months?|quarters?) (?:ago|back)|a (?:year|month) or (?:two|so) ago|"
    rf"(?:back )?(?:in|from|since) {_MONTH}\b|back in (?:the )?(?:(?:19|20)\d\d|days?|spring|summer|autumn|fall|winter|q[1-4])|"
    r"(?:in|during|over|after|before) the (?:spring|summer|autumn|fall|winter)\b(?! (?:run|incident|outage|job|cluster|model|launch)\b)|"
    r"(?:on|in|during|with) (?:the|a|an|our|that) (?:summer|spring|winter|autumn|fall|last|previous|earlier|old|older|prior|"
    r"first|original|\d{4}|q[1-4]) (?:run|incident|outage|job|cluster|model|training run|launch|one)|"
    r"(?:the )?(?:last|previous) time(?! (?:i|we|you) (?:checked|looked))|the time before|"
    r"(?<!come )(?<!came )(?<!comes )(?<!coming )(?<!brought )(?<!put )(?<!went )(?<!got )(?<!is )(?<!was )(?<!be )"
    r"(?<!been )(?<!are )(?<!were )(?<!rolled )(?<!moved )(?<!go )(?<!goes )(?<!went )"
    r"back (?:on|in|with|during) (?:the |a |an |our |that )?(?!(?:new|newer|current|latest|same)\b)(?:[\w.-]+ ){0,2}(?:run|mixture|mix|model|cluster|release|"
    r"version|image|build|job|dataset)|"
    rf"(?:the|that|an?) {_MONTH}(?: \d{{1,2}}(?:st|nd|rd|th)?)? (?:xid|incident|outage|failure|crash|fault|event|episode|"
    r"problem|issue|error|one)s?|"
    r"(?:at|in|on|with) my (?:last|old|previous|former|first) (?:job|company|team|place|employer|gig|lab))\b", re.IGNORECASE)
"""A time named that is not this incident's ("last spring", "a year ago", "in August", "on the summer run"); the days of
this incident ("two days ago", "since Tuesday", "last Monday") are not in it."""
_AS_BEFORE = re.compile(r"\b(?:same|like|as|again|similar|just as|the way|repeat\w*|recur\w*|another)\b", re.IGNORECASE)
"""A comparison with that time ("the same leak as last summer", "like in August"): this failure, said to repeat one."""


_SEEN_BEFORE = re.compile(r"^\W*(?:\w+\W+){0,2}?(?:we|i)(?:'ve| have)(?: \w+)? (?:seen|had|hit|run into|dealt with)\b.*"
                          r"\b(?:before|previously|in the past|already)\W*$", re.IGNORECASE)
"""Experience told as such ("We've seen GPU 4 on gpu-b06 fall off the bus before"): another time, not this failure."""


def _another_time(sentence: str) -> bool:
    """The sentence puts what it says at another time, not compared with this one ("We saw a router collapse on the
    16-expert model last spring", "we've seen … before")."""
    return bool(_SEEN_BEFORE.search(sentence)) or any(
        not _AS_BEFORE.search(sentence[max(0, m.start() - 40):m.start()]) for m in _PAST_TIME.finditer(sentence))


_STANDING = re.compile(
    r"\b(?:has|have|had)(?: \w+)? been\b[^.;!?]{0,60}?\b(?:ever )?since (?:the |its |it )?(?:(?:fabric|cluster|node|system|"
    r"initial|original|first|switch|rack) )?(?:bring-?up|install(?:ation|ed)?|commissioning|deployment|build-?out|racking|"
    r"day one|the (?:very )?(?:start|beginning)|(?:it|they) (?:was|were) (?:first )?(?:installed|built|racked|commissioned|"
    r"deployed|set up|brought up|delivered)|(?:the|that|this) (?:node|cluster|fabric|box|machine|server|card|gpu|switch(?:es)?|"
    r"rack) (?:was|were) (?:first )?(?:installed|built|racked|commissioned|deployed|set up|brought up|delivered))\b|"
    r"\b(?:has|have) (?:always|forever) been\b|\b(?:from|since) day one\b", re.IGNORECASE)
_EVENT = re.compile(r"\b(?:died|dies|lost (?:its )?power|failed|fails|crashed|went down|fell off|dropped off|broke)\b",
                    re.IGNORECASE)
"""A failure event beside a standing arrangement ("the store has always been on e17, the node that died"): what is new
is the event, so the claim is this failure's cause."""
"""A condition said to have held since the system was set up ("ECN has been off on the spines since the fabric
bring-up", "that x8 link has been like that since the node was installed", "it's always been at x8"): a standing
state, which cannot be what changed when this failure began."""


def standing(claim: str, after: str) -> bool:
    """Whether the claim, read from the start of its sentence to its end, is a condition that has held since set-up."""
    said = claim + re.split(r"[.;!?]", after, maxsplit=1)[0]
    return bool(_STANDING.search(said)) and not _EVENT.search(said)


def historical(before: str, after: str, claim: str = "") -> bool:
    """A cause from another time or another incident ("Two years ago X", "X in a previous incident, not this one",
    "we had X last quarter"). A time named in another clause ("X fell off the bus, and it had an Xid 79 in August too")
    dates that clause, not the claim."""
    *earlier, last = _CLAUSES.split(before)
    own = last + claim + _CLAUSES.split(after)[0]
    again = _AGAIN.search(claim + _CLAUSES.split(after)[0])  # "had an Xid 79 in August too, it fell off the bus again"
    dated = bool(earlier and _WHEN.match(last) and _another_time(earlier[-1]))  # "last spring, when X"
    # "This is the August Xid 79; the GPU fell off the bus then": "then" points back at the time named before it.
    # "We had exactly this last quarter on the video job, the refactor reset num_workers": the account told is that time's.
    dated = dated or bool(earlier and ((_THEN.search(own) and _another_time(" ".join(earlier)))
                                       or (_TOLD.match(earlier[0]) and _another_time(earlier[0]) and not _NOW.search(own))))
    parts = _CLAUSES.split(after)
    tagged = len(parts) > 1 and bool(_PAST_TIME.match(parts[1].strip()))  # "X fell off the bus once, in the spring"
    return bool(_PAST_FRAME.search(before) or _NOT_THIS.search(after) or ((_another_time(own) or dated or tagged) and not again)
                or standing(re.split(r"[.;!?]", before)[-1] + claim, after))


_THEN = re.compile(r"\b(?:back then|then|at (?:that|the) time)\b(?=\s*(?:$|[,.;:!?]|(?:and|but|too)\b))", re.IGNORECASE)
_TOLD = re.compile(r"^\W*(?:\w+\W+){0,2}?(?:we|i)(?:'ve| have| had)? (?:had|saw|seen|hit|ran into|run into|dealt with|debugged)\b",
                   re.IGNORECASE)
"""Experience told as a frame ("we had exactly this last quarter, …"): what follows it is told of that time."""
_NOW = re.compile(r"\b(?:this time|now|here|today|again)\b", re.IGNORECASE)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_DAY = re.compile(r"\b(?:(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|"
                  r"ober|ember)?\.? (?P<day>\d{1,2})(?:st|nd|rd|th)?\b(?![.:,]\d)"
                  r"|(?:19|20)\d\d-(?P<m>\d\d)-(?P<d>\d\d))\b", re.IGNORECASE)
"""A calendar day ("August 2nd", "Feb 14", "2024-08-02")."""
_POINTS_BACK = re.compile(r"\b(?:back then|(?<!since )(?<!from )(?<!until )(?<!till )then|at (?:that|the) time)\b(?=\s*(?:$|[,.;:!?]|(?:and|but|too)\b))|"
                          r"\b(?:that'?s|that is|that was|which is|which was) when\b", re.IGNORECASE)


def _days(text: str) -> set[tuple[int, int]]:
    out = set()
    for m in _DAY.finditer(text):
        if m.group("month"):
            out.add((_MONTHS.index(m.group("month").lower()) + 1, int(m.group("day"))))
        else:
            out.add((int(m.group("m")), int(m.group("d"))))
    return out


def another_day(before: str, claim: str, after: str, scenario: Scenario) -> bool:
    """A calendar day named that the incident's own page does not show, taken up after it by "then" or "that's when"
    ("gpu-b06 had an Xid 79 on 2024-08-02, that's when its GPU fell off the bus", "it fell off the bus on August 2nd,
    back then"): the account is put on that day, not on this failure. A day the page shows (its
    situation and the outputs shown at the start: "on Oct 03 the nodes rebooted, and that's when GPU 3 came back at
    x8") is this failure's. The day may be named in the sentence ``before`` the claim, "then" in the one ``after`` it,
    but not both outside the claim. "Since then" counts from the day on ("the diff only applies to pods created since
    then"): it does not put the account on it."""
    text, start, end = f"{before} {claim} {after}", len(before) + 1, len(before) + 1 + len(claim)
    named = list(_DAY.finditer(text))
    if not named:
        return False  # most turns name no day: the page (logs and all) is not read for its days
    shown = _days(" ".join([scenario.situation] + [a.content for a in scenario.artifacts if a.shown_at_start]))
    for day in named:
        if _days(day.group(0)) <= shown:
            continue
        for then in _POINTS_BACK.finditer(text, day.end()):
            if day.start() >= start or then.start() < end:
                return True
    return False


def dated_back(sentence: str, previous: str) -> bool:
    """A sentence dated by the one before it ("This is the August Xid 79. The GPU fell off the bus then."): its "then"
    points back at another time named there."""
    return bool(_THEN.search(sentence) and _another_time(previous) and not _NOW.search(sentence))


_WHEN = re.compile(r"^\W*(?:back |that was )?when\b", re.IGNORECASE)
"""A when-clause is dated by the time of the clause it hangs on ("we saw it in the spring, when X")."""


_AGAIN = re.compile(r"\b(?:again|once more|repeat\w*|recurr\w*|re-?occurr\w*)\b", re.IGNORECASE)


_CLAUSES = re.compile(r"[.!?;:,]\s|\s[-\u2013\u2014]+\s|\b(?:and|but|which|so|because|since|while|whereas|though)\b",
                      re.IGNORECASE)


def resolved(after: str, then: str = "") -> bool:
    """Whether the words after a cause put it in the past, already fixed or not this time's. ``then``: the next
    sentence, whose first clause may say so of it ("… fell off the bus in August; it was fixed by the reboot")."""
    opening = re.match(r"\W*(?:(?:and|but|so|anyway|however)\W+)?", then)
    return bool(_RESOLVED.search(after) or _RESOLVED.match(then, opening.end()))

