"""Asides: words said to someone else in the room, chit-chat, the company rather than the problem, a remark on or a
complaint about the process (``remarks``), a side remark said "by the way". ``asides`` reads them with the meta requests;
``stance`` sets such a sentence apart from the answer.
"""

from __future__ import annotations

import re

from .called_away import called_away
from .housekeeping import INTERVIEW_REMARK
from .role_talk import about_the_role
from .remarks import COMPLAINT, VENT, remark

_LONGEST = 30
"""An aside is a short sentence (a little longer than a meta request, ``asides._SHORT``); a longer one is doing
something else as well."""

_TO_SOMEONE = r"\(\s*(?:to|talking to|speaking to|turning to|whisper\w*|muted?|off[- ]mic)\b[^)]{0,40}\)"
"""A transcript's stage direction for words said to someone else ("(to my roommate)", "(whispering)")."""
_SAID_ASIDE = re.compile(_TO_SOMEONE, re.IGNORECASE)
_ON_A_CALL = r"\b(?:i'?m|im|i am) (?:in (?:(?:an|the|a job|my) )?interview|on a call|on the phone|in a (?:call|meeting))\b"
"""Said to someone in the room: "(to my roommate) …", "bro turn the tv down, i'm on a call"."""
HOUSEHOLD = re.compile(
    r"\bmy (?:dog|cat|kids?|baby|toddler|doorbell|roommate|flatmate|wife|husband|partner|neighbou?rs?|"
    r"landlord|mom|mum|dad|mother|father)(?![\w-])|"
    r"\bthe (?:dog|doorbell|baby)(?![\w-])|\bdoor ?bell\b|\bbrb\b|" + _ON_A_CALL + r"|" + _TO_SOMEONE, re.IGNORECASE)
"""Something at home (the dog, the doorbell, "brb"): a pause for it is an aside, not a request about the interview."""

