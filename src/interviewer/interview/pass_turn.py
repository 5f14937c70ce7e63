"""A whole turn that is a pass, however long: every clause admits, apologises, declines or says what the speaker did instead.

``passes`` reads one sentence and gives up on a long one, since a long sentence that says "I don't know" somewhere is
usually doing something else as well. A long apologetic pass is built of short clauses, though ("I'm sorry, I never ran
one myself, I was always on the user side, so I don't have a number for you"): read clause by clause, the turn asserts
nothing but the speaker's own lack of knowledge. One clause that says something of the problem ("… but I'd guess the
loader", "ring sends chunks to the next rank") makes it an answer with a caveat, not a pass.
"""

from __future__ import annotations

import re

from .asides import meta, moving_on, skip_request
from .asking import verbless
from .responsive import names_the_domain, on_subject
from .passes import _IGNORANCE, _LOST, DECLINE, DECLINE_IF_ADMITTED, DONT_KNOW, passes

_CLAUSES = re.compile(r"\s*(?:[,;:!.\u2026]+|\s[-\u2013\u2014]+)\s*|\s+(?=(?:so|and|but|because|since)\s+(?:i|i'\w+|my|maybe|we|"
                      r"anything|whatever|that'?s|there'?s)\b)", re.IGNORECASE)
_APOLOGY = re.compile(
    r"^\W*(?:(?:um+|uh+|hmm+|er+|erm+|so|and|but|well|ok(?:ay)?|yeah|oh|honestly|genuinely|truly|really|very|so|sorry|"
    r"i(?:'m| am)(?: (?:so|really|very|truly|terribly))? sorry|apologies|my apologies|to be (?:honest|upfront|frank|fair)|"
    r"i (?:have|need|'ve got) to be (?:honest|upfront|frank)|i(?:'ll| will| must) (?:be|admit) (?:honest|upfront|frank)?|"
    r"i(?:'ll| will) be (?:honest|upfront|frank)(?: with (?:you|the [\w-]+|everyone))?|"
    r"to be (?:honest|upfront|frank) with (?:you|the [\w-]+)|if i'?m (?:honest|being honest)|i admit|i must admit|"
    r"thanks? (?:you )?for (?:the|this) question|unfortunately|look)\W*)+$", re.IGNORECASE)
"""Nothing said of the problem: sorry, honestly, "I have to be honest"."""
_OWN = re.compile(
    r"^\W*(?:(?:so|and|but|because|since|as|honestly|also|just|really|only|yes|yeah|sadly)\W+)*"
    r"(?:i(?:'ve| have| had| was| am|'m)?|my (?:whole |own )?(?:experience|background|work|job|team|role)|we (?:only|never|always|just)|"
    r"never)\b"
    r"(?!\s*(?:'m\s*|am\s+)?(?:'d|would|'ll|will|think|guess|believe|suspect|bet|expect|assume|reckon|need|want|wondering|"
    r"thinking|guessing|leaning|pretty|fairly|quite|almost|sure|confident|certain|know|can(?!'?t\b|not\b)|could(?!n'?t\b))\b)",
    re.IGNORECASE)
"""The speaker's own history said in the first person ("I only did notebooks", "I was always the user, never the admin", "I've read
about it"), not a plan ("I'd check …"), a belief ("I think it's …") or a claim of knowing or being able ("I know the ring …")."""
_MADE_UP = re.compile(
    r"\b(?:anything|whatever) i(?:'d| would)? (?:say|said|list|give you|write|come up with)\b[^,.;]{0,20}\b(?:would be|'d be)\b|"
    r"\bi (?:\w+ )?(?:don'?t|do not) (?:really )?have (?:a|an|any)\b|\bi(?:'d| would) rather not\b|"
    r"\bi(?:'d| would) (?:need|have) to ask (?:someone|somebody)\b|"
    r"\bi(?:'m| am) not able to (?:figure|answer|say|tell|explain|work|do|write|help)\b|"
    r"\b(?:only|just) (?:ever )?(?:seen|read|heard) (?:the name|the term|the word|of it)\b|"
    r"\b(?:seen|read|heard) (?:only |just )?the name of\b|\b(?:no|zero) (?:[\w-]+ )?(?:experience|background)\b", re.IGNORECASE)
"""An admission put another way: what one would say would be made up, not able to, knowing only the name."""
_TAIL = re.compile(r"^\W*(?:(?:maybe|so|and|but|perhaps)\W+)*(?:(?:can|could) we|we (?:can|could)|let'?s|i(?:'ll| will|'d "
                   r"rather|'d prefer to| would rather))\s+(?:just\s+)?(?:skip|pass|move on|do (?:a |an )?(?:different|another|"
                   r"other)|go to (?:a |an |the )?(?:different|another|next))\b", re.IGNORECASE)
"""Asking to leave the question ("maybe we can skip this one", "let's do a different topic")."""
_ASKED_OF_YOU = re.compile(r"\b(?:not sure|unsure|no idea|(?:don'?t|do not) know) (?:whether|if|what|which|how much) you\b",
                           re.IGNORECASE)
"""Not knowing what the interviewer wants is a question about the interview, not a pass."""
_SHORTEST = 2
"""A pass alone in one clause is ``passes``' business; this reads turns of two clauses or more."""


def admits(clause: str) -> bool:
    return bool(passes(clause) or _admission_at(clause) is not None)


