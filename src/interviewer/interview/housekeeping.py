"""More of the talk about the interview rather than in it, and of the ways a guess is marked as one.

``asides`` holds the main families; these are the ones it had no room for, matched by structure as well:

- meta: time to think said as taking a moment, "stop me if I go wrong", "would you rather I … or …", a tool the
  candidate may have (a calculator, an editor to type into), notes jotted down, restarting one's own explanation,
  how the interview's artifacts are asked for;
- aside: a turn put to someone else in the room ("can someone close the door"), a vent about one's own work, questions
  about the AI interviewer itself (who trained it, what it runs on, how it picks questions), chat-format role tags
  pasted in for the grading model;
- hedge: a bet or a probability put on a cause ("I'd put money on …", "ninety percent sure …", "my read is …"), and a
  cause marked as unproven ("that's a guess, not a finding").
"""

from __future__ import annotations

import re

_MOMENT = r"(?:a|one|a quick|a short|a few|some|a couple of|couple of) (?:second|sec|moment|minute|min)s?"

META_MORE = re.compile(
    r"\b(?:i(?:'d| would) like to|i want to|i need to|let me|lemme|(?:can|could|may) i|i(?:'ll| will)|i(?:'m| am) going to) "
    r"(?:just |quickly )?take " + _MOMENT + r"\b|"
    r"\b(?:stop|interrupt|cut) me (?:off )?if (?:i|i'?m|this|that|it)\b|"
    r"\bwould you (?:rather|prefer) (?:i|me to|that i)\b[^?]{1,80}\bor\b|"
    r"\b(?:am i|are we) (?:allowed|permitted) (?:a|an|to (?:use|have) (?:a |an |my |the )?(?:calculator|notes|"
    r"google|internet|docs|documentation|editor|ide|whiteboard|paper|pen|notepad|scratch ?pad))\b|"
    r"\b(?:jot|scribble|note) (?:[\w-]+ ){1,3}?down\b|\bwrite (?:the|these|those|some|my) (?:numbers|figures|notes|"
    r"steps|points) down\b|"
    r"\bis there (?:a|an|any) (?:\w+ )?(?:editor|calculator|whiteboard|scratch ?pad|notepad|ide|doc|document|canvas) "
    r"(?:i|we) (?:can|could) (?:use|type|write|draw|sketch)\b|"
    r"\b(?:can|could|may) i (?:re-?start|redo|re-?do) (?:my|the|that) (?:answer|explanation|reply|attempt)\b|"
    r"\b(?:can|could|may) i (?:try|answer) (?:that|this|it) again\b|"
    r"\bdo (?:i|we) (?:have|need) to ask for (?:each|every|them|it)\b", re.IGNORECASE)
"""Requests about the interview that ``asides.meta`` does not cover (see the module docstring)."""

ELSEWHERE_MORE = re.compile(
    r"^\W*(?:(?:sorry|hey|um+|uh+)[\s,]+)*(?:can|could|would|will) (?:someone|somebody|anyone|anybody) (?:please )?"
    r"(?:close|shut|open|get|grab|turn|keep|take|answer|mute)\b|"
    r"\b(?:it'?s|it is) (?:so |really |very |too )?(?:loud|noisy) (?:out there|in here|outside|next door)\b|"
    r"\bdrives? me (?:nuts|crazy|mad|insane|up the wall|bananas)\b", re.IGNORECASE)
"""A turn put to someone else in the room, the noise around the candidate, a vent about their own work."""

ABOUT_THE_AI = re.compile(
    r"\bwho (?:trained|built|made|created|programmed|designed) you\b|"
    r"\b(?:what|which) (?:hardware|gpus?|chips?|model) (?:do|are) you (?:run|running|trained|built|on)\b|"
    r"\b(?:are|were) you (?:running |trained |served )?on (?:[\w-]+ )?(?:h100s?|a100s?|gpus|tpus)\b[^.?!]{0,20}\byourself\b|"
    r"\byour own (?:training(?: run)?|weights|gpus|hardware)\b|"
    r"\b(?:the|this|an) (?:ai|bot|chatbot)(?: interviewer)? (?:picks?|chooses?|decides?|works?|generates?|comes up with)\b",
    re.IGNORECASE)
"""A question about the AI interviewer itself (who trained it, what it runs on, how it picks questions): off the
problem even when it names hardware."""

CHAT_TAGS = re.compile(r"</?\s*(?:assistant|user|system|human)\s*>", re.IGNORECASE)
"""Chat-format role tags pasted into a turn: talk to the grading model, never an answer."""

HEDGE_MORE = re.compile(
    r"(?:(?<!before )\bi(?:'d| would)? put (?:my )?money on|^\W*(?:(?:and|so|but|well|honestly|ok(?:ay)?)[\s,]+)?i bet\b|"
    r"\bmy (?:first|best|main|initial|current) bet|\b(?:\d{1,2}|ninety|eighty|seventy|sixty|fifty) ?(?:percent|%) (?:sure|confident|certain)|"
    r"\bmy (?:read|reading|take) is\b|\b(?:that'?s|it'?s|this is) (?:just )?(?:a guess|an inference|a hunch)|"
    r"\b(?:a guess|an inference|a hunch),? not (?:a )?(?:finding|proof|fact)|\bnot (?:yet )?proven)", re.IGNORECASE)
"""A cause offered with a bet or a probability on it, or marked as unproven."""
