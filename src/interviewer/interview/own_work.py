"""Requests about how the candidate goes about the work, and checks that it is going right: meta, put as questions.

A nervous or very formal candidate asks the interviewer about the interview in forms ``asides`` did not read, by
structure rather than by one wording:

- a choice of how to work put to the interviewer ("a diagram in the editor ok, or you prefer I just talk?", "tests
  now, or the explanation first?", "use the calculator - allowed, or should I do it by hand?");
- how far the answer must go ("do I need to work it out exactly, or is a rough figure enough for you?", "what do you
  expect at the end?");
- reassurance about the pace ("did I jump to that too quickly?", "was I too fast there?");
- the interview's own state ("remind me which outputs I've already asked for", "how much time I have left?" said
  without the "do", "a short break possible?");
- a question in a comment of the candidate's own pasted code that asks the interviewer to confirm that code
  ("# is a mutex enough here, or do I need a barrier?"): a hint asked for. A comment that asks about the setup the
  interviewer owns ("# are the ranks threads or processes here?") is a question, read as one.
"""

from __future__ import annotations

import re

from .passes import TECHNICAL

_I = r"(?:i|we)"

WORKING_ASKED = re.compile(
    # a choice of how to work, the interviewer's preference asked
    r"\bor (?:do |would )?(?:you|u) (?:prefer|rather|'d rather|'d prefer|would prefer|want|'d like|would like) "
    r"(?:that )?(?:i|me)\b|"
    r"\b(?:allowed|permitted|acceptable|ok(?:ay)?|fine)\s*(?:[,;]|\s[-\u2013\u2014])\s*or (?:should|must|do|shall) " + _I + r"\b|"
    # leave to work a certain way ("fine if I write the commands I'd run, even without their output?")
    r"(?:\b(?:is it|would it be|would that be|it'?s|will it be) |^\W*(?:(?:sorry|so|and|um+|uh+)[\s,]+)*)(?:ok(?:ay)?|fine|all ?right|"
    r"alright|acceptable)(?: (?:with|for) (?:you|u))? if (?:i|we) (?:just |only |first |simply )?(?:write|list|type|paste|sketch|talk|"
    r"describe|explain|answer|round|approximate|work (?:it |this )?(?:out|through)|go through|walk through|give)\b|"
    # how far the answer must go
    r"\bor (?:is|would) (?:[^?]{1,40} )?(?:enough|sufficient|ok(?:ay)?|fine|acceptable) for (?:you|u)\W*$|"
    r"\bwhat (?:do|would|will) (?:you|u) (?:expect|want|need) (?:from me |to see |me to (?:deliver|give|produce|hand in) )?"
    r"(?:at the end|in the end|as (?:the|an|my) (?:answer|result|output|deliverable))\b|"
    r"\bwhat (?:are|were) (?:you|u) expecting (?:from me|at the end|as (?:the|an) answer)\b|"
    # reassurance about the pace
    r"\b(?:did|was|am|have) " + _I + r" (?:(?:just|maybe|perhaps|already|been) )?(?:[\w-]+ ){0,2}?(?:(?:there|that|to that|to it|in|"
    r"ahead) )?too (?:quick(?:ly)?|fast|soon|early|far ahead)\b|"
    r"\b(?:did|was) " + _I + r" (?:too )?(?:rush(?:ing)?|hurr(?:y|ying)|jump(?:ing)? ahead)\b|"
    r"\b(?:if|whether) (?:i(?:'m| am)|i was|we(?:'re| are)) (?:on the right track|going (?:in )?the right (?:way|direction)|on track|"
    r"getting (?:warm|warmer|closer))\b|\b(?:am i|are we) (?:getting (?:warm|warmer|closer)|going (?:in )?the right (?:way|direction))\b|"
    # the rules of the exercise and the form of the answer
    r"\b(?:am i|are we) (?:allowed|permitted|able) to (?:run|use|execute|open|access|type|write)\b|"
    r"\b(?:short|long|brief|detailed|quick|full) (?:version|answer|one)\s*,?\s*or (?:the |a )?(?:short|long|brief|detailed|quick|"
    r"full) (?:version|answer|one)\b|"
    r"\b(?:do|would) (?:you|u) (?:want|like) (?:the|my|some|more) (?:[\w-]+ ){0,2}?(?:details?|numbers|figures|math|layout|breakdown|"
    r"long version)\b|"
    # the interview's own state
    r"\b(?:is (?:this|it)|are we) still (?:in |on |doing )?(?:the |a )?(?:[\w-]+ ){1,2}?(?:round|part|section|stage|portion)\b|"
    r"\b(?:can|could|may) (?:i|we) (?:have|get|hear) (?:the|that|those|your) (?:[\w-]+ ){0,2}?(?:question|numbers|figures|details|"
    r"setup|values|part)\s+again\b|"
    r"\bremind me (?:of )?(?:what|which) (?:[\w-]+ ){0,3}?(?:i(?:'ve| have)?|we(?:'ve| have)?) (?:already |so far |just )?"
    r"(?:asked (?:for|about)|requested|seen|covered|said|answered|done)\b|"
    r"\bhow (?:much|long) (?:more )?(?:time )?" + _I + r" (?:still )?(?:have|got) (?:left|remaining|for (?:this|the) "
    r"(?:part|question|section|one|scenario))\b|"
    r"\b(?:break|breather|pause)(?: (?:is|would be))? (?:possible|ok(?:ay)?|allowed|fine)\b", re.IGNORECASE)