_WORD = re.compile(r"[A-Za-z]{3,}")
SAID_MIN_WORDS = 4
"""Fewer words than this ("Honestly, I don't know") say nothing of the problem."""
PREFIX_MIN_WORDS = 8
"""Before an admission in its own clause, fewer words than this are its subject ("the comms layer was a black box for
me", "Pipeline schedules beyond GPipe I don't know"), not a statement of their own."""
_LEAD = re.compile(r"^\W*(?:(?:but|though|and|so|well|yeah|ok(?:ay)?|um+|uh+|hmm+|honestly|frankly|sorry|also)\W+)*", re.IGNORECASE)
_SPEAKER = re.compile(r"^\W*(?:i|we)\b|\b(?:i|we)\s+(?:\w+\s+)?(?:know|understand)\b|^\W*(?:how|what|where|which|why|when|"
                      r"whether|if)\b", re.IGNORECASE)
"""Not a statement about the problem: the speaker's own doings, offers and knowing ("we used plain Ray core", "I could
guess at the bytes", "Placement groups I know only in theory"), or the part not known put as a wh-clause ("where the
arrays live is something I never had to learn")."""
_GAP_FOR_ME = re.compile(r"\b(?:is|are|was|were)\s+(?:a |an )?(?:real |big |genuine |total |huge )?(?:gap|blind ?spot|"
                         r"weak (?:spot|point)|black box)\s+(?:for|in|to)\s+(?:me|my)\b", re.IGNORECASE)
"""A part owned as a gap ("Ray's object store internals are a gap for me")."""


def _admission_at(clause: str) -> int | None:
    """Where the clause first admits not knowing or declines, or None."""
    found = [m.start() for pattern in (DONT_KNOW, _IGNORANCE, _LOST, DECLINE, DECLINE_IF_ADMITTED, _MADE_UP,
                                                              _GAP_FOR_ME)
             if (m := pattern.search(clause))]
    return min(found) if found else None


def says_something(clause: str, least: int = SAID_MIN_WORDS) -> bool:
    """A clause that says something of the problem: a statement with a verb that names the domain, and not an
    admission, an apology, the speaker's own doings or knowing, the unknown part itself, or a request to leave."""
    c = _LEAD.sub("", clause)
    return (len(_WORD.findall(c)) >= least and not verbless(c) and names_the_domain(c)
            and not (admits(c) or _APOLOGY.match(c) or _SPEAKER.search(c) or _TAIL.match(c)
                     or skip_request(c) or moving_on(c)))


def said_before_gap(text: str, context: str = "") -> bool:
    """Whether the turn says something of the problem before it first admits a gap ("The pieces don't line up with
    the new GPUs … I believe PyTorch checkpointing can do that, but I couldn't tell you what in the files makes it
    possible"; "… and fully shard on the DP sub-mesh the context parallel I haven't used so I'm not sure where it
    goes"). A gap admitted after content is an answer with a caveat (the utterance sets' labelling convention), however
    the admission is worded; an admission that comes first and is only explained after ("I never ran one, I was on
    the user side") is a pass."""
    before: list[str] = []
    for clause in (c for c in _CLAUSES.split(text) if c and c.strip(" \t\n.,;:!-")):
        at = _admission_at(clause)
        if at is None and says_something(clause):
            return True
        if at is not None:
            return says_something(clause[:at], PREFIX_MIN_WORDS) or _said_in_pieces(before + [clause[:at]], context)
        before.append(clause)
    return False


PIECES_MIN_WORDS = 12
"""Said in pieces before the gap, at least this many words that are not the speaker's own doings or an apology."""


def _said_in_pieces(clauses: list[str], context: str) -> bool:
    """Before the gap, the problem said in fragments no one clause carries: a list of parts ("the PFC, the pause
    frames thing, and the ECN and QoS settings they touched"), or plain words clause by clause ("smaller steps, or cap
    how big a single step can be"). Counted over the clauses that are not the speaker's own doings or an apology,
    and naming the domain or the question's own subject (``responsive.on_subject`` on those clauses alone)."""
    said = [c for c in (_LEAD.sub("", c) for c in clauses)
            if c and not (_SPEAKER.search(c) or _APOLOGY.match(c) or _OWN.match(c) or admits(c) or _TAIL.match(c))]
    joined = " ".join(said)
    return len(_WORD.findall(joined)) >= PIECES_MIN_WORDS and (names_the_domain(joined) or (
        bool(context.strip()) and on_subject(joined, context)))


def pass_turn(text: str) -> bool:
    """Every clause of the turn admits not knowing, declines, apologises or gives the speaker's own history, and at
    least one admits or declines: a pass. A turn that asks something ('?') is read sentence by sentence instead."""
    if "?" in text:
        return False
    clauses = [c for c in _CLAUSES.split(text) if c and c.strip(" \t\n.,;:!-")]
    if len(clauses) < _SHORTEST:
        return False
    admitted = False  # asking to move on is allowed in a pass, but is no admission ("Let's move on, I've said what I know.")
    for clause in clauses:
        if meta(clause) or _ASKED_OF_YOU.search(clause):
            return False  # a request about the interview ("I need a hint, I'm not sure which side you want") is no pass
        leaving = bool(_TAIL.match(clause) or skip_request(clause) or moving_on(clause))
        if admits(clause) and not leaving:
            admitted = True
        elif not (leaving or _APOLOGY.match(clause) or _OWN.match(clause)):
            return False
    return admitted and not said_before_gap(text)
