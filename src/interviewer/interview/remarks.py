"""Remarks about the candidate's own day and surroundings, and gripes about the interview tool: asides (off-topic),
read by who and what they are about rather than by topic word.

- the candidate's private life (their partner, children, family): "My daughter starts school tomorrow";
- an apology for their own state, not for an answer: "apologies if I'm slow today", "if I seem distracted, that's why";
- the interview tool itself, its look and speed, or feedback on it: "This tool's UI is really laggy", "Is there a way to
  give feedback on the interview tool?".

``asides.aside`` reads these with the other families; a sentence that also says something technical is not one
(``stance`` checks that).
"""

from __future__ import annotations

import re

PRIVATE_LIFE = re.compile(
    r"\bmy (?:partner|daughter|son|sons|daughters|children|family|girlfriend|boyfriend|fianc[eé]e?|parents|in-laws|sister|"
    r"brother|grandma|grandmother|grandpa|grandfather|mother-in-law|nephew|niece)(?![\w-])", re.IGNORECASE)
"""The candidate's family, named as theirs."""

OWN_STATE = re.compile(
    r"\b(?:sorry|apologies|i apologi[sz]e|forgive me|bear with me|excuse me)\b.{0,40}?\bif (?:i|i'?m|i am)\b.{0,20}?"
    r"\b(?:slow|slower|distracted|tired|scattered|off|out of it|quiet|rusty|nervous|sluggish|all over the place)\b|"
    r"\bif i (?:seem|sound|look|am|'m|come across(?: as)?) (?:a bit |a little |kind of |really |slightly )?(?:distracted|slow|"
    r"tired|scattered|off|out of it|nervous|flustered|all over the place)\b", re.IGNORECASE)
"""An apology for the candidate's own state today (slow, distracted, tired), not for something they said."""

TOOL_GRIPE = re.compile(
    r"\b(?:this|the|your) (?:interview |coding |chat |online )?(?:tool|platform|app|interface|website|site|ui)"
    r"(?:'s (?:ui|interface|font|text|editor|layout|chat|window|page|design))? (?:is |are |feels |seems |keeps |has been |was )?"
    r"(?:so |really |very |super |a bit |kind of |pretty |quite )?(?:lagg\w*|slow|clunky|buggy|janky|broken|tiny|unreadable|"
    r"ugly|confusing|crash\w*|freez\w*|froze)\b|"
    r"\b(?:give|leave|send|submit) (?:some )?feedback (?:on|about|for) (?:the|this|your) (?:interview |coding |chat )?"
    r"(?:tool|platform|app|interface|process|format|website|site|ui)\b|"
    r"\bthe font(?: size)? (?:is|'s) (?:so |really |very |a bit )?(?:tiny|small|huge|unreadable)\b", re.IGNORECASE)
"""The interview tool itself: its speed and look, or feedback on it."""


def remark(sentence: str) -> bool:
    """About the candidate's own life and day, or a gripe about the interview tool: an aside."""
    return bool(PRIVATE_LIFE.search(sentence) or OWN_STATE.search(sentence) or TOOL_GRIPE.search(sentence))
