"""Embedded wh-clauses: a "what/when/how …" clause used as part of a statement, not a question put to the interviewer.

"what I'd check is which rank stalled first", "how often we save depends on the MTBF", "what actually
happened is the run config wasn't migrated": subject-auxiliary inversion, clefts and pseudo-clefts tell
them apart from direct questions ("what would you check", "when was the last step logged").
"""

from __future__ import annotations

import re

# Subject-auxiliary inversion tells a direct question ("when was the last step logged", "what would you
# check") from an embedded one used as an answer ("when the last step was logged and what changed before
# it: …", "what I'd check is …", "how often we save depends on …"): after an adverbial wh-word a direct
# question puts an auxiliary next; after what/which/who (and how + degree) a subject comes first only in
# the embedded clause.
_AUX = (r"(?:is|are|was|were|am|be|do|does|did|can|could|would|will|should|shall|may|might|must|has|have|had|"
        r"isn'?t|aren'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|can'?t|couldn'?t|won'?t|wouldn'?t|shouldn'?t|"
        r"hasn'?t|haven'?t|else)")
SUBJECT = (r"(?:i|i'd|i'm|i'll|i've|we|we'd|we're|we'll|we've|you|you'd|you're|you'll|they|they'd|they're|it|"
            r"he|she|this|that|these|those|there|the|a|an|each|every|our|my|your|their|its|his|her|one|some|"
            r"everyone|everybody|nobody|someone|somebody|nothing|everything|[a-z0-9_.-]+'s)")
LEAD_IN = r"^\W*(?:(?:so|and|but|ok(?:ay)?|well|um+|uh+|first(?:ly)?|basically|honestly|then|also|plus)[\s,]+)*"
_EMBEDDED = re.compile(
    LEAD_IN + r"(?:(?:when|where|why|how)(?:\s+(?:exactly|precisely|roughly|come))?\s+(?!" + _AUX + r"\b)(?!(?:much|many|"
    r"long|often|fast|far|big|soon|well|bad|large|small|quickly|slow)\b)[\w.'-]+"
    r"|(?:what|which|who|whose|how\s+(?:much|many|long|often|fast|far|big|soon|well|bad|large|small))"
    r"(?:\s+(?!" + _AUX + r"\b)(?!" + SUBJECT + r"\b)(?!of\b)[\w.-]+)?\s+" + SUBJECT + r"(?!')\b)", re.IGNORECASE)
_CLEFT = re.compile(
    r"\b(?:is|was|that'?s|that is|this is)\s+(?:the\s+(?:first|real|whole|key|main|big|only|next|one)\s+(?:thing|"
    r"question|step|number|point)|the question|what (?:i|we|you)\b|where (?:i|we)\b|my (?:first |next |real )?"
    r"(?:question|step|point))", re.IGNORECASE)
# "which node was bad we only found out after two days": the wh-clause is the object of a verb of knowing.
_TOPICALISED = re.compile(r"\b(?:i|we|they|nobody|no one|you|he|she)\s+(?:\w+\s+)?(?:found out|figured out|worked out|"
                          r"learned|learnt|realis\w+|realiz\w+|noticed|discovered|knew|tracked down)\b", re.IGNORECASE)


def embedded(sentence: str) -> bool:
    """A wh-clause used as part of a statement, not a question put to the interviewer.

    "When exactly the last step was logged, and what changed before it: deploys, images …",
    "what I'd want to know is which rank stalled first", "how often we save depends on the MTBF",
    "What changed at the restart, that's the first thing to nail down": no '?', and either no
    subject-auxiliary inversion after the wh-word, or a cleft ("… is the first thing I'd ask").
    Short ones stay questions: "what you mean by large" is a question typed without its '?'.
    """
    s = sentence.strip()
    if s.endswith("?") or len(s.split()) < 7 or _BARE_CLAUSE.match(s):
        return False
    if not re.match(LEAD_IN + r"(?:what|when|where|which|who|whose|why|how|whether)\b", s, re.IGNORECASE):
        return False
    if re.match(LEAD_IN + r"(?:what if\b|how \w+ (?:do|does|did|should|would|can|could|will|is|are|must) (?:you|i|we|it|they)\b|when you (?:say|said|mention\w*|write|wrote)\b.*\b(?:(?:do|did) you mean|i'?m wondering|"
                r"i wonder|i was wondering|is that|does that|should i|can i|do i|i'?d (?:like|want|need) to know|i (?:need|want) to know)\b|"
                r"(?:when|if|once) [^,?]{1,40}?,?\s+(?:do|does|did|can|could|should|will|would) (?:all|they|"
                r"we|you|it|any|each|every|some|only|both)\b)", s, re.IGNORECASE):
        return False  # "what if the length doesn't divide by n, can I pad", "when you say large do you mean GPUs",
        # "how technical do you want me to go here" (inversion after "how <adjective>")
    return bool(_EMBEDDED.match(s) or _CLEFT.search(s) or _TOPICALISED.search(s) or _WHAT_HAPPENED.match(s)
                or _PSEUDO_CLEFT.match(s))


_BARE_CLAUSE = re.compile(LEAD_IN + r"(?:how (?:many|much|big|fast|long|often)|what|which) (?:[\w-]+ ){0,2}?(?:we|you|they) "
                          r"(?:have|use|run|get|need|got|are using|will use)\b(?![^.]*\b(?:is|are|was|were|depends|matters|means|"
                          r"decides|sets|tells)\b)[^,.;]{0,40}\W*$", re.IGNORECASE)
"""A wh-clause and nothing after it ("how many nodes we have in this cluster"): a question asked without inversion, as
non-native and transcribed speech often does, not a clause inside a statement ("how many nodes we have decides …")."""
_WHAT_HAPPENED = re.compile(LEAD_IN + r"what(?:\s+(?:\w+\s+)?(?:happened|happens|changed|broke|went wrong|caused (?:it|this|that))"
                            r"|(?:'s|\u2019s| is)\s+(?:really\s+|actually\s+)?(?:going on|happening|wrong|broken)(?:\s+here)?)"
                            r"\s+(?:is|was)\b", re.IGNORECASE)
"""A pseudo-cleft ("what actually happened is the run config wasn't migrated"): the answer, not a question."""
_PSEUDO_CLEFT = re.compile(LEAD_IN + r"what (?:(?:\w+ed|broke|went|bit|hurt|took|made|got|kept|ran|fell|drove|ate|blew|sped|"
                           r"slowed|saved|killed|cost|\w{3,}(?<!s)s) (?:\w+ ){0,2}?(?:was|were|is|are)\b|"
                           r"(?:can|could|should|must|will|doesn'?t|does not|didn'?t|did not|won'?t|can'?t|cannot|never) (?!" + SUBJECT +
                           r"\b)[a-z]+ (?:[\w-]+ ){0,4}?(?:(?:was|were|is|are)\b|[^:?]*:\s))", re.IGNORECASE)
"""'what broke most was nodes dropping off IB': a statement about what happened, not a question."""
