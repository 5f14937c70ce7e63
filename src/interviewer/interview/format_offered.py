"""The interviewer offered a choice of how the answer is delivered: which part first, which version, how much of it, or
asked to steer ("Conclusion first and the evidence after?", "the two-line summary or the long version?", "the fix as well,
or only the why?", "is it numbers you want here, or the story?", "I'll give the short version and you tell me where to
dig"). A request about the interview (meta), not a question about the problem: the choice is between parts or forms of
the candidate's own answer, not between two causes or two settings.
"""

from __future__ import annotations

import re

_PART = (r"(?:conclusion|diagnosis|verdict|answer|summary|headline|bottom line|short version|long version|numbers|maths?|"
         r"theory|measurement|story|evidence|justification|reasoning|explanation|fix|why|how|details?|intuition|"
         r"overview|big picture|recommendation|root cause)")
_LEAD = (r"(?:conclusion|diagnosis|verdict|summary|headline|bottom line|short version|long version|numbers|maths?|theory|"
         r"measurement|story|evidence|justification|reasoning|intuition|overview|big picture)")
"""The parts of an answer one of which may come first ("verdict first?"); not "the fix first?", which asks about the problem."""
_VERSION = (r"(?:short|shorter|long|longer|full|quick|brief|detailed|high-level|one-line|two-line|one-sentence|[\w]+-second|"
            r"[\w]+-minute|star|real|honest|textbook|official|condensed|executive)")

FORMAT_OFFERED = re.compile(
    # which part first: "Diagnosis first, justification after?", "can I give the conclusion first and the evidence after?"
    r"\b(?:the )?" + _LEAD + r" first\b[^?]{0,60}\?|"
    r"\b(?:can|could|may|shall|should) i (?:give|start with|go with|lead with|open with|put) (?:you )?(?:the |my )?"
    r"(?:[\w-]+ ){0,2}?" + _PART + r"\b[^?]{0,50}\b(?:first|after|later|then)\b|"
    # which version: "want it as a two-line summary, or the long version?"
    r"\b" + _VERSION + r" (?:version|summary|answer|take)\b[^?]{0,60}\bor\b[^?]{0,60}\?|"
    r"\bor (?:the|a) " + _VERSION + r" (?:version|one)\W*\?|"
    # how much: "the fix for tonight as well, or only the why?"
    r"\b(?:as well|too|also),? or (?:only|just) (?:the )?" + _PART + r"\W*\?|"
    # what the interviewer wants of the answer, with the choice: "is it numbers you want here, or more the story?"
    r"\bis it (?:the |more )?[\w-]+(?: [\w-]+)? (?:you|you'd|you would) (?:want|like|need|prefer)\b[^?]{0,40}\bor\b|"
    r"\b(?:is it|are you after|do you want) (?:more )?(?:the )?" + _PART + r"\b[^?]{0,30}\bor (?:more )?(?:the )?" + _PART
    + r"\b[^?]{0,30}\?|"
    # steering asked for: "you tell me where to dig", "steer me"
    r"\byou tell me (?:where|which (?:part|bit|one)|what) (?:to|i should) (?:dig|go|expand|drill|focus|zoom|go deeper)\b|"
    r"\b(?:steer me|you steer)\b|"
    # what the round allows: "am I allowed two listings in one turn?", "is it allowed that I take notes?"
    r"\b(?:am i|are we) allowed (?:to ask for )?(?:two|three|\d+|more than one|several|multiple) (?:[\w-]+ )?(?:listings|outputs|"
    r"commands|artifacts|requests|questions)\b|\bis it allowed (?:that|for me to|if) i\b|"
    r"\bhow many (?:more )?(?:artifacts|outputs|listings|requests|commands) (?:may|can|do) i\b|"
    r"\bor (?:only|just) (?:pick|choose) from\b", re.IGNORECASE)


def format_offered(sentence: str) -> bool:
    """A choice about the delivery of the candidate's own answer put to the interviewer (``FORMAT_OFFERED``)."""
    return bool(FORMAT_OFFERED.search(sentence))