ASIDE = re.compile(
    r"\b(?:how are (?:you|u|ya|things)(?: doing)?(?: today| this (?:morning|afternoon|evening))?\W*$|"
    r"how(?:'s| is| was) (?:your|the) (?:day|week|morning|afternoon|evening|weekend|weather)|how(?:'s| is) it going|"
    r"(?:nice|good|great|lovely|pleasure) (?:to (?:meet|see|talk to|speak with)|meeting|talking to|speaking with) (?:you|u)|"
    r"thanks? (?:you )?for (?:having me|your time|the opportunity|inviting me)|"
    r"where are you (?:based|located|from|calling from|sitting)|what time is it (?:there|for you|where you are)|"
    r"my (?:dog|cat|kids?|baby|toddler|doorbell|roommate|flatmate|wife|husband|mom|mum|dad|landlord|neighbou?rs?|"
    r"pager|phone|flight|train|commute|basement|house|flat|apartment|kitchen)(?![\w-])|"
    r"(?:hey |ok(?:ay)? )?(?:siri|alexa|babe|honey|darling|sweetie|mum|mom|dad|mummy|daddy)\s*[,!]|^\W*(?:hey|ok(?:ay)?) (?:siri|alexa|google)\b|"
    r"\bcan you hear (?:that|the (?!question)[\w-]+|my (?!voice|mic)[\w-]+)|" + _ON_A_CALL + r"|"
    r"\b(?:the )?(?:construction|drilling|building work|barking|music|noise) (?:outside|next door|upstairs|downstairs)\b|"
    r"\b(?:i'?m|i am) in (?:(?:an|the|a job|my) )?interview\b|\bcommut(?:e|ing)\b|\b(?:is|are) (?:the|your) offices?\b|"
    r"\b(?:get|got|getting|didn'?t get) (?:an|the) offer\b|\binterviewed (?:here|with you|at your)\b|"
    r"\bwho (?:built|made|designed|wrote|picked|chose|set up) (?:this|the) (?:interview |coding )?(?:tool|editor|platform|app|"
    r"interface|format|setup)\b|"
    r"(?:i'?m|i am) (?:\w+ )?(?:calling|dialling|dialing|joining|sitting) (?:in )?from (?:a|an|the|my) |"
    r"\b(?:is it|it'?s|it has|it was)(?: been)? (?:\w+ )?(?:raining|pouring|snowing|sunny|freezing|boiling)\b|"
    r"\b(?:raining|pouring|snowing) (?:here|there|outside|all (?:day|week|morning))\b|"
    r"\b(?:the )?weather (?:here|(?:over )?there|today|outside|where you are|has been|is|was|'s)\b|"
    r"\b(?:this|it)(?:'s| has| is|'s been| has been) (?:been )?(?:a |the )?(?:long|longest|busy|crazy|rough) (?:day|week)(?=\W*(?:$|[,.;!]))|"
    r"^\W*(?:what a |such a |(?:it'?s been )?a )?(?:long|busy|crazy|rough) (?:day|week)\W*$|"
    r"the (?:dog|doorbell|baby)(?![\w-])|"
    r"(?:someone|somebody)(?:'s| is) at the door|(?:door ?bell|delivery guy|package) (?:is |just )?(?:ringing|rang|here|arrived)|"
    r"(?:i'?m|i am|feeling|feel) (?:so |really |very |a bit |a little |kind of |super |pretty |completely |totally |"
    r"absolutely )?(?:tired|exhausted|nervous|hungry|sleepy|stressed|jet-?lagged|sick|cold|anxious|fried|wiped(?: out)?|"
    r"knackered|drained|shattered|burnt out|burned out|wrecked)\b|"
    r"(?:did|have) you (?:see|watch|seen|watched|catch|caught|follow|hear about) (?:the )?(?:game|match|show|film|movie|"
    r"news|series|final|election|world cup|super bowl)|"
    r"(?:happy|have a (?:good|nice|great|lovely)) (?:friday|monday|weekend|holidays?|day|week|evening)\b|"
    r"(?:love|like|nice|cool) (?:your|the) (?:background|shirt|hoodie|setup|room|office|plant|headset)|"
    r"what do you (?:like|enjoy|love)(?: most)? about (?:working|the job|the company|your job|your role|it there|the team)|"
    r"how long have you (?:been|worked) (?:at|with|there|here|for)|do you (?:like|enjoy|love) (?:working|your job|it there)|"
    r"(?:team|company|work|office) culture|what (?:is )?(?:the|your) team (?:is )?(?:working on|building)|"
    r"work-?life balance|(?:on-?call|oncall) (?:pay|compensation)|"
    r"\b(?:pto|paid time off|401 ?k|health insurance|perks|parental leave|time off|sign-?on bonus|"
    r"the (?:offer|interview process|hiring process|recruiter))\b|"
    r"\bthe next round (?:of (?:interviews?|the (?:interview|hiring) process)|interviews?|with (?:you|the team))\b|"
    r"\b(?:make it|get|move|go|advance|progress|get through) (?:on )?to the next round\b|"
    r"\bthe next round (?:look|be) like\b|\b(?:what|when)(?:'s| is| will be) the next round\b|"
    r"(?:hear back|next steps? (?:after|in|of) (?:this|the) (?:interview|process|call))|when (?:will|would|do|can) i (?:hear|know)|"
    r"(?:how big|what size) is (?:the|your) (?:team|company|org)|what(?:'s| is) (?:the|your) (?:team|company) like|"
    r"(?:use|go to) the (?:bathroom|restroom|toilet)|"
    r"\b(?:lol|lmao|haha+|hehe|brb)\b|"
    r"^\W*(?:ha(?:h|ha)*|heh)\W+(?=.*\b(?:my|i|we)\b)|^\W*between (?:us|you and me|ourselves)\b|"
    r"(?:let'?s|can we|could we) (?:talk about|change (?:the|to another) (?:subject|topic)|chat about) something else|"
    r"(?:did|have) you (?:see|watch|seen|watched|catch|caught) (?:the )?(?:new |latest |last )?(?:[\w-]+ )?(?:movie|film|show|"
    r"series|game|match|episode)\b|"
    r"^\W*(?:(?:funny|fun fact|random(?:ly)?|unrelated|off[- ]topic|side note|tangent|totally unrelated|on a different note|"
    r"(?:quick |small |little |brief )?aside\b(?=\s*[:,\-\u2013\u2014])|"
    r"changing the subject)\b)|[,:;]\s*(?:random|unrelated|off[- ]topic|side) question\b|\b(?:off[- ]topic|unrelated|side question|random question|not related to (?:this|the "
    r"question)),? (?:but|question|though)\b|\b(?:(?:has |is )?nothing to do with|unrelated to) (?:the|this|your) (?:question|interview)\b|"
    r"\b(?:at your company|your company|personally|the hiring (?:committee|manager|team|process|bar|"
    r"decision)|the panel|this role\b|this position\b|on[- ]?site\b|onsite\b|in the office|being recorded|"
    r"(?:what|which) (?:ide|editor|laptop|os|keyboard)s? do you|"
    r"(?:this|the) recording|(?:this|my) transcript|real incident|other (?:labs|companies|offers|interviews)|interviewing (?:with|at|elsewhere)|"
    r"careers? page|job (?:posting|post|ad|advert|listing|description)|remote[- ](?:friendly|work|first|role|position)|"
    r"fully remote|office only|work from home|relocat\w+|"
    r"(?:flexibility|deadline) on (?:the )?(?:timeline|offer|decision)|headcount|team size)\b|"
    r"\b(?:have|did) you (?:seen|read|watched|heard|tried|see|watch|hear)\b.{0,20}\b(?:it|that|this|the (?:paper|talk|"
    r"post|video|show|news))\W*$)", re.IGNORECASE)
"""Chit-chat and the company rather than the problem."""


_AS_AN_ASIDE = re.compile(r"(?:^\W*(?:by the way|btw)\b|[,\s]+(?:by the way|btw)\W*$)", re.IGNORECASE)
"""Said "by the way": a side remark, unless it says something of the problem (checked by the caller)."""


def aside(sentence: str) -> bool:
    """Chit-chat, the company rather than the problem, a remark on or a complaint about the process, a side remark
    said "by the way"."""
    s = sentence.strip()
    if len(s.split()) > _LONGEST or about_the_role(s):
        return False  # (what the role owns, its on-call load, its start date: a question about the job, not chit-chat)
    if (ASIDE.search(s) or _SAID_ASIDE.search(s) or COMPLAINT.search(s) or INTERVIEW_REMARK.search(s) or VENT.search(s) or remark(s)
            or called_away(s)):
        return True
    from .responsive import on_subject  # (lazy: the lexicons load only for a "by the way")

    return bool(_AS_AN_ASIDE.search(s)) and not on_subject(s, "")
