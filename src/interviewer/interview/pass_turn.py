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
    return bool(passes(clause) or DONT_KNOW.search(clause) or _IGNORANCE.search(clause) or _LOST.search(clause)
                or DECLINE.search(clause) or DECLINE_IF_ADMITTED.search(clause) or _MADE_UP.search(clause))


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
    return admitted