"""How the candidate should go about the answer, or whether it is going right, asked of the interviewer."""

_ORDER = re.compile(r"^\W*(?!(?:should|shall|do|does|did|is|are|was|were|can|could|will|would|must)\b)(?:[\w-]+ ){0,2}[\w-]+ (?:now|first)\s*,?\s*or (?:[\w-]+ ){0,3}?[\w-]+ (?:first|now|later|afterwards?)\s*\?\s*$",
                    re.IGNORECASE)
"""One piece of the work or the other first, named without a verb ("tests now, or the write-up first?"): the order of the
candidate's work asked, of nothing technical ("should the retry happen now, or the drain first?" asks about the system)."""

_COMMENT_QUESTION = re.compile(r"(?:^|\s)(?:#|//|--)\s*(?P<q>[^#\n]*\?)\s*$")
_OWN_CODE_CHECKED = re.compile(
    r"\b(?:do|should|must|would) (?:i|we) (?:also |still |really )?(?:need|have to|want)\b|"
    r"\b(?:is|are) (?:this|that|it|these|those|a|an|the|one|my) ?(?:[\w.()-]+ ){0,3}?(?:enough|sufficient|needed|necessary|"
    r"required|correct|right|safe|ok(?:ay)?|fine|wrong|overkill)\b|"
    r"\b(?:does|do|will) (?:this|that|it|these|my \w+) (?:need|require|work|break|race|deadlock|leak)\b|"
    r"\b(?:need|want) (?:a|an|the|another) [\w.()-]+ (?:here|too|as well|there)\b|\bam i missing\b", re.IGNORECASE)
"""A comment's question that asks for a verdict on the candidate's own code ("is a lock enough here?", "does this need a
barrier?", "do I need to sync first?")."""


def own_code_checked(sentence: str) -> bool:
    """A line of the candidate's pasted code whose comment asks the interviewer to confirm that code."""
    m = _COMMENT_QUESTION.search(sentence)
    return bool(m) and bool(_OWN_CODE_CHECKED.search(m.group("q")))


def working_asked(sentence: str) -> bool:
    """A request about how to go about the answer or whether it goes right (module docstring), not one about the problem."""
    if own_code_checked(sentence):
        return True
    s = sentence.strip()
    if _ORDER.match(s) and not TECHNICAL.search(s):
        return True
    return bool(WORKING_ASKED.search(s))
