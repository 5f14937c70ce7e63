"""A term named and, in the same breath, said not to be known: the name is shown, what it does is not.

The matcher reads a hedge or a negation in the words *before* a term ("maybe NCCL_IB_HCA", "not ring attention").
Speakers just as often disown a term after naming it, and point back at it as they do: "there's something called
ring attention for this, but I don't actually know how it works"; "a flag for the fp8 all-gather - I'd have to look
that up"; "z-loss and QK-norm. What each one actually fixes I'd be guessing"; "she'd use MinHash, but she has not run
it herself". The speaker names the thing and says, of *it* (a pronoun or "each one" pointing back), that they do not
know how it works, what it does or fixes, or where it goes, would have to look it up or think more about it, or have
not used or run it. What the answer then shows of that signal is the name alone: the evidence quoted to a hiring
team would claim a knowledge the candidate just denied.

Read close to the term: in its own sentence, from the quoted clause to ``NEAR`` characters past it (speech without
stops runs a whole answer into one sentence, and a gap far on is about something else), or as the opening of the next
sentence ("What each one fixes I'd be guessing."; a gap later in that sentence belongs to what it talks about). A gap
about something else names it instead of pointing back ("Ulysses I don't know"), and is not read; nor is a condition
("if I don't know how it works, I read the code"), a gap about the name only ("I don't remember what it's called"),
or one still to be learnt ("yet"). The speaker is the first person or, in an interpreter's rendering, "he"/"she".
Measured (round 35, in process, dev A, B, E, X..AC, AE, AF, AG even): 14 signals set aside, none of them labelled.
"""

from __future__ import annotations

import re

from ..text.sentences import ends
from .gaps import CONDITION_BEFORE

_IT = r"(?:it|that|this|them|those|these|each(?:\s+(?:one|of\s+them))?)"
"""A word pointing back at what was just named."""
_WHO = r"(?:i|we|he|she)"
_WH = r"(?:how|what|where|why|when|which)"

GAP_ABOUT_IT = re.compile(
    # "I don't actually know how it works", "I didn't really know how to read it", "I don't remember ... where it goes"
    rf"\b{_WHO}\s+(?:(?:really|honestly|actually|just)\s+)?(?:(?:do|does|did)(?:n'?t|\s+not)|never)\s+(?:\w+\s+)?(?:know|remember|recall|understand)"
    rf"(?:\s+[\w']+){{0,4}}?\s+{_WH}\b[^.;!?]{{0,30}}?\b{_IT}\b"
    # "he isn't sure what that means", "I'm not sure how it works"
    rf"|\b{_WHO}(?:'m|\s+am|\s+is|\s+was|'s)?(?:n'?t|\s+not)\s+(?:\w+\s+)?(?:sure|certain)\s+{_WH}\b[^.;!?]{{0,30}}?\b{_IT}\b"
    # "I'd have to look that up", "he would have to think more about it", "I'd need to read up on it"
    rf"|\b{_WHO}(?:'d|\s+would|'ll|\s+will)\s+(?:have|need)\s+to\s+(?:look\s+{_IT}\s+up|look\s+up\s+{_IT}\b"
    rf"|think\s+(?:\w+\s+)?about\s+{_IT}\b|read\s+up\s+on\s+{_IT}\b)"
    # "she has not run it herself", "I've never used them"
    rf"|\b{_WHO}(?:'ve|\s+have|\s+has|'s)?(?:n'?t|\s+not|\s+never)\s+(?:\w+\s+)?(?:used|run|tried|touched)\s+{_IT}\b"
    # the object fronted: "what each one actually fixes I'd be guessing", "how it works I couldn't tell you"
    rf"|\b{_WH}\s+(?:\w+\s+)?{_IT}\b[^.;!?]{{0,40}}?\b{_WHO}(?:'d|\s+would)\s+be\s+guessing\b"
    rf"|\b{_WH}\s+(?:\w+\s+)?{_IT}\b[^.;!?]{{0,40}}?\b{_WHO}\s+(?:(?:do|does)(?:n'?t|\s+not)\s+know|"
    rf"(?:can|could)(?:n'?t|not|\s+not)\s+(?:say|tell\s+you))\b",
    re.IGNORECASE)
"""The speaker saying, of what they just named, that they do not know it: how it works, what it does, where it goes;
would have to look it up or think about it; have not used or run it; would be guessing."""


NEAR = 60
"""How far after the quoted clause (in characters) a gap in the same sentence may begin and still point back at it."""
_OPENS = re.compile(r"^(?:(?:but|and|though|honestly|so|well|um+|uh+|er+|mind)\b\W*)*$", re.IGNORECASE)
_NAME_GAP = re.compile(r"^(?:'s|\s+is|\s+was)?\s+called\b", re.IGNORECASE)
"""A gap about the term's name ("I don't remember what it's called"): the thing itself was said."""


def unknown_after(text: str, quote: str) -> bool:
    """Whether the speaker, right after naming what the clause ``quote`` of ``text`` names, says they do not know it
    (``GAP_ABOUT_IT``, pointing back at it): within ``NEAR`` characters of the clause in its own sentence, or opening
    the next sentence; not as a condition, not about its name, not "yet"."""
    at = text.find(quote) if quote else -1
    if at < 0:
        return False
    close = at + len(quote)
    stops = [e for e in ends(text) if e > close]
    stop = stops[1] if len(stops) > 1 else len(text)
    own_end = stops[0] if stops else len(text)
    for m in GAP_ABOUT_IT.finditer(text, at, stop):
        if m.start() < own_end:
            if m.start() > close + NEAR:
                continue
        elif not _OPENS.match(text[own_end:m.start()].strip()):
            continue
        if CONDITION_BEFORE.search(text[max(0, m.start() - 12):m.start()]) or _NAME_GAP.match(text[m.end():]) or \
                re.search(r"\byet\b", text[m.start():m.end() + 12], re.IGNORECASE):
            continue
        return True
    return False
