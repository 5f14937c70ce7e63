"""Questions about the interviewer itself: what it is, who made it, what runs it.

A candidate talking to a voice or a chat window often stops to ask what is on the other end: "are you a real person
or an AI?", "what model are you?", "who is this voice?", "which company made you?", "is this scored by a human or by
the machine?". Such a question is addressed to the interviewer but asks about the speaker, not the exercise or the
setup, so it is off-topic (an aside). It is recognised by its structure: the interviewer as the subject ("you", "this
voice", "this bot", "this thing") with a predicate naming a kind of speaker (a person, a human, an AI, a bot, a
model), the interviewer as what a maker made or trained, or a person set against a machine as who does the judging.
Shown setup never talks this way about a "model" the candidate is speaking to, so a question about a model being
trained ("is this a new model?") is left alone: the kind named must follow the subject at once.
"""

from __future__ import annotations

import re

_SPEAKER = r"(?:real |actual |live |human )?(?:person|human(?: being)?|people|ai|a\.i\.?|a i|bot|chat ?bot|robot|machine|llm|" \
           r"program|recording|(?:language |fine[- ]tuned |prompted |ai |llm )?model)"
"""What kind of speaker the interviewer might be."""
_NOT_A_SPEAKER = r"(?!\s*(?:learning|owner|team|teams|job|jobs|error|errors|mistake|failure|code|engineer|engineering|parallel|readable|check)\b)"
"""'a machine learning engineer', 'human error', 'the model owner': the word names something else."""
_WHAT_IT_IS = re.compile(
    # "are you a real person or an AI", "is this an AI talking to me", "am I talking to a bot", "who is this voice"
    r"\b(?:are|r) (?:you|u)(?: (?:like|just|actually|really))? (?:an? |the )?" + _SPEAKER + r"\b" + _NOT_A_SPEAKER + "|"
    r"\bis (?:this|it|this voice|this thing) (?:like |just |actually |really )?(?:an? |the )?(?:real |actual |live )?"
    r"(?:person|human|ai|a\.i\.?|bot|chat ?bot|robot|llm)\b(?! (?:job|cluster|team|workload|training|run|model|models)\b)" + _NOT_A_SPEAKER + "|"
    r"\b(?:am i|are we) (?:talking|speaking|chatting) (?:to|with) (?:an? |the )?" + _SPEAKER + r"\b" + _NOT_A_SPEAKER + "|"
    r"\bwho (?:is|'?s) (?:this|it|that) (?:voice|speaking|talking)\b|\bwho am i (?:talking|speaking) (?:to|with)\b|"
    # "what model are you", "which model is this", "what LLM is running this"
    r"\b(?:what|which) (?:kind of |sort of )?(?:model|llm|ai|bot|company|vendor) (?:are|r) (?:you|u)\b|"
    r"\b(?:what|which) (?:model|llm|ai) (?:is (?:this|it|that)\b(?! (?:for|job|run|about|trained|training)\b)|(?:is )?running (?:this|you|the interview))|"
    # "which company made you", "who built it", "who trained you"
    r"\b(?:who|which (?:company|team|lab|vendor)) (?:made|built|trained|created|programmed|wrote|designed|makes|runs) "
    r"(?:you|u|this (?:voice|bot|ai|thing|interviewer|tool|app)|it\W*$)|"
    # a person set against a machine as who judges: "scored by a human or only by the machine"
    r"\b(?:an? |the )?(?:human|real person|person|people)" + _NOT_A_SPEAKER + r"(?:[\s,]+\w+){0,3}?[\s,]+or (?:(?:only|just) )?(?:by )?(?:an? |the )?(?:ai|machine|bot|computer|algorithm|model)\b|"
    r"\b(?:an? |the )?(?:ai|machine|bot|computer|algorithm) or (?:(?:only|just) )?(?:by )?(?:an? |the )?(?:human|real person|person)\b",
    re.IGNORECASE)


def about_the_interviewer(sentence: str) -> bool:
    """Whether ``sentence`` asks what the interviewer is (``_WHAT_IT_IS``): a question about the speaker, not the task."""
    return bool(_WHAT_IT_IS.search(sentence))
