"""Words the candidate apologises for: what comes right before "sorry" was said to someone else.

When people on a call turn away to speak to someone in the room (a child, another line, a shop counter), they turn
back with an apology to the person they were talking to: "... Kev, ask Dolores. sorry, that was the other line",
"Lena, nein, leg das zurück - sorry.", "no, the oat latte please. sorry about that". The apology marks the stretch
before it as addressed elsewhere, in any language and whoever it names: it is an aside (off-topic), and so is the
apology. The stretch must name nothing of the domain (``names_the_domain``, clock times set aside): an apology after
an answer is about the answer ("TP 8 across nodes. sorry, that was short"), and a pass or a request ends with one out
of politeness ("I'm blanking. Sorry about that."), so neither is read this way. Within a sentence, the stretch is
the last part set off by a dash or an ellipsis before a closing "- sorry"; a stretch the splitter dropped (a script
it reads no sentence in) before an apology counts as well. An apology that follows the candidate's own words says
nothing of its own: it is no answer. An apology that names what interrupted ("sorry, my phone, it's the bank",
"sorry the announcement") is an aside itself.
"""

from __future__ import annotations

import re

from .housekeeping import unshouted
from .passes import passes
from .responsive import names_the_domain
from .sentence import Sentence

_APOLOGY = re.compile(
    r"^\W*(?:\[[^\]]{1,30}\]\s*)?(?:>+\s*)?(?:(?:oh|ok(?:ay)?|so)[\s,]+)?(?:sorry|so sorry|apologies|my bad|excuse me)\b"
    r"(?:[\s,.!]+(?:sorry|about that|for that|that was(?: (?:for|the|my|someone|somebody)\b[^.?!]*)?|"
    r"that wasn'?t for you|(?:that was |it'?s |it was )?my (?:\w+ ){0,2}?(?:son|daughter|kid|kids|child|wife|husband|partner|"
    r"mom|mum|mother|dad|father|roommate|flatmate|neighbou?r|colleague|brother|sister|baby|dog|cat)|wrong (?:window|chat|tab|person))\b)*"
    r"[\s.,!]*$", re.IGNORECASE)
"""An apology that turns back to the interviewer and says nothing else: "sorry", "sorry about that", "sorry, that was the
other line", "sorry, my son", "sorry, that wasn't for you" (not "sorry, that was short": that one is about the answer)."""
_INTERRUPTED = re.compile(
    r"^\W*(?:\[[^\]]{1,30}\]\s*)?(?:(?:oh|ok(?:ay)?|so)[\s,]+)?(?:sorry|so sorry|apologies)[\s,]+(?:(?:about|for) |that'?s |it'?s )?"
    r"(?:my|the) (?!(?:mistake|bad|fault|error|typo|english|grammar|math|maths|arithmetic|answer|explanation|wording)\b)"
    r"(?P<what>[^.?!]+)", re.IGNORECASE)
"""An apology that names what interrupted: "sorry, my phone, it's the bank", "sorry the announcement, next stop
central", "sorry my neighbour is drilling again" (not "sorry, my mistake": that one corrects the answer)."""
_CLOSING_APOLOGY = re.compile(r"(?:\s+[-\u2013\u2014]+|\.{3}|\u2026)\s*(?:sorry|so sorry|my bad)\W*$", re.IGNORECASE)
_PART = re.compile(r"\s+[-\u2013\u2014]+\s+|\s*(?:\.{3}|\u2026)\s*")
_CLOCK = re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b", re.IGNORECASE)
_TURNED_AWAY = ("assert", "aside", "empty", "question", "rhetorical")
"""How a stretch said to someone else reads on its own; a plan, a hedge, a pass or a meta request ending on "sorry" is
the candidate's own (its apology is politeness)."""
MIN_WORDS = 2


_OWN_VOICE = re.compile(r"^\W*(?:\[[^\]]{1,30}\]\s*)?(?:>+\s*)?(?:(?:and|but|so|well|ok(?:ay)?|honestly)[\s,]+)?"
                        r"(?:i|i'm|im|i'd|i've|i'll|we|we're|we'd|my)\b", re.IGNORECASE)
"""A sentence that opens on the candidate's own "I" ("I could speculate, but I'd rather not. Sorry about that.") talks to
the interviewer about themselves: its apology is to the interviewer, for it."""
_ASKS = re.compile(r"\b(?:can|could|would|will|may) (?:i|you|we)\b|\?", re.IGNORECASE)


def elsewhere(stretch: str) -> bool:
    """Speech that names nothing of the domain: words said to someone else, not a part of the answer."""
    words = re.findall(r"\w+", stretch)
    return len(words) >= MIN_WORDS and not names_the_domain(unshouted(_CLOCK.sub(" ", stretch)))


def apologised(text: str, read: list[Sentence]) -> list[Sentence]:
    """``read`` with each stretch the candidate apologises for read as an aside, the apology with it."""
    out: list[Sentence] = []
    passed = any(s.stance == "dont-know" or passes(s.text) for s in read)  # "I was only a user. Sorry.": the apology is for passing
    for k, sent in enumerate(read):
        if _APOLOGY.match(sent.text) and out and not passed:
            before = out[-1]
            gap_at = before.start + len(before.text)
            dropped = text[gap_at:sent.start].strip(" \t\n.,;:-\u2026")
            if dropped and re.search(r"\w", dropped) and elsewhere(dropped):
                out.append(Sentence(dropped, "aside", gap_at))  # a stretch the splitter read no sentence in
                out.append(Sentence(sent.text, "aside", sent.start))
                continue
            if before.stance in _TURNED_AWAY and elsewhere(before.text) and not _OWN_VOICE.match(before.text):
                out[-1] = Sentence(before.text, "aside", before.start)
                out.append(Sentence(sent.text, "aside", sent.start))
                continue
        interrupted = _INTERRUPTED.match(sent.text)
        if interrupted and not passed and sent.stance in ("assert", "empty") and not _ASKS.search(sent.text) and elsewhere(interrupted.group("what")) and elsewhere(sent.text):
            out.append(Sentence(sent.text, "aside", sent.start))  # the apology names what interrupted: an aside itself
            continue
        if _APOLOGY.match(sent.text) and sent.stance == "assert" and out:
            out.append(Sentence(sent.text, "empty", sent.start))  # "Sorry about that." after a pass says nothing more
            continue
        closing = _CLOSING_APOLOGY.search(sent.text)
        if closing and sent.stance != "aside":
            parts = [p for p in _PART.split(sent.text[:closing.start()]) if p.strip()]
            if len(parts) >= 2 and elsewhere(parts[-1]):
                at = sent.text.rfind(parts[-1], 0, closing.start())
                out.append(Sentence(sent.text[:at].rstrip(" -\u2013\u2014.\u2026"), sent.stance, sent.start))
                out.append(Sentence(sent.text[at:], "aside", sent.start + at))
                continue
        out.append(sent)
    return out


def turned_back(read: list[Sentence]) -> bool:
    """Whether the turn turns back to the interviewer with an apology after an aside (its aside stands beside an answer)."""
    return any(s.stance == "aside" and (_APOLOGY.match(s.text) or _CLOSING_APOLOGY.search(s.text)) for s in read)
