"""Who speaks, in what order, over which channel: requests about the interview's turn-taking.

A panel or a call brings its own housekeeping, said to the interviewers and about the interview itself (meta), never
about the problem:

- **the floor** - who goes or asks next ("you both asked at once, who wants to go first?", "who should I talk to for the
  Xid part?"), an apology for talking over someone, whether an order of answering suits everyone;
- **a question parked or taken up again** - "I'll come back to it in a minute", "I'll give you that after Sam's done",
  "can I park that?", "go back to the question I parked earlier", "I'll answer this part now and come back to the rest";
- **the channel and the form** - switching to voice or a call, the camera off, "pseudocode ok?", bullet points instead of
  sentences, the interview's own limits ("time limit on this scenario?");
- **the note-taker** - "could you write down that I use n for ranks";
- **the question lost or the answer taken again** - "I lost it after the checkpoint size", "I think I answered a
  different question, let me start that again".

Read by form (who is asked to do what with the interview's turns), so it holds whatever the panelists are called.
"""

from __future__ import annotations

import re

from .passes import TECHNICAL
from .role_talk import about_the_role

_PART = r"(?:(?:the|that|this|your|my|his|her|their) )?(?:[\w-]+ ){0,3}?(?:part|bit|question|one|point|topic|side)"
_LATER = (r"(?:later|afterwards|after(?:ward)?|at the end|next|in a (?:minute|moment|bit|sec(?:ond)?)|in a few minutes|"
          r"(?:once|when|after) (?:we|you|i|he|she|they|[A-Z][a-z]+(?:'s)?)\b)")

FLOOR = re.compile(
    # who goes or asks next
    r"\bwho (?:wants|would like|is going|'?s going|should|shall|will|do you want) to (?:go|ask|start|take (?:it|this|that|the next))\b|"
    r"\bwho(?:'s| is| will be) (?:asking|taking|up) (?:the )?(?:next|now|first)\b|"
    r"\bwho (?:should|do|shall) i (?:talk|speak|answer|address|direct (?:it|this|that)|turn|look) (?:to )?(?:for|on|about|with)\b|"
    r"\b(?:which|who) of you (?:wants|would like|should|will|is asking|asked)\b|"
    r"\bwho (?:asked|had) (?:the|that) (?:[\w-]+ ){0,3}?question\b|\bwhose question (?:is|was) (?:that|this|it|the)\b|"
    # the floor handed over, an interruption owned up to
    r"\b(?:i|we) (?:talked|spoke|cut in|jumped in) (?:over|across) (?:you|each other|someone)\b|"
    r"\b(?:i|we) (?:cut|interrupted) (?:you|someone)(?: off)?\b|\bdidn'?t mean to (?:interrupt|cut (?:you|in))\b|"
    r"\b(?:is|would) that (?:be )?(?:ok(?:ay)?|fine|alright|all right) (?:for|with) (?:both|all|each) of you\b|"
    # a question parked or taken up again
    r"\b(?:i'?ll|i will|i'?m going to|i can|let me) (?:come|get|circle|return) (?:back )?to (?:that|it|this|those|them|"
    + _PART + r"|what [^.?!]{3,40}?)\s+" + _LATER + r"|"
    r"\b(?:i'?ll|i will|i can|let me) give you (?:that|it|this|those|the [\w-]+(?: [\w-]+)?) " + _LATER + r"|"
    r"\b(?:answer|take|do|start with) " + _PART + r" (?:first|now)\b[^.?!]{0,60}?\b(?:and|then) (?:come back to|get to|"
    r"return to|do)\b|"
    r"\b(?:answer|take|do) " + _PART + r" (?:about [^,.?!]{3,40} )?first\b[^.?!]{0,80}\b(?:after|afterwards|later|second|next)\b|"
    r"\b(?:can|could|may|shall) (?:i|we) park\b|\bpark (?:that|it|this|the [\w-]+(?: [\w-]+)?) (?:for now|and|until|till|"
    r"for later)\b|"
    r"\b(?:question|part|bit|point)s? (?:i|we|you) (?:parked|left|skipped|set aside|put aside|deferred)\b|"
    # the channel and the form
    r"\b(?:switch|move|go|change|take) (?:this |the interview |us |it )?(?:to|over to|onto) (?:a )?(?:voice|audio|a call|"
    r"phone|a phone call|video|a video call|speaking|talking)\b|"
    r"\bvoice (?:memo|note|message|call)s? (?:ok|okay|fine|alright|allowed)\b|"
    r"\b(?:switch|turn|put) (?:my|the) (?:camera|video|cam|webcam) (?:off|on)\b|"
    r"^\W*(?:(?:is|are|would) )?(?:pseudo-?code|bullet points|bullets|a voice (?:memo|note)|rough numbers|"
    r"(?:a )?(?:rough )?sketch|a diagram|an estimate|shorthand) (?:ok(?:ay)?|fine|alright|allowed|acceptable)\b|"
    r"\b(?:bullet points|bullets|shorthand|pseudo-?code|voice) (?:instead of|rather than) \w+|"
    r"\b(?:is there a |any |what(?:'s| is) the )?(?:time|artifact|output|hint) limit (?:on|for) (?:this|the) (?:scenario|question|"
    r"interview|part|round|section|page|exercise)\b|"
    r"\b(?:max(?:imum)?|how many) (?:number of )?(?:artifacts|outputs|hints|questions) (?:(?:can|may) (?:i|we)|(?:i|we)(?: can| may)?) (?:open|see|ask|get|"
    r"request|have)\b|"
    # the note-taker
    r"\b(?:could|can|would) you (?:please )?(?:write|note|jot|put) (?:(?:it|that|this) )?down (?:that|for the notes)\b|"
    r"\b(?:could|can|would) you (?:please )?(?:make|take) a note (?:that|of)\b|"
    # the question lost, or the answer taken again
    r"\bi (?:lost|missed) (?:it|the thread|track|you|the question) (?:after|at|around|somewhere|halfway|when)\b|"
    r"\b(?:let me|lemme|i'?ll|i will) (?:start|begin|do) (?:that|this|it) (?:again|over)\b|"
    r"\bi (?:think i )?(?:answered|was answering) (?:a different|the wrong|another) question\b",
    re.IGNORECASE)
