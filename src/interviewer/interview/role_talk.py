"""Questions about the job itself: what the role or team owns, its on-call load, when it starts.

They ask about the interview's subject from the other side ("does this team own the pager for training jobs?", "would
this role own the utilization number, or would I support someone who does?", "what start date are you hiring for?",
"is it a problem for this position that I haven't run a fleet?"): a question to the interviewer, not chit-chat.
Perks and where the work is done (salary band, remote, hybrid, the office, visas) stay asides, as the older sets have them.
"""

from __future__ import annotations

import re

_JOB = r"(?:this|the|your|that) (?:role|position|team|job|group|org)\b"
_WORK = (r"(?:(?<!their )(?<!my )(?<!your )(?<!its )(?<!our )(?<!his )(?<!her )own|owns|owned|owning|ownership|responsible|responsibilit\w+|on-?call|pager|paged|pages|support|supporting|"
         r"maintain|maintains|run|runs|cover|covers|handle|handles|look after|in charge|scope|day[- ]to[- ]day|work on|works on|"
         r"spend (?:most )?(?:of )?(?:its|the|their) time)")
ROLE_WORK = re.compile(
    # what the job owns or does, either order: "would this role own X", "who owns re-imaging in this team"
    r"\b" + _JOB + r"[^?]{0,50}?\b" + _WORK + r"\b|\b" + _WORK + r"\b[^?]{0,50}?\b(?:in|on|for|by) " + _JOB + r"|"
    r"\bon-?call (?:load|rotation|burden|schedule|volume)\b|"
    # when it starts: "what start date are you hiring for?", "when would the role start?"
    r"\b(?:start(?:ing)? date|notice period)\b|\bwhen (?:would|does|will|should) (?:the|this) (?:role|position|job) start\b|"
    # whether a gap in the candidate's record counts against them for it
    r"\b(?:problem|issue|dealbreaker|deal-breaker|blocker|disqualif\w+) for " + _JOB,
    re.IGNORECASE)
_PERKS = re.compile(r"\b(?:salary|pay|comp(?:ensation)?|bonus|equity|remote|hybrid|on[- ]?site|office|relocat\w*|visa|"
                    r"sponsor\w*|h-?1b|pto|vacation|benefits?)\b", re.IGNORECASE)


def about_the_role(sentence: str) -> bool:
    """A question about what the job is (``ROLE_WORK``), not its perks or place: asked of the interviewer."""
    s = sentence.strip()
    return s.endswith("?") and bool(ROLE_WORK.search(s)) and not _PERKS.search(s)