"""Turn-taking, a parked question, the channel and the form, the note-taker, an answer restarted."""


def floor_managed(sentence: str) -> bool:
    """Whether the sentence manages the interview's turns or channel (``FLOOR``): a request about the interview."""
    return bool(FLOOR.search(sentence))


_THIS_INCIDENT = re.compile(r"\b(?:this|that|the) (?:run|job|cluster|fleet|node|host|model|checkpoint|setup|incident|scenario|"
                            r"outage|training run|rack|switch|fabric)\b", re.IGNORECASE)
"""The problem under discussion pointed at ("how long is one step on this run?")."""

_OUTPUT_ASKED = re.compile(r"\b(?:(?:can|could|would) you (?:please )?(?:pull|share|show|send|post|paste) (?:(?:me|us) )?(?:that|it|this|those|"
                           r"the)\b|(?:can|could|may) (?:i|we) (?:please )?(?:see|have a look at|look at) (?:that|those|the)\b)",
                           re.IGNORECASE)
"""An output asked of the person named ("Dana, can you pull that up?", "Sam, could I see the object store metrics?")."""


def put_to_panel(sentence: str) -> bool:
    """A question put to someone by name that asks about the job or the problem ("Sam, how long is one step on this run?",
    "Dana, what does this role own?"): on a panel the person named is an interviewer, so it is a question to the
    interview, not words to someone in the room ("Tunde, can you stop eating next to the mic?")."""
    s = sentence.strip()
    return s.endswith("?") and bool(about_the_role(s) or TECHNICAL.search(s) or _THIS_INCIDENT.search(s)
                                    or _OUTPUT_ASKED.search(s))
